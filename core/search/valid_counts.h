// Device counts with a valid layout for a model and batch: what the GUI's device slider moves over
// (issue 15 item 2). A count is allowed by the node size (a multiple of it, or a power of two below
// it) and valid when some layout passes the hard rules (hasValidLayout: enumeration, no evaluation).
#pragma once

#include "search/search.h"

#include <optional>

namespace psa {

// Whether the node size allows n devices (whole nodes, or a power of two within one node).
bool allowedDeviceCount(int n, int nodeSize);
// The valid count next to `from` in `direction` (+1 up, −1 down), within 1..maxCount; nullopt when none.
std::optional<int> adjacentValidDeviceCount(
    const Scenario& sc, const SearchConstraints& c, int from, int direction, int maxCount);
// The valid count nearest to `target` (ties: the smaller), within 1..maxCount; nullopt when none is near.
std::optional<int> nearestValidDeviceCount(const Scenario& sc, const SearchConstraints& c, int target, int maxCount);

} // namespace psa

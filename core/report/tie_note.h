// Issue 11 item 6: when the search's top candidates are statistically tied (within the model's median
// throughput error), which are tied and why the pick won. Shared by the plan report and the Overview.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "calibration/profile.h"
#include "search/search.h"

namespace psa {

// Issue 11 item 6: the top candidates within the model's throughput error are tied; why the pick won.
struct TieNote {
    double band = 0;           // fraction
    long long tied = 0;        // candidates within the band
    bool pick_is_fastest = true;
    double fastest_tokens_per_s = 0;
    std::string fastest_layout;  // describeStrategy of the fastest tied candidate
    std::string reason;          // translated sentence
    // The workload family whose held-out error the band is (errorBarFamily); nullptr: the overall error, or a band
    // the user set.
    const char* band_family = nullptr;
};

// The note for the search's pick; empty when the pick is not tied with another candidate.
// `layoutText` names a layout inside the sentences (default: describeStrategy and the precision; the GUI passes
// its own, translated short form).
using LayoutText = std::function<std::string(const Strategy&, Precision)>;
std::optional<TieNote> tieNoteFor(const SearchResult& r, const Scenario& sc, const Profile& p, const LayoutText& layoutText = {});

}  // namespace psa

#include "search/valid_counts.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace psa {

namespace {
constexpr int kMaxChecks = 4096; // allowed counts tried before giving up (bounds the time per call)

bool valid(const Scenario& sc, const SearchConstraints& c, int n)
{
    Scenario s = sc;
    s.cluster.num_devices = n;
    return hasValidLayout(s, c);
}

// The allowed count next to n in `direction` (n itself need not be allowed).
int nextAllowed(int n, int direction, int node)
{
    for (int m = n + direction;; m += direction)
        if (m < 1 || allowedDeviceCount(m, node))
            return m;
}
} // namespace

bool allowedDeviceCount(int n, int nodeSize)
{
    const int node = std::max(1, nodeSize);
    return n >= 1 && (n % node == 0 || (n < node && (n & (n - 1)) == 0));
}

std::optional<int> adjacentValidDeviceCount(
    const Scenario& sc, const SearchConstraints& c, int from, int direction, int maxCount)
{
    const int node = std::max(1, sc.cluster.nodeSize());
    direction = direction < 0 ? -1 : 1;
    int n = from;
    for (int checks = 0; checks < kMaxChecks; ++checks) {
        n = nextAllowed(n, direction, node);
        if (n < 1 || n > maxCount)
            return std::nullopt;
        if (valid(sc, c, n))
            return n;
    }
    return std::nullopt;
}

std::optional<int> nearestValidDeviceCount(const Scenario& sc, const SearchConstraints& c, int target, int maxCount)
{
    target = std::clamp(target, 1, maxCount);
    const int node = std::max(1, sc.cluster.nodeSize());
    if (allowedDeviceCount(target, node) && valid(sc, c, target))
        return target;
    int down = target, up = target;
    for (int checks = 0; checks < kMaxChecks; ++checks) {
        const int d = down >= 1 ? nextAllowed(down, -1, node) : 0;
        const int u = up <= maxCount ? nextAllowed(up, +1, node) : maxCount + 1;
        // Try the closer of the two next candidates first (in ratio: the slider is logarithmic).
        const bool downFirst = d >= 1 && (u > maxCount || double(target) / d <= double(u) / target);
        for (int n : downFirst ? std::array<int, 2> { d, u } : std::array<int, 2> { u, d }) {
            if (n >= 1 && n <= maxCount && valid(sc, c, n))
                return n;
        }
        if (d < 1 && u > maxCount)
            return std::nullopt;
        down = d;
        up = u;
    }
    return std::nullopt;
}

} // namespace psa

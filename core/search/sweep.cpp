#include "search/sweep.h"

#include <algorithm>
#include <cmath>

#include "cost/evaluate.h"

namespace psa {

namespace {

bool allowedCount(int n, int node) { return n >= 1 && (n % node == 0 || (n < node && (n & (n - 1)) == 0)); }

// The nearest allowed count to `target` with a valid layout, searching outwards (bounded).
std::optional<int> nearestValid(const Scenario& sc, const SearchConstraints& c, int target, int lo, int hi)
{
    const int node = std::max(1, sc.cluster.nodeSize());
    for (int delta = 0; delta <= std::max(node * 64, target / 2); ++delta) {
        for (int n : {target - delta, target + delta}) {
            if (n < lo || n > hi || !allowedCount(n, node))
                continue;
            Scenario s = sc;
            s.cluster.num_devices = n;
            if (hasValidLayout(s, c))
                return n;
        }
    }
    return std::nullopt;
}

}  // namespace

std::vector<int> sweepDeviceCounts(const Scenario& sc, const SearchConstraints& c, int lo, int hi)
{
    std::vector<int> targets{lo};
    for (long long v = 1; v <= hi; v *= 2)
        if (v > lo && v < hi)
            targets.push_back(static_cast<int>(v));
    targets.push_back(hi);
    std::vector<int> out;
    for (int t : targets)
        if (auto n = nearestValid(sc, c, t, lo, hi))
            out.push_back(*n);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<long long> sweepSeqLens(long long lo, long long hi)
{
    std::vector<long long> out{lo};
    for (long long v = 1; v <= hi; v *= 2)
        if (v > lo && v < hi)
            out.push_back(v);
    if (hi > lo)
        out.push_back(hi);
    return out;
}

std::vector<SweepPoint> sweep(const Scenario& base, const SearchConstraints& c, const ScoreWeights& w, const Profile& p,
                              const std::vector<int>& devices, const std::vector<long long>& seqLens, std::stop_token stop, int threads)
{
    std::vector<SweepPoint> points;
    for (int n : devices) {
        for (long long s : seqLens) {
            if (stop.stop_requested())
                return points;
            Scenario sc = base;
            sc.cluster.num_devices = n;
            sc.training.seq_len = s;
            SweepPoint pt;
            pt.devices = n;
            pt.seq_len = s;
            const SearchResult r = search(sc, c, w, p, stop, {}, threads);
            pt.stats = r.stats;
            if (const Candidate* best = r.best()) {
                pt.recommended = *best;
                const Scenario rs = scenarioFor(sc, *best);
                pt.estimate = evaluate(rs, best->strategy, p);
                pt.time_to_train = timeToTrain(*pt.estimate, rs, p);
            }
            points.push_back(std::move(pt));
        }
    }
    return points;
}

}  // namespace psa

#include "search/ranking.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <thread>
#include <tuple>

namespace psa {

namespace {

constexpr double kMemoryCreditFraction = 0.2;  // free memory beyond 20 % of usable capacity earns no more score
// Below this many candidates a pass runs on the calling thread alone (starting a thread costs more).
constexpr size_t kParallelMin = 8192;
// Memory buckets of the Pareto pre-filter: enough that few candidates survive it, few enough to stay in cache.
constexpr size_t kParetoBuckets = 1024;
constexpr size_t kCacheLine = 64;  // bytes; the permutation prefetches a candidate line by line
constexpr double kScaleOutTolerance = 0.01;  // scale-out traffic differing by less than 1 %: no preference

auto rankKey(const Candidate& c)
{
    const Strategy& s = c.strategy;
    return std::make_tuple(s.tp, s.pp, s.cp, s.ep, s.etp, s.vpp, s.mbs, s.zero, int(s.recompute), int(s.schedule), s.optimizer_offload,
                           int(c.precision));
}

// What the ranking's sort reads of one candidate, packed in 24 bytes: the sort then streams a few MB instead of
// the large candidates (ranking was the search's largest sequential cost on DeepSeek-V3, psa_bench). What only
// the tie-break and the Pareto front read (scale-out traffic, memory) stays in side arrays by index.
struct RankEntry {
    double score, tokens;
    uint32_t index;  // into the candidates as given
    uint8_t departures, parallel_dims;
    bool fits : 1, tied : 1, risky : 1;
};
static_assert(limits::kMaxCandidates <= std::numeric_limits<uint32_t>::max(), "RankEntry::index holds every candidate");

uint8_t smallCount(int n) { return uint8_t(std::clamp(n, 0, int(std::numeric_limits<uint8_t>::max()))); }

// Tie-break among statistically tied candidates (issue 11 item 6): memory-safe first, then the framework's
// established defaults, fewer parallel dimensions, less scale-out traffic; the score decides the rest.
bool tieBreakLess(const RankEntry& a, const RankEntry& b, const std::vector<double>& scaleOut)
{
    if (a.risky != b.risky)
        return !a.risky;
    if (a.departures != b.departures)
        return a.departures < b.departures;
    if (a.parallel_dims != b.parallel_dims)
        return a.parallel_dims < b.parallel_dims;
    const double sa = scaleOut[a.index], sb = scaleOut[b.index];
    const double big = std::max(sa, sb);
    if (std::abs(sa - sb) > kScaleOutTolerance * big)
        return sa < sb;
    return false;
}

// Runs fn(part, begin, end) over [0, n) split in at most `threads` contiguous parts, part 0 on the calling thread.
template <class Fn>
void forRanges(size_t n, int threads, const Fn& fn)
{
    const size_t parts = n < kParallelMin ? 1 : size_t(std::max(1, threads));
    std::vector<std::jthread> helpers;
    for (size_t t = 1; t < parts; ++t)
        helpers.emplace_back([&fn, n, parts, t] { fn(t, n * t / parts, n * (t + 1) / parts); });
    fn(size_t(0), size_t(0), n / parts);
}  // helpers join here

// Marks the Pareto front of tokens/s (higher better) against memory per device (lower better); `ranked` is in
// rank order. Sorted by memory, then tokens/s (descending), then rank, a candidate is on the front when it is
// faster than every one before it. A pre-filter drops, in linear time, candidates that one in a lower memory
// bucket (so with strictly less memory) at least matches in tokens/s: they are not faster than everything
// before them, and whoever dominates them (or, down that chain, dominates that one) survives the filter and
// comes before them, so the marks of the survivors are those of sorting everything.
void markParetoFront(const std::vector<RankEntry>& ranked, const std::vector<double>& memoryOf, std::vector<Candidate>& cands)
{
    if (ranked.empty())
        return;
    double lo = memoryOf.front(), hi = lo;
    for (double m : memoryOf) {
        lo = std::min(lo, m);
        hi = std::max(hi, m);
    }
    const double perByte = hi > lo ? double(kParetoBuckets) / (hi - lo) : 0.0;
    // Monotone in memory: a lower bucket holds strictly less memory.
    auto bucketOf = [&](double memory) { return std::min(kParetoBuckets - 1, size_t((memory - lo) * perByte)); };
    std::vector<double> fastestIn(kParetoBuckets, -std::numeric_limits<double>::infinity());
    for (const RankEntry& k : ranked) {
        double& f = fastestIn[bucketOf(memoryOf[k.index])];
        f = std::max(f, k.tokens);
    }
    std::vector<double> fastestBelow(kParetoBuckets);
    double running = -std::numeric_limits<double>::infinity();
    for (size_t b = 0; b < kParetoBuckets; ++b) {
        fastestBelow[b] = running;
        running = std::max(running, fastestIn[b]);
    }
    struct Point {
        double memory, tokens;
        size_t rank;  // ties resolve to the better-ranked candidate
    };
    std::vector<Point> pts;
    for (size_t r = 0; r < ranked.size(); ++r) {
        const double memory = memoryOf[ranked[r].index];
        if (ranked[r].tokens > fastestBelow[bucketOf(memory)])
            pts.push_back({memory, ranked[r].tokens, r});
    }
    std::sort(pts.begin(), pts.end(), [](const Point& a, const Point& b) {
        if (a.memory != b.memory)
            return a.memory < b.memory;
        if (a.tokens != b.tokens)
            return a.tokens > b.tokens;
        return a.rank < b.rank;
    });
    double bestTokens = -1;
    for (const Point& pt : pts) {
        if (pt.tokens > bestTokens) {
            cands[ranked[pt.rank].index].pareto = true;
            bestTokens = pt.tokens;
        }
    }
}

// Puts cands[order[i]] at position i, cycle by cycle: no second copy of a possibly large vector.
void permute(std::vector<Candidate>& cands, const std::vector<RankEntry>& order)
{
    std::vector<size_t> src(order.size());
    for (size_t i = 0; i < order.size(); ++i)
        src[i] = order[i].index;
    for (size_t start = 0; start < src.size(); ++start) {
        if (src[start] == start)
            continue;
        Candidate held = cands[start];
        size_t at = start;
        while (src[at] != start) {
            const size_t from = src[at];
            // The cycle's next source, requested now: the copies follow one another, so without this each
            // waits for its own cache misses (this loop was most of the ranking's time after the sort).
#if defined(__GNUC__)  // GCC and Clang; elsewhere the loop runs without the hint
            if (const size_t next = src[from]; next != start)
                for (size_t line = 0; line < sizeof(Candidate); line += kCacheLine)
                    __builtin_prefetch(reinterpret_cast<const char*>(&cands[next]) + line);
#endif
            cands[at] = cands[from];
            src[at] = at;
            at = from;
        }
        cands[at] = held;
        src[at] = at;
    }
}

}  // namespace

ScoreParts scoreParts(const Candidate& c, const ScoreWeights& w, double headroom, double bestTokens)
{
    const double usable = c.capacity_bytes * (1.0 - headroom);
    const double thr = bestTokens > 0 ? c.tokens_per_s / bestTokens : 0.0;
    // Free memory earns credit up to kMemoryCreditFraction of the usable capacity; more idle memory is worth
    // nothing extra (otherwise the memory weight would favour offload/ZeRO-3 for their own sake).
    const double mem
        = usable > 0 ? std::clamp((usable - c.memory_bytes) / (usable * kMemoryCreditFraction), 0.0, 1.0) : 0.0;
    const double comm = c.step_time_s > 0 ? std::clamp(1.0 - c.comm_exposed_s / c.step_time_s, 0.0, 1.0) : 0.0;
    const double bub = c.step_time_s > 0 ? std::clamp(1.0 - c.bubble_time_s / c.step_time_s, 0.0, 1.0) : 0.0;
    return { w.throughput * thr, w.memory * mem, w.comm * comm, w.bubble * bub };
}

double scoreAndRank(std::vector<Candidate>& cands, const ScoreWeights& w, double headroom, double tieBand, int threads)
{
    // The fastest fitting candidate (else the fastest of all) scores 1 for throughput.
    std::vector<std::array<double, 2>> fastestPerRange(size_t(std::max(1, threads)), {0.0, 0.0});
    forRanges(cands.size(), threads, [&](size_t part, size_t begin, size_t end) {
        auto& f = fastestPerRange[part];
        for (size_t i = begin; i < end; ++i) {
            if (cands[i].fits)
                f[0] = std::max(f[0], cands[i].tokens_per_s);
            f[1] = std::max(f[1], cands[i].tokens_per_s);
        }
    });
    double fastestFitting = 0, fastestAll = 0;
    for (const auto& f : fastestPerRange) {
        fastestFitting = std::max(fastestFitting, f[0]);
        fastestAll = std::max(fastestAll, f[1]);
    }
    const double best = fastestFitting > 0 ? fastestFitting : fastestAll;

    std::vector<RankEntry> keys(cands.size());
    std::vector<double> scaleOut(cands.size()), memoryOf(cands.size());
    forRanges(cands.size(), threads, [&](size_t, size_t begin, size_t end) {
        for (size_t i = begin; i < end; ++i) {
            Candidate& c = cands[i];
            c.score = scoreParts(c, w, headroom, best).sum();
            c.tied = tieBand > 0 && c.fits && c.tokens_per_s >= fastestFitting * (1.0 - tieBand);
            keys[i] = {c.score, c.tokens_per_s, uint32_t(i), smallCount(c.departures), smallCount(c.parallel_dims), c.fits, c.tied, c.risky};
            scaleOut[i] = c.scale_out_bytes;
            memoryOf[i] = c.memory_bytes;
        }
    });

    // One comparison sort over all candidates in their given (enumeration) order, as before the keys were
    // packed: the tie-break's tolerance on scale-out traffic is not transitive, so the order among tied
    // candidates depends on the sort's own steps, and any other algorithm or split could reorder them.
    std::sort(keys.begin(), keys.end(), [&](const RankEntry& a, const RankEntry& b) {
        if (a.fits != b.fits)
            return a.fits;
        if (a.tied != b.tied)
            return a.tied;
        if (a.tied) {
            if (tieBreakLess(a, b, scaleOut))
                return true;
            if (tieBreakLess(b, a, scaleOut))
                return false;
        }
        if (a.score != b.score)
            return a.score > b.score;
        if (a.tokens != b.tokens)
            return a.tokens > b.tokens;
        return rankKey(cands[a.index]) < rankKey(cands[b.index]);
    });
    const std::vector<RankEntry>& ranked = keys;
    markParetoFront(ranked, memoryOf, cands);
    permute(cands, ranked);
    return best;
}

}  // namespace psa

#include "cost/pipeline.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "cost/schedule_timeline.h"

namespace psa {

namespace {
// Zero-bubble papers split the backward into B (input grad) and W (weight grad); with equal
// F, B and W each is a third of t_f + t_b [ZB ✔].
constexpr double kPhasesPerMicroBatch = 3.0;
}  // namespace

namespace {
bool timelineScheduled(Schedule s) { return s == Schedule::ZBH1 || s == Schedule::ZBV || s == Schedule::DualPipe; }
constexpr int kSteadyMicroBatchesPerStage = 4;  // m past 4p adds steady-state work only
constexpr size_t kTimelineCacheLimit = 4096;
}  // namespace

double bubbleRatio(Schedule s, int p, int m, int v, double backwardScale)
{
    if (p <= 1 || m <= 0)
        return 0.0;
    if (!timelineScheduled(s))
        return closedFormBubbleRatio(s, p, m, v);
    const int cap = kSteadyMicroBatchesPerStage * p;  // even: DualPipe's m stays even
    const int mc = std::min(m, cap);
    const int scaleKey = int(std::lround(std::max(0.0, backwardScale) * 16.0));
    const auto key = std::make_tuple(int(s), p, mc, scaleKey);
    thread_local std::map<std::tuple<int, int, int, int>, double> cache;
    auto it = cache.find(key);
    if (it == cache.end()) {
        if (cache.size() >= kTimelineCacheLimit)
            cache.clear();
        const ScheduleTimeline t = buildScheduleTimeline(s, p, mc, 1, scaleKey / 16.0);
        it = cache.emplace(key, t.complete ? t.bubbleRatio() : closedFormBubbleRatio(s, p, mc, v)).first;
    }
    return it->second * mc / m;
}

double closedFormBubbleRatio(Schedule s, int p, int m, int v)
{
    if (p <= 1 || m <= 0)
        return 0.0;
    const double pm1 = p - 1;
    switch (s) {
    case Schedule::GPipe:
    case Schedule::OneFOneB:
        return pm1 / m;
    case Schedule::Interleaved:
        return pm1 / (std::max(1, v) * double(m));
    case Schedule::ZBH1:  // (p−1)(T_F + T_B − T_W) = (p−1)·T_F
        return pm1 / (kPhasesPerMicroBatch * m);
    case Schedule::ZBV:  // ≈ 0 [ZB ✔]
        return 0.0;
    case Schedule::DualPipe: {
        // (p/2 − 1)(T_F&B + T_B − 3T_W) with T_F&B = T_F + T_B (no extra gain assumed) → 0 for equal phases.
        const double t = 1.0 / kPhasesPerMicroBatch;
        const double perStep = std::max(0.0, (t + t) + t - 3.0 * t);
        return std::max(0.0, p / 2.0 - 1.0) * perStep / m;
    }
    }
    return 0.0;
}

double inFlightMicroBatches(Schedule s, int p, int m, int v, int stage)
{
    const double mm = std::max(1, m);
    switch (s) {
    case Schedule::GPipe:
        return mm;
    case Schedule::OneFOneB:
    case Schedule::ZBH1:  // the timeline's cap: p − rank, as 1F1B [ZB ✔]
        return std::min<double>(p - stage, mm);  // Megatron warm-up p − rank − 1, plus the one in flight
    case Schedule::ZBV:
        // The timeline's cap (schedule_timeline.cpp): 2p half-stage chunks on every rank, i.e. p micro-batches of a
        // full stage — the V shape gives the last rank the first chunk too, so no rank holds fewer [ZB ✔].
        return std::min<double>(p, mm);
    case Schedule::Interleaved: {
        // Rank warm-up 2(p − rank − 1) + (v − 1)·p + 1 chunk-micro-batches of L/(p·v) layers [MLM-SCHED ✔].
        const double vv = std::max(1, v);
        const double chunks = 2.0 * (p - stage - 1) + (vv - 1.0) * p + 1.0;
        return std::min(chunks / vv, mm);
    }
    case Schedule::DualPipe:
        return std::min<double>(p + 1, 2.0 * mm);  // "PP + 1" [DUALPIPE ✔]
    }
    return mm;
}

double epOverlapUnpairedShare(Schedule s, int p, int m, int v)
{
    const double vv = s == Schedule::Interleaved ? std::max(1, v) : 1.0;
    const double chunks = std::max(1, m) * vv;
    const double unpaired = p <= 1 ? 1.0 : 2.0 * (p - 1) + (vv - 1.0) * p + 1.0;
    return std::min(1.0, unpaired / chunks);
}

double parameterCopies(Schedule s) { return s == Schedule::DualPipe ? 2.0 : 1.0; }

}  // namespace psa

#include "cost/schedule_timeline.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace psa {

namespace {

// §6 convention: a backward pass costs two forwards; zero-bubble schedules split it into B and W of
// one forward each (T_F = T_B = T_W, as pipeline.cpp's kPhasesPerMicroBatch assumes).
constexpr double kForwardTime = 1.0;
constexpr double kBackwardTime = 2.0;
constexpr double kZeroBubblePhaseTime = 1.0;
constexpr double kIdealPerMicroBatch = kForwardTime + kBackwardTime;  // = 3 T_F (also 3 phases for ZB)
// Two blocks closer than this (in forward-pass units) count as simultaneous.
constexpr double kTimeEps = 1e-9;

bool splitsBackward(Schedule s) { return s == Schedule::ZBH1 || s == Schedule::ZBV || s == Schedule::DualPipe; }

// How a micro-batch's path maps onto ranks and chunks.
struct Layout {
    Schedule schedule;
    int p, m, v;       // v: chunks per rank
    int nvs;           // virtual stages on one micro-batch's path
    double chunkScale; // a chunk's share of a full stage's layers
    double bScale = 1; // zero-bubble B pass length in forwards

    [[nodiscard]] int rankOf(int micro, int vs) const
    {
        switch (schedule) {
        case Schedule::Interleaved: return vs % p;
        case Schedule::ZBV: return vs < p ? vs : 2 * p - 1 - vs;  // the V: down the ranks, then back up
        case Schedule::DualPipe: return micro % 2 == 0 ? vs : p - 1 - vs;  // even micro-batches enter at rank 0, odd at p − 1
        default: return vs;
        }
    }
    [[nodiscard]] int chunkOf(int micro, int vs) const
    {
        switch (schedule) {
        case Schedule::Interleaved: return vs / p;
        case Schedule::ZBV: return vs < p ? 0 : 1;
        case Schedule::DualPipe: return micro % 2;
        default: return 0;
        }
    }
    [[nodiscard]] int vsOf(int rank, int chunk) const  // Interleaved only (fixed orders)
    {
        return chunk * p + rank;
    }
};

Layout layoutFor(Schedule s, int p, int m, int v)
{
    switch (s) {
    case Schedule::Interleaved: return {s, p, m, v, p * v, 1.0 / v};
    case Schedule::ZBV: return {s, p, m, 2, 2 * p, 0.5};     // 2p chunks of L/(2p) layers
    case Schedule::DualPipe: return {s, p, m, 2, p, 1.0};    // two full copies, one per direction
    default: return {s, p, m, 1, p, 1.0};
    }
}

struct Op {
    PassKind kind;
    int micro, vs, rank, chunk;
    int dep = -1;  // op that must end before this one starts
    double end = -1;
    bool done = false;
};

int kindIndex(PassKind k) { return static_cast<int>(k); }

class Engine {
public:
    explicit Engine(const Layout& l) : l_(l), kinds_(splitsBackward(l.schedule) ? 3 : 2)
    {
        ops_.resize(static_cast<size_t>(l.m * l.nvs * kinds_));
        for (int mb = 0; mb < l.m; ++mb)
            for (int vs = 0; vs < l.nvs; ++vs)
                for (int k = 0; k < kinds_; ++k) {
                    Op& o = ops_[static_cast<size_t>(id(static_cast<PassKind>(k), mb, vs))];
                    o.kind = static_cast<PassKind>(k);
                    o.micro = mb;
                    o.vs = vs;
                    o.rank = l.rankOf(mb, vs);
                    o.chunk = l.chunkOf(mb, vs);
                    // Dependencies along the path: F from the previous virtual stage, B from the next
                    // (the last one's B from its own F), W from its own B.
                    if (o.kind == PassKind::Forward)
                        o.dep = vs > 0 ? id(PassKind::Forward, mb, vs - 1) : -1;
                    else if (o.kind == PassKind::Backward)
                        o.dep = vs < l.nvs - 1 ? id(PassKind::Backward, mb, vs + 1) : id(PassKind::Forward, mb, vs);
                    else
                        o.dep = id(PassKind::Backward, mb, vs);
                }
        free_.assign(static_cast<size_t>(l.p), 0.0);
        inFlight_.assign(static_cast<size_t>(l.p), 0);
        pendingW_.assign(static_cast<size_t>(l.p), 0);
        leftFB_.assign(static_cast<size_t>(l.p), 0);
        byRank_.resize(static_cast<size_t>(l.p));
        for (size_t i = 0; i < ops_.size(); ++i) {
            const Op& o = ops_[i];
            byRank_[static_cast<size_t>(o.rank)].push_back(static_cast<int>(i));
            if (o.kind != PassKind::WeightGrad)
                ++leftFB_[static_cast<size_t>(o.rank)];
        }
    }

    [[nodiscard]] int id(PassKind k, int micro, int vs) const { return (micro * l_.nvs + vs) * kinds_ + kindIndex(k); }

    // Fixed per-rank orders (ids): each rank runs its list in order, each op as soon as it can.
    bool runOrders(const std::vector<std::vector<int>>& orders, std::vector<TimelineBlock>& out)
    {
        std::vector<size_t> next(orders.size(), 0);
        for (bool progressed = true; progressed;) {
            progressed = false;
            for (size_t r = 0; r < orders.size(); ++r)
                for (; next[r] < orders[r].size(); ++next[r]) {
                    Op& o = ops_[static_cast<size_t>(orders[r][next[r]])];
                    if (o.dep >= 0 && !ops_[static_cast<size_t>(o.dep)].done)
                        break;
                    place(o, std::max(free_[r], readyTime(o)), out);
                    progressed = true;
                }
        }
        for (size_t r = 0; r < orders.size(); ++r)
            if (next[r] < orders[r].size())
                return false;  // the order deadlocks (e.g. interleaved with m not a multiple of p)
        return true;
    }

    // List scheduling in time order: whenever a rank can start something, it starts the most urgent
    // op that is ready (B, then F within the in-flight limit, then W beyond the held-back reserve).
    bool runGreedy(int (*cap)(const Layout&, int), int (*reserve)(const Layout&, int), std::vector<TimelineBlock>& out)
    {
        size_t left = ops_.size();
        while (left > 0) {
            std::optional<std::pair<double, int>> best;  // (start, op)
            for (int r = 0; r < l_.p; ++r) {
                const size_t ri = static_cast<size_t>(r);
                double earliest = std::numeric_limits<double>::infinity();
                for (int i : byRank_[ri])
                    if (const Op& o = ops_[static_cast<size_t>(i)]; eligible(o, cap, reserve))
                        earliest = std::min(earliest, readyTime(o));
                if (earliest == std::numeric_limits<double>::infinity())
                    continue;
                const double t = std::max(free_[ri], earliest);
                if (best && t >= best->first - kTimeEps)
                    continue;
                int pick = -1;
                for (int i : byRank_[ri]) {
                    const Op& o = ops_[static_cast<size_t>(i)];
                    if (!eligible(o, cap, reserve) || readyTime(o) > t + kTimeEps)
                        continue;
                    if (pick < 0 || urgent(o, ops_[static_cast<size_t>(pick)]))
                        pick = i;
                }
                best = std::pair{t, pick};
            }
            if (!best)
                return false;
            place(ops_[static_cast<size_t>(best->second)], best->first, out);
            --left;
        }
        return true;
    }

    [[nodiscard]] double makespan() const { return *std::max_element(free_.begin(), free_.end()); }

private:
    [[nodiscard]] double duration(PassKind k) const
    {
        const bool zb = splitsBackward(l_.schedule);
        const double full = k == PassKind::Forward ? kForwardTime
            : zb ? (k == PassKind::Backward ? kZeroBubblePhaseTime * l_.bScale : kZeroBubblePhaseTime)
                 : kBackwardTime;
        return full * l_.chunkScale;
    }
    [[nodiscard]] double readyTime(const Op& o) const { return o.dep >= 0 ? ops_[static_cast<size_t>(o.dep)].end : 0.0; }

    bool eligible(const Op& o, int (*cap)(const Layout&, int), int (*reserve)(const Layout&, int)) const
    {
        if (o.done || (o.dep >= 0 && !ops_[static_cast<size_t>(o.dep)].done))
            return false;
        const size_t r = static_cast<size_t>(o.rank);
        if (o.kind == PassKind::Forward)
            return inFlight_[r] < cap(l_, o.rank);
        if (o.kind == PassKind::WeightGrad)
            return leftFB_[r] == 0 || pendingW_[r] > reserve(l_, o.rank);
        return true;
    }
    static bool urgent(const Op& a, const Op& b)
    {
        // B before F before W; then the older micro-batch; then the later virtual stage (closer to the loss).
        if (a.kind != b.kind)
            return rank(a.kind) < rank(b.kind);
        if (a.micro != b.micro)
            return a.micro < b.micro;
        return a.vs > b.vs;
    }
    static int rank(PassKind k) { return k == PassKind::Backward ? 0 : k == PassKind::Forward ? 1 : 2; }

    void place(Op& o, double start, std::vector<TimelineBlock>& out)
    {
        const size_t r = static_cast<size_t>(o.rank);
        o.end = start + duration(o.kind);
        o.done = true;
        free_[r] = o.end;
        if (o.kind == PassKind::Forward) {
            ++inFlight_[r];
            --leftFB_[r];
        } else if (o.kind == PassKind::Backward) {
            --inFlight_[r];
            --leftFB_[r];
            if (kinds_ == 3)
                ++pendingW_[r];
        } else {
            --pendingW_[r];
        }
        out.push_back({o.rank, o.micro, o.chunk, o.vs, o.kind, start, o.end});
    }

    Layout l_;
    int kinds_;
    std::vector<Op> ops_;
    std::vector<std::vector<int>> byRank_;  // op ids per rank
    std::vector<double> free_;
    std::vector<int> inFlight_;  // forwards whose backward has not run, in chunk units
    std::vector<int> pendingW_;  // backwards whose W has not run
    std::vector<int> leftFB_;    // F and B passes still to place
};

// ------------------------------------------------------------------ Megatron's fixed orders
std::vector<std::vector<int>> gpipeOrders(const Engine& e, const Layout& l)
{
    std::vector<std::vector<int>> o(static_cast<size_t>(l.p));
    for (int r = 0; r < l.p; ++r) {
        for (int i = 0; i < l.m; ++i)
            o[static_cast<size_t>(r)].push_back(e.id(PassKind::Forward, i, r));
        for (int i = 0; i < l.m; ++i)
            o[static_cast<size_t>(r)].push_back(e.id(PassKind::Backward, i, r));
    }
    return o;
}

std::vector<std::vector<int>> oneFOneBOrders(const Engine& e, const Layout& l)
{
    std::vector<std::vector<int>> o(static_cast<size_t>(l.p));
    for (int r = 0; r < l.p; ++r) {
        auto& ord = o[static_cast<size_t>(r)];
        const int warm = std::min(l.m, l.p - r - 1);  // Megatron: p − rank − 1 warm-up forwards
        int f = 0, b = 0;
        for (; f < warm; ++f)
            ord.push_back(e.id(PassKind::Forward, f, r));
        while (f < l.m) {
            ord.push_back(e.id(PassKind::Forward, f++, r));
            ord.push_back(e.id(PassKind::Backward, b++, r));
        }
        while (b < l.m)
            ord.push_back(e.id(PassKind::Backward, b++, r));
    }
    return o;
}

// Megatron-LM forward_backward_pipelining_with_interleaving: virtual micro-batch k of a rank is
// micro-batch (k / (p·v))·p + k mod p on chunk (k / p) mod v (backward: chunks in reverse); warm-up
// 2(p − rank − 1) + (v − 1)·p forwards, then one forward and one backward alternately [MLM-SCHED].
std::vector<std::vector<int>> interleavedOrders(const Engine& e, const Layout& l)
{
    std::vector<std::vector<int>> o(static_cast<size_t>(l.p));
    const int total = l.m * l.v;
    auto micro = [&](int k) { return (k / (l.p * l.v)) * l.p + k % l.p; };
    auto fwdChunk = [&](int k) { return (k / l.p) % l.v; };
    auto bwdChunk = [&](int k) { return l.v - 1 - (k / l.p) % l.v; };
    for (int r = 0; r < l.p; ++r) {
        auto& ord = o[static_cast<size_t>(r)];
        const int warm = std::min(total, 2 * (l.p - r - 1) + (l.v - 1) * l.p);
        auto F = [&](int k) { ord.push_back(e.id(PassKind::Forward, micro(k), l.vsOf(r, fwdChunk(k)))); };
        auto B = [&](int k) { ord.push_back(e.id(PassKind::Backward, micro(k), l.vsOf(r, bwdChunk(k)))); };
        for (int k = 0; k < warm; ++k)
            F(k);
        for (int i = 0; i < total - warm; ++i) {
            F(warm + i);
            B(i);
        }
        for (int k = total - warm; k < total; ++k)
            B(k);
    }
    return o;
}

// ------------------------------------------------------------------ list-scheduling rules
// In-flight activation limits (chunk units) per rank, from the schedules' memory claims (§4.3).
int capZBH1(const Layout& l, int r) { return l.p - r; }  // as 1F1B [ZB ✔]
int capZBV(const Layout& l, int) { return 2 * l.p; }     // p micro-batches of two half-stage chunks [ZB ✔]
int capDualPipe(const Layout& l, int) { return l.p + 1; }  // "PP + 1" [DUALPIPE ✔]
int capInterleaved(const Layout& l, int r) { return 2 * (l.p - r - 1) + (l.v - 1) * l.p + 1; }  // Megatron warm-up + 1
// W passes held back to fill the cool-down: rank r's tail bubble is p − 1 − r backward passes long.
int reserveZB(const Layout& l, int r) { return l.p - 1 - r; }
int reserveNone(const Layout&, int) { return 0; }

}  // namespace

double ScheduleTimeline::idealCompute() const
{
    const double perMicro = splitsBackward(schedule) ? kForwardTime + kZeroBubblePhaseTime * (backward_scale + 1.0) : kIdealPerMicroBatch;
    return perMicro * micro_batches;
}

double ScheduleTimeline::idleTime(int stage) const
{
    double busy = 0;
    for (const TimelineBlock& b : blocks)
        if (b.stage == stage)
            busy += b.end - b.start;
    return makespan - busy;
}

double ScheduleTimeline::bubbleRatio() const
{
    if (stages <= 0 || micro_batches <= 0)
        return 0;
    double idle = 0;
    for (int s = 0; s < stages; ++s)
        idle += idleTime(s);
    return idle / stages / idealCompute();
}

ScheduleTimeline buildScheduleTimeline(Schedule s, int p, int m, int v, double backwardScale)
{
    p = std::max(1, p);
    m = std::max(1, m);
    v = std::max(1, v);
    Layout l = layoutFor(s, p, m, v);
    ScheduleTimeline t;
    if (splitsBackward(s) && backwardScale > 0) {
        l.bScale = backwardScale;
        t.backward_scale = backwardScale;
    }
    t.schedule = s;
    t.stages = p;
    t.micro_batches = m;
    t.chunks = l.v;
    t.virtual_stages = l.nvs;
    Engine e(l);
    switch (s) {
    case Schedule::GPipe:
        t.megatron_order = t.complete = e.runOrders(gpipeOrders(e, l), t.blocks);
        break;
    case Schedule::OneFOneB:
        t.megatron_order = t.complete = e.runOrders(oneFOneBOrders(e, l), t.blocks);
        break;
    case Schedule::Interleaved:
        if (m % p == 0) {
            t.megatron_order = t.complete = e.runOrders(interleavedOrders(e, l), t.blocks);
        } else {
            t.complete = e.runGreedy(capInterleaved, reserveNone, t.blocks);
        }
        break;
    case Schedule::ZBH1: t.complete = e.runGreedy(capZBH1, reserveZB, t.blocks); break;
    case Schedule::ZBV: t.complete = e.runGreedy(capZBV, reserveZB, t.blocks); break;
    case Schedule::DualPipe: t.complete = e.runGreedy(capDualPipe, reserveNone, t.blocks); break;
    }
    t.makespan = e.makespan();
    return t;
}

}  // namespace psa

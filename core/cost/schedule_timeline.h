// The per-stage sequence of forward (F), backward (B) and weight-gradient (W) blocks of one
// pipeline schedule, with start and end times, for drawing the schedule and for checking the bubble
// formulas of pipeline.h against an explicit timeline (cost-model.md §6).
//
// Time unit: one micro-batch's forward pass through one full stage (L/p layers) takes 1, its backward
// 2 (the t_b = 2·t_f convention of §6). Interleaved chunks take 1/v of that. Zero-bubble schedules
// (ZB-H1, ZB-V, DualPipe) split the backward into B (input gradient) and W (weight gradient) with
// T_F = T_B = T_W = 1, the equal-phase assumption of pipeline.cpp. Point-to-point time is zero.
//
// Orders: GPipe, 1F1B and interleaved 1F1B follow Megatron-LM's schedules exactly (interleaved needs
// m a multiple of p, as Megatron does). ZB-H1, ZB-V and DualPipe (and interleaved with other m) come
// from a list scheduler with the schedule's rules: backward first, forwards limited by the schedule's
// in-flight activations, W passes held back to fill the cool-down (ZB-H1: p − 1 − rank of them).
// ZB-H1 then has the formula's bubble (p−1)/(3m) for m ≥ 2p − 1; ZB-V and DualPipe, ≈ 0 in the
// formula, keep a small warm-up bubble that shrinks as 1/m.
#pragma once

#include <vector>

#include "spec/strategy.h"

namespace psa {

enum class PassKind { Forward, Backward, WeightGrad };

struct TimelineBlock {
    int stage = 0;   // pipeline rank
    int micro = 0;   // micro-batch
    int chunk = 0;   // model chunk on the rank (interleaved: 0..v−1; ZB-V: 0 down, 1 up; DualPipe: direction)
    int virtual_stage = 0;  // position along the micro-batch's path through the model (0 = embedding side)
    PassKind kind = PassKind::Forward;
    double start = 0;
    double end = 0;
};

struct ScheduleTimeline {
    Schedule schedule = Schedule::OneFOneB;
    int stages = 1;
    int micro_batches = 1;
    int chunks = 1;         // model chunks per rank
    int virtual_stages = 1; // length of one micro-batch's path (stages × chunks, DualPipe: stages)
    bool megatron_order = false;  // the exact Megatron order (false: list-scheduled)
    bool complete = false;        // every pass was placed (false only for an order that deadlocks)
    std::vector<TimelineBlock> blocks;  // in the order they were placed (per stage: by start time)
    double makespan = 0;
    double backward_scale = 1;    // zero-bubble schedules: B lasts this many forwards (full recompute: 2)

    // Compute per stage without bubbles: m · (t_f + t_b) = 3m in the unit above (m · (2 + backward_scale) for
    // the zero-bubble schedules).
    [[nodiscard]] double idealCompute() const;
    // Bubble ÷ ideal compute, as bubbleRatio() defines it: (makespan − busy time) ÷ ideal compute,
    // averaged over stages (every stage does the same work, so it is the same on each).
    [[nodiscard]] double bubbleRatio() const;
    // Idle time of one stage inside [0, makespan].
    [[nodiscard]] double idleTime(int stage) const;
};

// p ≥ 1 stages, m ≥ 1 micro-batches, v ≥ 1 chunks (used by Interleaved only). backwardScale stretches the
// zero-bubble schedules' B pass (input gradient), e.g. to 2 when full recompute repeats the forward inside it;
// the other schedules ignore it (their bubble ratio does not depend on the F:B ratio).
ScheduleTimeline buildScheduleTimeline(Schedule s, int p, int m, int v, double backwardScale = 1.0);

}  // namespace psa

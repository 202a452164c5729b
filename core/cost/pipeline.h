// Pipeline schedules (cost-model.md §4.3 in-flight micro-batches, §6 bubbles).
#pragma once

#include "spec/strategy.h"

namespace psa {

// Bubble ÷ ideal compute time [NAR21 convention, §6], for p stages, m micro-batches, v chunks.
// GPipe, 1F1B and interleaved: the closed forms. ZB-H1, ZB-V and DualPipe: the list-scheduled timeline
// (schedule_timeline.h), not the zero-bubble closed forms, with T_F = T_B = T_W and B stretched by
// backwardScale (full recompute: 2). One source for evaluate(), the charts and the Pipeline view.
// The timeline's idle time is the same for every m past its warm-up, so m > 4p reuses the 4p timeline
// (idle × 4p ÷ m); timelines are cached per thread.
double bubbleRatio(Schedule s, int p, int m, int v, double backwardScale = 1.0);
// The zero-bubble B pass in forwards for a recompute mode: full recompute repeats the forward inside B (2), else 1.
inline double zeroBubbleBackwardScale(Recompute r) { return r == Recompute::Full ? 2.0 : 1.0; }
// The zero-bubble papers' closed forms (ZB-H1 (p−1)/(3m), ZB-V and DualPipe 0): kept for comparison.
double closedFormBubbleRatio(Schedule s, int p, int m, int v);

// Activations held by pipeline rank `stage` in units of "one micro-batch of L/p layers" (§4.3).
double inFlightMicroBatches(Schedule s, int p, int m, int v, int stage);

// Share of the first rank's m·v chunk-micro-batches whose MoE all-to-all has no partner under Megatron-Core's
// 1F1B A2A overlap (combined forward-backward steps): only the steady phase pairs one micro-batch's forward with
// another's backward. Without pipelining the first forward and the last backward run alone (1 of m); with the
// interleaved schedule the rank's warm-up forwards, 2(p − 1) + (v − 1)·p + 1 with the overlap on, and as many
// cool-down backwards [MLM-SCHED ✔]. The first rank's, since its warm-up and cool-down open and close the step.
double epOverlapUnpairedShare(Schedule s, int p, int m, int v);

// Model chunks (copies of stage parameters) each rank holds: DualPipe keeps 2 [DUALPIPE ✔].
double parameterCopies(Schedule s);

}  // namespace psa

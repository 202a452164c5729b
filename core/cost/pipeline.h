// Pipeline schedules (cost-model.md §4.3 in-flight micro-batches, §6 bubbles).
#pragma once

#include "spec/strategy.h"

namespace psa {

// Bubble ÷ ideal compute time [NAR21 convention, §6], for p stages, m micro-batches, v chunks.
// Zero-bubble schedules assume T_F = T_B = T_W (a third of t_f + t_b each).
double bubbleRatio(Schedule s, int p, int m, int v);

// Activations held by pipeline rank `stage` in units of "one micro-batch of L/p layers" (§4.3).
double inFlightMicroBatches(Schedule s, int p, int m, int v, int stage);

// Model chunks (copies of stage parameters) each rank holds: DualPipe keeps 2 [DUALPIPE ✔].
double parameterCopies(Schedule s);

}  // namespace psa

// What each metric is and where its formula comes from (cost-model sections, profile constants).
#pragma once

#include <QString>

namespace psa::ui {

enum class Metric { Strategy, Memory, Bubble, Comm, MFU, TokensPerS, StepTime, Score, Pareto, Baseline, Bottleneck };

QString metricTooltip(Metric m);

}  // namespace psa::ui

// One palette for every chart, table and export: memory components, communication dimensions and
// pipeline schedules always get the same colour, in the light and in the dark theme.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include <array>

#include "cost/estimate.h"
#include "spec/strategy.h"

namespace psa::ui {

enum class MemoryPart { Params, Grads, Optimizer, Activations, Other };
constexpr std::array<MemoryPart, 5> kMemoryParts = {MemoryPart::Params, MemoryPart::Grads, MemoryPart::Optimizer,
                                                    MemoryPart::Activations, MemoryPart::Other};
constexpr std::array<Schedule, 6> kSchedules = {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved,
                                                Schedule::ZBH1,  Schedule::ZBV,      Schedule::DualPipe};

namespace palette {

QColor memory(MemoryPart part);
QColor dimension(CommDim dim);
QColor schedule(Schedule s);
QColor fitting();     // candidates that fit
QColor notFitting();  // candidates over capacity (greyed)
QColor pareto();      // the Pareto front
QColor selection();   // the selected candidate
QColor pinned();      // pinned candidates
QColor capacity();    // capacity lines
QColor forward();     // pipeline timeline: forward blocks
QColor backward();    // pipeline timeline: backward blocks
QColor weightGrad();  // pipeline timeline: weight-gradient blocks (zero-bubble)
QColor better();      // a delta in the good direction (compare table, calibration errors)
QColor worse();       // a delta in the bad direction
QColor warning();     // text of a risky verdict (memory headroom below the model's error)
// Categorical colours for parallel degrees, by power-of-two bucket: bucket b holds degrees
// 2^b … 2^(b+1)−1 (1 | 2–3 | 4–7 | … | ≥ 128), so that "pp = 8" has one colour in every view.
constexpr int kDegreeBuckets = 8;
int degreeBucket(int degree);
QColor degree(int bucket);
QColor noPipeline();  // strategies without a pipeline when colouring by schedule
QColor pinnedSeries(int k);  // the k-th pinned strategy in the comparison overlays (cycles)
bool isDark(const QPalette& p);

}  // namespace palette

QString memoryPartName(MemoryPart part);  // translated
QString dimensionName(CommDim dim);       // "TP", "CP", ...

}  // namespace psa::ui

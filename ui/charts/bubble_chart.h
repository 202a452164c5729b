// Pipeline bubble ratio against the number of micro-batches, one line per schedule, for the
// selected strategy's pipeline depth; the selected (schedule, m) is marked.
#pragma once

#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <array>

#include "charts/chart_base.h"
#include "spec/strategy.h"

namespace psa::ui {

class BubbleChart : public ChartBase {
    Q_OBJECT
public:
    explicit BubbleChart(QWidget* parent = nullptr);
    // p stages, v virtual chunks for interleaved (≥ 2 shown), current micro-batch count m. Only the schedules in
    // `runnable` (bit 1 << Schedule: the framework's, FrameworkFeatures::schedules) get a curve and a legend entry:
    // the chart does not offer what the planned-for framework cannot run. The current schedule always shows.
    void setPipeline(int p, int v, int m, Schedule current, unsigned runnable = ~0U);
    [[nodiscard]] QLineSeries* series(Schedule s) const { return lines_[static_cast<size_t>(s)]; }
    [[nodiscard]] QScatterSeries* marker() const { return marker_; }

private:
    std::array<QLineSeries*, 6> lines_{};
    QScatterSeries* marker_;
    QLogValueAxis* x_;
    QValueAxis* y_;
};

}  // namespace psa::ui

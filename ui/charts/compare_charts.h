// Overlays of the pinned strategies in the Compare view: exposed communication per dimension
// (grouped bars, one set per strategy) and the pipeline bubble (each strategy's bubble curve against
// the number of micro-batches, its own point marked). Series are reused across updates.
#pragma once

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <vector>

#include "charts/chart_base.h"
#include "cost/estimate.h"

namespace psa::ui {

struct LabelledEstimate {
    QString label;
    const Estimate* estimate;
};

class CompareCommChart : public ChartBase {
    Q_OBJECT
public:
    explicit CompareCommChart(QWidget* parent = nullptr);
    void setStrategies(const std::vector<LabelledEstimate>& strategies);
    // One bar set per pinned strategy, values indexed by CommDim (seconds exposed per step).
    [[nodiscard]] int strategyCount() const { return static_cast<int>(series_->count()); }
    [[nodiscard]] QBarSet* set(int strategy) const { return series_->barSets().at(strategy); }

private:
    QBarSeries* series_;
    QBarCategoryAxis* dims_;
    QValueAxis* y_;
};

class CompareBubbleChart : public ChartBase {
    Q_OBJECT
public:
    explicit CompareBubbleChart(QWidget* parent = nullptr);
    void setStrategies(const std::vector<LabelledEstimate>& strategies);
    [[nodiscard]] int strategyCount() const { return shown_; }
    [[nodiscard]] QLineSeries* curve(int strategy) const { return curves_[static_cast<size_t>(strategy)]; }
    [[nodiscard]] QScatterSeries* marker(int strategy) const { return markers_[static_cast<size_t>(strategy)]; }

private:
    std::vector<QLineSeries*> curves_;     // pool: grows with the number of pinned strategies, never shrinks
    std::vector<QScatterSeries*> markers_;
    int shown_ = 0;
    QLogValueAxis* x_;
    QValueAxis* y_;
};

}  // namespace psa::ui

// Stacked memory per device (params, grads, optimizer, activations, other) for several strategies,
// with the device capacity and the usable memory (capacity minus headroom) as lines.
#pragma once

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <array>
#include <vector>

#include "calibration/profile.h"
#include "charts/chart_base.h"
#include "cost/estimate.h"

namespace psa::ui {

struct MemoryBar {
    QString label;
    std::array<double, 5> bytes{};  // in MemoryPart order
    // The total's uncertainty (bytes); low == high == 0 draws no error bar.
    double totalLow = 0;
    double totalHigh = 0;
};
MemoryBar memoryBar(const QString& label, const MemoryBreakdown& m);
// With the error bar of the profile's memory error (core: uncertaintyFor).
MemoryBar memoryBar(const QString& label, const Estimate& e, const Profile& p);

class ErrorBarsItem;

class MemoryChart : public ChartBase {
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);
    void setBars(const std::vector<MemoryBar>& bars, double capacityBytes, double usableBytes);
    [[nodiscard]] QBarSet* set(int part) const { return sets_[static_cast<size_t>(part)]; }
    [[nodiscard]] QStringList categories() const { return categories_->categories(); }
    [[nodiscard]] QLineSeries* capacitySeries() const { return capacity_; }
    [[nodiscard]] ErrorBarsItem* errorBars() const { return errorBars_; }

protected:
    void changeEvent(QEvent* e) override;

private:
    QStackedBarSeries* series_;
    std::array<QBarSet*, 5> sets_{};
    QLineSeries* capacity_;
    QLineSeries* usable_;
    QLineSeries* errorLegend_;  // no points: the legend entry of the error bars
    ErrorBarsItem* errorBars_;
    QBarCategoryAxis* categories_;
    QValueAxis* hidden_x_;
    QValueAxis* y_;
};

}  // namespace psa::ui

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
#include "search/memory_class.h"

#include <optional>

namespace psa {
struct Candidate;
}

namespace psa::ui {

struct MemoryBar {
    QString label;
    std::array<double, 5> bytes{};  // in MemoryPart order
    // The total's uncertainty (bytes); low == high == 0 draws no error bar.
    double totalLow = 0;
    double totalHigh = 0;
    // The layout's memory class (core memoryClass); a bar that does not fit or is risky says so under
    // its label. Empty: not classified (the PDF's bars, whose captions say it).
    std::optional<MemoryClass> cls;
};
MemoryBar memoryBar(const QString& label, const MemoryBreakdown& m);
// With the error bar of the profile's memory error (core: uncertaintyFor).
MemoryBar memoryBar(const QString& label, const Estimate& e, const Profile& p);
// … and the memory class with `headroom` kept free (SearchConstraints::memory_headroom).
MemoryBar memoryBar(const QString& label, const Estimate& e, const Profile& p, double headroom);
// A search candidate (the best so far of a search in flight): its parts and class, no error bar.
MemoryBar memoryBar(const QString& label, const Candidate& c);

class ErrorBarsItem;

class MemoryChart : public ChartBase {
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);
    void setBars(const std::vector<MemoryBar>& bars, double capacityBytes, double usableBytes);
    // While a search runs (issue 15 item 3): `bar` (the best so far) first, the title says the chart is
    // updating and how much is searched; clearPartial() or the next setBars() shows the complete result's bars again.
    void setPartial(const MemoryBar& bar, double fraction);  // `fraction`: the share searched
    void clearPartial();
    [[nodiscard]] bool showsPartial() const { return partial_; }
    [[nodiscard]] QString title() const;
    [[nodiscard]] QBarSet* set(int part) const { return sets_[static_cast<size_t>(part)]; }
    [[nodiscard]] QStringList categories() const { return categories_->categories(); }
    [[nodiscard]] QLineSeries* capacitySeries() const { return capacity_; }
    [[nodiscard]] ErrorBarsItem* errorBars() const { return errorBars_; }

protected:
    void changeEvent(QEvent* e) override;

private:
    void plot(const std::vector<MemoryBar>& bars);
    std::vector<MemoryBar> bars_;  // the complete result's
    double capacity_bytes_ = 0;
    double usable_bytes_ = 0;
    bool partial_ = false;
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

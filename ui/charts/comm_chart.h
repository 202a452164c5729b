// Per-dimension communication time of one strategy: exposed (solid) and hidden by overlap (hatched),
// in each dimension's palette colour.
#pragma once

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <array>

#include "charts/chart_base.h"
#include "cost/estimate.h"

namespace psa::ui {

class CommChart : public ChartBase {
    Q_OBJECT
public:
    explicit CommChart(QWidget* parent = nullptr);
    void setEstimate(const Estimate& e);
    [[nodiscard]] QBarSet* exposedSet(CommDim d) const { return exposed_[static_cast<size_t>(d)]; }
    [[nodiscard]] QBarSet* hiddenSet(CommDim d) const { return hidden_[static_cast<size_t>(d)]; }

private:
    QHorizontalStackedBarSeries* series_;
    std::array<QBarSet*, 5> exposed_{};
    std::array<QBarSet*, 5> hidden_{};
    QBarCategoryAxis* dims_;
    QValueAxis* x_;
};

}  // namespace psa::ui

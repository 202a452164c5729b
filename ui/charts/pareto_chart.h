// Tokens/s against memory per device for every candidate: fitting vs not, the Pareto front as a line,
// the selected and pinned candidates highlighted; hover shows the strategy, a click selects it.
#pragma once

#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <vector>

#include "charts/chart_base.h"
#include "controller/analysis_controller.h"

namespace psa::ui {

class ParetoChart : public ChartBase {
    Q_OBJECT
public:
    explicit ParetoChart(QWidget* parent = nullptr);
    void setOutput(const AnalysisPtr& output);
    void setSelected(int candidateIndex);
    void setPinned(const std::vector<int>& candidateIndices);

    // Points currently plotted (for tests): series and the candidate index behind each point.
    [[nodiscard]] QScatterSeries* fittingSeries() const { return fitting_; }
    [[nodiscard]] QScatterSeries* notFittingSeries() const { return notFitting_; }
    [[nodiscard]] QLineSeries* frontSeries() const { return front_; }
    [[nodiscard]] const std::vector<int>& fittingIndices() const { return fittingIdx_; }
    [[nodiscard]] const std::vector<int>& notFittingIndices() const { return notFittingIdx_; }
    static constexpr int kMaxPointsPerSeries = 1500;
    // The hover text of candidate `candidateIndex` (with the profile's error bars).
    [[nodiscard]] QString tooltipText(int candidateIndex) const;

signals:
    void candidateClicked(int candidateIndex);

private:
    int nearest(QScatterSeries* s, const std::vector<int>& idx, const QPointF& p) const;
    void onHover(QScatterSeries* s, const std::vector<int>& idx, const QPointF& p, bool state);

    AnalysisPtr output_;
    QScatterSeries* fitting_;
    QScatterSeries* notFitting_;
    QLineSeries* front_;
    QScatterSeries* selected_;
    QScatterSeries* pinned_;
    QLineSeries* capacity_;
    QValueAxis* x_;
    QValueAxis* y_;
    std::vector<int> fittingIdx_, notFittingIdx_;
};

}  // namespace psa::ui

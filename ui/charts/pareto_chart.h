// Tokens/s against memory per device for every candidate: fitting vs not, the Pareto front as a line,
// the selected and pinned candidates highlighted; hover shows the strategy, a click selects it.
#pragma once

#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <array>
#include <vector>

#include "charts/chart_base.h"
#include "controller/analysis_output.h"

class QComboBox;

namespace psa::ui {

// What the points are coloured by: fits / does not fit, or one dimension of the strategy.
enum class ColourBy { Fit, PP, TP, Schedule, CP, EP };

class ParetoChart : public ChartBase {
    Q_OBJECT
public:
    explicit ParetoChart(QWidget* parent = nullptr);
    void setColourBy(ColourBy by);
    [[nodiscard]] ColourBy colourBy() const { return colourBy_; }
    [[nodiscard]] QComboBox* colourByBox() const { return colourBox_; }
    // Category series (built the first time a dimension is chosen, then reused): one per degree bucket
    // (palette::degreeBucket) or per schedule (index = Schedule, last = no pipeline). Empty and out of
    // the legend when unused; null until then.
    static constexpr int kCategorySeries = 8;
    [[nodiscard]] QScatterSeries* categorySeries(int i) const { return categories_[static_cast<size_t>(i)]; }
    [[nodiscard]] const std::vector<int>& categoryIndices(int i) const { return categoryIdx_[static_cast<size_t>(i)]; }
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

protected:
    void resizeEvent(QResizeEvent* e) override;

private:
    void rebuildPoints();
    void ensureCategorySeries();
    void connectPoints(QScatterSeries* s, const std::vector<int>* idx);
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
    std::array<QScatterSeries*, kCategorySeries> categories_{};
    std::array<std::vector<int>, kCategorySeries> categoryIdx_;
    ColourBy colourBy_ = ColourBy::Fit;
    QWidget* bar_;
    QComboBox* colourBox_;
};

}  // namespace psa::ui

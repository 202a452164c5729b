#include "charts/compare_charts.h"

#include <QLegendMarker>

#include <algorithm>
#include <cmath>

#include "charts/palette.h"
#include "cost/pipeline.h"
#include "views/format.h"

namespace psa::ui {

namespace {
constexpr int kFineSampling = 8;        // every m up to this, then steps of m/8 (as the bubble chart)
constexpr int kMinCurveMicroBatches = 64;
constexpr double kMaxShownBubble = 3.0;  // bubbles beyond 3× compute only squash the interesting part
}  // namespace

// ---------------------------------------------------------------- communication
CompareCommChart::CompareCommChart(QWidget* parent) : ChartBase(parent)
{
    series_ = new QBarSeries;
    series_->setBarWidth(0.8);
    chart()->addSeries(series_);
    dims_ = new QBarCategoryAxis;
    QStringList cats;
    for (CommDim d : kCommDims)
        cats << dimensionName(d);
    dims_->setCategories(cats);
    y_ = new QValueAxis;
    y_->setTitleText(tr("Exposed communication per step (s)"));
    chart()->addAxis(dims_, Qt::AlignBottom);
    chart()->addAxis(y_, Qt::AlignLeft);
    series_->attachAxis(dims_);
    series_->attachAxis(y_);
    chart()->setTitle(tr("Exposed communication per dimension"));
    setToolTip(tr("Communication time per step that is not hidden behind compute, per dimension, for each pinned strategy"));
    applyTheme();
}

void CompareCommChart::setStrategies(const std::vector<LabelledEstimate>& strategies)
{
    // Reuse the bar sets: trim the extra ones, append the missing ones.
    while (series_->count() > static_cast<int>(strategies.size()))
        series_->remove(series_->barSets().back());
    double maxY = 1e-3;
    for (size_t k = 0; k < strategies.size(); ++k) {
        QBarSet* set;
        if (static_cast<int>(k) < series_->count()) {
            set = series_->barSets().at(static_cast<int>(k));
        } else {
            set = new QBarSet(QString());
            for (size_t d = 0; d < kCommDims.size(); ++d)
                set->append(0);
            series_->append(set);
        }
        set->setLabel(strategies[k].label);
        set->setColor(palette::pinnedSeries(static_cast<int>(k)));
        set->setBorderColor(palette::pinnedSeries(static_cast<int>(k)).darker(120));
        for (CommDim d : kCommDims) {
            const double v = strategies[k].estimate->commFor(d).exposed_s;
            set->replace(static_cast<int>(d), std::isfinite(v) ? v : 0.0);
            maxY = std::max(maxY, std::isfinite(v) ? v : 0.0);
        }
    }
    y_->setRange(0, maxY * 1.1);
    y_->applyNiceNumbers();
}

// ---------------------------------------------------------------- bubble
CompareBubbleChart::CompareBubbleChart(QWidget* parent) : ChartBase(parent)
{
    x_ = new QLogValueAxis;
    x_->setBase(2);
    x_->setTitleText(tr("Micro-batches per step (m)"));
    x_->setLabelFormat(QStringLiteral("%.0f"));
    y_ = new QValueAxis;
    y_->setTitleText(tr("Bubble ÷ ideal compute"));
    y_->setLabelFormat(QStringLiteral("%.2f"));
    chart()->addAxis(x_, Qt::AlignBottom);
    chart()->addAxis(y_, Qt::AlignLeft);
    chart()->setTitle(tr("Pipeline bubble of the pinned strategies"));
    setToolTip(tr("Each pinned strategy's bubble against the number of micro-batches for its schedule and pipeline depth; "
                  "the marker is its own micro-batch count (cost model §6)"));
    x_->setRange(1, kMinCurveMicroBatches);
    y_->setRange(0, 1);
    applyTheme();
}

void CompareBubbleChart::setStrategies(const std::vector<LabelledEstimate>& strategies)
{
    while (curves_.size() < strategies.size()) {
        auto* l = new QLineSeries;
        auto* m = new QScatterSeries;
        m->setMarkerSize(12);
        chart()->addSeries(l);
        chart()->addSeries(m);
        for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{l, m}) {
            s->attachAxis(x_);
            s->attachAxis(y_);
        }
        for (QLegendMarker* lm : chart()->legend()->markers(m))
            lm->setVisible(false);  // the curve's entry names the strategy
        curves_.push_back(l);
        markers_.push_back(m);
    }
    int maxM = kMinCurveMicroBatches;
    for (const auto& s : strategies)
        maxM = std::max({maxM, 8 * s.estimate->strategy.pp, 2 * s.estimate->micro_batches});
    double maxY = 0.05;
    for (size_t k = 0; k < curves_.size(); ++k) {
        QLineSeries* l = curves_[k];
        QScatterSeries* m = markers_[k];
        const bool used = k < strategies.size();
        for (QLegendMarker* lm : chart()->legend()->markers(l))
            lm->setVisible(used);
        if (!used) {
            l->clear();
            m->clear();
            continue;
        }
        const Estimate& e = *strategies[k].estimate;
        const QColor c = palette::pinnedSeries(static_cast<int>(k));
        l->setName(strategies[k].label);
        l->setPen(QPen(c, 2));
        m->setColor(c);
        m->setBorderColor(c.darker(130));
        QList<QPointF> pts;
        for (int mm = 1; mm <= maxM; mm = mm < kFineSampling ? mm + 1 : mm + std::max(1, mm / kFineSampling)) {
            const double b = bubbleRatio(e.strategy.schedule, e.strategy.pp, mm, e.strategy.vpp);
            if (std::isfinite(b))
                pts << QPointF(mm, b);
            if (mm >= e.strategy.pp && std::isfinite(b))
                maxY = std::max(maxY, b);
        }
        l->replace(pts);
        // The strategy's own point is its estimate (the core's bubble at its micro-batch count).
        m->replace(QList<QPointF>{{static_cast<double>(std::max(1, e.micro_batches)), e.bubble_ratio}});
        maxY = std::max(maxY, e.bubble_ratio);
    }
    shown_ = static_cast<int>(strategies.size());
    x_->setRange(1, maxM);
    y_->setRange(0, std::min(maxY * 1.15, kMaxShownBubble));
    y_->applyNiceNumbers();
}

}  // namespace psa::ui

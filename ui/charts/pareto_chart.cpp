#include "charts/pareto_chart.h"
#include "charts/nice_axis.h"

#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <set>

#include "calibration/validation.h"
#include "charts/palette.h"
#include "views/format.h"

namespace psa::ui {

namespace {
// Schedules occupy category series 0..5 (by enum value); strategies without a pipeline use the last.
constexpr int kNoPipelineSeries = ParetoChart::kCategorySeries - 1;
static_assert(static_cast<int>(Schedule::DualPipe) < kNoPipelineSeries);
static_assert(ParetoChart::kCategorySeries == palette::kDegreeBuckets);

int degreeOf(const Strategy& s, ColourBy by)
{
    switch (by) {
    case ColourBy::PP: return s.pp;
    case ColourBy::TP: return s.tp;
    case ColourBy::CP: return s.cp;
    case ColourBy::EP: return s.ep;
    case ColourBy::Fit:
    case ColourBy::Schedule: break;
    }
    return 1;
}

// The category series a candidate belongs to under `by` (not used for ColourBy::Fit).
int categoryOf(const Strategy& s, ColourBy by)
{
    if (by == ColourBy::Schedule)
        return s.pp > 1 ? static_cast<int>(s.schedule) : kNoPipelineSeries;
    return palette::degreeBucket(degreeOf(s, by));
}

QString dimensionKey(ColourBy by)
{
    switch (by) {
    case ColourBy::PP: return QStringLiteral("pp");
    case ColourBy::TP: return QStringLiteral("tp");
    case ColourBy::CP: return QStringLiteral("cp");
    case ColourBy::EP: return QStringLiteral("ep");
    case ColourBy::Fit:
    case ColourBy::Schedule: break;
    }
    return {};
}

void showInLegend(QChart* c, QAbstractSeries* s, bool visible)
{
    for (QLegendMarker* m : c->legend()->markers(s))
        m->setVisible(visible);
}
}  // namespace

ParetoChart::ParetoChart(QWidget* parent) : ChartBase(parent)
{
    QChart* c = chart();
    notFitting_ = new QScatterSeries;
    notFitting_->setName(tr("Does not fit"));
    notFitting_->setMarkerSize(6);
    notFitting_->setColor(palette::notFitting());
    notFitting_->setBorderColor(Qt::transparent);
    fitting_ = new QScatterSeries;
    // One memory verdict everywhere (search/memory_class.h): risky points are the fitting ones drawn amber.
    fitting_->setName(tr("Fits (amber: risky)"));
    fitting_->setMarkerSize(7);
    QColor fit = palette::fitting();
    fit.setAlpha(170);
    fitting_->setColor(fit);
    fitting_->setBorderColor(Qt::transparent);
    front_ = new QLineSeries;
    front_->setName(tr("Pareto front"));
    front_->setPen(QPen(palette::pareto(), 2.5));
    pinned_ = new QScatterSeries;
    pinned_->setName(tr("Pinned"));
    pinned_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    pinned_->setMarkerSize(12);
    pinned_->setColor(palette::pinned());
    selected_ = new QScatterSeries;
    selected_->setName(tr("Selected"));
    selected_->setMarkerSize(16);
    selected_->setColor(Qt::transparent);
    selected_->setBorderColor(palette::selection());
    selected_->setPen(QPen(palette::selection(), 3));
    capacity_ = new QLineSeries;
    capacity_->setName(tr("Usable memory"));
    capacity_->setPen(QPen(palette::capacity(), 1.5, Qt::DashLine));
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{notFitting_, fitting_, front_, capacity_, pinned_, selected_})
        c->addSeries(s);
    x_ = new QValueAxis;
    x_->setTitleText(tr("Memory per device (GiB)"));
    x_->setLabelFormat(QStringLiteral("%.0f"));
    y_ = new QValueAxis;
    y_->setTitleText(tr("Throughput (M tokens/s)"));
    y_->setLabelFormat(QStringLiteral("%.2f"));
    c->addAxis(x_, Qt::AlignBottom);
    c->addAxis(y_, Qt::AlignLeft);
    for (QAbstractSeries* s : c->series()) {
        s->attachAxis(x_);
        s->attachAxis(y_);
    }
    applyTheme();
    connectPoints(fitting_, &fittingIdx_);
    connectPoints(notFitting_, &notFittingIdx_);

    // "Colour by" above the plot, outside the chart's scene (exports show the chart only).
    bar_ = new QWidget(this);
    auto* h = new QHBoxLayout(bar_);
    h->setContentsMargins(6, 4, 6, 0);
    colourBox_ = new QComboBox;
    colourBox_->setObjectName(QStringLiteral("colourBy"));
    colourBox_->addItem(tr("fit"), static_cast<int>(ColourBy::Fit));
    colourBox_->addItem(QStringLiteral("pp"), static_cast<int>(ColourBy::PP));
    colourBox_->addItem(QStringLiteral("tp"), static_cast<int>(ColourBy::TP));
    colourBox_->addItem(tr("schedule"), static_cast<int>(ColourBy::Schedule));
    colourBox_->addItem(QStringLiteral("cp"), static_cast<int>(ColourBy::CP));
    colourBox_->addItem(QStringLiteral("ep"), static_cast<int>(ColourBy::EP));
    colourBox_->setToolTip(tr("Colour the candidates by whether they fit, or by one dimension of the strategy"));
    h->addStretch(1);
    h->addWidget(new QLabel(tr("Colour by:")));
    h->addWidget(colourBox_);
    connect(colourBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { setColourBy(static_cast<ColourBy>(colourBox_->itemData(i).toInt())); });
    setViewportMargins(0, bar_->sizeHint().height(), 0, 0);
    rebuildPoints();
}

void ParetoChart::connectPoints(QScatterSeries* s, const std::vector<int>* idx)
{
    connect(s, &QScatterSeries::hovered, this, [this, s, idx](const QPointF& p, bool st) { onHover(s, *idx, p, st); });
    connect(s, &QScatterSeries::clicked, this, [this, s, idx](const QPointF& p) {
        if (int i = nearest(s, *idx, p); i >= 0)
            emit candidateClicked(i);
    });
}

void ParetoChart::ensureCategorySeries()
{
    if (categories_.front())
        return;
    // Created the first time a dimension is chosen, then reused for every run and every dimension.
    QChart* c = chart();
    for (size_t k = 0; k < categories_.size(); ++k) {
        auto* s = new QScatterSeries;
        s->setMarkerSize(7);
        s->setBorderColor(Qt::transparent);
        c->addSeries(s);
        s->attachAxis(x_);
        s->attachAxis(y_);
        categories_[k] = s;
        connectPoints(s, &categoryIdx_[k]);
    }
    // Series are drawn in the order they were added: the front, pinned and selected marks stay on top.
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{front_, capacity_, pinned_, selected_}) {
        c->removeSeries(s);
        c->addSeries(s);
        s->attachAxis(x_);
        s->attachAxis(y_);
    }
    applyTheme();
}

void ParetoChart::resizeEvent(QResizeEvent* e)
{
    ChartBase::resizeEvent(e);
    bar_->setGeometry(0, 0, width(), bar_->sizeHint().height());
}

void ParetoChart::setColourBy(ColourBy by)
{
    if (by == colourBy_)
        return;
    colourBy_ = by;
    if (by != ColourBy::Fit)
        ensureCategorySeries();
    if (const int i = colourBox_->findData(static_cast<int>(by)); i != colourBox_->currentIndex()) {
        QSignalBlocker b(colourBox_);
        colourBox_->setCurrentIndex(i);
    }
    rebuildPoints();
}

int ParetoChart::nearest(QScatterSeries* s, const std::vector<int>& idx, const QPointF& p) const
{
    const QList<QPointF> pts = s->points();
    int best = -1;
    double bestD = 1e300;
    const double sx = std::max(1e-9, x_->max() - x_->min()), sy = std::max(1e-9, y_->max() - y_->min());
    for (int i = 0; i < pts.size(); ++i) {
        const double dx = (pts[i].x() - p.x()) / sx, dy = (pts[i].y() - p.y()) / sy;
        const double d = dx * dx + dy * dy;
        if (d < bestD) {
            bestD = d;
            best = i;
        }
    }
    return best >= 0 && best < static_cast<int>(idx.size()) ? idx[static_cast<size_t>(best)] : -1;
}

void ParetoChart::onHover(QScatterSeries* s, const std::vector<int>& idx, const QPointF& p, bool state)
{
    if (!state || !output_) {
        QToolTip::hideText();
        return;
    }
    const int i = nearest(s, idx, p);
    if (i < 0)
        return;
    QToolTip::showText(QCursor::pos(), tooltipText(i), this);
}

QString ParetoChart::tooltipText(int i) const
{
    if (!output_ || i < 0 || i >= static_cast<int>(output_->result.candidates.size()))
        return {};
    const Candidate& c = output_->result.candidates[static_cast<size_t>(i)];
    // Error bars: the profile's median errors, as the core applies them.
    const Profile& pr = output_->profile;
    return tr("#%1 %2 (%3)\n%4 · %5 · MFU %6%7")
        .arg(i + 1)
        .arg(shortStrategy(c.strategy), precisionName(c.precision),
             formatGiBPm(c.memory_bytes, errorRange(c.memory_bytes, pr.memory_error_p50).halfWidth()),
             formatTokensPm(c.tokens_per_s, errorRange(c.tokens_per_s, pr.throughput_error_p50).halfWidth()),
             formatPercentPm(c.mfu, errorRange(c.mfu, pr.throughput_error_p50).halfWidth()),
             c.safe() ? QString() : QStringLiteral("\n") + memoryClassLabel(memoryClassOf(c)));
}

void ParetoChart::setOutput(const AnalysisPtr& output)
{
    output_ = output;
    QList<QPointF> front;
    double maxX = 1, maxY = 0.01;
    if (output_) {
        const auto& cs = output_->result.candidates;
        double maxFit = 0;
        for (const Candidate& c : cs) {
            const QPointF pt(toGiB(c.memory_bytes), c.tokens_per_s / 1e6);
            if (c.pareto)
                front << pt;
            maxX = std::max(maxX, pt.x());
            maxY = std::max(maxY, pt.y());
            if (c.fits)
                maxFit = std::max(maxFit, pt.x());
        }
        std::sort(front.begin(), front.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
        const double cap = cs.empty() ? 0 : toGiB(cs.front().capacity_bytes) * (1 - output_->request.constraints.memory_headroom);
        // Keep the fitting region readable: far-out infeasible points are clipped (they stay in the table).
        maxFit = std::max(maxFit, cap);
        maxX = std::min(maxX, maxFit * 3.0);
        maxX = std::max(maxX, cap * 1.05);
        capacity_->replace(QList<QPointF>{{cap, 0}, {cap, maxY * 1.1}});
    } else {
        capacity_->clear();
    }
    // Ranges first: changing them after the points would lay every series out twice.
    setNiceRange(x_, maxX * 1.05);
    setNiceRange(y_, maxY * 1.1);
    front_->replace(front);
    rebuildPoints();
    selected_->clear();
    pinned_->clear();
}

// Distributes the candidates over the point series of the current colouring. Large searches are
// thinned for drawing (every k-th point per series; the front and the best are always kept).
void ParetoChart::rebuildPoints()
{
    const bool byFit = colourBy_ == ColourBy::Fit;
    std::array<QList<QPointF>, kCategorySeries> catPts;
    QList<QPointF> fit, nofit;
    fittingIdx_.clear();
    notFittingIdx_.clear();
    for (auto& v : categoryIdx_)
        v.clear();
    std::array<QStringList, kCategorySeries> values;  // the degrees each bucket holds, for its legend label
    if (output_) {
        const auto& cs = output_->result.candidates;
        // Series of each candidate: 0 = fits, 1 = does not fit (by fit), else its category.
        auto seriesOf = [&](const Candidate& c) { return byFit ? (c.fits ? 0 : 1) : categoryOf(c.strategy, colourBy_); };
        std::array<size_t, kCategorySeries> counts{};
        for (const Candidate& c : cs)
            ++counts[static_cast<size_t>(seriesOf(c))];
        std::array<size_t, kCategorySeries> seen{};
        std::array<std::set<int>, kCategorySeries> degrees;
        for (size_t i = 0; i < cs.size(); ++i) {
            const Candidate& c = cs[i];
            const size_t k = static_cast<size_t>(seriesOf(c));
            const size_t stride = std::max<size_t>(1, (counts[k] + kMaxPointsPerSeries - 1) / kMaxPointsPerSeries);
            if (seen[k]++ % stride != 0 && !c.pareto && i != 0)
                continue;
            const QPointF pt(toGiB(c.memory_bytes), c.tokens_per_s / 1e6);
            if (byFit) {
                (k == 0 ? fit : nofit) << pt;
                (k == 0 ? fittingIdx_ : notFittingIdx_).push_back(static_cast<int>(i));
            } else {
                catPts[k] << pt;
                categoryIdx_[k].push_back(static_cast<int>(i));
                if (colourBy_ != ColourBy::Schedule)
                    degrees[k].insert(degreeOf(c.strategy, colourBy_));
            }
        }
        for (size_t k = 0; k < degrees.size(); ++k)
            for (int d : degrees[k])
                values[k] << QString::number(d);
    }
    fitting_->replace(fit);
    notFitting_->replace(nofit);
    QHash<int, QHash<QXYSeries::PointConfiguration, QVariant>> riskyPoints;
    if (output_ && byFit)
        for (std::size_t j = 0; j < fittingIdx_.size(); ++j)
            if (output_->result.candidates[static_cast<std::size_t>(fittingIdx_[j])].risky)
                riskyPoints[static_cast<int>(j)][QXYSeries::PointConfiguration::Color] = palette::warning();
    fitting_->setPointsConfiguration(riskyPoints);  // replaces the previous result's (empty: none risky)
    showInLegend(chart(), fitting_, byFit);
    showInLegend(chart(), notFitting_, byFit);
    for (size_t k = 0; k < categories_.size(); ++k) {
        QScatterSeries* s = categories_[k];
        if (!s)
            break;  // never coloured by a dimension yet
        QColor colour;
        QString name;
        if (colourBy_ == ColourBy::Schedule) {
            const bool pipe = static_cast<int>(k) != kNoPipelineSeries;
            colour = pipe ? palette::schedule(static_cast<Schedule>(k)) : palette::noPipeline();
            name = pipe ? scheduleName(static_cast<Schedule>(k)) : tr("no pipeline");
        } else {
            colour = palette::degree(static_cast<int>(k));
            name = QStringLiteral("%1 = %2").arg(dimensionKey(colourBy_), values[k].join(QStringLiteral(", ")));
        }
        colour.setAlpha(190);
        s->setColor(colour);
        s->setName(name);
        s->replace(catPts[k]);
        showInLegend(chart(), s, !catPts[k].isEmpty());
    }
}

void ParetoChart::setSelected(int i)
{
    if (!output_ || i < 0 || i >= static_cast<int>(output_->result.candidates.size())) {
        selected_->clear();
        return;
    }
    const Candidate& c = output_->result.candidates[static_cast<size_t>(i)];
    selected_->replace(QList<QPointF>{{toGiB(c.memory_bytes), c.tokens_per_s / 1e6}});
}

void ParetoChart::setPinned(const std::vector<int>& indices)
{
    QList<QPointF> pts;
    if (output_)
        for (int i : indices)
            if (i >= 0 && i < static_cast<int>(output_->result.candidates.size())) {
                const Candidate& c = output_->result.candidates[static_cast<size_t>(i)];
                pts << QPointF(toGiB(c.memory_bytes), c.tokens_per_s / 1e6);
            }
    pinned_->replace(pts);
}

}  // namespace psa::ui

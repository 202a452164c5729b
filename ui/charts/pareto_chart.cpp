#include "charts/pareto_chart.h"

#include <QCursor>
#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "charts/palette.h"
#include "views/format.h"

namespace psa::ui {

ParetoChart::ParetoChart(QWidget* parent) : ChartBase(parent)
{
    QChart* c = chart();
    notFitting_ = new QScatterSeries;
    notFitting_->setName(tr("Does not fit"));
    notFitting_->setMarkerSize(6);
    notFitting_->setColor(palette::notFitting());
    notFitting_->setBorderColor(Qt::transparent);
    fitting_ = new QScatterSeries;
    fitting_->setName(tr("Fits"));
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
    connect(fitting_, &QScatterSeries::hovered, this,
            [this](const QPointF& p, bool st) { onHover(fitting_, fittingIdx_, p, st); });
    connect(notFitting_, &QScatterSeries::hovered, this,
            [this](const QPointF& p, bool st) { onHover(notFitting_, notFittingIdx_, p, st); });
    connect(fitting_, &QScatterSeries::clicked, this, [this](const QPointF& p) {
        if (int i = nearest(fitting_, fittingIdx_, p); i >= 0)
            emit candidateClicked(i);
    });
    connect(notFitting_, &QScatterSeries::clicked, this, [this](const QPointF& p) {
        if (int i = nearest(notFitting_, notFittingIdx_, p); i >= 0)
            emit candidateClicked(i);
    });
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
             c.fits ? QString() : tr("\ndoes not fit"));
}

void ParetoChart::setOutput(const AnalysisPtr& output)
{
    output_ = output;
    QList<QPointF> fit, nofit, front;
    fittingIdx_.clear();
    notFittingIdx_.clear();
    double maxX = 1, maxY = 0.01;
    if (output_) {
        const auto& cs = output_->result.candidates;
        size_t nFit = 0, nNo = 0;
        for (const auto& c : cs)
            (c.fits ? nFit : nNo)++;
        // Large searches are thinned for drawing (every k-th point; the front and the best are always kept).
        const size_t strideFit = std::max<size_t>(1, (nFit + kMaxPointsPerSeries - 1) / kMaxPointsPerSeries);
        const size_t strideNo = std::max<size_t>(1, (nNo + kMaxPointsPerSeries - 1) / kMaxPointsPerSeries);
        size_t kFit = 0, kNo = 0;
        for (size_t i = 0; i < cs.size(); ++i) {
            const Candidate& c = cs[i];
            const QPointF pt(toGiB(c.memory_bytes), c.tokens_per_s / 1e6);
            if (c.pareto)
                front << pt;
            maxX = std::max(maxX, pt.x());
            maxY = std::max(maxY, pt.y());
            if (c.fits) {
                if (kFit++ % strideFit == 0 || c.pareto || i == 0) {
                    fit << pt;
                    fittingIdx_.push_back(static_cast<int>(i));
                }
            } else if (kNo++ % strideNo == 0 || c.pareto) {
                nofit << pt;
                notFittingIdx_.push_back(static_cast<int>(i));
            }
        }
        std::sort(front.begin(), front.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
        const double cap = cs.empty() ? 0 : toGiB(cs.front().capacity_bytes) * (1 - output_->request.constraints.memory_headroom);
        // Keep the fitting region readable: far-out infeasible points are clipped (they stay in the table).
        double maxFit = cap;
        for (const QPointF& q : fit)
            maxFit = std::max(maxFit, q.x());
        maxX = std::min(maxX, std::max(maxFit, cap) * 3.0);
        maxX = std::max(maxX, cap * 1.05);
        capacity_->replace(QList<QPointF>{{cap, 0}, {cap, maxY * 1.1}});
    } else {
        capacity_->clear();
    }
    // Ranges first: changing them after the points would lay every series out twice.
    x_->setRange(0, maxX * 1.05);
    y_->setRange(0, maxY * 1.1);
    x_->applyNiceNumbers();
    fitting_->replace(fit);
    notFitting_->replace(nofit);
    front_->replace(front);
    selected_->clear();
    pinned_->clear();
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

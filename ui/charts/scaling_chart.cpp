#include "charts/scaling_chart.h"

#include "charts/palette.h"
#include "views/format.h"

#include <QLegend>
#include <QLegendMarker>
#include <algorithm>
#include <cmath>

namespace psa::ui {

namespace {
const QColor kThroughput(0x1f, 0x77, 0xb4);
const QColor kDays(0xd6, 0x62, 0x1e);
} // namespace

ScalingChart::ScalingChart(QWidget* parent)
    : ChartBase(parent)
{
    x_ = new QLogValueAxis;
    x_->setBase(2);
    x_->setTitleText(tr("Devices (log scale)"));
    x_->setLabelFormat(QStringLiteral("%.0f"));
    yThroughput_ = new QValueAxis;
    yDays_ = new QValueAxis;
    yDays_->setTitleText(tr("Days to train"));
    yDays_->setLabelFormat(QStringLiteral("%.0f"));
    yDays_->setLabelsColor(kDays);
    yThroughput_->setLabelsColor(kThroughput);
    chart()->addAxis(x_, Qt::AlignBottom);
    chart()->addAxis(yThroughput_, Qt::AlignLeft);
    chart()->addAxis(yDays_, Qt::AlignRight);

    auto line = [this](QLineSeries* s, const QString& name, const QPen& pen, QValueAxis* y) {
        s->setName(name);
        s->setPen(pen);
        chart()->addSeries(s);
        s->attachAxis(x_);
        s->attachAxis(y);
    };
    auto dots = [this](QScatterSeries* s, const QColor& c, QValueAxis* y) {
        s->setMarkerSize(10);
        s->setColor(c);
        s->setBorderColor(Qt::white);
        chart()->addSeries(s);
        s->attachAxis(x_);
        s->attachAxis(y);
    };
    ideal_ = new QLineSeries;
    line(ideal_, tr("Linear scaling from the first point"), QPen(kThroughput.lighter(150), 1.5, Qt::DashLine),
        yThroughput_);
    throughput_ = new QLineSeries;
    line(throughput_, tr("Throughput of the best plan"), QPen(kThroughput, 2.5), yThroughput_);
    throughputDots_ = new QScatterSeries;
    dots(throughputDots_, kThroughput, yThroughput_);
    days_ = new QLineSeries;
    line(days_, tr("Days to train"), QPen(kDays, 2.5), yDays_);
    daysDots_ = new QScatterSeries;
    dots(daysDots_, kDays, yDays_);
    current_ = new QLineSeries;
    line(current_, tr("Current device count"), QPen(palette::selection(), 2, Qt::DotLine), yThroughput_);
    // The dots are the clickable part; their legend entries would repeat the lines'.
    for (QScatterSeries* s : { throughputDots_, daysDots_ }) {
        for (QLegendMarker* m : chart()->legend()->markers(s))
            m->setVisible(false);
        connect(s, &QScatterSeries::clicked, this, [this](const QPointF& p) {
            if (const int n = nearestCount(p.x()); n > 0)
                emit pointClicked(n);
        });
    }
    chart()->setTitle(tr("Scaling: the best plan at each device count"));
    applyTheme();
    setPoints({}, 0);
}

// Without training tokens the days series leaves the chart (a hidden legend marker that becomes
// visible again is not laid out by Qt Charts 6.4); the view keeps it meanwhile.
void ScalingChart::showDays(bool shown)
{
    if (chart()->series().contains(days_) == shown)
        return;
    for (QXYSeries* s : std::initializer_list<QXYSeries*> { days_, daysDots_ }) {
        if (shown) {
            chart()->addSeries(s);
            s->attachAxis(x_);
            s->attachAxis(yDays_);
        } else {
            chart()->removeSeries(s);
            s->setParent(this);
        }
    }
    if (shown)
        for (QLegendMarker* m : chart()->legend()->markers(daysDots_))
            m->setVisible(false);
    yDays_->setVisible(shown);
}

int ScalingChart::nearestCount(double x) const
{
    int best = 0;
    double bestDist = INFINITY;
    for (int n : counts_) {
        const double d = std::abs(std::log2(n) - std::log2(std::max(1.0, x)));
        if (d < bestDist) {
            bestDist = d;
            best = n;
        }
    }
    return best;
}

void ScalingChart::setPoints(const std::vector<SweepPoint>& points, int currentDevices)
{
    counts_.clear();
    double maxTps = 0, maxDays = 0;
    int lo = currentDevices > 0 ? currentDevices : 1, hi = lo;
    for (const SweepPoint& p : points) {
        lo = std::min(lo, p.devices);
        hi = std::max(hi, p.devices);
        if (!p.estimate)
            continue;
        counts_.push_back(p.devices);
        maxTps = std::max(maxTps, p.estimate->tokens_per_s);
        if (p.time_to_train && std::isfinite(p.time_to_train->days))
            maxDays = std::max(maxDays, p.time_to_train->days);
    }
    // Throughput in the unit its largest value reads best in.
    const bool millions = maxTps >= 1e6;
    const double scale = millions ? 1e6 : 1e3;
    yThroughput_->setTitleText(millions ? tr("Throughput (M tokens/s)") : tr("Throughput (k tokens/s)"));
    QList<QPointF> tps, days, ideal;
    const SweepPoint* first = nullptr;
    for (const SweepPoint& p : points) {
        if (!p.estimate)
            continue;
        if (!first)
            first = &p;
        tps << QPointF(p.devices, p.estimate->tokens_per_s / scale);
        ideal << QPointF(p.devices, first->estimate->tokens_per_s / scale * p.devices / first->devices);
        if (p.time_to_train && std::isfinite(p.time_to_train->days))
            days << QPointF(p.devices, p.time_to_train->days);
    }
    throughput_->replace(tps);
    throughputDots_->replace(tps);
    ideal_->replace(ideal.size() > 1 ? ideal : QList<QPointF> {});
    days_->replace(days);
    daysDots_->replace(days);
    showDays(!days.isEmpty());

    double maxIdeal = 0;
    for (const QPointF& p : ideal)
        maxIdeal = std::max(maxIdeal, p.y());
    // The linear line may run far above the curve; the axis follows the curve, with some room.
    const double top = std::max(1e-9, std::min(std::max(maxTps / scale, maxIdeal), 1.6 * maxTps / scale)) * 1.1;
    yThroughput_->setRange(0, maxTps > 0 ? top : 1);
    yThroughput_->applyNiceNumbers();
    yDays_->setRange(0, maxDays > 0 ? maxDays * 1.15 : 1);
    yDays_->applyNiceNumbers();
    x_->setRange(lo / 1.5, hi * 1.5);
    if (currentDevices > 0)
        current_->replace(QList<QPointF> {
            { double(currentDevices), yThroughput_->min() }, { double(currentDevices), yThroughput_->max() } });
    else
        current_->clear();
    fitLegend();
}

} // namespace psa::ui

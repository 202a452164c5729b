#include "charts/memory_chart.h"
#include "charts/nice_axis.h"

#include <QBarLegendMarker>
#include <QEvent>
#include <QGraphicsLayout>
#include <QLegendMarker>

#include "calibration/validation.h"
#include "charts/error_bars_item.h"
#include "charts/palette.h"
#include "search/search.h"
#include "views/format.h"

namespace psa::ui {

namespace {
constexpr double kEmptyChartGiB = 1.0;  // y extent of a chart without bars or capacity
}  // namespace

MemoryBar memoryBar(const QString& label, const MemoryBreakdown& m)
{
    MemoryBar b;
    b.label = label;
    b.bytes = {m.params, m.grads, m.optimizer, m.activations, m.other()};
    return b;
}

MemoryBar memoryBar(const QString& label, const Estimate& e, const Profile& p)
{
    MemoryBar b = memoryBar(label, e.memory);
    const EstimateUncertainty u = uncertaintyFor(e, p);
    b.totalLow = u.memory_bytes.low;
    b.totalHigh = u.memory_bytes.high;
    return b;
}

MemoryBar memoryBar(const QString& label, const Estimate& e, const Profile& p, double headroom)
{
    MemoryBar b = memoryBar(label, e, p);
    b.cls = memoryClass(e, headroom, p);
    return b;
}

MemoryBar memoryBar(const QString& label, const Candidate& c)
{
    MemoryBar b;
    b.label = label;
    b.bytes = {c.memory_parts[0], c.memory_parts[1], c.memory_parts[2], c.memory_parts[3], 0.0};
    double parts = 0;
    for (double v : c.memory_parts)
        parts += v;
    b.bytes[static_cast<size_t>(MemoryPart::Other)] = std::max(0.0, c.memory_bytes - parts);
    b.cls = memoryClassOf(c);
    return b;
}

namespace {
QPen errorPen(const QPalette& pal) { return QPen(pal.color(QPalette::Text), 1.6); }
}  // namespace

MemoryChart::MemoryChart(QWidget* parent) : ChartBase(parent)
{
    series_ = new QStackedBarSeries;
    for (MemoryPart part : kMemoryParts) {
        auto* s = new QBarSet(memoryPartName(part));
        s->setColor(palette::memory(part));
        s->setBorderColor(palette::memory(part).darker(115));
        sets_[static_cast<size_t>(part)] = s;
        series_->append(s);
    }
    series_->setBarWidth(0.6);
    capacity_ = new QLineSeries;
    capacity_->setName(tr("Capacity"));
    capacity_->setPen(QPen(palette::capacity(), 2));
    usable_ = new QLineSeries;
    usable_->setName(tr("Usable (− headroom)"));
    usable_->setPen(QPen(palette::capacity(), 1.5, Qt::DashLine));
    chart()->addSeries(series_);
    chart()->addSeries(capacity_);
    chart()->addSeries(usable_);
    errorLegend_ = new QLineSeries;
    errorLegend_->setName(tr("± model error"));
    errorLegend_->setPen(errorPen(palette()));
    chart()->addSeries(errorLegend_);
    categories_ = new QBarCategoryAxis;
    hidden_x_ = new QValueAxis;
    hidden_x_->setVisible(false);
    y_ = new QValueAxis;
    y_->setTitleText(tr("Memory per device (GiB)"));
    y_->setLabelFormat(QStringLiteral("%.0f"));
    chart()->addAxis(categories_, Qt::AlignBottom);
    chart()->addAxis(hidden_x_, Qt::AlignTop);
    chart()->addAxis(y_, Qt::AlignLeft);
    series_->attachAxis(categories_);
    series_->attachAxis(y_);
    for (QLineSeries* l : {capacity_, usable_, errorLegend_}) {
        l->attachAxis(hidden_x_);
        l->attachAxis(y_);
    }
    // Eight legend entries share one row under the bars: the long name of "other" is kept for tables.
    for (QLegendMarker* m : chart()->legend()->markers(series_))
        if (auto* bm = qobject_cast<QBarLegendMarker*>(m); bm && bm->barset() == sets_[static_cast<size_t>(MemoryPart::Other)])
            bm->setLabel(tr("Other"));
    errorBars_ = new ErrorBarsItem(chart(), capacity_);
    errorBars_->setPen(errorPen(palette()));
    applyTheme();
}

void MemoryChart::changeEvent(QEvent* e)
{
    ChartBase::changeEvent(e);
    if (e->type() == QEvent::PaletteChange) {
        errorBars_->setPen(errorPen(palette()));
        errorLegend_->setPen(errorPen(palette()));
    }
}

void MemoryChart::setBars(const std::vector<MemoryBar>& bars, double capacityBytes, double usableBytes)
{
    bars_ = bars;
    capacity_bytes_ = capacityBytes;
    usable_bytes_ = usableBytes;
    partial_ = false;
    chart()->setTitle(QString());
    plot(bars_);
}

void MemoryChart::setPartial(const MemoryBar& bar, double fraction)
{
    std::vector<MemoryBar> bars{bar};
    bars.insert(bars.end(), bars_.begin(), bars_.end());
    partial_ = true;
    chart()->setTitle(tr("Updating… %1 searched; the first bar is the best layout found so far").arg(formatPercent(fraction, 0)));
    plot(bars);
}

void MemoryChart::clearPartial()
{
    if (!partial_)
        return;
    partial_ = false;
    chart()->setTitle(QString());
    plot(bars_);
}

QString MemoryChart::title() const { return chart()->title(); }

void MemoryChart::plot(const std::vector<MemoryBar>& bars)
{
    const double capacityBytes = capacity_bytes_;
    const double usableBytes = usable_bytes_;
    QStringList cats;
    for (const auto& b : bars)  // the class under the label when the bar is not simply "fits"
        cats << (b.cls && *b.cls != MemoryClass::Fits ? b.label + QStringLiteral("<br>") + memoryClassLabel(*b.cls) : b.label);
    double maxY = toGiB(capacityBytes);
    for (size_t part = 0; part < sets_.size(); ++part) {
        QBarSet* s = sets_[part];
        // Update in place: same number of bars → replace values; otherwise trim/extend.
        while (s->count() > static_cast<int>(bars.size()))
            s->remove(s->count() - 1);
        for (size_t i = 0; i < bars.size(); ++i) {
            const double v = toGiB(bars[i].bytes[part]);
            if (static_cast<int>(i) < s->count())
                s->replace(static_cast<int>(i), v);
            else
                s->append(v);
        }
    }
    std::vector<ErrorBar> whiskers;
    for (size_t i = 0; i < bars.size(); ++i) {
        const MemoryBar& b = bars[i];
        double t = 0;
        for (double v : b.bytes)
            t += toGiB(v);
        maxY = std::max({maxY, t, toGiB(b.totalHigh)});
        if (b.totalHigh > b.totalLow)
            whiskers.push_back({static_cast<double>(i), toGiB(b.totalLow), toGiB(b.totalHigh)});
    }
    for (QLegendMarker* m : chart()->legend()->markers(errorLegend_))
        if (m->isVisible() != !whiskers.empty()) {
            m->setVisible(!whiskers.empty());
            // Qt does not lay the legend out again when a marker appears: it would sit unlabelled
            // at the row's start until the next resize.
            if (QGraphicsLayout* l = chart()->legend()->layout())
                l->invalidate();
        }
    fitLegend();
    errorBars_->setBars(std::move(whiskers));
    if (categories_->categories() != cats)
        categories_->setCategories(cats);
    const double n = static_cast<double>(std::max<size_t>(1, bars.size()));
    hidden_x_->setRange(-0.5, n - 0.5);
    capacity_->replace(QList<QPointF>{{-0.5, toGiB(capacityBytes)}, {n - 0.5, toGiB(capacityBytes)}});
    usable_->replace(QList<QPointF>{{-0.5, toGiB(usableBytes)}, {n - 0.5, toGiB(usableBytes)}});
    // An empty chart (nothing pinned yet) still needs a non-empty range: Qt's nice numbers of [0, 0] are NaN.
    setNiceRange(y_, std::max(maxY, kEmptyChartGiB) * 1.1);
}

}  // namespace psa::ui

#include "charts/chart_base.h"

#include <QEvent>
#include <QFontMetrics>
#include <QLegendMarker>
#include <QResizeEvent>

#include "charts/palette.h"

namespace psa::ui {

namespace {
constexpr int kLegendSlackPx = 24;  // the chart's margins (4 px each side) and the legend's own padding
}  // namespace

ChartBase::ChartBase(QWidget* parent) : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setMinimumSize(360, 260);
    applyTheme();
}

void ChartBase::changeEvent(QEvent* e)
{
    QChartView::changeEvent(e);
    if (e->type() == QEvent::PaletteChange)
        applyTheme();
}

void ChartBase::resizeEvent(QResizeEvent* e)
{
    QChartView::resizeEvent(e);
    fitLegend();
}

void ChartBase::fitLegend()
{
    QLegend* legend = chart()->legend();
    if (!legend->isVisible())
        return;
    const QFontMetrics fm(legend->font());
    // Per entry: a marker square about one line high plus a gap of the same size (Qt's legend layout).
    const int entrySpacing = fm.height() * 2;
    int needed = 0;
    for (QLegendMarker* m : legend->markers())
        if (m->isVisible())
            needed += fm.horizontalAdvance(m->label()) + entrySpacing;
    const Qt::Alignment want = needed > width() - kLegendSlackPx ? Qt::AlignRight : Qt::AlignBottom;
    if (legend->alignment() != want)
        legend->setAlignment(want);
}

void ChartBase::applyTheme()
{
    const QPalette pal = palette();
    chart()->setBackgroundBrush(pal.color(QPalette::Base));
    chart()->setTitleBrush(pal.color(QPalette::Text));
    chart()->legend()->setLabelColor(pal.color(QPalette::Text));
    for (QAbstractAxis* axis : chart()->axes()) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.color(QPalette::Text));
        QColor grid = pal.color(QPalette::Text);
        grid.setAlpha(40);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(pal.color(QPalette::Mid));
    }
}

}  // namespace psa::ui

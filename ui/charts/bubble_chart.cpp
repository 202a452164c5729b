#include "charts/bubble_chart.h"

#include <algorithm>
#include <cmath>

#include "charts/nice_axis.h"
#include "charts/palette.h"
#include "cost/pipeline.h"
#include "views/format.h"

namespace psa::ui {

BubbleChart::BubbleChart(QWidget* parent) : ChartBase(parent)
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
    for (Schedule s : kSchedules) {
        auto* l = new QLineSeries;
        l->setName(scheduleName(s));
        l->setPen(QPen(palette::schedule(s), 2));
        chart()->addSeries(l);
        l->attachAxis(x_);
        l->attachAxis(y_);
        lines_[static_cast<size_t>(s)] = l;
    }
    marker_ = new QScatterSeries;
    marker_->setName(tr("Selected"));
    marker_->setMarkerSize(13);
    marker_->setColor(Qt::transparent);
    marker_->setPen(QPen(palette::selection(), 3));
    chart()->addSeries(marker_);
    marker_->attachAxis(x_);
    marker_->attachAxis(y_);
    applyTheme();
}

void BubbleChart::setPipeline(int p, int v, int m, Schedule current, unsigned runnable)
{
    p = std::max(1, p);
    const int maxM = std::max({64, 8 * p, m * 2});
    double maxY = 0;
    for (Schedule s : kSchedules) {
        QLineSeries* line = lines_[static_cast<size_t>(s)];
        const bool shown = s == current || ((runnable >> static_cast<unsigned>(s)) & 1U);
        line->setVisible(shown);  // hides its legend marker too
        if (!shown) {
            line->clear();
            continue;
        }
        const int vv = s == Schedule::Interleaved ? std::max(2, v) : (s == Schedule::ZBV || s == Schedule::DualPipe ? 2 : 1);
        QList<QPointF> pts;
        for (int mm = 1; mm <= maxM; mm = mm < 8 ? mm + 1 : mm + std::max(1, mm / 8)) {
            // The curves are the schedules' closed forms: the list-scheduled timeline behind a layout's own
            // bubble (the marker, the Pipeline view, the reports) costs O(p·m) per point, too much for a
            // whole curve on the GUI thread at p = 32 and hundreds of micro-batches.
            const double b = closedFormBubbleRatio(s, p, mm, vv);
            if (!std::isfinite(b))
                continue;
            pts << QPointF(mm, b);
            if (mm >= p)
                maxY = std::max(maxY, b);
        }
        line->replace(pts);
    }
    const int vc = current == Schedule::Interleaved ? std::max(2, v) : v;
    double cur = bubbleRatio(current, p, std::max(1, m), vc);
    if (!std::isfinite(cur))
        cur = 0;
    marker_->replace(QList<QPointF>{{static_cast<double>(std::max(1, m)), cur}});
    maxY = std::max({maxY, cur, 0.05});
    x_->setRange(1, maxM);
    setNiceRange(y_, std::min(maxY * 1.15, 3.0));
    chart()->setTitle(tr("Pipeline of %1 stages").arg(p));
}

}  // namespace psa::ui

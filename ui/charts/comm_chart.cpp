#include "charts/comm_chart.h"

#include <QLegendMarker>

#include "charts/palette.h"
#include "views/format.h"

namespace psa::ui {

CommChart::CommChart(QWidget* parent) : ChartBase(parent)
{
    series_ = new QHorizontalStackedBarSeries;
    QStringList cats;
    for (CommDim d : kCommDims)
        cats << dimensionName(d);
    for (CommDim d : kCommDims) {
        const size_t i = static_cast<size_t>(d);
        exposed_[i] = new QBarSet(tr("%1 exposed").arg(dimensionName(d)));
        exposed_[i]->setColor(palette::dimension(d));
        exposed_[i]->setBorderColor(palette::dimension(d).darker(120));
        hidden_[i] = new QBarSet(tr("%1 hidden").arg(dimensionName(d)));
        QBrush hatch(palette::dimension(d), Qt::BDiagPattern);
        hidden_[i]->setBrush(hatch);
        hidden_[i]->setBorderColor(palette::dimension(d));
        for (int k = 0; k < 5; ++k) {
            exposed_[i]->append(0);
            hidden_[i]->append(0);
        }
    }
    for (CommDim d : kCommDims)
        series_->append(exposed_[static_cast<size_t>(d)]);
    for (CommDim d : kCommDims)
        series_->append(hidden_[static_cast<size_t>(d)]);
    series_->setBarWidth(0.6);
    chart()->addSeries(series_);
    dims_ = new QBarCategoryAxis;
    dims_->setCategories(cats);
    x_ = new QValueAxis;
    x_->setTitleText(tr("Time per step (s) — solid: exposed, hatched: hidden by overlap"));
    chart()->addAxis(dims_, Qt::AlignLeft);
    chart()->addAxis(x_, Qt::AlignBottom);
    series_->attachAxis(dims_);
    series_->attachAxis(x_);
    chart()->legend()->setVisible(false);
    applyTheme();
}

void CommChart::setEstimate(const Estimate& e)
{
    double maxX = 1e-3;
    for (CommDim d : kCommDims) {
        const size_t i = static_cast<size_t>(d);
        const CommCost& c = e.commFor(d);
        for (int k = 0; k < 5; ++k) {
            const bool mine = k == static_cast<int>(i);
            exposed_[i]->replace(k, mine ? c.exposed_s : 0.0);
            hidden_[i]->replace(k, mine ? std::max(0.0, c.time_s - c.exposed_s) : 0.0);
        }
        maxX = std::max(maxX, c.time_s);
    }
    x_->setRange(0, maxX * 1.1);
    x_->applyNiceNumbers();
}

}  // namespace psa::ui

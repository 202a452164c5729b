// Draws a chart into any painter (PDF, SVG, image) at a chosen layout size.
#pragma once

#include <QRectF>
#include <QSizeF>

class QChart;
class QPainter;

namespace psa::ui {

// Draws `chart`, laid out at `logical` size (pixels), into `target` of any painter (PDF, SVG,
// image): the chart's items are painted, so the result is vector on vector devices.
void renderChart(QPainter& p, QChart* chart, QSizeF logical, const QRectF& target);

}  // namespace psa::ui

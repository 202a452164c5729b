#include "export/chart_render.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>

namespace psa::ui {

void renderChart(QPainter& p, QChart* chart, QSizeF logical, const QRectF& target)
{
    // Lay the chart out at the export size (its scene is drawn as vector items by the painter).
    chart->setGeometry(QRectF(QPointF(0, 0), logical));
    if (chart->layout())
        chart->layout()->activate();
    QCoreApplication::sendPostedEvents(chart->scene());
    if (chart->layout())
        chart->layout()->activate();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    chart->scene()->render(&p, target, chart->mapRectToScene(QRectF(QPointF(0, 0), logical)), Qt::IgnoreAspectRatio);
    p.restore();
}

}  // namespace psa::ui

#include "charts/error_bars_item.h"

#include <QAbstractSeries>
#include <QChart>
#include <QPainter>

namespace psa::ui {

namespace {
constexpr double kCapHalfWidthPx = 6;  // half the width of the caps at both ends
constexpr qreal kAboveSeries = 100;    // z-value: over bars and lines
}  // namespace

ErrorBarsItem::ErrorBarsItem(QChart* chart, QAbstractSeries* anchor) : QGraphicsItem(chart), chart_(chart), anchor_(anchor)
{
    setZValue(kAboveSeries);
    pen_ = QPen(Qt::black, 1.6);
    QObject::connect(chart_, &QChart::plotAreaChanged, chart_, [this](const QRectF&) {
        prepareGeometryChange();
        update();
    });
}

void ErrorBarsItem::setBars(std::vector<ErrorBar> bars)
{
    bars_ = std::move(bars);
    update();
}

void ErrorBarsItem::setPen(const QPen& pen)
{
    pen_ = pen;
    update();
}

QRectF ErrorBarsItem::boundingRect() const { return chart_->plotArea().adjusted(-kCapHalfWidthPx, -2, kCapHalfWidthPx, 2); }

void ErrorBarsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(pen_);
    painter->setClipRect(chart_->plotArea());
    for (const ErrorBar& b : bars_) {
        if (!(b.high > b.low))
            continue;
        const QPointF lo = chart_->mapToPosition(QPointF(b.x, b.low), anchor_);
        const QPointF hi = chart_->mapToPosition(QPointF(b.x, b.high), anchor_);
        painter->drawLine(lo, hi);
        painter->drawLine(QPointF(lo.x() - kCapHalfWidthPx, lo.y()), QPointF(lo.x() + kCapHalfWidthPx, lo.y()));
        painter->drawLine(QPointF(hi.x() - kCapHalfWidthPx, hi.y()), QPointF(hi.x() + kCapHalfWidthPx, hi.y()));
    }
    painter->restore();
}

}  // namespace psa::ui

// Vertical error bars (whiskers with caps) drawn inside a chart's plot area, in the coordinates of one
// of its series. A scene item, so the chart's PNG/SVG/PDF exports carry it like any series.
#pragma once

#include <QGraphicsItem>
#include <QPen>

#include <vector>

class QAbstractSeries;
class QChart;

namespace psa::ui {

struct ErrorBar {
    double x = 0;     // in the anchor series' x units
    double low = 0;   // in its y units
    double high = 0;
};

class ErrorBarsItem : public QGraphicsItem {
public:
    // `anchor` must be attached to the chart's axes; the item follows the plot area.
    ErrorBarsItem(QChart* chart, QAbstractSeries* anchor);
    void setBars(std::vector<ErrorBar> bars);
    void setPen(const QPen& pen);
    [[nodiscard]] const std::vector<ErrorBar>& bars() const { return bars_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QChart* chart_;
    QAbstractSeries* anchor_;
    std::vector<ErrorBar> bars_;
    QPen pen_;
};

}  // namespace psa::ui

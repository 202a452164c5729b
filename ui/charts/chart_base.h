// Common set-up of every chart view: antialiasing, theme following the system palette, no animation.
#pragma once

#include <QChart>
#include <QChartView>

namespace psa::ui {

class ChartBase : public QChartView {
    Q_OBJECT
public:
    explicit ChartBase(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void applyTheme();
    // The legend sits under the plot while its entries fit on one row, else beside it (Qt's legend does
    // not wrap: a too-long row loses entries). Called on resize; charts call it when entries change.
    void fitLegend();
};

}  // namespace psa::ui

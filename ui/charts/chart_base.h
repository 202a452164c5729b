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
    void applyTheme();
};

}  // namespace psa::ui

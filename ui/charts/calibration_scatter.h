// Predicted against measured values of one metric on calibration runs, log-log: the built-in profile
// (hollow) and a loaded profile (filled), the y = x line and the loaded profile's ± median-error band.
#pragma once

#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <vector>

#include "calibration/validation.h"
#include "charts/chart_base.h"

namespace psa::ui {

class CalibrationScatter : public ChartBase {
    Q_OBJECT
public:
    explicit CalibrationScatter(QWidget* parent = nullptr);
    // `relError` is the half-width of the band (the loaded profile's median error for this metric).
    void setPoints(ValidationMetric metric, const std::vector<PredictedMeasured>& before,
                   const std::vector<PredictedMeasured>& after, double relError);
    void clear();
    [[nodiscard]] QScatterSeries* beforeSeries() const { return before_; }
    [[nodiscard]] QScatterSeries* afterSeries() const { return after_; }
    [[nodiscard]] QLineSeries* identitySeries() const { return identity_; }
    [[nodiscard]] QLineSeries* bandLowSeries() const { return bandLow_; }
    [[nodiscard]] QLineSeries* bandHighSeries() const { return bandHigh_; }

private:
    QScatterSeries* before_;
    QScatterSeries* after_;
    QLineSeries* identity_;
    QLineSeries* bandLow_;
    QLineSeries* bandHigh_;
    QLogValueAxis* x_;
    QLogValueAxis* y_;
};

QString validationMetricName(ValidationMetric m);  // translated, with its unit

}  // namespace psa::ui

// Scaling curves of a device-count sweep (core/search/sweep): the best plan's throughput (left axis)
// and days to train (right axis, when training tokens are given) against the device count on a log
// scale, with the scenario's current count marked. Clicking a point asks to load that count.
#pragma once

#include "charts/chart_base.h"
#include "search/sweep.h"

#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <vector>

namespace psa::ui {

class ScalingChart : public ChartBase {
    Q_OBJECT
public:
    explicit ScalingChart(QWidget* parent = nullptr);
    // Points without a recommendation (nothing fits at that count) are left out of the curves.
    void setPoints(const std::vector<SweepPoint>& points, int currentDevices);
    [[nodiscard]] QLineSeries* throughputSeries() const { return throughput_; }
    [[nodiscard]] QLineSeries* daysSeries() const { return days_; }
    [[nodiscard]] QScatterSeries* throughputPoints() const { return throughputDots_; }
    [[nodiscard]] QLineSeries* currentMarker() const { return current_; }
    [[nodiscard]] QLogValueAxis* devicesAxis() const { return x_; }
    // The device count of the point nearest to `x` on the devices axis (0 when none).
    [[nodiscard]] int nearestCount(double x) const;

signals:
    void pointClicked(int devices);

private:
    void showDays(bool shown);
    QLogValueAxis* x_;
    QValueAxis* yThroughput_;
    QValueAxis* yDays_;
    QLineSeries* throughput_;
    QScatterSeries* throughputDots_;
    QLineSeries* ideal_;
    QLineSeries* days_;
    QScatterSeries* daysDots_;
    QLineSeries* current_;
    std::vector<int> counts_;
};

} // namespace psa::ui

// The time to train (core/cost/time_to_train) as the Overview card and the PDF's first page show it:
// one value and one detail line per figure, the detail with the range the throughput's error gives.
#pragma once

#include "cost/time_to_train.h"

#include <QString>

namespace psa::ui {

struct TimeToTrainText {
    QString days, daysDetail;
    QString deviceHours, deviceHoursDetail;
    QString cost, costDetail; // "–" and why when no price was given
    QString energy, energyDetail; // "–" and why when the device's power is unknown
};

// `devices`: the cluster's device count; `price`: per device-hour (0 = none given).
TimeToTrainText timeToTrainText(const TimeToTrain& t, int devices, double price);

} // namespace psa::ui

#include "views/time_to_train_text.h"

#include "views/format.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace psa::ui {

namespace {

class TimeToTrainTr {
    Q_DECLARE_TR_FUNCTIONS(psa::ui::TimeToTrainText)
};

QString number(double v, int decimals)
{
    return std::isfinite(v) ? QLocale().toString(v, 'f', decimals) : QStringLiteral("∞");
}

// "40.6 M USD": costs are read aloud in meetings; the range keeps the same form.
QString money(double v, const std::string& currency)
{
    return std::isfinite(v) ? QStringLiteral("%1 %2").arg(formatCount(v), qs(currency)) : QStringLiteral("∞");
}

QString energy(double mwh)
{
    return mwh >= 1000 ? TimeToTrainTr::tr("%1 GWh").arg(number(mwh / 1000, 2))
                       : TimeToTrainTr::tr("%1 MWh").arg(number(mwh, 1));
}

} // namespace

TimeToTrainText timeToTrainText(const TimeToTrain& t, int devices, double price)
{
    TimeToTrainText x;
    x.days = TimeToTrainTr::tr("%1 days").arg(number(t.days, 1));
    x.daysDetail = TimeToTrainTr::tr("%1–%2 days within the error · %3 tokens")
                       .arg(number(t.days_low, 1), number(t.days_high, 1), formatCount(t.tokens));
    x.deviceHours = formatCount(t.device_hours);
    x.deviceHoursDetail = TimeToTrainTr::tr("device-hours on %1 devices").arg(QLocale().toString(devices));
    if (t.cost) {
        x.cost = money(*t.cost, t.currency);
        // "56.9 M–84.4 M USD within the error": the currency once.
        auto amount = [](const std::optional<double>& v) {
            return v && std::isfinite(*v) ? formatCount(*v) : QStringLiteral("∞");
        };
        x.costDetail
            = TimeToTrainTr::tr("%1–%2 %3 within the error · %4 %3 per device-hour")
                  .arg(amount(t.cost_low), amount(t.cost_high), qs(t.currency), QLocale().toString(price, 'f', 2));
    } else {
        x.cost = QStringLiteral("–");
        x.costDetail = TimeToTrainTr::tr("no price per device-hour given");
    }
    if (t.energy_mwh) {
        x.energy = energy(*t.energy_mwh);
        x.energyDetail = TimeToTrainTr::tr("%1 W per device × PUE %2 · accelerators only")
                             .arg(QLocale().toString(t.power_w, 'f', 0), QLocale().toString(t.pue, 'f', 2));
    } else {
        x.energy = QStringLiteral("–");
        x.energyDetail = TimeToTrainTr::tr("the device's power is not in the catalog");
    }
    return x;
}

} // namespace psa::ui

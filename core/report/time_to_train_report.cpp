#include "report/time_to_train_report.h"

#include <cmath>
#include <fmt/format.h>

#include "i18n/i18n.h"

namespace psa {

namespace {

using i18n::translate;
using i18n::trf;

std::string tokensText(double tokens)
{
    if (tokens >= 1e12)
        return fmt::format("{:.3g}T", tokens / 1e12);
    if (tokens >= 1e9)
        return fmt::format("{:.3g}B", tokens / 1e9);
    return fmt::format("{:.3g}M", tokens / 1e6);
}

// 34519031 → "34,519,031": costs and device-hours are read aloud in meetings.
std::string grouped(double v)
{
    if (!std::isfinite(v))
        return "∞";
    const std::string digits = fmt::format("{:.0f}", std::abs(v));
    std::string out = v < 0 ? "-" : "";
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

std::string daysText(double d) { return std::isfinite(d) ? fmt::format("{:.1f}", d) : std::string("∞"); }

nlohmann::ordered_json orNull(const std::optional<double>& v)
{
    return v && std::isfinite(*v) ? nlohmann::ordered_json(*v) : nlohmann::ordered_json();
}

}  // namespace

std::vector<std::vector<std::string>> timeToTrainRows(const std::optional<TimeToTrain>& t)
{
    std::vector<std::vector<std::string>> rows;
    if (!t)
        return rows;
    rows.push_back({translate("psa::Report", "Time to train"),
                    trf("psa::Report", "{} days for {} tokens ({}–{} days within the error)")(daysText(t->days), tokensText(t->tokens),
                                                                                             daysText(t->days_low), daysText(t->days_high))});
    std::string cost = trf("psa::Report", "{} device-hours")(grouped(t->device_hours));
    if (t->cost)
        cost += trf("psa::Report", ", {} {} ({}–{} within the error)")(grouped(*t->cost), t->currency, grouped(t->cost_low.value_or(NAN)),
                                                                         grouped(t->cost_high.value_or(NAN)));
    rows.push_back({translate("psa::Report", "Cost"), cost});
    rows.push_back({translate("psa::Report", "Energy"),
                    t->energy_mwh ? trf("psa::Report", "{} MWh ({:.0f} W per device, PUE {:.2f}; accelerators only)")(
                                        grouped(*t->energy_mwh), t->power_w, t->pue)
                                  : translate("psa::Report", "not estimated: the device's power is not in the catalog (give --device-power-w)")});
    return rows;
}

nlohmann::ordered_json timeToTrainJson(const TimeToTrain& t)
{
    return {{"tokens", t.tokens},
            {"days", t.days},
            {"days_low", t.days_low},
            {"days_high", std::isfinite(t.days_high) ? nlohmann::ordered_json(t.days_high) : nlohmann::ordered_json()},
            {"device_hours", t.device_hours},
            {"cost", orNull(t.cost)},
            {"cost_low", orNull(t.cost_low)},
            {"cost_high", orNull(t.cost_high)},
            {"currency", t.currency},
            {"energy_mwh", orNull(t.energy_mwh)},
            {"power_w", t.power_w},
            {"pue", t.pue}};
}

}  // namespace psa

#include "cost/time_to_train.h"
#include "cost/power_cap.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

#include "calibration/validation.h"

namespace psa {

std::optional<TimeToTrain> timeToTrain(const Estimate& e, const Scenario& sc, const Profile& p)
{
    const TrainingBudget& b = sc.training.budget;
    if (!(b.train_tokens > 0) || !e.valid || !(e.tokens_per_s > 0) || !std::isfinite(e.tokens_per_s))
        return std::nullopt;
    TimeToTrain t;
    t.tokens = b.train_tokens;
    t.seconds = b.train_tokens / e.tokens_per_s;
    t.days = t.seconds / kSecondsPerDay;
    const Range tps = uncertaintyFor(e, p).tokens_per_s;
    // Faster throughput (the high end) means fewer days; a non-positive low end has no finite bound.
    t.days_low = tps.high > 0 ? b.train_tokens / tps.high / kSecondsPerDay : t.days;
    t.days_high = tps.low > 0 ? b.train_tokens / tps.low / kSecondsPerDay : INFINITY;
    const int devices = sc.cluster.num_devices;
    t.device_hours = t.days * 24.0 * devices;
    t.currency = b.currency;
    if (b.device_hour_price > 0) {
        t.cost = t.device_hours * b.device_hour_price;
        t.cost_low = t.days_low * 24.0 * devices * b.device_hour_price;
        t.cost_high = t.days_high * 24.0 * devices * b.device_hour_price;
    }
    t.pue = b.pue;
    // The power drawn: as given, else the power cap where it is below the TDP, else the TDP.
    t.power_w = b.device_power_w > 0             ? b.device_power_w
        : powerCapBinds(sc.cluster) ? sc.cluster.power_cap_w
                                    : sc.cluster.device.tdp_w;
    if (t.power_w > 0)
        t.energy_mwh = devices * t.power_w * b.pue * t.seconds / kJoulesPerMWh;
    return t;
}

std::optional<double> parseTokenCount(const std::string& text)
{
    std::string s;
    for (char c : text)
        if (c != ',' && c != '_' && !std::isspace(static_cast<unsigned char>(c)))
            s += c;
    if (s.empty())
        return std::nullopt;
    double scale = 1;
    switch (std::toupper(static_cast<unsigned char>(s.back()))) {
    case 'K': scale = 1e3; break;
    case 'M': scale = 1e6; break;
    case 'B': case 'G': scale = 1e9; break;
    case 'T': scale = 1e12; break;
    case 'P': scale = 1e15; break;
    default: break;
    }
    if (scale != 1)
        s.pop_back();
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || !std::isfinite(v) || v <= 0 || v * scale > 1e18)
        return std::nullopt;
    return v * scale;
}

}  // namespace psa

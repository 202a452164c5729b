// Time, cost and energy to train on a number of tokens with one evaluated layout (issue 14):
// the planning meeting's questions, from the estimate's tokens/s and its error bar.
//
//   days          = tokens / (tokens/s) / 86,400
//   device-hours  = days × 24 × devices
//   cost          = device-hours × price per device-hour (when a price is given)
//   energy (MWh)  = devices × device power × PUE × seconds / 3.6e9 J/MWh (when the device's power is known)
//
// Device power is the board's TDP (or --device-power-w): accelerators in dense training run close to it.
// (A power cap that slows the device is not modelled: the power given changes the energy only.)
// Host CPUs, memory, NICs and switches are not counted; PUE scales the accelerators' draw to the
// facility's. kDefaultPue = 1.2: what hyperscale operators report for their fleets (Google 1.10,
// Meta ~1.08, Microsoft ~1.18 in their 2023–24 sustainability reports); the Uptime Institute's
// industry-wide average is higher (1.56 in its 2024 survey) — set --pue for an older facility.
#pragma once

#include <optional>
#include <string>

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "spec/scenario.h"

namespace psa {

constexpr double kSecondsPerDay = 86400.0;
constexpr double kJoulesPerMWh = 3.6e9;

struct TimeToTrain {
    double tokens = 0;
    double seconds = 0;
    double days = 0;
    double days_low = 0, days_high = 0;  // from the throughput error bar (faster ↔ fewer days)
    double device_hours = 0;
    std::optional<double> cost;          // in `currency`
    std::optional<double> cost_low, cost_high;
    std::string currency;
    std::optional<double> energy_mwh;    // facility energy (accelerators × PUE)
    double power_w = 0;                  // the device power used
    double pue = kDefaultPue;
};

// Unset when no tokens were asked for or the estimate has no throughput.
// The budget is sc.training.budget.
std::optional<TimeToTrain> timeToTrain(const Estimate& e, const Scenario& sc, const Profile& p);

// "15T", "300B", "2.5e12", "800M", "1,000,000" → tokens; unset when the text is not a positive number.
std::optional<double> parseTokenCount(const std::string& text);

}  // namespace psa

// A time-to-train estimate as report rows and JSON: shared by the plan, comparison and diagnosis
// reports (core-internal: it exposes nlohmann::json).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cost/time_to_train.h"

namespace psa {

// Label/value rows: tokens, days (± the throughput error), device-hours, cost, energy. Empty when unset.
std::vector<std::vector<std::string>> timeToTrainRows(const std::optional<TimeToTrain>& t);
// JSON object `time_to_train`: tokens, days, days_low, days_high, device_hours, cost (null without a
// price), currency, energy_mwh (null without a device power), power_w, pue.
nlohmann::ordered_json timeToTrainJson(const TimeToTrain& t);

}  // namespace psa

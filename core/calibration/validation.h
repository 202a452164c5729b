// What a calibration profile's residuals say: the error tables of `psa validate` / `psa calibrate`
// (before and after a profile change), the predicted-vs-measured points behind them, the error bars
// a fit leaves in the profile, and the uncertainty range each estimate carries (issue 6).
// One place for these numbers: the CLI, the desktop application and the tests all call it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "calibration/profile.h"
#include "calibration/runs.h"
#include "cost/estimate.h"

namespace psa {

// The measured quantities a run may publish.
enum class ValidationMetric { TokensPerDevice, TflopsPerDevice, Memory };

// The per-source statistic of `metric` in one row of summarize().
const ErrorStats& statsFor(const ValidationRow& row, ValidationMetric metric);

// One source group's errors under two profiles (the same runs predicted twice).
struct ValidationComparisonRow {
    std::string group;  // "all" for the total row (last)
    ValidationRow before;
    ValidationRow after;
};

struct ValidationComparison {
    std::vector<RunPrediction> before;  // predictions with the reference profile
    std::vector<RunPrediction> after;   // predictions with the candidate profile
    std::vector<ValidationComparisonRow> rows;
};

// Predicts every usable run with both profiles and pairs the summaries by source group.
// The runs must outlive the result (predictions point into them).
ValidationComparison compareProfiles(const std::vector<PublishedRun>& runs, const Profile& before, const Profile& after);

// Predicted against measured value of one metric for one run (tokens/s/device, TFLOP/s/device, or GiB).
struct PredictedMeasured {
    const PublishedRun* run = nullptr;
    double predicted = 0;
    double measured = 0;
};
// The runs of `predictions` that measured `metric` and were evaluated as valid.
std::vector<PredictedMeasured> predictedVsMeasured(const std::vector<RunPrediction>& predictions, ValidationMetric metric);

// Writes the residuals of `rows` (the "all" row, last) into the profile's error-bar fields:
// the median and 90th percentile of |predicted/measured − 1| for throughput and memory.
// Fields whose metric no run measured keep their previous value.
void setErrorBarsFromResiduals(Profile& profile, const std::vector<ValidationRow>& rows);

// A family's held-out figures are used from this many runs on (fewer: the overall figures apply).
constexpr int kMinFamilyErrorRuns = 3;
// Writes the per-family throughput error bars (Profile::throughput_error_p50_<family>) from the family rows of
// a cross-validation (summarizeByFamily of its held-out predictions); families with fewer than
// kMinFamilyErrorRuns held-out runs get 0.
void setFamilyErrorBars(Profile& profile, const std::vector<ValidationRow>& familyRows);

// The profile with the throughput error bars of the scenario's workload families (coarse or fine-grained MoE,
// FP8 when asked for, Ascend): throughput_error_p50/p90 become the larger of the overall and each family's
// held-out figure. Everything that shows or ranks with the error (the ± on cards and reports, the search's
// tie band, compare's verdict) then uses the error of data like the user's. Applied once where a scenario
// meets its profile (psa analyze / compare / diagnose / sweep / evaluate, the GUI's worker, the recipe check);
// applying it again changes nothing.
Profile withFamilyErrorBars(Profile profile, const Scenario& scenario);
// The families with held-out figures in a profile (p50 > 0), in the table's order: what the calibration dialog lists.
struct FamilyErrorBars {
    const char* family;  // kFamily…
    double p50 = 0;
    double p90 = 0;
};
std::vector<FamilyErrorBars> familyErrorBars(const Profile& profile);
// The family (kFamily…) whose held-out median a profile resolved for the scenario shows, or nullptr when it shows
// the overall one: what the reports name as the source of their ±.
const char* errorBarFamily(const Profile& resolved, const Scenario& scenario);

// The uncertainty an estimate carries under a profile: each figure ± the profile's median relative
// error, and the memory verdict with the headroom below which the fit is risky (the 90th percentile
// of the memory error).
struct Range {
    double low = 0;
    double high = 0;
    [[nodiscard]] double halfWidth() const { return (high - low) / 2; }  // the "± x" of a symmetric range
};
// value ± |value·relError| (a zero range for a non-finite value).
Range errorRange(double value, double relError);
enum class MemoryVerdict { NotEvaluated, DoesNotFit, Risky, Fits };

struct EstimateUncertainty {
    double throughput_rel = 0;  // ± relative, applied to MFU, tokens/s, TFLOP/s
    double memory_rel = 0;      // ± relative, applied to memory per device
    Range mfu;
    Range tokens_per_s;
    Range tokens_per_s_per_device;
    Range memory_bytes;
    Range step_time_s;              // slower step ↔ lower throughput
    MemoryVerdict verdict = MemoryVerdict::NotEvaluated;
    double headroom = 0;            // 1 − memory / capacity (negative when over)
    double risky_below = 0;         // headroom under which the verdict is Risky (memory p90 error)
    double overflow_bytes = 0;      // memory − capacity when it does not fit
};
EstimateUncertainty uncertaintyFor(const Estimate& e, const Profile& p);

}  // namespace psa

#include "calibration/validation.h"
#include "search/memory_class.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "util/units.h"

namespace psa {

namespace {
// Keeps the slow end of the step-time range finite when a profile's throughput error reaches 100 %.
constexpr double kMinSpeedFraction = 1e-9;
}  // namespace

Range errorRange(double value, double relError)
{
    if (!std::isfinite(value))
        return {0, 0};
    const double half = std::abs(value * relError);
    return {value - half, value + half};
}

const ErrorStats& statsFor(const ValidationRow& row, ValidationMetric metric)
{
    switch (metric) {
    case ValidationMetric::TokensPerDevice: return row.tokens;
    case ValidationMetric::TflopsPerDevice: return row.tflops;
    case ValidationMetric::Memory: return row.memory;
    }
    return row.tokens;
}

ValidationComparison compareProfiles(const std::vector<PublishedRun>& runs, const Profile& before, const Profile& after)
{
    ValidationComparison c;
    c.before = predictRuns(runs, before);
    c.after = predictRuns(runs, after);
    const auto rowsBefore = summarize(c.before);
    const auto rowsAfter = summarize(c.after);
    // Both summaries hold the same groups (same runs), sorted with "all" last; pair them by name anyway
    // so that a group without usable predictions on one side cannot shift the rows.
    std::map<std::string, ValidationRow> afterByGroup;
    for (const auto& r : rowsAfter)
        afterByGroup[r.group] = r;
    for (const auto& b : rowsBefore) {
        ValidationComparisonRow row{b.group, b, {}};
        if (auto it = afterByGroup.find(b.group); it != afterByGroup.end())
            row.after = it->second;
        else
            row.after.group = b.group;
        c.rows.push_back(std::move(row));
    }
    return c;
}

std::vector<PredictedMeasured> predictedVsMeasured(const std::vector<RunPrediction>& predictions, ValidationMetric metric)
{
    std::vector<PredictedMeasured> out;
    for (const RunPrediction& p : predictions) {
        if (!p.estimate.valid || !p.run)
            continue;
        const MeasuredRun& m = p.run->measured;
        std::optional<double> measured;
        double predicted = 0;
        switch (metric) {
        case ValidationMetric::TokensPerDevice:
            measured = p.tokens_err ? m.tokens_per_s_per_device : std::nullopt;
            predicted = p.estimate.tokens_per_s_per_device;
            break;
        case ValidationMetric::TflopsPerDevice:
            measured = p.tflops_err ? m.tflops_per_device : std::nullopt;
            predicted = p.tflopsAsSource();  // counted as the source counts FLOPs
            break;
        case ValidationMetric::Memory:
            measured = p.memory_err ? m.memory_gib : std::nullopt;
            predicted = predictedAsMeasured(p.estimate.memory, m.memory_kind) / kGiB;  // like with like
            break;
        }
        // Only the runs whose relative error entered the statistics (same filter as predictRuns).
        if (measured)
            out.push_back({p.run, predicted, *measured});
    }
    return out;
}

void setErrorBarsFromResiduals(Profile& profile, const std::vector<ValidationRow>& rows)
{
    if (rows.empty())
        return;
    const ValidationRow& all = rows.back();
    if (all.throughput.count > 0) {
        profile.throughput_error_p50 = all.throughput.median_abs;
        profile.throughput_error_p90 = all.throughput.p90_abs;
    }
    if (all.memory.count > 0) {
        profile.memory_error_p50 = all.memory.median_abs;
        profile.memory_error_p90 = all.memory.p90_abs;
    }
}

namespace {

struct FamilyErrorFields {
    const char* family;  // the row name of summarizeByFamily
    double Profile::*p50;
    double Profile::*p90;
};
constexpr FamilyErrorFields kFamilyErrorFields[] = {
    {kFamilyCoarseMoe, &Profile::throughput_error_p50_coarse_moe, &Profile::throughput_error_p90_coarse_moe},
    {kFamilyFineGrainedMoe, &Profile::throughput_error_p50_fine_grained_moe, &Profile::throughput_error_p90_fine_grained_moe},
    {kFamilyFp8, &Profile::throughput_error_p50_fp8, &Profile::throughput_error_p90_fp8},
    {kFamilyAscend, &Profile::throughput_error_p50_ascend, &Profile::throughput_error_p90_ascend},
};

}  // namespace

void setFamilyErrorBars(Profile& profile, const std::vector<ValidationRow>& familyRows)
{
    for (const FamilyErrorFields& f : kFamilyErrorFields) {
        profile.*(f.p50) = 0;
        profile.*(f.p90) = 0;
        for (const ValidationRow& r : familyRows)
            if (r.group == f.family && r.throughput.count >= kMinFamilyErrorRuns) {
                profile.*(f.p50) = r.throughput.median_abs;
                profile.*(f.p90) = r.throughput.p90_abs;
            }
    }
}

Profile withFamilyErrorBars(Profile profile, const Scenario& scenario)
{
    for (const std::string& family : scenarioFamilies(scenario))
        for (const FamilyErrorFields& f : kFamilyErrorFields)
            if (family == f.family) {
                profile.throughput_error_p50 = std::max(profile.throughput_error_p50, profile.*(f.p50));
                profile.throughput_error_p90 = std::max(profile.throughput_error_p90, profile.*(f.p90));
            }
    return profile;
}

std::vector<FamilyErrorBars> familyErrorBars(const Profile& profile)
{
    std::vector<FamilyErrorBars> out;
    for (const FamilyErrorFields& f : kFamilyErrorFields)
        if (profile.*(f.p50) > 0)
            out.push_back({f.family, profile.*(f.p50), profile.*(f.p90)});
    return out;
}

const char* errorBarFamily(const Profile& resolved, const Scenario& scenario)
{
    const char* shown = nullptr;
    double shownP50 = 0;
    for (const std::string& family : scenarioFamilies(scenario))
        for (const FamilyErrorFields& f : kFamilyErrorFields)
            if (family == f.family && resolved.*(f.p50) > shownP50 && resolved.*(f.p50) >= resolved.throughput_error_p50) {
                shown = f.family;
                shownP50 = resolved.*(f.p50);
            }
    return shown;
}

EstimateUncertainty uncertaintyFor(const Estimate& e, const Profile& p)
{
    EstimateUncertainty u;
    u.throughput_rel = p.throughput_error_p50;
    u.memory_rel = p.memory_error_p50;
    u.risky_below = p.memory_error_p90;
    if (!e.valid)
        return u;
    u.mfu = errorRange(e.mfu, u.throughput_rel);
    u.tokens_per_s = errorRange(e.tokens_per_s, u.throughput_rel);
    u.tokens_per_s_per_device = errorRange(e.tokens_per_s_per_device, u.throughput_rel);
    const double total = e.memory.total();
    u.memory_bytes = errorRange(total, u.memory_rel);
    if (std::isfinite(e.step_time_s))
        u.step_time_s = {e.step_time_s / (1 + u.throughput_rel), e.step_time_s / std::max(kMinSpeedFraction, 1 - u.throughput_rel)};
    if (e.capacity_bytes <= 0)
        return u;
    u.headroom = 1.0 - total / e.capacity_bytes;
    // The one memory class (search/memory_class.h) with no headroom kept free: what a run that happened
    // (a published recipe) needed is judged against the whole device. Views and reports of a planned
    // layout use memoryClass with the constraints' headroom.
    switch (memoryClass(total, e.capacity_bytes, 0.0, u.risky_below)) {
    case MemoryClass::DoesNotFit:
        u.verdict = MemoryVerdict::DoesNotFit;
        u.overflow_bytes = total - e.capacity_bytes;
        break;
    case MemoryClass::Risky: u.verdict = MemoryVerdict::Risky; break;
    case MemoryClass::Fits: u.verdict = MemoryVerdict::Fits; break;
    }
    return u;
}

}  // namespace psa

#include "report/comparison_report.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <iterator>

#include "cost/evaluate.h"
#include "i18n/i18n.h"
#include "report/document.h"
#include "report/evaluation_report.h"
#include "util/units.h"

namespace psa {

namespace {

// Columns padded by terminal width (Chinese characters take two).
std::string padRight(const std::string& s, size_t width) { return padToDisplayWidth(s, width, false); }
std::string padLeft(const std::string& s, size_t width) { return padToDisplayWidth(s, width, true); }
}  // namespace

bool ComparisonReport::anyValid() const
{
    return std::any_of(estimates.begin(), estimates.end(), [](const Estimate& e) { return e.valid; });
}

ComparisonReport buildComparison(const Scenario& scenario, const std::vector<Strategy>& strategies, const Profile& profile)
{
    ComparisonReport r;
    r.scenario = scenario;
    for (const auto& s : strategies)
        r.estimates.push_back(evaluate(scenario, s, profile));
    r.verdict = comparisonVerdict(r.estimates);
    return r;
}

int comparisonVerdict(const std::vector<Estimate>& estimates)
{
    int verdict = -1;
    for (size_t i = 0; i < estimates.size(); ++i) {
        const Estimate& e = estimates[i];
        if (e.valid && e.fits && (verdict < 0 || e.tokens_per_s > estimates[size_t(verdict)].tokens_per_s))
            verdict = int(i);
    }
    return verdict;
}

std::string comparisonVerdictText(const ComparisonReport& r)
{
    if (r.verdict < 0 || size_t(r.verdict) >= r.estimates.size())
        return i18n::translate("psa::Comparison", "Verdict: none of the strategies is valid and fits in memory.");
    const Estimate& v = r.estimates[size_t(r.verdict)];
    return i18n::trf("psa::Comparison", "Verdict: {} ({}) is the fastest of the strategies that fit: {:.0f} tokens/s.")(
        char('A' + r.verdict), describeStrategy(v.strategy), v.tokens_per_s);
}

std::string comparisonLabel(const ComparisonReport& r, size_t i)
{
    return fmt::format("{}: {}", char('A' + i), describeStrategy(r.estimates[i].strategy));
}

std::string renderComparisonText(const ComparisonReport& r, bool md)
{
    std::string out;
    auto put = std::back_inserter(out);
    fmt::format_to(put, "{}{}\n\n", md ? "# " : "",
                   i18n::trf("psa::Comparison", "Comparison: {} on {} × {}")(r.scenario.model.name, r.scenario.cluster.num_devices,
                                                                 r.scenario.cluster.device.name));
    const std::string sep = md ? " | " : "  ";
    const char* open = md ? "| " : "";
    const char* close = md ? " |" : "";
    fmt::format_to(put, "{}{}{}{}{}{}{}{}{}{}{}{}{}{}{}\n", open, padRight(i18n::translate("psa::Comparison", "strategy"), 48), sep,
                   padLeft(i18n::translate("psa::Comparison", "memory GiB"), 14), sep, padLeft(i18n::translate("psa::Comparison", "bubble"), 9), sep,
                   padLeft(i18n::translate("psa::Comparison", "comm"), 8), sep, padLeft("MFU", 8), sep,
                   padLeft(i18n::translate("psa::Comparison", "tokens/s/dev"), 14), sep, padLeft(i18n::translate("psa::Comparison", "fits"), 10), close);
    if (md)
        fmt::format_to(put, "|---|---:|---:|---:|---:|---:|---|\n");
    const Estimate& ref = r.estimates.front();
    for (size_t i = 0; i < r.estimates.size(); ++i) {
        const Estimate& e = r.estimates[i];
        const std::string name = padRight(comparisonLabel(r, i), 48);
        if (!e.valid) {
            fmt::format_to(put, "{}{}{}{}{}\n", open, name, sep,
                           i18n::trf("psa::Comparison", "invalid: {}")(e.reasons.empty() ? std::string() : e.reasons.front().message()), close);
            continue;
        }
        const double comm = e.step_time_s > 0 ? e.comm_exposed_s / e.step_time_s : 0;
        std::string memCell = fmt::format("{:.1f}", e.memory.total() / kGiB);
        std::string tokCell = fmt::format("{:.0f}", e.tokens_per_s_per_device);
        if (i > 0 && ref.valid) {
            memCell += fmt::format(" ({:+.1f})", (e.memory.total() - ref.memory.total()) / kGiB);
            tokCell += fmt::format(" ({:+.0f} %)", 100 * (e.tokens_per_s / ref.tokens_per_s - 1));
        }
        fmt::format_to(put, "{}{}{}{:>14}{}{:>8.1f}%{}{:>7.1f}%{}{:>7.1f}%{}{:>14}{}{}{}\n", open, name, sep, memCell, sep,
                       100 * e.bubble_ratio, sep, 100 * comm, sep, 100 * e.mfu, sep, tokCell, sep,
                       padLeft(e.fits ? i18n::translate("psa::Comparison", "yes") : i18n::translate("psa::Comparison", "NO"), 10), close);
    }
    fmt::format_to(put, "\n{}\n", comparisonVerdictText(r));
    return out;
}

std::string renderComparisonJson(const ComparisonReport& r, const Profile& profile)
{
    nlohmann::ordered_json j;
    j["scenario"] = {{"model", r.scenario.model.id}, {"device", r.scenario.cluster.device.id}, {"devices", r.scenario.cluster.num_devices}};
    j["strategies"] = nlohmann::ordered_json::array();
    const Baseline b = computeBaseline(r.scenario, profile);
    for (const auto& e : r.estimates)
        j["strategies"].push_back(nlohmann::ordered_json::parse(evaluationJson({r.scenario, b, e, profile}))["evaluated"]);
    j["verdict"] = r.verdict;
    return j.dump(2) + "\n";
}

}  // namespace psa

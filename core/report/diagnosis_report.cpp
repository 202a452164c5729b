#include "report/diagnosis_report.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <iterator>

#include "cost/evaluate.h"
#include "cost/validity.h"
#include "i18n/i18n.h"
#include "report/document.h"
#include "report/evaluation_report.h"
#include "util/units.h"

namespace psa {

namespace {
constexpr size_t kFixesShown = 8;
constexpr size_t kBestShown = 3;

std::string padRight(const std::string& s, size_t width) { return padToDisplayWidth(s, width, false); }

// Single changes to the current layout (dp re-derived), kept when they are valid and fit with the headroom.
std::vector<DiagnosisFix> singleChangeFixes(const Scenario& sc, const Strategy& current, const SearchConstraints& c, const Profile& p)
{
    std::vector<DiagnosisFix> fixes;
    const Strategy base = resolveStrategy(sc, current);
    auto tryFix = [&](std::string label, Strategy s) {
        s.dp = 0;
        Estimate x = evaluate(sc, s, p, {false, true});
        if (x.valid && x.memory.total() <= x.capacity_bytes * (1 - c.memory_headroom))
            fixes.push_back({std::move(label), std::move(x)});
    };
    for (Recompute rc : {Recompute::Selective, Recompute::Full}) {
        Strategy s = base;
        s.recompute = rc;
        if (rc != base.recompute)
            tryFix(fmt::format("recompute={}", toString(rc)), s);
    }
    for (int z = base.zero + 1; z <= 3; ++z) {
        Strategy s = base;
        s.zero = z;
        tryFix(fmt::format("zero={}", z), s);
    }
    for (int f : {2, 4, 8}) {
        Strategy s = base;
        s.cp = base.cp * f;
        tryFix(fmt::format("cp={} (context parallel)", s.cp), s);
        s = base;
        s.tp = base.tp * f;
        tryFix(fmt::format("tp={}", s.tp), s);
        s.recompute = Recompute::Full;
        tryFix(fmt::format("tp={} + full recompute", s.tp), s);
        s = base;
        s.cp = base.cp * f;
        s.recompute = Recompute::Full;
        tryFix(fmt::format("cp={} + full recompute", s.cp), s);
        s = base;
        s.zero = 3;
        s.cp = base.cp * f;
        tryFix(fmt::format("cp={} + zero=3", s.cp), s);
    }
    if (base.mbs > 1) {
        Strategy s = base;
        s.mbs = 1;
        tryFix("mbs=1", s);
    }
    std::stable_sort(fixes.begin(), fixes.end(),
                     [](const DiagnosisFix& a, const DiagnosisFix& b) { return a.estimate.tokens_per_s > b.estimate.tokens_per_s; });
    return fixes;
}
}  // namespace

double DiagnosisReport::throughputChange(const Estimate& e) const
{
    return current.valid && current.tokens_per_s_per_device > 0 ? e.tokens_per_s_per_device / current.tokens_per_s_per_device - 1 : 0.0;
}

DiagnosisReport buildDiagnosis(const Scenario& scenario, const Strategy& current, const SearchConstraints& constraints,
                               const ScoreWeights& weights, const Profile& profile, int threads)
{
    DiagnosisReport d = buildDiagnosis(scenario, current, constraints, profile, search(scenario, constraints, weights, profile, {}, {}, threads));
    if (d.best.empty())
        d.minimum_devices = minimumDevicesToFit(scenario, constraints, profile);
    return d;
}

DiagnosisReport buildDiagnosis(const Scenario& scenario, const Strategy& current, const SearchConstraints& constraints,
                               const Profile& profile, const SearchResult& r)
{
    DiagnosisReport d;
    d.scenario = scenario;
    d.used = scenario;
    if (const auto covered = devicesCoveredBy(current, scenario.cluster.num_devices))
        d.used.cluster.num_devices = *covered;
    d.current = evaluate(d.used, current, profile);
    d.fixes = singleChangeFixes(scenario, current, constraints, profile);
    for (const auto& c : r.candidates) {
        if (!c.fits || d.best.size() >= kBestShown)
            break;
        d.best.push_back(c);
    }
    return d;
}

std::string renderDiagnosisText(const DiagnosisReport& d, bool md)
{
    std::string text;
    auto put = std::back_inserter(text);
    const Estimate& e = d.current;
    fmt::format_to(put, "{}{}\n\n", md ? "# " : "",
                   i18n::trf("psa::Diagnosis", "Diagnosis: {} on {} × {}, seq {}")(d.scenario.model.name, d.scenario.cluster.num_devices,
                                                                       d.scenario.cluster.device.name, d.scenario.training.seq_len));
    if (!e.valid) {
        fmt::format_to(put, "{}\n", i18n::trf("psa::Diagnosis", "The current strategy {} is not valid:")(describeStrategy(e.strategy)));
        for (const auto& r : e.reasons)
            fmt::format_to(put, "  - {}\n", r.message());
    } else {
        const MemoryBreakdown& m = e.memory;
        fmt::format_to(put, "{}\n", i18n::trf("psa::Diagnosis", "Current: {} on {} devices")(describeStrategy(e.strategy), d.used.cluster.num_devices));
        fmt::format_to(put, "{}\n",
                       i18n::trf("psa::Diagnosis", "Memory per device {:.1f} GiB of {:.0f} GiB: params {:.1f}, grads {:.1f}, optimizer {:.1f}, "
                                       "activations {:.1f}, other {:.1f}.")(m.total() / kGiB, e.capacity_bytes / kGiB, m.params / kGiB,
                                                                             m.grads / kGiB, m.optimizer / kGiB, m.activations / kGiB,
                                                                             m.other() / kGiB));
        if (!e.fits) {
            const double states = m.params + m.grads + m.optimizer;
            const std::string largest = m.activations > states ? i18n::translate("psa::Diagnosis", "activations")
                                                               : i18n::translate("psa::Diagnosis", "model states (params + grads + optimizer)");
            fmt::format_to(put, "{}\n",
                           i18n::trf("psa::Diagnosis", "Why it runs out of memory: it needs {:.1f} GiB more than the device has; the largest part "
                                           "is {} ({:.0f} % of the total).")((m.total() - e.capacity_bytes) / kGiB, largest,
                                                                              100 * std::max(m.activations, states) / m.total()));
        } else {
            fmt::format_to(put, "{}\n",
                           i18n::trf("psa::Diagnosis", "The model says this fits ({:.0f} % used); an OOM would come from fragmentation or buffers "
                                           "beyond the model.")(100 * m.total() / e.capacity_bytes));
        }
    }
    fmt::format_to(put, "\n{}{}{}\n", md ? "## " : "", i18n::translate("psa::Diagnosis", "Fixes ranked by throughput"), md ? "" : ":");
    if (d.fixes.empty())
        fmt::format_to(put, "  {}\n", i18n::translate("psa::Diagnosis", "No single change to the current layout fits; see the best layouts below."));
    for (size_t i = 0; i < d.fixes.size() && i < kFixesShown; ++i) {
        const Estimate& x = d.fixes[i].estimate;
        fmt::format_to(put, "  {}. {} {:>6.1f} GiB  {:>8.0f} {}{}\n", i + 1, padRight(d.fixes[i].change, 32), x.memory.total() / kGiB,
                       x.tokens_per_s_per_device, i18n::translate("psa::Diagnosis", "tokens/s/device"),
                       e.valid ? "  " + i18n::trf("psa::Diagnosis", "({:+.1f} % per device vs current)")(100 * d.throughputChange(x)) : std::string());
    }
    fmt::format_to(put, "\n{}{}{}\n", md ? "## " : "", i18n::translate("psa::Diagnosis", "Best layouts from the full search"), md ? "" : ":");
    for (size_t i = 0; i < d.best.size(); ++i) {
        const Candidate& c = d.best[i];
        fmt::format_to(put, "  {}. {} {:>6.1f} GiB  {:>8.0f} {}\n", i + 1, padRight(describeStrategy(c.strategy) + " " + toString(c.precision), 64),
                       c.memory_bytes / kGiB, c.tokens_per_s / d.scenario.cluster.num_devices, i18n::translate("psa::Diagnosis", "tokens/s/device"));
    }
    if (d.best.empty()) {
        fmt::format_to(put, "  {}{}\n", i18n::trf("psa::Diagnosis", "Nothing fits on {} devices.")(d.scenario.cluster.num_devices),
                       d.minimum_devices ? " " + i18n::trf("psa::Diagnosis", "It fits from {} devices.")(*d.minimum_devices) : std::string());
    }
    return text;
}

std::string renderDiagnosisJson(const DiagnosisReport& d, const Profile& profile)
{
    nlohmann::ordered_json j;
    const Baseline b = computeBaseline(d.used, profile);
    j["current"] = nlohmann::ordered_json::parse(evaluationJson({d.used, b, d.current, profile}))["evaluated"];
    j["current_devices"] = d.used.cluster.num_devices;
    j["fixes"] = nlohmann::ordered_json::array();
    for (const auto& f : d.fixes)
        j["fixes"].push_back({{"change", f.change},
                              {"strategy", formatStrategy(f.estimate.strategy)},
                              {"memory_gib", f.estimate.memory.total() / kGiB},
                              {"tokens_per_s_per_device", f.estimate.tokens_per_s_per_device},
                              {"throughput_change", d.throughputChange(f.estimate)}});
    j["best"] = nlohmann::ordered_json::array();
    for (const auto& c : d.best)
        j["best"].push_back({{"strategy", formatStrategy(c.strategy)},
                             {"precision", toString(c.precision)},
                             {"memory_gib", c.memory_bytes / kGiB},
                             {"tokens_per_s_per_device", c.tokens_per_s / d.scenario.cluster.num_devices}});
    if (d.best.empty())
        j["minimum_devices"] = d.minimum_devices ? nlohmann::ordered_json(*d.minimum_devices) : nlohmann::ordered_json();
    return j.dump(2) + "\n";
}

}  // namespace psa

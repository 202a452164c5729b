#include "report/comparison_report.h"

#include "calibration/validation.h"
#include "codegen/codegen.h"
#include "cost/evaluate.h"
#include "i18n/i18n.h"
#include "report/document.h"
#include "report/evaluation_report.h"
#include "report/strategy_plan.h"
#include "report/time_to_train_report.h"
#include "spec/framework.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <functional>
#include <nlohmann/json.hpp>

namespace psa {

namespace {

using i18n::translate;
using i18n::trf;

std::string pct(double x)
{
    return std::isfinite(x) ? fmt::format("{:.1f} %", 100.0 * x) : translate("psa::Report", "n/a");
}
std::string signedPct(double x)
{
    return std::isfinite(x) ? fmt::format("{:+.1f} %", 100.0 * x) : translate("psa::Report", "n/a");
}
const std::string kDash = "—";

// 1604776 → "1,604,776": device-hours and costs are read aloud in meetings.
std::string grouped(double v)
{
    if (!std::isfinite(v))
        return "∞";
    const std::string digits = fmt::format("{:.0f}", std::abs(v));
    std::string out = v < 0 ? "-" : "";
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

bool usable(const ComparedStrategy& s)
{
    return s.estimate.valid && s.memory_class != MemoryClass::DoesNotFit;
}

// Prefer fits over risky, then the larger free memory.
bool saferThan(const ComparedStrategy& a, const ComparedStrategy& b)
{
    if (a.memory_class != b.memory_class)
        return a.memory_class == MemoryClass::Fits;
    return a.free_bytes > b.free_bytes;
}

ComparisonVerdict decide(const ComparisonReport& r)
{
    ComparisonVerdict v;
    const auto& ss = r.strategies;
    for (size_t i = 0; i < ss.size(); ++i)
        if (usable(ss[i])
            && (v.fastest < 0 || ss[i].estimate.tokens_per_s > ss[size_t(v.fastest)].estimate.tokens_per_s))
            v.fastest = int(i);
    // The strategies that are out, and why; with a winner, how fast they would have been against it.
    auto outOfTheRunning = [&](const ComparedStrategy* w) {
        std::string tail;
        for (const auto& s : ss) {
            if (!s.estimate.valid) {
                tail += " "
                    + trf("psa::Comparison", "{} is invalid: {}.")(
                        s.key, s.estimate.reasons.empty() ? std::string() : s.estimate.reasons.front().message());
            } else if (s.memory_class == MemoryClass::DoesNotFit) {
                const double usableBytes = s.estimate.capacity_bytes * (1 - r.memory_headroom);
                tail += " "
                    + trf("psa::Comparison",
                        "{} does not fit: {:.1f} GiB per device, {:.1f} GiB over the usable {:.1f} GiB")(s.key,
                        gib(s.estimate.memory.total()), gib(s.estimate.memory.total() - usableBytes), gib(usableBytes));
                if (w && w->estimate.tokens_per_s > 0) {
                    const double speed = s.estimate.tokens_per_s / w->estimate.tokens_per_s - 1;
                    tail += std::abs(speed) <= r.tie_band
                        ? trf("psa::Comparison",
                            "; its {:+.1f} % throughput against {} is within the model's error (±{:.0f} %)")(
                            100 * speed, w->key, 100 * r.tie_band)
                        : trf("psa::Comparison", "; it would be {:+.1f} % against {}")(100 * speed, w->key);
                }
                tail += ".";
            }
        }
        return tail;
    };
    if (v.fastest < 0) {
        const std::string tail = outOfTheRunning(nullptr);
        v.text = trf("psa::Comparison",
            "Verdict: none of the strategies is valid and fits in the usable memory (capacity less {:.0f} % "
            "headroom).{}")(100 * r.memory_headroom, tail);
        return v;
    }
    const ComparedStrategy& f = ss[size_t(v.fastest)];
    for (size_t i = 0; i < ss.size(); ++i)
        if (usable(ss[i]) && ss[i].estimate.tokens_per_s >= f.estimate.tokens_per_s * (1 - r.tie_band))
            v.tied_with.push_back(int(i));
    v.tied = v.tied_with.size() > 1;
    v.winner = v.fastest;
    for (int i : v.tied_with)
        if (saferThan(ss[size_t(i)], ss[size_t(v.winner)]))
            v.winner = i;
    const ComparedStrategy& w = ss[size_t(v.winner)];
    const std::string tail = outOfTheRunning(&w);
    // The usable runner-up: the other tied strategy nearest in speed, or the next fastest.
    int other = -1;
    for (size_t i = 0; i < ss.size(); ++i)
        if (int(i) != v.winner && usable(ss[i])
            && (other < 0 || ss[i].estimate.tokens_per_s > ss[size_t(other)].estimate.tokens_per_s))
            other = int(i);
    if (other < 0) {
        v.text = trf("psa::Comparison",
            "Verdict: {} — the only strategy that is valid and fits; it keeps {:.1f} GiB of headroom.")(
            w.key, gib(w.free_bytes));
    } else if (!v.tied) {
        const ComparedStrategy& o = ss[size_t(other)];
        v.text = trf("psa::Comparison",
            "Verdict: {} — {:.1f} % faster than {}, more than the model's error (±{:.0f} %); it keeps {:.1f} GiB of "
            "headroom.")(w.key, 100 * (w.estimate.tokens_per_s / o.estimate.tokens_per_s - 1), o.key, 100 * r.tie_band,
            gib(w.free_bytes));
    } else if (v.winner == v.fastest) {
        const ComparedStrategy& o = ss[size_t(other)];
        v.text = trf("psa::Comparison",
            "Verdict: {} — tied within the model's error (±{:.0f} %) with {} ({:.1f} % faster); it also keeps as much "
            "headroom or more ({:.1f} GiB against {:.1f} GiB).")(w.key, 100 * r.tie_band, o.key,
            100 * (w.estimate.tokens_per_s / o.estimate.tokens_per_s - 1), gib(w.free_bytes), gib(o.free_bytes));
    } else {
        v.text = trf("psa::Comparison",
            "Verdict: {} — tied within the model's error (±{:.0f} %): {} is {:.1f} % faster, but {} keeps {:.1f} GiB "
            "of "
            "headroom against {:.1f} GiB.")(w.key, 100 * r.tie_band, f.key,
            100 * (f.estimate.tokens_per_s / w.estimate.tokens_per_s - 1), w.key, gib(w.free_bytes), gib(f.free_bytes));
    }
    if (w.memory_class == MemoryClass::Risky)
        v.text += " "
            + trf("psa::Comparison",
                "Risky: {} keeps less free memory than the memory model's 90th-percentile error ({:.0f} % of "
                "capacity).")(w.key, 100 * r.risky_below);
    v.text += tail;
    return v;
}

} // namespace

bool ComparisonReport::anyValid() const
{
    return std::any_of(
        strategies.begin(), strategies.end(), [](const ComparedStrategy& s) { return s.estimate.valid; });
}

ComparisonReport buildComparison(const Scenario& scenario, const std::vector<Strategy>& strategies,
    const SearchConstraints& constraints, const Profile& profile, const SearchResult* context,
    std::optional<Framework> emitter, std::vector<Precision> precisions)
{
    ComparisonReport r;
    r.scenario = scenario;
    r.profile_name = profile.name;
    r.throughput_error = profile.throughput_error_p50;
    if (const char* family = errorBarFamily(profile, scenario))
        r.throughput_error_family = family;
    r.memory_error = profile.memory_error_p50;
    r.tie_band = constraints.tie_band >= 0 ? constraints.tie_band : profile.throughput_error_p50;
    r.memory_headroom = constraints.memory_headroom;
    r.risky_below = profile.memory_error_p90;
    r.baseline = computeBaseline(scenario, profile);
    for (const auto& f : scenario.cluster.device.flags)
        r.notes.push_back(trf("psa::Report", "device figure: {}")(f));
    const Candidate* best = context ? context->best() : nullptr;
    if (best) {
        PlanEntry pe;
        pe.scenario = scenarioFor(scenario, *best);
        pe.estimate = evaluate(pe.scenario, best->strategy, profile);
        pe.score = best->score;
        pe.pareto = best->pareto;
        r.search_best = pe;
    }
    for (size_t i = 0; i < strategies.size(); ++i) {
        ComparedStrategy s;
        s.key = i < 26 ? std::string(1, char('A' + i)) : fmt::format("S{}", i + 1);
        s.asked = strategies[i];
        s.precision = i < precisions.size() ? precisions[i] : scenario.training.precision;
        Scenario sc = scenario;
        sc.training.precision = s.precision;
        s.estimate = evaluate(sc, strategies[i], profile);
        s.memory_class = memoryClass(s.estimate, constraints.memory_headroom, profile);
        if (s.estimate.valid) {
            s.free_bytes = s.estimate.capacity_bytes - s.estimate.memory.total();
            s.time_to_train = timeToTrain(s.estimate, sc, profile);
        }
        if (context) {
            for (size_t k = 0; k < context->candidates.size(); ++k)
                if (context->candidates[k].strategy == s.estimate.strategy
                    && context->candidates[k].precision == s.precision) {
                    s.search_rank = static_cast<long long>(k) + 1;
                    break;
                }
        }
        if (r.search_best && s.estimate.valid && r.search_best->estimate.tokens_per_s > 0)
            s.vs_best = s.estimate.tokens_per_s / r.search_best->estimate.tokens_per_s - 1;
        r.strategies.push_back(std::move(s));
    }
    r.verdict = decide(r);
    if (r.verdict.winner >= 0) {
        const ComparedStrategy& w = r.strategies[size_t(r.verdict.winner)];
        static const SearchResult kNoContext;
        r.winner_plan = buildPlanReportFor(
            scenario, w.asked, w.precision, context ? *context : kNoContext, constraints, profile, emitter);
    }
    return r;
}

std::string comparisonLabel(const ComparisonReport& r, size_t i)
{
    const ComparedStrategy& s = r.strategies[i];
    return fmt::format("{}: {}", s.key, describeStrategy(s.estimate.strategy));
}

Document comparisonDocument(const ComparisonReport& r)
{
    const Scenario& sc = r.scenario;
    const auto& ss = r.strategies;
    Document d;
    d.title = trf("psa::Comparison", "Comparison: {} on {} × {}")(
        sc.model.name, sc.cluster.num_devices, sc.cluster.device.name);
    auto header = [&](std::string first) {
        std::vector<std::string> h { std::move(first) };
        for (const auto& s : ss)
            h.push_back(s.key);
        return h;
    };
    auto rightCols = [&](bool firstRight) {
        std::vector<bool> a { firstRight };
        a.resize(ss.size() + 1, true);
        return a;
    };
    // One row: a label and one cell per strategy ("—" for an invalid one).
    auto row = [&](std::string label, const std::function<std::string(const ComparedStrategy&)>& cell) {
        std::vector<std::string> out { std::move(label) };
        for (const auto& s : ss)
            out.push_back(s.estimate.valid ? cell(s) : kDash);
        return out;
    };

    // 1. Baseline
    DocSection s1 { translate("psa::Report", "1. Global baseline (no parallelism)"), {} };
    const Baseline& b = r.baseline;
    s1.table({ { translate("psa::Report", "quantity"), translate("psa::Report", "value") },
        { { translate("psa::Report", "parameters (total / active)"),
              fmt::format("{} / {}", formatCount(b.params_total), formatCount(b.params_active)) },
            { translate("psa::Report", "model FLOPs per token (training)"), fmt::format("{:.4g}", b.flops_per_token) },
            { translate("psa::Report", "FLOPs per step"),
                trf("psa::Report", "{:.4g} (global batch {} × seq {})")(
                    b.flops_per_step, sc.training.global_batch, sc.training.seq_len) },
            { translate("psa::Report", "model states (params + grads + Adam)"), formatGiB(b.model_states_bytes) },
            { translate("psa::Report", "activations (one sequence, no recompute)"), formatGiB(b.activation_bytes) },
            { translate("psa::Report", "device memory"), fmt::format("{:.0f} GiB", sc.cluster.device.memory_gib) } },
        { false, true } });
    {
        const FrameworkFeatures& f = frameworkFeatures(frameworkOf(sc));
        std::vector<std::string> notes = r.notes;
        notes.push_back(trf("psa::Comparison",
            "Planned for: {} ({}); precision {}; memory classes: does not fit above {:.0f} % of capacity (the "
            "usable memory), risky with less than {:.0f} % free (the memory model's 90th-percentile error).")(
            f.name, f.version, toString(sc.training.precision), 100 * (1 - r.memory_headroom), 100 * r.risky_below));
        s1.bullets(notes);
    }
    d.sections.push_back(s1);

    // 2. Side by side, then the verdict
    DocSection s2 { translate("psa::Comparison", "2. Strategies side by side"), {} };
    std::vector<std::string> keys;
    for (size_t i = 0; i < ss.size(); ++i)
        keys.push_back(ss[i].estimate.valid
                ? fmt::format("{}: {}", ss[i].key, planLayoutText(ss[i].estimate.strategy, ss[i].precision))
                : trf("psa::Comparison", "{}: {} — invalid: {}")(ss[i].key, formatStrategy(ss[i].asked),
                    ss[i].estimate.reasons.empty() ? std::string() : ss[i].estimate.reasons.front().message()));
    s2.bullets(keys);
    DocTable t2 { header(translate("psa::Comparison", "metric")), {}, rightCols(false) };
    t2.rows.push_back(row(translate("psa::Comparison", "memory per device"), [&](const ComparedStrategy& s) {
        return fmt::format("{:.1f} / {:.0f} GiB", gib(s.estimate.memory.total()), gib(s.estimate.capacity_bytes));
    }));
    t2.rows.push_back(row(translate("psa::Comparison", "memory class"),
        [&](const ComparedStrategy& s) { return memoryClassName(s.memory_class); }));
    t2.rows.push_back(row(translate("psa::Comparison", "headroom (free memory)"),
        [&](const ComparedStrategy& s) { return fmt::format("{:.1f} GiB", gib(s.free_bytes)); }));
    t2.rows.push_back(row(translate("psa::Comparison", "step time"),
        [&](const ComparedStrategy& s) { return formatSeconds(s.estimate.step_time_s); }));
    t2.rows.push_back(row(trf("psa::Comparison", "MFU (of the {} peak)")(toString(sc.training.precision)),
        [&](const ComparedStrategy& s) { return pct(s.estimate.mfu_precision_peak); }));
    t2.rows.push_back(row(translate("psa::Comparison", "tokens/s"),
        [&](const ComparedStrategy& s) { return withError(s.estimate.tokens_per_s, r.throughput_error, "", 0); }));
    t2.rows.push_back(row(translate("psa::Comparison", "tokens/s per device"),
        [&](const ComparedStrategy& s) { return fmt::format("{:.0f}", s.estimate.tokens_per_s_per_device); }));
    if (!ss.empty() && ss.front().estimate.valid)
        t2.rows.push_back(row(trf("psa::Comparison", "tokens/s vs {}")(ss.front().key), [&](const ComparedStrategy& s) {
            return &s == &ss.front() ? kDash
                                     : signedPct(s.estimate.tokens_per_s / ss.front().estimate.tokens_per_s - 1);
        }));
    t2.rows.push_back(row(translate("psa::Comparison", "pipeline bubble"),
        [&](const ComparedStrategy& s) { return pct(s.estimate.bubble_ratio); }));
    t2.rows.push_back(row(translate("psa::Comparison", "exposed communication"), [&](const ComparedStrategy& s) {
        return pct(s.estimate.step_time_s > 0 ? s.estimate.comm_exposed_s / s.estimate.step_time_s : 0.0);
    }));
    // Time, cost and energy to train (--train-tokens), compact: one figure per cell, the range in brackets.
    const auto ttt
        = std::find_if(ss.begin(), ss.end(), [](const ComparedStrategy& s) { return s.time_to_train.has_value(); });
    if (ttt != ss.end()) {
        const TimeToTrain& t0 = *ttt->time_to_train;
        auto cell = [&](const std::function<std::string(const TimeToTrain&)>& f) {
            return [&, f](const ComparedStrategy& s) { return s.time_to_train ? f(*s.time_to_train) : kDash; };
        };
        t2.rows.push_back(row(trf("psa::Comparison", "days to train {:.3g}T tokens (range)")(t0.tokens / 1e12),
            cell([](const TimeToTrain& t) {
                return fmt::format("{:.1f} ({:.1f}–{:.1f})", t.days, t.days_low, t.days_high);
            })));
        t2.rows.push_back(row(translate("psa::Comparison", "device-hours"),
            cell([](const TimeToTrain& t) { return grouped(t.device_hours); })));
        if (t0.cost)
            t2.rows.push_back(row(trf("psa::Comparison", "cost ({})")(t0.currency),
                cell([](const TimeToTrain& t) { return t.cost ? grouped(*t.cost) : kDash; })));
        if (t0.energy_mwh)
            t2.rows.push_back(row(translate("psa::Comparison", "energy (MWh)"), cell([](const TimeToTrain& t) {
                return t.energy_mwh ? fmt::format("{:.0f}", *t.energy_mwh) : kDash;
            })));
    }
    if (r.search_best)
        t2.rows.push_back(row(translate("psa::Comparison", "vs the search's best"),
            [&](const ComparedStrategy& s) { return signedPct(s.vs_best); }));
    s2.table(t2);
    s2.para(r.verdict.text);
    d.sections.push_back(s2);

    // 3. Launch code of the winner
    if (r.winner_plan && r.verdict.winner >= 0) {
        DocSection s3 { trf("psa::Comparison", "3. Launch code for {} ({})")(
                            ss[size_t(r.verdict.winner)].key, toString(r.winner_plan->framework)),
            {} };
        s3.code(r.winner_plan->launch_code, codeLanguage(r.winner_plan->framework));
        d.sections.push_back(s3);
    } else {
        DocSection s3 { translate("psa::Comparison", "3. Launch code"), {} };
        s3.para(translate("psa::Comparison", "No launch code: none of the strategies is valid and fits."));
        d.sections.push_back(s3);
    }

    // 4. Memory by component
    DocSection s4 { translate("psa::Comparison", "4. Memory per device by component (GiB, worst pipeline stage)"), {} };
    DocTable t4 { header(translate("psa::Report", "component")), {}, rightCols(false) };
    auto memRow = [&](std::string what, double MemoryBreakdown::*part) {
        return row(std::move(what),
            [&](const ComparedStrategy& s) { return fmt::format("{:.2f}", gib(s.estimate.memory.*part)); });
    };
    t4.rows.push_back(memRow(translate("psa::Report", "parameters"), &MemoryBreakdown::params));
    t4.rows.push_back(memRow(translate("psa::Report", "gradients"), &MemoryBreakdown::grads));
    t4.rows.push_back(memRow(translate("psa::Report", "optimizer states"), &MemoryBreakdown::optimizer));
    t4.rows.push_back(memRow(translate("psa::Report", "activations"), &MemoryBreakdown::activations));
    t4.rows.push_back(memRow(translate("psa::Report", "logits / loss"), &MemoryBreakdown::logits));
    t4.rows.push_back(memRow(translate("psa::Report", "communication buffers"), &MemoryBreakdown::comm_buffers));
    t4.rows.push_back(
        memRow(translate("psa::Report", "framework (context, workspace, fragmentation)"), &MemoryBreakdown::framework));
    t4.rows.push_back(row(translate("psa::Report", "total"),
        [&](const ComparedStrategy& s) { return fmt::format("{:.2f}", gib(s.estimate.memory.total())); }));
    t4.rows.push_back(row(translate("psa::Comparison", "usable (capacity − headroom)"), [&](const ComparedStrategy& s) {
        return fmt::format("{:.2f}", gib(s.estimate.capacity_bytes * (1 - r.memory_headroom)));
    }));
    t4.rows.push_back(row(translate("psa::Comparison", "memory class"),
        [&](const ComparedStrategy& s) { return memoryClassName(s.memory_class); }));
    s4.table(t4);
    d.sections.push_back(s4);

    // 5. Communication per dimension
    DocSection s5 { translate("psa::Report", "5. Communication per dimension (per step)"), {} };
    DocTable t5 { { translate("psa::Report", "dim"), translate("psa::Comparison", "strategy"),
                      translate("psa::Report", "operations"), translate("psa::Report", "group"),
                      translate("psa::Report", "link"), translate("psa::Report", "volume GiB"),
                      translate("psa::Report", "time"), translate("psa::Report", "exposed") },
        {}, { false, false, false, true, false, true, true, true } };
    for (CommDim dim : kCommDims)
        for (const auto& s : ss) {
            const CommCost& c = s.estimate.commFor(dim);
            if (!s.estimate.valid || !c.active())
                continue;
            t5.rows.push_back({ toString(dim), s.key, fmt::format("{} × {}", c.calls, collectiveName(c.collective)),
                std::to_string(c.group_size), linkName(c.crosses_scale_out), fmt::format("{:.1f}", gib(c.volume_bytes)),
                formatSeconds(c.time_s), formatSeconds(c.exposed_s) });
        }
    if (t5.rows.empty())
        s5.para(translate(
            "psa::Report", "No collective communication: a single device per replica and no data parallelism."));
    else
        s5.table(t5);
    d.sections.push_back(s5);

    // 6. Bubble and schedule
    DocSection s6 { translate("psa::Comparison", "6. Pipeline bubble and schedule"), {} };
    DocTable t6 { { translate("psa::Comparison", "strategy"), translate("psa::Report", "schedule"), "pp", "vpp",
                      translate("psa::Comparison", "micro-batches"), translate("psa::Report", "bubble"),
                      translate("psa::Comparison", "bubble time") },
        {}, { false, false, true, true, true, true, true } };
    for (const auto& s : ss)
        if (s.estimate.valid)
            t6.rows.push_back({ s.key, s.estimate.strategy.pp > 1 ? toString(s.estimate.strategy.schedule) : kDash,
                std::to_string(s.estimate.strategy.pp), std::to_string(s.estimate.strategy.vpp),
                std::to_string(s.estimate.micro_batches), pct(s.estimate.bubble_ratio),
                formatSeconds(s.estimate.bubble_time_s) });
    s6.table(t6);
    if (r.winner_plan && !r.winner_plan->schedules.empty()) {
        const std::string& wk = ss[size_t(r.verdict.winner)].key;
        DocTable t { { translate("psa::Report", "schedule"), "vpp", translate("psa::Report", "bubble"),
                         translate("psa::Report", "step time"), translate("psa::Report", "memory GiB"),
                         translate("psa::Report", "fits") },
            {}, { false, true, true, true, true, false } };
        for (const auto& o : r.winner_plan->schedules)
            t.rows.push_back({ toString(o.schedule), std::to_string(o.vpp), pct(o.bubble_ratio),
                formatSeconds(o.step_time_s), fmt::format("{:.1f}", gib(o.memory_bytes)),
                o.fits ? translate("psa::Report", "yes") : translate("psa::Report", "no") });
        s6.para(trf("psa::Comparison", "Schedules {} could run with:")(wk));
        s6.table(t);
        if (const std::string advice = scheduleAdviceText(*r.winner_plan, true); !advice.empty())
            s6.para(advice);
    }
    d.sections.push_back(s6);

    // 7. Memory optimisations of the winner
    if (r.winner_plan) {
        const std::string& wk = ss[size_t(r.verdict.winner)].key;
        DocSection s7 { trf("psa::Comparison", "7. Memory optimisations for {}")(wk), {} };
        DocTable mt { { translate("psa::Report", "change"), translate("psa::Report", "memory GiB"),
                          translate("psa::Report", "saves GiB"), translate("psa::Report", "throughput") },
            {}, { false, true, true, true } };
        for (const auto& o : r.winner_plan->memory_options)
            mt.rows.push_back({ o.change, fmt::format("{:.1f}", gib(o.memory_bytes)),
                fmt::format("{:+.1f}", gib(o.saved_bytes)), fmt::format("{:+.1f} %", 100 * o.throughput_change) });
        if (mt.rows.empty())
            s7.para(translate("psa::Report", "No further memory lever applies to this layout."));
        else
            s7.table(mt);
        d.sections.push_back(s7);
    } else {
        DocSection s7 { translate("psa::Report", "7. Memory optimisations"), {} };
        s7.para(translate("psa::Comparison",
            "None of the strategies fits: see section 4 for what fills the memory, and psa diagnose for the fixes."));
        d.sections.push_back(s7);
    }

    // 8. Against the search's best layout
    DocSection s8 { translate("psa::Comparison", "8. Against the best layout the search finds"), {} };
    if (r.search_best) {
        const Estimate& be = r.search_best->estimate;
        DocTable t8 { { "", translate("psa::Report", "layout"), translate("psa::Report", "memory GiB"),
                          translate("psa::Comparison", "memory class"), translate("psa::Report", "tokens/s/device"),
                          translate("psa::Comparison", "vs best"), translate("psa::Comparison", "rank") },
            {}, { false, false, true, false, true, true, true } };
        const MemoryClass bc = memoryClass(be.memory.total(), be.capacity_bytes, r.memory_headroom, r.risky_below);
        t8.rows.push_back({ translate("psa::Comparison", "best"),
            planLayoutText(be.strategy, r.search_best->scenario.training.precision),
            fmt::format("{:.1f}", gib(be.memory.total())), memoryClassName(bc),
            fmt::format("{:.0f}", be.tokens_per_s_per_device), kDash, "1" });
        for (const auto& s : ss) {
            if (!s.estimate.valid)
                continue;
            t8.rows.push_back({ s.key, planLayoutText(s.estimate.strategy, s.precision),
                fmt::format("{:.1f}", gib(s.estimate.memory.total())), memoryClassName(s.memory_class),
                fmt::format("{:.0f}", s.estimate.tokens_per_s_per_device), signedPct(s.vs_best),
                s.search_rank ? std::to_string(*s.search_rank)
                              : translate("psa::Comparison", "outside the constraints") });
        }
        s8.table(t8);
        s8.para(trf("psa::Comparison",
            "The search evaluated {} valid layouts under the same constraints ({} fit); a gap within ±{:.0f} % is "
            "within "
            "the model's error.")(r.winner_plan ? r.winner_plan->stats.valid : 0,
            r.winner_plan ? r.winner_plan->stats.fitting : 0, 100 * r.tie_band));
    } else {
        s8.para(translate("psa::Comparison", "The search finds no layout that fits under the same constraints."));
    }
    d.sections.push_back(s8);
    return d;
}

std::string renderComparisonText(const ComparisonReport& r, bool markdown)
{
    const Document d = comparisonDocument(r);
    return markdown ? renderMarkdown(d) : renderText(d, false);
}

std::string renderComparisonJson(const ComparisonReport& r, const Profile& profile)
{
    using ordered = nlohmann::ordered_json;
    ordered j;
    const Scenario& sc = r.scenario;
    j["kind"] = "comparison";
    j["scenario"] = { { "model", sc.model.id }, { "model_name", sc.model.name }, { "device", sc.cluster.device.id },
        { "devices", sc.cluster.num_devices }, { "devices_per_node", sc.cluster.nodeSize() },
        { "seq_len", sc.training.seq_len }, { "global_batch", sc.training.global_batch },
        { "precision", toString(sc.training.precision) }, { "framework", toString(frameworkOf(sc)) } };
    const Baseline& b = r.baseline;
    j["baseline"] = { { "params_total", b.params_total }, { "params_active", b.params_active },
        { "flops_per_token", b.flops_per_token }, { "memory_gib", gib(b.memory_bytes) },
        { "bottleneck", b.bottleneck_is_activations ? "activations" : "model states" } };
    j["memory_classes"]
        = { { "usable_fraction", 1 - r.memory_headroom }, { "risky_below_free_fraction", r.risky_below } };
    j["tie_band"] = r.tie_band;
    j["strategies"] = ordered::array();
    for (const auto& s : r.strategies) {
        Scenario own = sc;
        own.training.precision = s.precision;
        const Baseline ob = computeBaseline(own, profile);
        ordered e = ordered::parse(evaluationJson({ own, ob, s.estimate, profile }))["evaluated"];
        e["key"] = s.key;
        e["strategy"] = formatStrategy(s.estimate.strategy);
        e["layout"] = describeStrategy(s.estimate.strategy);
        e["precision"] = toString(s.precision);
        e["memory_class"] = s.estimate.valid ? ordered(memoryClassKey(s.memory_class)) : ordered();
        e["free_gib"] = gib(s.free_bytes);
        e["search_rank"] = s.search_rank ? ordered(*s.search_rank) : ordered();
        e["vs_search_best"] = r.search_best && s.estimate.valid ? ordered(s.vs_best) : ordered();
        e["time_to_train"] = s.time_to_train ? timeToTrainJson(*s.time_to_train) : ordered();
        j["strategies"].push_back(std::move(e));
    }
    const ComparisonVerdict& v = r.verdict;
    ordered tied = ordered::array();
    for (int i : v.tied_with)
        tied.push_back(r.strategies[size_t(i)].key);
    j["verdict"] = { { "winner", v.winner >= 0 ? ordered(v.winner) : ordered() },
        { "key", v.winner >= 0 ? ordered(r.strategies[size_t(v.winner)].key) : ordered() },
        { "fastest", v.fastest >= 0 ? ordered(r.strategies[size_t(v.fastest)].key) : ordered() }, { "tied", v.tied },
        { "tied_with", tied }, { "text", v.text } };
    if (r.winner_plan) {
        const PlanReport& w = *r.winner_plan;
        j["launch_code"] = { { "key", r.strategies[size_t(v.winner)].key }, { "framework", toString(w.framework) },
            { "code", w.launch_code } };
        j["schedules"] = ordered::array();
        for (const auto& o : w.schedules)
            j["schedules"].push_back(
                { { "schedule", toString(o.schedule) }, { "vpp", o.vpp }, { "bubble_ratio", o.bubble_ratio },
                    { "step_time_s", o.step_time_s }, { "memory_gib", gib(o.memory_bytes) }, { "fits", o.fits } });
        j["memory_optimizations"] = ordered::array();
        for (const auto& o : w.memory_options)
            j["memory_optimizations"].push_back({ { "change", o.change }, { "memory_gib", gib(o.memory_bytes) },
                { "saved_gib", gib(o.saved_bytes) }, { "throughput_change", o.throughput_change } });
        j["search"] = { { "candidates_valid", w.stats.valid }, { "candidates_fitting", w.stats.fitting } };
    } else {
        j["launch_code"] = nullptr;
        j["schedules"] = ordered::array();
        j["memory_optimizations"] = ordered::array();
    }
    if (r.search_best) {
        const Estimate& be = r.search_best->estimate;
        j["search_best"] = { { "strategy", formatStrategy(be.strategy) }, { "layout", describeStrategy(be.strategy) },
            { "precision", toString(r.search_best->scenario.training.precision) },
            { "memory_gib", gib(be.memory.total()) },
            { "memory_class",
                memoryClassKey(memoryClass(be.memory.total(), be.capacity_bytes, r.memory_headroom, r.risky_below)) },
            { "tokens_per_s", be.tokens_per_s }, { "tokens_per_s_per_device", be.tokens_per_s_per_device },
            { "mfu", be.mfu } };
    } else {
        j["search_best"] = nullptr;
    }
    j["notes"] = r.notes;
    j["profile"] = r.profile_name;
    j["throughput_error_family"] = familyKey(r.throughput_error_family);  // "" = the overall error
    return j.dump(2) + "\n";
}

} // namespace psa

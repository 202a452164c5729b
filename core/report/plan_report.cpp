#include "report/plan_report.h"
#include "report/tie_note.h"
#include "report/time_to_train_report.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "calibration/validation.h"
#include "cost/evaluate.h"
#include "cost/validity.h"
#include "i18n/i18n.h"
#include "report/document.h"
#include "report/evaluation_report.h"
#include "spec/framework.h"
#include "util/units.h"

namespace psa {

namespace {

using i18n::translate;
using i18n::trf;

constexpr size_t kAlternatives = 3;
constexpr int kMaxVppShown = 4;

std::string pctText(double x) { return std::isfinite(x) ? fmt::format("{:.1f} %", 100.0 * x) : translate("psa::Report", "n/a"); }

PlanEntry entryFor(const Scenario& sc, const Candidate& c, const Profile& p)
{
    PlanEntry e;
    e.scenario = scenarioFor(sc, c);
    e.estimate = evaluate(e.scenario, c.strategy, p);
    e.score = c.score;
    e.pareto = c.pareto;
    return e;
}

// Different enough to be worth showing as an alternative: another layout, not just another micro-batch size.
bool sameLayout(const Strategy& a, const Strategy& b)
{
    return a.tp == b.tp && a.pp == b.pp && a.cp == b.cp && a.ep == b.ep && a.etp == b.etp && a.zero == b.zero;
}

double commOverhead(const Estimate& e) { return e.step_time_s > 0 ? e.comm_exposed_s / e.step_time_s : 0.0; }

std::string layoutText(const Strategy& s, Precision pr)
{
    std::string t = fmt::format("DP={}, TP={}, PP={}", s.dp, s.tp, s.pp);
    if (s.cp > 1)
        t += fmt::format(", CP={}", s.cp);
    if (s.ep > 1)
        t += fmt::format(", EP={}", s.ep);
    if (s.ep > 1 && s.etp > 1)
        t += fmt::format(", ETP={}", s.etp);
    if (s.vpp > 1)
        t += fmt::format(", VPP={}", s.vpp);
    t += s.zero == 3 ? ", FSDP (ZeRO-3)" : s.zero > 0 ? fmt::format(", ZeRO-{}", s.zero) : ", DDP";
    t += fmt::format(", mbs={}, recompute={}, {}", s.mbs, toString(s.recompute), toString(pr));
    if (s.optimizer_offload)
        t += ", " + translate("psa::Report", "optimizer offload");
    return t;
}

}  // namespace

PlanReport buildPlanReport(const Scenario& sc, const SearchResult& r, const SearchConstraints& c, const Profile& p,
                           std::optional<Framework> emitter)
{
    PlanReport rep;
    rep.scenario = sc;
    rep.planned_for = frameworkOf(sc);
    const Framework framework = emitter.value_or(emitterFor(rep.planned_for));
    rep.profile_name = p.name;
    rep.throughput_error = p.throughput_error_p50;
    if (const char* family = errorBarFamily(p, sc))
        rep.throughput_error_family = family;
    rep.memory_error = p.memory_error_p50;
    rep.baseline = computeBaseline(sc, p);
    rep.stats = r.stats;
    rep.framework = framework;
    for (const auto& f : sc.cluster.device.flags)
        rep.notes.push_back(trf("psa::Report", "device figure: {}")(f));
    if (sc.model.hasLinearAttention())
        rep.notes.push_back(trf("psa::Report", "hybrid attention: {} of {} layers run {} (cost linear in the sequence "
                                               "length), the others softmax attention; context parallelism stays 1 "
                                               "for such models")(sc.model.linearAttentionLayers(), sc.model.layers,
            displayName(sc.model.linear_attention.kind)));
    for (const auto& a : sc.model.approximations)
        rep.notes.push_back(trf("psa::Report", "approximation: {}")(a));
    if (r.stats.truncated)
        rep.notes.push_back(trf("psa::Report", "search bounded at {} candidates: later layouts (larger tp, pp, cp, ep) were not evaluated; "
                                               "narrow the constraints to search them")(c.max_candidates));

    const Candidate* best = r.best();
    rep.tie = tieNoteFor(r, sc, p);
    if (best) {
        rep.recommended = entryFor(sc, *best, p);
        for (const Candidate& cand : r.candidates) {
            if (rep.alternatives.size() >= kAlternatives || !cand.fits)
                break;
            if (&cand == best || sameLayout(cand.strategy, best->strategy))
                continue;
            bool dup = false;
            for (const auto& a : rep.alternatives)
                dup = dup || sameLayout(a.estimate.strategy, cand.strategy);
            if (!dup)
                rep.alternatives.push_back(entryFor(sc, cand, p));
        }
        rep.memory_verdict = memoryVerdict(rep.recommended->estimate, p, c.memory_headroom);
        rep.time_to_train = timeToTrain(rep.recommended->estimate, rep.recommended->scenario, p);
        const Scenario& rs = rep.recommended->scenario;
        const Strategy base = rep.recommended->estimate.strategy;
        const Estimate& be = rep.recommended->estimate;
        // Section 6: the recommended layout under every schedule that applies.
        if (base.pp > 1) {
            for (Schedule s : {Schedule::OneFOneB, Schedule::Interleaved, Schedule::ZBH1, Schedule::ZBV, Schedule::DualPipe}) {
                for (int v = (s == Schedule::Interleaved ? 2 : 1); v <= (s == Schedule::Interleaved ? kMaxVppShown : 1); ++v) {
                    Strategy t = base;
                    t.schedule = s;
                    t.vpp = v;
                    const Estimate e = evaluate(rs, t, p, {false, true});
                    if (!e.valid)
                        continue;
                    rep.schedules.push_back({s, v, e.bubble_ratio, e.step_time_s, e.memory.total(),
                                             e.memory.total() <= e.capacity_bytes * (1 - c.memory_headroom)});
                }
            }
            const ScheduleOption* fastest = nullptr;
            for (const auto& o : rep.schedules)
                if (o.fits && (!fastest || o.step_time_s < fastest->step_time_s))
                    fastest = &o;
            if (fastest)
                rep.schedule_advice = *fastest;
        }
        // Section 7: memory levers relative to the recommendation, only those that change something.
        auto tryChange = [&](const std::string& label, Strategy t) {
            if (t == base)
                return;
            const Estimate e = evaluate(rs, t, p, {false, true});
            if (!e.valid)
                return;
            rep.memory_options.push_back({label, e.memory.total(), be.memory.total() - e.memory.total(),
                                          be.tokens_per_s > 0 ? e.tokens_per_s / be.tokens_per_s - 1.0 : 0.0});
        };
        for (Recompute rc : {Recompute::None, Recompute::Selective, Recompute::Full}) {
            Strategy t = base;
            t.recompute = rc;
            tryChange(trf("psa::Report", "activation checkpointing: recompute={}")(toString(rc)), t);
        }
        for (int z = 0; z <= 3; ++z) {
            Strategy t = base;
            t.zero = z;
            t.optimizer_offload = false;  // one lever at a time: offload has its own row
            tryChange(z == 3   ? translate("psa::Report", "FSDP full shard (ZeRO-3)")
                      : z == 1 ? translate("psa::Report", "ZeRO-1 (distributed optimizer)")
                               : fmt::format("ZeRO-{}", z),
                      t);
        }
        if (base.zero <= 2) {
            Strategy t = base;
            t.optimizer_offload = !base.optimizer_offload;
            tryChange(t.optimizer_offload ? translate("psa::Report", "optimizer CPU offload") : translate("psa::Report", "no optimizer offload"), t);
        }
        if (base.mbs > 1) {
            Strategy t = base;
            t.mbs = 1;
            tryChange(translate("psa::Report", "micro-batch size 1"), t);
        }
        // FP8 is an option, never the pick, unless the user asked for it: the same layout in FP8.
        if (rs.training.precision != Precision::FP8 && rs.cluster.device.fp8_tflops > 0
            && *frameworkFeatures(rep.planned_for).fp8_recipes != '\0') {
            Scenario f8 = rs;
            f8.training.precision = Precision::FP8;
            const Estimate e = evaluate(f8, base, p, {false, true});
            if (e.valid && be.tokens_per_s > 0 && e.tokens_per_s > be.tokens_per_s)
                rep.fp8_option = Fp8Option{e.tokens_per_s, e.tokens_per_s / be.tokens_per_s - 1.0, e.memory.total(),
                                           e.memory.total() <= e.capacity_bytes * (1 - c.memory_headroom)};
        }
    } else {
        for (const auto& [rule, n] : r.stats.pruned_by_rule)
            rep.pruned_by_rule.push_back({rule, n});
        std::sort(rep.pruned_by_rule.begin(), rep.pruned_by_rule.end(), [](auto& a, auto& b) { return a.second > b.second; });
        if (r.candidates.empty())
            rep.nearby_device_counts = nearbyValidDeviceCounts(sc, c);
        else
            rep.minimum_devices = minimumDevicesToFit(sc, c, p);
    }
    for (const Candidate& cand : r.candidates)
        if (cand.pareto)
            rep.pareto.push_back(cand);
    std::sort(rep.pareto.begin(), rep.pareto.end(), [](const Candidate& a, const Candidate& b) { return a.memory_bytes < b.memory_bytes; });
    if (rep.recommended)
        rep.launch_code = emitLaunchCode(framework, rep.recommended->scenario, rep.recommended->estimate.strategy);
    return rep;
}

namespace {

// Rule names of the search's pruning (core/search), shown in the no-solution table; JSON keeps them as they are.
[[maybe_unused]] constexpr const char* kPruneRules[] = {
    QT_TRANSLATE_NOOP("psa::Search", "constraint: tp"),
    QT_TRANSLATE_NOOP("psa::Search", "constraint: pp"),
    QT_TRANSLATE_NOOP("psa::Search", "constraint: cp"),
    QT_TRANSLATE_NOOP("psa::Search", "constraint: dp"),
    QT_TRANSLATE_NOOP("psa::Search", "constraint: ep"),
    QT_TRANSLATE_NOOP("psa::Search", "constraint: etp"),
    QT_TRANSLATE_NOOP("psa::Search", "§7.3 heads / query groups / FFN not divisible by tp"),
    QT_TRANSLATE_NOOP("psa::Search", "§7.5 layers not divisible by pp"),
    QT_TRANSLATE_NOOP("psa::Search", "§7.4 sequence not divisible by 2·cp"),
    QT_TRANSLATE_NOOP("psa::Search", "§7.6 global batch not divisible by dp"),
    QT_TRANSLATE_NOOP("psa::Search", "§7.2 experts not divisible by ep"),
    QT_TRANSLATE_NOOP("psa::Search", "§7.1 expert grid etp·ep·pp does not divide the devices"),
    QT_TRANSLATE_NOOP("psa::Search", "framework: no uneven pipeline stages"),
    QT_TRANSLATE_NOOP("psa::Search", "framework: no ring context parallelism"),
    QT_TRANSLATE_NOOP("psa::Search", "framework: no expert parallelism"),
    QT_TRANSLATE_NOOP("psa::Search", "framework: no expert tensor parallelism"),
};

Document buildDocument(const PlanReport& r)
{
    const Scenario& sc = r.scenario;
    Document d;
    d.title = trf("psa::Report", "Parallel strategy plan: {} on {} × {}")(sc.model.name, sc.cluster.num_devices, sc.cluster.device.name);

    // 1. Global baseline
    DocSection s1{translate("psa::Report", "1. Global baseline (no parallelism)"), {}};
    const Baseline& b = r.baseline;
    s1.table({{translate("psa::Report", "quantity"), translate("psa::Report", "value")},
              {{translate("psa::Report", "parameters (total / active)"), fmt::format("{} / {}", formatCount(b.params_total), formatCount(b.params_active))},
               {translate("psa::Report", "model FLOPs per token (training)"), fmt::format("{:.4g}", b.flops_per_token)},
               {translate("psa::Report", "FLOPs per step"),
                trf("psa::Report", "{:.4g} (global batch {} × seq {})")(b.flops_per_step, sc.training.global_batch, sc.training.seq_len)},
               {translate("psa::Report", "model states (params + grads + Adam)"), formatGiB(b.model_states_bytes)},
               {translate("psa::Report", "activations (one sequence, no recompute)"), formatGiB(b.activation_bytes)},
               {translate("psa::Report", "total on one device"), formatGiB(b.memory_bytes)},
               {translate("psa::Report", "device memory"), fmt::format("{:.0f} GiB", sc.cluster.device.memory_gib)}},
              {false, true}});
    s1.para(trf("psa::Report", "Bottleneck: {}. {}")(
        b.bottleneck_is_activations ? translate("psa::Report", "activations") : translate("psa::Report", "model states"),
        b.bottleneck_is_activations ? translate("psa::Report", "Sequence/context parallelism and recompute matter most.")
                                    : translate("psa::Report", "Sharding the weights and optimizer (TP/PP/ZeRO) matters most.")));
    if (!r.notes.empty())
        s1.bullets(r.notes);
    d.sections.push_back(s1);

    DocSection s2{translate("psa::Report", "2. Strategy summary"), {}};
    if (!r.recommended) {
        if (r.stats.valid == 0) {
            s2.para(trf("psa::Report", "No valid strategy for {} devices: every layout breaks a hard rule (cost-model §7).")(sc.cluster.num_devices));
            DocTable t{{translate("psa::Report", "rule"), translate("psa::Report", "layouts removed")}, {}, {false, true}};
            for (const auto& [rule, n] : r.pruned_by_rule)
                t.rows.push_back({translate("psa::Search", rule.c_str()), std::to_string(n)});
            s2.table(t);
            if (!r.nearby_device_counts.empty()) {
                std::string counts;
                for (int n : r.nearby_device_counts)
                    counts += (counts.empty() ? "" : ", ") + std::to_string(n);
                s2.para(trf("psa::Report", "Nearest device counts with valid layouts: {}.")(counts));
            }
        } else {
            s2.para(trf("psa::Report", "{} valid layouts, but none fits in {:.0f} GiB with the memory headroom.")(r.stats.valid,
                                                                                                              sc.cluster.device.memory_gib));
            s2.para(r.minimum_devices ? trf("psa::Report", "The model fits from {} devices ({}).")(*r.minimum_devices, sc.cluster.device.name)
                                      : translate("psa::Report", "No device count up to the search limit makes it fit."));
        }
        d.sections.push_back(s2);
        return d;
    }
    const Estimate& e = r.recommended->estimate;
    const Strategy& st = e.strategy;
    const Precision prec = r.recommended->scenario.training.precision;
    const std::string mfuText = prec == Precision::FP8
        ? trf("psa::Report", "{} of the FP8 peak ({:.1f} % of the BF16 peak)")(withError(e.mfu_precision_peak, r.throughput_error, " %", 1, 100),
                                                                               100 * e.mfu)
        : withError(e.mfu, r.throughput_error, " %", 1, 100);
    std::vector<std::vector<std::string>> rows = {
              {translate("psa::Report", "Planned for"), frameworkTitle(r.planned_for)},
              {translate("psa::Report", "Recommended"), layoutText(st, prec)},
               {translate("psa::Report", "Memory/device"),
                fmt::format("{} / {:.0f} GiB ({:.0f} %): {}", withError(gib(e.memory.total()), r.memory_error, " GiB", 1), gib(e.capacity_bytes),
                            100 * e.memory.total() / e.capacity_bytes, r.memory_verdict)},
               {translate("psa::Report", "Bubble"), fmt::format("{} ({})", pctText(e.bubble_ratio), toString(st.schedule))},
               {translate("psa::Report", "Communication overhead"), trf("psa::Report", "{} of step time exposed")(pctText(commOverhead(e)))},
               {translate("psa::Report", "MFU estimate"), mfuText},
               {translate("psa::Report", "Throughput"),
                trf("psa::Report", "{} tokens/s ({:.0f} per device), step {}")(withError(e.tokens_per_s, r.throughput_error, "", 0),
                                                                               e.tokens_per_s_per_device, formatSeconds(e.step_time_s))}};
    if (const ClusterSpec& cl = r.recommended->scenario.cluster; cl.power_cap_w > 0)
        rows.insert(rows.begin() + 1, {translate("psa::Report", "Power cap"),
                                       trf("psa::Report", "{:.0f} W of {:.0f} W: compute at {:.0f} % of the full clock")(
                                           cl.power_cap_w, cl.device.tdp_w, 100 * e.sustained_clock)});
    if (const Scenario& rs = r.recommended->scenario; eagerModelCode(rs))
        rows.insert(rows.begin() + 1, {translate("psa::Report", "torch.compile"),
                                       torchCompileInPlan(rs, st)
                                           ? translate("psa::Report", "on (fused norms, activations and RoPE)")
                                           : translate("psa::Report", "off: one kernel per norm, activation and RoPE op (--torch-compile on fuses them)")});
    if (prec == Precision::FP8)
        if (const auto recipe = fp8RecipeOf(r.recommended->scenario))
            rows.insert(rows.begin() + 2, {translate("psa::Report", "FP8 recipe"),
                                           fmt::format("{}{}", toString(*recipe), r.recommended->scenario.training.fp8_recipe ? "" : translate("psa::Report", " (the framework's default)"))});
    if (r.tie && r.tie->band_family)
        rows.push_back({translate("psa::Report", "Ranking"),
                        trf("psa::Report", "tied within ±{:.0f} % (the model's median throughput error on {} runs) with {} candidates; picked because {}")(
                            100 * r.tie->band, translate("psa::Family", r.tie->band_family), r.tie->tied, r.tie->reason)});
    else if (r.tie)
        rows.push_back({translate("psa::Report", "Ranking"),
                        trf("psa::Report", "tied within ±{:.0f} % (the model's median throughput error) with {} candidates; picked because {}")(
                            100 * r.tie->band, r.tie->tied, r.tie->reason)});
    if (r.fp8_option)
        rows.push_back({translate("psa::Report", "Option: with FP8"),
                        trf("psa::Report", "{:.0f} tokens/s ({:+.0f} %) with the same layout, {} — not the pick: FP8 was not asked for "
                                           "(--precision fp8)")(r.fp8_option->tokens_per_s, 100 * r.fp8_option->throughput_change,
                                                                r.fp8_option->fits ? translate("psa::Report", "fits")
                                                                                   : translate("psa::Report", "does not fit"))});
    for (auto& row : timeToTrainRows(r.time_to_train))
        rows.push_back(std::move(row));
    rows.push_back({translate("psa::Report", "Search"),
                    trf("psa::Report", "{} layouts enumerated, {} valid, {} fit; {:.0f} ms on {} threads")(
                        r.stats.enumerated, r.stats.valid, r.stats.fitting, r.stats.elapsed_ms, r.stats.threads)});
    s2.table({{"", ""}, std::move(rows), {false, false}});
    if (!e.warnings.empty())
        s2.bullets(e.warnings);
    d.sections.push_back(s2);

    DocSection s3{trf("psa::Report", "3. DeviceMesh and launch code ({})")(toString(r.framework)), {}};
    s3.code(r.launch_code, codeLanguage(r.framework));
    // Ascend has two native stacks. The MindSpeed-LLM script (the default there) names MindSpore as the alternative
    // in its own header; a MindSpore plan gets MindSpeed-LLM named here.
    if (r.framework == Framework::MindSpore && defaultLaunchFramework(r.scenario.cluster.device) == Framework::MindSpeed)
        s3.bullets({translate("psa::Report", "Alternative on Ascend: MindSpeed-LLM (--emit mindspeed).")});
    d.sections.push_back(s3);

    DocSection s4{trf("psa::Report", "4. Post-sharding memory per device (pipeline stage {})")(e.worst_stage), {}};
    const MemoryBreakdown& m = e.memory;
    auto memRow = [&](std::string what, double bytes) {
        return std::vector<std::string>{std::move(what), fmt::format("{:.2f}", gib(bytes)), pctText(bytes / m.total())};
    };
    s4.table({{translate("psa::Report", "component"), "GiB", translate("psa::Report", "share")},
              {memRow(translate("psa::Report", "parameters"), m.params), memRow(translate("psa::Report", "gradients"), m.grads),
               memRow(translate("psa::Report", "optimizer states"), m.optimizer), memRow(translate("psa::Report", "activations"), m.activations),
               memRow(translate("psa::Report", "logits / loss"), m.logits),
               memRow(translate("psa::Report", "communication buffers"), m.comm_buffers),
               memRow(translate("psa::Report", "framework (context, workspace, fragmentation)"), m.framework),
               memRow(translate("psa::Report", "total"), m.total())},
              {false, true, true}});
    s4.para(trf("psa::Report", "Capacity {:.0f} GiB; headroom left {:.1f} GiB.")(gib(e.capacity_bytes), gib(e.capacity_bytes - m.total())));
    d.sections.push_back(s4);

    DocSection s5{translate("psa::Report", "5. Communication per dimension (per step)"), {}};
    DocTable ct{{translate("psa::Report", "dim"), translate("psa::Report", "operations"), translate("psa::Report", "group"),
                 translate("psa::Report", "link"), translate("psa::Report", "volume GiB"), translate("psa::Report", "time"),
                 translate("psa::Report", "exposed"), translate("psa::Report", "overlap")},
                {},
                {false, false, true, false, true, true, true, true}};
    for (CommDim dim : kCommDims) {
        const CommCost& c = e.commFor(dim);
        if (!c.active())
            continue;
        ct.rows.push_back({toString(dim), fmt::format("{} × {}", c.calls, collectiveName(c.collective)), std::to_string(c.group_size),
                           linkName(c.crosses_scale_out), fmt::format("{:.1f}", gib(c.volume_bytes)), formatSeconds(c.time_s),
                           formatSeconds(c.exposed_s), pctText(c.time_s > 0 ? 1.0 - c.exposed_s / c.time_s : 0.0)});
    }
    if (ct.rows.empty())
        s5.para(translate("psa::Report", "No collective communication: a single device per replica and no data parallelism."));
    else
        s5.table(ct);
    d.sections.push_back(s5);

    DocSection s6{translate("psa::Report", "6. Pipeline bubble"), {}};
    if (st.pp == 1) {
        s6.para(translate("psa::Report", "No pipeline parallelism (pp = 1): no bubble."));
    } else {
        s6.para(trf("psa::Report", "{} micro-batches over {} stages; bubble {} of compute with {}.")(e.micro_batches, st.pp, pctText(e.bubble_ratio),
                                                                                                     toString(st.schedule)));
        DocTable t{{translate("psa::Report", "schedule"), "vpp", translate("psa::Report", "bubble"), translate("psa::Report", "step time"),
                    translate("psa::Report", "memory GiB"), translate("psa::Report", "fits")},
                   {},
                   {false, true, true, true, true, false}};
        for (const auto& o : r.schedules)
            t.rows.push_back({toString(o.schedule), std::to_string(o.vpp), pctText(o.bubble_ratio), formatSeconds(o.step_time_s),
                              fmt::format("{:.1f}", gib(o.memory_bytes)), o.fits ? translate("psa::Report", "yes") : translate("psa::Report", "no")});
        s6.table(t);
        if (const std::string advice = scheduleAdviceText(r); !advice.empty())
            s6.para(advice);
    }
    d.sections.push_back(s6);

    DocSection s7{translate("psa::Report", "7. Memory optimisations"), {}};
    DocTable mt{{translate("psa::Report", "change"), translate("psa::Report", "memory GiB"), translate("psa::Report", "saves GiB"),
                 translate("psa::Report", "throughput")},
                {},
                {false, true, true, true}};
    for (const auto& o : r.memory_options)
        mt.rows.push_back({o.change, fmt::format("{:.1f}", gib(o.memory_bytes)), fmt::format("{:+.1f}", gib(o.saved_bytes)),
                           fmt::format("{:+.1f} %", 100 * o.throughput_change)});
    if (mt.rows.empty())
        s7.para(translate("psa::Report", "No further memory lever applies to this layout."));
    else
        s7.table(mt);
    if (r.recommended)  // which memory the estimate is (cost-model.md "What the memory estimate is")
        s7.para(trf("psa::Report", "Memory figures are the device's use as nvidia-smi shows it: the allocator's peak reserved memory plus {:.1f} GiB of CUDA context and NCCL buffers outside it (torch.cuda.max_memory_reserved reads that much less; max_memory_allocated another {:.1f} GiB less, the fragmentation).")(
            gib(r.recommended->estimate.memory.outside_allocator), gib(r.recommended->estimate.memory.fragmentation)));
    d.sections.push_back(s7);

    DocSection s8{translate("psa::Report", "8. Top alternatives"), {}};
    DocTable at{{"#", translate("psa::Report", "layout"), translate("psa::Report", "memory GiB"), translate("psa::Report", "bubble"),
                 translate("psa::Report", "comm overhead"), "MFU", translate("psa::Report", "tokens/s/device"), translate("psa::Report", "score")},
                {},
                {true, false, true, true, true, true, true, true}};
    auto altRow = [&](const std::string& idx, const PlanEntry& pe) {
        const Estimate& x = pe.estimate;
        return std::vector<std::string>{idx, layoutText(x.strategy, pe.scenario.training.precision), fmt::format("{:.1f}", gib(x.memory.total())),
                                        pctText(x.bubble_ratio), pctText(commOverhead(x)), pctText(x.mfu),
                                        fmt::format("{:.0f}", x.tokens_per_s_per_device), fmt::format("{:.3f}", pe.score)};
    };
    at.rows.push_back(altRow(translate("psa::Report", "rec."), *r.recommended));
    for (size_t i = 0; i < r.alternatives.size(); ++i)
        at.rows.push_back(altRow(std::to_string(i + 1), r.alternatives[i]));
    s8.table(at);
    s8.para(trf("psa::Report", "Profile: {}. Pareto front (tokens/s vs memory): {} layouts.")(r.profile_name, r.pareto.size()));
    d.sections.push_back(s8);
    return d;
}

nlohmann::ordered_json estimateJson(const PlanEntry& pe, double throughputError, double memoryError)
{
    const Estimate& e = pe.estimate;
    const Strategy& s = e.strategy;
    nlohmann::ordered_json j;
    j["parallel"] = {{"dp", s.dp}, {"tp", s.tp}, {"pp", s.pp}, {"cp", s.cp}, {"ep", s.ep}, {"etp", s.etp}, {"vpp", s.vpp}, {"mbs", s.mbs},
                     {"zero", s.zero}, {"recompute", toString(s.recompute)}, {"schedule", toString(s.schedule)}, {"sp", s.sp},
                     {"offload", s.optimizer_offload}};
    j["precision"] = toString(pe.scenario.training.precision);
    j["valid"] = e.valid;
    j["memory_gib"] = {{"params", gib(e.memory.params)}, {"grads", gib(e.memory.grads)}, {"optimizer", gib(e.memory.optimizer)},
                       {"activations", gib(e.memory.activations)}, {"other", gib(e.memory.other())}, {"total", gib(e.memory.total())}};
    j["memory_capacity_gib"] = gib(e.capacity_bytes);
    j["fits"] = e.fits;
    j["uncertainty"] = {{"throughput_rel_p50", throughputError}, {"memory_rel_p50", memoryError},
                        {"mfu_range", {e.mfu * (1 - throughputError), e.mfu * (1 + throughputError)}},
                        {"tokens_per_s_range", {e.tokens_per_s * (1 - throughputError), e.tokens_per_s * (1 + throughputError)}},
                        {"memory_gib_range", {gib(e.memory.total()) * (1 - memoryError), gib(e.memory.total()) * (1 + memoryError)}}};
    j["bubble_ratio"] = e.bubble_ratio;
    for (CommDim d : kCommDims) {
        const CommCost& c = e.commFor(d);
        j["comm"][toString(d)] = {{"volume_gib", gib(c.volume_bytes)}, {"time_s", c.time_s}, {"exposed_s", c.exposed_s}};
    }
    j["step_time_s"] = e.step_time_s;
    j["mfu"] = e.mfu;
    j["mfu_precision_peak"] = e.mfu_precision_peak;
    j["hfu"] = e.hfu;
    j["tflops_per_device"] = e.tflops_per_device;
    j["tokens_per_s"] = e.tokens_per_s;
    j["tokens_per_s_per_device"] = e.tokens_per_s_per_device;
    j["score"] = pe.score;
    j["pareto"] = pe.pareto;
    return j;
}

}  // namespace

Document planDocument(const PlanReport& r) { return buildDocument(r); }
std::string planLayoutText(const Strategy& s, Precision precision) { return layoutText(s, precision); }

std::string scheduleAdviceText(const PlanReport& r, bool givenLayout)
{
    if (!r.schedule_advice || !r.recommended)
        return {};
    const ScheduleOption& f = *r.schedule_advice;
    const Estimate& rec = r.recommended->estimate;
    const Strategy& st = rec.strategy;
    const bool same = f.schedule == st.schedule && (f.schedule != Schedule::Interleaved || f.vpp == st.vpp);
    const std::string name = f.schedule == Schedule::Interleaved ? fmt::format("{} (vpp {})", toString(f.schedule), f.vpp)
                                                                 : std::string(toString(f.schedule));
    if (same || rec.step_time_s <= 0 || f.step_time_s <= 0)
        return givenLayout ? trf("psa::Report", "The schedule given, {}, is the fastest that fits.")(name)
                           : trf("psa::Report", "The recommended schedule, {}, is the fastest that fits.")(name);
    const double faster = rec.step_time_s / f.step_time_s - 1.0;
    if (faster < r.throughput_error) {
        const i18n::Pattern tie = givenLayout
            ? trf("psa::Report", "{} would be {} faster and fits: within the model's ±{} error, a tie with the {} given: "
                                 "{:.1f} GiB against {:.1f} GiB.")
            : trf("psa::Report", "{} would be {} faster and fits: within the model's ±{} error, a tie (the Ranking line says "
                                 "why the pick won); the recommendation keeps {}: {:.1f} GiB against {:.1f} GiB.");
        return tie(name, pctText(faster), pctText(r.throughput_error), toString(st.schedule), gib(rec.memory.total()),
                   gib(f.memory_bytes));
    }
    return trf("psa::Report", "{} would be {} faster and fits, beyond the model's ±{} error: worth trying.")(
        name, pctText(faster), pctText(r.throughput_error));
}

std::string renderPlanText(const PlanReport& r, bool color) { return renderText(buildDocument(r), color); }
std::string renderPlanMarkdown(const PlanReport& r) { return renderMarkdown(buildDocument(r)); }

std::string renderPlanJson(const PlanReport& r)
{
    nlohmann::ordered_json j;
    const Scenario& sc = r.scenario;
    j["scenario"] = {{"model", sc.model.id}, {"model_name", sc.model.name}, {"device", sc.cluster.device.id}, {"devices", sc.cluster.num_devices},
                     {"devices_per_node", sc.cluster.nodeSize()}, {"seq_len", sc.training.seq_len}, {"global_batch", sc.training.global_batch},
                     {"precision", toString(sc.training.precision)}, {"framework", toString(r.planned_for)}};
    if (sc.training.precision == Precision::FP8)
        if (const auto recipe = fp8RecipeOf(sc))
            j["scenario"]["fp8_recipe"] = toString(*recipe);
    if (sc.cluster.power_cap_w > 0)
        j["scenario"]["power_cap_w"] = sc.cluster.power_cap_w;
    if (r.recommended && eagerModelCode(r.recommended->scenario))
        j["scenario"]["torch_compile"] = torchCompileInPlan(r.recommended->scenario, r.recommended->estimate.strategy);
    {
        const FrameworkFeatures& f = frameworkFeatures(r.planned_for);
        j["planned_for"] = {{"framework", f.key}, {"name", f.name}, {"version", f.version}, {"default", !sc.training.framework.has_value()}};
    }
    const Baseline& b = r.baseline;
    j["baseline"] = {{"params_total", b.params_total}, {"params_active", b.params_active}, {"flops_per_token", b.flops_per_token},
                     {"memory_gib", gib(b.memory_bytes)}, {"bottleneck", b.bottleneck_is_activations ? "activations" : "model states"}};
    if (r.recommended) {
        j["evaluated"] = estimateJson(*r.recommended, r.throughput_error, r.memory_error);
        j["recommended"] = estimateJson(*r.recommended, r.throughput_error, r.memory_error);
    } else {
        j["recommended"] = nullptr;
    }
    if (r.time_to_train)
        j["time_to_train"] = timeToTrainJson(*r.time_to_train);
    j["alternatives"] = nlohmann::ordered_json::array();
    for (const auto& a : r.alternatives)
        j["alternatives"].push_back(estimateJson(a, r.throughput_error, r.memory_error));
    j["pareto"] = nlohmann::ordered_json::array();
    for (const auto& c : r.pareto)
        j["pareto"].push_back({{"dp", c.strategy.dp}, {"tp", c.strategy.tp}, {"pp", c.strategy.pp}, {"cp", c.strategy.cp}, {"ep", c.strategy.ep},
                               {"memory_gib", gib(c.memory_bytes)}, {"tokens_per_s", c.tokens_per_s}, {"fits", c.fits}});
    j["schedules"] = nlohmann::ordered_json::array();
    for (const auto& o : r.schedules)
        j["schedules"].push_back({{"schedule", toString(o.schedule)}, {"vpp", o.vpp}, {"bubble_ratio", o.bubble_ratio}, {"step_time_s", o.step_time_s},
                                  {"memory_gib", gib(o.memory_bytes)}, {"fits", o.fits}});
    j["memory_optimizations"] = nlohmann::ordered_json::array();
    for (const auto& o : r.memory_options)
        j["memory_optimizations"].push_back({{"change", o.change}, {"memory_gib", gib(o.memory_bytes)}, {"saved_gib", gib(o.saved_bytes)},
                                             {"throughput_change", o.throughput_change}});
    j["search"] = {{"candidates_enumerated", r.stats.enumerated}, {"candidates_valid", r.stats.valid}, {"candidates_fitting", r.stats.fitting},
                   {"elapsed_ms", r.stats.elapsed_ms}, {"threads", r.stats.threads}, {"truncated", r.stats.truncated}};
    if (!r.recommended) {
        j["no_solution"] = {{"pruned_by_rule", r.pruned_by_rule}, {"nearby_device_counts", r.nearby_device_counts},
                            {"minimum_devices", r.minimum_devices ? nlohmann::ordered_json(*r.minimum_devices) : nlohmann::ordered_json()}};
    }
    if (r.tie)
        j["ranking"] = {{"tie_band", r.tie->band}, {"tied", r.tie->tied}, {"pick_is_fastest", r.tie->pick_is_fastest},
                        {"fastest_tokens_per_s", r.tie->fastest_tokens_per_s}, {"fastest_layout", r.tie->fastest_layout},
                        {"reason", r.tie->reason}};
    else
        j["ranking"] = {{"tie_band", r.stats.tie_band}, {"tied", r.stats.tied}};
    if (r.fp8_option)
        j["fp8_option"] = {{"tokens_per_s", r.fp8_option->tokens_per_s}, {"throughput_change", r.fp8_option->throughput_change},
                           {"memory_gib", gib(r.fp8_option->memory_bytes)}, {"fits", r.fp8_option->fits}};
    else
        j["fp8_option"] = nullptr;
    j["launch_code"] = {{"framework", toString(r.framework)}, {"code", r.launch_code}};
    j["notes"] = r.notes;
    j["profile"] = r.profile_name;
    j["throughput_error_family"] = familyKey(r.throughput_error_family);  // "" = the overall error
    j["memory_verdict"] = r.memory_verdict;
    return j.dump(2) + "\n";
}

}  // namespace psa

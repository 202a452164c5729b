#include "report/diagnosis_report.h"

#include "cost/evaluate.h"
#include "cost/validity.h"
#include "i18n/i18n.h"
#include "report/document.h"
#include "report/evaluation_report.h"
#include "report/strategy_plan.h"
#include "spec/framework.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace psa {

namespace {

using i18n::translate;
using i18n::trf;

constexpr size_t kFixesShown = 16; // rows in the text; the JSON lists every fix
constexpr size_t kBestShown = 3;
// Re-layout degrees tried per dimension (× the current degree); beyond 8 a 7B–70B model gains nothing.
constexpr int kRelayoutFactors[] = { 2, 4, 8 };

std::string pct(double x)
{
    return std::isfinite(x) ? fmt::format("{:.1f} %", 100.0 * x) : translate("psa::Report", "n/a");
}

std::string zeroText(int z)
{
    switch (z) {
    case 0:
        return translate("psa::Diagnosis", "ZeRO-0 (DDP, nothing sharded)");
    case 1:
        return translate("psa::Diagnosis", "ZeRO-1 (distributed optimizer)");
    case 2:
        return translate("psa::Diagnosis", "ZeRO-2 (optimizer and gradients sharded)");
    default:
        return translate("psa::Diagnosis", "ZeRO-3 / FSDP (everything sharded)");
    }
}

// What differs between the user's setup and a fix, one item each ("TP 1 → 2").
std::vector<std::string> differences(const Strategy& a, int devicesA, const Strategy& b, int devicesB)
{
    std::vector<std::string> out;
    if (devicesA != devicesB)
        out.push_back(trf("psa::Diagnosis", "devices {} → {}")(devicesA, devicesB));
    auto dim = [&](const char* name, int x, int y) {
        if (x != y)
            out.push_back(fmt::format("{} {} → {}", name, x, y));
    };
    dim("DP", a.dp, b.dp);
    dim("TP", a.tp, b.tp);
    dim("PP", a.pp, b.pp);
    dim("VPP", a.vpp, b.vpp);
    dim("CP", a.cp, b.cp);
    dim("EP", a.ep, b.ep);
    dim("mbs", a.mbs, b.mbs);
    if (a.zero != b.zero)
        out.push_back(fmt::format("{} → {}", zeroText(a.zero), zeroText(b.zero)));
    if (a.recompute != b.recompute)
        out.push_back(trf("psa::Diagnosis", "recompute {} → {}")(toString(a.recompute), toString(b.recompute)));
    if (b.pp > 1 && a.schedule != b.schedule)
        out.push_back(
            trf("psa::Diagnosis", "schedule {} → {}")(a.pp > 1 ? toString(a.schedule) : "-", toString(b.schedule)));
    if (a.sp != b.sp && b.tp > 1)
        out.push_back(trf("psa::Diagnosis", "sequence parallelism {}")(
            b.sp ? translate("psa::Diagnosis", "on") : translate("psa::Diagnosis", "off")));
    if (a.optimizer_offload != b.optimizer_offload)
        out.push_back(b.optimizer_offload ? translate("psa::Diagnosis", "optimizer states offloaded to the host")
                                          : translate("psa::Diagnosis", "no optimizer offload"));
    if (out.empty())
        out.push_back(translate("psa::Diagnosis", "nothing: the same layout"));
    return out;
}

std::string joined(const std::vector<std::string>& items)
{
    std::string s;
    for (const auto& x : items)
        s += (s.empty() ? "" : ", ") + x;
    return s;
}

// Single changes to the current layout and re-layouts on all the user's devices (dp re-derived); the
// valid ones that fit (fits or risky), fastest first.
std::vector<DiagnosisFix> findFixes(
    const DiagnosisReport& d, const SearchConstraints& c, const Profile& p, std::vector<DiagnosisFix>& rejected)
{
    const Scenario& sc = d.scenario;
    const Strategy base = d.current.valid ? d.current.strategy : resolveStrategy(d.used, d.asked);
    std::vector<DiagnosisFix> fixes;
    auto tryFix = [&](DiagnosisFix::Kind kind, std::string label, Strategy s) {
        s.dp = 0;
        if (s.pp == 1)
            s.vpp = 1;
        Estimate x = evaluate(sc, s, p);
        if (!x.valid)
            return;
        const MemoryClass mc = memoryClass(x, c.memory_headroom, p);
        if (mc == MemoryClass::DoesNotFit) {
            if (kind == DiagnosisFix::SingleChange)
                rejected.push_back({ kind, std::move(label), {}, std::move(x), mc });
            return;
        }
        for (const auto& f : fixes)
            if (f.estimate.strategy == x.strategy)
                return;
        DiagnosisFix f { kind, std::move(label),
            differences(base, d.used.cluster.num_devices, x.strategy, sc.cluster.num_devices), std::move(x), mc };
        fixes.push_back(std::move(f));
    };
    const bool moreDevices = d.used.cluster.num_devices != sc.cluster.num_devices;
    if (moreDevices)
        tryFix(DiagnosisFix::SingleChange, fmt::format("dp (all {} devices)", sc.cluster.num_devices), base);
    for (Recompute rc : { Recompute::Selective, Recompute::Full }) {
        Strategy s = base;
        s.recompute = rc;
        if (rc != base.recompute)
            tryFix(DiagnosisFix::SingleChange, fmt::format("recompute={}", toString(rc)), s);
    }
    for (int z = base.zero + 1; z <= 3; ++z) {
        Strategy s = base;
        s.zero = z;
        tryFix(DiagnosisFix::SingleChange, fmt::format("zero={}", z), s);
    }
    if (base.mbs > 1) {
        Strategy s = base;
        s.mbs = 1;
        tryFix(DiagnosisFix::SingleChange, "mbs=1", s);
    }
    if (!base.optimizer_offload && base.zero <= 2) {
        Strategy s = base;
        s.optimizer_offload = true;
        tryFix(DiagnosisFix::SingleChange, "offload=on", s);
    }
    const bool moe = sc.model.moe.num_experts > 1;
    for (int f : kRelayoutFactors) {
        for (const char* dimName : { "tp", "pp", "cp", "ep" }) {
            if (std::string(dimName) == "ep" && !moe)
                continue;
            Strategy s = base;
            int& deg = dimName[0] == 't' ? s.tp : dimName[0] == 'p' ? s.pp : dimName[0] == 'c' ? s.cp : s.ep;
            deg *= f;
            if (s.pp > 1 && base.pp == 1)
                s.schedule = Schedule::OneFOneB;
            tryFix(DiagnosisFix::Relayout, fmt::format("{}={}", dimName, deg), s);
            s.recompute = Recompute::Full;
            tryFix(DiagnosisFix::Relayout, fmt::format("{}={} + recompute=full", dimName, deg), s);
        }
    }
    std::stable_sort(fixes.begin(), fixes.end(),
        [](const DiagnosisFix& a, const DiagnosisFix& b) { return a.estimate.tokens_per_s > b.estimate.tokens_per_s; });
    return fixes;
}

} // namespace

double DiagnosisReport::throughputChange(const Estimate& e) const
{
    return current.valid && current.tokens_per_s_per_device > 0
        ? e.tokens_per_s_per_device / current.tokens_per_s_per_device - 1
        : 0.0;
}

DiagnosisReport buildDiagnosis(const Scenario& scenario, const Strategy& current, const SearchConstraints& constraints,
    const ScoreWeights& weights, const Profile& profile, int threads, const std::vector<std::string>& notes)
{
    DiagnosisReport d = buildDiagnosis(scenario, current, constraints, profile,
        search(scenario, constraints, weights, profile, {}, {}, threads), notes);
    if (d.best.empty() && d.fixes.empty())
        d.minimum_devices = minimumDevicesToFit(scenario, constraints, profile);
    return d;
}

DiagnosisReport buildDiagnosis(const Scenario& scenario, const Strategy& current, const SearchConstraints& constraints,
    const Profile& profile, const SearchResult& r, const std::vector<std::string>& notes)
{
    DiagnosisReport d;
    d.scenario = scenario;
    d.used = scenario;
    d.asked = current;
    d.memory_headroom = constraints.memory_headroom;
    if (const auto covered = devicesCoveredBy(current, scenario.cluster.num_devices))
        d.used.cluster.num_devices = *covered;
    d.current = evaluate(d.used, current, profile);
    d.current_class = memoryClass(d.current, constraints.memory_headroom, profile);

    // The assumptions, in the order a training lead checks them.
    const Strategy& s = d.current.valid ? d.current.strategy : current;
    const FrameworkFeatures& fw = frameworkFeatures(frameworkOf(scenario));
    for (const auto& n : notes)
        d.assumptions.push_back(n);
    d.assumptions.push_back(
        trf("psa::Diagnosis", "device: {} ({:.0f} GiB, {:.0f} GiB usable with the {:.0f} % headroom)")(
            scenario.cluster.device.name, scenario.cluster.device.memory_gib,
            scenario.cluster.device.memory_gib * (1 - constraints.memory_headroom), 100 * constraints.memory_headroom));
    if (d.used.cluster.num_devices != scenario.cluster.num_devices)
        d.assumptions.push_back(trf("psa::Diagnosis",
            "devices: {} given; the current strategy covers {} of them, so your setup is evaluated on {} "
            "and every fix below uses all {}")(scenario.cluster.num_devices, d.used.cluster.num_devices,
            d.used.cluster.num_devices, scenario.cluster.num_devices));
    else
        d.assumptions.push_back(trf("psa::Diagnosis", "devices: {}")(scenario.cluster.num_devices));
    d.assumptions.push_back(trf("psa::Diagnosis",
        "current layout: {} (what the question does not say takes the defaults)")(describeStrategy(s)));
    d.assumptions.push_back(trf("psa::Diagnosis", "ZeRO stage: {}")(zeroText(s.zero)));
    d.assumptions.push_back(
        trf("psa::Diagnosis", "micro-batch: {} sequence(s); activation recompute: {}")(s.mbs, toString(s.recompute)));
    d.assumptions.push_back(trf("psa::Diagnosis", "precision: {}; framework: {} ({}){}")(
        toString(scenario.training.precision), fw.name, fw.version,
        scenario.training.framework ? std::string() : translate("psa::Diagnosis", ", the device's default")));
    d.assumptions.push_back(trf("psa::Diagnosis", "sequence length {}, global batch {} sequences")(
        scenario.training.seq_len, scenario.training.global_batch));

    d.fixes = findFixes(d, constraints, profile, d.rejected);
    for (const auto& c : r.candidates) {
        if (!c.fits || d.best.size() >= kBestShown)
            break;
        d.best.push_back(c);
    }
    // The search's best is a re-layout too: it may beat every one-dimension change.
    if (const Candidate* b = r.best(); b && b->precision == scenario.training.precision) {
        Estimate x = evaluate(scenarioFor(scenario, *b), b->strategy, profile);
        const bool known = std::any_of(
            d.fixes.begin(), d.fixes.end(), [&](const DiagnosisFix& f) { return f.estimate.strategy == x.strategy; });
        if (x.valid && !known) {
            const Strategy base = d.current.valid ? d.current.strategy : resolveStrategy(d.used, current);
            const MemoryClass mc = memoryClass(x, constraints.memory_headroom, profile);
            DiagnosisFix f { DiagnosisFix::SearchBest, "search",
                differences(base, d.used.cluster.num_devices, x.strategy, scenario.cluster.num_devices), std::move(x),
                mc };
            if (f.memory_class != MemoryClass::DoesNotFit) {
                d.fixes.push_back(std::move(f));
                std::stable_sort(d.fixes.begin(), d.fixes.end(), [](const DiagnosisFix& a, const DiagnosisFix& b2) {
                    return a.estimate.tokens_per_s > b2.estimate.tokens_per_s;
                });
            }
        }
    }
    // Prefer a fix that fits over a faster risky one.
    std::stable_partition(
        d.fixes.begin(), d.fixes.end(), [](const DiagnosisFix& f) { return f.memory_class == MemoryClass::Fits; });
    if (!d.fixes.empty())
        d.plan = buildPlanReportFor(
            scenario, d.fixes.front().estimate.strategy, scenario.training.precision, r, constraints, profile);
    return d;
}

namespace {

std::string kindName(DiagnosisFix::Kind k)
{
    switch (k) {
    case DiagnosisFix::SingleChange:
        return translate("psa::Diagnosis", "single change");
    case DiagnosisFix::Relayout:
        return translate("psa::Diagnosis", "re-layout");
    case DiagnosisFix::SearchBest:
        break;
    }
    return translate("psa::Diagnosis", "search's best");
}

const char* kindKey(DiagnosisFix::Kind k)
{
    return k == DiagnosisFix::SingleChange ? "single_change" : k == DiagnosisFix::Relayout ? "relayout" : "search_best";
}

struct Part {
    std::string name;
    const char* key;
    double bytes;
};

std::vector<Part> partsOf(const MemoryBreakdown& m)
{
    return { { translate("psa::Report", "parameters"), "params", m.params },
        { translate("psa::Report", "gradients"), "grads", m.grads },
        { translate("psa::Report", "optimizer states"), "optimizer", m.optimizer },
        { translate("psa::Report", "activations"), "activations", m.activations },
        { translate("psa::Report", "logits / loss"), "logits", m.logits },
        { translate("psa::Report", "communication buffers"), "comm_buffers", m.comm_buffers },
        { translate("psa::Report", "framework (context, workspace, fragmentation)"), "framework", m.framework } };
}

} // namespace

Document diagnosisDocument(const DiagnosisReport& d)
{
    Document doc;
    doc.title = trf("psa::Diagnosis", "Diagnosis: {} on {} × {}, seq {}")(d.scenario.model.name,
        d.scenario.cluster.num_devices, d.scenario.cluster.device.name, d.scenario.training.seq_len);
    DocSection a { translate("psa::Diagnosis", "Assumptions"), {} };
    a.bullets(d.assumptions);
    doc.sections.push_back(a);

    const Estimate& e = d.current;
    DocSection why { translate("psa::Diagnosis", "Why it runs out of memory"), {} };
    if (!e.valid) {
        why.para(trf("psa::Diagnosis", "The current strategy {} is not valid:")(formatStrategy(d.asked)));
        std::vector<std::string> reasons;
        for (const auto& r : e.reasons)
            reasons.push_back(r.message());
        why.bullets(reasons);
    } else {
        const MemoryBreakdown& m = e.memory;
        const double usable = e.capacity_bytes * (1 - d.memory_headroom);
        DocTable t { { translate("psa::Report", "component"), "GiB", translate("psa::Report", "share") }, {},
            { false, true, true } };
        const auto parts = partsOf(m);
        for (const auto& p : parts)
            t.rows.push_back({ p.name, fmt::format("{:.2f}", gib(p.bytes)), pct(p.bytes / m.total()) });
        t.rows.push_back({ translate("psa::Report", "total"), fmt::format("{:.2f}", gib(m.total())), pct(1.0) });
        why.para(trf("psa::Diagnosis",
            "Current: {} on {} devices — {:.1f} GiB per device of {:.0f} GiB ({:.0f} GiB usable): {}.")(
            describeStrategy(e.strategy), d.used.cluster.num_devices, gib(m.total()), gib(e.capacity_bytes),
            gib(usable), memoryClassName(d.current_class)));
        why.table(t);
        const auto largest = std::max_element(
            parts.begin(), parts.end(), [](const Part& x, const Part& y) { return x.bytes < y.bytes; });
        if (d.current_class == MemoryClass::DoesNotFit) {
            why.para(trf("psa::Diagnosis",
                "It needs {:.1f} GiB more than the usable memory ({:.1f} GiB more than the device has); the largest "
                "part is "
                "{} ({:.0f} % of the total).")(gib(m.total() - usable), gib(m.total() - e.capacity_bytes),
                largest->name, 100 * largest->bytes / m.total()));
        } else {
            why.para(trf("psa::Diagnosis",
                "The model says this fits ({:.0f} % used); an OOM would come from fragmentation or buffers beyond the "
                "model.")(100 * m.total() / e.capacity_bytes));
        }
    }
    doc.sections.push_back(why);

    DocSection fx { translate("psa::Diagnosis", "Fixes ranked by throughput"), {} };
    if (d.fixes.empty()) {
        fx.para(trf("psa::Diagnosis", "Nothing fits on {} devices.")(d.scenario.cluster.num_devices)
            + (d.minimum_devices ? " " + trf("psa::Diagnosis", "It fits from {} devices.")(*d.minimum_devices)
                                 : std::string()));
    } else {
        fx.para(trf("psa::Diagnosis",
            "On all {} devices; single changes keep your layout, re-layouts change one parallel dimension; tokens/s "
            "per device against your current setup.")(d.scenario.cluster.num_devices));
        DocTable t { { "#", translate("psa::Diagnosis", "kind"), translate("psa::Diagnosis", "what changes"),
                         translate("psa::Report", "memory GiB"), translate("psa::Comparison", "memory class"),
                         translate("psa::Report", "tokens/s/device"), translate("psa::Diagnosis", "vs current") },
            {}, { true, false, false, true, false, true, true } };
        for (size_t i = 0; i < d.fixes.size() && i < kFixesShown; ++i) {
            const DiagnosisFix& f = d.fixes[i];
            t.rows.push_back({ std::to_string(i + 1), kindName(f.kind), joined(f.changes),
                fmt::format("{:.1f}", gib(f.estimate.memory.total())), memoryClassName(f.memory_class),
                fmt::format("{:.0f}", f.estimate.tokens_per_s_per_device),
                e.valid ? fmt::format("{:+.1f} %", 100 * d.throughputChange(f.estimate)) : std::string("—") });
        }
        fx.table(t);
    }
    if (!d.rejected.empty()) {
        std::string tried;
        for (const auto& f : d.rejected)
            tried += (tried.empty() ? "" : ", ")
                + fmt::format("{} ({:.1f} GiB)", f.change, gib(f.estimate.memory.total()));
        fx.para(trf("psa::Diagnosis", "Single changes that do not fit on their own: {}.")(tried));
    }
    doc.sections.push_back(fx);

    if (!d.fixes.empty() && d.plan) {
        const DiagnosisFix& f = d.fixes.front();
        DocSection w { translate("psa::Diagnosis", "The best fix: what changes from your setup"), {} };
        w.bullets(f.changes);
        w.para(trf("psa::Diagnosis", "New layout: {}. The full plan for it follows (sections 1–8).")(
            planLayoutText(f.estimate.strategy, d.scenario.training.precision)));
        doc.sections.push_back(w);
        for (auto& s : planDocument(*d.plan).sections)
            doc.sections.push_back(std::move(s));
    }
    return doc;
}

std::string renderDiagnosisText(const DiagnosisReport& d, bool markdown)
{
    const Document doc = diagnosisDocument(d);
    return markdown ? renderMarkdown(doc) : renderText(doc, false);
}

std::string renderDiagnosisJson(const DiagnosisReport& d, const Profile& profile)
{
    using ordered = nlohmann::ordered_json;
    ordered j;
    j["kind"] = "diagnosis";
    j["assumptions"] = d.assumptions;
    const Baseline b = computeBaseline(d.used, profile);
    j["current"] = ordered::parse(evaluationJson({ d.used, b, d.current, profile }))["evaluated"];
    j["current"]["memory_class"] = memoryClassKey(d.current_class);
    j["current_devices"] = d.used.cluster.num_devices;
    j["devices"] = d.scenario.cluster.num_devices;
    if (d.current.valid) {
        const MemoryBreakdown& m = d.current.memory;
        const double usable = d.current.capacity_bytes * (1 - d.memory_headroom);
        ordered parts;
        std::string largest;
        double largestBytes = -1;
        for (const auto& p : partsOf(m)) {
            parts[p.key] = gib(p.bytes);
            if (p.bytes > largestBytes) {
                largestBytes = p.bytes;
                largest = p.key;
            }
        }
        j["overflow"] = { { "memory_gib", gib(m.total()) }, { "capacity_gib", gib(d.current.capacity_bytes) },
            { "usable_gib", gib(usable) }, { "over_usable_gib", gib(m.total() - usable) },
            { "over_capacity_gib", gib(m.total() - d.current.capacity_bytes) }, { "largest_component", largest },
            { "components_gib", parts } };
    } else {
        j["overflow"] = nullptr;
    }
    j["fixes"] = ordered::array();
    for (const auto& f : d.fixes)
        j["fixes"].push_back({ { "kind", kindKey(f.kind) }, { "change", f.change }, { "changes", f.changes },
            { "strategy", formatStrategy(f.estimate.strategy) }, { "layout", describeStrategy(f.estimate.strategy) },
            { "devices", d.scenario.cluster.num_devices }, { "memory_gib", gib(f.estimate.memory.total()) },
            { "memory_class", memoryClassKey(f.memory_class) }, { "tokens_per_s", f.estimate.tokens_per_s },
            { "tokens_per_s_per_device", f.estimate.tokens_per_s_per_device },
            { "throughput_change", d.throughputChange(f.estimate) } });
    j["rejected"] = ordered::array();
    for (const auto& f : d.rejected)
        j["rejected"].push_back({ { "change", f.change }, { "strategy", formatStrategy(f.estimate.strategy) },
            { "memory_gib", gib(f.estimate.memory.total()) } });
    if (d.plan && !d.fixes.empty())
        j["best_fix"] = { { "index", 0 }, { "changes", d.fixes.front().changes },
            { "plan", ordered::parse(renderPlanJson(*d.plan)) } };
    else
        j["best_fix"] = nullptr;
    j["best"] = ordered::array();
    for (const auto& c : d.best)
        j["best"].push_back({ { "strategy", formatStrategy(c.strategy) }, { "precision", toString(c.precision) },
            { "memory_gib", gib(c.memory_bytes) },
            { "tokens_per_s_per_device", c.tokens_per_s / d.scenario.cluster.num_devices } });
    j["minimum_devices"] = d.minimum_devices ? ordered(*d.minimum_devices) : ordered();
    return j.dump(2) + "\n";
}

} // namespace psa

#include "report/evaluation_report.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "calibration/validation.h"
#include "i18n/i18n.h"
#include "report/document.h"
#include "search/memory_class.h"
#include "spec/framework.h"
#include "util/units.h"

namespace psa {

namespace {

using i18n::translate;
using i18n::trf;


double finiteOr0(double x) { return std::isfinite(x) ? x : 0.0; }

nlohmann::ordered_json strategyJson(const Strategy& s)
{
    return {{"dp", s.dp}, {"tp", s.tp}, {"pp", s.pp}, {"cp", s.cp}, {"ep", s.ep}, {"etp", s.etp}, {"vpp", s.vpp},
            {"mbs", s.mbs}, {"zero", s.zero}, {"recompute", toString(s.recompute)}, {"schedule", toString(s.schedule)},
            {"sp", s.sp}, {"offload", s.optimizer_offload}};
}

}  // namespace

std::string formatGiB(double bytes) { return fmt::format("{:.2f} GiB", gib(bytes)); }

std::string memoryVerdict(const Estimate& e, const Profile& p, double kept)
{
    if (!e.valid || e.capacity_bytes <= 0)
        return translate("psa::Report", "not evaluated");
    const double total = e.memory.total();
    const MemoryClass c = memoryClass(total, e.capacity_bytes, kept, p.memory_error_p90);
    if (c == MemoryClass::DoesNotFit) {
        const double usable = e.capacity_bytes * (1.0 - kept);
        if (kept <= 0)
            return trf("psa::Report", "does not fit: {:.1f} GiB over")(gib(total - e.capacity_bytes));
        return trf("psa::Report", "does not fit: {:.1f} GiB over the usable {:.1f} GiB")(gib(total - usable), gib(usable));
    }
    const double headroom = 1.0 - total / e.capacity_bytes;
    if (c == MemoryClass::Risky)
        return trf("psa::Report", "fits with {:.0f} % headroom — risky below {:.0f} % (the memory model's 90th-percentile error)")(
            100 * headroom, 100 * p.memory_error_p90);
    return trf("psa::Report", "fits with {:.0f} % headroom")(100 * headroom);
}

std::string withError(double value, double relError, const char* unit, int decimals, double scale)
{
    if (!std::isfinite(value))
        return translate("psa::Report", "n/a");
    return fmt::format("{:.{}f}{} ± {:.{}f}{}", value * scale, decimals, unit, std::abs(value * relError * scale), decimals, unit);
}

std::string formatSeconds(double s)
{
    if (!std::isfinite(s))
        return translate("psa::Report", "n/a");
    if (s >= 1.0)
        return fmt::format("{:.3f} s", s);
    if (s >= 1e-3)
        return fmt::format("{:.2f} ms", s * 1e3);
    return fmt::format("{:.1f} µs", s * 1e6);
}

std::string formatCount(double n)
{
    if (!std::isfinite(n))
        return translate("psa::Report", "n/a");
    if (n >= 1e12)
        return fmt::format("{:.2f} T", n / 1e12);
    if (n >= 1e9)
        return fmt::format("{:.2f} B", n / 1e9);
    if (n >= 1e6)
        return fmt::format("{:.1f} M", n / 1e6);
    return fmt::format("{:.0f}", n);
}

std::string collectiveName(const char* collective) { return translate("psa::Collective", collective); }

std::string linkName(bool scaleOut)
{
    return scaleOut ? translate("psa::Report", "scale-out") : translate("psa::Report", "scale-up");
}

namespace {
nlohmann::ordered_json plannedForJson(const Scenario& sc)
{
    const FrameworkFeatures& f = frameworkFeatures(frameworkOf(sc));
    return {{"framework", f.key}, {"name", f.name}, {"version", f.version}, {"default", !sc.training.framework.has_value()}};
}
}  // namespace

std::string evaluationJson(const EvaluationView& v)
{
    const Scenario& sc = v.scenario;
    const Baseline& b = v.baseline;
    const Estimate& e = v.estimate;
    nlohmann::ordered_json j;
    j["scenario"] = {
        {"model", {{"id", sc.model.id}, {"name", sc.model.name}, {"layers", sc.model.layers}, {"hidden", sc.model.hidden},
                   {"heads", sc.model.heads}, {"kv_heads", sc.model.kv_heads}, {"ffn", sc.model.ffn}, {"vocab", sc.model.vocab},
                   {"experts", sc.model.moe.num_experts}, {"top_k", sc.model.moe.top_k}, {"approximations", sc.model.approximations}}},
        {"cluster", {{"device", sc.cluster.device.id}, {"device_name", sc.cluster.device.name}, {"devices", sc.cluster.num_devices},
                     {"devices_per_node", sc.cluster.nodeSize()}, {"scale_up_domain", sc.cluster.scaleUpDomain()},
                     {"device_flags", sc.cluster.device.flags}}},
        {"training", {{"seq_len", sc.training.seq_len}, {"global_batch", sc.training.global_batch},
                      {"precision", toString(sc.training.precision)}, {"framework", toString(frameworkOf(sc))}}}};
    if (sc.training.precision == Precision::FP8)
        if (const auto recipe = fp8RecipeOf(sc))
            j["scenario"]["training"]["fp8_recipe"] = toString(*recipe);
    if (sc.cluster.power_cap_w > 0)
        j["scenario"]["cluster"]["power_cap_w"] = sc.cluster.power_cap_w;
    if (eagerModelCode(sc))
        j["scenario"]["training"]["torch_compile"] = torchCompileInPlan(sc, v.estimate.strategy);
    j["planned_for"] = plannedForJson(sc);
    j["baseline"] = {{"params_total", b.params_total}, {"params_active", b.params_active}, {"params_mtp", b.params_mtp},
                     {"flops_per_token", b.flops_per_token}, {"flops_per_step", b.flops_per_step},
                     {"model_states_gib", gib(b.model_states_bytes)}, {"activations_gib", gib(b.activation_bytes)},
                     {"memory_gib", gib(b.memory_bytes)},
                     {"bottleneck", b.bottleneck_is_activations ? "activations" : "model states"}};
    nlohmann::ordered_json ev;
    ev["parallel"] = strategyJson(e.strategy);
    ev["valid"] = e.valid;
    nlohmann::ordered_json reasons = nlohmann::ordered_json::array();
    for (const auto& r : e.reasons)
        reasons.push_back(r.message());
    ev["reasons"] = reasons;
    ev["reason_details"] = nlohmann::ordered_json::array();
    for (const auto& r : e.reasons)
        ev["reason_details"].push_back({{"field", r.field}, {"code", r.code}, {"detail", r.detail}});
    ev["warnings"] = e.warnings;
    if (e.valid) {
        const MemoryBreakdown& mm = e.memory;
        ev["memory_gib"] = {{"params", gib(mm.params)}, {"grads", gib(mm.grads)}, {"optimizer", gib(mm.optimizer)},
                            {"activations", gib(mm.activations)}, {"other", gib(mm.other())}, {"logits", gib(mm.logits)},
                            {"comm_buffers", gib(mm.comm_buffers)}, {"framework", gib(mm.framework)}, {"total", gib(mm.total())},
                            // what torch.cuda.max_memory_reserved / max_memory_allocated would read (total = device use)
                            {"reserved", gib(mm.total() - mm.outside_allocator)},
                            {"allocated", gib(mm.total() - mm.outside_allocator - mm.fragmentation)}};
        ev["memory_capacity_gib"] = gib(e.capacity_bytes);
        ev["fits"] = e.fits;
        ev["overflow_gib"] = e.fits ? 0.0 : gib(mm.total() - e.capacity_bytes);
        ev["worst_stage"] = e.worst_stage;
        ev["micro_batches"] = e.micro_batches;
        ev["bubble_ratio"] = finiteOr0(e.bubble_ratio);
        nlohmann::ordered_json comm;
        for (CommDim d : kCommDims) {
            const CommCost& c = e.commFor(d);
            comm[toString(d)] = {{"volume_gib", gib(c.volume_bytes)}, {"time_s", finiteOr0(c.time_s)}, {"exposed_s", finiteOr0(c.exposed_s)},
                                 {"collective", c.collective}, {"group_size", c.group_size}, {"calls", c.calls},
                                 {"link", c.active() ? (c.crosses_scale_out ? "scale-out" : "scale-up") : "none"}};
        }
        ev["comm"] = comm;
        ev["compute_time_s"] = finiteOr0(e.compute_time_s);
        ev["bubble_time_s"] = finiteOr0(e.bubble_time_s);
        ev["comm_exposed_s"] = finiteOr0(e.comm_exposed_s);
        ev["optimizer_time_s"] = finiteOr0(e.optimizer_time_s + e.offload_time_s);
        ev["step_time_s"] = finiteOr0(e.step_time_s);
        ev["mfu"] = finiteOr0(e.mfu);
        ev["mfu_precision_peak"] = finiteOr0(e.mfu_precision_peak);
        ev["hfu"] = finiteOr0(e.hfu);
        ev["tflops_per_device"] = finiteOr0(e.tflops_per_device);
        ev["tokens_per_s"] = finiteOr0(e.tokens_per_s);
        ev["tokens_per_s_per_device"] = finiteOr0(e.tokens_per_s_per_device);
        ev["gemm_efficiency"] = finiteOr0(e.gemm_efficiency);
        const Profile& pr = v.profile;
        const double t = pr.throughput_error_p50, mem = pr.memory_error_p50;
        ev["uncertainty"] = {{"throughput_rel_p50", t}, {"throughput_rel_p90", pr.throughput_error_p90}, {"memory_rel_p50", mem},
                             {"memory_rel_p90", pr.memory_error_p90},
                             {"mfu_range", {finiteOr0(e.mfu * (1 - t)), finiteOr0(e.mfu * (1 + t))}},
                             {"tokens_per_s_range", {finiteOr0(e.tokens_per_s * (1 - t)), finiteOr0(e.tokens_per_s * (1 + t))}},
                             {"step_time_s_range", {finiteOr0(e.step_time_s / (1 + t)), finiteOr0(e.step_time_s / std::max(1e-9, 1 - t))}},
                             {"memory_gib_range", {gib(mm.total() * (1 - mem)), gib(mm.total() * (1 + mem))}}};
        ev["memory_verdict"] = memoryVerdict(e, pr, v.memory_headroom);
        ev["memory_class"] = memoryClassKey(memoryClass(mm.total(), e.capacity_bytes, v.memory_headroom, pr.memory_error_p90));
    }
    j["evaluated"] = ev;
    j["profile"] = v.profile.name;
    const char* family = errorBarFamily(v.profile, v.scenario);
    j["throughput_error_family"] = family ? familyKey(family) : std::string{};  // "" = the overall error
    return j.dump(2) + "\n";
}

std::string evaluationText(const EvaluationView& v, bool color)
{
    const Scenario& sc = v.scenario;
    const Baseline& b = v.baseline;
    const Estimate& e = v.estimate;
    const char* bold = color ? "\033[1m" : "";
    const char* red = color ? "\033[31m" : "";
    const char* green = color ? "\033[32m" : "";
    const char* yellow = color ? "\033[33m" : "";
    const char* reset = color ? "\033[0m" : "";
    std::string out;
    auto line = [&](const std::string& s) { out += s + "\n"; };
    // Headings and labels are translated apart from the colour codes around them.
    auto heading = [&](const std::string& title) { return fmt::format("{}{}{}", bold, title, reset); };
    auto label = [&](const std::string& name, const std::string& rest) { return fmt::format("  {:<18}{}", name, rest); };
    line(heading(translate("psa::Report", "Scenario")) + ": " +
         trf("psa::Report", "{} on {} × {} ({} per node), seq {} , global batch {}, {}")(sc.model.name, sc.cluster.num_devices,
                                                                                        sc.cluster.device.name, sc.cluster.nodeSize(),
                                                                                        sc.training.seq_len, sc.training.global_batch,
                                                                                        toString(sc.training.precision)));
    line(label(translate("psa::Report", "Planned for:"), frameworkTitle(frameworkOf(sc))));
    if (eagerModelCode(sc))
        line(label(translate("psa::Report", "torch.compile:"),
                   torchCompileInPlan(sc, e.strategy)
                       ? translate("psa::Report", "on (fused norms, activations and RoPE)")
                       : translate("psa::Report", "off: one kernel per norm, activation and RoPE op (--torch-compile on fuses them)")));
    for (const auto& f : sc.cluster.device.flags)
        line(fmt::format("  {}{}{}: {}", yellow, translate("psa::Report", "note"), reset, trf("psa::Report", "device figure — {}")(f)));
    line("");
    line(heading(translate("psa::Report", "Baseline (no parallelism)")));
    line(label(translate("psa::Report", "parameters"),
               trf("psa::Report", "{:>14} total, {} active{}")(formatCount(b.params_total), formatCount(b.params_active),
                                                               b.params_mtp > 0 ? trf("psa::Report", " (+{} MTP)")(formatCount(b.params_mtp)) : "")));
    line(label("FLOPs", trf("psa::Report", "{:>14.4g} per token, {:.4g} per step")(b.flops_per_token, b.flops_per_step)));
    line(label(translate("psa::Report", "memory"),
               trf("psa::Report", "{:>14} = model states {} + activations {} (1 sequence)")(
                   formatGiB(b.memory_bytes), formatGiB(b.model_states_bytes), formatGiB(b.activation_bytes))));
    line(label(translate("psa::Report", "bottleneck"),
               fmt::format("{:>14}", b.bottleneck_is_activations ? translate("psa::Report", "activations") : translate("psa::Report", "model states"))));
    line("");
    line(heading(translate("psa::Report", "Strategy")) + " " + formatStrategy(e.strategy));
    if (!e.valid) {
        line(fmt::format("  {}{}{}:", red, translate("psa::Report", "INVALID"), reset));
        for (const auto& r : e.reasons)
            line("   - " + r.message());
        return out;
    }
    for (const auto& w : e.warnings)
        line(fmt::format("  {}{}{}: {}", yellow, translate("psa::Report", "warning"), reset, w));
    const MemoryBreakdown& m = e.memory;
    line("");
    line(heading(translate("psa::Report", "Memory per device")) + " " + trf("psa::Report", "(worst pipeline stage: {})")(e.worst_stage));
    auto memLine = [&](const std::string& name, double bytes) { return fmt::format("  {:<16}{:>12}", name, formatGiB(bytes)); };
    line(memLine(translate("psa::Report", "parameters"), m.params));
    line(memLine(translate("psa::Report", "gradients"), m.grads));
    line(memLine(translate("psa::Report", "optimizer"), m.optimizer));
    line(memLine(translate("psa::Report", "activations"), m.activations));
    line(memLine(translate("psa::Report", "logits/loss"), m.logits));
    line(memLine(translate("psa::Report", "comm buffers"), m.comm_buffers));
    line(memLine(translate("psa::Report", "framework"), m.framework));
    const double pct = e.capacity_bytes > 0 ? 100.0 * m.total() / e.capacity_bytes : 0.0;
    line(fmt::format("{} / {} ({:.0f} %, ± {:.0f} %) {}{}{}", memLine(translate("psa::Report", "total"), m.total()), formatGiB(e.capacity_bytes),
                     pct, 100 * v.profile.memory_error_p50,
                     memoryClass(m.total(), e.capacity_bytes, v.memory_headroom, v.profile.memory_error_p90) == MemoryClass::DoesNotFit ? red : green,
                     memoryVerdict(e, v.profile, v.memory_headroom), reset));
    line("  " + trf("psa::Report", "Memory figures are the device's use as nvidia-smi shows it: the allocator's peak reserved memory plus {:.1f} GiB of CUDA context and NCCL buffers outside it (torch.cuda.max_memory_reserved reads that much less; max_memory_allocated another {:.1f} GiB less, the fragmentation).")(gib(m.outside_allocator), gib(m.fragmentation)));
    line("");
    line(heading(translate("psa::Report", "Communication per step")));
    // The dimension column is 4 wide, wider when a translated heading needs it.
    const std::string dimHeading = translate("psa::Report", "dim");
    const size_t dimWidth = std::max<size_t>(4, displayWidth(dimHeading) + 1);
    constexpr const char* kCommRow = "  {:<{}}{:<40}{:>6}{:>13}{:>12}{:>12}  {}";
    line(fmt::format(kCommRow, dimHeading, dimWidth, translate("psa::Report", "collective"), translate("psa::Report", "group"),
                     translate("psa::Report", "volume"), translate("psa::Report", "time"), translate("psa::Report", "exposed"),
                     translate("psa::Report", "link")));
    for (CommDim d : kCommDims) {
        const CommCost& c = e.commFor(d);
        if (!c.active())
            continue;
        line(fmt::format(kCommRow, toString(d), dimWidth, collectiveName(c.collective), c.group_size, formatGiB(c.volume_bytes),
                         formatSeconds(c.time_s), formatSeconds(c.exposed_s), linkName(c.crosses_scale_out)));
    }
    line("");
    line(heading(translate("psa::Report", "Time per step")));
    line("  " + trf("psa::Report", "compute {} + bubble {} ({:.1f} % of compute, {}) + exposed comm {} + optimizer {} = {}")(
                    formatSeconds(e.compute_time_s), formatSeconds(e.bubble_time_s), 100.0 * e.bubble_ratio, toString(e.strategy.schedule),
                    formatSeconds(e.comm_exposed_s), formatSeconds(e.optimizer_time_s + e.offload_time_s), heading(formatSeconds(e.step_time_s))));
    const double terr = v.profile.throughput_error_p50;
    if (sc.training.precision == Precision::FP8)
        line("  " + trf("psa::Report", "micro-batches {}  MFU {} of the FP8 peak ({:.1f} % of the BF16 peak)  HFU {:.1f} % (BF16 peak)  {:.0f} TFLOP/s per device")(
                        e.micro_batches, withError(e.mfu_precision_peak, terr, " %", 1, 100), 100.0 * e.mfu, 100.0 * e.hfu, e.tflops_per_device));
    else
        line("  " + trf("psa::Report", "micro-batches {}  MFU {}  HFU {:.1f} %  {:.0f} TFLOP/s per device")(
                        e.micro_batches, withError(e.mfu, terr, " %", 1, 100), 100.0 * e.hfu, e.tflops_per_device));
    line("  " + trf("psa::Report", "throughput {} tokens/s ({:.0f} per device)")(withError(e.tokens_per_s, terr, "", 0), e.tokens_per_s_per_device));
    if (const char* family = errorBarFamily(v.profile, sc))
        line("  " + trf("psa::Report", "error bars: cross-validated median errors of profile '{}' on its {} runs (each source predicted by a fit without it)")(
                        v.profile.name, translate("psa::Family", family)));
    else
        line("  " + trf("psa::Report", "error bars: cross-validated median errors of profile '{}' (each source predicted by a fit without it)")(v.profile.name));
    line("  " + trf("psa::Report", "profile: {}")(v.profile.name));
    return out;
}

}  // namespace psa

#include "calibration/profile.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catalog/catalog.h"
#include "io/bounded_read.h"
#include "spec/input_limits.h"
#include "util/json_bounded.h"
#include "util/text.h"

namespace psa {

const std::vector<ProfileConstant>& profileConstants()
{
    static const std::vector<ProfileConstant> table = {
        {"param_bytes", &Profile::param_bytes, "B/param", "[ZERO] mixed precision", "bytes of a 16-bit weight", 0.0, 64.0, true},
        {"grad_bytes", &Profile::grad_bytes, "B/param", "[MLM-DISTOPT] fp32 grad buffer", "bytes of an accumulated gradient", 0.0, 64.0, true},
        {"optimizer_bytes", &Profile::optimizer_bytes, "B/param", "[ZERO] fp32 master+m+v", "Adam state bytes per parameter", 0.0, 64.0, false},
        {"fp8_weight_copy_bytes", &Profile::fp8_weight_copy_bytes, "B/param", "[TE] §4.4", "extra FP8 weight copy", 0.0, 16.0, false},
        {"activation_bytes", &Profile::activation_bytes, "B", "[KOR22]", "bytes per stored activation element", 0.0, 16.0, true},
        {"logits_bytes", &Profile::logits_bytes, "B", "[MLM-XENT] §4.2", "bytes per logit at the loss (bf16 + fp32 copy)", 0.0, 64.0, false},
        {"flash_attention", &Profile::flash_attention, "bool", "§4.2 modern block", "1: flash attention (no s² scores)", 0.0, 1.0, false},
        {"fsdp_unsharded_units", &Profile::fsdp_unsharded_units, "layers", "[FSDP2] §4.1", "layers held unsharded under ZeRO-3", 0.0, 1000.0, false},
        {"cuda_context_gib", &Profile::cuda_context_gib, "GiB", "§4.4 ○ 0.5–1 GB", "CUDA context and kernel images", 0.0, 1024.0, false},
        {"nccl_buffer_gib_per_group", &Profile::nccl_buffer_gib_per_group, "GiB", "§4.4 ○", "NCCL buffers per communicator", 0.0, 1024.0, false},
        {"workspace_gib", &Profile::workspace_gib, "GiB", "§4.4 ○", "cuBLAS/cuDNN workspaces", 0.0, 1024.0, false},
        {"allocator_fragmentation", &Profile::allocator_fragmentation, "fraction", "○ 5–10 % [MLM-TMU] reserve; PyTorch caching allocator",
         "reserved − allocated, share of the transient allocations", 0.0, 10.0, false},
        {"logits_bytes_native_ce", &Profile::logits_bytes_native_ce, "B", "[TT-LOSS] F.cross_entropy(pred.float())",
         "bytes per logit at the loss peak where the loss runs on an fp32 copy (torchtitan)", 0.0, 64.0, false},
        {"logits_bytes_compiled_ce", &Profile::logits_bytes_compiled_ce, "B", "[TT-LOSS] loss compiled with the model",
         "bytes per logit at the loss peak where torch.compile fuses the fp32 cross-entropy (torchtitan since #1033)", 0.0, 64.0, false},
        {"logits_bytes_loss_parallel", &Profile::logits_bytes_loss_parallel, "B", "[TT-LOSS] DTensor loss_parallel backward",
         "bytes per logit at the loss peak where the uncompiled fp32 loss runs under loss_parallel (torchtitan with TP)", 0.0, 64.0, false},
        {"master_weight_bytes", &Profile::master_weight_bytes, "B/param", "[FSDP2] fp32 sharded parameter",
         "fp32 master weight within optimizer_bytes; FSDP2's sharded parameter is the master", 0.0, 64.0, false},
        {"master_remainder_saving_bytes", &Profile::master_remainder_saving_bytes, "B/param", "[APEX-DFA] store_param_remainders",
         "optimizer bytes saved when fp32 masters are kept as 16-bit remainders", 0.0, 64.0, false},
        {"deepspeed_reduce_bucket_elements", &Profile::deepspeed_reduce_bucket_elements, "elements", "[DS-CONFIG] reduce_bucket_size",
         "DeepSpeed ZeRO-1/2 gradient bucket, independent of dp", 0.0, 1e12, false},
        {"gemm_efficiency_max", &Profile::gemm_efficiency_max, "fraction", "fitted (§5.2 ○ 60–80 %)", "achievable fraction of dense peak for large GEMMs", 0.0, 1.0, true},
        {"gemm_width_half", &Profile::gemm_width_half, "elements", "fitted", "per-device GEMM width h/tp at which efficiency halves", 0.0, 1e9, false},
        {"gemm_tokens_half", &Profile::gemm_tokens_half, "tokens", "○ prior, held fixed", "GEMM rows (micro-batch tokens per rank) at which efficiency halves", 0.0, 1e12, false},
        {"attention_efficiency", &Profile::attention_efficiency, "fraction", "fitted (0.35–0.75: FA2 on A100, cuDNN / FA3 on H100)", "native fused attention kernel, fraction of bf16 peak", 0.0, 1.0, true},
        {"attention_legacy_kernel_ratio", &Profile::attention_legacy_kernel_ratio, "ratio", "[PT-SDPA] pytorch/pytorch#142132: 329 vs 631 TFLOP/s on H100",
         "FlashAttention-2-class kernel speed relative to the native fused attention on Hopper and newer", 0.0, 1.0, false},
        {"attention_seq_half", &Profile::attention_seq_half, "tokens", "FlashAttention-2 fwd+bwd causal d128 benchmarks (A100, H100) ◐",
         "sequence chunk at which a flash-attention kernel reaches half its long-sequence rate", 0.0, 1e9, false},
        {"moe_gemm_factor", &Profile::moe_gemm_factor, "fraction", "fitted", "grouped-GEMM efficiency relative to dense GEMMs", 0.0, 1.0, true},
        {"moe_tokens_half", &Profile::moe_tokens_half, "tokens", "fitted (128–2048)", "tokens per local expert at which grouped-GEMM efficiency halves", 0.0, 1e12, false},
        {"fp8_gemm_factor", &Profile::fp8_gemm_factor, "fraction", "fitted (§4.4 ○ 1.2–1.5× end to end)", "FP8 GEMM efficiency relative to bf16", 0.0, 1.0, true},
        {"fp8_rowwise_gemm_factor", &Profile::fp8_rowwise_gemm_factor, "ratio", "○ per-row scales in the GEMM epilogue", "rowwise-scaled FP8 GEMM speed relative to tensorwise", 0.0, 1.0, true},
        {"fp8_blockwise_gemm_factor", &Profile::fp8_blockwise_gemm_factor, "ratio", "[DSV3] §3.3.2 promotion to CUDA cores ○", "blockwise-scaled FP8 GEMM speed relative to tensorwise", 0.0, 1.0, true},
        {"fp8_mxfp8_gemm_factor", &Profile::fp8_mxfp8_gemm_factor, "ratio", "○ MX scales in the tensor cores", "MXFP8 GEMM speed relative to tensorwise FP8", 0.0, 1.5, true},
        {"fp8_cast_bytes_tensorwise", &Profile::fp8_cast_bytes_tensorwise, "B/element", "D: amax 2 + read 2 + two FP8 copies", "HBM bytes per quantized element, tensorwise", 0.0, 64.0, false},
        {"fp8_cast_bytes_delayed", &Profile::fp8_cast_bytes_delayed, "B/element", "D: read 2 + two FP8 copies", "HBM bytes per quantized element, delayed scaling", 0.0, 64.0, false},
        {"fp8_cast_bytes_rowwise", &Profile::fp8_cast_bytes_rowwise, "B/element", "D: 2 × (read 2 + write 1)", "HBM bytes per quantized element, rowwise", 0.0, 64.0, false},
        {"fp8_cast_bytes_blockwise", &Profile::fp8_cast_bytes_blockwise, "B/element", "D: 2 × (read 2 + write 1)", "HBM bytes per quantized element, blockwise", 0.0, 64.0, false},
        {"fp8_cast_bytes_mxfp8", &Profile::fp8_cast_bytes_mxfp8, "B/element", "D: read 2 + two FP8 copies (Transformer Engine, one pass)", "HBM bytes per quantized element, MXFP8", 0.0, 64.0, false},
        {"fp8_cast_bytes_mxfp8_per_orientation", &Profile::fp8_cast_bytes_mxfp8_per_orientation, "B/element",
         "D: 2 × (read 2 + write 1) (torchao MXLinear: a cast kernel per orientation)", "HBM bytes per quantized element, MXFP8 cast once per orientation", 0.0, 64.0, false},
        {"fp8_shard_cast_bytes", &Profile::fp8_shard_cast_bytes, "B/element", "D: read fp32 4 + write FP8 1 (torchao fsdp_pre_all_gather)",
         "HBM bytes per sharded weight element cast to FP8 before an FP8 all-gather", 0.0, 64.0, false},
        {"fp8_transpose_copy_bytes", &Profile::fp8_transpose_copy_bytes, "B/element", "D: read 1 + write 1 (torchao preprocess_addmm)",
         "HBM bytes per gathered FP8 weight element made column-major for the backward GEMM", 0.0, 64.0, false},
        {"power_cap_clock_exponent", &Profile::power_cap_clock_exponent, "exponent", "[DVFS] P ∝ C·V²·f, V ∝ f ○", "sustained clock = (power cap / TDP)^exponent", 0.0, 1.0, false},
        {"elementwise_traffic", &Profile::elementwise_traffic, "B/B", "D", "HBM bytes moved per stored activation byte", 0.0, 1000.0, false},
        {"eager_norm_forward_bytes", &Profile::eager_norm_forward_bytes, "B/element", "D: eager RMSNorm 36 B vs fused 4",
         "extra HBM bytes per normalised element, forward, without torch.compile", 0.0, 1000.0, false},
        {"eager_norm_backward_bytes", &Profile::eager_norm_backward_bytes, "B/element", "D: autograd of the eager RMSNorm ~80 B vs fused ~8",
         "extra HBM bytes per normalised element, backward, without torch.compile", 0.0, 1000.0, false},
        {"eager_activation_forward_bytes", &Profile::eager_activation_forward_bytes, "B/element", "D: silu + mul 10 B vs fused 6",
         "extra HBM bytes per gated-activation element, forward, without torch.compile", 0.0, 1000.0, false},
        {"eager_activation_backward_bytes", &Profile::eager_activation_backward_bytes, "B/element", "D: 18 B vs fused 10",
         "extra HBM bytes per gated-activation element, backward, without torch.compile", 0.0, 1000.0, false},
        {"eager_rope_forward_bytes", &Profile::eager_rope_forward_bytes, "B/element", "D: complex RoPE 20 B vs fused 4",
         "extra HBM bytes per rotated query/key element, forward, without torch.compile", 0.0, 1000.0, false},
        {"eager_rope_backward_bytes", &Profile::eager_rope_backward_bytes, "B/element", "D: 20 B vs fused 4",
         "extra HBM bytes per rotated query/key element, backward, without torch.compile", 0.0, 1000.0, false},
        {"hbm_efficiency", &Profile::hbm_efficiency, "fraction", "○", "achieved fraction of HBM bandwidth", 0.0, 1.0, true},
        {"scale_up_bus_efficiency", &Profile::scale_up_bus_efficiency, "fraction", "§5.1 ○ 70–90 %", "achieved busbw on the scale-up link (above 1 with in-switch reduction, NVLS)", 0.0, 1.5, true},
        {"scale_out_bus_efficiency", &Profile::scale_out_bus_efficiency, "fraction", "§5.1 ○ 70–90 %", "achieved busbw on the NIC (above 1 with in-network reduction, SHARP)", 0.0, 1.5, true},
        {"ep_dispatch_nic_efficiency", &Profile::ep_dispatch_nic_efficiency, "fraction", "[DEEPEP] README: 43–47 GB/s of a 50 GB/s NIC at EP 16–64",
         "achieved NIC bandwidth of DeepEP / HybridEP's dispatch and combine (the flex dispatcher)", 0.0, 1.5, false},
        {"alpha_scale_up_s", &Profile::alpha_scale_up_s, "s", "§5.1 ○ 5–10 µs", "latency per collective step, scale-up", 0.0, 1.0, false},
        {"alpha_scale_out_s", &Profile::alpha_scale_out_s, "s", "§5.1 ○ 10–30 µs", "latency per collective step, scale-out", 0.0, 1.0, false},
        {"pcie_gbps", &Profile::pcie_gbps, "GB/s", "§4.1 ○", "host link bandwidth for optimizer offload", 0.0, 1e6, true},
        {"cpu_adam_params_per_s", &Profile::cpu_adam_params_per_s, "params/s", "○", "CPU Adam throughput per device share", 0.0, 1e15, true},
        {"tp_overlap_sp", &Profile::tp_overlap_sp, "fraction", "fitted (§5.2 ○ 50–90 %)", "TP+SP comm hidden by comm overlap", 0.0, 1.0, false},
        {"tp_overlap_no_sp", &Profile::tp_overlap_no_sp, "fraction", "[NAR21]", "TP all-reduce hidden without SP", 0.0, 1.0, false},
        {"ring_hop_latency_up_s", &Profile::ring_hop_latency_up_s, "s", "NCCL tuning.cc hwLat NVLink Ring/Simple ○", "latency per ring step inside the scale-up domain (all-gather, reduce-scatter)", 0.0, 1e-3, false},
        {"ring_hop_latency_out_s", &Profile::ring_hop_latency_out_s, "s", "NCCL tuning.cc hwLat NET Ring/Simple ○", "latency per ring step across domains (all-gather, reduce-scatter)", 0.0, 1e-3, false},
        {"cp_step_overhead_s", &Profile::cp_step_overhead_s, "s", "○ 5–20 µs (kernel launch + stream synchronisation)", "fixed cost per CP ring step that no compute hides", 0.0, 1e-3, false},
        {"cp_overlap", &Profile::cp_overlap, "fraction", "[RING]", "core-attention compute usable to hide CP ring traffic", 0.0, 1.0, false},
        {"ep_overlap", &Profile::ep_overlap, "fraction", "[MLM-MOE] default", "EP all-to-all hidden without DualPipe", 0.0, 1.0, false},
        {"ep_overlap_dualpipe", &Profile::ep_overlap_dualpipe, "fraction", "[DUALPIPE] ○", "EP all-to-all hidden with DualPipe", 0.0, 1.0, false},
        {"ep_dispatch_sms", &Profile::ep_dispatch_sms, "SMs",
         "[MLM-A2A-OVERLAP] Megatron-Core moe_deepep_num_sms default (DeepEP); DeepSeek-V3 §3.2.2: 20 SMs",
         "SMs the all-to-all kernels hold while they overlap the compute (the compute runs on the rest)", 0.0, 1024.0, false},
        {"ep_dispatch_sms_hybridep", &Profile::ep_dispatch_sms_hybridep, "SMs",
         "[MLM-MOE-RECIPES] moe_hybridep_num_sms: 32 in NVIDIA's GB200/GB300 recipes; psa's scripts set the same",
         "SMs the HybridEP kernels hold while they overlap the compute (multi-node NVLink domains)", 0.0, 1024.0, false},
        {"dp_overlap", &Profile::dp_overlap, "fraction", "[MLM-DISTOPT] ○", "overlap window usable by DP/ZeRO traffic", 0.0, 1.0, false},
        {"dp_collective_sms", &Profile::dp_collective_sms, "SMs", "○ NCCL NVLS channels on Hopper (nvls.cc: 16)", "SMs a DP/ZeRO collective holds while it overlaps the compute", 0.0, 1024.0, false},
        {"offload_overlap", &Profile::offload_overlap, "fraction", "○", "optimizer offload traffic hidden", 0.0, 1.0, false},
        {"moe_imbalance", &Profile::moe_imbalance, "ratio", "○ 1.1–1.3", "max/mean expert load", 1.0, 1000.0, false},
        {"moe_router_bytes_per_expert", &Profile::moe_router_bytes_per_expert, "B", "§4.2 D", "router logits+probs per token per expert", 0.0, 1024.0, false},
        {"optimizer_step_bytes", &Profile::optimizer_step_bytes, "B/param", "D", "HBM traffic per owned param in the Adam step", 0.0, 1024.0, false},
        {"step_overhead_s", &Profile::step_overhead_s, "s", "fitted", "fixed per-step overhead", 0.0, 3600.0, false},
        {"throughput_error_p50", &Profile::throughput_error_p50, "fraction", "cross-validated: leave one source out (psa validate --cross-validate)", "median |error| of throughput: the ± shown with MFU, tokens/s, step time (a family's where larger); set by hand it replaces the family figures", 0.0, 100.0, false},
        {"throughput_error_p90", &Profile::throughput_error_p90, "fraction", "cross-validated: leave one source out (psa validate --cross-validate)", "90th percentile |error| of throughput", 0.0, 100.0, false},
        {"memory_error_p50", &Profile::memory_error_p50, "fraction", "cross-validated: leave one source out (psa validate --cross-validate)", "median |error| of memory per device: the ± shown with memory", 0.0, 100.0, false},
        {"memory_error_p90", &Profile::memory_error_p90, "fraction", "cross-validated: leave one source out (psa validate --cross-validate)", "90th percentile |error| of memory: below this headroom a fit is risky", 0.0, 100.0, false},
        {"throughput_error_p50_coarse_moe", &Profile::throughput_error_p50_coarse_moe, "fraction", "cross-validated per family (psa validate --cross-validate); 0 = too few runs", "median |error| of throughput on coarse MoE (≤ 16 routed experts): shown where larger than the overall", 0.0, 100.0, false},
        {"throughput_error_p90_coarse_moe", &Profile::throughput_error_p90_coarse_moe, "fraction", "cross-validated per family (psa validate --cross-validate); 0 = too few runs", "90th percentile |error| of throughput on coarse MoE (≤ 16 routed experts)", 0.0, 100.0, false},
        {"throughput_error_p50_fine_grained_moe", &Profile::throughput_error_p50_fine_grained_moe, "fraction", "cross-validated per family (psa validate --cross-validate); 0 = too few runs", "median |error| of throughput on fine-grained MoE (more, smaller experts): shown where larger than the overall", 0.0, 100.0, false},
        {"throughput_error_p90_fine_grained_moe", &Profile::throughput_error_p90_fine_grained_moe, "fraction", "cross-validated per family (psa validate --cross-validate); 0 = too few runs", "90th percentile |error| of throughput on fine-grained MoE (more, smaller experts)", 0.0, 100.0, false},
        {"throughput_error_p50_fp8", &Profile::throughput_error_p50_fp8, "fraction", "cross-validated per family (psa validate --cross-validate); 0 = too few runs", "median |error| of throughput on FP8 training: shown where larger than the overall", 0.0, 100.0, false},
        {"throughput_error_p90_fp8", &Profile::throughput_error_p90_fp8, "fraction", "cross-validated per family (psa validate --cross-validate); 0 = too few runs", "90th percentile |error| of throughput on FP8 training", 0.0, 100.0, false},
        {"throughput_error_p50_ascend", &Profile::throughput_error_p50_ascend, "fraction", "cross-validated per family (psa validate --cross-validate); 0 = too few runs", "median |error| of throughput on Huawei Ascend devices: shown where larger than the overall", 0.0, 100.0, false},
        {"throughput_error_p90_ascend", &Profile::throughput_error_p90_ascend, "fraction", "cross-validated per family (psa validate --cross-validate); 0 = too few runs", "90th percentile |error| of throughput on Huawei Ascend devices", 0.0, 100.0, false},
    };
    return table;
}

const ProfileConstant* findProfileConstant(std::string_view key)
{
    for (const auto& c : profileConstants())
        if (key == c.key)
            return &c;
    return nullptr;
}

double* Profile::find(std::string_view key)
{
    for (const auto& c : profileConstants())
        if (key == c.key)
            return &(this->*(c.member));
    return nullptr;
}

const double* Profile::find(std::string_view key) const { return const_cast<Profile*>(this)->find(key); }

std::string ProfileConstant::rangeText() const
{
    return fmt::format("{}{:g}, {:g}]", lo_open ? "(" : "[", lo, hi);
}

bool ProfileConstant::inRange(double v) const { return std::isfinite(v) && (lo_open ? v > lo : v >= lo) && v <= hi; }

Result<bool> checkProfileConstant(const ProfileConstant& c, double value, const std::string& field)
{
    if (!c.inRange(value))
        return Error{field, "out_of_range",
                     fmt::format("{} = {:g} is outside its physical range {} ({})", c.key, value, c.rangeText(), c.unit)};
    return true;
}

Result<bool> validateProfile(const Profile& p)
{
    for (const auto& c : profileConstants())
        if (auto r = checkProfileConstant(c, p.*(c.member), std::string("profile.") + c.key); !r)
            return r;
    return true;
}

Result<Profile> parseProfileJson(std::string_view text, const std::string& origin)
{
    if (json_io::firstTooDeep(text))
        return Error{origin, "too_deep", fmt::format("JSON nested deeper than {} levels", json_io::kMaxJsonDepth)};
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        return Error{origin, "malformed", fmt::format("not valid JSON: {}", terminalSafe(e.what(), false))};
    }
    if (!j.is_object())
        return Error{origin, "malformed", "a profile must be a JSON object"};
    // A profile must say it is one: any other JSON object (a scenario, {}) is refused.
    const auto schema = j.find("schema");
    if (schema == j.end() || !schema->is_string() || schema->get<std::string>() != kProfileSchema)
        return Error{origin, "bad_format", fmt::format("not a calibration profile (\"schema\" must be \"{}\")", kProfileSchema)};
    Profile p;
    if (j.contains("name") && j["name"].is_string())
        p.name = j["name"].get<std::string>().substr(0, limits::kMaxNameLength);
    if (j.contains("description") && j["description"].is_string())
        p.description = j["description"].get<std::string>().substr(0, limits::kMaxTextLength);
    const nlohmann::json& constants = j.contains("constants") ? j["constants"] : j;
    if (!constants.is_object())
        return Error{origin + ".constants", "malformed", "must be an object"};
    for (auto it = constants.begin(); it != constants.end(); ++it) {
        const ProfileConstant* c = findProfileConstant(it.key());
        if (!c)
            continue;  // documentation keys, or constants of a newer version
        const nlohmann::json& v = it.value().is_object() && it.value().contains("value") ? it.value()["value"] : it.value();
        if (!v.is_number())
            return Error{origin + "." + it.key(), "bad_value", "must be a number"};
        if (auto r = checkProfileConstant(*c, v.get<double>(), origin + "." + it.key()); !r)
            return r.error();
        p.*(c->member) = v.get<double>();
    }
    return p;
}

Result<Profile> loadProfile(const std::filesystem::path& file)
{
    auto text = readFileBounded(file);
    if (!text)
        return text.error();
    return parseProfileJson(*text, file.string());
}

std::string profileToJson(const Profile& p)
{
    nlohmann::ordered_json j;
    j["schema"] = kProfileSchema;
    j["name"] = p.name;
    j["description"] = p.description;
    nlohmann::ordered_json c = nlohmann::ordered_json::object();
    for (const auto& k : profileConstants()) {
        c[k.key] = {{"value", p.*(k.member)}, {"unit", k.unit}, {"source", k.source}, {"description", k.description}};
    }
    j["constants"] = c;
    return j.dump(2) + "\n";
}

Result<bool> applyProfileOverrides(Profile& p, std::string_view overrides)
{
    std::vector<std::string> set;
    for (const std::string& item : split(overrides, ',')) {
        const std::string t = trim(item);
        if (t.empty())
            continue;
        const auto eq = t.find('=');
        if (eq == std::string::npos)
            return Error{"profile", "bad_syntax", fmt::format("'{}' is not name=value", t)};
        const std::string key = trim(t.substr(0, eq));
        const ProfileConstant* c = findProfileConstant(key);
        if (!c)
            return Error{"profile." + key, "unknown_key", "no such calibration constant (see `psa profile`)"};
        double value = 0;
        try {
            size_t used = 0;
            const std::string v = trim(t.substr(eq + 1));
            value = std::stod(v, &used);
            if (used != v.size())
                throw std::invalid_argument("bad");
        } catch (const std::exception&) {
            return Error{"profile." + key, "bad_value", fmt::format("must be a number in {} ({})", c->rangeText(), c->unit)};
        }
        if (auto r = checkProfileConstant(*c, value, "profile." + key); !r)
            return r;
        p.*(c->member) = value;
        set.push_back(key);
    }
    // An overall throughput error given by hand is the one used: it replaces the per-family figures of the same
    // percentile (withFamilyErrorBars would otherwise keep a larger family figure), unless those are given too.
    for (const char* overall : {"throughput_error_p50", "throughput_error_p90"}) {
        if (std::find(set.begin(), set.end(), overall) == set.end())
            continue;
        const std::string prefix = std::string(overall) + "_";
        for (const auto& k : profileConstants())
            if (std::string_view(k.key).starts_with(prefix) && std::find(set.begin(), set.end(), k.key) == set.end())
                p.*(k.member) = 0;
    }
    return true;
}

Profile defaultProfile()
{
    static const Profile cached = [] {
        const auto file = resourcesDir() / "calibration" / "default-profile.json";
        auto loaded = loadProfile(file);
        return loaded ? loaded.value() : Profile{};
    }();
    return cached;
}

}  // namespace psa

#include "calibration/profile.h"

#include <cmath>
#include <fmt/format.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catalog/catalog.h"
#include "util/text.h"

namespace psa {

const std::vector<ProfileConstant>& profileConstants()
{
    static const std::vector<ProfileConstant> table = {
        {"param_bytes", &Profile::param_bytes, "B/param", "[ZERO] mixed precision", "bytes of a 16-bit weight"},
        {"grad_bytes", &Profile::grad_bytes, "B/param", "[MLM-DISTOPT] fp32 grad buffer", "bytes of an accumulated gradient"},
        {"optimizer_bytes", &Profile::optimizer_bytes, "B/param", "[ZERO] fp32 master+m+v", "Adam state bytes per parameter"},
        {"fp8_weight_copy_bytes", &Profile::fp8_weight_copy_bytes, "B/param", "[TE] §4.4", "extra FP8 weight copy"},
        {"activation_bytes", &Profile::activation_bytes, "B", "[KOR22]", "bytes per stored activation element"},
        {"logits_bytes", &Profile::logits_bytes, "B", "[MLM-XENT] §4.2", "bytes per logit at the loss (bf16 + fp32 copy)"},
        {"flash_attention", &Profile::flash_attention, "bool", "§4.2 modern block", "1: flash attention (no s² scores)"},
        {"fsdp_unsharded_units", &Profile::fsdp_unsharded_units, "layers", "[FSDP2] §4.1", "layers held unsharded under ZeRO-3"},
        {"cuda_context_gib", &Profile::cuda_context_gib, "GiB", "§4.4 ○ 0.5–1 GB", "CUDA context and kernel images"},
        {"nccl_buffer_gib_per_group", &Profile::nccl_buffer_gib_per_group, "GiB", "§4.4 ○", "NCCL buffers per communicator"},
        {"workspace_gib", &Profile::workspace_gib, "GiB", "§4.4 ○", "cuBLAS/cuDNN workspaces"},
        {"allocator_fragmentation", &Profile::allocator_fragmentation, "fraction", "[MLM-TMU] 1.05 factor", "allocator reserve on top of tensors"},
        {"gemm_efficiency_max", &Profile::gemm_efficiency_max, "fraction", "fitted (§5.2 ○ 60–80 %)", "achievable fraction of dense peak for large GEMMs"},
        {"gemm_width_half", &Profile::gemm_width_half, "elements", "fitted", "per-device GEMM width h/tp at which efficiency halves"},
        {"gemm_tokens_half", &Profile::gemm_tokens_half, "tokens", "○ prior, held fixed", "GEMM rows (micro-batch tokens per rank) at which efficiency halves"},
        {"attention_efficiency", &Profile::attention_efficiency, "fraction", "○ flash-attention", "core attention fraction of bf16 peak"},
        {"moe_gemm_factor", &Profile::moe_gemm_factor, "fraction", "fitted", "grouped-GEMM efficiency relative to dense GEMMs"},
        {"moe_tokens_half", &Profile::moe_tokens_half, "tokens", "○", "tokens per local expert at which grouped-GEMM efficiency halves"},
        {"fp8_gemm_factor", &Profile::fp8_gemm_factor, "fraction", "fitted (§4.4 ○ 1.2–1.5× end to end)", "FP8 GEMM efficiency relative to bf16"},
        {"elementwise_traffic", &Profile::elementwise_traffic, "B/B", "D", "HBM bytes moved per stored activation byte"},
        {"hbm_efficiency", &Profile::hbm_efficiency, "fraction", "○", "achieved fraction of HBM bandwidth"},
        {"scale_up_bus_efficiency", &Profile::scale_up_bus_efficiency, "fraction", "§5.1 ○ 70–90 %", "achieved busbw on the scale-up link"},
        {"scale_out_bus_efficiency", &Profile::scale_out_bus_efficiency, "fraction", "§5.1 ○ 70–90 %", "achieved busbw on the NIC"},
        {"alpha_scale_up_s", &Profile::alpha_scale_up_s, "s", "§5.1 ○ 5–10 µs", "latency per collective step, scale-up"},
        {"alpha_scale_out_s", &Profile::alpha_scale_out_s, "s", "§5.1 ○ 10–30 µs", "latency per collective step, scale-out"},
        {"pcie_gbps", &Profile::pcie_gbps, "GB/s", "§4.1 ○", "host link bandwidth for optimizer offload"},
        {"cpu_adam_params_per_s", &Profile::cpu_adam_params_per_s, "params/s", "○", "CPU Adam throughput per device share"},
        {"tp_overlap_sp", &Profile::tp_overlap_sp, "fraction", "fitted (§5.2 ○ 50–90 %)", "TP+SP comm hidden by comm overlap"},
        {"tp_overlap_no_sp", &Profile::tp_overlap_no_sp, "fraction", "[NAR21]", "TP all-reduce hidden without SP"},
        {"cp_overlap", &Profile::cp_overlap, "fraction", "[RING]", "core-attention compute usable to hide CP ring traffic"},
        {"ep_overlap", &Profile::ep_overlap, "fraction", "[MLM-MOE] default", "EP all-to-all hidden without DualPipe"},
        {"ep_overlap_dualpipe", &Profile::ep_overlap_dualpipe, "fraction", "[DUALPIPE] ○", "EP all-to-all hidden with DualPipe"},
        {"dp_overlap", &Profile::dp_overlap, "fraction", "[MLM-DISTOPT] ○", "overlap window usable by DP/ZeRO traffic"},
        {"offload_overlap", &Profile::offload_overlap, "fraction", "○", "optimizer offload traffic hidden"},
        {"moe_imbalance", &Profile::moe_imbalance, "ratio", "○ 1.1–1.3", "max/mean expert load"},
        {"moe_router_bytes_per_expert", &Profile::moe_router_bytes_per_expert, "B", "§4.2 D", "router logits+probs per token per expert"},
        {"optimizer_step_bytes", &Profile::optimizer_step_bytes, "B/param", "D", "HBM traffic per owned param in the Adam step"},
        {"step_overhead_s", &Profile::step_overhead_s, "s", "fitted", "fixed per-step overhead"},
        {"throughput_error_p50", &Profile::throughput_error_p50, "fraction", "cross-validated: leave one source out (psa validate --cross-validate)", "median |error| of throughput: the ± shown with MFU, tokens/s, step time"},
        {"throughput_error_p90", &Profile::throughput_error_p90, "fraction", "cross-validated: leave one source out (psa validate --cross-validate)", "90th percentile |error| of throughput"},
        {"memory_error_p50", &Profile::memory_error_p50, "fraction", "cross-validated: leave one source out (psa validate --cross-validate)", "median |error| of memory per device: the ± shown with memory"},
        {"memory_error_p90", &Profile::memory_error_p90, "fraction", "cross-validated: leave one source out (psa validate --cross-validate)", "90th percentile |error| of memory: below this headroom a fit is risky"},
    };
    return table;
}

double* Profile::find(std::string_view key)
{
    for (const auto& c : profileConstants())
        if (key == c.key)
            return &(this->*(c.member));
    return nullptr;
}

const double* Profile::find(std::string_view key) const { return const_cast<Profile*>(this)->find(key); }

Result<Profile> parseProfileJson(std::string_view text, const std::string& origin)
{
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const std::exception& e) {
        return Error{origin, "malformed", fmt::format("not valid JSON: {}", e.what())};
    }
    if (!j.is_object())
        return Error{origin, "malformed", "a profile must be a JSON object"};
    Profile p;
    if (j.contains("name") && j["name"].is_string())
        p.name = j["name"].get<std::string>();
    if (j.contains("description") && j["description"].is_string())
        p.description = j["description"].get<std::string>();
    const nlohmann::json& constants = j.contains("constants") ? j["constants"] : j;
    if (!constants.is_object())
        return Error{origin + ".constants", "malformed", "must be an object"};
    for (auto it = constants.begin(); it != constants.end(); ++it) {
        double* slot = p.find(it.key());
        if (!slot)
            continue;  // documentation keys, or constants of a newer version
        const nlohmann::json& v = it.value().is_object() && it.value().contains("value") ? it.value()["value"] : it.value();
        if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < 0)
            return Error{origin + "." + it.key(), "bad_value", "must be a finite, non-negative number"};
        *slot = v.get<double>();
    }
    return p;
}

Result<Profile> loadProfile(const std::filesystem::path& file)
{
    std::ifstream in(file);
    if (!in)
        return Error{file.string(), "unreadable", "cannot open the profile file"};
    std::stringstream ss;
    ss << in.rdbuf();
    return parseProfileJson(ss.str(), file.string());
}

std::string profileToJson(const Profile& p)
{
    nlohmann::ordered_json j;
    j["schema"] = "psa-profile/1";
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
    for (const std::string& item : split(overrides, ',')) {
        const std::string t = trim(item);
        if (t.empty())
            continue;
        const auto eq = t.find('=');
        if (eq == std::string::npos)
            return Error{"profile", "bad_syntax", fmt::format("'{}' is not name=value", t)};
        const std::string key = trim(t.substr(0, eq));
        double* slot = p.find(key);
        if (!slot)
            return Error{"profile." + key, "unknown_key", "no such calibration constant (see `psa profile`)"};
        try {
            size_t used = 0;
            const std::string v = trim(t.substr(eq + 1));
            const double value = std::stod(v, &used);
            if (used != v.size() || !std::isfinite(value) || value < 0)
                throw std::invalid_argument("bad");
            *slot = value;
        } catch (const std::exception&) {
            return Error{"profile." + key, "bad_value", "must be a finite, non-negative number"};
        }
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

#include "calibration/runs.h"

#include <cctype>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include "cost/evaluate.h"
#include "cost/flops.h"
#include "spec/framework.h"
#include "io/bounded_read.h"
#include "util/json_bounded.h"
#include "util/text.h"
#include "util/units.h"

namespace psa {

namespace {

using json = nlohmann::json;

// Device strings in published records → catalog ids; the first match wins (GB200 before B200).
const std::vector<std::pair<std::string, std::string>>& deviceHints()
{
    static const std::vector<std::pair<std::string, std::string>> hints = {
        {"gb300", "gb300"}, {"gb200", "gb200"}, {"b300", "b300"},   {"b200", "b200"},
        {"h200", "h200"},   {"h800", "h800"},   {"h20", "h20"},     {"h100", "h100"},
        {"a10040", "a100-40gb"}, {"a100", "a100-80gb"}, {"910b", "ascend-910b2"}, {"910c", "ascend-a3"},
        {"mi300x", "mi300x"}, {"mi325x", "mi325x"}, {"mi355x", "mi355x"},
    };
    return hints;
}

std::string groupOf(const std::string& id)
{
    const auto parts = split(id, '_');
    if (parts.size() >= 2 && parts[0] == "mcore")
        return parts[0] + "_" + parts[1];
    return parts.empty() ? id : parts[0];
}

// Numbers in a runs file: anything beyond ±1e12 makes the record unusable with a message naming the
// field and the value (it used to read as absent: "1e300 devices" was reported as "got 0"), so the
// integer conversions below stay defined (fuzzing found 1e92 in an int field).
constexpr double kMaxRunNumber = 1e12;
// Meta's Grand Teton H100 96 GB parts: 96 GB HBM2e at 2.4 TB/s (the hardware section of torchtitan's benchmark
// notes; a hardware fact, not a measurement).
constexpr double kH100HbmTwoETbps = 2.4;

std::optional<double> num(const json& j, const char* key)
{
    if (j.is_object() && j.contains(key) && j[key].is_number()) {
        const double v = j[key].get<double>();
        if (!std::isfinite(v) || std::abs(v) > kMaxRunNumber)
            throw std::out_of_range(fmt::format("'{}' = {:g} is out of range (at most {:g})", key, v, kMaxRunNumber));
        return v;
    }
    return std::nullopt;
}

// An int field: values outside the int range are clamped to -1 (every rule rejects them).
int toInt(double v) { return v >= -2147483647.0 && v <= 2147483647.0 ? int(v) : -1; }

std::string str(const json& j, const char* key)
{
    if (j.is_object() && j.contains(key) && j[key].is_string())
        return j[key].get<std::string>();
    return {};
}

// Catalog model for a run's name: exact alias match, else the longest catalog key that prefixes the name.
const ModelSpec* matchModel(const std::string& name, const Catalog& catalog)
{
    if (const ModelSpec* m = catalog.model(name))
        return m;
    const std::string key = normalizeKey(name);
    const ModelSpec* best = nullptr;
    size_t bestLen = 0;
    constexpr size_t kMinPrefix = 6;  // avoid matching "gpt3" style stems
    for (const ModelSpec& m : catalog.models()) {
        std::vector<std::string> keys = catalog.modelAliases(m.id);
        keys.push_back(m.id);
        keys.push_back(m.name);
        for (const auto& k : keys) {
            const std::string nk = normalizeKey(k);
            if (nk.size() >= kMinPrefix && nk.size() > bestLen && key.rfind(nk, 0) == 0
                && (key.size() == nk.size() || !std::isdigit(static_cast<unsigned char>(key[nk.size()])))) {
                best = &m;
                bestLen = nk.size();
            }
        }
    }
    return best;
}

void parseOne(const json& r, PublishedRun& run, const Catalog& catalog)
{
    run.id = str(r, "id");
    run.group = groupOf(run.id);
    run.confidence = str(r, "confidence");
    const json& model = r.value("model", json::object());
    const json& hw = r.value("hardware", json::object());
    const json& tr = r.value("training", json::object());
    const json& par = r.value("parallel", json());
    const json& meas = r.value("measured", json());

    run.measured.tokens_per_s_per_device = num(meas, "tokens_per_sec_per_device");
    run.measured.tflops_per_device = num(meas, "tflops_per_device");
    run.measured.mfu = num(meas, "mfu");
    if (const std::string acc = toLower(str(meas, "flops_accounting")); acc == "full_attention")
        run.measured.full_attention_flops = true;
    else if (!acc.empty() && acc != "causal")
        run.assumptions.push_back(fmt::format("flops_accounting '{}' not known: causal assumed", acc));
    run.measured.memory_gib = num(meas, "memory_gib_per_device");
    if (const std::string kind = toLower(str(meas, "memory_kind")); !kind.empty()) {
        if (kind == "reserved")
            run.measured.memory_kind = MemoryMeasure::Reserved;
        else if (kind == "allocated")
            run.measured.memory_kind = MemoryMeasure::Allocated;
        else if (kind == "device")
            run.measured.memory_kind = MemoryMeasure::Device;
        else if (kind != "unknown") {
            run.skip_reason = fmt::format("measured.memory_kind '{}' is not one of reserved, allocated, device, unknown", kind);
            return;
        }
    }
    if (!par.is_object()) {
        run.skip_reason = "no parallel layout published";
        return;
    }
    if (!meas.is_object()) {
        run.skip_reason = "nothing measured";
        return;
    }

    const std::string task = toLower(str(tr, "task"));
    if (task.find("lora") != std::string::npos) {
        run.skip_reason = "LoRA fine-tuning is not modelled (frozen weights have no weight gradients)";
        return;
    }

    // ---- model ----
    ModelSpec m;
    const std::string name = str(model, "name");
    // "catalog_model": the catalog architecture a variant derives from (a truncated DeepSeek-V2, say); the fields
    // beside it override the catalog's. Without it the name is matched against the catalog.
    const std::string base = str(model, "catalog_model");
    const ModelSpec* known = base.empty() ? matchModel(name, catalog) : catalog.model(base);
    if (!base.empty() && !known) {
        run.skip_reason = fmt::format("model.catalog_model '{}' is not in the catalog", base);
        return;
    }
    if (known) {
        m = *known;
        if (!base.empty())
            run.assumptions.push_back(fmt::format("architecture of catalog model '{}' with the run's own fields", base));
    } else if (num(model, "layers") && num(model, "hidden") && num(model, "heads")) {
        m.id = "run-model";
        const bool llamaLike = num(model, "kv_heads") || num(model, "ffn");
        m.activation = llamaLike ? Activation::SwiGLU : Activation::GeLU;
        m.norm = llamaLike ? NormKind::RMSNorm : NormKind::LayerNorm;
        m.tied_embeddings = !llamaLike;
        m.ffn = toInt(4 * *num(model, "hidden"));  // GPT convention, replaced below when given
        m.vocab = 51200;
        run.assumptions.push_back(llamaLike ? "LLaMA-style block (SwiGLU, RMSNorm)" : "GPT block (GeLU, LayerNorm, ffn = 4h, tied)");
    } else {
        run.skip_reason = fmt::format("architecture of '{}' not published and not in the catalog", name);
        return;
    }
    m.name = name;
    auto setInt = [&](const char* key, int& field) {
        if (auto v = num(model, key))
            field = toInt(*v);
    };
    setInt("layers", m.layers);
    setInt("hidden", m.hidden);
    setInt("heads", m.heads);
    setInt("vocab", m.vocab);
    setInt("ffn", m.ffn);
    setInt("ffn_dense", m.ffn);
    if (auto kv = num(model, "kv_heads"))
        m.kv_heads = toInt(*kv);
    else if (m.id == "run-model")
        m.kv_heads = m.heads;
    setInt("experts", m.moe.num_experts);
    setInt("topk", m.moe.top_k);
    setInt("shared_experts", m.moe.num_shared_experts);
    setInt("moe_ffn", m.moe.expert_ffn);
    setInt("dense_layers", m.moe.first_dense_layers);
    if (m.moe.num_shared_experts > 0 && m.moe.shared_expert_ffn == 0)
        m.moe.shared_expert_ffn = m.moe.expert_ffn;
    if (m.isMoe() && m.moe.expert_ffn == 0)
        m.moe.expert_ffn = m.ffn;
    run.scenario.model = m;

    // ---- hardware ----
    const std::string devText = normalizeKey(str(hw, "device"));
    const DeviceSpec* dev = nullptr;
    for (const auto& [hint, id] : deviceHints())
        if (devText.find(hint) != std::string::npos && (dev = catalog.device(id)))
            break;
    if (!dev) {
        run.skip_reason = fmt::format("device '{}' not in the catalog", str(hw, "device"));
        return;
    }
    run.scenario.cluster.device = *dev;
    if (devText.find("96gb") != std::string::npos) {  // Meta's Grand Teton H100 96 GB parts: HBM2e at 2.4 TB/s
        run.scenario.cluster.device.memory_gib = 96;
        run.scenario.cluster.device.hbm_tbps = kH100HbmTwoETbps;
        run.assumptions.push_back("96 GB H100 variant (HBM2e, 2.4 TB/s)");
    }
    // A stated board power limit ("500W power limit"): the run's power cap.
    static const std::regex kPowerLimit(R"((\d+)\s*w power limit)");
    const std::string rawDev = toLower(str(hw, "device"));
    if (std::smatch mm; std::regex_search(rawDev, mm, kPowerLimit)) {
        run.scenario.cluster.power_cap_w = std::stod(mm[1].str());
        run.assumptions.push_back(fmt::format("power cap {} W", mm[1].str()));
    }
    run.scenario.cluster.num_devices = toInt(num(hw, "num_devices").value_or(0));
    run.scenario.cluster.devices_per_node = toInt(num(hw, "devices_per_node").value_or(0));

    // ---- training ----
    run.scenario.training.seq_len = (long long)num(tr, "seq_len").value_or(0);
    const std::string precision = toLower(str(tr, "precision"));
    run.scenario.training.precision = (precision.find("fp8") != std::string::npos || precision.find("float8") != std::string::npos)
        ? Precision::FP8
        : Precision::BF16;
    if (run.scenario.training.precision == Precision::FP8 && run.scenario.cluster.device.fp8_tflops <= 0) {
        run.skip_reason = "FP8 run on a device without FP8 in the catalog";
        return;
    }

    // FP8 recipe as the source states it: training.fp8_recipe, else the precision text ("MXFP8", "FP8 blockwise");
    // unstated = the framework's default (Megatron-LM: delayed).
    if (run.scenario.training.precision == Precision::FP8) {
        if (auto r = parseFp8Recipe(str(tr, "fp8_recipe")))
            run.scenario.training.fp8_recipe = *r;
        else if (precision.find("mxfp8") != std::string::npos)
            run.scenario.training.fp8_recipe = Fp8Recipe::Mxfp8;
        else if (precision.find("blockwise") != std::string::npos)
            run.scenario.training.fp8_recipe = Fp8Recipe::Blockwise;
    }

    // apex DistributedFusedAdam with 16-bit master remainders, where the run's optimizer states it.
    if (tr.contains("master_param_remainders") && tr["master_param_remainders"].is_boolean())
        run.scenario.training.master_param_remainders = tr["master_param_remainders"].get<bool>();

    // torch.compile where the run's techniques name it; whether its framework version compiled the loss too
    // (training.compiled_loss: torchtitan before #1033, 2025-04-02, did not).
    if (toLower(str(tr, "techniques")).find("torch.compile") != std::string::npos)
        run.scenario.training.torch_compile = true;
    if (tr.contains("compiled_loss") && tr["compiled_loss"].is_boolean())
        run.scenario.training.compiled_loss = tr["compiled_loss"].get<bool>();
    // A fused RMSNorm kernel in eager mode, where the run's config chose one (training.fused_norm).
    if (tr.contains("fused_norm") && tr["fused_norm"].is_boolean())
        run.scenario.training.fused_norm = tr["fused_norm"].get<bool>();

    // A Megatron-Core base before MoE parallel folding (training.megatron_core "core_r0.6.0" … "core_r0.9.x", or the
    // "core_v0.x.y" tags).
    constexpr int kFoldingMinor = 10; // MoE parallel folding (expert_tensor_parallel_size) since core_r0.10
    const std::string core = toLower(str(tr, "megatron_core"));
    for (std::string_view prefix : {std::string_view("core_r0."), std::string_view("core_v0.")})
        if (core.rfind(prefix, 0) == 0) {
            const int minor = std::atoi(core.c_str() + prefix.size());
            run.scenario.training.expert_grid_before_folding = minor > 0 && minor < kFoldingMinor;
        }
    if (toLower(str(tr, "moe_token_dispatcher")) == "allgather")
        run.scenario.training.moe_allgather_dispatcher = true;
    // The attention's q/k/v layout where the run's script names one (training.shape_order: MindSpeed --shape-order).
    if (toLower(str(tr, "shape_order")) == "bnsd")
        run.scenario.training.attention_bnsd_layout = true;
    // The SMs the run's flex dispatcher holds where its recipe sets them (training.moe_dispatcher_sms).
    if (tr.contains("moe_dispatcher_sms") && tr["moe_dispatcher_sms"].is_number_integer())
        run.scenario.training.moe_dispatcher_sms = std::max(0, tr["moe_dispatcher_sms"].get<int>());
    // Gradient-accumulation fusion where the run's script differs from its framework's default
    // (training.gradient_accumulation_fusion: MindSpeed scripts without --no-gradient-accumulation-fusion).
    if (tr.contains("gradient_accumulation_fusion") && tr["gradient_accumulation_fusion"].is_boolean())
        run.scenario.training.grad_accumulation_fusion = tr["gradient_accumulation_fusion"].get<bool>();
    // Gradient precision where the run's recipe states it (training.grad_reduce_dtype: "bf16" or "fp32").
    const std::string gradReduce = toLower(str(tr, "grad_reduce_dtype"));
    if (gradReduce == "bf16" || gradReduce == "fp32")
        run.scenario.training.fp32_grad_reduce = gradReduce == "fp32";
    // The framework it ran on, where the loader knows the name (NeMo and Megatron-Bridge run Megatron-Core;
    // PyTorch-native FSDP training such as IBM's fms-fsdp is what psa's torchtitan entry stands for).
    if (const std::string fw = toLower(str(tr, "framework")); !fw.empty()) {
        if (fw.find("torchtitan") != std::string::npos || fw.find("pytorch") != std::string::npos)
            run.scenario.training.framework = TrainingFramework::TorchTitan;
        else if (fw.find("mindspeed") != std::string::npos)
            run.scenario.training.framework = TrainingFramework::MindSpeed;
        else if (fw.find("deepspeed") != std::string::npos)
            run.scenario.training.framework = TrainingFramework::DeepSpeed;
        else if (fw.find("megatron") != std::string::npos || fw.find("nemo") != std::string::npos)
            run.scenario.training.framework = TrainingFramework::Megatron;
    }

    // ---- parallel layout ----
    Strategy s;
    auto deg = [&](const char* key, int def) { return toInt(num(par, key).value_or(def)); };
    s.dp = deg("dp", 0);
    s.tp = deg("tp", 1);
    s.pp = deg("pp", 1);
    s.cp = deg("cp", 1);
    s.ep = deg("ep", 1);
    s.etp = deg("etp", 0);
    s.vpp = deg("vpp", 1);
    s.mbs = toInt(num(tr, "micro_batch").value_or(1));
    if (!num(tr, "micro_batch"))
        run.assumptions.push_back(std::string(kAssumedMicroBatch));
    if (!num(par, "vpp") && s.pp > 1)
        run.assumptions.push_back(std::string(kAssumedVirtualStages));
    if (par.contains("sp") && par["sp"].is_boolean())
        s.sp = par["sp"].get<bool>();
    if (par.contains("tp_comm_overlap") && par["tp_comm_overlap"].is_boolean())  // as the source states it
        s.tp_overlap = par["tp_comm_overlap"].get<bool>();
    if (par.contains("ep_overlap") && par["ep_overlap"].is_boolean())  // MoE all-to-all overlap, as the source states it
        s.ep_overlap = par["ep_overlap"].get<bool>();
    const std::string zero = toLower(str(par, "zero_or_fsdp"));
    s.zero = zero.find("fsdp") != std::string::npos ? 3 : 1;
    // An explicit stage where the prose cannot carry it (FSDP2 without reshard-after-forward is ZeRO-2).
    if (auto stage = num(par, "zero_stage")) {
        if (*stage != 0 && *stage != 1 && *stage != 2 && *stage != 3) {
            run.skip_reason = fmt::format("zero_stage {:g} is not 0, 1, 2 or 3", *stage);
            return;
        }
        s.zero = int(*stage);
    }
    const std::string rc = toLower(str(tr, "recompute"));
    s.recompute = rc.find("full") != std::string::npos ? Recompute::Full
        : rc.find("selective") != std::string::npos    ? Recompute::Selective
                                                       : Recompute::None;
    if (rc.empty() || rc.find("not stated") != std::string::npos || rc.find("none stated") != std::string::npos)
        run.assumptions.push_back(std::string(kAssumedRecompute));
    s.schedule = s.vpp > 1 ? Schedule::Interleaved : Schedule::OneFOneB;
    s.uneven_pp = true;  // published layouts ran; uneven first/last stages are how Megatron fits e.g. 61 layers
    const long long layout = 1LL * s.tp * s.pp * s.cp;  // each ≤ 2^31: the product fits in 64 bits
    if (s.dp == 0 && layout > 0)
        s.dp = int(run.scenario.cluster.num_devices / layout);
    if (auto gb = num(tr, "global_batch")) {
        run.scenario.training.global_batch = (long long)*gb;
        // A batch the data had to assume (its global_batch_source says from what), not one the source published.
        if (tr.contains("global_batch_assumed") && tr["global_batch_assumed"].is_boolean() && tr["global_batch_assumed"].get<bool>())
            run.assumptions.push_back(std::string(kAssumedGlobalBatch));
    } else {
        const double accum = num(tr, "grad_accum").value_or(1);
        const double batch = double(s.mbs) * std::max(1, s.dp) * accum;
        run.scenario.training.global_batch = batch >= 1 && batch <= kMaxRunNumber ? (long long)batch : 0;
        run.assumptions.push_back(std::string(kDerivedGlobalBatch));
    }
    run.strategy = s;
    run.usable = true;
}

}  // namespace

Result<std::vector<PublishedRun>> parseRuns(std::string_view text, const std::string& origin, const Catalog& catalog)
{
    if (json_io::firstTooDeep(text))
        return Error{origin, "too_deep", fmt::format("JSON nested deeper than {} levels", json_io::kMaxJsonDepth)};
    json j;
    try {
        j = json::parse(text);
    } catch (const json::exception& e) {
        return Error{origin, "malformed", fmt::format("not valid JSON: {}", terminalSafe(e.what(), false))};
    }
    const json* list = &j;
    if (j.is_object() && j.contains("runs"))
        list = &j["runs"];
    if (!list->is_array())
        return Error{origin, "malformed", "expected a JSON array of runs (or an object with \"runs\")"};
    std::vector<PublishedRun> runs;
    for (size_t i = 0; i < list->size(); ++i) {
        const json& r = (*list)[i];
        if (!r.is_object())
            return Error{fmt::format("{}[{}]", origin, i), "malformed", "each run must be an object"};
        PublishedRun run;
        try {
            parseOne(r, run, catalog);
        } catch (const std::exception& e) {  // wrong types inside a record
            run.usable = false;
            run.skip_reason = fmt::format("malformed record: {}", e.what());
        }
        if (run.id.empty())
            run.id = fmt::format("run[{}]", i);
        runs.push_back(std::move(run));
    }
    return runs;
}

std::filesystem::path shippedRunsFile() { return resourcesDir() / "calibration" / "published-runs.json"; }

Result<std::vector<PublishedRun>> loadRuns(const std::filesystem::path& file, const Catalog& catalog)
{
    auto text = readFileBounded(file);
    if (!text)
        return text.error();
    return parseRuns(*text, file.string(), catalog);
}

std::vector<RunPrediction> predictRuns(const std::vector<PublishedRun>& runs, const Profile& p)
{
    std::vector<RunPrediction> out;
    for (const PublishedRun& r : runs) {
        if (!r.usable)
            continue;
        RunPrediction pr;
        pr.run = &r;
        pr.estimate = evaluate(r.scenario, r.strategy, p);
        if (!pr.estimate.valid) {
            out.push_back(std::move(pr));
            continue;
        }
        auto rel = [](double pred, std::optional<double> meas) -> std::optional<double> {
            if (!meas || *meas <= 0 || !std::isfinite(pred))
                return std::nullopt;
            return pred / *meas - 1.0;
        };
        pr.tokens_err = rel(pr.estimate.tokens_per_s_per_device, r.measured.tokens_per_s_per_device);
        if (r.measured.full_attention_flops) {
            const double seq = double(r.scenario.training.seq_len);
            pr.source_flops_scale = flopsPerToken(r.scenario.model, seq, false).model_training
                / flopsPerToken(r.scenario.model, seq, true).model_training;
        }
        pr.tflops_err = rel(pr.tflopsAsSource(), r.measured.tflops_per_device);
        pr.mfu_err = rel(pr.mfuAsSource(), r.measured.mfu);
        pr.memory_err = rel(predictedAsMeasured(pr.estimate.memory, r.measured.memory_kind) / kGiB, r.measured.memory_gib);
        out.push_back(std::move(pr));
    }
    return out;
}

const char* toString(MemoryMeasure m)
{
    switch (m) {
    case MemoryMeasure::Device:
        return "device";
    case MemoryMeasure::Reserved:
        return "reserved";
    case MemoryMeasure::Allocated:
        return "allocated";
    case MemoryMeasure::Unknown:
        break;
    }
    return "unknown";
}

double predictedAsMeasured(const MemoryBreakdown& m, MemoryMeasure kind)
{
    switch (kind) {
    case MemoryMeasure::Reserved:
        return m.total() - m.outside_allocator;
    case MemoryMeasure::Allocated:
        return m.total() - m.outside_allocator - m.fragmentation;
    case MemoryMeasure::Device:
    case MemoryMeasure::Unknown:
        break;
    }
    return m.total();
}

ErrorStats errorStats(std::vector<double> v)
{
    ErrorStats s;
    s.count = int(v.size());
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    auto quantile = [&](double q) {
        const double pos = q * (v.size() - 1);
        const size_t lo = size_t(std::floor(pos));
        const size_t hi = std::min(v.size() - 1, lo + 1);
        return v[lo] + (pos - lo) * (v[hi] - v[lo]);
    };
    s.median_abs = quantile(0.5);
    s.p90_abs = quantile(0.9);
    return s;
}

namespace {

using ErrorColumns = std::array<std::vector<double>, 5>;  // tokens, TFLOP/s, MFU, memory, throughput

void addErrors(ErrorColumns& a, const RunPrediction& p)
{
    if (p.tokens_err)
        a[0].push_back(std::abs(*p.tokens_err));
    if (p.tflops_err)
        a[1].push_back(std::abs(*p.tflops_err));
    if (p.mfu_err)
        a[2].push_back(std::abs(*p.mfu_err));
    if (p.memory_err)
        a[3].push_back(std::abs(*p.memory_err));
    if (auto t = p.throughputErr())
        a[4].push_back(std::abs(*t));
}

ValidationRow rowOf(const std::string& name, const ErrorColumns& a)
{
    return {name, errorStats(a[0]), errorStats(a[1]), errorStats(a[2]), errorStats(a[3]), errorStats(a[4])};
}

// Up to 16 routed experts is the coarse MoE of Mixtral / GShard-style models (8 experts, top-2); fine-grained
// MoE splits the FFN into many small experts (DeepSeekMoE: 64–256, top-6/8).
constexpr int kCoarseMoeMaxExperts = 16;
const char* const kFamilies[] = {"dense", kFamilyCoarseMoe, kFamilyFineGrainedMoe, kFamilyFp8, "FSDP (PyTorch)", "ZeRO-3", kFamilyAscend};

}  // namespace

std::vector<ValidationRow> summarize(const std::vector<RunPrediction>& predictions)
{
    std::map<std::string, ErrorColumns> byGroup;
    ErrorColumns all;
    for (const auto& p : predictions) {
        addErrors(byGroup[p.run->group], p);
        addErrors(all, p);
    }
    std::vector<ValidationRow> rows;
    for (const auto& [g, a] : byGroup)
        if (g != "all")
            rows.push_back(rowOf(g, a));
    rows.push_back(rowOf("all", all));
    return rows;
}

std::string familyKey(std::string_view family)
{
    std::string key;
    for (char ch : family)
        key += (ch == ' ' || ch == '-') ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return key;
}

std::vector<std::string> scenarioFamilies(const Scenario& sc)
{
    const ModelSpec& m = sc.model;
    std::vector<std::string> out;
    if (!m.isMoe())
        out.emplace_back(kFamilies[0]);
    else
        out.emplace_back(m.moe.num_experts <= kCoarseMoeMaxExperts ? kFamilyCoarseMoe : kFamilyFineGrainedMoe);
    if (sc.training.precision == Precision::FP8)
        out.emplace_back(kFamilyFp8);
    if (sc.cluster.device.vendor == "Huawei")
        out.emplace_back(kFamilyAscend);
    return out;
}

std::vector<std::string> runFamilies(const PublishedRun& run)
{
    std::vector<std::string> out = scenarioFamilies(run.scenario);
    if (frameworkOf(run.scenario) == TrainingFramework::TorchTitan && run.strategy.zero >= 2)
        out.emplace_back(kFamilies[4]);
    if (run.strategy.zero == 3)
        out.emplace_back(kFamilies[5]);
    // In the table's order (kFamilies).
    auto rank = [](const std::string& f) { return std::find(std::begin(kFamilies), std::end(kFamilies), f) - std::begin(kFamilies); };
    std::sort(out.begin(), out.end(), [&](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
    return out;
}

std::vector<ValidationRow> summarizeByFamily(const std::vector<RunPrediction>& predictions)
{
    std::map<std::string, ErrorColumns> byFamily;
    ErrorColumns all;
    for (const auto& p : predictions) {
        for (const std::string& f : runFamilies(*p.run))
            addErrors(byFamily[f], p);
        addErrors(all, p);
    }
    std::vector<ValidationRow> rows;
    for (const char* f : kFamilies)
        if (auto it = byFamily.find(f); it != byFamily.end())
            rows.push_back(rowOf(f, it->second));
    rows.push_back(rowOf("all", all));
    return rows;
}

}  // namespace psa

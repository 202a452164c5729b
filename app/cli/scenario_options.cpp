#include "scenario_options.h"

#include <cctype>

#include "cost/time_to_train.h"

#include <fmt/format.h>

#include "catalog/hf_import.h"
#include "spec/device_override.h"
#include "spec/input_limits.h"
#include "util/text.h"

namespace psa::cli {

namespace {
using limits::kMaxDevices;
using limits::kMaxGbps;
using limits::kMaxMemoryGib;
using limits::kMaxPowerW;
using limits::kMaxTflops;
constexpr long long kMaxDim = limits::kMaxParallelDegree;
constexpr long long kMaxSeq = limits::kMaxSeqLen;

std::string joined(const std::vector<std::string>& v)
{
    std::string s;
    for (const auto& x : v)
        s += (s.empty() ? "" : ", ") + x;
    return s;
}

// An on|off option (also true/false, yes/no) into `out`; absent leaves `out` as it is.
Result<bool> readOnOff(const Args& args, const char* name, std::optional<bool>& out)
{
    const auto v = args.get(name);
    if (!v)
        return true;
    const std::string t = toLower(*v);
    if (t == "on" || t == "true" || t == "yes")
        out = true;
    else if (t == "off" || t == "false" || t == "no")
        out = false;
    else
        return Error{fmt::format("--{}", name), "bad_value", fmt::format("'{}' is not one of on, off", *v)};
    return true;
}
}  // namespace

std::vector<OptionSpec> scenarioOptions()
{
    return {
        {"scenario", true, false, "scenario file saved by the application (.psa.json); other flags override it", "FILE"},
        {"model", true, false, "model id or alias from `psa models` (e.g. llama2-70b)", "ID"},
        {"hf-config", true, false, "Hugging Face config.json to import the model from", "FILE"},
        {"layers", true, false, "number of transformer layers (overrides the preset)", "N"},
        {"hidden", true, false, "hidden size", "N"},
        {"heads", true, false, "attention heads", "N"},
        {"kv-heads", true, false, "key/value heads (GQA); default = heads", "N"},
        {"head-dim", true, false, "head dimension; default = hidden/heads", "N"},
        {"ffn", true, false, "dense FFN intermediate size", "N"},
        {"vocab", true, false, "vocabulary size", "N"},
        {"activation", true, false, "swiglu | geglu | gelu | relu", "NAME"},
        {"tied-embeddings", false, false, "input and output embeddings share weights"},
        {"experts", true, false, "routed experts (MoE)", "N"},
        {"top-k", true, false, "experts per token", "N"},
        {"shared-experts", true, false, "shared experts", "N"},
        {"moe-ffn", true, false, "routed-expert FFN size", "N"},
        {"dense-layers", true, false, "leading dense layers before the MoE layers", "N"},
        {"device", true, false, "device id or alias from `psa devices` (e.g. h100, ascend-a2)", "ID"},
        {"devices", true, false, "total number of devices", "N"},
        {"device-memory-gib", true, false, "override usable device memory (GiB)", "GIB"},
        {"device-tflops", true, false, "override the dense BF16 peak (TFLOP/s); the other peaks and the measured rates scale with it", "TFLOPS"},
        {"devices-per-node", true, false, "devices per node (default: the device's)", "N"},
        {"power-cap-w", true, false,
         "board power limit per device in watts (nvidia-smi -pl): compute runs at the clock the cap sustains, "
         "(cap/TDP)^e, e per device (`psa devices --format json`: power_clock_exponent; else the profile's power_cap_clock_exponent); energy uses the cap", "W"},
        {"intra-node-gbps", true, false, "override scale-up bandwidth per device, GB/s one direction", "GBPS"},
        {"inter-node-gbps", true, false, "override scale-out bandwidth per device, GB/s one direction", "GBPS"},
        {"seq-len", true, false, "sequence length in tokens (default 4096)", "N"},
        {"global-batch", true, false, "global batch in sequences (default 1024)", "N"},
        {"precision", true, false, "bf16 | fp16 | fp8 (default bf16; FP8 is used only when asked for)", "P"},
        {"fp8-recipe", true, false,
         "tensorwise | delayed | rowwise | blockwise | mxfp8: FP8 scaling recipe when precision is fp8 (default: "
         "mxfp8 on Blackwell where the framework has it, else tensorwise)", "R"},
        {"grad-reduce", true, false,
         "fp32 | bf16: precision gradients are accumulated and reduced in (default: the framework's: fp32, bf16 on "
         "DeepSpeed; NVIDIA's performance recipes use bf16)", "P"},
        {"grad-accum-fusion", true, false,
         "on | off: weight-gradient GEMMs accumulate into the main gradient (Megatron-LM, MindSpeed); off adds a "
         "memory-bound pass over the parameters per micro-batch (default: on for Megatron-LM, off for MindSpeed, whose "
         "fused Matmul_Add needs Ascend Transformer Boost)", "ON|OFF"},
        {"torch-compile", true, false,
         "on | off: run the model under torch.compile (torchtitan, DeepSpeed): fused norms, activations and RoPE "
         "instead of one kernel per op (default: on only where FP8 or async TP need it)", "ON|OFF"},
        {"framework", true, false,
         "megatron | torchtitan (alias pytorch) | deepspeed | mindspeed | mindspore: the framework to plan for "
         "(default: Megatron-LM, MindSpeed on Ascend); only layouts it can run are proposed",
         "NAME"},
        {"train-tokens", true, false, "tokens to train on, for time, cost and energy to train (15T, 300B, 2.5e12)", "N"},
        {"device-hour-price", true, false, "price per device-hour, for the cost to train", "P"},
        {"currency", true, false, "currency of --device-hour-price (default USD)", "CODE"},
        {"pue", true, false, "facility power usage effectiveness for the energy (default 1.2)", "X"},
        {"device-power-w", true, false, "power per device in W for the energy (default: the catalog's TDP)", "W"},
    };
}

std::vector<OptionSpec> profileOptions()
{
    return {
        {"profile", true, false, "calibration profile JSON (default: the shipped profile)", "FILE"},
        {"builtin-profile", false, false, "start from the compiled-in constants instead of the shipped profile"},
        {"set", true, true, "override calibration constants: name=value[,name=value]", "K=V"},
        {"catalog", true, true, "extra device/model catalog JSON file", "FILE"},
    };
}

Result<Catalog> catalogFromArgs(const Args& args)
{
    auto cat = Catalog::loadBuiltin();
    if (!cat)
        return cat.error();
    Catalog c = std::move(cat).value();
    for (const auto& f : args.all("catalog")) {
        auto r = c.addFile(f);
        if (!r)
            return r.error();
    }
    // A user catalog entry that shadows another one (a built-in h100) is allowed, and said.
    for (const auto& n : c.notes())
        fmt::print(stderr, "psa: note: {}\n", terminalSafe(n, false));
    return c;
}

Result<Profile> profileFromArgs(const Args& args)
{
    Profile p = args.has("builtin-profile") ? Profile{} : defaultProfile();
    if (auto f = args.get("profile")) {
        auto loaded = loadProfile(*f);
        if (!loaded)
            return Error{"--profile", loaded.error().code, loaded.error().message()};
        p = loaded.value();
    }
    for (const auto& o : args.all("set")) {
        auto r = applyProfileOverrides(p, o);
        if (!r)
            return Error{"--set", r.error().code, r.error().message()};
    }
    return p;
}

Result<std::optional<ScenarioFile>> scenarioFileFromArgs(const Args& args, const Catalog& catalog)
{
    const auto path = args.get("scenario");
    if (!path)
        return std::optional<ScenarioFile>{};
    auto file = loadScenarioFile(*path, catalog);
    if (!file)
        return Error{"--scenario", file.error().code, file.error().detail};  // the detail names file and field
    return std::optional<ScenarioFile>{std::move(file).value()};
}

ScenarioFile scenarioFileFor(const Scenario& sc, const SearchConstraints& c, const ScoreWeights& w, const Catalog& catalog,
                             std::optional<Framework> framework)
{
    ScenarioFile f;
    f.scenario = sc;
    const ModelSpec* m = catalog.model(sc.model.id);
    f.model_preset = m && m->id == sc.model.id && m->name == sc.model.name ? m->id : "";  // edited models are custom
    const DeviceSpec* d = catalog.device(sc.cluster.device.id);
    f.device_preset = d ? d->id : "";
    f.search_fp8 = c.allow_fp8 && !c.precision_fixed;
    f.constraints = c;
    f.weights = w;
    f.code_framework = framework.value_or(emitterFor(frameworkOf(sc)));
    return f;
}

Result<Scenario> scenarioFromArgs(const Args& args, const Catalog& catalog, const ScenarioFile* base)
{
    Scenario sc = base ? base->scenario : Scenario{};
    // ---- model ----
    if (args.has("model") && args.has("hf-config"))
        return Error{"--model", "conflict", "give either --model or --hf-config, not both"};
    if (auto id = args.get("model")) {
        const ModelSpec* m = catalog.model(*id);
        if (!m) {
            const auto sugg = catalog.suggestModels(*id);
            return Error{"--model", "unknown", fmt::format("no model '{}' in the catalog{}", *id,
                                                            sugg.empty() ? "" : " (did you mean " + joined(sugg) + "?)")};
        }
        sc.model = *m;
    } else if (auto f = args.get("hf-config")) {
        auto m = importHfConfigFile(*f);
        if (!m)
            return Error{"--hf-config", m.error().code, m.error().message()};
        sc.model = m.value();
    } else if (!base) {
        sc.model.id = "custom";
        sc.model.name = "custom model";
        for (const char* req : {"layers", "hidden", "heads", "vocab"})
            if (!args.has(req))
                return Error{std::string("--") + req, "missing", "is required without --model or --hf-config"};
    }
    struct IntField {
        const char* opt;
        int* field;
        long long min;
    };
    ModelSpec& m = sc.model;
    const bool custom = m.id == "custom";
    const IntField ints[] = {{"layers", &m.layers, 1},      {"hidden", &m.hidden, 1},   {"heads", &m.heads, 1},
                             {"kv-heads", &m.kv_heads, 1},  {"head-dim", &m.head_dim, 1}, {"ffn", &m.ffn, 1},
                             {"vocab", &m.vocab, 1},        {"experts", &m.moe.num_experts, 0}, {"top-k", &m.moe.top_k, 1},
                             {"shared-experts", &m.moe.num_shared_experts, 0}, {"moe-ffn", &m.moe.expert_ffn, 1},
                             {"dense-layers", &m.moe.first_dense_layers, 0}};
    bool overridden = false;
    for (const auto& f : ints) {
        if (!args.has(f.opt))
            continue;
        auto v = args.integer(f.opt, f.min, kMaxDim);
        if (!v)
            return v.error();
        *f.field = int(*v);
        overridden = true;
    }
    if (args.has("dense-layers") && (m.moe.first_dense_layers > m.layers || (m.isMoe() && m.moe.first_dense_layers >= m.layers)))
        return Error{"--dense-layers", "out_of_range",
                     fmt::format("{} leading dense layers exceed the model's {} layers{}", m.moe.first_dense_layers, m.layers,
                                 m.isMoe() ? " (at least one MoE layer must remain)" : "")};
    if (custom && !args.has("kv-heads"))
        m.kv_heads = m.heads;
    if (m.isMoe()) {
        if (m.moe.top_k == 0)
            m.moe.top_k = 1;
        if (m.moe.expert_ffn == 0)
            m.moe.expert_ffn = m.ffn;
        if (m.moe.num_shared_experts > 0 && m.moe.shared_expert_ffn == 0)
            m.moe.shared_expert_ffn = m.moe.expert_ffn;
    }
    if (auto a = args.get("activation")) {
        const std::string t = toLower(*a);
        if (t == "swiglu" || t == "silu")
            m.activation = Activation::SwiGLU;
        else if (t == "geglu")
            m.activation = Activation::GeGLU;
        else if (t == "gelu")
            m.activation = Activation::GeLU;
        else if (t == "relu")
            m.activation = Activation::ReLU;
        else
            return Error{"--activation", "bad_value", fmt::format("'{}' is not one of swiglu, geglu, gelu, relu", *a)};
        overridden = true;
    }
    if (args.has("tied-embeddings")) {
        m.tied_embeddings = true;
        overridden = true;
    }
    if (overridden && !custom)
        m.name += " (modified)";

    // ---- cluster ----
    const auto devId = args.get("device");
    if (!devId && !base)
        return Error{"--device", "missing", "is required (see `psa devices`)"};
    if (devId) {
        const DeviceSpec* d = catalog.device(*devId);
        if (!d) {
            const auto sugg = catalog.suggestDevices(*devId);
            return Error{"--device", "unknown", fmt::format("no device '{}' in the catalog{}", *devId,
                                                             sugg.empty() ? "" : " (did you mean " + joined(sugg) + "?)")};
        }
        sc.cluster.device = *d;
    }
    if (args.has("devices") || !base) {
        auto n = args.integer("devices", 1, kMaxDevices);
        if (!n)
            return n.error();
        sc.cluster.num_devices = int(*n);
    }
    if (args.has("power-cap-w")) {
        auto w = args.number("power-cap-w", 1.0, kMaxPowerW);
        if (!w)
            return w.error();
        sc.cluster.power_cap_w = *w;
    }
    if (args.has("devices-per-node")) {
        auto g = args.integer("devices-per-node", 1, kMaxDevices);
        if (!g)
            return g.error();
        sc.cluster.devices_per_node = int(*g);
    }
    struct DoubleField {
        const char* opt;
        double* field;
        double max;
    };
    DeviceSpec& dv = sc.cluster.device;
    const DoubleField doubles[] = {{"device-memory-gib", &dv.memory_gib, kMaxMemoryGib},
                                   {"intra-node-gbps", &dv.scale_up_gbps, kMaxGbps},
                                   {"inter-node-gbps", &dv.scale_out_gbps, kMaxGbps}};
    for (const auto& f : doubles) {
        if (!args.has(f.opt))
            continue;
        auto v = args.number(f.opt, 1e-9, f.max);
        if (!v)
            return Error{std::string("--") + f.opt, v.error().code, v.error().detail + " (must be positive)"};
        *f.field = *v;
    }
    if (args.has("device-tflops")) {
        auto v = args.number("device-tflops", 1e-9, kMaxTflops);
        if (!v)
            return Error{"--device-tflops", v.error().code, v.error().detail + " (must be positive)"};
        overridePeak16(dv, *v);  // as the hardware form: the other peaks and the measured rates follow
    }

    // ---- training ----
    if (args.has("seq-len")) {
        auto s = args.integer("seq-len", 1, kMaxSeq);
        if (!s)
            return s.error();
        sc.training.seq_len = *s;
    }
    if (args.has("global-batch")) {
        auto b = args.integer("global-batch", 1, limits::kMaxGlobalBatch);
        if (!b)
            return b.error();
        sc.training.global_batch = *b;
    }
    if (auto p = args.get("precision")) {
        const std::string t = toLower(*p);
        if (t == "bf16")
            sc.training.precision = Precision::BF16;
        else if (t == "fp16")
            sc.training.precision = Precision::FP16;
        else if (t == "fp8")
            sc.training.precision = Precision::FP8;
        else
            return Error{"--precision", "bad_value", fmt::format("'{}' is not one of bf16, fp16, fp8", *p)};
    }
    if (auto r = args.get("fp8-recipe")) {
        auto recipe = parseFp8Recipe(*r);
        if (!recipe)
            return Error{"--fp8-recipe", "bad_value", recipe.error().detail};
        sc.training.fp8_recipe = *recipe;
    }
    if (auto g = args.get("grad-reduce")) {
        const std::string t = toLower(*g);
        if (t == "fp32")
            sc.training.fp32_grad_reduce = true;
        else if (t == "bf16")
            sc.training.fp32_grad_reduce = false;
        else
            return Error{"--grad-reduce", "bad_value", fmt::format("'{}' is not one of fp32, bf16", *g)};
    }
    if (auto r = readOnOff(args, "grad-accum-fusion", sc.training.grad_accumulation_fusion); !r)
        return r.error();
    if (auto r = readOnOff(args, "torch-compile", sc.training.torch_compile); !r)
        return r.error();
    if (auto f = args.get("framework")) {
        auto fw = parseTrainingFramework(*f);
        if (!fw)
            return Error{"--framework", fw.error().code, fw.error().detail};
        sc.training.framework = *fw;
    } else if (auto e = args.get("emit"); e && !(base && base->scenario.training.framework)) {
        // --emit without --framework: plan for the framework the emitted code runs on, so the code runs the plan.
        if (auto em = parseFramework(*e))
            sc.training.framework = plannedFrameworkOf(*em);
    }
    TrainingBudget& budget = sc.training.budget;
    if (auto t = args.get("train-tokens")) {
        const auto n = parseTokenCount(*t);
        if (!n)
            return Error{"--train-tokens", "bad_value", fmt::format("'{}' is not a positive token count (e.g. 15T, 300B, 2.5e12)", *t)};
        budget.train_tokens = *n;
    }
    if (args.has("device-hour-price")) {
        auto v = args.number("device-hour-price", 0.0, 1e9);
        if (!v)
            return v.error();
        budget.device_hour_price = *v;
    }
    if (auto c = args.get("currency")) {
        if (c->empty() || c->size() > 8)
            return Error{"--currency", "bad_value", "must be 1 to 8 characters (e.g. USD, EUR, CNY)"};
        for (char ch : *c)
            if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '$')
                return Error{"--currency", "bad_value", "letters and digits only (e.g. USD, EUR, CNY)"};
        budget.currency = *c;
    }
    if (args.has("pue")) {
        auto v = args.number("pue", 1.0, 3.0);
        if (!v)
            return v.error();
        budget.pue = *v;
    }
    if (args.has("device-power-w")) {
        auto v = args.number("device-power-w", 1.0, 1e5);
        if (!v)
            return v.error();
        budget.device_power_w = *v;
    }
    return sc;
}

Result<Strategy> strategyFromArgs(const Args& args)
{
    const auto text = args.get("strategy");
    if (!text)
        return Strategy{};
    auto s = parseStrategy(*text);
    if (!s)
        return Error{"--strategy", s.error().code, s.error().message()};
    return s;
}

}  // namespace psa::cli

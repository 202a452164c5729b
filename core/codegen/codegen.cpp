#include "codegen/codegen.h"

#include "codegen/codegen_internal.h"
#include "util/text.h"

#include <algorithm>

namespace psa {

const char* toString(Framework f)
{
    switch (f) {
    case Framework::PyTorch:
        return "pytorch";
    case Framework::Megatron:
        return "megatron";
    case Framework::MindSpeed:
        return "mindspeed";
    case Framework::MindSpore:
        return "mindspore";
    case Framework::TorchTitan:
        return "torchtitan";
    case Framework::TorchTitanToml:
        return "torchtitan-toml";
    case Framework::DeepSpeed:
        return "deepspeed";
    }
    return "?";
}

Framework emitterFor(TrainingFramework f)
{
    switch (f) {
    case TrainingFramework::Megatron:
        return Framework::Megatron;
    case TrainingFramework::TorchTitan:
        return Framework::TorchTitan;
    case TrainingFramework::DeepSpeed:
        return Framework::DeepSpeed;
    case TrainingFramework::MindSpeed:
        return Framework::MindSpeed;
    case TrainingFramework::MindSpore:
        return Framework::MindSpore;
    }
    return Framework::Megatron;
}

TrainingFramework plannedFrameworkOf(Framework emitter)
{
    switch (emitter) {
    case Framework::Megatron:
        return TrainingFramework::Megatron;
    case Framework::MindSpeed:
        return TrainingFramework::MindSpeed;
    case Framework::MindSpore:
        return TrainingFramework::MindSpore;
    case Framework::DeepSpeed:
        return TrainingFramework::DeepSpeed;
    case Framework::PyTorch:
    case Framework::TorchTitan:
    case Framework::TorchTitanToml:
        return TrainingFramework::TorchTitan;
    }
    return TrainingFramework::Megatron;
}

Result<Framework> parseFramework(const std::string& text)
{
    const std::string t = toLower(trim(text));
    if (t == "pytorch" || t == "torch")
        return Framework::PyTorch;
    if (t == "megatron" || t == "megatron-lm" || t == "megatron-core")
        return Framework::Megatron;
    if (t == "mindspeed" || t == "mindspeed-llm")
        return Framework::MindSpeed;
    if (t == "mindspore")
        return Framework::MindSpore;
    if (t == "torchtitan" || t == "titan")
        return Framework::TorchTitan;
    if (t == "torchtitan-toml" || t == "titan-toml")
        return Framework::TorchTitanToml;
    if (t == "deepspeed" || t == "ds")
        return Framework::DeepSpeed;
    return Error { "framework", "bad_value",
        fmt::format(
            "'{}' is not one of pytorch, megatron, mindspeed, mindspore, torchtitan, torchtitan-toml, deepspeed",
            text) };
}

const char* checkedAgainst(Framework f)
{
    // Keep in step with codegen/framework_versions.h (the vocabulary test compares the two).
    switch (f) {
    case Framework::PyTorch:
        return "PyTorch >= 2.6 torch.distributed APIs (syntax-checked only; no flag vocabulary applies)";
    case Framework::Megatron:
        return "Megatron-LM core_v0.19.0 @ 5be9626709af (2026-08-19)";
    case Framework::MindSpeed:
        return "MindSpeed-LLM v26.1.0 @ 2b7130ca7bea (2026-08-04) + MindSpeed core 26.1.0_core_r0.12.1 @ "
               "57a33053c4ec (2026-07-20) + Megatron-LM core_v0.12.1 @ a845aa7e12b3";
    case Framework::MindSpore:
        return "MindSpore v2.6.0 @ 6cd05491403a (2025-05-16: mindspore.parallel.auto_parallel.AutoParallel API)";
    case Framework::TorchTitan:
        return "torchtitan main @ b5bcd76c66d0 (2026-08-21, after v0.2.2: Python recipes returning Trainer.Config)";
    case Framework::TorchTitanToml:
        return "torchtitan <= v0.2.2 @ 73a0e6979dd1 (2026-02-20; TOML job files were removed after it)";
    case Framework::DeepSpeed:
        return "DeepSpeed v0.19.5 @ cf44300453eb (2026-08-09)";
    }
    return "?";
}

const char* codeLanguage(Framework f)
{
    switch (f) {
    case Framework::Megatron:
    case Framework::MindSpeed:
        return "bash";
    case Framework::DeepSpeed:
        return "text"; // a ds_config JSON and the launcher line
    case Framework::TorchTitanToml:
        return "toml";
    case Framework::PyTorch:
    case Framework::MindSpore:
    case Framework::TorchTitan:
        return "python";
    }
    return "text";
}

Framework defaultLaunchFramework(const DeviceSpec& device)
{
    return codegen::torchDevice(device).type == "npu" ? Framework::MindSpeed : Framework::PyTorch;
}

std::string emitLaunchCode(Framework f, const Scenario& sc, const Strategy& resolved)
{
    switch (f) {
    case Framework::PyTorch:
        return codegen::emitPyTorch(sc, resolved);
    case Framework::Megatron:
        return codegen::emitMegatron(sc, resolved);
    case Framework::MindSpeed:
        return codegen::emitMindSpeed(sc, resolved);
    case Framework::MindSpore:
        return codegen::emitMindSpore(sc, resolved);
    case Framework::TorchTitan:
        return codegen::emitTorchTitan(sc, resolved);
    case Framework::TorchTitanToml:
        return codegen::emitTorchTitanToml(sc, resolved);
    case Framework::DeepSpeed:
        return codegen::emitDeepSpeed(sc, resolved);
    }
    return {};
}

namespace codegen {

std::string oneLine(const std::string& s)
{
    std::string out;
    out.reserve(s.size());
    for (char c : s)
        out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? ' ' : c;
    return out;
}

std::string quoted(const std::string& s)
{
    std::string out = "\"";
    for (char c : oneLine(s)) {
        if (c == '"' || c == '\\' || c == '$' || c == '`')
            out += '_'; // never needed in ids or names; keeps the literal valid in every target language
        else
            out += c;
    }
    return out + "\"";
}

Facts facts(const Scenario& sc, const Strategy& s)
{
    Facts f;
    f.devices = sc.cluster.num_devices;
    const int node = std::max(1, sc.cluster.nodeSize());
    f.per_node = std::max(1, std::min(node, f.devices));
    f.nodes = std::max(1, (f.devices + f.per_node - 1) / f.per_node);
    f.dp = std::max(1, s.dp);
    f.seq = sc.training.seq_len;
    f.global_batch = sc.training.global_batch;
    const long long denom = 1LL * f.dp * std::max(1, s.mbs);
    f.micro_batches = std::max(1LL, f.global_batch / denom);
    f.interleaved = s.pp > 1 && (s.schedule == Schedule::Interleaved || s.vpp > 1);
    f.model_name = oneLine(sc.model.name.empty() ? sc.model.id : sc.model.name);
    return f;
}

static const char* emitterTitle(Framework f)
{
    switch (f) {
    case Framework::PyTorch:
        return "PyTorch (torch.distributed, 2.6+) training script skeleton";
    case Framework::Megatron:
        return "Megatron-LM (Megatron-Core) launch script";
    case Framework::MindSpeed:
        return "MindSpeed-LLM (Ascend) launch script";
    case Framework::MindSpore:
        return "MindSpore semi-auto-parallel training skeleton";
    case Framework::TorchTitan:
        return "torchtitan recipe (a Python function returning Trainer.Config)";
    case Framework::TorchTitanToml:
        return "torchtitan legacy TOML job config";
    case Framework::DeepSpeed:
        return "DeepSpeed config and launcher";
    }
    return "?";
}

TorchDevice torchDevice(const DeviceSpec& d)
{
    const std::string vendor = toLower(d.vendor);
    const std::string id = toLower(d.id + " " + d.name);
    if (vendor == "huawei" || id.find("ascend") != std::string::npos)
        return { "npu", "import torch_npu  # Ascend adapter: registers the \"npu\" device and the HCCL backend",
            "hccl" };
    if (vendor == "intel" || id.find("gaudi") != std::string::npos)
        return { "hpu", "import habana_frameworks.torch.core  # Intel Gaudi: registers the \"hpu\" device (HCCL)",
            "hccl" };
    if (vendor == "google" || id.find("tpu") != std::string::npos)
        return { "cuda",
            "# TPU: PyTorch reaches TPUs through PyTorch/XLA, whose SPMD mesh API differs from torch.distributed's; "
            "this skeleton does not run there as-is",
            "xla" };
    if (vendor == "amd")
        return { "cuda", "# ROCm builds of PyTorch expose AMD GPUs as the \"cuda\" device (RCCL backend)", "nccl" };
    return { "cuda", "", "nccl" };
}

std::string headerComment(Framework fw, const Scenario& sc, const Strategy& s, const std::string& p)
{
    const Facts f = facts(sc, s);
    const ModelSpec& m = sc.model;
    Text t;
    t.line("{}Generated by Parallel Strategy Analyzer: {}.", p, emitterTitle(fw));
    t.line("{}Checked against: {}.", p, checkedAgainst(fw));
    t.line("{}Model: {}{}: layers={}, hidden={}, heads={}, kv_heads={}, head_dim={}, ffn={}, vocab={}, activation={}, "
           "norm={}",
        p, f.model_name, m.id.empty() || m.id == m.name ? "" : " (" + oneLine(m.id) + ")", m.layers, m.hidden, m.heads,
        m.kv_heads, m.headDim(), m.ffn, m.vocab, toString(m.activation), toString(m.norm));
    if (m.isMoe())
        t.line("{}MoE: experts={}, top_k={}, expert_ffn={}, shared_experts={} x {}, first_dense_layers={}, "
               "moe_layer_interval={}",
            p, m.moe.num_experts, m.moe.top_k, m.moe.expert_ffn, m.moe.num_shared_experts, m.moe.shared_expert_ffn,
            m.moe.first_dense_layers, m.moe.moe_layer_interval);
    if (m.mla.enabled)
        t.line("{}MLA: q_lora_rank={}, kv_lora_rank={}, qk_nope_head_dim={}, qk_rope_head_dim={}, v_head_dim={}", p,
            m.mla.q_lora_rank, m.mla.kv_lora_rank, m.mla.qk_nope_head_dim, m.mla.qk_rope_head_dim, m.mla.v_head_dim);
    const DeviceSpec& d = sc.cluster.device;
    t.line("{}Cluster: {} x {} ({} per node, {} node{})", p, f.devices, oneLine(d.name.empty() ? d.id : d.name),
        f.per_node, f.nodes, f.nodes == 1 ? "" : "s");
    t.line("{}Training: seq_len={}, global_batch={} sequences, precision={}", p, f.seq, f.global_batch,
        toString(sc.training.precision));
    t.line("{}Strategy: {}", p, formatStrategy(s));
    t.line("{}Planned for: {}", p, frameworkTitle(frameworkOf(sc)));
    t.line("{}Micro-batches per step per data-parallel replica: {} / (dp {} x mbs {}) = {}", p, f.global_batch, f.dp,
        s.mbs, f.micro_batches);
    return t.str();
}

std::vector<std::pair<bool, int>> moeLayerRuns(const ModelSpec& m)
{
    std::vector<std::pair<bool, int>> runs;
    if (!m.isMoe())
        return runs;
    for (int i = 0; i < m.layers; ++i) {
        const bool moe = m.isMoeLayer(i);
        if (!runs.empty() && runs.back().first == moe)
            ++runs.back().second;
        else
            runs.emplace_back(moe, 1);
    }
    return runs;
}

bool allLayersMoe(const ModelSpec& m)
{
    const auto runs = moeLayerRuns(m);
    return runs.size() == 1 && runs.front().first;
}

} // namespace codegen
} // namespace psa

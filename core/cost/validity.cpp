#include "cost/validity.h"

#include <fmt/format.h>

#include "i18n/i18n.h"
#include "spec/framework.h"

namespace psa {

namespace {
using i18n::translate;
using i18n::trf;

constexpr long long kMaxDevices = 10'000'000;
constexpr long long kMaxSeqLen = 1LL << 24;     // 16M tokens
constexpr long long kMaxGlobalBatch = 100'000'000;
constexpr int kMaxDim = 10'000'000;
constexpr int kMaxLayers = 100'000;
constexpr int kCpChunksPerRank = 2;   // load-balanced causal split into 2·cp chunks [MLM-ARGS ✔]
constexpr long long kCpRecommendedSeq = 8192;  // CP for sequences ≥ 8K [MLM-MOE ✔]
// Interleaving is advised only where plain 1F1B's bubble (p − 1)/m is worth its extra p2p and warm-up memory:
// from 5 % of the compute (an advice threshold, not a cost: the bubble itself is priced by the schedule model).
constexpr double kInterleaveAdviceBubble = 0.05;

Error rule(const char* field, const char* code, std::string detail) { return Error{field, code, std::move(detail)}; }
}  // namespace

std::vector<Error> validateScenario(const Scenario& sc)
{
    std::vector<Error> e;
    const ModelSpec& m = sc.model;
    auto positive = [&](const char* field, long long v, long long max) {
        if (v <= 0)
            e.push_back(rule(field, "out_of_range", trf("psa::Validity", "must be positive, got {}")(v)));
        else if (v > max)
            e.push_back(rule(field, "out_of_range", trf("psa::Validity", "{} is beyond the supported maximum {}")(v, max)));
    };
    positive("model.layers", m.layers, kMaxLayers);
    positive("model.hidden", m.hidden, kMaxDim);
    positive("model.heads", m.heads, kMaxDim);
    positive("model.kv_heads", m.kv_heads, kMaxDim);
    positive("model.vocab", m.vocab, kMaxDim);
    if (!m.isMoe() || m.moe.first_dense_layers > 0 || m.moe.moe_layer_interval > 1)
        positive("model.ffn", m.ffn, kMaxDim);
    if (m.heads > 0 && m.kv_heads > m.heads)
        e.push_back(rule("model.kv_heads", "inconsistent", trf("psa::Validity", "{} KV heads exceed {} query heads")(m.kv_heads, m.heads)));
    if (m.heads > 0 && m.kv_heads > 0 && m.heads % m.kv_heads != 0)
        e.push_back(rule("model.kv_heads", "not_divisible", trf("psa::Validity", "{} query heads are not a multiple of {} KV heads")(m.heads, m.kv_heads)));
    if (m.head_dim == 0 && !m.mla.enabled && m.heads > 0 && m.hidden % m.heads != 0)
        e.push_back(rule("model.head_dim", "not_divisible",
                         trf("psa::Validity", "hidden {} is not divisible by {} heads; give head_dim explicitly [§7.3]")(m.hidden, m.heads)));
    if (m.isMoe()) {
        positive("model.moe.top_k", m.moe.top_k, m.moe.num_experts);
        positive("model.moe.expert_ffn", m.moe.expert_ffn, kMaxDim);
        if (m.moe.num_experts > 1'000'000)
            e.push_back(rule("model.moe.num_experts", "out_of_range", translate("psa::Validity", "more than 1,000,000 experts")));
    }
    if (m.linear_attention.enabled()) {
        const LinearAttentionSpec& la = m.linear_attention;
        positive("model.linear_attention.num_key_heads", la.num_key_heads, kMaxDim);
        positive("model.linear_attention.num_value_heads", la.num_value_heads, kMaxDim);
        positive("model.linear_attention.key_head_dim", la.key_head_dim, kMaxDim);
        positive("model.linear_attention.value_head_dim", la.value_head_dim, kMaxDim);
        if (la.full_attention_interval < 0 || la.full_attention_interval > kMaxLayers)
            e.push_back(rule("model.linear_attention.full_attention_interval", "out_of_range",
                             trf("psa::Validity", "must be 0 (every layer linear) or a layer interval up to {}, got {}")(kMaxLayers, la.full_attention_interval)));
        if (la.conv_kernel < 0 || la.conv_kernel > kMaxDim)
            e.push_back(rule("model.linear_attention.conv_kernel", "out_of_range",
                             trf("psa::Validity", "must be in 0..{}, got {}")(kMaxDim, la.conv_kernel)));
        if (la.num_key_heads > 0 && la.num_value_heads > 0 && la.num_value_heads % la.num_key_heads != 0)
            e.push_back(rule("model.linear_attention.num_value_heads", "not_divisible",
                             trf("psa::Validity", "{} linear-attention value heads are not a multiple of {} key heads")(la.num_value_heads, la.num_key_heads)));
    }
    if (m.moe.first_dense_layers < 0 || (m.layers > 0 && m.moe.first_dense_layers > m.layers)
        || (m.isMoe() && m.layers > 0 && m.moe.first_dense_layers >= m.layers))
        e.push_back(rule("model.moe.first_dense_layers", "out_of_range",
                         trf("psa::Validity", "{} leading dense layers do not fit a model of {} layers with MoE layers")(m.moe.first_dense_layers, m.layers)));
    positive("cluster.devices", sc.cluster.num_devices, kMaxDevices);
    positive("cluster.devices_per_node", sc.cluster.nodeSize(), kMaxDevices);
    if (sc.cluster.device.bf16_tflops <= 0 && sc.cluster.device.fp16_tflops <= 0)
        e.push_back(rule("device.tflops", "missing", trf("psa::Validity", "device '{}' has no peak TFLOP/s; give --device-tflops")(sc.cluster.device.id)));
    if (sc.cluster.device.memory_gib <= 0)
        e.push_back(rule("device.memory_gib", "missing", translate("psa::Validity", "device memory must be positive")));
    positive("training.seq_len", sc.training.seq_len, kMaxSeqLen);
    positive("training.global_batch", sc.training.global_batch, kMaxGlobalBatch);
    if (sc.training.precision == Precision::FP8 && sc.cluster.device.fp8_tflops <= 0)
        e.push_back(rule("training.precision", "unsupported", trf("psa::Validity", "device '{}' has no FP8 support")(sc.cluster.device.id)));
    if (const TrainingFramework fw = frameworkOf(sc); !fp32GradReduce(sc) && !frameworkFeatures(fw).bf16_grad_reduce)
        e.push_back(rule("training.grad_reduce", "unsupported",
            trf("psa::Validity", "{} reduces gradients in fp32 (bf16 reduction: Megatron-LM, MindSpeed, DeepSpeed)")(
                frameworkTitle(fw))));
    if (sc.training.precision == Precision::FP8 && sc.training.fp8_recipe) {
        const Fp8Recipe r = *sc.training.fp8_recipe;
        const TrainingFramework f = frameworkOf(sc);
        if (!frameworkRunsFp8Recipe(f, r) && *frameworkFeatures(f).fp8_recipes != '\0')
            e.push_back(rule("training.fp8_recipe", "unsupported",
                             trf("psa::Validity", "{} has no {} FP8 recipe (it has: {})")(frameworkTitle(f), toString(r), frameworkFeatures(f).fp8_recipes)));
        else if (r == Fp8Recipe::Mxfp8 && !hasMxHardware(sc.cluster.device))
            e.push_back(rule("training.fp8_recipe", "unsupported",
                             trf("psa::Validity", "device '{}' has no MX block scaling in its tensor cores (MXFP8 needs Blackwell or CDNA 4)")(sc.cluster.device.id)));
    }
    return e;
}

Strategy resolveStrategy(const Scenario& sc, Strategy s)
{
    if (s.dp == 0) {
        const long long denom = 1LL * s.tp * s.pp * s.cp;
        s.dp = denom > 0 && sc.cluster.num_devices % denom == 0 ? int(sc.cluster.num_devices / denom) : 0;
    }
    if (s.etp == 0)
        s.etp = sc.model.isMoe() ? 1 : s.tp;
    if (s.tp == 1)
        s.sp = false;  // SP is disabled when tp = 1 [MLM-ARGS ✔]
    if (s.schedule == Schedule::Interleaved && s.vpp == 1 && s.pp > 1)
        s.vpp = 2;     // interleaving means at least two chunks
    return s;
}

std::vector<Error> hardRuleViolations(const Scenario& sc, const Strategy& s)
{
    std::vector<Error> e;
    // Degrees come from files and forms too, not only from parseStrategy: check their range first,
    // since every rule below divides by them (a fuzzed runs file with micro_batch 0 found this).
    constexpr int kMaxDegree = 1'000'000;
    const std::pair<const char*, int> degrees[] = {{"strategy.tp", s.tp}, {"strategy.pp", s.pp},   {"strategy.cp", s.cp},
                                                   {"strategy.ep", s.ep}, {"strategy.etp", s.etp}, {"strategy.vpp", s.vpp},
                                                   {"strategy.mbs", s.mbs}};
    for (const auto& [field, v] : degrees)
        if (v < 1 || v > kMaxDegree)
            e.push_back(rule(field, "out_of_range", trf("psa::Validity", "must be in 1..{}, got {}")(kMaxDegree, v)));
    if (s.dp < 0 || s.dp > kMaxDegree)
        e.push_back(rule("strategy.dp", "out_of_range", trf("psa::Validity", "must be in 0..{}, got {}")(kMaxDegree, s.dp)));
    if (s.zero < 0 || s.zero > 3)
        e.push_back(rule("strategy.zero", "out_of_range", trf("psa::Validity", "ZeRO level must be 0..3, got {}")(s.zero)));
    if (!e.empty())
        return e;
    const ModelSpec& m = sc.model;
    const long long N = sc.cluster.num_devices;
    // 1. N = tp·cp·dp·pp [MLM-PS ✔]
    const long long product = 1LL * s.dp * s.tp * s.pp * s.cp;
    if (s.dp <= 0)
        e.push_back(rule("strategy.dp", "not_divisible", trf("psa::Validity", "{} devices are not divisible by tp·pp·cp = {}")(N, 1LL * s.tp * s.pp * s.cp)));
    else if (product != N)
        e.push_back(rule("strategy", "product_mismatch", trf("psa::Validity", "dp·tp·pp·cp = {}·{}·{}·{} = {} but the cluster has {} devices [§7.1]")(s.dp, s.tp, s.pp, s.cp, product, N)));
    // 1b/2. Expert grid: N % (etp·ep·pp) == 0; E % ep == 0 [MLM-PS, MLM-ARGS ✔]
    if (!m.isMoe()) {
        if (s.ep > 1)
            e.push_back(rule("strategy.ep", "not_moe", trf("psa::Validity", "ep = {} but '{}' has no experts")(s.ep, m.id)));
    } else {
        const long long grid = 1LL * s.etp * s.ep * s.pp;
        if (N % grid != 0)
            e.push_back(rule("strategy.ep", "not_divisible", trf("psa::Validity", "expert grid etp·ep·pp = {} does not divide {} devices [§7.1]")(grid, N)));
        if (m.moe.num_experts % s.ep != 0)
            e.push_back(rule("strategy.ep", "not_divisible", trf("psa::Validity", "{} experts are not divisible by ep = {} [§7.2]")(m.moe.num_experts, s.ep)));
        if (m.moe.expert_ffn % s.etp != 0)
            e.push_back(rule("strategy.etp", "not_divisible", trf("psa::Validity", "expert FFN {} is not divisible by etp = {}")(m.moe.expert_ffn, s.etp)));
        // 7. TP + EP requires sequence parallelism [MLM-PG ✔]
        if (s.tp > 1 && s.ep > 1 && !s.sp)
            e.push_back(rule("strategy.sp", "required", translate("psa::Validity", "tensor parallelism combined with expert parallelism requires sp=on [§7.7]")));
    }
    // 3. Heads and query groups [MLM-TC ✔]
    if (m.heads % s.tp != 0)
        e.push_back(rule("strategy.tp", "not_divisible", trf("psa::Validity", "{} attention heads are not divisible by tp = {} [§7.3]")(m.heads, s.tp)));
    if (!m.mla.enabled && m.kv_heads % s.tp != 0 && s.tp % m.kv_heads != 0)
        e.push_back(rule("strategy.tp", "not_divisible", trf("psa::Validity", "{} KV heads neither divide nor are divisible by tp = {} [§7.3]")(m.kv_heads, s.tp)));
    // 3b. Linear-attention heads are split over TP like attention heads (Megatron-LM GatedDeltaNet, torchtitan
    // Qwen3.5 head-sharded TP).
    if (m.hasLinearAttention()) {
        const LinearAttentionSpec& la = m.linear_attention;
        if (la.num_key_heads > 0 && la.num_key_heads % s.tp != 0)
            e.push_back(rule("strategy.tp", "not_divisible", trf("psa::Validity", "{} linear-attention key heads are not divisible by tp = {}")(la.num_key_heads, s.tp)));
        else if (la.num_value_heads > 0 && la.num_value_heads % s.tp != 0)
            e.push_back(rule("strategy.tp", "not_divisible", trf("psa::Validity", "{} linear-attention value heads are not divisible by tp = {}")(la.num_value_heads, s.tp)));
        // CP over linear-attention layers is not ring attention: Megatron-LM (core_v0.18+) exchanges heads by
        // all-to-all around the Gated DeltaNet kernel, torchtitan (main, 2026-08) refuses CP for Qwen3.5. The cost
        // model prices ring CP only, so a hybrid runs with cp = 1.
        if (s.cp > 1)
            e.push_back(rule("strategy.cp", "unsupported",
                             trf("psa::Validity", "cp = {}: context parallelism over the {} {} layers is not modelled (Megatron-LM shards them over CP by an all-to-all head exchange from core_v0.18, torchtitan not at all; the cost model prices ring CP for softmax attention only)")(s.cp, m.linearAttentionLayers(), displayName(la.kind))));
    }
    if (m.ffn > 0 && m.ffn % s.tp != 0)
        e.push_back(rule("strategy.tp", "not_divisible", trf("psa::Validity", "FFN size {} is not divisible by tp = {}")(m.ffn, s.tp)));
    if (m.vocab > 0 && s.tp > m.vocab)
        e.push_back(rule("strategy.tp", "out_of_range", translate("psa::Validity", "tp exceeds the vocabulary size")));
    // 4. CP: s % (2·cp) == 0 [MLM-ARGS ✔]
    if (s.cp > 1 && sc.training.seq_len % (kCpChunksPerRank * s.cp) != 0)
        e.push_back(rule("strategy.cp", "not_divisible", trf("psa::Validity", "sequence length {} is not divisible by 2·cp = {} [§7.4]")(sc.training.seq_len, kCpChunksPerRank * s.cp)));
    // 5. PP: L % pp == 0; VPP: (L/pp) % v == 0 [MLM-ARGS ✔]
    // (L + 1) or (L + 2) divisible: Megatron's account-for-embedding/loss split gives the first/last stage one layer less.
    const bool evenSplit = m.layers % s.pp == 0;
    const bool accountedSplit = s.pp > 1 && ((m.layers + 1) % s.pp == 0 || (m.layers + 2) % s.pp == 0);
    if (m.layers < s.pp)
        e.push_back(rule("strategy.pp", "out_of_range", trf("psa::Validity", "pp = {} exceeds the {} layers")(s.pp, m.layers)));
    else if (!evenSplit && !accountedSplit && !s.uneven_pp)
        e.push_back(rule("strategy.pp", "not_divisible",
                         trf("psa::Validity", "{} layers are not divisible by pp = {} (add uneven=on for uneven first/last stages) [§7.5]")(m.layers, s.pp)));
    else if (evenSplit && s.vpp > 1 && (m.layers / s.pp) % s.vpp != 0)
        e.push_back(rule("strategy.vpp", "not_divisible", trf("psa::Validity", "{} layers per stage are not divisible by vpp = {} [§7.5]")(m.layers / s.pp, s.vpp)));
    if (s.vpp > 1 && s.pp == 1)
        e.push_back(rule("strategy.vpp", "requires_pp", translate("psa::Validity", "virtual pipeline stages need pp > 1 [§7.5]")));
    if (s.vpp > 1 && s.schedule != Schedule::Interleaved)
        e.push_back(rule("strategy.vpp", "requires_interleaved", trf("psa::Validity", "vpp = {} needs schedule=interleaved")(s.vpp)));
    // 6. Batch: B % (b·dp) == 0 [MLM-NMB ✔]
    if (s.dp > 0 && sc.training.global_batch % (1LL * s.mbs * s.dp) != 0)
        e.push_back(rule("strategy.mbs", "not_divisible", trf("psa::Validity", "global batch {} is not divisible by mbs·dp = {}·{} [§7.6]")(sc.training.global_batch, s.mbs, s.dp)));
    const long long m_ = s.dp > 0 ? sc.training.global_batch / (1LL * s.mbs * s.dp) : 0;
    // 8. DualPipe: p even, m even and ≥ 2p; ZB-V: even layers per stage [DUALPIPE ✔, ZB ✔]
    if (s.schedule == Schedule::DualPipe) {
        if (s.pp % 2 != 0)
            e.push_back(rule("strategy.schedule", "dualpipe", trf("psa::Validity", "DualPipe needs an even pp, got {} [§7.8]")(s.pp)));
        if (m_ % 2 != 0 || m_ < 2LL * s.pp)
            e.push_back(rule("strategy.schedule", "dualpipe", trf("psa::Validity", "DualPipe needs an even number of micro-batches ≥ 2·pp; m = {} [§7.8]")(m_)));
    }
    if (s.schedule == Schedule::ZBV && s.pp > 1 && (m.layers / s.pp) % 2 != 0)
        e.push_back(rule("strategy.schedule", "zb-v", translate("psa::Validity", "ZB-V needs an even number of layers per stage [§7.8]")));
    if (s.pp == 1 && s.schedule != Schedule::OneFOneB && s.schedule != Schedule::GPipe)
        e.push_back(rule("strategy.schedule", "requires_pp", trf("psa::Validity", "schedule {} needs pp > 1")(toString(s.schedule))));
    if (s.optimizer_offload && s.zero == 3)
        e.push_back(rule("strategy.offload", "unsupported", translate("psa::Validity", "optimizer offload is modelled with ZeRO levels 0–2 only")));
    // 9. What the scenario's framework can run (spec/framework.cpp's feature matrix): never recommend or
    // evaluate as valid a layout whose launch code would run something else.
    for (Error& x : frameworkViolations(sc, s))
        e.push_back(std::move(x));
    return e;
}

std::vector<std::string> softRuleWarnings(const Scenario& sc, const Strategy& s)
{
    std::vector<std::string> w;
    const int domain = sc.cluster.scaleUpDomain();
    if (s.tp > domain)
        w.push_back(trf("psa::Validity", "tp = {} spans beyond the {}-device scale-up domain [§7 soft: tp ≤ g]")(s.tp, domain));
    if (sc.model.isMoe() && s.ep * s.etp > domain)
        w.push_back(trf("psa::Validity", "ep·etp = {} exceeds the {}-device scale-up domain: all-to-all crosses the NIC [MLM-MOE Guideline 2]")(s.ep * s.etp, domain));
    const long long m = s.dp > 0 ? sc.training.global_batch / (1LL * s.mbs * s.dp) : 0;
    if (s.pp > 1 && m < s.pp)
        w.push_back(trf("psa::Validity", "only {} micro-batches for {} pipeline stages: the pipeline never reaches steady state [§7.6]")(m, s.pp));
    if (s.tp > 1 && !s.sp)
        w.push_back(translate("psa::Validity", "tp > 1 without sequence parallelism keeps norm/dropout activations replicated [KOR22]"));
    if (s.cp > 1 && sc.training.seq_len < kCpRecommendedSeq)
        w.push_back(trf("psa::Validity", "context parallelism for a {}-token sequence; CP pays off from 8K [MLM-MOE, MLM-PG]")(sc.training.seq_len));
    if (s.pp > 2 && s.schedule == Schedule::OneFOneB && (sc.model.layers / s.pp) % 2 == 0 && m > 0
        && double(s.pp - 1) / double(m) >= kInterleaveAdviceBubble)
        w.push_back(translate("psa::Validity", "pp > 2 with plain 1F1B: an interleaved schedule (vpp ≥ 2) would shrink the bubble [MLM-MOE Guideline 3]"));
    return w;
}

}  // namespace psa

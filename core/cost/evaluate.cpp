#include "cost/evaluate.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <string_view>
#include <utility>

#include "cost/activations.h"
#include "cost/collectives.h"
#include "cost/flops.h"
#include "cost/params.h"
#include "cost/pipeline.h"
#include "cost/validity.h"
#include "i18n/i18n.h"
#include "util/units.h"

namespace psa {

namespace {

constexpr double kTera = 1e12;
constexpr double kTrainingPasses = 3.0;   // forward + dgrad + wgrad [MLM-FLOPS ✔]
constexpr double kFp8DispatchBytes = 1.0; // FP8 token dispatch (DeepSeek-V3) [§5.2 EP]
constexpr double kEmbeddingGradBytes = 4.0;  // fp32 embedding-grad all-reduce, tied weights [§5.2]
constexpr double kArEquivalentsPerLayer = 4.0;      // 2 fwd + 2 bwd all-reduces (or AG+RS pairs) [NAR21, KOR22]
constexpr double kArEquivalentsFullRecompute = 2.0; // the recomputed forward repeats its two
constexpr double kCpHopsPerLayer = 3.0;             // KV in fwd, KV + dKV in bwd, (cp − 1) hops each [MLM-CP]
constexpr double kA2aPerMoeLayer = 4.0;             // dispatch + combine, fwd and bwd [MLM-MOE]

double peakBf16(const DeviceSpec& d) { return (d.bf16_tflops > 0 ? d.bf16_tflops : d.fp16_tflops) * kTera; }

struct StageLayers {
    int dense = 0;
    int moe = 0;
};

// Even split; a remainder goes to the middle stages first, so the first stage (embedding) and the
// last stage (loss) hold fewer layers, as Megatron's account-for-embedding/loss split does [§6 notes].
class StageSplit {
public:
    StageSplit(const ModelSpec& m, int pp) : m_(m), pp_(std::max(1, pp)), base_(m.layers / pp_), rem_(m.layers % pp_) {}
    [[nodiscard]] int count(int j) const
    {
        const int middle = std::max(0, pp_ - 2);
        const int toMiddle = std::min(rem_, middle);
        int c = base_;
        if (j > 0 && j < pp_ - 1 && j <= toMiddle)
            ++c;
        const int left = rem_ - toMiddle;  // at most 2: last stage first, then the first
        if (left >= 1 && j == pp_ - 1)
            ++c;
        if (left >= 2 && j == 0)
            ++c;
        return c;
    }
    [[nodiscard]] int start(int j) const
    {
        int s = 0;
        for (int k = 0; k < j && k < 3; ++k)
            s += count(k);
        if (j >= 3)  // stages 1..j-1 beyond the first three are all base or base+1
            s = count(0) + (j - 1) * base_ + std::min(j - 1, std::min(rem_, std::max(0, pp_ - 2)));
        return s;
    }
    [[nodiscard]] StageLayers layers(int j) const
    {
        const int a = start(j), n = count(j);
        const int moe = m_.moeLayersBefore(a + n) - m_.moeLayersBefore(a);
        return {n - moe, moe};
    }
    // The stages that can be worst: first (embedding, most in flight), second (first full one), last (loss).
    [[nodiscard]] std::array<int, 3> candidates() const { return {0, std::min(1, pp_ - 1), pp_ - 1}; }

private:
    const ModelSpec& m_;
    int pp_, base_, rem_;
};

}  // namespace

const char* toString(CommDim d)
{
    switch (d) {
    case CommDim::TP: return "tp";
    case CommDim::CP: return "cp";
    case CommDim::EP: return "ep";
    case CommDim::DP: return "dp";
    case CommDim::PP: return "pp";
    }
    return "?";
}

ModelInvariants modelInvariants(const Scenario& sc)
{
    return {countParams(sc.model), flopsPerToken(sc.model, double(sc.training.seq_len)), sc.model.moeLayers()};
}

Baseline computeBaseline(const Scenario& sc, const Profile& p)
{
    Baseline b;
    const ModelSpec& m = sc.model;
    const ParamCounts pc = countParams(m);
    const double s = double(sc.training.seq_len);
    const FlopsPerToken f = flopsPerToken(m, s);
    b.params_total = pc.total;
    b.params_active = pc.active;
    b.params_mtp = pc.mtp;
    b.flops_per_token = f.model_training;
    b.flops_per_step = f.model_training * s * double(sc.training.global_batch);
    // Unsharded DDP bytes per parameter (§4.1 first row).
    b.model_states_bytes = (pc.total + pc.mtp) * (p.param_bytes + p.grad_bytes + p.optimizer_bytes);
    ActivationInputs ai;
    ai.seq_local = s;
    ai.seq_full = s;
    ai.precision = sc.training.precision;
    const int moe = m.moeLayers();
    b.activation_bytes = (m.layers - moe) * denseLayerActivationBytes(m, ai, p)
        + moe * moeLayerActivationBytes(m, ai, p) + logitsBytes(m, ai, p);
    b.memory_bytes = b.model_states_bytes + b.activation_bytes;
    b.bottleneck_is_activations = b.activation_bytes > b.model_states_bytes;
    return b;
}

Estimate evaluate(const Scenario& sc, const Strategy& requested, const Profile& p, const EvaluateOptions& options)
{
    Estimate e;
    e.strategy = resolveStrategy(sc, requested);
    const Strategy& st = e.strategy;
    if (options.check_scenario)
        e.reasons = validateScenario(sc);
    if (e.reasons.empty())
        e.reasons = hardRuleViolations(sc, st);
    if (!e.reasons.empty())
        return e;
    e.valid = true;
    if (options.warnings) {
        e.warnings = softRuleWarnings(sc, st);
        for (const auto& a : sc.model.approximations)
            e.warnings.push_back(i18n::trf("psa::Report", "approximation: {}")(a));
    }

    const ModelSpec& m = sc.model;
    const DeviceSpec& dev = sc.cluster.device;
    const double N = sc.cluster.num_devices;
    const int tp = st.tp, pp = st.pp, cp = st.cp, dp = st.dp, ep = st.ep, etp = st.etp, v = st.vpp;
    const double B = double(sc.training.global_batch);
    const double s = double(sc.training.seq_len);
    const double sLocal = s / cp;
    const double mbs = st.mbs;
    const int micro = int(sc.training.global_batch / (1LL * st.mbs * dp));
    e.micro_batches = micro;
    e.edp = int(sc.cluster.num_devices / (1LL * etp * ep * pp));
    const bool sp = st.sp && tp > 1;
    const double spShard = sp ? tp : 1.0;
    const bool fp8 = sc.training.precision == Precision::FP8;

    const ModelInvariants computed = options.invariants ? ModelInvariants{} : modelInvariants(sc);
    const ModelInvariants& inv = options.invariants ? *options.invariants : computed;
    const ParamCounts& pc = inv.params;
    const LayerParams& lp = pc.layer;
    const FlopsPerToken& fl = inv.flops;
    const StageSplit split(m, pp);

    ActivationInputs ai;
    ai.seq_local = sLocal;
    ai.seq_full = s;
    ai.micro_batch = mbs;
    ai.tp = tp;
    ai.etp = etp;
    ai.sp = sp;
    ai.recompute = st.recompute;
    ai.precision = sc.training.precision;
    const double denseAct = denseLayerActivationBytes(m, ai, p);
    const double moeAct = m.isMoe() ? moeLayerActivationBytes(m, ai, p) : 0.0;

    // ---------------- Memory per pipeline rank (§4) ----------------
    const double denseShard = double(dp) * cp;  // optimizer sharding group incl. CP [MLM-MOE ✔]
    const double expertShard = e.edp;
    const double copies = parameterCopies(st.schedule);
    const double mtpExperts = m.isMoe() ? m.mtp_layers * lp.experts_all : 0.0;
    double worstDense = 0, worstExpert = 0, worstLayerLocal = 0;
    int groups = 0;
    for (int g : {tp, cp, dp * cp, ep, pp > 1 ? 2 : 1, etp, e.edp})
        groups += g > 1 ? 1 : 0;

    const double largestLayer = std::max(pc.dense_layer / tp, m.isMoe() ? pc.moe_layer_non_expert / tp + lp.experts_all / (ep * etp) : 0.0);
    double bestTotal = -1;
    int previous = -1;
    for (int j : split.candidates()) {
        if (j == previous)
            continue;
        previous = j;
        const StageLayers sl = split.layers(j);
        double dense = sl.dense * pc.dense_layer + sl.moe * pc.moe_layer_non_expert;
        double expert = sl.moe * lp.experts_all;
        if (j == 0)
            dense += pc.embedding;
        if (j == pp - 1) {
            dense += pc.final_norm + (m.tied_embeddings ? (pp > 1 ? pc.embedding : 0.0) : pc.output_head);
            dense += pc.mtp - mtpExperts;
            expert += mtpExperts;
        }
        const double psiDense = copies * dense / tp;            // §4.1 "(P_block/pp)/tp"
        const double psiExpert = copies * expert / (ep * etp);  // §4.1 "(E·3·h·f_e·L_moe/pp)/(ep·etp)"
        const double psi = psiDense + psiExpert;

        MemoryBreakdown mem;
        const double weightBytes = p.param_bytes + (fp8 ? p.fp8_weight_copy_bytes : 0.0);
        mem.params = st.zero >= 3 ? psiDense * weightBytes / denseShard + psiExpert * weightBytes / expertShard : psi * weightBytes;
        mem.grads = st.zero >= 2 ? psiDense * p.grad_bytes / denseShard + psiExpert * p.grad_bytes / expertShard : psi * p.grad_bytes;
        mem.optimizer = st.zero >= 1 ? psiDense * p.optimizer_bytes / denseShard + psiExpert * p.optimizer_bytes / expertShard
                                     : psi * p.optimizer_bytes;
        if (st.optimizer_offload)
            mem.optimizer = 0;  // fp32 states live in host memory (ZeRO-Offload)

        const double inFlight = inFlightMicroBatches(st.schedule, pp, micro, v, j);
        mem.activations = inFlight * (sl.dense * denseAct + sl.moe * moeAct);
        if (st.recompute == Recompute::Full)
            mem.activations += layerTransientBytes(m, ai, p, sl.moe > 0);
        if (j == 0)
            mem.activations += inFlight * tokenIdBytes(ai);
        if (j == pp - 1)
            mem.logits = logitsBytes(m, ai, p);

        mem.comm_buffers = groups * p.nccl_buffer_gib_per_group * kGiB;
        if (pp > 1)  // send + receive buffers of one stage-boundary activation
            mem.comm_buffers += 2.0 * p.activation_bytes * mbs * sLocal * m.hidden / spShard;
        if (st.zero >= 3)
            mem.comm_buffers += p.fsdp_unsharded_units * largestLayer * (p.param_bytes + p.grad_bytes);
        mem.framework = (p.cuda_context_gib + p.workspace_gib) * kGiB
            + p.allocator_fragmentation * (mem.params + mem.grads + mem.optimizer + mem.activations + mem.logits + mem.comm_buffers);
        const double total = mem.total();
        if (total > bestTotal) {
            bestTotal = total;
            e.memory = mem;
            e.worst_stage = j;
        }
        if (psiDense + psiExpert > worstDense + worstExpert) {
            worstDense = psiDense;
            worstExpert = psiExpert;
        }
        worstLayerLocal = std::max(worstLayerLocal, largestLayer);
    }
    e.capacity_bytes = dev.memory_gib * kGiB;
    e.fits = e.memory.total() <= e.capacity_bytes;

    // ---------------- Compute per micro-batch (§3, §5.2 step-time composition) ----------------
    const double peak = peakBf16(dev);
    const double gemmPeak = fp8 ? dev.fp8_tflops * kTera * p.fp8_gemm_factor : peak;
    const double width = double(m.hidden) / tp;
    // Achievable GEMM efficiency falls for narrow (h/tp) and short (few tokens per micro-batch) GEMMs (§5.2 ○).
    const double rows = mbs * sLocal;
    e.gemm_efficiency = p.gemm_efficiency_max * width / (width + p.gemm_width_half) * rows / (rows + p.gemm_tokens_half);
    double moeEff = 0;
    if (m.isMoe()) {
        // Tokens per local expert: T_r·k·ep/E copies, replicated over etp (§4.2 MoE, uniform routing).
        const double tokensPerRank = mbs * sLocal / spShard;
        const double perExpert = tokensPerRank * m.moe.top_k * ep * etp / m.moe.num_experts;
        const double expertWidth = double(m.moe.expert_ffn) / etp;
        moeEff = p.gemm_efficiency_max * expertWidth / (expertWidth + p.gemm_width_half) * p.moe_gemm_factor
            * perExpert / (perExpert + p.moe_tokens_half);
    }
    const double tokensMb = mbs * sLocal;  // tokens of one micro-batch on this CP rank
    const double hbm = dev.hbm_tbps * kTera * p.hbm_efficiency;
    ActivationInputs noRecompute = ai;
    noRecompute.recompute = Recompute::None;
    const double denseTraffic = denseLayerActivationBytes(m, noRecompute, p) * p.elementwise_traffic;
    const double moeTraffic = m.isMoe() ? moeLayerActivationBytes(m, noRecompute, p) * p.elementwise_traffic : 0.0;
    const double recomputeForward = st.recompute == Recompute::Full ? 1.0 : 0.0;
    const double selectiveCore = st.recompute == Recompute::Selective ? 1.0 : 0.0;

    double slowest = 0, coreTimeWorst = 0;
    double hardwareExtraPerToken = 0;  // recompute FLOPs per token over the whole model
    previous = -1;
    int moeLayersWorst = 0;
    for (int j : split.candidates()) {
        if (j == previous)
            continue;
        previous = j;
        const StageLayers sl = split.layers(j);
        moeLayersWorst = std::max(moeLayersWorst, sl.moe);
        const int layersHere = sl.dense + sl.moe;
        const double passes = kTrainingPasses + recomputeForward;
        double linear = sl.dense * (fl.dense_layer.attention_linear + fl.dense_layer.mlp)
            + sl.moe * (fl.moe_layer.attention_linear + fl.moe_layer.mlp);
        double experts = sl.moe * fl.moe_layer.experts * p.moe_imbalance;
        if (j == pp - 1) {
            linear += fl.logits + (fl.mtp > 0 && m.isMoe() ? fl.mtp - m.mtp_layers * fl.moe_layer.experts : fl.mtp);
            experts += m.isMoe() ? m.mtp_layers * fl.moe_layer.experts * p.moe_imbalance : 0.0;
        }
        const double core = layersHere * fl.dense_layer.attention_core;
        const double linearFlops = tokensMb * linear * passes / tp;
        const double expertFlops = tokensMb * experts * passes / tp;
        const double coreFlops = tokensMb * core * (passes + selectiveCore) / tp;
        const double coreTime = coreFlops / (peak * p.attention_efficiency);
        double t = linearFlops / (gemmPeak * e.gemm_efficiency) + coreTime
            + (sl.dense * denseTraffic + sl.moe * moeTraffic) / hbm;
        if (expertFlops > 0)
            t += expertFlops / (gemmPeak * moeEff);
        if (t > slowest) {
            slowest = t;
            coreTimeWorst = coreTime;
        }
    }
    {
        // Recompute FLOPs over the whole model, per token.
        const int moeAll = inv.moe_layers;
        const double linearAll = (m.layers - moeAll) * (fl.dense_layer.attention_linear + fl.dense_layer.mlp)
            + moeAll * (fl.moe_layer.attention_linear + fl.moe_layer.mlp + fl.moe_layer.experts);
        const double coreAll = m.layers * fl.dense_layer.attention_core;
        hardwareExtraPerToken = recomputeForward * (linearAll + coreAll) + selectiveCore * coreAll;
    }
    const double tMicro = slowest;
    e.compute_time_s = micro * tMicro;
    // Zero-bubble schedules: from the list-scheduled timeline; full recompute repeats the forward inside B.
    e.bubble_ratio = bubbleRatio(st.schedule, pp, micro, v, zeroBubbleBackwardScale(st.recompute));
    e.bubble_time_s = e.bubble_ratio * e.compute_time_s;

    // ---------------- Communication per dimension (§5) ----------------
    const LinkModel link = linkModel(sc.cluster, p);
    const int domain = link.domain;
    const int layersPerStage = (m.layers + pp - 1) / pp;  // the fullest stage sets the pace
    const double actMsg = p.activation_bytes * mbs * sLocal * m.hidden;  // M_act, §5.2

    if (tp > 1) {
        CommCost& c = e.comm[size_t(CommDim::TP)];
        const Placement g = placeGroup(tp, 1, domain);
        const double perLayer = kArEquivalentsPerLayer + (st.recompute == Recompute::Full ? kArEquivalentsFullRecompute : 0.0);
        const CollectiveCost one = allReduce(actMsg, g, link);
        const double calls = perLayer * layersPerStage * micro;
        // Static text marked for translation: reports translate it when they show it (collectiveName()).
        c.collective = sp ? QT_TRANSLATE_NOOP("psa::Collective", "AllGather+ReduceScatter (SP)")
                          : QT_TRANSLATE_NOOP("psa::Collective", "AllReduce");
        c.group_size = tp;
        c.calls = (long long)(calls * (sp ? 2 : 1));
        c.crosses_scale_out = g.crossesScaleOut();
        c.time_s = calls * one.time_s;
        c.volume_bytes = calls * one.bytes_sent;
        c.exposed_s = (1.0 - (sp ? p.tp_overlap_sp : p.tp_overlap_no_sp)) * c.time_s;
    }
    if (cp > 1) {
        CommCost& c = e.comm[size_t(CommDim::CP)];
        const Placement g = placeGroup(cp, tp, domain);
        const double kvWidth = m.mla.enabled
            ? double(m.heads) / tp * (m.mla.qk_nope_head_dim + m.mla.qk_rope_head_dim + m.mla.v_head_dim)
            : 2.0 * std::max(1.0, double(m.kv_heads) / tp) * m.headDim();
        const CollectiveCost hop = sendRecv(p.activation_bytes * mbs * sLocal * kvWidth, g.crossesScaleOut(), link);
        const double hops = kCpHopsPerLayer * (cp - 1) * layersPerStage * micro;
        c.collective = QT_TRANSLATE_NOOP("psa::Collective", "ring send/recv (p2p)");
        c.group_size = cp;
        c.calls = (long long)hops;
        c.crosses_scale_out = g.crossesScaleOut();
        c.time_s = hops * hop.time_s;
        c.volume_bytes = hops * hop.bytes_sent;
        c.exposed_s = std::max(0.0, c.time_s - p.cp_overlap * micro * coreTimeWorst);
    }
    if (m.isMoe() && (ep > 1 || etp > 1)) {
        CommCost& c = e.comm[size_t(CommDim::EP)];
        const Placement g = placeGroup(ep, etp, domain);
        const double tokensRank = mbs * sLocal / spShard;
        const double copyBytes = tokensRank * m.moe.top_k * m.hidden * p.moe_imbalance;
        const double dispatch = copyBytes * (fp8 ? kFp8DispatchBytes : p.activation_bytes);
        const double combine = copyBytes * p.activation_bytes;
        const double layers = double(moeLayersWorst) * micro;
        CollectiveCost perLayer;
        if (ep > 1) {
            const CollectiveCost d = allToAll(dispatch, g, link);
            const CollectiveCost cb = allToAll(combine, g, link);
            perLayer.time_s += d.time_s + (kA2aPerMoeLayer - 1.0) * cb.time_s;
            perLayer.bytes_sent += d.bytes_sent + (kA2aPerMoeLayer - 1.0) * cb.bytes_sent;
        }
        if (etp > 1) {  // expert-TP AllGather before and ReduceScatter after the experts, fwd and bwd
            const Placement ge = placeGroup(etp, 1, domain);
            const CollectiveCost ag = allGather(combine * etp, ge, link);
            perLayer.time_s += 2.0 * 2.0 * ag.time_s;
            perLayer.bytes_sent += 2.0 * 2.0 * ag.bytes_sent;
        }
        c.collective = etp > 1 ? QT_TRANSLATE_NOOP("psa::Collective", "AlltoAll + ETP AllGather/ReduceScatter")
                               : QT_TRANSLATE_NOOP("psa::Collective", "AlltoAll (dispatch/combine)");
        c.group_size = ep * etp;
        c.calls = (long long)(layers * kA2aPerMoeLayer);
        c.crosses_scale_out = g.crossesScaleOut();
        c.time_s = layers * perLayer.time_s;
        c.volume_bytes = layers * perLayer.bytes_sent;
        const double overlap = st.schedule == Schedule::DualPipe ? p.ep_overlap_dualpipe : p.ep_overlap;
        c.exposed_s = (1.0 - overlap) * c.time_s;
    }
    {
        CommCost& c = e.comm[size_t(CommDim::DP)];
        const Placement gd = placeGroup(dp * cp, tp, domain);
        const Placement ge = placeGroup(e.edp, etp * ep, domain);
        const double paramGatherBytes = fp8 ? p.fp8_weight_copy_bytes : p.param_bytes;
        CollectiveCost total;
        auto add = [&](const CollectiveCost& x, double times) {
            total.time_s += times * x.time_s;
            total.bytes_sent += times * x.bytes_sent;
        };
        long long calls = 0;
        for (const auto& [psi, g] : {std::pair{worstDense, gd}, std::pair{worstExpert, ge}}) {
            if (g.size <= 1 || psi <= 0)
                continue;
            if (st.zero == 0) {
                add(allReduce(psi * p.grad_bytes, g, link), 1);
                calls += 1;
            } else if (st.zero <= 2) {
                add(reduceScatter(psi * p.grad_bytes, g, link), 1);
                add(allGather(psi * paramGatherBytes, g, link), 1);
                calls += 2;
            } else {  // ZeRO-3: AG before fwd and bwd, RS after bwd, every micro-batch [ZERO, FSDP2]
                add(allGather(psi * paramGatherBytes, g, link), 2.0 * micro);
                add(reduceScatter(psi * p.grad_bytes, g, link), micro);
                calls += 3LL * micro;
            }
        }
        c.collective = st.zero == 0  ? QT_TRANSLATE_NOOP("psa::Collective", "AllReduce")
                       : st.zero <= 2 ? QT_TRANSLATE_NOOP("psa::Collective", "ReduceScatter+AllGather")
                                      : QT_TRANSLATE_NOOP("psa::Collective", "AllGather×2+ReduceScatter per micro-batch");
        c.group_size = std::max(gd.size, ge.size);
        c.calls = calls;
        c.crosses_scale_out = gd.crossesScaleOut() || ge.crossesScaleOut();
        c.time_s = total.time_s;
        c.volume_bytes = total.bytes_sent;
        const double window = st.zero >= 3 ? e.compute_time_s : tMicro;  // last bwd + first fwd, or the whole step
        c.exposed_s = std::max(0.0, c.time_s - p.dp_overlap * window);
    }
    if (pp > 1) {
        CommCost& c = e.comm[size_t(CommDim::PP)];
        const int stride = tp * cp * dp;
        const bool crosses = placeGroup(2, stride, domain).crossesScaleOut();
        const CollectiveCost hop = sendRecv(actMsg / spShard, crosses, link);
        const double sends = 2.0 * micro * v;  // activation forward, gradient backward, per chunk
        c.collective = QT_TRANSLATE_NOOP("psa::Collective", "send/recv (p2p)");
        c.group_size = pp;
        c.calls = (long long)sends;
        c.crosses_scale_out = crosses;
        c.time_s = sends * hop.time_s;
        c.volume_bytes = sends * hop.bytes_sent;
        c.exposed_s = 2.0 * (pp - 1) * hop.time_s;  // warm-up and cool-down are on the critical path [§5.2]
        if (m.tied_embeddings) {
            const CollectiveCost emb = allReduce(pc.embedding / tp * kEmbeddingGradBytes, placeGroup(2, stride * (pp - 1), domain), link);
            c.time_s += emb.time_s;
            c.exposed_s += emb.time_s;
            c.volume_bytes += emb.bytes_sent;
        }
    }
    for (const CommCost& c : e.comm)
        e.comm_exposed_s += c.exposed_s;

    // ---------------- Optimizer step and offload ----------------
    const double owned = (st.zero >= 1 ? worstDense / denseShard + worstExpert / expertShard : worstDense + worstExpert);
    if (st.optimizer_offload) {
        const double transfer = owned * (p.grad_bytes + p.param_bytes) / (p.pcie_gbps * 1e9);
        e.offload_time_s = owned / p.cpu_adam_params_per_s + (1.0 - p.offload_overlap) * transfer;
    } else {
        e.optimizer_time_s = owned * p.optimizer_step_bytes / hbm;
    }

    e.step_time_s = e.compute_time_s + e.bubble_time_s + e.comm_exposed_s + e.optimizer_time_s + e.offload_time_s + p.step_overhead_s;
    e.model_flops_per_step = fl.model_training * B * s;
    e.hardware_flops_per_step = e.model_flops_per_step + hardwareExtraPerToken * B * s;
    const double denom = e.step_time_s * N * peak;
    e.mfu = e.model_flops_per_step / denom;
    const double precisionPeak = fp8 && dev.fp8_tflops > 0 ? dev.fp8_tflops * kTera
        : sc.training.precision == Precision::FP16 && dev.fp16_tflops > 0 ? dev.fp16_tflops * kTera
                                                                           : peak;
    e.mfu_precision_peak = e.model_flops_per_step / (e.step_time_s * N * precisionPeak);
    e.hfu = e.hardware_flops_per_step / denom;
    e.tflops_per_device = e.model_flops_per_step / e.step_time_s / N / kTera;
    e.tokens_per_s = B * s / e.step_time_s;
    e.tokens_per_s_per_device = e.tokens_per_s / N;

    // Backstop: every reported number finite and physical, or the strategy is refused with the reason
    // (profile constants are range-checked on input, so this only trips on extreme combinations).
    const std::pair<const char*, double> reported[] = {
        {"step_time_s", e.step_time_s},       {"mfu", e.mfu},
        {"hfu", e.hfu},                       {"tokens_per_s", e.tokens_per_s},
        {"tflops_per_device", e.tflops_per_device}, {"memory", e.memory.total()},
        {"comm_exposed_s", e.comm_exposed_s}, {"bubble_time_s", e.bubble_time_s},
        {"compute_time_s", e.compute_time_s},
    };
    for (const auto& [name, v] : reported) {
        if (!std::isfinite(v) || v < 0 || (std::string_view(name) == "step_time_s" && !(v > 0))) {
            e.valid = false;
            e.reasons.push_back(Error{std::string("estimate.") + name, "not_finite",
                                      i18n::trf("psa::Validity", "the model gives an impossible {} ({}) with these calibration constants")(name, v)});
            break;
        }
    }
    return e;
}

}  // namespace psa

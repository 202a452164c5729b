// Communication per parallel dimension (cost-model.md §5): volume, time on its link and the part the
// schedule cannot hide (exposed), for TP, CP, EP, DP/ZeRO and PP.
#include "cost/collectives.h"
#include "cost/evaluate_phases.h"
#include "cost/pipeline.h"
#include "i18n/i18n.h"
#include "spec/framework.h"

#include <algorithm>
#include <utility>

namespace psa::cost_phases {

namespace {

// Share of the device's SMs that a communication kernel holding `sms` of them takes from the compute it overlaps;
// 0 where the catalog has no SM count (no slowdown priced).
double smShare(const EvalContext& c, double sms) { return c.dev.sm_count > 0 ? std::min(1.0, sms / c.dev.sm_count) : 0.0; }

// Time a collective of length t adds to the step when it runs behind compute of length w: what outlasts the compute,
// and at least the compute it slows by holding `share` of the SMs while they overlap.
double overlappedCost(double t, double w, double share) { return std::max(share * t, t - w); }

constexpr double kEmbeddingGradBytes = 4.0; // fp32 embedding-grad all-reduce, tied weights [§5.2]
constexpr double kArEquivalentsPerLayer = 4.0; // 2 fwd + 2 bwd all-reduces (or AG+RS pairs) [NAR21, KOR22]
constexpr double kArEquivalentsFullRecompute = 2.0; // the recomputed forward repeats its two
constexpr double kCpHopsPerLayer = 3.0; // KV in fwd, KV + dKV in bwd, (cp − 1) hops each [MLM-CP]
constexpr double kA2aPerForward = 2.0;  // dispatch + combine [MLM-MOE]
constexpr double kA2aPerBackward = 2.0; // their gradients, each of the same size (16-bit) [MLM-MOE]
constexpr double kAllGatherDispatchPerPass = 2.0; // allgather dispatcher: an all-gather and a reduce-scatter per pass
// Batch-first SP (FrameworkFeatures::sp_collectives_copy_activations): the all-gather and the reduce-scatter of one
// all-reduce equivalent each copy the full activation once, a read and a write: 2 × 2 messages of HBM traffic.
constexpr double kSpCopyMessagesPerArEquivalent = 4.0;

// TP collectives of the fullest stage per micro-batch, in all-reduce equivalents. A dense layer has two halves
// (attention, MLP), each one all-reduce (or all-gather + reduce-scatter) forward and one backward, and one more
// where full recompute repeats the forward. An MoE layer's routed experts exchange their tokens in the EP dispatch
// and combine, expert TP's all-gather / reduce-scatter included (priced in expertParallel; Transformer Engine's
// GroupedLinear: "the TP communication should be handled in the dispatch and combine stages of MoE models"): only
// its attention half counts here, and its shared experts' MLP, TP-split linears like a dense MLP.
double tpArEquivalentsPerMicroBatch(const EvalContext& c)
{
    const double perHalf = (kArEquivalentsPerLayer + (c.st.recompute == Recompute::Full ? kArEquivalentsFullRecompute : 0.0)) / 2.0;
    const double moeHalves = c.m.moe.num_shared_experts > 0 ? 2.0 : 1.0;
    double worst = 0;
    for (int j : c.split.candidates()) {
        const StageLayers sl = c.split.layers(j);
        worst = std::max(worst, perHalf * (2.0 * sl.dense + moeHalves * sl.moe));
    }
    return worst;
}

void tensorParallel(const EvalContext& c, const LinkModel& link, Estimate& e)
{
    const Profile& p = c.p;
    CommCost& out = e.comm[size_t(CommDim::TP)];
    const Placement g = placeGroup(c.tp, 1, link.domain);
    const double actMsg = p.activation_bytes * c.mbs * c.s_local * c.m.hidden; // M_act, §5.2
    const CollectiveCost one = allReduce(actMsg, g, link);
    const double calls = tpArEquivalentsPerMicroBatch(c) * c.micro;
    // Static text marked for translation: reports translate it when they show it (collectiveName()).
    out.collective = c.sp ? QT_TRANSLATE_NOOP("psa::Collective", "AllGather+ReduceScatter (SP)")
                          : QT_TRANSLATE_NOOP("psa::Collective", "AllReduce");
    out.group_size = c.tp;
    out.calls = (long long)(calls * (c.sp ? 2 : 1));
    out.crosses_scale_out = g.crossesScaleOut();
    out.time_s = calls * one.time_s;
    out.volume_bytes = calls * one.bytes_sent;
    // Overlap only where the framework runs it (tp_overlap, its default) and inside the scale-up domain: the
    // userbuffers / async-TP kernels pipeline NVLink-class transfers with GEMM chunks; across the NIC they don't.
    const bool overlapped = tpOverlapInEffect(c.sc, c.st) && !g.crossesScaleOut();
    out.exposed_s = (1.0 - (overlapped ? (c.sp ? p.tp_overlap_sp : p.tp_overlap_no_sp) : 0.0)) * out.time_s;
    // DTensor's layout copies around each SP collective: HBM work that waits for the collective, never hidden.
    // Async TP (tp_overlap) runs fused all-gather-matmuls instead.
    if (c.sp && !tpOverlapInEffect(c.sc, c.st) && frameworkFeatures(frameworkOf(c.sc)).sp_collectives_copy_activations) {
        const double copy = calls * kSpCopyMessagesPerArEquivalent * actMsg / c.hbm;
        out.time_s += copy;
        out.exposed_s += copy;
    }
}

void contextParallel(const EvalContext& c, const LinkModel& link, const ComputePhase& comp, Estimate& e)
{
    const Profile& p = c.p;
    const ModelSpec& m = c.m;
    CommCost& out = e.comm[size_t(CommDim::CP)];
    const Placement g = placeGroup(c.cp, c.tp, link.domain);
    const double kvWidth = m.mla.enabled
        ? double(m.heads) / c.tp * (m.mla.qk_nope_head_dim + m.mla.qk_rope_head_dim + m.mla.v_head_dim)
        : 2.0 * std::max(1.0, double(m.kv_heads) / c.tp) * m.headDim();
    const CollectiveCost hop = sendRecv(p.activation_bytes * c.mbs * c.s_local * kvWidth, g.crossesScaleOut(), link);
    const double hops = kCpHopsPerLayer * (c.cp - 1) * c.split.maxLayers() * c.micro;
    out.collective = QT_TRANSLATE_NOOP("psa::Collective", "ring send/recv (p2p)");
    out.group_size = c.cp;
    out.calls = (long long)hops;
    out.crosses_scale_out = g.crossesScaleOut();
    out.time_s = hops * hop.time_s;
    out.volume_bytes = hops * hop.bytes_sent;
    // Each ring step hides behind the attention of the chunk it computes meanwhile (cp_overlap of the core
    // time), and pays a fixed launch/synchronisation cost per step that nothing hides.
    out.exposed_s = std::max(0.0, out.time_s - p.cp_overlap * c.micro * comp.core_time_worst_s) + hops * p.cp_step_overhead_s;
    out.time_s += hops * p.cp_step_overhead_s;
}

// SMs the all-to-all kernels hold: the run's recipe's count where it sets one, else the count of the backend psa's
// launch code runs (DeepEP's default, or HybridEP's on multi-node NVLink domains).
double epDispatchSms(const Scenario& sc, bool hybridEp, const Profile& p)
{
    if (sc.training.moe_dispatcher_sms > 0)
        return sc.training.moe_dispatcher_sms;
    return hybridEp ? p.ep_dispatch_sms_hybridep : p.ep_dispatch_sms;
}

void expertParallel(const EvalContext& c, const LinkModel& link, const ComputePhase& comp, Estimate& e)
{
    const Profile& p = c.p;
    const ModelSpec& m = c.m;
    CommCost& out = e.comm[size_t(CommDim::EP)];
    // DeepEP/HybridEP: a token crosses the NIC once per remote domain its experts are in and the scale-up link
    // once per device they are on, not once per expert. HybridEP's domain is the NVLink domain; DeepEP's NVLink
    // groups hold at most kDeepEpNvlPeers ranks, even inside a wider NVLink domain (epHybridEpDispatch).
    const bool dedup = epDomainDedupDispatch(c.sc);
    const bool hybridEp = epHybridEpDispatch(c.sc, c.ep * c.etp); // implies dedup
    const int dispatchDomain = dedup && !hybridEp ? std::min(link.domain, kDeepEpNvlPeers) : link.domain;
    const Placement g = placeGroup(c.ep, c.etp, dispatchDomain);
    const double tokensRank = c.mbs * c.s_local / c.sp_shard;
    const double copyBytes = tokensRank * m.moe.top_k * m.hidden * p.moe_imbalance;
    // The tokens travel in 16 bits under FP8 training too: the GEMMs quantise them after the dispatch. DeepSeek-V3's
    // own framework dispatched FP8, but none psa plans for does: Megatron-Core passes the bf16 hidden states to
    // DeepEP and asserts HybridEP's fp8_dispatch off (moe/fused_a2a.py at 9c5258f1, d98e8a64 and core_v0.19.0),
    // and torchtitan, DeepSpeed and MindSpeed send bf16.
    const double a2aBytes = copyBytes * p.activation_bytes;
    const double layers = double(comp.moe_layers_worst) * c.micro;
    const double rankShare = dedup ? expectedDestinationDevices(m.moe.num_experts, m.moe.top_k, c.ep) / m.moe.top_k : 1.0;
    const double crossShare = dedup ? expectedRemoteDomains(m.moe.num_experts, m.moe.top_k, g.domains) / m.moe.top_k : 0.0;
    auto a2a = [&](double bytes) { return dedup ? domainDedupAllToAll(bytes, rankShare, crossShare, g, link) : allToAll(bytes, g, link); };
    // Full recompute runs each layer's forward again inside the backward, its dispatch and combine (and expert
    // TP's all-gather and reduce-scatter) included: Megatron-Core recomputes the whole layer, the MoE layer's
    // communication with it (TransformerConfig: with A2A overlap on, "moe" may not be a recompute module because
    // recomputing it re-runs the dispatch).
    const double forwards = c.st.recompute == Recompute::Full ? 2.0 : 1.0;
    CollectiveCost perLayer;
    const bool allGatherDispatch = c.sc.training.moe_allgather_dispatcher && c.ep * c.etp > 1;
    if (allGatherDispatch) {
        // Allgather dispatcher: each forward gathers the hidden states of the whole TP×EP group (once per token, not
        // per routed expert) and reduce-scatters the experts' outputs; the backward runs the two transposed.
        const Placement group = placeGroup(c.ep * c.etp, 1, link.domain); // the TP×EP ranks, adjacent (tp-cp-ep-dp-pp)
        const double gathered = tokensRank * m.hidden * p.activation_bytes * group.size;
        const CollectiveCost ag = allGather(gathered, group, link);
        const CollectiveCost rs = reduceScatter(gathered, group, link);
        const double passes = forwards + 1.0; // the forwards and the backward
        perLayer.time_s += passes * (ag.time_s + rs.time_s);
        perLayer.bytes_sent += passes * (ag.bytes_sent + rs.bytes_sent);
    } else if (c.ep > 1) {
        // Each forward: a dispatch and a combine; the backward: their two gradients, all of one size.
        const CollectiveCost one = a2a(a2aBytes);
        const double count = forwards * kA2aPerForward + kA2aPerBackward;
        perLayer.time_s += count * one.time_s;
        perLayer.bytes_sent += count * one.bytes_sent;
    }
    // Expert TP's AllGather before and ReduceScatter after the experts, each forward and the backward (the allgather
    // dispatcher's gather already spans the TP ranks).
    if (c.etp > 1 && !allGatherDispatch) {
        const Placement ge = placeGroup(c.etp, 1, link.domain);
        const CollectiveCost ag = allGather(a2aBytes * c.etp, ge, link);
        perLayer.time_s += 2.0 * (forwards + 1.0) * ag.time_s;
        perLayer.bytes_sent += 2.0 * (forwards + 1.0) * ag.bytes_sent;
    }
    out.collective = [&] {
        if (allGatherDispatch)
            return QT_TRANSLATE_NOOP("psa::Collective", "AllGather/ReduceScatter (allgather dispatcher)");
        if (c.etp > 1)
            return QT_TRANSLATE_NOOP("psa::Collective", "AlltoAll + ETP AllGather/ReduceScatter");
        if (hybridEp) // the EP group inside one NVLink domain (epHybridEpDispatch)
            return QT_TRANSLATE_NOOP("psa::Collective", "AlltoAll, one copy per device (HybridEP)");
        if (dedup)
            return g.crossesScaleOut() ? QT_TRANSLATE_NOOP("psa::Collective", "AlltoAll, one copy per node (DeepEP)")
                                       : QT_TRANSLATE_NOOP("psa::Collective", "AlltoAll, one copy per device (DeepEP)");
        return QT_TRANSLATE_NOOP("psa::Collective", "AlltoAll (dispatch/combine)");
    }();
    out.group_size = c.ep * c.etp;
    out.calls = (long long)(layers
        * (allGatherDispatch ? kAllGatherDispatchPerPass * (forwards + 1.0)
                             : forwards * kA2aPerForward + kA2aPerBackward));
    out.crosses_scale_out = g.crossesScaleOut();
    out.time_s = layers * perLayer.time_s;
    out.volume_bytes = layers * perLayer.bytes_sent;
    // While the all-to-all runs beside the compute, its kernels hold the dispatcher's SMs (epDispatchSms) and the
    // compute runs on the rest: an all-to-all of time a behind compute of time w costs max(share·a, a − w) more
    // than w alone (the compute slowed while they overlap; the all-to-all's own length where it outlasts it).
    const double epShare = smShare(c, epDispatchSms(c.sc, hybridEp, p));
    if (c.st.schedule == Schedule::DualPipe) {
        out.exposed_s = std::max(epShare, 1.0 - p.ep_overlap_dualpipe) * out.time_s;
    } else if (epOverlapInEffect(c.sc, c.st)) {
        // 1F1B A2A overlap: each micro-batch's all-to-all runs behind the paired micro-batch's compute; the
        // unpaired ones (the first forward and the last backward; with pipelining, the warm-up forwards and the
        // cool-down backwards) run alone.
        const double paired = 1.0 - epOverlapUnpairedShare(c.st.schedule, c.pp, c.micro, c.v);
        out.exposed_s
            = (1.0 - paired) * out.time_s + overlappedCost(paired * out.time_s, paired * e.compute_time_s, epShare);
    } else {
        out.exposed_s = (1.0 - p.ep_overlap) * out.time_s;
    }
}

// The forward's share of a micro-batch's compute: 2 of the 6 FLOPs per parameter and token (forward 2,
// backward 4), and 2 of 8 when full recompute repeats the forward inside the backward. FLOP ratios, not fitted.
constexpr double kForwardShare = 2.0 / 6.0;
constexpr double kForwardShareFullRecompute = 2.0 / 8.0;

struct ShardedTraffic {
    double time_s = 0;
    double bytes_sent = 0;
    double exposed_s = 0;
    long long calls = 0;
};

// ZeRO-2/3 traffic of one sharding group over a step, per unit. Units = the layers of the fullest stage.
//   ZeRO-3: every micro-batch gathers each unit before its forward (and again before its backward where the
//           framework reshards after forward) and reduce-scatters it after its backward.
//   ZeRO-2: every micro-batch reduce-scatters each unit's gradients after its backward; the parameters are
//           gathered per unit before each forward where the framework shards them at rest (FSDP2 without
//           reshard-after-forward), else the updated shards once per step, behind the next step's first forward.
// With pipeline parallelism and a framework that keeps a stage's parameters and gradients unsharded across
// micro-batches (torchtitan: reshard_after_forward=False for PP stages), all of it happens once per step.
ShardedTraffic shardedTraffic(const EvalContext& c, const LinkModel& link, const Placement& g, double psi, double gatherBytes,
                              const ComputePhase& comp)
{
    const Profile& p = c.p;
    ShardedTraffic z;
    const double share = smShare(c, p.dp_collective_sms);
    const double units = std::max(1, c.split.maxLayers());
    const CollectiveCost ag = allGather(psi / units * gatherBytes, g, link);
    const CollectiveCost rs = reduceScatter(psi / units * c.grad_bytes, g, link);
    const ShardedRounds sr = shardedRounds(c.sc, c.st, c.micro);
    const bool oncePerStep = sr.once_per_step;
    const bool gathersPerMicro = sr.gathers_per_round > 0;
    const bool regather = sr.gathers_per_round > 1;
    const double rounds = sr.rounds;
    const double gathersPerRound = sr.gathers_per_round;
    z.time_s = rounds * units * (gathersPerRound * ag.time_s + rs.time_s);
    z.bytes_sent = rounds * units * (gathersPerRound * ag.bytes_sent + rs.bytes_sent);
    z.calls = (long long)(rounds * units * (gathersPerRound + 1.0));
    // Compute each unit's traffic can hide behind: its share of the forward and of the backward (the
    // recomputed forward runs inside the backward under full recompute).
    const double fwdShare = c.st.recompute == Recompute::Full ? kForwardShareFullRecompute : kForwardShare;
    const double unitFwd = p.dp_overlap * comp.micro_time_s * fwdShare / units;
    const double unitBwd = p.dp_overlap * comp.micro_time_s * (1.0 - fwdShare) / units;
    if (!gathersPerMicro) {
        // The updated parameters, gathered whole once per step: behind the next step's first forward.
        const CollectiveCost whole = allGather(psi * gatherBytes, g, link);
        z.time_s += whole.time_s;
        z.bytes_sent += whole.bytes_sent;
        z.calls += 1;
        z.exposed_s = rounds * units * overlappedCost(rs.time_s, unitBwd, share)
            + overlappedCost(whole.time_s, p.dp_overlap * comp.micro_time_s, share);
    } else if (oncePerStep) {
        // Gathers behind the first micro-batch's forward, reduce-scatters behind the last one's backward.
        z.exposed_s = units * (overlappedCost(ag.time_s, unitFwd, share) + overlappedCost(rs.time_s, unitBwd, share)) + ag.time_s;
    } else {
        const double fwd = overlappedCost(ag.time_s, unitFwd, share);
        const double bwd = overlappedCost((regather ? ag.time_s : 0.0) + rs.time_s, unitBwd, share);
        z.exposed_s = rounds * (units * (fwd + bwd) + ag.time_s); // the first unit's gather has nothing to hide behind
    }
    return z;
}

void dataParallel(
    const EvalContext& c, const LinkModel& link, const MemoryPhase& mem, const ComputePhase& comp, Estimate& e)
{
    const Profile& p = c.p;
    const Strategy& st = c.st;
    CommCost& out = e.comm[size_t(CommDim::DP)];
    const Placement gd = placeGroup(c.dp * c.cp, c.tp, link.domain);
    const Placement ge = placeGroup(c.edp, c.etp * c.ep, link.domain);
    // FP8 weights are gathered where the recipe has it (torchao float8 all-gather, Megatron --fp8-param-gather).
    const double paramGatherBytes = c.fp8 && c.fp8_param_gather ? p.fp8_weight_copy_bytes : p.param_bytes;
    CollectiveCost total;
    auto add = [&](const CollectiveCost& x, double times) {
        total.time_s += times * x.time_s;
        total.bytes_sent += times * x.bytes_sent;
    };
    long long calls = 0;
    double shardedExposed = 0;
    for (const auto& [psi, g] :
        { std::pair { mem.worst_dense_params, gd }, std::pair { mem.worst_expert_params, ge } }) {
        if (g.size <= 1 || psi <= 0)
            continue;
        if (st.zero == 0) {
            add(allReduce(psi * c.grad_bytes, g, link), 1);
            calls += 1;
        } else if (st.zero == 1) {
            add(reduceScatter(psi * c.grad_bytes, g, link), 1);
            add(allGather(psi * paramGatherBytes, g, link), 1);
            calls += 2;
        } else {
            // ZeRO-2/3, FSDP: per micro-batch, all-gathers per unit (a transformer layer) before its forward (and for
            // ZeRO-3 again before its backward), one reduce-scatter per unit after its backward [ZERO, FSDP2]. Each one carries
            // only one unit's parameters (small at large dp: the ring's n − 1 steps of latency dominate); prefetching
            // hides unit k + 1's traffic behind unit k's compute, not behind the whole step.
            const ShardedTraffic z = shardedTraffic(c, link, g, psi, paramGatherBytes, comp);
            total.time_s += z.time_s;
            total.bytes_sent += z.bytes_sent;
            shardedExposed += z.exposed_s;
            calls += z.calls;
        }
    }
    out.collective = st.zero == 0 ? QT_TRANSLATE_NOOP("psa::Collective", "AllReduce")
        : st.zero == 1            ? QT_TRANSLATE_NOOP("psa::Collective", "ReduceScatter+AllGather")
        : st.zero == 2            ? QT_TRANSLATE_NOOP("psa::Collective", "ReduceScatter per micro-batch+AllGather")
                                  : QT_TRANSLATE_NOOP("psa::Collective", "AllGather×2+ReduceScatter per micro-batch");
    out.group_size = std::max(gd.size, ge.size);
    out.calls = calls;
    out.crosses_scale_out = gd.crossesScaleOut() || ge.crossesScaleOut();
    out.time_s = total.time_s;
    out.volume_bytes = total.bytes_sent;
    // ZeRO-0/1: once per step, behind the last micro-batch's backward and the next step's first forward.
    const double share = smShare(c, p.dp_collective_sms);
    out.exposed_s = st.zero >= 2 ? shardedExposed : overlappedCost(out.time_s, p.dp_overlap * comp.micro_time_s, share);
}

void pipelineParallel(const EvalContext& c, const LinkModel& link, Estimate& e)
{
    const Profile& p = c.p;
    CommCost& out = e.comm[size_t(CommDim::PP)];
    const int stride = c.tp * c.cp * c.dp;
    // Stages are placed rank-contiguously, stride ranks apart: the boundary between stages i and i+1 crosses the
    // scale-out link when they sit in different scale-up domains. With 2 stages per node, every other boundary does.
    const long long domain = std::max(1, link.domain);
    int crossingBoundaries = 0;
    for (int i = 0; i + 1 < c.pp; ++i)
        crossingBoundaries += (1LL * i * stride) / domain != (1LL * (i + 1) * stride) / domain ? 1 : 0;
    const bool crosses = crossingBoundaries > 0;
    const double actMsg = p.activation_bytes * c.mbs * c.s_local * c.m.hidden;
    const CollectiveCost hop = sendRecv(actMsg / c.sp_shard, crosses, link);  // the slowest boundary sets the pace
    const CollectiveCost localHop = sendRecv(actMsg / c.sp_shard, false, link);
    const double sends = 2.0 * c.micro * c.v; // activation forward, gradient backward, per chunk
    out.collective = QT_TRANSLATE_NOOP("psa::Collective", "send/recv (p2p)");
    out.group_size = c.pp;
    out.calls = (long long)sends;
    out.crosses_scale_out = crosses;
    out.time_s = sends * hop.time_s;
    out.volume_bytes = sends * hop.bytes_sent;
    // Warm-up and cool-down pass every boundary once each way on the critical path [§5.2].
    out.exposed_s = 2.0 * (crossingBoundaries * hop.time_s + (c.pp - 1 - crossingBoundaries) * localHop.time_s);
    if (c.m.tied_embeddings) {
        const CollectiveCost emb = allReduce(
            c.inv.params.embedding / c.tp * kEmbeddingGradBytes, placeGroup(2, stride * (c.pp - 1), link.domain), link);
        out.time_s += emb.time_s;
        out.exposed_s += emb.time_s;
        out.volume_bytes += emb.bytes_sent;
    }
}

} // namespace

ShardedRounds shardedRounds(const Scenario& sc, const Strategy& st, int micro)
{
    const FrameworkFeatures& fw = frameworkFeatures(frameworkOf(sc));
    ShardedRounds r;
    r.once_per_step = shardedOncePerStep(sc, st);
    const bool gathersPerMicro = st.zero >= 3 || (st.zero == 2 && fw.zero2_gathers_per_micro_batch);
    const bool regather = st.zero >= 3 && !r.once_per_step && fw.reshard_after_forward_default;
    r.rounds = r.once_per_step ? 1.0 : double(micro);
    r.gathers_per_round = !gathersPerMicro ? 0.0 : regather ? 2.0 : 1.0;
    return r;
}

void estimateCommunication(const EvalContext& c, const MemoryPhase& mem, const ComputePhase& comp, Estimate& e)
{
    const LinkModel link = linkModel(c.sc.cluster, c.p);
    if (c.tp > 1)
        tensorParallel(c, link, e);
    if (c.cp > 1)
        contextParallel(c, link, comp, e);
    if (c.m.isMoe() && (c.ep > 1 || c.etp > 1))
        expertParallel(c, link, comp, e);
    dataParallel(c, link, mem, comp, e);
    if (c.pp > 1)
        pipelineParallel(c, link, e);
    for (const CommCost& cc : e.comm)
        e.comm_exposed_s += cc.exposed_s;
}

} // namespace psa::cost_phases

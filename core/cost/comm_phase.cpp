// Communication per parallel dimension (cost-model.md §5): volume, time on its link and the part the
// schedule cannot hide (exposed), for TP, CP, EP, DP/ZeRO and PP.
#include "cost/collectives.h"
#include "cost/evaluate_phases.h"
#include "i18n/i18n.h"

#include <utility>

namespace psa::cost_phases {

namespace {

constexpr double kFp8DispatchBytes = 1.0; // FP8 token dispatch (DeepSeek-V3) [§5.2 EP]
constexpr double kEmbeddingGradBytes = 4.0; // fp32 embedding-grad all-reduce, tied weights [§5.2]
constexpr double kArEquivalentsPerLayer = 4.0; // 2 fwd + 2 bwd all-reduces (or AG+RS pairs) [NAR21, KOR22]
constexpr double kArEquivalentsFullRecompute = 2.0; // the recomputed forward repeats its two
constexpr double kCpHopsPerLayer = 3.0; // KV in fwd, KV + dKV in bwd, (cp − 1) hops each [MLM-CP]
constexpr double kA2aPerMoeLayer = 4.0; // dispatch + combine, fwd and bwd [MLM-MOE]

void tensorParallel(const EvalContext& c, const LinkModel& link, Estimate& e)
{
    const Profile& p = c.p;
    CommCost& out = e.comm[size_t(CommDim::TP)];
    const Placement g = placeGroup(c.tp, 1, link.domain);
    const double actMsg = p.activation_bytes * c.mbs * c.s_local * c.m.hidden; // M_act, §5.2
    const double perLayer
        = kArEquivalentsPerLayer + (c.st.recompute == Recompute::Full ? kArEquivalentsFullRecompute : 0.0);
    const CollectiveCost one = allReduce(actMsg, g, link);
    const double calls = perLayer * c.split.maxLayers() * c.micro;
    // Static text marked for translation: reports translate it when they show it (collectiveName()).
    out.collective = c.sp ? QT_TRANSLATE_NOOP("psa::Collective", "AllGather+ReduceScatter (SP)")
                          : QT_TRANSLATE_NOOP("psa::Collective", "AllReduce");
    out.group_size = c.tp;
    out.calls = (long long)(calls * (c.sp ? 2 : 1));
    out.crosses_scale_out = g.crossesScaleOut();
    out.time_s = calls * one.time_s;
    out.volume_bytes = calls * one.bytes_sent;
    out.exposed_s = (1.0 - (c.sp ? p.tp_overlap_sp : p.tp_overlap_no_sp)) * out.time_s;
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
    out.exposed_s = std::max(0.0, out.time_s - p.cp_overlap * c.micro * comp.core_time_worst_s);
}

void expertParallel(const EvalContext& c, const LinkModel& link, const ComputePhase& comp, Estimate& e)
{
    const Profile& p = c.p;
    const ModelSpec& m = c.m;
    CommCost& out = e.comm[size_t(CommDim::EP)];
    const Placement g = placeGroup(c.ep, c.etp, link.domain);
    const double tokensRank = c.mbs * c.s_local / c.sp_shard;
    const double copyBytes = tokensRank * m.moe.top_k * m.hidden * p.moe_imbalance;
    const double dispatch = copyBytes * (c.fp8 ? kFp8DispatchBytes : p.activation_bytes);
    const double combine = copyBytes * p.activation_bytes;
    const double layers = double(comp.moe_layers_worst) * c.micro;
    CollectiveCost perLayer;
    if (c.ep > 1) {
        const CollectiveCost d = allToAll(dispatch, g, link);
        const CollectiveCost cb = allToAll(combine, g, link);
        perLayer.time_s += d.time_s + (kA2aPerMoeLayer - 1.0) * cb.time_s;
        perLayer.bytes_sent += d.bytes_sent + (kA2aPerMoeLayer - 1.0) * cb.bytes_sent;
    }
    if (c.etp > 1) { // expert-TP AllGather before and ReduceScatter after the experts, fwd and bwd
        const Placement ge = placeGroup(c.etp, 1, link.domain);
        const CollectiveCost ag = allGather(combine * c.etp, ge, link);
        perLayer.time_s += 2.0 * 2.0 * ag.time_s;
        perLayer.bytes_sent += 2.0 * 2.0 * ag.bytes_sent;
    }
    out.collective = c.etp > 1 ? QT_TRANSLATE_NOOP("psa::Collective", "AlltoAll + ETP AllGather/ReduceScatter")
                               : QT_TRANSLATE_NOOP("psa::Collective", "AlltoAll (dispatch/combine)");
    out.group_size = c.ep * c.etp;
    out.calls = (long long)(layers * kA2aPerMoeLayer);
    out.crosses_scale_out = g.crossesScaleOut();
    out.time_s = layers * perLayer.time_s;
    out.volume_bytes = layers * perLayer.bytes_sent;
    const double overlap = c.st.schedule == Schedule::DualPipe ? p.ep_overlap_dualpipe : p.ep_overlap;
    out.exposed_s = (1.0 - overlap) * out.time_s;
}

void dataParallel(
    const EvalContext& c, const LinkModel& link, const MemoryPhase& mem, const ComputePhase& comp, Estimate& e)
{
    const Profile& p = c.p;
    const Strategy& st = c.st;
    CommCost& out = e.comm[size_t(CommDim::DP)];
    const Placement gd = placeGroup(c.dp * c.cp, c.tp, link.domain);
    const Placement ge = placeGroup(c.edp, c.etp * c.ep, link.domain);
    const double paramGatherBytes = c.fp8 ? p.fp8_weight_copy_bytes : p.param_bytes;
    CollectiveCost total;
    auto add = [&](const CollectiveCost& x, double times) {
        total.time_s += times * x.time_s;
        total.bytes_sent += times * x.bytes_sent;
    };
    long long calls = 0;
    for (const auto& [psi, g] :
        { std::pair { mem.worst_dense_params, gd }, std::pair { mem.worst_expert_params, ge } }) {
        if (g.size <= 1 || psi <= 0)
            continue;
        if (st.zero == 0) {
            add(allReduce(psi * p.grad_bytes, g, link), 1);
            calls += 1;
        } else if (st.zero <= 2) {
            add(reduceScatter(psi * p.grad_bytes, g, link), 1);
            add(allGather(psi * paramGatherBytes, g, link), 1);
            calls += 2;
        } else { // ZeRO-3: AG before fwd and bwd, RS after bwd, every micro-batch [ZERO, FSDP2]
            add(allGather(psi * paramGatherBytes, g, link), 2.0 * c.micro);
            add(reduceScatter(psi * p.grad_bytes, g, link), c.micro);
            calls += 3LL * c.micro;
        }
    }
    out.collective = st.zero == 0 ? QT_TRANSLATE_NOOP("psa::Collective", "AllReduce")
        : st.zero <= 2            ? QT_TRANSLATE_NOOP("psa::Collective", "ReduceScatter+AllGather")
                                  : QT_TRANSLATE_NOOP("psa::Collective", "AllGather×2+ReduceScatter per micro-batch");
    out.group_size = std::max(gd.size, ge.size);
    out.calls = calls;
    out.crosses_scale_out = gd.crossesScaleOut() || ge.crossesScaleOut();
    out.time_s = total.time_s;
    out.volume_bytes = total.bytes_sent;
    const double window
        = st.zero >= 3 ? e.compute_time_s : comp.micro_time_s; // last bwd + first fwd, or the whole step
    out.exposed_s = std::max(0.0, out.time_s - p.dp_overlap * window);
}

void pipelineParallel(const EvalContext& c, const LinkModel& link, Estimate& e)
{
    const Profile& p = c.p;
    CommCost& out = e.comm[size_t(CommDim::PP)];
    const int stride = c.tp * c.cp * c.dp;
    const bool crosses = placeGroup(2, stride, link.domain).crossesScaleOut();
    const double actMsg = p.activation_bytes * c.mbs * c.s_local * c.m.hidden;
    const CollectiveCost hop = sendRecv(actMsg / c.sp_shard, crosses, link);
    const double sends = 2.0 * c.micro * c.v; // activation forward, gradient backward, per chunk
    out.collective = QT_TRANSLATE_NOOP("psa::Collective", "send/recv (p2p)");
    out.group_size = c.pp;
    out.calls = (long long)sends;
    out.crosses_scale_out = crosses;
    out.time_s = sends * hop.time_s;
    out.volume_bytes = sends * hop.bytes_sent;
    out.exposed_s = 2.0 * (c.pp - 1) * hop.time_s; // warm-up and cool-down are on the critical path [§5.2]
    if (c.m.tied_embeddings) {
        const CollectiveCost emb = allReduce(
            c.inv.params.embedding / c.tp * kEmbeddingGradBytes, placeGroup(2, stride * (c.pp - 1), link.domain), link);
        out.time_s += emb.time_s;
        out.exposed_s += emb.time_s;
        out.volume_bytes += emb.bytes_sent;
    }
}

} // namespace

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

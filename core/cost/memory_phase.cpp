// Memory per pipeline rank (cost-model.md §4): model states by ZeRO level, in-flight activations by
// schedule, logits, communication buffers and the framework's share; the worst stage is reported.
#include "cost/evaluate_phases.h"
#include "cost/pipeline.h"
#include "spec/framework.h"
#include "util/units.h"

#include <algorithm>

namespace psa::cost_phases {

double fsdpUnshardedBytes(double unitParams, const Profile& p, double gradBytes)
{
    // FSDP2 (§4.1 D): the current unit and the prefetched next one all-gathered in the weights' dtype; in backward the
    // current unit's unsharded gradient in that dtype plus its copy in the reduce dtype for the reduce-scatter
    // (mixed_precision reduce_dtype fp32; no copy when gradients are reduced in the weights' dtype).
    const double gradCopy = gradBytes != p.param_bytes ? gradBytes : 0.0;
    return unitParams * (p.fsdp_unsharded_units * p.param_bytes + p.param_bytes + gradCopy);
}

StageParams stageParams(const EvalContext& c, int j)
{
    const ModelSpec& m = c.m;
    const ParamCounts& pc = c.inv.params;
    const StageLayers sl = c.split.layers(j);
    const double mtpExperts = m.isMoe() ? m.mtp_layers * pc.layer.experts_all : 0.0;
    StageParams out;
    out.dense = sl.dense * pc.dense_layer + sl.moe * pc.moe_layer_non_expert;
    out.expert = sl.moe * pc.layer.experts_all;
    if (j == 0)
        out.dense += pc.embedding;
    if (j == c.pp - 1) {
        out.dense += pc.final_norm + (m.tied_embeddings ? (c.pp > 1 ? pc.embedding : 0.0) : pc.output_head);
        out.dense += pc.mtp - mtpExperts;
        out.expert += mtpExperts;
    }
    return out;
}

void estimateMemory(const EvalContext& c, Estimate& e, MemoryPhase& out)
{
    const ModelSpec& m = c.m;
    const Profile& p = c.p;
    const Strategy& st = c.st;
    const ParamCounts& pc = c.inv.params;
    const LayerParams& lp = pc.layer;
    const int tp = c.tp, pp = c.pp, cp = c.cp, dp = c.dp, ep = c.ep, etp = c.etp;

    const double denseShard = double(dp) * cp; // optimizer sharding group incl. CP [MLM-MOE ✔]
    const double expertShard = c.edp;
    const double copies = parameterCopies(st.schedule);
    // Communicators that communicate (NCCL allocates a communicator's buffers at its first collective; PyTorch
    // creates them lazily): a dense model's expert groups (ep, etp, edp) never do.
    int groups = 0;
    for (int g : { tp, cp, dp * cp, pp > 1 ? 2 : 1 })
        groups += g > 1 ? 1 : 0;
    if (m.isMoe())
        for (int g : { ep, etp, c.edp })
            groups += g > 1 ? 1 : 0;

    const FrameworkFeatures& fw = frameworkFeatures(frameworkOf(c.sc));
    // apex DistributedFusedAdam store_param_remainders (NeMo 1.x): the fp32 master is its 16-bit remainder.
    const double optimizerBytes
        = p.optimizer_bytes - (c.sc.training.master_param_remainders ? p.master_remainder_saving_bytes : 0.0);
    const double largestLayer
        = std::max(pc.dense_layer / tp, m.isMoe() ? pc.moe_layer_non_expert / tp + lp.experts_all / (ep * etp) : 0.0);
    double bestTotal = -1;
    int previous = -1;
    for (int j : c.split.candidates()) {
        if (j == previous)
            continue;
        previous = j;
        const StageLayers sl = c.split.layers(j);
        const StageParams held = stageParams(c, j);
        const double psiDense = copies * held.dense / tp; // §4.1 "(P_block/pp)/tp"
        const double psiExpert = copies * held.expert / (ep * etp); // §4.1 "(E·3·h·f_e·L_moe/pp)/(ep·etp)"
        const double psi = psiDense + psiExpert;

        MemoryBreakdown mem;
        const double weightBytes = p.param_bytes + (c.fp8 ? c.fp8_weight_copies * p.fp8_weight_copy_bytes : 0.0);
        const bool zero3Sharded = st.zero >= 3 && !zero3OncePerStep(c.sc, st); // else held unsharded across micro-batches
        const bool gradsSharded = st.zero >= 2 && !shardedOncePerStep(c.sc, st);
        // FSDP2's sharded parameter is the fp32 master itself: no 16-bit shard; the master counts as parameters.
        const bool masterIsShard = zero3Sharded && fw.fsdp_fp32_sharded_params;
        const double shardedWeightBytes = masterIsShard ? weightBytes - p.param_bytes + p.master_weight_bytes : weightBytes;
        const double stateBytes = masterIsShard ? optimizerBytes - p.master_weight_bytes : optimizerBytes;
        mem.params = zero3Sharded ? psiDense * shardedWeightBytes / denseShard + psiExpert * shardedWeightBytes / expertShard
                                  : psi * weightBytes;
        mem.grads = gradsSharded ? psiDense * c.grad_bytes / denseShard + psiExpert * c.grad_bytes / expertShard
                                 : psi * c.grad_bytes;
        mem.optimizer = st.zero >= 1
            ? psiDense * stateBytes / denseShard + psiExpert * stateBytes / expertShard
            : psi * stateBytes;
        if (st.optimizer_offload)
            mem.optimizer = 0; // fp32 states live in host memory (ZeRO-Offload)

        const double inFlight = inFlightMicroBatches(st.schedule, pp, c.micro, c.v, j);
        mem.activations = inFlight * (sl.dense * c.dense_act + sl.moe * c.moe_act);
        if (st.recompute == Recompute::Full)
            mem.activations += layerTransientBytes(m, c.ai, p, sl.moe > 0);
        else if (st.recompute == Recompute::Selective && c.ai.op_level_sac && sl.dense > 0)
            mem.activations += layerTransientBytes(m, c.ai, p, false) - c.dense_act;  // one block's recomputed ops
        if (j == 0)
            mem.activations += inFlight * tokenIdBytes(c.ai);
        if (j == pp - 1)
            mem.logits = logitsBytes(m, c.ai, p);

        // Communication buffers (§4.4, cost-model.md "Communication buffers"): none grows with the data-parallel size.
        const double ncclBytes = groups * p.nccl_buffer_gib_per_group * kGiB;  // per communicator, not per peer
        double transientComm = 0;
        if (pp > 1) // send + receive buffers of one stage-boundary activation
            transientComm += 2.0 * p.activation_bytes * c.mbs * c.s_local * m.hidden / c.sp_shard;
        if (st.zero >= 3)
            transientComm += fsdpUnshardedBytes(largestLayer, p, c.grad_bytes);
        if (fw.zero_reduce_bucket && (st.zero == 1 || st.zero == 2))
            transientComm += p.deepspeed_reduce_bucket_elements * p.param_bytes;  // ipg bucket in the weights' dtype
        mem.comm_buffers = ncclBytes + transientComm;
        // Fragmentation (reserved − allocated) grows with what is allocated and freed every step; the persistent
        // buffers (weights, gradients, optimizer states) are allocated once and do not fragment.
        mem.fragmentation = p.allocator_fragmentation * (mem.activations + mem.logits + transientComm);
        mem.framework = (p.cuda_context_gib + p.workspace_gib) * kGiB + mem.fragmentation;
        mem.outside_allocator = p.cuda_context_gib * kGiB + ncclBytes;
        const double total = mem.total();
        if (total > bestTotal) {
            bestTotal = total;
            e.memory = mem;
            e.worst_stage = j;
        }
        if (psiDense + psiExpert > out.worst_dense_params + out.worst_expert_params) {
            out.worst_dense_params = psiDense;
            out.worst_expert_params = psiExpert;
        }
    }
    e.capacity_bytes = c.dev.memory_gib * kGiB;
    e.fits = e.memory.total() <= e.capacity_bytes;
}

} // namespace psa::cost_phases

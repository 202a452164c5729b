// Compute per micro-batch (cost-model.md §3, §5.2 step-time composition): GEMMs at a shape-dependent
// efficiency, the attention core, element-wise HBM traffic and MoE expert GEMMs; the slowest stage
// sets the pace; the pipeline bubble follows the schedule.
#include "cost/evaluate_phases.h"
#include "cost/pipeline.h"

#include <algorithm>

namespace psa::cost_phases {

namespace {
constexpr double kTrainingPasses = 3.0; // forward + dgrad + wgrad [MLM-FLOPS ✔]
constexpr double kMainGradPasses = 2.0; // an unfused accumulation reads the main gradient and writes it back
constexpr double kCopyReadWrite = 2.0; // a layout copy reads each element and writes it
constexpr double kForwardAndBackward = 2.0; // one forward and one backward per micro-batch, before recompute
// The allgather dispatcher's group-sized buffer, per forward and per backward: zero-filled, then scatter_add reads and
// writes it (core_r0.6.0 token_dispatcher.py: token_unpermutation; the backward of its torch.gather likewise).
constexpr double kGroupBufferPasses = 3.0;
} // namespace

void estimateCompute(const EvalContext& c, Estimate& e, ComputePhase& out)
{
    const ModelSpec& m = c.m;
    const Profile& p = c.p;
    const Strategy& st = c.st;
    const FlopsPerToken& fl = c.inv.flops;
    const LayerParams& lp = c.inv.params.layer;
    const int tp = c.tp, pp = c.pp, ep = c.ep, etp = c.etp;

    // Under a power cap the tensor cores run at the sustained clock; HBM traffic does not slow. Tensor-core work
    // (GEMMs and the attention core) reaches the device's measured share of its peak (matmul_rate.h).
    const double computePeak = c.peak * c.clock * c.matmul_scale;
    const double gemmPeak
        = (c.fp8 ? c.dev.fp8_tflops * kTera * c.fp8_gemm_speed * c.matmul_scale_fp8 : c.peak * c.matmul_scale) * c.clock;
    const double width = double(m.hidden) / tp;
    // Achievable GEMM efficiency falls for narrow (h/tp) and short (few tokens per micro-batch) GEMMs (§5.2 ○).
    const double rows = c.mbs * c.s_local;
    // The efficiency curve's losses (w_half/w, r_half/r) are the per-tile and per-launch work that does not run on the
    // tensor cores — prologue and epilogue, scale loads, the tail wave, launches: a fixed time per GEMM shape, not a
    // share of the tensor-core time. FP8 speeds up the tensor-core part only, so at the faster rate the same fixed
    // time weighs more: the half-points scale by the FP8 GEMM rate over the 16-bit one (docs/cost-model.md,
    // "FP8 GEMMs keep their fixed costs").
    const double bf16Peak = c.peak * c.matmul_scale * c.clock;
    const double halfScale = c.fp8 ? std::max(1.0, gemmPeak / bf16Peak) : 1.0;
    e.gemm_efficiency
        = p.gemm_efficiency_max * width / (width + halfScale * p.gemm_width_half) * rows / (rows + halfScale * p.gemm_tokens_half);
    const double tokensPerRank = c.mbs * c.s_local / c.sp_shard; // one micro-batch's tokens on this rank (after SP)
    double moeEff = 0;
    if (m.isMoe()) {
        // Tokens per local expert: T_r·k·ep/E copies, replicated over etp (§4.2 MoE, uniform routing).
        const double perExpert = tokensPerRank * m.moe.top_k * ep * etp / m.moe.num_experts;
        const double expertWidth = double(m.moe.expert_ffn) / etp;
        moeEff = p.gemm_efficiency_max * expertWidth / (expertWidth + halfScale * p.gemm_width_half) * p.moe_gemm_factor * perExpert
            / (perExpert + halfScale * p.moe_tokens_half);
    }
    const double tokensMb = c.mbs * c.s_local; // tokens of one micro-batch on this CP rank
    ActivationInputs noRecompute = c.ai;
    noRecompute.recompute = Recompute::None;
    const double denseTraffic = denseLayerActivationBytes(m, noRecompute, p) * p.elementwise_traffic;
    const double moeTraffic = m.isMoe() ? moeLayerActivationBytes(m, noRecompute, p) * p.elementwise_traffic : 0.0;
    // Eager PyTorch model code: every norm, activation and RoPE op a kernel of its own (cost/eager_traffic.h); the
    // recompute pass runs the element-wise ops again (op-level SAC saves matmul and SDPA outputs only).
    double denseEager = 0, moeEager = 0;
    if (c.eager) {
        const bool again = st.recompute != Recompute::None;
        denseEager = eagerExtraBytes(c.inv.eager.dense, p, again, c.fused_norm);
        moeEager = m.isMoe() ? eagerExtraBytes(c.inv.eager.moe, p, again, c.fused_norm) : 0.0;
    }
    const double recomputeForward = st.recompute == Recompute::Full ? 1.0 : 0.0;
    const double selectiveCore = st.recompute == Recompute::Selective ? 1.0 : 0.0;
    // torchtitan's op-level SAC keeps SDPA's output and recomputes wk, wo and w3 instead (dense blocks only).
    const bool opSac = opLevelSacApplies(m, c.ai);
    const double opSacLinear = opSac ? opSacRecomputeFlops(m) : 0.0;

    // Flash-attention kernels reach their rate only on long blocks: the softmax core's time scales by the kernel-length
    // factor (EvalContext::attention_length_factor), the linear-attention recurrence's does not.
    // A padded MLA value head (EvalContext::attention_pad_scale) widens the softmax core's work, not the model's FLOPs.
    const double softmaxCore = fl.softmax_attention_core * c.attention_pad_scale / c.attention_length_factor;
    // A [batch, heads, seq, head] attention layout (TrainingSpec::attention_bnsd_layout): q, k, v and the output
    // copied in and out of the kernel in every forward (the recomputed ones included), their gradients in the backward.
    const double layoutCopyBytes = c.sc.training.attention_bnsd_layout
        ? tokensMb * attentionKernelIoElements(m, c.ai.mla_value_padded) / tp * p.activation_bytes * kCopyReadWrite
            * (kForwardAndBackward + recomputeForward + selectiveCore)
        : 0.0;
    // The allgather dispatcher's group-sized buffers (TrainingSpec::moe_allgather_dispatcher; its gather and
    // reduce-scatter are the EP communication), per forward and backward.
    double groupBufferBytes = 0;
    if (c.sc.training.moe_allgather_dispatcher && ep * etp > 1) {
        groupBufferBytes = tokensPerRank * ep * etp * m.hidden * p.activation_bytes * kGroupBufferPasses
            * (kForwardAndBackward + recomputeForward);
    }

    double slowest = 0, coreTimeWorst = 0;
    int previous = -1;
    for (int j : c.split.candidates()) {
        if (j == previous)
            continue;
        previous = j;
        const StageLayers sl = c.split.layers(j);
        out.moe_layers_worst = std::max(out.moe_layers_worst, sl.moe);
        const int layersHere = sl.dense + sl.moe;
        const double passes = kTrainingPasses + recomputeForward;
        double linear = sl.dense * (fl.dense_layer.attention_linear + fl.dense_layer.mlp)
            + sl.moe * (fl.moe_layer.attention_linear + fl.moe_layer.mlp);
        double experts = sl.moe * fl.moe_layer.experts * p.moe_imbalance;
        double head = 0; // the output layer stays in 16-bit under every FP8 recipe (TE, torchao filter "output")
        if (j == pp - 1) {
            head = fl.logits;
            linear += fl.mtp > 0 && m.isMoe() ? fl.mtp - m.mtp_layers * fl.moe_layer.experts : fl.mtp;
            experts += m.isMoe() ? m.mtp_layers * fl.moe_layer.experts * p.moe_imbalance : 0.0;
        }
        // The stage's own mix of softmax and linear-attention layers (the core is where the two differ most).
        const double core = (layersHere - sl.linear) * softmaxCore + sl.linear * fl.linear_attention_core;
        const double linearFlops = tokensMb * (linear * passes + sl.dense * opSacLinear) / tp;
        const double expertFlops = tokensMb * experts * passes / tp;
        const double coreRecomputed = opSac ? sl.moe * softmaxCore : core;
        const double coreFlops = tokensMb * (core * passes + selectiveCore * coreRecomputed) / tp;
        const double coreTime = coreFlops / (computePeak * c.attention_rate);
        double t = linearFlops / (gemmPeak * e.gemm_efficiency) + tokensMb * head * passes / tp / (computePeak * e.gemm_efficiency)
            + coreTime + (sl.dense * denseTraffic + sl.moe * moeTraffic) / c.hbm
            + tokensMb * (sl.dense * denseEager + sl.moe * moeEager) / c.sp_shard / c.hbm;
        if (c.fp8) {
            // Casts around every FP8 linear: inputs in the forward, output gradients in the backward.
            const double elements = sl.dense * fl.dense_layer.linear_elements
                + sl.moe * (fl.moe_layer.linear_elements + fl.moe_layer.expert_elements * p.moe_imbalance);
            t += tokensMb * elements / tp * c.fp8_cast_bytes / c.hbm;
            // … and their weights (the router and the output layer stay in 16-bit).
            const double weights = (sl.dense * (lp.attention + lp.dense_mlp) + sl.moe * (lp.attention + lp.shared)) / tp
                + sl.moe * lp.experts_all / (ep * etp);
            t += weights * c.fp8_weight_cast_bytes / c.hbm;
        }
        if (expertFlops > 0)
            t += expertFlops / (gemmPeak * moeEff);
        t += ((layersHere - sl.linear) * layoutCopyBytes + sl.moe * groupBufferBytes) / c.hbm;
        if (c.unfused_grad_accumulation) {
            // Every local parameter's 16-bit gradient is read back and added into the main gradient (read and
            // written) once per micro-batch's backward (FrameworkFeatures::grad_accumulation_fusion_switch).
            const StageParams held = stageParams(c, j);
            const double params = held.dense / tp + held.expert / (ep * etp);
            t += params * (p.param_bytes + kMainGradPasses * c.grad_bytes) / c.hbm;
        }
        if (t > slowest) {
            slowest = t;
            coreTimeWorst = coreTime;
        }
    }
    {
        // Recompute FLOPs over the whole model, per token.
        const int moeAll = c.inv.moe_layers;
        const double linearAll = (m.layers - moeAll) * (fl.dense_layer.attention_linear + fl.dense_layer.mlp)
            + moeAll * (fl.moe_layer.attention_linear + fl.moe_layer.mlp + fl.moe_layer.experts);
        const double coreAll = m.layers * fl.dense_layer.attention_core;
        const double selectiveAll = opSac ? (m.layers - moeAll) * opSacLinear + moeAll * fl.dense_layer.attention_core : coreAll;
        out.hardware_extra_per_token = recomputeForward * (linearAll + coreAll) + selectiveCore * selectiveAll;
    }
    out.micro_time_s = slowest;
    out.core_time_worst_s = coreTimeWorst;
    e.compute_time_s = c.micro * slowest;
    // Zero-bubble schedules: from the list-scheduled timeline; full recompute repeats the forward inside B.
    e.bubble_ratio = bubbleRatio(st.schedule, pp, c.micro, c.v, zeroBubbleBackwardScale(st.recompute));
    e.bubble_time_s = e.bubble_ratio * e.compute_time_s;
}

} // namespace psa::cost_phases

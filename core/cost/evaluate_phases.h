// The phases of evaluate(): memory, compute, communication, optimizer step. Each reads the shared
// per-strategy context and fills its part of the Estimate; evaluate() (evaluate.cpp) runs them in
// order and derives the step time and throughput. Internal to the cost model.
#pragma once

#include "calibration/profile.h"
#include "cost/activations.h"
#include "cost/estimate.h"
#include "cost/evaluate.h"
#include "cost/stage_split.h"
#include "spec/scenario.h"

namespace psa::cost_phases {

inline constexpr double kTera = 1e12;

// What every phase reads: the resolved strategy's sizes and the model's per-layer figures.
// When ZeRO-2/3 / FSDP gathers and reduce-scatters each unit: `rounds` sets per step (every micro-batch, or once per
// step where the framework keeps a pipeline stage unsharded across micro-batches), each with `gathers_per_round`
// all-gathers of the unit (0 where ZeRO-2 keeps full parameters and gathers the updated shards once per step; 2 where
// ZeRO-3 reshards after forward and gathers again for the backward) and one reduce-scatter. ZeRO-0/1: no unit
// gathers (gathers_per_round 0).
struct ShardedRounds {
    double rounds = 0;
    double gathers_per_round = 0;
    bool once_per_step = false;
};
ShardedRounds shardedRounds(const Scenario& sc, const Strategy& st, int micro);

struct EvalContext {
    EvalContext(
        const Scenario& scenario, const Strategy& strategy, const Profile& profile, const ModelInvariants& invariants);

    const Scenario& sc;
    const Strategy& st;
    const Profile& p;
    const ModelSpec& m;
    const DeviceSpec& dev;
    const ModelInvariants& inv;
    int tp, pp, cp, dp, ep, etp, v;
    int micro; // micro-batches per step per pipeline
    int edp; // expert data-parallel size
    double s; // sequence length
    double s_local; // tokens of a sequence on one CP rank
    double mbs; // micro-batch size
    bool sp; // sequence parallelism in effect (tp > 1)
    double sp_shard; // tp with SP, else 1
    bool fp8;
    // FP8 recipe (issue 12 item 2), set when fp8: the GEMM speed factor (fp8_gemm_factor × the recipe's kernel
    // factor), HBM bytes per quantized element, whether weights are gathered in FP8, and FP8 weight copies kept.
    double fp8_gemm_speed = 0;
    double fp8_cast_bytes = 0;
    bool fp8_param_gather = false;
    double fp8_weight_copies = 0;
    // HBM bytes per FP8-linear weight element per micro-batch spent casting the weights (cost-model.md "FP8 weight
    // casts"): the recipe's cast once per step where the framework caches FP8 weights (TE), else every micro-batch —
    // from the shard, plus a transposed copy, where FSDP gathers FP8.
    double fp8_weight_cast_bytes = 0;
    StageSplit split;
    ActivationInputs ai;
    double dense_act; // stored activation bytes of one dense layer per micro-batch
    double moe_act; // … of one MoE layer
    double peak; // BF16 (else FP16) dense peak, FLOP/s
    double clock; // sustained fraction of the full clock under the power cap (1 = uncapped)
    double matmul_scale; // the device's achievable share of its 16-bit peak over the reference's (matmul_rate.h)
    double matmul_scale_fp8; // … of its FP8 peak
    double attention_rate; // achieved fraction of the 16-bit peak in the attention core (kernel × device generation)
    // Share of that rate a flash-attention kernel reaches on this rank's sequence chunk s_local (causal):
    // s_local / (s_local + Profile::attention_seq_half).
    double attention_length_factor;
    // The softmax core's work over the model's FLOPs: above 1 where the framework pads MLA's value head to the
    // query/key head (FrameworkFeatures::mla_pads_value_head): QKᵀ and softmax·V both at the wider head.
    double attention_pad_scale = 1.0;
    double hbm; // sustained HBM bandwidth, B/s
    double grad_bytes; // bytes per gradient element: the profile's fp32 accumulation, or 16-bit (bf16 reduce)
    bool eager = false; // element-wise ops run unfused (eager PyTorch model code without torch.compile)
    bool fused_norm = false; // … except the norm, which has its own fused kernel
    bool unfused_grad_accumulation
        = false; // a separate add accumulates each weight gradient (unfusedGradAccumulation())

private:
    void setFp8(double gemmSpeed, double castBytes, bool paramGather, double weightCopies)
    {
        fp8_gemm_speed = gemmSpeed;
        fp8_cast_bytes = castBytes;
        fp8_param_gather = paramGather;
        fp8_weight_copies = weightCopies;
    }
};

// The memory phase's figures the later phases need.
struct MemoryPhase {
    double worst_dense_params = 0; // dense parameters held by the heaviest stage (× model copies)
    double worst_expert_params = 0; // expert parameters held by the heaviest stage
};

// The compute phase's figures the later phases need.
struct ComputePhase {
    double micro_time_s = 0; // the slowest stage's time for one micro-batch (fwd + bwd)
    double core_time_worst_s = 0; // its attention-core share (what hides CP ring traffic)
    int moe_layers_worst = 0; // most MoE layers on one stage
    double hardware_extra_per_token = 0; // recompute FLOPs per token over the whole model
};

// Parameters pipeline rank j holds, one model copy, before TP/EP sharding: its layers' dense part (attention, norms,
// router, shared experts, dense MLPs) and routed experts; the embedding on the first rank; the final norm, the output
// layer (or, tied with pp > 1, the embedding's copy) and the MTP modules on the last.
struct StageParams {
    double dense = 0;
    double expert = 0;
};
StageParams stageParams(const EvalContext& c, int j);

void estimateMemory(const EvalContext& c, Estimate& e, MemoryPhase& out);
// ZeRO-3/FSDP unsharded buffers for a unit of `unitParams` parameters (on this rank, after tp/ep): the gathered
// current + prefetched units and one unit's unsharded gradient (+ its reduce-dtype copy).
double fsdpUnshardedBytes(double unitParams, const Profile& p, double gradBytes);
void estimateCompute(const EvalContext& c, Estimate& e, ComputePhase& out);
void estimateCommunication(const EvalContext& c, const MemoryPhase& mem, const ComputePhase& comp, Estimate& e);
void estimateOptimizerStep(const EvalContext& c, const MemoryPhase& mem, Estimate& e);

} // namespace psa::cost_phases

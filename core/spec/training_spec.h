#pragma once

#include <optional>
#include <string>

#include "spec/fp8_recipe.h"
#include "spec/framework.h"

namespace psa {

enum class Precision { BF16, FP16, FP8 };

// What the whole training run asks for (time, cost, energy to train; cost/time_to_train.h).
// kDefaultPue: see time_to_train.h for its source.
constexpr double kDefaultPue = 1.2;
struct TrainingBudget {
    double train_tokens = 0;        // 0 = not asked
    double device_hour_price = 0;   // per device-hour; 0 = no price given
    std::string currency = "USD";
    double pue = kDefaultPue;       // facility power usage effectiveness
    double device_power_w = 0;      // per device, for energy only; 0 = the catalog's TDP
};

struct TrainingSpec {
    long long seq_len = 4096;        // s
    long long global_batch = 1024;   // B, sequences per optimizer step
    Precision precision = Precision::BF16;
    TrainingBudget budget;
    // The framework the plan is for; empty = the device's default (frameworkOf(): Megatron-LM, MindSpeed on Ascend).
    std::optional<TrainingFramework> framework;
    // Gradients accumulated and reduced in fp32 (4 bytes) or in bf16 (2 bytes); empty = the framework's
    // default (fp32 everywhere: Megatron-LM forces it under --bf16 unless --grad-reduce-in-bf16; NVIDIA's
    // performance recipes set grad_reduce_in_fp32=False). See fp32GradReduce() in spec/framework.h.
    std::optional<bool> fp32_grad_reduce;
    // The weight-gradient GEMMs accumulate into the main gradient (Megatron's gradient-accumulation fusion); empty =
    // the framework's default (on for Megatron-LM, off for MindSpeed, whose launch code passes
    // --no-gradient-accumulation-fusion). Only frameworks with that switch read it (unfusedGradAccumulation()).
    std::optional<bool> grad_accumulation_fusion;
    // The FP8 scaling recipe when precision is FP8; empty = the framework's default for the device
    // (fp8RecipeOf() in spec/fp8_recipe.h).
    std::optional<Fp8Recipe> fp8_recipe;
    // fp32 master weights kept as the 16-bit remainder of the bf16 parameter (apex DistributedFusedAdam
    // store_param_remainders: NeMo 1.x turns it on for bf16 with distributed_fused_adam): the optimizer holds
    // optimizer_bytes − master_remainder_saving_bytes per parameter. Set by the runs loader
    // (training.master_param_remainders); scenario files do not carry it yet.
    bool master_param_remainders = false;
    // The model runs under torch.compile; empty = as the framework's plan does (torchCompileInPlan() in
    // spec/framework.h: torchtitan compiles for FP8 and async TP, as psa's launch code does). Set by the runs
    // loader from the run's techniques; scenario files do not carry it yet.
    std::optional<bool> torch_compile;
    // The loss is compiled with the model; empty = as the framework version does (torchtitan since #1033,
    // 2025-04-02). Set by the runs loader (training.compiled_loss) for runs on an earlier version.
    std::optional<bool> compiled_loss;
    // RMSNorm runs as one kernel even without torch.compile (torchtitan's Triton fused_rmsnorm, norm_type
    // "fused_rmsnorm", removed in #826 on 2025-02-06). Empty = the composite eager norm. Set by the runs loader
    // (training.fused_norm) where the run's config chose it.
    std::optional<bool> fused_norm;
    // The run's framework release predates Megatron-Core's MoE parallel folding (core_r0.10, 2025-02): expert
    // parallelism is carved out of the data-parallel ranks only (core_r0.6.0 parallel_state.py: "data_parallel_size
    // is not divisible by expert_model_parallel_size", dp = N/(tp·pp·cp)), experts are split over the TP group
    // (etp = tp: no --expert-tensor-parallel-size) and ep > 1 does not combine with cp > 1. Set by the runs loader
    // (training.megatron_core before core_r0.10) so a recipe is compared with what its own stack could run;
    // scenario files do not carry it (the launch code targets current releases).
    bool expert_grid_before_folding = false;
    // Tokens reach the experts through Megatron-Core's allgather dispatcher (--moe-token-dispatcher-type allgather,
    // the default before core_r0.10; token_dispatcher.py MoEAllGatherTokenDispatcher): every rank of the TP×EP group
    // gathers all of the group's tokens and reduce-scatters the expert outputs, instead of sending top-k copies by
    // all-to-all. Set by the runs loader (training.moe_token_dispatcher); the launch code always names alltoall (or
    // flex), so scenario files do not carry it.
    bool moe_allgather_dispatcher = false;
    // The fused attention takes q, k and v as [batch, heads, seq, head] (MindSpeed-LLM --shape-order BNSD; the default
    // SBH keeps the layer's [seq, batch, hidden] layout): each of q, k, v and the output, and their gradients, is
    // transposed by a copy in and out of the kernel (modellink/core/transformer/dot_product_attention.py at
    // 1ea39226). Set by the runs loader (training.shape_order); psa's launch code keeps the default layout.
    bool attention_bnsd_layout = false;
    // SMs the flex dispatcher's kernels (DeepEP / HybridEP) hold where the run's recipe sets them
    // (moe_deepep_num_sms, moe_hybridep_num_sms); 0 = what psa's launch code runs: DeepEP's default
    // (Profile::ep_dispatch_sms), HybridEP's kHybridEpDispatchSms (Profile::ep_dispatch_sms_hybridep). Set by the runs
    // loader (training.moe_dispatcher_sms); scenario files do not carry it.
    int moe_dispatcher_sms = 0;
};

const char* toString(Precision p);

}  // namespace psa

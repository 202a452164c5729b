#include "spec/framework.h"

#include <algorithm>
#include <fmt/format.h>
#include <string_view>

#include "i18n/i18n.h"
#include "spec/scenario.h"
#include "util/text.h"

namespace psa {

namespace {

using i18n::trf;

constexpr unsigned bit(Schedule s) { return 1U << static_cast<unsigned>(s); }
constexpr unsigned levels(std::initializer_list<int> l)
{
    unsigned m = 0;
    for (int v : l)
        m |= 1U << unsigned(v);
    return m;
}

// The feature matrix. Each entry names the release it reflects and where it was read; a feature the
// framework has upstream but the cost model does not price is marked as not runnable (and said so).
// Virtual stages: no framework caps them (NeMo ran Llama-2 70B at pp 4 × vpp 20); the layer count does (validity rules).
constexpr int kNoVppLimit = 1 << 20;

const std::array<FrameworkFeatures, 5> kMatrix = {{
    // Megatron-LM core_v0.19.0 (NVIDIA/Megatron-LM tag core_v0.19.0, 5be96267, 2026-08-19: megatron/training/
    // arguments.py, megatron/core/transformer/transformer_config.py and the megatron/core/pipeline_parallel/
    // schedules.py it ships). The release the Megatron launch code is checked against (codegen/framework_versions.h):
    // the flags it emits (--moe-flex-dispatcher-backend from core_v0.16, --moe-flex-dispatcher-num-sms) need it.
    //  * schedules: forward_backward_pipelining_without_interleaving (1F1B) and _with_interleaving
    //    (--num-layers-per-virtual-pipeline-stage / --num-virtual-stages-per-pipeline-rank). No GPipe,
    //    no zero-bubble and no DualPipe schedule upstream.
    //  * sharding: DDP, --use-distributed-optimizer (ZeRO-1: gradients are reduce-scattered but the full
    //    gradient buffer stays), Megatron-FSDP --use-megatron-fsdp --data-parallel-sharding-strategy
    //    optim_grads (ZeRO-2) / optim_grads_params (ZeRO-3), which is not combined with pipeline parallelism
    //    (kept apart on purpose: core_v0.19.0 does not assert against it, but neither its docs nor a
    //    run in the calibration set combines Megatron-FSDP with pp > 1).
    //  * CP --cp-comm-type p2p|a2a|allgather|a2a+p2p (Transformer Engine); EP and ETP
    //    (--expert-tensor-parallel-size); FP8 --fp8-recipe delayed|tensorwise|blockwise|mxfp8;
    //    --tp-comm-overlap (TE userbuffers, off unless given; the launch code gives it with SP);
    //    --decoder-first/last-pipeline-num-layers, --account-for-embedding/loss-in-pipeline-split;
    //    --optimizer-cpu-offload; --cross-entropy-loss-fusion (off unless given).
    //  * Megatron-FSDP optim_grads (ZeRO-2) reduce-scatters each unit's gradients after every micro-batch's
    //    backward ("grad_reduce_every_bprop", megatron_fsdp.py); the distributed optimizer only on the last one.
    {TrainingFramework::Megatron, "megatron", "Megatron-LM", "core_v0.19",
     "NVIDIA/Megatron-LM core_v0.19.0: arguments.py, transformer_config.py, core/pipeline_parallel/schedules.py, "
     "Megatron-FSDP docs",
     bit(Schedule::OneFOneB) | bit(Schedule::Interleaved), levels({0, 1, 2, 3}), 1, kNoVppLimit, true, true, true,
     "p2p (ring), a2a, allgather, a2a+p2p", true, true, "delayed, tensorwise, blockwise, mxfp8", true, true,
     /*tp_comm_overlap_default*/ true, /*fused CE*/ false, /*reshard*/ true, "transformer layer (Megatron-FSDP unit)",
     /*default_zero*/ 1, /*fp32 grads*/ true, /*fsdp_pp_unsharded_across_micro_batches*/ false,
     /*zero2_gathers_per_micro_batch*/ false,
     // --overlap-moe-expert-parallel-comm (megatron/core/transformer/transformer_config.py: ep > 1, alltoall/flex
     // dispatcher, no full recompute, vpp when pp > 1, mtp_num_layers ≤ 1); the launch code passes it where those
     // hold. --moe-token-dispatcher-type flex --moe-flex-dispatcher-backend deepep on NVIDIA devices wherever ep > 1.
     /*ep_a2a_overlap*/ true, /*ep_a2a_overlap_default*/ true, /*ep_domain_dedup_dispatch*/ true,
     // --tp-comm-overlap is Transformer Engine's userbuffers: NVLink/NVSwitch between the TP ranks.
     /*tp_overlap_needs_nvlink*/ true, /*fp32_copy_cross_entropy*/ false, /*op_level_selective_ac*/ false,
     /*zero_reduce_bucket*/ false, /*ampere_class_attention*/ false, /*fsdp_fp32_sharded_params*/ false,
     /*compiles_for_fp8_and_async_tp*/ false, /*compiles_loss_with_model*/ false,
     /*sp_collectives_copy_activations*/ false, /*dtensor_loss_parallel*/ false, /*eager_model_code*/ false,
     /*mx_cast_per_orientation*/ false, /*fp8_weight_cast_every_micro_batch*/ false, /*mla_pads_value_head*/ false,
     // --gradient-accumulation-fusion is on by default (arguments.py: --no-gradient-accumulation-fusion turns it off).
     /*grad_accumulation_fusion_switch*/ true, /*grad_accumulation_fusion_default*/ true,
     /*bf16_grad_reduce*/ true},
    // torchtitan main @ b5bcd76 (2026-08-21, after v0.2.2, the last release; its README asks for a PyTorch nightly),
    // the commit the launch code is checked against (codegen/framework_versions.h; --emit torchtitan-toml writes the
    // v0.2.2 TOML job file instead). Read in torchtitan/config/configs.py (ParallelismConfig, CompileConfig), docs/
    // and torch.distributed.pipelining:
    //  * schedules GPipe, 1F1B, Interleaved1F1B, LoopedBFS, InterleavedZeroBubble (ZB-H1 here),
    //    ZBVZeroBubble (ZB-V) and DualPipeV. DualPipeV is the cut-in-half V variant: the cost model's
    //    DualPipe (two parameter copies, both directions) is not what it runs, so dualpipe is refused.
    //  * FSDP2 fully_shard: DDP (replicate), reshard_after_forward=never (ZeRO-2-like) and full shard (ZeRO-3),
    //    all combined with PP; no ZeRO-1 (optimizer-only sharding). reshard_after_forward "default" is True,
    //    False for pipeline stages. One FSDP unit per transformer block.
    //  * context_parallel (ring: allgather / alltoall rotation); EP and ETP; FP8 via torchao (rowwise, its
    //    default; tensorwise, which current torchtitan's Float8LinearConverter no longer offers) and MX; async TP (enable_async_tensor_parallel, off by default); uneven first/last stages;
    //    FSDP CPU offload; loss_parallel (vocab-parallel cross-entropy, not fused).
    //  * SP is part of its TP plan (SequenceParallel on norms; ParallelismConfig.enable_sequence_parallel, on by
    //    default).
    {TrainingFramework::TorchTitan, "torchtitan", "torchtitan", "main 2026-08-21",
     "pytorch/torchtitan main @ b5bcd76: config/configs.py, docs/; torch.distributed.pipelining",
     bit(Schedule::GPipe) | bit(Schedule::OneFOneB) | bit(Schedule::Interleaved) | bit(Schedule::ZBH1) | bit(Schedule::ZBV),
     levels({0, 2, 3}), 3, kNoVppLimit, true, true, true, "ring (allgather / alltoall rotation)", true, true, "rowwise, tensorwise, mxfp8",
     true, true,
     /*tp_comm_overlap_default*/ false, /*fused CE*/ false, /*reshard*/ true, "transformer block (fully_shard per block)",
     /*default_zero*/ 3, /*fp32 grads*/ true,
     // torchtitan's parallelize: reshard_after_forward=False for pipeline stages, gradients reduced on the last
     // micro-batch only.
     /*fsdp_pp_unsharded_across_micro_batches*/ true,
     // FSDP2 fully_shard(reshard_after_forward=False) is its ZeRO-2: parameters sharded at rest, each block
     // gathered before its forward in every micro-batch (torch/distributed/fsdp/_fully_shard/_fully_shard.py).
     /*zero2_gathers_per_micro_batch*/ true,
     // Memory: the loss is F.cross_entropy(pred.flatten(0, 1).float(), …) (torchtitan/components/loss.py); ac_mode
     // "selective" with selective_ac_option "op" (llama3 tomls' default) saves the outputs of every other aten.mm and of
     // SDPA (torchtitan/distributed/activation_checkpoint.py, _save_list and the "recompute every second mm" policy).
     // No 1F1B A2A overlap. DeepEP (torchtitan/distributed/deepep, optional, needs DeepEP v2 installed) is not planned
    // for: psa prices and launches the standard all-to-all.
     /*ep_a2a_overlap*/ false, /*ep_a2a_overlap_default*/ false, /*ep_domain_dedup_dispatch*/ false, /*tp_overlap_needs_nvlink*/ false,
     /*fp32_copy_cross_entropy*/ true, /*op_level_selective_ac*/ true, /*zero_reduce_bucket*/ false,
     // Attention: F.scaled_dot_product_attention (torchtitan/models/attention.py), FlashAttention-2 backend first.
     /*ampere_class_attention*/ true,
     // FSDP2 MixedPrecisionPolicy(param_dtype=bf16, reduce_dtype=fp32): fp32 sharded parameters; torch.compile with
     // components ["model", "loss"] (CompileConfig) compiles the loss too (components/loss.py).
     /*fsdp_fp32_sharded_params*/ true, /*compiles_for_fp8_and_async_tp*/ true, /*compiles_loss_with_model*/ true,
     // TP plan: SequenceParallel norms and PrepareModuleInput(Shard(1) -> Replicate()) on (bs, seqlen, dim) inputs
     // (torchtitan/models/llama3/infra/parallelize.py apply_tp).
     /*sp_collectives_copy_activations*/ true,
     // components/loss.py: with TP the loss is always vocab-parallel (_LossParallelCrossEntropy on the local logits'
     // fp32 copy; v0.2.2's train.py: loss_parallel unless parallelism.disable_loss_parallel).
     /*dtensor_loss_parallel*/ true,
     // Model code: torchtitan/models (RMSNorm, SwiGLU FeedForward, complex apply_rotary_emb), eager unless compiled.
     /*eager_model_code*/ true,
     // MX via torchao's MXLinear: one cast kernel per orientation (see the field).
     /*mx_cast_per_orientation*/ true,
     // torchao Float8Linear / MXLinear: weight casts in every forward and backward.
     /*fp8_weight_cast_every_micro_batch*/ true},
    // DeepSpeed v0.19.5 (2026-08-09; the release the launch code is checked against; docs: pipeline, ZeRO, Ulysses,
    // AutoTP training; runtime/pipe/engine.py and schedule.py at the tag):
    //  * PipelineModule runs TrainSchedule (1F1B) only; uneven partitions (partition_method="parameters").
    //  * ZeRO stages 0–3, but "ZeRO-2 and ZeRO-3 are incompatible with pipeline parallelism": ZeRO-1 at most with PP.
    //  * TP by AutoTP without Megatron-style SP; sequence parallelism is DeepSpeed-Ulysses (all-to-all), which the
    //    cost model does not price, so cp > 1 is refused; DeepSpeed-MoE expert parallelism without expert TP;
    //    no native FP8; ZeRO-Offload; ZeRO-3 fetches parameters in prefetch buckets (stage3_prefetch_bucket_size).
    //  * ZeRO-2 (partition_gradients) reduces gradient buckets after every micro-batch's backward, ZeRO-1 only at
    //    the gradient-accumulation boundary (runtime/zero/stage_1_and_2.py, reduce_ready_partitions_and_remove_grads).
    {TrainingFramework::DeepSpeed, "deepspeed", "DeepSpeed", "v0.19.5",
     "deepspeedai/DeepSpeed v0.19.5 docs: pipeline parallelism, ZeRO, DeepSpeed-Ulysses, AutoTP training",
     bit(Schedule::OneFOneB), levels({0, 1, 2, 3}), 1, 1, true, false, false, "Ulysses (all-to-all; not priced)", true, false, "",
     false, true,
     /*tp_comm_overlap_default*/ false, /*fused CE*/ false, /*reshard*/ true, "parameter buckets (stage3_prefetch_bucket_size)",
     // Gradients: a bf16 model accumulates and reduces them in bf16 unless the config says otherwise
     // (runtime/engine.py at v0.19.5: get_data_types() takes grad_accum_dtype from the model dtype;
     // communication_data_type is bf16 for a bf16 model). fp32 on request: data_types.grad_accum_dtype and
     // communication_data_type "fp32", which needs ZeRO (no ZeRO: "unsupported mix" of dtypes).
     /*default_zero*/ 1, /*fp32 grads*/ false, /*fsdp_pp_unsharded*/ false, /*zero2_gathers*/ false,
     // Memory: Hugging Face models compute the loss on logits.float() (as torchtitan); ZeRO-1/2 keep one
     // reduce_bucket_size gradient bucket (stage_1_and_2.py ipg buffer, contiguous_gradients on by default).
     /*ep_a2a_overlap*/ false, /*ep_a2a_overlap_default*/ false, /*ep_domain_dedup_dispatch*/ false, /*tp_overlap_needs_nvlink*/ false,
     /*fp32_copy_cross_entropy*/ true, /*op_level_selective_ac*/ false, /*zero_reduce_bucket*/ true,
     // Attention: Hugging Face models' default attn_implementation "sdpa" (FlashAttention-2 backend first).
     /*ampere_class_attention*/ true,
     /*fsdp_fp32_sharded_params*/ false, /*compiles_for_fp8_and_async_tp*/ false, /*compiles_loss_with_model*/ false,
     /*sp_collectives_copy_activations*/ false, /*dtensor_loss_parallel*/ false,
     // Hugging Face models (LlamaRMSNorm, act_fn(gate) * up, rotate_half RoPE) run eager under DeepSpeed.
     /*eager_model_code*/ true, /*mx_cast_per_orientation*/ false, /*fp8_weight_cast_every_micro_batch*/ false,
     /*mla_pads_value_head*/ false, /*grad_accumulation_fusion_switch*/ false, /*grad_accumulation_fusion_default*/ false,
     /*bf16_grad_reduce*/ true, /*fp32_grads_need_zero*/ true},
    // MindSpeed-LLM v26.1.0 (2026-08-04) on MindSpeed core 26.1.0_core_r0.12.1 and Megatron-LM core_v0.12.1, the
    // release the launch code is checked against (codegen/framework_versions.h; Ascend/MindSpeed-LLM docs/zh/pytorch):
    //  * 1F1B and virtual pipeline (interleaved); --noop-layers / --num-layer-list for uneven stages. Its DualPipeV
    //    (--schedules-method dualpipev) is the cut-in-half V variant, not the cost model's DualPipe (two parameter
    //    copies, both directions), so dualpipe is refused here.
    //  * distributed optimizer (ZeRO-1). Its separate FSDP2 path (--use-torch-fsdp2 --fsdp2-config-path,
    //    docs/zh/pytorch/features/fsdp2) is not planned for: the cost model has no NPU FSDP2 traits to price it with.
    //  * CP: megatron_cp_algo (ring), ulysses_cp_algo, hybrid, adaptive; EP, and ETP (1 with --moe-tp-extend-ep, or tp);
    //    no FP8 on Atlas A2; TP comm overlap by --use-ascend-mc2 / CoC (off by default); no stock optimizer offload.
    {TrainingFramework::MindSpeed, "mindspeed", "MindSpeed-LLM", "v26.1.0",
     "Ascend/MindSpeed-LLM v26.1.0 docs/zh/pytorch/features and argument parsers (pipeline, dualpipev, context "
     "parallel, MoE); MindSpeed core 26.1.0_core_r0.12.1",
     bit(Schedule::OneFOneB) | bit(Schedule::Interleaved), levels({0, 1}), 1, kNoVppLimit, true, true, true,
     "megatron_cp_algo (ring), ulysses_cp_algo, hybrid, adaptive", true, true, "", true, false,
     /*tp_comm_overlap_default*/ false, /*fused CE*/ false, /*reshard*/ true, "",
     /*default_zero*/ 1, /*fp32 grads*/ true, /*fsdp_pp_unsharded*/ false, /*zero2_gathers*/ false,
     /*ep_a2a_overlap*/ false, /*ep_a2a_overlap_default*/ false, /*ep_domain_dedup_dispatch*/ false,
     /*tp_overlap_needs_nvlink*/ false, /*fp32_copy_cross_entropy*/ false, /*op_level_selective_ac*/ false,
     /*zero_reduce_bucket*/ false, /*ampere_class_attention*/ false, /*fsdp_fp32_sharded_params*/ false,
     /*compiles_for_fp8_and_async_tp*/ false, /*compiles_loss_with_model*/ false,
     /*sp_collectives_copy_activations*/ false, /*dtensor_loss_parallel*/ false, /*eager_model_code*/ false,
     /*mx_cast_per_orientation*/ false, /*fp8_weight_cast_every_micro_batch*/ false,
     // MLA: the value padded to the query/key head before the fused attention unless --mla-fa-without-pad (CANN
     // 8.2.RC1+), which the launch code does not pass (see the field).
     /*mla_pads_value_head*/ true,
     // The launch code passes --no-gradient-accumulation-fusion, as 32 of the 48 pretrain scripts under MindSpeed-LLM's
     // examples/mcore do (and every dense and DeepSeek-V2 script at the Oct-2024 commit the calibration rows read): the
     // fused Matmul_Add operator needs Ascend Transformer Boost installed (MindSpeed docs/zh/features/npu_matmul_add.md,
     // which measures it at about 2 % on Llama-2-7B).
     /*grad_accumulation_fusion_switch*/ true, /*grad_accumulation_fusion_default*/ false,
     // Its Megatron-Core base (core_v0.12.1) has --grad-reduce-in-bf16.
     /*bf16_grad_reduce*/ true},
    // MindSpore 2.6 / MindFormers 1.5 (mindspore.cn docs: pipeline_parallel, optimizer_parallel, context parallel):
    //  * pipeline_scheduler "1f1b" and "gpipe", pipeline_interleave; offset lists for uneven stages.
    //  * parallel optimizer (ZeRO-1-like), gradient_accumulation_shard (ZeRO-2-like), combined with pipelines;
    //    gradient_accumulation_shard accumulates into the sharded buffer, so each micro-batch is reduce-scattered;
    //    no full parameter sharding in this path.
    //  * context_parallel (ring: colossalai_cp) and Ulysses; expert_parallel; no FP8; no TP comm overlap switch;
    //    optimizer offload not offered here.
    {TrainingFramework::MindSpore, "mindspore", "MindSpore", "2.6, MindFormers 1.5",
     "mindspore.cn 2.6 parallel docs; MindFormers 1.5 parallel_config",
     bit(Schedule::GPipe) | bit(Schedule::OneFOneB) | bit(Schedule::Interleaved), levels({0, 1, 2}), 2, kNoVppLimit, true, true, true,
     "ring (colossalai_cp), ulysses", true, true, "", false, false,
     /*tp_comm_overlap_default*/ false, /*fused CE*/ false, /*reshard*/ true, ""},
}};

// Schedules a framework offers as its established path (the rest are experimental in the ranking's tie-break).
bool establishedSchedule(Schedule s) { return s == Schedule::OneFOneB || s == Schedule::Interleaved; }
constexpr long long kCpEstablishedSeq = 16384;  // no CP below 16K tokens (issue 11 tie-break)

std::string scheduleList(const FrameworkFeatures& f)
{
    std::string out;
    for (Schedule s : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved, Schedule::ZBH1, Schedule::ZBV, Schedule::DualPipe})
        if (f.runs(s))
            out += (out.empty() ? "" : ", ") + std::string(toString(s));
    return out;
}

std::string zeroList(const FrameworkFeatures& f)
{
    std::string out;
    for (int z = 0; z <= 3; ++z)
        if (f.offersZero(z))
            out += (out.empty() ? "" : ", ") + std::to_string(z);
    return out;
}

}  // namespace

const FrameworkFeatures& frameworkFeatures(TrainingFramework f) { return kMatrix[static_cast<size_t>(f)]; }

const char* toString(TrainingFramework f) { return frameworkFeatures(f).key; }

std::string frameworkTitle(TrainingFramework f)
{
    const FrameworkFeatures& x = frameworkFeatures(f);
    return fmt::format("{} ({})", x.name, x.version);
}

Result<TrainingFramework> parseTrainingFramework(const std::string& text)
{
    const std::string t = toLower(trim(text));
    if (t == "megatron" || t == "megatron-lm" || t == "megatron-core" || t == "mcore")
        return TrainingFramework::Megatron;
    if (t == "torchtitan" || t == "titan" || t == "pytorch" || t == "torch")
        return TrainingFramework::TorchTitan;
    if (t == "deepspeed" || t == "ds")
        return TrainingFramework::DeepSpeed;
    if (t == "mindspeed" || t == "mindspeed-llm")
        return TrainingFramework::MindSpeed;
    if (t == "mindspore" || t == "mindformers")
        return TrainingFramework::MindSpore;
    return Error{"framework", "bad_value",
                 fmt::format("'{}' is not one of megatron, torchtitan (alias pytorch), deepspeed, mindspeed, mindspore", text)};
}

namespace {
// Case-insensitive substring test without a lowered copy: frameworkOf() runs inside every evaluate() of
// a search, where an allocation per call was a measurable share of the time (psa_bench).
bool containsNoCase(std::string_view text, std::string_view lowerNeedle)
{
    const auto eq = [](char a, char b) { return (a >= 'A' && a <= 'Z' ? char(a - 'A' + 'a') : a) == b; };  // ASCII, as the C locale
    return std::search(text.begin(), text.end(), lowerNeedle.begin(), lowerNeedle.end(), eq) != text.end();
}
}  // namespace

TrainingFramework defaultFrameworkFor(const DeviceSpec& device)
{
    if (containsNoCase(device.vendor, "huawei") || containsNoCase(device.vendor, "ascend"))
        return TrainingFramework::MindSpeed;
    return TrainingFramework::Megatron;
}

TrainingFramework frameworkOf(const Scenario& sc)
{
    return sc.training.framework ? *sc.training.framework : defaultFrameworkFor(sc.cluster.device);
}

bool fp32GradReduce(const Scenario& sc)
{
    return sc.training.fp32_grad_reduce.value_or(frameworkFeatures(frameworkOf(sc)).fp32_grad_reduce_default);
}

bool unfusedGradAccumulation(const Scenario& sc)
{
    return unfusedGradAccumulation(frameworkFeatures(frameworkOf(sc)), sc.training);
}

bool unfusedGradAccumulation(const FrameworkFeatures& f, const TrainingSpec& training)
{
    return f.grad_accumulation_fusion_switch && !training.grad_accumulation_fusion.value_or(f.grad_accumulation_fusion_default);
}

// Whether the framework's TP overlap can run on this device at all (userbuffers need NVLink between all GPUs).
static bool tpOverlapRunsOn(const FrameworkFeatures& f, const Scenario& sc)
{
    return f.tp_comm_overlap && (!f.tp_overlap_needs_nvlink || sc.cluster.device.scale_up_full_peer);
}

unsigned frameworkGaps(const FrameworkFeatures& f, const Scenario& sc, const Strategy& s)
{
    unsigned g = 0;
    auto gap = [&g](FrameworkGap x) { g |= static_cast<unsigned>(x); };
    if (s.pp > 1 && !f.runs(s.schedule))
        gap(FrameworkGap::Schedule);
    if (f.fp32_grads_need_zero && s.zero == 0 && fp32GradReduce(sc))
        gap(FrameworkGap::Fp32GradsNeedZero);
    if (!f.offersZero(s.zero))
        gap(FrameworkGap::Zero);
    else if (s.pp > 1 && s.zero > f.max_zero_with_pp)
        gap(FrameworkGap::ZeroWithPp);
    if (s.vpp > f.max_vpp)
        gap(FrameworkGap::Vpp);
    if (s.uneven_pp && s.pp > 1 && sc.model.layers % s.pp != 0 && !f.uneven_stages)
        gap(FrameworkGap::Uneven);
    if (s.sp && s.tp > 1 && !f.sequence_parallel)
        gap(FrameworkGap::SequenceParallel);
    if (s.cp > 1 && !f.ring_cp)
        gap(FrameworkGap::ContextParallel);
    if (s.ep > 1 && !f.expert_parallel)
        gap(FrameworkGap::ExpertParallel);
    if (sc.model.isMoe() && s.etp > 1 && !f.expert_tp)
        gap(FrameworkGap::ExpertTp);
    if (sc.training.expert_grid_before_folding && sc.model.isMoe() && (s.ep > 1 || s.etp != s.tp)
        && (s.etp != s.tp || s.dp <= 0 || s.dp % s.ep != 0 || (s.ep > 1 && s.cp > 1)))
        gap(FrameworkGap::ExpertGridBeforeFolding);
    if (sc.training.precision == Precision::FP8 && *f.fp8_recipes == '\0')
        gap(FrameworkGap::Fp8);
    if (s.optimizer_offload && !f.optimizer_offload)
        gap(FrameworkGap::Offload);
    if (s.tp_overlap.value_or(false) && s.tp > 1 && !f.tp_comm_overlap)
        gap(FrameworkGap::TpOverlap);
    else if (s.tp_overlap.value_or(false) && s.tp > 1 && !tpOverlapRunsOn(f, sc))
        gap(FrameworkGap::TpOverlapNeedsNvlink);
    if (s.ep_overlap.value_or(false) && (!f.ep_a2a_overlap || !epOverlapConditionsHold(sc, s)))
        gap(FrameworkGap::EpOverlap);
    // torchtitan's async TP is a torch.compile pass (micro-pipelining the TP collectives into the matmuls):
    // parallelize refuses enable_async_tensor_parallel without compile.
    if (f.compiles_for_fp8_and_async_tp && sc.training.torch_compile == false && s.tp > 1 && s.sp
        && s.tp_overlap.value_or(f.tp_comm_overlap_default))
        gap(FrameworkGap::AsyncTpNeedsCompile);
    return g;
}

std::vector<Error> frameworkViolations(const Scenario& sc, const Strategy& s)
{
    std::vector<Error> out;
    const FrameworkFeatures& f = frameworkFeatures(frameworkOf(sc));
    const unsigned g = frameworkGaps(f, sc, s);
    if (g == 0)
        return out;
    const std::string who = frameworkTitle(f.framework);
    auto has = [g](FrameworkGap x) { return (g & static_cast<unsigned>(x)) != 0; };
    auto add = [&](const char* field, std::string detail) { out.push_back(Error{field, "unsupported_by_framework", std::move(detail)}); };
    if (has(FrameworkGap::Schedule))
        add("framework.schedule", trf("psa::Validity", "{} has no {} pipeline schedule (it runs: {})")(who, toString(s.schedule), scheduleList(f)));
    if (has(FrameworkGap::Zero))
        add("framework.zero", trf("psa::Validity", "{} offers no ZeRO-{} (levels it offers: {})")(who, s.zero, zeroList(f)));
    if (has(FrameworkGap::ZeroWithPp))
        add("framework.zero", trf("psa::Validity", "{} does not combine ZeRO-{} with pipeline parallelism (at most ZeRO-{} with pp > 1)")(
                                  who, s.zero, f.max_zero_with_pp));
    if (has(FrameworkGap::Vpp))
        add("framework.vpp", f.max_vpp <= 1 ? trf("psa::Validity", "{} has no interleaved (virtual) pipeline stages")(who)
                                            : trf("psa::Validity", "{} runs at most {} virtual stages per rank")(who, f.max_vpp));
    if (has(FrameworkGap::Uneven))
        add("framework.uneven", trf("psa::Validity", "{} has no uneven first/last pipeline stages")(who));
    if (has(FrameworkGap::SequenceParallel))
        add("framework.sp", trf("psa::Validity", "{} has no Megatron-style sequence parallelism; use sp=off")(who));
    if (has(FrameworkGap::ContextParallel))
        add("framework.cp", *f.cp_flavours ? trf("psa::Validity", "{} has no ring context parallelism (it offers: {})")(who, f.cp_flavours)
                                           : trf("psa::Validity", "{} has no context parallelism")(who));
    if (has(FrameworkGap::ExpertParallel))
        add("framework.ep", trf("psa::Validity", "{} has no expert parallelism")(who));
    if (has(FrameworkGap::ExpertTp))
        add("framework.etp", trf("psa::Validity", "{} has no expert tensor parallelism (etp must be 1)")(who));
    if (has(FrameworkGap::ExpertGridBeforeFolding))
        add(s.etp != s.tp ? "framework.etp" : "framework.ep",
            trf("psa::Validity", "this run's {} release predates MoE parallel folding (Megatron-Core r0.10): "
                                                 "ep must divide dp ({}), experts are split over the TP group (etp = tp = {}) "
                                                 "and ep > 1 does not combine with cp > 1")(who, s.dp, s.tp));
    if (has(FrameworkGap::Fp8))
        add("framework.fp8", trf("psa::Validity", "{} has no FP8 training recipe")(who));
    if (has(FrameworkGap::Offload))
        add("framework.offload", trf("psa::Validity", "{} has no optimizer CPU offload")(who));
    if (has(FrameworkGap::TpOverlap))
        add("framework.tp_overlap", trf("psa::Validity", "{} has no TP communication overlap; use tp_overlap=off")(who));
    if (has(FrameworkGap::TpOverlapNeedsNvlink))
        add("framework.tp_overlap", trf("psa::Validity", "{} overlaps TP communication (Transformer Engine userbuffers) only "
                                                         "over NVLink/NVSwitch between all GPUs, which {} has not; use "
                                                         "tp_overlap=off")(who, sc.cluster.device.name));
    if (has(FrameworkGap::AsyncTpNeedsCompile))
        add("framework.tp_overlap", trf("psa::Validity", "{} runs async TP only under torch.compile; use tp_overlap=off or "
                                                         "turn torch.compile on")(who));
    if (has(FrameworkGap::Fp32GradsNeedZero))
        add("framework.zero", trf("psa::Validity", "{} accumulates gradients in fp32 only with ZeRO (zero ≥ 1); use zero=1 or "
                                                   "--grad-reduce bf16")(who));
    if (has(FrameworkGap::EpOverlap))
        add("framework.ep_overlap",
            f.ep_a2a_overlap ? trf("psa::Validity", "{} overlaps the MoE all-to-all only with ep > 1, no full recompute, "
                                                    "interleaved stages (vpp > 1) when pp > 1 and at most one MTP layer; "
                                                    "use ep_overlap=off")(who)
                             : trf("psa::Validity", "{} has no MoE all-to-all overlap; use ep_overlap=off")(who));
    return out;
}

std::string frameworkSummary(TrainingFramework fw)
{
    const FrameworkFeatures& f = frameworkFeatures(fw);
    std::string out = fmt::format("schedules {}; ZeRO {} (at most {} with PP)", scheduleList(f), zeroList(f), f.max_zero_with_pp);
    if (f.max_vpp >= kNoVppLimit)
        out += "; virtual stages";
    else if (f.max_vpp > 1)
        out += fmt::format("; up to {} virtual stages", f.max_vpp);
    out += fmt::format("; CP: {}", *f.cp_flavours ? f.cp_flavours : "none");
    out += f.expert_parallel ? (f.expert_tp ? "; EP and ETP" : "; EP, no ETP") : "; no EP";
    out += fmt::format("; FP8: {}", *f.fp8_recipes ? f.fp8_recipes : "none");
    out += f.sequence_parallel ? "" : "; no sequence parallelism";
    out += f.tp_comm_overlap ? "; TP comm overlap" : "";
    out += f.ep_a2a_overlap ? "; MoE all-to-all overlap" : "";
    out += f.ep_domain_dedup_dispatch ? "; per-device/per-node token dispatch (DeepEP on NVIDIA nodes with NVLink between "
                                        "all GPUs; HybridEP where an NVLink domain spans several nodes and holds the EP group)"
                                      : "";
    out += f.uneven_stages ? "; uneven stages" : "";
    out += f.optimizer_offload ? "; optimizer offload" : "";
    out += f.ampere_class_attention ? "; attention by PyTorch SDPA (FlashAttention-2 first: slower on Hopper and newer)" : "";
    return out;
}

bool tpOverlapInEffect(const Scenario& sc, const Strategy& s)
{
    const FrameworkFeatures& f = frameworkFeatures(frameworkOf(sc));
    return tpOverlapRunsOn(f, sc) && s.tp_overlap.value_or(f.tp_comm_overlap_default);
}

bool epOverlapConditionsHold(const Scenario& sc, const Strategy& s)
{
    return sc.model.isMoe() && s.ep > 1 && s.recompute != Recompute::Full && (s.pp == 1 || s.vpp > 1)
        && sc.model.mtp_layers <= 1;
}

bool epOverlapInEffect(const Scenario& sc, const Strategy& s)
{
    const FrameworkFeatures& f = frameworkFeatures(frameworkOf(sc));
    return f.ep_a2a_overlap && s.ep_overlap.value_or(f.ep_a2a_overlap_default) && epOverlapConditionsHold(sc, s);
}

// DeepEP and HybridEP are CUDA libraries (NVSHMEM / NVLink / IBGDA): NVIDIA devices only, and only where NVLink
// joins every pair of GPUs in the node (DeepEP's requirements; not the PCIe cards with pairwise NVLink bridges).
bool epDomainDedupDispatch(const Scenario& sc)
{
    const DeviceSpec& d = sc.cluster.device;
    return frameworkFeatures(frameworkOf(sc)).ep_domain_dedup_dispatch && d.vendor == "NVIDIA" && d.scale_up_full_peer;
}

bool epHybridEpDispatch(const Scenario& sc, int epGroup)
{
    const int domain = sc.cluster.scaleUpDomain();
    return epDomainDedupDispatch(sc) && domain > sc.cluster.nodeSize() && epGroup <= domain;
}

bool zero3OncePerStep(const Scenario& sc, const Strategy& s) { return s.zero >= 3 && shardedOncePerStep(sc, s); }

bool asyncTpInPlan(const Scenario& sc, const Strategy& s) { return s.tp > 1 && s.sp && tpOverlapInEffect(sc, s); }

bool torchtitanCompiles(const Scenario& sc, const Strategy& s)
{
    return sc.training.torch_compile.value_or(sc.training.precision == Precision::FP8 || asyncTpInPlan(sc, s));
}

bool torchCompileInPlan(const Scenario& sc, const Strategy& s)
{
    if (sc.training.torch_compile)
        return *sc.training.torch_compile;
    return frameworkFeatures(frameworkOf(sc)).compiles_for_fp8_and_async_tp && torchtitanCompiles(sc, s);
}

bool eagerModelCode(const Scenario& sc) { return frameworkFeatures(frameworkOf(sc)).eager_model_code; }

bool eagerElementwiseInPlan(const Scenario& sc, const Strategy& s)
{
    return frameworkFeatures(frameworkOf(sc)).eager_model_code && !torchCompileInPlan(sc, s);
}

bool compiledLossInPlan(const Scenario& sc, const Strategy& s)
{
    if (!torchCompileInPlan(sc, s))
        return false;
    return sc.training.compiled_loss.value_or(frameworkFeatures(frameworkOf(sc)).compiles_loss_with_model);
}

bool shardedOncePerStep(const Scenario& sc, const Strategy& s)
{
    return s.zero >= 2 && s.pp > 1 && frameworkFeatures(frameworkOf(sc)).fsdp_pp_unsharded_across_micro_batches;
}

int departuresFromDefaults(const FrameworkFeatures& f, const Scenario& sc, const Strategy& s)
{
    int n = 0;
    if (s.zero > f.default_zero)
        ++n;  // more sharding than the framework's usual path (ZeRO-2/3 where the distributed optimizer is the norm)
    if (s.recompute == Recompute::Full)
        ++n;  // full recompute: a memory lever, not the default
    if (s.tp > sc.cluster.scaleUpDomain())
        ++n;  // TP across the scale-up domain (no TP overlap across scale-out)
    if (s.pp > 1 && !establishedSchedule(s.schedule))
        ++n;  // zero-bubble / DualPipe: experimental next to 1F1B and interleaved
    if (s.cp > 1 && sc.training.seq_len < kCpEstablishedSeq)
        ++n;  // CP below 16K tokens
    if (s.pp > 1 && s.zero >= 3)
        ++n;  // ZeRO-3 with PP: ZeRO-1 is the established combination
    if (s.optimizer_offload)
        ++n;
    return n;
}

}  // namespace psa

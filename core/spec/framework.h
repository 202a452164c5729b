// The training framework a plan is made for, and — in one place — what each framework can run
// (its feature matrix) and the implementation traits that change costs. The search never proposes a
// layout its framework cannot run, evaluate() calls such a layout invalid naming the missing feature
// (field "framework.<feature>"), and the launch code runs exactly the evaluated layout.
//
// The matrix reflects the framework versions named in each entry (framework.cpp); where a feature is
// present upstream but not priced by the cost model (DeepSpeed-Ulysses all-to-all CP, torchtitan's
// DualPipeV), it is listed as not runnable here, and the entry says so.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "spec/strategy.h"
#include "util/result.h"

namespace psa {

struct Scenario;
struct DeviceSpec;
struct TrainingSpec;

enum class TrainingFramework { Megatron, TorchTitan, DeepSpeed, MindSpeed, MindSpore };
constexpr std::array<TrainingFramework, 5> kTrainingFrameworks = {TrainingFramework::Megatron, TrainingFramework::TorchTitan,
                                                                  TrainingFramework::DeepSpeed, TrainingFramework::MindSpeed,
                                                                  TrainingFramework::MindSpore};

struct FrameworkFeatures {
    TrainingFramework framework;
    const char* key;       // "megatron" (CLI, scenario files, JSON)
    const char* name;      // "Megatron-LM"
    const char* version;   // the release this entry reflects, e.g. "core_v0.19"
    const char* source;    // where the entry was read (docs, flags)

    // --- What it can run ---
    unsigned schedules = 0;          // bit (1 << int(Schedule)) per pipeline schedule it runs
    unsigned zero_levels = 0;        // bit (1 << level) per ZeRO/FSDP level 0..3 it offers
    int max_zero_with_pp = 3;        // highest level that combines with pp > 1
    int max_vpp = 1;                 // virtual stages per rank (1 = no interleaving)
    bool uneven_stages = false;      // first/last stages with fewer layers
    bool sequence_parallel = false;  // Megatron-style SP with tp > 1
    bool ring_cp = false;            // ring-attention (p2p) context parallelism, the CP the cost model prices
    const char* cp_flavours = "";    // documented CP implementations ("" = none)
    bool expert_parallel = false;    // ep > 1
    bool expert_tp = false;          // etp > 1 (expert tensor parallelism)
    const char* fp8_recipes = "";    // "" = no FP8 training path; the first listed is the framework's default
    bool tp_comm_overlap = false;    // TP collectives overlapped with GEMMs (when enabled)
    bool optimizer_offload = false;  // optimizer states/step on the host

    // --- Implementation traits that change costs (recorded here; see docs/cost-model.md for which the
    //     cost model uses today) ---
    bool tp_comm_overlap_default = false;        // on unless the user turns it off
    bool fused_vocab_parallel_ce = false;        // fused vocab-parallel cross-entropy available by default
    bool reshard_after_forward_default = true;   // FSDP/ZeRO-3 frees gathered parameters after forward
    const char* zero3_fetch_unit = "";           // granularity of ZeRO-3/FSDP all-gathers
    int default_zero = 1;                        // the established sharding level (distributed optimizer; FSDP for torchtitan)
    // Gradients accumulated and reduced in fp32 unless the run asks otherwise. Megatron-LM
    // (megatron/training/arguments.py: "bfloat16 requires gradient accumulation and all-reduce to be done in
    // fp32", opt-out --grad-reduce-in-bf16), MindSpeed (same arguments), torchtitan (FSDP2
    // mixed_precision_reduce = float32), MindSpore (fp32 gradients); not DeepSpeed, whose bf16 model accumulates
    // and reduces them in bf16.
    bool fp32_grad_reduce_default = true;
    // ZeRO-3/FSDP combined with PP keeps a stage's parameters and gradients unsharded across its micro-batches
    // (one all-gather and one reduce-scatter per step, full-size parameters and gradients in memory).
    bool fsdp_pp_unsharded_across_micro_batches = false;
    // ZeRO-2 gathers the parameters again for every micro-batch: FSDP2 with reshard_after_forward=False shards
    // them at rest and gathers each unit before its forward (torchtitan). Elsewhere ZeRO-2 keeps full
    // parameters and gathers the updated shards once per step. Gradients are reduce-scattered after every
    // micro-batch's backward wherever ZeRO-2 exists (docs/cost-model.md, "ZeRO-2 per micro-batch").
    bool zero2_gathers_per_micro_batch = false;
    // MoE all-to-all overlap across micro-batches: the dispatch/combine of one micro-batch runs behind another's
    // compute (Megatron-Core --overlap-moe-expert-parallel-comm, the "1F1B A2A overlap"), and whether the
    // framework's launch code turns it on where its conditions hold (epOverlapInEffect).
    bool ep_a2a_overlap = false;
    bool ep_a2a_overlap_default = false;
    // Token dispatch sends each token once per destination device over the scale-up link and once per remote
    // scale-up domain over the NIC, forwarding it to the experts inside (DeepEP / HybridEP, Megatron's flex
    // dispatcher), instead of once per routed expert.
    bool ep_domain_dedup_dispatch = false;
    // The TP comm overlap needs NVLink/NVSwitch between the TP ranks (Transformer Engine's userbuffers:
    // "Tensor-parallel GPUs must be on a single node, and connected over NVLink/NVSwitch", TE
    // examples/pytorch/comm_gemm_overlap/README.md): not on devices without it (DeviceSpec::scale_up_full_peer).
    bool tp_overlap_needs_nvlink = false;
    // --- Memory traits (issue 12 item 4; docs/cost-model.md "Memory by framework") ---
    // The loss is F.cross_entropy on an fp32 copy of the logits (torchtitan components/loss.py: pred.float()),
    // not Megatron's vocab-parallel CE: Profile::logits_bytes_native_ce per logit instead of logits_bytes.
    bool fp32_copy_cross_entropy = false;
    // "selective" recompute is torchtitan's op-level SAC (ac_mode selective, selective_ac_option "op": the
    // outputs of every other matmul and of SDPA are saved, the rest recomputed), not Megatron's module list.
    bool op_level_selective_ac = false;
    // ZeRO-1/2 keeps a gradient bucket of reduce_bucket_size elements (DeepSpeed's ipg buffer with
    // contiguous_gradients): Profile::deepspeed_reduce_bucket_elements in the gradient dtype, whatever the dp.
    bool zero_reduce_bucket = false;
    // --- Compute traits ---
    // The attention core runs PyTorch's scaled_dot_product_attention, whose backend priority puts
    // FlashAttention-2 first (cuDNN attention is not chosen by default: pytorch/pytorch#141133, #142132): an
    // Ampere-generation kernel, Profile::attention_legacy_kernel_ratio of the native fused kernel on devices whose
    // peak needs asynchronous MMA. Megatron-LM and MindSpeed run Transformer Engine's / Ascend's fused attention.
    bool ampere_class_attention = false;
    // FSDP2 (fully_shard with a MixedPrecisionPolicy) keeps the sharded parameter in fp32: it is the optimizer's
    // master weight, cast to bf16 only when gathered. ZeRO-3 holds no separate 16-bit shard (DeepSpeed and
    // Megatron's distributed optimizer do): Profile::master_weight_bytes move from the optimizer to the
    // parameters and param_bytes drop, per sharded parameter.
    bool fsdp_fp32_sharded_params = false;
    // torch.compile is turned on where the plan needs it (FP8 casts, async TP) and then also compiles the loss
    // (torchtitan components/loss.py build_cross_entropy_loss since #1033): the fp32 upcast and softmax are fused,
    // Profile::logits_bytes_compiled_ce per logit instead of logits_bytes_native_ce.
    bool compiles_for_fp8_and_async_tp = false;
    bool compiles_loss_with_model = false;
    // Activations are batch-first, (batch, sequence, hidden), and sequence parallelism shards dimension 1
    // (DTensor Shard(1)): PyTorch's functional collectives gather and reduce-scatter along dimension 0 only, so
    // every SP all-gather copies its result (torch.cat of the chunks) and every SP reduce-scatter its input
    // (torch/distributed/_functional_collectives.py, gather_dim / scatter_dim != 0) — a read and a write of
    // the full activation each, on the compute stream, after the collective has completed. Megatron-style
    // (sequence, batch, hidden) activations gather along dimension 0 and copy nothing. Async TP's fused
    // all-gather-matmul does not take this path.
    bool sp_collectives_copy_activations = false;
    // With TP the loss runs under DTensor's loss_parallel on vocab-sharded logits (torchtitan: on unless
    // parallelism.disable_loss_parallel), whose fused backward holds more fp32 copies of the logits than
    // F.cross_entropy's (Profile::logits_bytes_loss_parallel).
    bool dtensor_loss_parallel = false;
    // The model code is plain PyTorch (torchtitan's models, Hugging Face transformers): without torch.compile the
    // norms, gated activation and RoPE run op by op (cost/eager_traffic.h). Megatron-LM, MindSpeed and MindSpore
    // run fused kernels (Transformer Engine / apex, Ascend fused operators) whatever the compile setting.
    bool eager_model_code = false;
    // MXFP8 casts each orientation of a tensor in its own kernel, at its own time, from the 16-bit tensor: torchao's
    // MXLinear (torchao/prototype/mx_formats/mx_linear.py, 0.13) saves the bf16 input and weight, casts the input
    // along dim 0 in forward and along dim 1 in backward, and grad_output along dim 0 (torch.compile) and dim 1 (its
    // own CUDA/Triton kernel) — Profile::fp8_cast_bytes_mxfp8_per_orientation per element. Transformer Engine
    // (Megatron-LM) quantizes both orientations in one pass and keeps the column-wise copy for the weight gradient
    // (Profile::fp8_cast_bytes_mxfp8).
    bool mx_cast_per_orientation = false;
    // Every FP8 linear's weight is cast in every forward and backward (torchao, torchtitan's FP8:
    // torchao/float8/float8_linear.py and prototype/mx_formats/mx_linear.py cast weight_hp on each call), from the
    // local shard where FSDP gathers FP8 (cost-model.md, "FP8 weight casts"). Otherwise the weights are quantized
    // on a step's first micro-batch and the FP8 copies reused by the rest: Transformer Engine's weight cache, which
    // Megatron-Core drives (its forward_step calls model.set_is_first_microbatch() on the first micro-batch).
    bool fp8_weight_cast_every_micro_batch = false;
    // Multi-head latent attention whose value head is narrower than the query/key head (DeepSeek-V2/V3: 128 against
    // 192) runs the fused attention with the value padded to the query/key head dimension: MindSpeed-LLM
    // (docs/en/pytorch/features/mcore/multi-latent-attention.md: unless --mla-fa-without-pad, which needs CANN
    // 8.2.RC1 or later, "the system pads the value dimension to the same size as query and key before it enters
    // FA"). The softmax·V product and the attention output then run and are stored at the wider head
    // (cost/compute_phase.cpp, cost/activations.cpp); the model's FLOPs stay those of the real head.
    bool mla_pads_value_head = false;
    // --- Gradient accumulation ---
    // Megatron's main-gradient path and its --no-gradient-accumulation-fusion switch (Megatron-LM, MindSpeed). Fused,
    // the weight-gradient GEMM accumulates into the main gradient in its epilogue (apex/Transformer Engine
    // fused_weight_gradient_mlp_cuda; MindSpeed's npu_matmul_add_fp32, which needs Ascend Transformer Boost), hidden
    // behind its tensor-core time. Unfused, it writes a 16-bit gradient that the data-parallel hook adds into the
    // main gradient (param.main_grad.add_(param.grad)): a memory-bound pass over every local parameter in every
    // micro-batch's backward (unfusedGradAccumulation(); docs/cost-model.md "Unfused gradient accumulation").
    // Elsewhere gradients accumulate inside autograd or the framework's buckets, not priced separately.
    bool grad_accumulation_fusion_switch = false;
    bool grad_accumulation_fusion_default = false; // with the switch: fused unless the run turns it off
    // Gradients can be accumulated and reduced in bf16 (fp32GradReduce() false): Megatron-LM's and MindSpeed's
    // --grad-reduce-in-bf16 (megatron/training/arguments.py); DeepSpeed's default for a bf16 model. torchtitan's
    // mixed_precision_reduce accepts "float32" only at the commits its launch code is checked against
    // (tests/data/frameworks); psa's MindSpore launch code keeps fp32 gradients. Where false, a bf16 reduction is
    // refused (field training.grad_reduce).
    bool bf16_grad_reduce = false;
    // fp32 gradients on request need ZeRO (DeepSpeed: a bf16 model with fp32 grad_accum_dtype and no ZeRO is an
    // "unsupported mix" in runtime/engine.py's optimizer check).
    bool fp32_grads_need_zero = false;

    [[nodiscard]] bool runs(Schedule s) const { return (schedules >> static_cast<unsigned>(s)) & 1U; }
    [[nodiscard]] bool offersZero(int level) const { return level >= 0 && level <= 3 && ((zero_levels >> unsigned(level)) & 1U); }
};

const FrameworkFeatures& frameworkFeatures(TrainingFramework f);

// "megatron", "torchtitan", "deepspeed", "mindspeed", "mindspore".
const char* toString(TrainingFramework f);
// "Megatron-LM (core_v0.19)": the framework with the version its matrix reflects.
std::string frameworkTitle(TrainingFramework f);
// Case-insensitive; "pytorch"/"torch" are aliases of torchtitan, plus "megatron-lm", "mcore", "megatron-core",
// "ds", "mindspeed-llm", "mindformers". Error field "framework".
Result<TrainingFramework> parseTrainingFramework(const std::string& text);

// Megatron-LM on NVIDIA and AMD (and every other vendor), MindSpeed on Huawei Ascend.
TrainingFramework defaultFrameworkFor(const DeviceSpec& device);
// The scenario's framework: the one asked for, else the device's default.
TrainingFramework frameworkOf(const Scenario& sc);
// Whether gradients are accumulated and reduced in fp32: the scenario's choice, else its framework's default.
bool fp32GradReduce(const Scenario& sc);
// Whether the weight-gradient GEMMs leave the accumulation into the main gradient to a separate add kernel: the
// framework has Megatron's switch and the scenario's choice (else the framework's default) turns the fusion off.
bool unfusedGradAccumulation(const Scenario& sc);
// The same rule for a framework already resolved (evaluate() runs per candidate).
bool unfusedGradAccumulation(const FrameworkFeatures& f, const TrainingSpec& training);

// What of `s` (resolved) the framework cannot run, one bit per FrameworkGap; 0 = it runs. Cheap, no allocation:
// the search filters with it.
enum class FrameworkGap : unsigned {
    Schedule = 1U << 0,
    Zero = 1U << 1,
    ZeroWithPp = 1U << 2,
    Vpp = 1U << 3,
    Uneven = 1U << 4,
    SequenceParallel = 1U << 5,
    ContextParallel = 1U << 6,
    ExpertParallel = 1U << 7,
    ExpertTp = 1U << 8,
    Fp8 = 1U << 9,
    Offload = 1U << 10,
    TpOverlap = 1U << 11,
    EpOverlap = 1U << 12,
    AsyncTpNeedsCompile = 1U << 13, // async TP with torch.compile turned off (torchtitan requires compile for it)
    TpOverlapNeedsNvlink = 1U << 14, // TE userbuffers' TP overlap on a device without NVLink between all GPUs
    ExpertGridBeforeFolding = 1U << 15, // an expert layout a pre-folding Megatron-Core release cannot build
    Fp32GradsNeedZero = 1U << 16, // fp32 gradients asked for without ZeRO where the framework needs it
};
unsigned frameworkGaps(const FrameworkFeatures& f, const Scenario& sc, const Strategy& resolved);

// The same as errors naming the feature (field "framework.schedule", code "unsupported_by_framework").
std::vector<Error> frameworkViolations(const Scenario& sc, const Strategy& resolved);

// One line of the matrix in English (man page, docs): "schedules 1f1b, interleaved; ZeRO 0, 1, 2, 3 (≤ 2 with PP); …".
std::string frameworkSummary(TrainingFramework f);

// The framework's documented defaults that a layout leaves (experimental schedules, ZeRO-3 with PP, …):
// used by the ranking's tie-break. Counts the departures; 0 = the framework's established path.
int departuresFromDefaults(const FrameworkFeatures& f, const Scenario& sc, const Strategy& resolved);

// Whether TP communication is overlapped with the GEMMs: the strategy's tp_overlap, else the framework's
// default; never where the framework has no TP comm overlap.
bool tpOverlapInEffect(const Scenario& sc, const Strategy& resolved);
// Whether the MoE all-to-all overlaps across micro-batches: the strategy's ep_overlap, else the framework's
// default, and only where the framework's conditions hold (epOverlapConditionsHold).
bool epOverlapInEffect(const Scenario& sc, const Strategy& resolved);
// Megatron-Core's conditions for the A2A overlap (TransformerConfig): ep > 1, no full recompute, interleaved
// stages when pp > 1, at most one MTP layer.
bool epOverlapConditionsHold(const Scenario& sc, const Strategy& resolved);
// Whether the token dispatch runs DeepEP/HybridEP (Megatron's flex dispatcher): one copy per destination device
// over the scale-up link and one per remote domain over the NIC. The framework's trait, on NVIDIA devices whose
// NVLink joins every pair of GPUs in the domain (DeviceSpec::scale_up_full_peer).
bool epDomainDedupDispatch(const Scenario& sc);
// Whether that dispatch runs HybridEP rather than DeepEP: where the NVLink domain spans several nodes (GB200/GB300
// NVL72) and the EP group (ep × etp ranks) fits in it. DeepEP joins at most kDeepEpNvlPeers ranks over NVLink
// (deep_ep.cpp: NUM_MAX_NVL_PEERS = 8, rdma_rank = rank / 8) and sends between such groups over RDMA; HybridEP
// spans the NVLink domain (NVLINK_DOMAIN_SIZE 72, USE_MNNVL 1), and NVIDIA's GB200/GB300 MoE recipes all name it
// (Megatron-LM examples/moe_recipes). NVIDIA's launcher refuses a HybridEP group wider than the 72-rank domain
// (Megatron-Bridge scripts/performance/utils/utils.py): such a group runs DeepEP.
bool epHybridEpDispatch(const Scenario& sc, int epGroup);
// The ranks DeepEP joins over NVLink; between such groups it sends over RDMA (the NIC).
inline constexpr int kDeepEpNvlPeers = 8;
// SMs the HybridEP kernels hold, as psa's Megatron scripts set it (--moe-flex-dispatcher-num-sms): the value NVIDIA's
// GB200/GB300 recipes set (Megatron-LM examples/moe_recipes at 9c5258f1: moe_hybridep_num_sms: 32) and Megatron-Bridge
// forces for every HybridEP performance recipe (perf_recipes/_common.py). DeepEP keeps Megatron's default (20).
inline constexpr int kHybridEpDispatchSms = 32;
// Whether a ZeRO-3 layout gathers and reduce-scatters once per step rather than every micro-batch (FSDP with PP
// where the framework keeps the stage unsharded across micro-batches).
bool zero3OncePerStep(const Scenario& sc, const Strategy& resolved);
// The same for ZeRO-2 and ZeRO-3: sharded traffic once per step (FSDP with PP in torchtitan), else per micro-batch.
bool shardedOncePerStep(const Scenario& sc, const Strategy& resolved);
// Whether the plan's framework runs plain PyTorch model code, where torch.compile changes the kernels (reports say
// which way the plan was made).
bool eagerModelCode(const Scenario& sc);
// Whether the element-wise ops run unfused: the framework's model code is eager PyTorch and torch.compile is off.
bool eagerElementwiseInPlan(const Scenario& sc, const Strategy& s);
// Whether the plan runs under torch.compile: the scenario's torch_compile, else the framework's rule
// (torchtitan: for FP8 and for async TP, tpOverlapInEffect with SP). The launch code follows the same answer.
bool torchCompileInPlan(const Scenario& sc, const Strategy& resolved);
// torchtitan's own compile rule, whatever framework the plan was made for (its launch code is emitted for any
// plan): the scenario's torch_compile, else on for FP8 and for async TP. torchCompileInPlan applies it where the
// planned framework has the trait; both torchtitan emitters call it, so code and estimate cannot drift apart.
bool torchtitanCompiles(const Scenario& sc, const Strategy& resolved);
// Whether async TP (torchtitan's enable_async_tensor_parallel) is in effect: TP comm overlap with tp > 1 and SP.
bool asyncTpInPlan(const Scenario& sc, const Strategy& resolved);
// Whether the loss is compiled with the model (fused fp32 cross-entropy): torchCompileInPlan and the
// framework's trait, unless the scenario says otherwise (training.compiled_loss).
bool compiledLossInPlan(const Scenario& sc, const Strategy& resolved);

}  // namespace psa

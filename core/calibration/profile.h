// The calibration profile: every efficiency, overlap, overhead and byte-size constant of the
// cost model, each named, documented with its source, and overridable (JSON file or name=value).
// Formulas read constants only from here; there are no bare literals in the cost model.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace psa {

// The textbook clock-power law: dynamic power ∝ C·V²·f with V ∝ f, so P ∝ f³ and f ∝ P^(1/3) [DVFS].
inline constexpr double kCubeLawClockExponent = 1.0 / 3.0;

struct Profile {
    std::string name = "built-in defaults";
    std::string description;

    // --- Bytes per element / per parameter (cost-model.md §4.1, §4.2) ---
    double param_bytes = 2;              // bf16/fp16 weights [ZERO ◐]
    double grad_bytes = 4;               // fp32 gradient accumulation, Megatron default for bf16 [MLM-DISTOPT ✔]
    double optimizer_bytes = 12;         // fp32 master + Adam m + v [ZERO ◐]
    double fp8_weight_copy_bytes = 1;    // FP8 cast copy kept beside bf16 weights [TE ✔, §4.4]
    double activation_bytes = 2;         // 16-bit activations [KOR22 ◐]
    double logits_bytes = 6;             // bf16 logits + fp32 copy in vocab-parallel CE [MLM-XENT ✔, §4.2]
    double flash_attention = 1;          // 1 = no s² scores stored (modern block, §4.2 D); 0 = Korthikanti accounting
    double fsdp_unsharded_units = 2;     // ZeRO-3: current + prefetched layer held unsharded [FSDP2 ✔, §4.1 D]
    // --- Memory by framework (issue 12 item 4; cost-model.md "Memory by framework") ---
    // F.cross_entropy(pred.float()) per logit at the backward peak: the saved fp32 log-softmax 4 + its gradient 4 +
    // the input gradient 4 (forward: bf16 logits 2 + fp32 copy 4 + log-softmax 4 = 10) [TT-LOSS ✔]
    double logits_bytes_native_ce = 12;
    // The same loss compiled with the model (torch.compile, torchtitan since #1033): the upcast and softmax fused,
    // the saved bf16 logits 2 + their bf16 gradient 2 at the backward peak [TT-LOSS ✔]
    double logits_bytes_compiled_ce = 4;
    // The same uncompiled loss under DTensor's loss_parallel (torchtitan with TP: vocab-sharded logits): its fused
    // nll + log-softmax backward builds zeros_like(log-softmax) 4, exp(log-softmax) 4 and their sum 4 beside the
    // saved log-softmax 4 (torch/distributed/tensor/parallel/loss.py, _nll_loss_and_log_softmax_backward) [TT-LOSS ✔]
    double logits_bytes_loss_parallel = 16;
    // fp32 master weight, part of optimizer_bytes; FSDP2 keeps it as the sharded parameter itself [FSDP2 ✔]
    double master_weight_bytes = 4;
    double master_remainder_saving_bytes = 2;  // fp32 master stored as a 16-bit remainder of the bf16 weight [APEX-DFA ✔]
    double deepspeed_reduce_bucket_elements = 5e8;  // ZeRO-1/2 reduce_bucket_size default [DS-CONFIG ✔]

    // --- Framework overheads (§4.4; ○ ranges, midpoints chosen) ---
    double cuda_context_gib = 0.75;       // CUDA context + kernel images, 0.5–1 GB ○
    double nccl_buffer_gib_per_group = 0.2;  // per communicator; typical total 0.5–2 GB ○
    double workspace_gib = 0.25;          // cuBLAS/cuDNN workspaces, tens–hundreds of MB ○
    // Reserved − allocated of the PyTorch caching allocator, as a share of the transient allocations (activations,
    // logits, unsharded FSDP units, p2p buffers); persistent buffers allocated once do not fragment. 5–10 % ○
    double allocator_fragmentation = 0.05;

    // --- Compute efficiency (§5.2 "achievable GEMM efficiency" ○; fitted to published runs) ---
    double gemm_efficiency_max = 0.62;    // large bf16 GEMMs, fraction of dense peak (○ 60–80 %) — fitted
    double gemm_width_half = 96;          // per-device GEMM width (h/tp) at which efficiency halves — fitted
    double gemm_tokens_half = 128;        // GEMM rows (micro-batch tokens on the rank) at which efficiency halves ○ (not
                                          // fitted: the published runs all use ≥ 2K tokens per micro-batch)
    double attention_efficiency = 0.45;   // native fused attention core, fraction of bf16 peak (fitted, fit.cpp)
    // An Ampere-generation attention kernel (FlashAttention-2, PyTorch SDPA's first choice) on a device whose peak
    // needs asynchronous MMA, relative to the native fused kernel (cuDNN / FA3): 329 vs 631 TFLOP/s on H100
    // [PT-SDPA] pytorch/pytorch#142132.
    double attention_legacy_kernel_ratio = 0.52;
    // Flash-attention kernels reach their rate on long sequences only: forward + backward, causal, head dim 128, the
    // rate follows s / (s + attention_seq_half) — FlashAttention-2 paper / repo assets flash2_{a100,h100}_fwd_bwd_benchmark
    // (causal, d 128): A100 99, 133, 155, 173, 182, 189 and H100 163, 221, 265, 294, 308, 328 TFLOP/s at 0.5k…16k,
    // each row fitted by this curve with a half-point of 490–640 tokens. Read from the plots, not fitted to runs. ◐
    double attention_seq_half = 560;
    double moe_gemm_factor = 0.75;        // grouped-GEMM efficiency relative to dense GEMMs — fitted
    double moe_tokens_half = 512;         // tokens per local expert at which grouped-GEMM efficiency halves — fitted
    double fp8_gemm_factor = 0.62;        // achieved fraction of the FP8 peak relative to bf16 efficiency — fitted
    // FP8 recipes (issue 12 item 2). fp8_gemm_factor is the tensorwise/delayed kernel; the others relative to it:
    double fp8_rowwise_gemm_factor = 0.85;   // per-row scales applied in the GEMM epilogue (torch._scaled_mm rowwise) ○
    double fp8_blockwise_gemm_factor = 0.9;  // 128-wide blocks promoted to CUDA cores on Hopper [DSV3 §3.3.2] ○
    double fp8_mxfp8_gemm_factor = 1.0;      // MX block scales applied in the tensor cores (Blackwell, CDNA 4) ○
    // HBM bytes per quantized element (each linear's input and output gradient, forward and backward): read
    // 16-bit (2), write FP8 (1) per orientation kept, plus an amax pass (2) where the scale needs the whole tensor
    // first. Counted from the kernels' data movement (Transformer Engine cast_transpose, torchao casts), not fitted.
    double fp8_cast_bytes_tensorwise = 6;  // amax pass 2 + read 2 + row and column copies 1 + 1
    double fp8_cast_bytes_delayed = 4;     // scale from the amax history: read 2 + two copies
    double fp8_cast_bytes_rowwise = 6;     // per orientation its own reduction and cast: 2 × (read 2 + write 1)
    double fp8_cast_bytes_blockwise = 6;   // 1×128 and 128×1 blocks quantized separately: 2 × (read 2 + write 1)
    double fp8_cast_bytes_mxfp8 = 4;       // one pass writing both orientations (1×32 blocks): read 2 + 1 + 1
    // … where each orientation has its own kernel (FrameworkFeatures::mx_cast_per_orientation, torchao): 2 × (2 + 1)
    double fp8_cast_bytes_mxfp8_per_orientation = 6;
    // Weights where FSDP gathers them in FP8 (torchao's float8 all-gather, tensorwise): fsdp_pre_all_gather casts the
    // fp32 sharded parameter with the step's precomputed scale — read 4 + write 1 per shard element, every gather —
    // and the backward's grad_input GEMM copies the row-major FP8 weight to column-major (preprocess_addmm:
    // b.t().contiguous().t()) — read 1 + write 1 per element. Counted from the code, not fitted.
    double fp8_shard_cast_bytes = 5;
    double fp8_transpose_copy_bytes = 2;
    // Sustained clock under a board power cap: (cap / TDP)^exponent of the full clock (sustainedClock() in
    // cost/power_cap.h). Dynamic CMOS power is C·V²·f and DVFS lowers V with f, so P ∝ f³ [DVFS] ○.
    double power_cap_clock_exponent = kCubeLawClockExponent;
    double elementwise_traffic = 6;       // HBM bytes moved per stored activation byte (norms, act, residual) D
    // PyTorch eager model code (torchtitan / Hugging Face without torch.compile) runs each element-wise op as its own
    // kernel (cost/eager_traffic.h). Extra HBM bytes per element over one fused kernel, counted from the ops' reads
    // and writes, not fitted: RMSNorm as x.float(), pow, mean, mul, type_as, mul(weight) (torchtitan
    // models/norms.py before #826; aten's composite rms_norm) — 36 B forward against 4 fused, ~80 B backward
    // (autograd of the chain) against ~8; SwiGLU's silu and gate product — 10 B forward against 6, 18 against 10;
    // complex RoPE (torchtitan apply_rotary_emb: float(), complex multiply, type_as) — 20 against 4 each way.
    double eager_norm_forward_bytes = 32;
    double eager_norm_backward_bytes = 72;
    double eager_activation_forward_bytes = 4;
    double eager_activation_backward_bytes = 8;
    double eager_rope_forward_bytes = 16;
    double eager_rope_backward_bytes = 16;
    double hbm_efficiency = 0.7;          // achieved fraction of HBM bandwidth ○

    // --- Communication (§5.1) ---
    double scale_up_bus_efficiency = 0.75;   // achieved busbw / link bandwidth, NVLink-class (○ 70–90 %)
    double scale_out_bus_efficiency = 0.8;   // achieved busbw / NIC bandwidth (○ 70–90 %)
    // What DeepEP's normal (training) kernels get out of the NIC: 43–47 GB/s of an H800's ~50 GB/s CX7 400 Gb/s NIC
    // at EP 16–64 (deepseek-ai/DeepEP README, "Normal kernels with NVLink and RDMA forwarding", DeepSeek-V3
    // pre-training setting) [DEEPEP ✔]. Used for the scale-out part of the per-domain deduplicated dispatch.
    double ep_dispatch_nic_efficiency = 0.89;
    double alpha_scale_up_s = 8e-6;          // per-collective latency intra-domain (○ 5–10 µs)
    double alpha_scale_out_s = 20e-6;        // per-collective latency inter-node (○ 10–30 µs)
    // Per-step latency of NCCL's ring (all-gather and reduce-scatter take n − 1 steps): NCCL src/graph/tuning.cc
    // hwLat, Ring/Simple, NVLink 5.7 µs and network 6.6 µs per step ○ (NCCL's own tuning model).
    double ring_hop_latency_up_s = 5.7e-6;
    double ring_hop_latency_out_s = 6.6e-6;
    double pcie_gbps = 25;                   // host link for optimizer offload, GB/s per direction (Gen4 x16 achieved ○)
    double cpu_adam_params_per_s = 2e9;      // CPU Adam throughput per device's share ○

    // --- Overlap (§5.2 "Overlap" column) ---
    double tp_overlap_sp = 0.5;        // fraction of TP+SP comm hidden by --tp-comm-overlap (○ 50–90 %) — fitted
    double tp_overlap_no_sp = 0.0;     // TP all-reduce without SP: exposed [NAR21 ◐]
    double cp_step_overhead_s = 10e-6; // per ring step per layer and pass: launch + stream sync nothing hides ○
    double cp_overlap = 1.0;           // share of core-attention compute that hides CP ring traffic [RING ◐]
    double ep_overlap = 0.0;           // EP all-to-all hidden without DualPipe-style overlap [MLM-MOE ✔ default]
    double ep_overlap_dualpipe = 0.9;  // DualPipe overlaps A2A with the other micro-batch [DUALPIPE ✔, ○ value]
    // SMs the all-to-all kernels hold while they run beside the compute (Megatron-Core's A2A overlap, DualPipe): the
    // compute runs on the device's other SMs meanwhile (DeviceSpec::sm_count). Megatron-Core TransformerConfig
    // moe_deepep_num_sms = 20 (DeepEP; HybridEP below); DeepSeek-V3 report §3.2.2: 20 of an H800's 132 SMs.
    // [MLM-A2A-OVERLAP ✔]
    double ep_dispatch_sms = 20;
    // The same for HybridEP, the dispatch of multi-node NVLink domains (epHybridEpDispatch): the count psa's scripts
    // set (kHybridEpDispatchSms, --moe-flex-dispatcher-num-sms), as NVIDIA's GB200/GB300 recipes do. ✔
    double ep_dispatch_sms_hybridep = 32;
    double dp_overlap = 0.9;           // share of the overlap window usable by grad RS / param AG [MLM-DISTOPT ✔, ○]
    // SMs an NCCL data-parallel collective (gradient all-reduce / reduce-scatter, ZeRO/FSDP parameter all-gather) holds
    // while it overlaps the compute: NCCL runs one CTA per channel, and the compute has the rest (as ep_dispatch_sms
    // for the all-to-all). NCCL's NVLS channels on Hopper: 16 (src/transport/nvls.cc NVLS_NCHANNELS_SM90; 24–32 on
    // Blackwell); ring channels are chosen by topology search. ○ — not fitted (cost-model.md, "Collectives hold SMs").
    double dp_collective_sms = 16;
    double offload_overlap = 0.5;      // share of offload traffic hidden (--overlap-cpu-optimizer-d2h-h2d) ○

    // --- MoE (§4.2 "MoE layer activations") ---
    double moe_imbalance = 1.15;       // max/mean expert load; the seed ignores it. ○ (aux-loss routing 1.1–1.3)
    double moe_router_bytes_per_expert = 8;  // fp32 router logits + probs per token per expert [§4.2 D]

    // --- Per-step costs ---
    double optimizer_step_bytes = 30;  // HBM bytes per locally-owned param in the Adam step (read/write fp32 states) D
    double step_overhead_s = 0.0;      // fixed per-step overhead (data loading, launch) — fitted

    // --- Residuals of the fit: the error bars every estimate carries (issue 6) ---
    double throughput_error_p50 = 0.2;  // median |relative error| of tokens/s (or TFLOP/s), cross-validated by source
    double throughput_error_p90 = 0.5;  // 90th percentile of the same
    double memory_error_p50 = 0.2;      // median |relative error| of peak memory per device
    double memory_error_p90 = 0.3;      // 90th percentile of the same
    // The same throughput figures held out per workload family (summarizeByFamily of the cross-validation), for
    // the families whose held-out error is not the overall one's. A scenario of such a family is shown, ranked
    // (tie band) and compared with the larger of the overall and the family's figures (withFamilyErrorBars);
    // 0 = the family had too few held-out runs (kMinFamilyErrorRuns), the overall figure applies.
    double throughput_error_p50_coarse_moe = 0;
    double throughput_error_p90_coarse_moe = 0;
    double throughput_error_p50_fine_grained_moe = 0;
    double throughput_error_p90_fine_grained_moe = 0;
    double throughput_error_p50_fp8 = 0;
    double throughput_error_p90_fp8 = 0;
    double throughput_error_p50_ascend = 0;
    double throughput_error_p90_ascend = 0;

    // Looks up a constant by name; nullptr when unknown.
    double* find(std::string_view key);
    [[nodiscard]] const double* find(std::string_view key) const;
};

struct ProfileConstant {
    const char* key;
    double Profile::*member;
    const char* unit;
    const char* source;  // where the default comes from, or "fitted"
    const char* description;
    // Physical range: [lo, hi], or (lo, hi] when lo_open (efficiencies in (0, 1], overlaps in [0, 1]).
    double lo = 0;
    double hi = 0;
    bool lo_open = false;

    [[nodiscard]] bool inRange(double v) const;  // finite and within the range
    [[nodiscard]] std::string rangeText() const;  // "(0, 1]"
};

// The table of every constant (name, unit, source, description), in a stable order.
const std::vector<ProfileConstant>& profileConstants();

inline constexpr const char* kProfileSchema = "psa-profile/1";

const ProfileConstant* findProfileConstant(std::string_view key);
// Every constant within its physical range; else an error naming the first that is not.
Result<bool> validateProfile(const Profile& p);

// Reads a profile file (at most 64 MiB, a regular file); it must carry "schema": "psa-profile/1"
// and every constant it sets must be within its range (the error names the constant).
Result<Profile> loadProfile(const std::filesystem::path& file);
Result<Profile> parseProfileJson(std::string_view text, const std::string& origin);
std::string profileToJson(const Profile& p);
// Applies "key=value[,key=value]" overrides; a value outside the constant's range is refused.
Result<bool> applyProfileOverrides(Profile& p, std::string_view overrides);
// The shipped default profile (resources/calibration/default-profile.json), falling back to the
// compiled-in defaults when the file is missing.
Profile defaultProfile();

}  // namespace psa

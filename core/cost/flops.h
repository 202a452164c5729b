// FLOPs per token and per step (cost-model.md §3). 2 FLOPs per multiply-accumulate;
// training = 3 × forward [MLM-FLOPS]; causal attention counted at ½ (current Megatron convention).
#pragma once

#include "spec/model_spec.h"

namespace psa {

struct LayerFlops {
    // Forward FLOPs per token of one layer, split by where they run.
    double attention_linear = 0;  // QKV + output projection (or MLA projections)
    double attention_core = 0;    // QKᵀ + AV at sequence length s (causal ½ applied)
    double mlp = 0;               // dense MLP, or shared experts of an MoE layer
    double experts = 0;           // k routed experts (MoE layers only)
    // Elements per token an FP8 recipe quantizes around the linears (each GEMM's input, and its output gradient
    // in the backward): attention projections + dense MLP / shared experts, and the k routed experts.
    double linear_elements = 0;
    double expert_elements = 0;
    [[nodiscard]] double total() const { return attention_linear + attention_core + mlp + experts; }
};

// Chunk length of the chunked delta-rule kernels Megatron-LM and torchtitan train Gated DeltaNet with
// (flash-linear-attention chunk_gated_delta_rule, chunk_size = 64).
inline constexpr double kGatedDeltaNetChunk = 64.0;
// Block length of lightning attention (MiniMax-Text-01 / M1: config block_size, transformers' default 256).
inline constexpr double kLightningBlock = 256.0;

struct FlopsPerToken {
    // Forward, one dense / one MoE layer. With hybrid linear attention their attention fields (attention_linear,
    // attention_core, linear_elements) are the mean over the layer mix (L_lin linear, L − L_lin softmax layers),
    // so that layer counts times these sum to the model's FLOPs; the core per layer type is below, for a pipeline
    // stage's own mix.
    LayerFlops dense_layer;
    LayerFlops moe_layer;
    double softmax_attention_core = 0;  // forward core of one softmax-attention layer at s (= dense_layer's without linear attention)
    double linear_attention_core = 0;   // forward core of one linear-attention layer (chunked recurrence + causal conv), O(1) in s
    double logits = 0;       // forward, output head (× (1 + mtp))
    double mtp = 0;          // forward, MTP modules excluding their logits
    double model_training = 0;  // model FLOPs per token for training (3 × forward), no recompute
};

FlopsPerToken flopsPerToken(const ModelSpec& m, double seqLen, bool causalHalf = true);

// Forward FLOPs per token that torchtitan's op-level SAC recomputes in one dense block: it saves every other
// aten.mm output (the 1st, 3rd, … of wq, wk, wv, wo, w1, w3, w2) and SDPA's, so wk, wo and w3 run again in the
// backward; the attention core does not (torchtitan/distributed/activation_checkpoint.py, _get_custom_policy).
double opSacRecomputeFlops(const ModelSpec& m);

// The softmax core's work over its FLOPs when a framework pads MLA's value head to the query/key head
// (FrameworkFeatures::mla_pads_value_head): the core is ∝ (d_qk + d_v) per head, padded 2·d_qk. 1 without MLA or
// where the value head is not narrower.
double mlaPaddedCoreScale(const ModelSpec& m);

// Elements per token a softmax-attention kernel reads and writes: q, k and v at their head widths (MLA: the shared
// rotary key repeated to every head; the value at the query/key width where `valuePadded`) and the output at the
// value's width. Before tensor parallelism.
double attentionKernelIoElements(const ModelSpec& m, bool valuePadded);

// One linear-attention layer, forward, per token (0 without linear attention; cost-model.md "Hybrid linear-attention
// layers"): projections (GEMMs, FP8-able), the core (chunked recurrence + causal conv, independent of s), and the
// elements an FP8 recipe quantizes around its GEMMs.
LayerFlops linearAttentionFlops(const ModelSpec& m);

}  // namespace psa

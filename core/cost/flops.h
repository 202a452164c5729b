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

struct FlopsPerToken {
    LayerFlops dense_layer;  // forward, one dense layer
    LayerFlops moe_layer;    // forward, one MoE layer
    double logits = 0;       // forward, output head (× (1 + mtp))
    double mtp = 0;          // forward, MTP modules excluding their logits
    double model_training = 0;  // model FLOPs per token for training (3 × forward), no recompute
};

FlopsPerToken flopsPerToken(const ModelSpec& m, double seqLen, bool causalHalf = true);

}  // namespace psa

// Parameter counts (cost-model.md §2).
#pragma once

#include "spec/model_spec.h"

namespace psa {

struct LayerParams {
    double attention = 0;     // §2.1 attention (GQA) or MLA projections, incl. biases / MLA norms / output gate
    // One linear-attention layer's token mixer (hybrid models, 0 otherwise): Gated DeltaNet's q/k/v/z and b/a
    // projections, causal conv, A_log, dt_bias, gated RMSNorm and output projection, or lightning attention's.
    double linear_attention = 0;
    double dense_mlp = 0;     // §2.1 dense MLP (dense layers only)
    double expert_one = 0;    // one routed expert
    double experts_all = 0;   // E routed experts
    double shared = 0;        // all shared experts
    double router = 0;        // h·E (+E bias)
    double norms = 0;         // two norms per layer, + the QK-norm weights of a softmax-attention layer
    double qk_norm = 0;       // the QK-norm weights included in norms (softmax-attention layers only)
};

struct ParamCounts {
    double total = 0;          // §2.1 total, excluding MTP modules (reported separately, as the reference does)
    double active = 0;         // parameters touched per token (k routed experts), both embeddings included
    double embedding = 0;      // input embedding (+ learned positions)
    double output_head = 0;    // untied output head (0 if tied)
    double final_norm = 0;
    double mtp = 0;            // multi-token-prediction modules (DeepSeek-V3)
    // Per-layer figures. With hybrid linear attention the token mixer (attention + norms) in them is the layer mix's
    // mean, (L_lin·linear + (L − L_lin)·softmax) / L, so layer counts times these sum to the exact total; a pipeline
    // stage whose mix differs from the model's is off by at most the difference of the two mixers (cost-model.md).
    double dense_layer = 0;    // one dense layer, total
    double moe_layer = 0;      // one MoE layer, total (all experts)
    double moe_layer_non_expert = 0;  // attention + norms + router + shared experts of an MoE layer
    double mixer_mean = 0;     // attention + norms of the mean layer (= layer.attention + layer.norms without linear attention)
    LayerParams layer;
};

LayerParams layerParams(const ModelSpec& m);
// One linear-attention layer's token mixer (LayerParams::linear_attention); 0 without linear attention.
double linearAttentionParams(const ModelSpec& m);
ParamCounts countParams(const ModelSpec& m);

}  // namespace psa

// Parameter counts (cost-model.md §2).
#pragma once

#include "spec/model_spec.h"

namespace psa {

struct LayerParams {
    double attention = 0;     // §2.1 attention (GQA) or MLA projections, incl. biases / MLA norms
    double dense_mlp = 0;     // §2.1 dense MLP (dense layers only)
    double expert_one = 0;    // one routed expert
    double experts_all = 0;   // E routed experts
    double shared = 0;        // all shared experts
    double router = 0;        // h·E (+E bias)
    double norms = 0;         // two norms per layer
};

struct ParamCounts {
    double total = 0;          // §2.1 total, excluding MTP modules (reported separately, as the reference does)
    double active = 0;         // parameters touched per token (k routed experts), both embeddings included
    double embedding = 0;      // input embedding (+ learned positions)
    double output_head = 0;    // untied output head (0 if tied)
    double final_norm = 0;
    double mtp = 0;            // multi-token-prediction modules (DeepSeek-V3)
    double dense_layer = 0;    // one dense layer, total
    double moe_layer = 0;      // one MoE layer, total (all experts)
    double moe_layer_non_expert = 0;  // attention + norms + router + shared experts of an MoE layer
    LayerParams layer;
};

LayerParams layerParams(const ModelSpec& m);
ParamCounts countParams(const ModelSpec& m);

}  // namespace psa

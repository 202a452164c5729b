// Architecture of a transformer language model: dense, GQA, MoE and MLA fields.
// Symbols follow docs/reference/cost-model.md §1.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace psa {

enum class Activation { SwiGLU, GeGLU, GeLU, ReLU };
enum class NormKind { RMSNorm, LayerNorm };

struct MlaSpec {
    bool enabled = false;
    int q_lora_rank = 0;   // 0 = no query compression
    int kv_lora_rank = 0;
    int qk_nope_head_dim = 0;
    int qk_rope_head_dim = 0;
    int v_head_dim = 0;
};

struct MoeSpec {
    int num_experts = 0;          // routed experts E (0 = dense model)
    int top_k = 0;                // k
    int num_shared_experts = 0;
    int expert_ffn = 0;           // f_e, routed-expert intermediate size
    int shared_expert_ffn = 0;    // intermediate size of ONE shared expert (total f_sh = num_shared * this)
    int first_dense_layers = 0;   // dense-layer prefix (DeepSeek first_k_dense_replace)
    int moe_layer_interval = 1;   // every n-th layer is MoE (Llama-4 Maverick: 2)
    bool router_bias = false;     // DeepSeek-V3 aux-loss-free expert bias (E extra params)
    [[nodiscard]] bool enabled() const { return num_experts > 0; }
};

struct ModelSpec {
    std::string id;        // stable catalog id, e.g. "llama2-70b"
    std::string name;      // display name
    std::string family;
    int layers = 0;        // L
    int hidden = 0;        // h
    int heads = 0;         // n_h
    int kv_heads = 0;      // n_kv
    int head_dim = 0;      // d_h (0 = hidden/heads)
    int ffn = 0;           // f, dense FFN intermediate size
    int vocab = 0;         // V
    bool tied_embeddings = false;
    Activation activation = Activation::SwiGLU;
    NormKind norm = NormKind::RMSNorm;
    bool attention_bias = false;     // QKV (and out-proj for GPT-style) biases
    bool mlp_bias = false;
    bool learned_positions = false;  // GPT-2/3 style position embedding (s·h params)
    bool qk_norm = false;            // RMSNorm on each head's query and key (Qwen3, GLM-4.5): 2·d_h params per layer
    int max_position_embeddings = 0;
    int mtp_layers = 0;              // DeepSeek-V3 multi-token-prediction modules
    MoeSpec moe;
    MlaSpec mla;

    std::vector<std::string> approximations;  // features we cannot model exactly (shown to users)
    std::vector<std::string> uncertain;       // uncertainty flags from the reference tables
    std::string source;

    [[nodiscard]] int headDim() const { return head_dim > 0 ? head_dim : (heads > 0 ? hidden / heads : 0); }
    [[nodiscard]] bool isMoe() const { return moe.enabled(); }
    [[nodiscard]] bool gated() const { return activation == Activation::SwiGLU || activation == Activation::GeGLU; }
    // Number of MoE layers L_moe (rest are dense).
    [[nodiscard]] int moeLayers() const;
    // MoE layers among layers [0, end).
    [[nodiscard]] int moeLayersBefore(int end) const;
    // Whether layer i (0-based) is an MoE layer.
    [[nodiscard]] bool isMoeLayer(int i) const;
};

const char* toString(Activation a);
const char* toString(NormKind n);

}  // namespace psa

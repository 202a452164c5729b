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

// Linear-attention token mixers of hybrid models (cost-model.md "Hybrid linear-attention layers").
enum class LinearAttentionKind {
    None,
    GatedDeltaNet,  // Qwen3-Next / Qwen3.5 (transformers' Qwen3NextGatedDeltaNet, fla chunk_gated_delta_rule)
    Lightning,      // MiniMax-Text-01 / M1 (transformers' MiniMaxLightningAttention)
};

// Which layers run linear attention, and its shapes. Every full_attention_interval-th layer keeps softmax attention
// (layer i is softmax iff (i + 1) % n == 0: transformers' Qwen3-Next layer_types, MiniMax's attn_type_list, Megatron's
// --linear-attention-freq n); the others run the linear mixer. Lightning attention uses heads × head_dim for its
// key and value shapes and has no convolution.
struct LinearAttentionSpec {
    LinearAttentionKind kind = LinearAttentionKind::None;
    int full_attention_interval = 0;  // n: every n-th layer is softmax attention; 0 = none is (all layers linear)
    int num_key_heads = 0;            // linear_num_key_heads (query and key heads)
    int num_value_heads = 0;          // linear_num_value_heads (value heads; a multiple of the key heads)
    int key_head_dim = 0;             // linear_key_head_dim
    int value_head_dim = 0;           // linear_value_head_dim
    int conv_kernel = 0;              // linear_conv_kernel_dim: causal depthwise conv over q, k, v (0 = none)
    [[nodiscard]] bool enabled() const { return kind != LinearAttentionKind::None; }
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
    // Gated softmax attention (Qwen3-Next, Qwen3.5 attn_output_gate): q_proj also yields a sigmoid gate on the
    // attention output, h·n_h·d_h more parameters per softmax-attention layer.
    bool attention_output_gate = false;
    int max_position_embeddings = 0;
    int mtp_layers = 0;              // DeepSeek-V3 multi-token-prediction modules
    MoeSpec moe;
    MlaSpec mla;
    LinearAttentionSpec linear_attention;

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
    // Number of linear-attention layers L_lin (0 unless linear_attention is enabled); the rest are softmax attention.
    [[nodiscard]] int linearAttentionLayers() const;
    // Linear-attention layers among layers [0, end).
    [[nodiscard]] int linearAttentionLayersBefore(int end) const;
    // Whether layer i (0-based) runs linear attention.
    [[nodiscard]] bool isLinearAttentionLayer(int i) const;
    [[nodiscard]] bool hasLinearAttention() const { return linearAttentionLayers() > 0; }
};

const char* toString(Activation a);
const char* toString(NormKind n);
const char* toString(LinearAttentionKind k);  // "none", "gated_delta_net", "lightning"
// Display name: "Gated DeltaNet", "lightning attention".
const char* displayName(LinearAttentionKind k);

}  // namespace psa

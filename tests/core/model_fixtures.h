// Model specs built directly from the reference's configs (cost-model.md §2.2), independent of the catalog.
#pragma once

#include "spec/model_spec.h"

namespace psa::test {

inline ModelSpec llama(int L, int h, int a, int kv, int f, int V)
{
    ModelSpec m;
    m.id = "fixture";
    m.name = "fixture";
    m.layers = L;
    m.hidden = h;
    m.heads = a;
    m.kv_heads = kv;
    m.ffn = f;
    m.vocab = V;
    return m;
}

inline ModelSpec llama2_70b() { return llama(80, 8192, 64, 8, 28672, 32000); }
inline ModelSpec llama3_8b() { return llama(32, 4096, 32, 8, 14336, 128256); }
inline ModelSpec llama2_7b() { return llama(32, 4096, 32, 32, 11008, 32000); }

inline ModelSpec mixtral_8x7b()
{
    ModelSpec m = llama(32, 4096, 32, 8, 14336, 32000);
    m.moe.num_experts = 8;
    m.moe.top_k = 2;
    m.moe.expert_ffn = 14336;
    return m;
}

inline ModelSpec deepseek_v3()
{
    ModelSpec m = llama(61, 7168, 128, 128, 18432, 129280);
    m.mla = {true, 1536, 512, 128, 64, 128};
    m.moe.num_experts = 256;
    m.moe.top_k = 8;
    m.moe.num_shared_experts = 1;
    m.moe.expert_ffn = 2048;
    m.moe.shared_expert_ffn = 2048;
    m.moe.first_dense_layers = 3;
    m.moe.router_bias = true;
    m.mtp_layers = 1;
    return m;
}

// GPT-3 175B in the Narayanan closed form: MHA, f = 4h, LayerNorm, all biases, learned positions, tied.
inline ModelSpec gpt3_175b(int V = 51200)
{
    ModelSpec m = llama(96, 12288, 96, 96, 4 * 12288, V);
    m.activation = Activation::GeLU;
    m.norm = NormKind::LayerNorm;
    m.attention_bias = true;
    m.mlp_bias = true;
    m.learned_positions = true;
    m.max_position_embeddings = 2048;
    m.tied_embeddings = true;
    return m;
}

// Qwen/Qwen3-Next-80B-A3B-Instruct config.json (tests/data/hf-configs): 48 layers, every 4th gated softmax attention
// (GQA 16q/2kv, d_h 256, QK-norm), the other 36 Gated DeltaNet (16 key heads, 32 value heads, 128 × 128, conv 4);
// 512 experts top-10 of 512, one shared expert of 512; untied 151936 vocabulary.
inline ModelSpec qwen3_next_80b()
{
    ModelSpec m = llama(48, 2048, 16, 2, 5120, 151936);
    m.head_dim = 256;
    m.qk_norm = true;
    m.attention_output_gate = true;
    m.moe.num_experts = 512;
    m.moe.top_k = 10;
    m.moe.num_shared_experts = 1;
    m.moe.expert_ffn = 512;
    m.moe.shared_expert_ffn = 512;
    m.linear_attention = {LinearAttentionKind::GatedDeltaNet, 4, 16, 32, 128, 128, 4};
    return m;
}

// Qwen/Qwen3.5-35B-A3B text_config: as Qwen3-Next but 40 layers, 256 experts top-8, 248320 vocabulary, one MTP layer.
inline ModelSpec qwen35_35b()
{
    ModelSpec m = qwen3_next_80b();
    m.layers = 40;
    m.ffn = 0;
    m.vocab = 248320;
    m.moe.num_experts = 256;
    m.moe.top_k = 8;
    m.mtp_layers = 1;
    return m;
}

// The same model with every layer softmax attention (what the importer modelled before linear attention was).
inline ModelSpec allSoftmax(ModelSpec m)
{
    m.linear_attention = {};
    return m;
}

}  // namespace psa::test

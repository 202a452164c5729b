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

}  // namespace psa::test

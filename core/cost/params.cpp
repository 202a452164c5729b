#include "cost/params.h"

namespace psa {

namespace {

double normParams(const ModelSpec& m) { return m.norm == NormKind::RMSNorm ? m.hidden : 2.0 * m.hidden; }
double mlpFactor(const ModelSpec& m) { return m.gated() ? 3.0 : 2.0; }

// §2.1 MLA, q_r > 0 case (q/kv norm weights are the "+1" terms); q_r = 0: uncompressed Q.
double mlaParams(const ModelSpec& m)
{
    const double h = m.hidden, nh = m.heads;
    const MlaSpec& a = m.mla;
    const double qk = a.qk_nope_head_dim + a.qk_rope_head_dim;
    const double q = a.q_lora_rank > 0 ? a.q_lora_rank * (h + nh * qk + 1.0) : h * nh * qk;
    const double kv = a.kv_lora_rank * (h + nh * (a.qk_nope_head_dim + a.v_head_dim) + 1.0) + h * a.qk_rope_head_dim;
    const double o = nh * a.v_head_dim * h;
    return q + kv + o;
}

}  // namespace

// Gated DeltaNet, shapes of transformers' Qwen3NextGatedDeltaNet (== Megatron-LM's GatedDeltaNet), with
// k = n_k·d_k and v = n_v·d_v: in_proj_qkvz h×(2k + 2v), in_proj_ba h×2n_v, conv1d (2k + v)×kernel (depthwise, no
// bias), dt_bias and A_log n_v each, the gated RMSNorm d_v (shared by the value heads), out_proj v×h.
// Lightning attention (transformers' MiniMaxLightningAttention, n_k = n_v = n_h, d = d_h): qkv_proj h×3·n_h·d,
// output_gate h×n_h·d, RMSNorm n_h·d, out_proj n_h·d×h.
double linearAttentionParams(const ModelSpec& m)
{
    const LinearAttentionSpec& la = m.linear_attention;
    const double h = m.hidden;
    const double k = double(la.num_key_heads) * la.key_head_dim;
    const double v = double(la.num_value_heads) * la.value_head_dim;
    switch (la.kind) {
    case LinearAttentionKind::None:
        return 0.0;
    case LinearAttentionKind::GatedDeltaNet:
        return h * (2.0 * k + 2.0 * v + 2.0 * la.num_value_heads) + (2.0 * k + v) * la.conv_kernel
            + 2.0 * la.num_value_heads + la.value_head_dim + v * h;
    case LinearAttentionKind::Lightning:
        return h * (2.0 * k + v) + h * v + v + v * h;
    }
    return 0.0;
}

LayerParams layerParams(const ModelSpec& m)
{
    LayerParams p;
    const double h = m.hidden;
    if (m.mla.enabled) {
        p.attention = mlaParams(m);
    } else {
        const double q = double(m.heads) * m.headDim();
        const double kv = double(m.kv_heads) * m.headDim();
        p.attention = 2.0 * h * q + 2.0 * h * kv;  // §2.1: h·q + 2·h·kv + q·h
        if (m.attention_output_gate)
            p.attention += h * q;  // q_proj's second half: the output gate
        if (m.attention_bias)
            p.attention += q + 2.0 * kv;  // QKV bias
        if (m.mlp_bias)
            p.attention += h;  // GPT-style output-projection bias
    }
    p.dense_mlp = mlpFactor(m) * h * m.ffn + (m.mlp_bias ? m.ffn + h : 0.0);
    if (m.isMoe()) {
        p.expert_one = mlpFactor(m) * h * m.moe.expert_ffn;
        p.experts_all = m.moe.num_experts * p.expert_one;
        p.shared = m.moe.num_shared_experts * mlpFactor(m) * h * m.moe.shared_expert_ffn;
        p.router = h * m.moe.num_experts + (m.moe.router_bias ? m.moe.num_experts : 0.0);
    }
    p.linear_attention = linearAttentionParams(m);
    p.norms = 2.0 * normParams(m);
    if (m.qk_norm && !m.mla.enabled)
        p.qk_norm = 2.0 * m.headDim();  // §2.1: one d_h-wide weight each for the query and the key norm
    p.norms += p.qk_norm;
    return p;
}

ParamCounts countParams(const ModelSpec& m)
{
    ParamCounts c;
    c.layer = layerParams(m);
    const LayerParams& l = c.layer;
    const double h = m.hidden;
    // Token mixer + norms: a softmax-attention layer's, or the mean over a hybrid's layer mix.
    const double softmaxMixer = l.attention + l.norms;
    const int linearLayers = m.linearAttentionLayers();
    c.mixer_mean = softmaxMixer;
    if (linearLayers > 0) {
        const double linearMixer = l.linear_attention + l.norms - l.qk_norm;
        c.mixer_mean = (linearLayers * linearMixer + (m.layers - linearLayers) * softmaxMixer) / m.layers;
    }
    c.dense_layer = c.mixer_mean + l.dense_mlp;
    c.moe_layer_non_expert = c.mixer_mean + l.shared + l.router;
    c.moe_layer = c.moe_layer_non_expert + l.experts_all;
    const double moeActive = c.moe_layer_non_expert + m.moe.top_k * l.expert_one;

    const int moeLayers = m.moeLayers();
    const int denseLayers = m.layers - moeLayers;
    c.embedding = double(m.vocab) * h + (m.learned_positions ? double(m.max_position_embeddings) * h : 0.0);
    c.output_head = m.tied_embeddings ? 0.0 : double(m.vocab) * h;
    c.final_norm = normParams(m);
    const double shared = c.embedding + c.output_head + c.final_norm;
    c.total = denseLayers * c.dense_layer + moeLayers * c.moe_layer + shared;
    c.active = denseLayers * c.dense_layer + moeLayers * moeActive + shared;
    // §2.2 DeepSeek-V3 MTP: one block + eh_proj (2h·h) + 2 norms (+ its final norm); shares embedding and head.
    // The block has softmax attention, also in hybrids (Qwen3-Next / Qwen3.5 mtp.layers.0.self_attn).
    if (m.mtp_layers > 0) {
        const double block = softmaxMixer + (m.isMoe() ? l.shared + l.router + l.experts_all : l.dense_mlp);
        c.mtp = m.mtp_layers * (block + 2.0 * h * h + 2.0 * normParams(m) + normParams(m));
    }
    return c;
}

}  // namespace psa

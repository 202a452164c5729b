#include "cost/flops.h"

#include <algorithm>

namespace psa {

namespace {
// §3.1: every GEMM runs forward, dgrad and wgrad.
constexpr double kTrainingMultiplier = 3.0;
constexpr double kFlopsPerMac = 2.0;
}  // namespace

LayerFlops linearAttentionFlops(const ModelSpec& m)
{
    LayerFlops f;
    const LinearAttentionSpec& la = m.linear_attention;
    const double h = m.hidden;
    const double nv = la.num_value_heads, dk = la.key_head_dim, dv = la.value_head_dim;
    const double k = double(la.num_key_heads) * dk;
    const double v = nv * dv;
    switch (la.kind) {
    case LinearAttentionKind::None:
        return f;
    case LinearAttentionKind::GatedDeltaNet: {
        // in_proj_qkvz + in_proj_ba (one fused GEMM in Megatron-LM) and out_proj.
        const double inOut = 2.0 * k + 2.0 * v + 2.0 * nv;
        f.attention_linear = kFlopsPerMac * (h * inOut + v * h);
        f.linear_elements = h + inOut + v + h;
        // Chunked gated delta rule (fla chunk_gated_delta_rule, chunk C; q and k repeated to the n_v value heads),
        // MACs per token per value head: K·Kᵀ, W = A·(βK), Q·Kᵀ within the chunk (3·C·d_k); U = A·(βV) and the
        // intra-chunk (QKᵀ)·V_new (2·C·d_v); V_new = U − W·S, S ← S + Kᵀ·V_new, Q·S (3·d_k·d_v); the triangular
        // inverse A = (I + βKKᵀ)⁻¹ (C³/6 per chunk, C²/6 per token). Plus the depthwise causal conv over q, k, v.
        const double c = kGatedDeltaNetChunk;
        const double perHead = 3.0 * c * dk + 2.0 * c * dv + 3.0 * dk * dv + c * c / 6.0;
        f.attention_core = kFlopsPerMac * (nv * perHead + la.conv_kernel * (2.0 * k + v));
        return f;
    }
    case LinearAttentionKind::Lightning: {
        // qkv_proj, output_gate and out_proj.
        f.attention_linear = kFlopsPerMac * (h * (2.0 * k + v) + h * v + v * h);
        f.linear_elements = (h + 2.0 * k + v) + (h + v) + (v + h);
        // Lightning attention (block B): intra-block Q·Kᵀ and (QKᵀ)·V (B·d_k + B·d_v), inter-block Q·KV and the
        // state update Kᵀ·V (2·d_k·d_v) per token per head.
        const double b = kLightningBlock;
        f.attention_core = kFlopsPerMac * nv * (b * dk + b * dv + 2.0 * dk * dv);
        return f;
    }
    }
    return f;
}

FlopsPerToken flopsPerToken(const ModelSpec& m, double s, bool causalHalf)
{
    FlopsPerToken f;
    const double h = m.hidden;
    const double mlpFactor = m.gated() ? 3.0 : 2.0;
    const double causal = causalHalf ? 0.5 : 1.0;

    LayerFlops base;
    if (m.mla.enabled) {
        // §3.1 MLA: projections = 2 × P_mla linear terms; core = QKᵀ over (d_nope + d_rope), AV over d_v.
        const MlaSpec& a = m.mla;
        const double nh = m.heads;
        const double qk = a.qk_nope_head_dim + a.qk_rope_head_dim;
        const double q = a.q_lora_rank > 0 ? a.q_lora_rank * (h + nh * qk) : h * nh * qk;
        const double kv = a.kv_lora_rank * (h + nh * (a.qk_nope_head_dim + a.v_head_dim)) + h * a.qk_rope_head_dim;
        base.attention_linear = kFlopsPerMac * (q + kv + nh * a.v_head_dim * h);
        // inputs: h (q and kv down-projections), q_lora, kv_lora, nh·v (output); output gradients: their widths.
        const double qIn = a.q_lora_rank > 0 ? h + a.q_lora_rank : h;
        const double qOut = a.q_lora_rank > 0 ? a.q_lora_rank + nh * qk : nh * qk;
        base.linear_elements = qIn + qOut + h + a.kv_lora_rank + (a.kv_lora_rank + a.qk_rope_head_dim)
            + nh * (a.qk_nope_head_dim + a.v_head_dim) + nh * a.v_head_dim + h;
        base.attention_core = kFlopsPerMac * s * nh * (qk + a.v_head_dim) * causal;  // mlaPaddedCoreScale follows this
    } else {
        const double q = double(m.heads) * m.headDim();
        const double kv = double(m.kv_heads) * m.headDim();
        const double gate = m.attention_output_gate ? q : 0.0;  // q_proj also yields the output gate
        base.attention_linear = kFlopsPerMac * (h * (q + gate + 2.0 * kv) + q * h);
        base.linear_elements = h + (q + gate + 2.0 * kv) + q + h;  // QKV and output projection: inputs + outputs
        base.attention_core = kFlopsPerMac * 2.0 * s * q * causal;  // QKᵀ and softmax·V
    }
    f.softmax_attention_core = base.attention_core;
    const LayerFlops softmax = base;
    if (const int linearLayers = m.linearAttentionLayers(); linearLayers > 0) {
        // The layer mix's mean (cost-model.md "Hybrid linear-attention layers").
        const LayerFlops lin = linearAttentionFlops(m);
        f.linear_attention_core = lin.attention_core;
        const double wl = double(linearLayers) / m.layers, ws = 1.0 - wl;
        base.attention_linear = wl * lin.attention_linear + ws * softmax.attention_linear;
        base.attention_core = wl * lin.attention_core + ws * softmax.attention_core;
        base.linear_elements = wl * lin.linear_elements + ws * softmax.linear_elements;
    }

    f.dense_layer = base;
    f.dense_layer.mlp = kFlopsPerMac * h * m.ffn * mlpFactor;
    const double upOut = m.gated() ? 2.0 : 1.0;  // gate and up projections fused
    auto mlpElements = [&](double ffn) { return h + upOut * ffn + ffn + h; };
    const double attentionElements = base.linear_elements;
    f.dense_layer.linear_elements = attentionElements + mlpElements(m.ffn);
    f.moe_layer = base;
    if (m.isMoe()) {
        f.moe_layer.mlp = kFlopsPerMac * h * mlpFactor * m.moe.num_shared_experts * m.moe.shared_expert_ffn;
        f.moe_layer.experts = kFlopsPerMac * h * mlpFactor * m.moe.top_k * m.moe.expert_ffn;
        f.moe_layer.linear_elements = attentionElements + m.moe.num_shared_experts * mlpElements(m.moe.shared_expert_ffn);
        f.moe_layer.expert_elements = m.moe.top_k * mlpElements(m.moe.expert_ffn);
    }
    f.logits = kFlopsPerMac * h * m.vocab * (1.0 + m.mtp_layers);
    if (m.mtp_layers > 0) {  // one block (softmax attention, also in hybrids) + eh_proj (2h → h) per module
        const LayerFlops& block = m.isMoe() ? f.moe_layer : f.dense_layer;
        const double blockFlops = softmax.attention_linear + softmax.attention_core + block.mlp + block.experts;
        f.mtp = m.mtp_layers * (blockFlops + kFlopsPerMac * 2.0 * h * h);
    }

    const int moeLayers = m.moeLayers();
    const double forward = (m.layers - moeLayers) * f.dense_layer.total() + moeLayers * f.moe_layer.total() + f.logits + f.mtp;
    f.model_training = kTrainingMultiplier * forward;
    return f;
}

double mlaPaddedCoreScale(const ModelSpec& m)
{
    const MlaSpec& a = m.mla;
    const double qk = a.qk_nope_head_dim + a.qk_rope_head_dim;
    return a.enabled && a.v_head_dim > 0 && a.v_head_dim < qk ? 2.0 * qk / (qk + a.v_head_dim) : 1.0;
}

double attentionKernelIoElements(const ModelSpec& m, bool valuePadded)
{
    const double heads = m.heads;
    if (m.mla.enabled) {
        const double qk = m.mla.qk_nope_head_dim + m.mla.qk_rope_head_dim;
        const double v = valuePadded ? std::max<double>(qk, m.mla.v_head_dim) : m.mla.v_head_dim;
        return heads * (2.0 * qk + 2.0 * v); // q, k (every head), v, output
    }
    const double kvHeads = m.kv_heads > 0 ? m.kv_heads : m.heads;
    return (2.0 * heads + 2.0 * kvHeads) * m.headDim(); // q, output; k, v
}

double opSacRecomputeFlops(const ModelSpec& m)
{
    const double h = m.hidden;
    const double kvHeads = m.kv_heads > 0 ? m.kv_heads : m.heads;
    const double q = double(m.heads) * m.headDim();
    const double kv = kvHeads * m.headDim();
    return kFlopsPerMac * (h * kv + q * h + h * double(m.ffn));  // wk, wo, w3
}

}  // namespace psa

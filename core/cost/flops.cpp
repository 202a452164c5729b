#include "cost/flops.h"

namespace psa {

namespace {
// §3.1: every GEMM runs forward, dgrad and wgrad.
constexpr double kTrainingMultiplier = 3.0;
constexpr double kFlopsPerMac = 2.0;
}  // namespace

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
        base.attention_core = kFlopsPerMac * s * nh * (qk + a.v_head_dim) * causal;
    } else {
        const double q = double(m.heads) * m.headDim();
        const double kv = double(m.kv_heads) * m.headDim();
        base.attention_linear = kFlopsPerMac * (h * (q + 2.0 * kv) + q * h);
        base.linear_elements = h + (q + 2.0 * kv) + q + h;  // QKV and output projection: inputs + outputs
        base.attention_core = kFlopsPerMac * 2.0 * s * q * causal;  // QKᵀ and softmax·V
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
    if (m.mtp_layers > 0)  // one block + eh_proj (2h → h) per module
        f.mtp = m.mtp_layers * ((m.isMoe() ? f.moe_layer.total() : f.dense_layer.total()) + kFlopsPerMac * 2.0 * h * h);

    const int moeLayers = m.moeLayers();
    const double forward = (m.layers - moeLayers) * f.dense_layer.total() + moeLayers * f.moe_layer.total() + f.logits + f.mtp;
    f.model_training = kTrainingMultiplier * forward;
    return f;
}

}  // namespace psa

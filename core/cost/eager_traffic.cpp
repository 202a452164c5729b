#include "cost/eager_traffic.h"

#include "calibration/profile.h"

namespace psa {

namespace {
constexpr double kBlockNorms = 2.0;  // attention norm and FFN norm of a pre-norm block
}  // namespace

EagerLayerElements eagerElements(const ModelSpec& m)
{
    EagerLayerElements out;
    const double h = m.hidden;
    // Share of layers with softmax attention (the ones with RoPE and q/k norms); linear-attention layers have neither.
    const double softmaxShare = m.layers > 0 ? double(m.layers - m.linearAttentionLayers()) / m.layers : 1.0;

    EagerElements attention;
    if (m.norm == NormKind::RMSNorm) {
        attention.norm = kBlockNorms * h;
        if (m.mla.enabled)
            attention.norm += (m.mla.q_lora_rank + m.mla.kv_lora_rank) * softmaxShare;
        else if (m.qk_norm)
            attention.norm += double(m.heads + m.kv_heads) * m.headDim() * softmaxShare;
    }
    if (!m.learned_positions) {
        const double rotated = m.mla.enabled ? double(m.heads + 1) * m.mla.qk_rope_head_dim
                                             : double(m.heads + m.kv_heads) * m.headDim();
        attention.rope = rotated * softmaxShare;
    }

    out.dense = attention;
    out.moe = attention;
    if (m.gated()) {
        out.dense.activation = m.ffn;
        if (m.isMoe())
            out.moe.activation = double(m.moe.top_k) * m.moe.expert_ffn + double(m.moe.num_shared_experts) * m.moe.shared_expert_ffn;
    }
    return out;
}

double eagerExtraBytes(const EagerElements& e, const Profile& p, bool forwardAgain, bool fusedNorm)
{
    const double norm = fusedNorm ? 0.0 : e.norm;
    const double forward = norm * p.eager_norm_forward_bytes + e.activation * p.eager_activation_forward_bytes
        + e.rope * p.eager_rope_forward_bytes;
    const double backward = norm * p.eager_norm_backward_bytes + e.activation * p.eager_activation_backward_bytes
        + e.rope * p.eager_rope_backward_bytes;
    return forward * (forwardAgain ? 2.0 : 1.0) + backward;
}

}  // namespace psa

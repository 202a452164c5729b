#include "spec/model_spec.h"

namespace psa {

bool ModelSpec::isMoeLayer(int i) const
{
    if (!moe.enabled() || i < moe.first_dense_layers)
        return false;
    const int interval = moe.moe_layer_interval > 0 ? moe.moe_layer_interval : 1;
    // Llama-4 style interleaving: layers interval-1, 2*interval-1, ... are MoE.
    return ((i - moe.first_dense_layers + 1) % interval) == 0;
}

int ModelSpec::moeLayersBefore(int end) const
{
    if (!moe.enabled())
        return 0;
    const int first = moe.first_dense_layers;
    if (end <= first)
        return 0;
    const int interval = moe.moe_layer_interval > 0 ? moe.moe_layer_interval : 1;
    return (end - first) / interval;  // layers first+interval-1, first+2·interval-1, ... below `end`
}

int ModelSpec::moeLayers() const { return moeLayersBefore(layers); }

bool ModelSpec::isLinearAttentionLayer(int i) const
{
    if (!linear_attention.enabled() || i < 0 || i >= layers)
        return false;
    const int n = linear_attention.full_attention_interval;
    return n <= 0 || (i + 1) % n != 0;
}

int ModelSpec::linearAttentionLayersBefore(int end) const
{
    if (!linear_attention.enabled() || end <= 0)
        return 0;
    end = end < layers ? end : layers;
    const int n = linear_attention.full_attention_interval;
    return n <= 0 ? end : end - end / n;  // layers n-1, 2n-1, ... below `end` keep softmax attention
}

int ModelSpec::linearAttentionLayers() const { return linearAttentionLayersBefore(layers); }

const char* toString(Activation a)
{
    switch (a) {
    case Activation::SwiGLU: return "swiglu";
    case Activation::GeGLU: return "geglu";
    case Activation::GeLU: return "gelu";
    case Activation::ReLU: return "relu";
    }
    return "?";
}

const char* toString(NormKind n) { return n == NormKind::RMSNorm ? "rmsnorm" : "layernorm"; }

const char* toString(LinearAttentionKind k)
{
    switch (k) {
    case LinearAttentionKind::None: return "none";
    case LinearAttentionKind::GatedDeltaNet: return "gated_delta_net";
    case LinearAttentionKind::Lightning: return "lightning";
    }
    return "?";
}

const char* displayName(LinearAttentionKind k)
{
    switch (k) {
    case LinearAttentionKind::None: return "softmax attention";
    case LinearAttentionKind::GatedDeltaNet: return "Gated DeltaNet";
    case LinearAttentionKind::Lightning: return "lightning attention";
    }
    return "?";
}

}  // namespace psa

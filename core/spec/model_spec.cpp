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

}  // namespace psa

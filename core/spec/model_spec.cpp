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

int ModelSpec::moeLayers() const
{
    int n = 0;
    for (int i = 0; i < layers; ++i)
        n += isMoeLayer(i) ? 1 : 0;
    return n;
}

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

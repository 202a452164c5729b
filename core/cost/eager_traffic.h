// HBM traffic that PyTorch eager model code adds over fused kernels (docs/cost-model.md "Eager element-wise
// kernels"). Megatron-LM and MindSpeed run fused norms, activations and RoPE (Transformer Engine, apex, Ascend
// fused operators); torchtitan and Hugging Face models run them op by op unless torch.compile fuses them, and
// every op writes its result to HBM and the next reads it back. The profile's elementwise_traffic covers the
// fused case; this is what eager mode adds to it.
#pragma once

#include "spec/model_spec.h"

namespace psa {

struct Profile;

// Elements per token of one layer that each unfused op family touches.
struct EagerElements {
    double norm = 0;        // RMSNorm inputs: the two block norms (+ per-head q/k norms, MLA latent norms)
    double activation = 0;  // gated-activation (SwiGLU/GeGLU) width: silu and the gate product as separate kernels
    double rope = 0;        // query and key elements rotated (complex RoPE with fp32 round trips)
};

struct EagerLayerElements {
    EagerElements dense;  // one dense layer
    EagerElements moe;    // one MoE layer (k routed experts + shared experts, uniform routing)
};

// Per-token elements of `m`'s dense and MoE layers (LayerNorm and plain GeLU/ReLU are single eager kernels: 0).
EagerLayerElements eagerElements(const ModelSpec& m);

// Extra HBM bytes per token of one layer for forward + backward, plus the forward again when `forwardAgain`
// (activation recompute re-runs the element-wise ops; op-level SAC saves only matmul and SDPA outputs).
// `fusedNorm`: the norm runs as one kernel even in eager mode (a fused RMSNorm kernel).
double eagerExtraBytes(const EagerElements& e, const Profile& p, bool forwardAgain, bool fusedNorm);

}  // namespace psa

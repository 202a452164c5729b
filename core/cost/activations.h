// Activation memory per transformer layer per micro-batch on one device (cost-model.md §4.2).
#pragma once

#include "calibration/profile.h"
#include "spec/model_spec.h"
#include "spec/strategy.h"
#include "spec/training_spec.h"

namespace psa {

struct ActivationInputs {
    double seq_local = 0;   // s_c = s / cp
    double seq_full = 0;    // s (for the non-flash s_c × s score block)
    double micro_batch = 1; // b
    int tp = 1;
    int etp = 1;
    bool sp = false;        // sequence parallel active (tp > 1 and sp on)
    Recompute recompute = Recompute::None;
    Precision precision = Precision::BF16;
    // What "selective" keeps: false = the framework recomputes listed modules (Megatron/MindSpeed core attention
    // and the activation function); true = torchtitan's op-level SAC (the outputs of every other matmul and of
    // SDPA saved, everything else recomputed). FrameworkFeatures::op_level_selective_ac.
    bool op_level_sac = false;
    // The loss runs F.cross_entropy on an fp32 copy of the logits (FrameworkFeatures::fp32_copy_cross_entropy).
    bool fp32_copy_ce = false;
    // That loss compiled with the model (compiledLossInPlan): the fp32 upcast fused away.
    bool compiled_ce = false;
    // With tp > 1 that loss runs under DTensor's loss_parallel (FrameworkFeatures::dtensor_loss_parallel).
    bool loss_parallel = false;
    // MLA's value padded to the query/key head before the fused attention (FrameworkFeatures::mla_pads_value_head;
    // set only where the value head is narrower, mlaPaddedCoreScale > 1).
    bool mla_value_padded = false;
};

// Whether "selective" is torchtitan's op-level SAC for this model's dense blocks (gated MLP, standard softmax
// attention); MoE, MLA and linear-attention layers keep the module pricing.
bool opLevelSacApplies(const ModelSpec& m, const ActivationInputs& in);

// Bytes stored for backward by one layer for one micro-batch (the recompute policy applied). With hybrid linear
// attention, the token mixer's share is the mean over the layer mix (cost-model.md "Hybrid linear-attention layers").
double denseLayerActivationBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p);
double moeLayerActivationBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p);
// Bytes of one layer with no recompute: the transient peak while a fully-recomputed layer runs backward (the larger
// token mixer of a hybrid's two kinds).
double layerTransientBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p, bool moeLayer);
// The token-mixer half of one linear-attention layer (0 without linear attention); exposed for tests.
double linearAttentionBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p);
// Output head at the last stage: final-norm output + logits for one micro-batch [§4.2]: logits_bytes per element
// (Megatron's vocab-parallel CE: bf16 + fp32 copy) or logits_bytes_native_ce (F.cross_entropy on .float()).
double logitsBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p);
// Input token ids (int64) held by the first stage for one micro-batch.
double tokenIdBytes(const ActivationInputs& in);

// Korthikanti et al. Table 2 (GPT block, 16-bit, dropout), bytes per layer [KOR22 ◐, §4.2].
// Used when the profile disables flash attention, and as the reference for §8.1.
double korthikantiLayerBytes(double s, double b, double h, double a, double t, bool sp, Recompute recompute);

}  // namespace psa

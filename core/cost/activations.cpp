#include "cost/activations.h"

#include "cost/flops.h"

#include <algorithm>

namespace psa {

namespace {

// Korthikanti's GPT block constants [KOR22 Table 2]: 34 = attention 11 + MLP 19 + 2 LayerNorms 4 bytes per s·b·h;
// 5·a·s/h = softmax output 2 + dropout mask 1 + dropout output 2; 10 = the tensors TP cannot shard; 24 = the rest.
constexpr double kKorBlock = 34.0;
constexpr double kKorScores = 5.0;
constexpr double kKorUnsharded = 10.0;
constexpr double kKorSharded = 24.0;
constexpr double kFullRecomputeInput = 2.0;  // the layer input in 16 bits
constexpr double kLseBytes = 4.0;            // fp32 log-sum-exp per head per token (flash attention)
constexpr double kTokenIdBytes = 8.0;        // int64 token ids
constexpr double kGateBytes = 4.0 + 2.0;     // Gated DeltaNet per value head and token: g (fp32) and β (16-bit)

double sharding(const ActivationInputs& in) { return in.sp ? in.tp : 1.0; }

// Bytes of a GEMM input saved for backward: FP8 halves them [§4.4].
double gemmInputBytes(const ActivationInputs& in, const Profile& p)
{
    return in.precision == Precision::FP8 ? p.activation_bytes / 2.0 : p.activation_bytes;
}

// Attention half of the modern block (§4.2 D): norm input + QKV input (sharded only with SP),
// Q, K, V and the out-projection input (sharded by tp), fp32 LSE; + s_c × s scores without flash attention.
double attentionBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p)
{
    const double tokens = in.seq_local * in.micro_batch;
    const double h = m.hidden;
    const double tp = in.tp;
    const double ab = p.activation_bytes;
    const double gin = gemmInputBytes(in, p);
    double bytes = tokens * h * (ab + gin) / sharding(in);
    double headsLocal = m.heads / tp;
    if (m.mla.enabled) {
        const MlaSpec& a = m.mla;
        const double qk = a.qk_nope_head_dim + a.qk_rope_head_dim;
        const double latents = (a.q_lora_rank + a.kv_lora_rank + a.qk_rope_head_dim) * gin / sharding(in);
        // A padded value (FrameworkFeatures::mla_pads_value_head) is stored at the query/key head, and so is the
        // fused attention's output it keeps for its backward; the out-projection's input is the narrow slice of it.
        const bool padded = in.mla_value_padded;  // set only where the value head is the narrower
        const double vStored = padded ? qk : a.v_head_dim;
        const double qkv = headsLocal * (2.0 * qk + vStored) * ab;
        const double out = headsLocal * (a.v_head_dim * gin + (padded ? qk * ab : 0.0));
        bytes += tokens * (latents + qkv + out);
    } else {
        const double kvLocal = std::max(1.0, m.kv_heads / tp) * m.headDim();
        const double qLocal = headsLocal * m.headDim();
        bytes += tokens * (ab * (qLocal + 2.0 * kvLocal) + gin * qLocal);
        if (m.attention_output_gate)  // the attention output before gating and the sigmoid gate
            bytes += tokens * 2.0 * ab * qLocal;
    }
    bytes += kLseBytes * headsLocal * tokens;
    const bool keepScores = p.flash_attention < 0.5 && in.recompute == Recompute::None;
    if (keepScores)  // softmax input + output per score element, no dropout
        bytes += 2.0 * ab * headsLocal * in.seq_local * in.seq_full * in.micro_batch;
    return bytes;
}

}  // namespace

// Linear-attention half of a hybrid's block (cost-model.md "Hybrid linear-attention layers"): norm input + in_proj
// input (sharded only with SP), then per token on this TP rank what the training path keeps for backward. No
// s_c × s scores and no softmax statistics at any sequence length; the chunk states are recomputed in backward.
//  * Gated DeltaNet (Megatron-LM GatedDeltaNet + fla chunk_gated_delta_rule, whose ctx.save_for_backward holds q,
//    k, v, g, β and A but not the per-chunk states h): the causal conv's input q, k, v (2k + v), the L2-normalised
//    q and k (2k), the kernel's q and k repeated to the n_v value heads (2·n_v·d_k) and v (v), A = (I + βKKᵀ)⁻¹ (C
//    per value head), g and β, the gated RMSNorm's input and gate z (2v), and the out_proj input (v).
//  * Lightning attention (transformers' MiniMaxLightningAttention): qkv_proj output and its SiLU (2·(2k + v)), the
//    core output, its RMSNorm output and the sigmoid gate (3v), and the out_proj input (v).
double linearAttentionBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p)
{
    const LinearAttentionSpec& la = m.linear_attention;
    const double tokens = in.seq_local * in.micro_batch;
    const double ab = p.activation_bytes;
    const double gin = gemmInputBytes(in, p);
    const double tp = in.tp;
    const double nv = la.num_value_heads / tp;  // value heads on this TP rank
    const double k = la.num_key_heads / tp * la.key_head_dim;
    const double v = nv * la.value_head_dim;
    double bytes = tokens * m.hidden * (ab + gin) / sharding(in);
    if (la.kind == LinearAttentionKind::GatedDeltaNet) {
        const double repeatedQk = 2.0 * nv * la.key_head_dim;
        bytes += tokens * (ab * (2.0 * k + v + 2.0 * k + repeatedQk + v + nv * kGatedDeltaNetChunk + 2.0 * v)
                     + nv * kGateBytes + gin * v);
    } else if (la.kind == LinearAttentionKind::Lightning) {
        bytes += tokens * (ab * (2.0 * (2.0 * k + v) + 3.0 * v) + gin * v);
    }
    return bytes;
}

namespace {

// The token mixer of one layer: softmax attention, or over a hybrid's layer mix the mean (a layer's share of the
// whole model's activations) or the larger of the two (the transient peak of one layer).
enum class Mix { Mean, Largest };
double mixerBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p, Mix mix)
{
    const double softmax = attentionBytes(m, in, p);
    const int linearLayers = m.linearAttentionLayers();
    if (linearLayers == 0)
        return softmax;
    const double linear = linearAttentionBytes(m, in, p);
    if (linearLayers == m.layers)
        return linear;
    if (mix == Mix::Largest)
        return std::max(softmax, linear);
    return (linearLayers * linear + (m.layers - linearLayers) * softmax) / m.layers;
}

// MLP tensors of width f: fc1 output(s) and fc2 input; selective recompute drops the activation output.
double mlpInnerBytes(const ModelSpec& m, double tokens, double width, const ActivationInputs& in, const Profile& p)
{
    const double tensors = m.gated() ? 3.0 : 2.0;
    const double dropped = in.recompute == Recompute::Selective ? 1.0 : 0.0;
    return tokens * width * ((tensors - 1.0 - dropped) * p.activation_bytes + gemmInputBytes(in, p));
}

double mlpInputBytes(const ModelSpec& m, double tokens, const ActivationInputs& in, const Profile& p)
{
    return tokens * m.hidden * (p.activation_bytes + gemmInputBytes(in, p)) / sharding(in);  // norm in + fc1 in
}

// torchtitan's op-level selective AC on a dense block (§4.2 "selective by framework"): the policy saves the outputs of
// SDPA and of every other aten.mm in call order — wq (1st), wv (3rd), w1 (5th), w2 (7th); wk, wo, w3 and every
// element-wise op (norms, RoPE, SiLU, the gate product) are recomputed. Kept: the block input, those outputs and the
// fp32 log-sum-exp of flash attention.
double opLevelSacDenseBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p)
{
    const double tokens = in.seq_local * in.micro_batch;
    const double ab = p.activation_bytes;
    const double hShard = m.hidden / sharding(in);
    const double headsLocal = m.heads / double(in.tp);
    const double qLocal = headsLocal * m.headDim();
    const double vLocal = std::max(1.0, m.kv_heads / double(in.tp)) * m.headDim();
    const double fLocal = m.ffn / double(in.tp);
    const double saved = hShard + qLocal + vLocal + fLocal + hShard + qLocal;  // input, wq, wv, w1, w2, SDPA output
    return tokens * (ab * saved + kLseBytes * headsLocal);
}

double fullRecomputeBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p)
{
    return in.seq_local * in.micro_batch * m.hidden * p.activation_bytes / sharding(in);
}

}  // namespace

double korthikantiLayerBytes(double s, double b, double h, double a, double t, bool sp, Recompute recompute)
{
    const double sbh = s * b * h;
    const double scores = kKorScores * a * s / h;
    switch (recompute) {
    case Recompute::Full:
        return kFullRecomputeInput * sbh / (sp ? t : 1.0);
    case Recompute::Selective:
        return sp ? sbh * kKorBlock / t : sbh * (kKorUnsharded + kKorSharded / t);
    case Recompute::None:
        break;
    }
    return sp ? sbh * (kKorBlock + scores) / t : sbh * (kKorUnsharded + kKorSharded / t + scores / t);
}

namespace {

double denseBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p, Mix mix)
{
    if (in.recompute == Recompute::Full)
        return fullRecomputeBytes(m, in, p);
    if (opLevelSacApplies(m, in))
        return opLevelSacDenseBytes(m, in, p);
    if (p.flash_attention < 0.5 && !m.gated() && m.norm == NormKind::LayerNorm && !m.mla.enabled && !m.hasLinearAttention())
        return korthikantiLayerBytes(in.seq_local, in.micro_batch, m.hidden, m.heads, in.tp, in.sp, in.recompute);
    const double tokens = in.seq_local * in.micro_batch;
    return mixerBytes(m, in, p, mix) + mlpInputBytes(m, tokens, in, p) + mlpInnerBytes(m, tokens, m.ffn / double(in.tp), in, p);
}

double moeBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p, Mix mix)
{
    if (in.recompute == Recompute::Full)
        return fullRecomputeBytes(m, in, p);
    const double tokens = in.seq_local * in.micro_batch;
    double bytes = mixerBytes(m, in, p, mix) + mlpInputBytes(m, tokens, in, p);
    const double sharedFfn = double(m.moe.num_shared_experts) * m.moe.shared_expert_ffn;
    if (sharedFfn > 0)
        bytes += mlpInnerBytes(m, tokens, sharedFfn / in.tp, in, p);
    // §4.2 MoE (D): routed token copies on this rank T_e = b·s·k·etp/(tp·cp) under uniform routing,
    // times the max/mean load factor; each copy stores its permuted input and the expert's inner tensors.
    const double tokensLocal = tokens / sharding(in);
    const double copies = tokensLocal * m.moe.top_k * in.etp * p.moe_imbalance;
    bytes += copies * m.hidden * gemmInputBytes(in, p);
    bytes += mlpInnerBytes(m, copies, m.moe.expert_ffn / double(in.etp), in, p);
    bytes += tokensLocal * m.moe.num_experts * p.moe_router_bytes_per_expert;
    return bytes;
}

}  // namespace

double layerTransientBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p, bool moeLayer)
{
    ActivationInputs none = in;
    none.recompute = Recompute::None;
    return moeLayer ? moeBytes(m, none, p, Mix::Largest) : denseBytes(m, none, p, Mix::Largest);
}

bool opLevelSacApplies(const ModelSpec& m, const ActivationInputs& in)
{
    return in.recompute == Recompute::Selective && in.op_level_sac && m.gated() && !m.mla.enabled && !m.hasLinearAttention();
}

double denseLayerActivationBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p)
{
    return denseBytes(m, in, p, Mix::Mean);
}

double moeLayerActivationBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p)
{
    return moeBytes(m, in, p, Mix::Mean);
}

double logitsBytes(const ModelSpec& m, const ActivationInputs& in, const Profile& p)
{
    const double tokens = in.seq_local * in.micro_batch;
    const double perLogit = !in.fp32_copy_ce       ? p.logits_bytes
        : in.compiled_ce                           ? p.logits_bytes_compiled_ce
        : in.loss_parallel && in.tp > 1            ? p.logits_bytes_loss_parallel
                                                   : p.logits_bytes_native_ce;
    return tokens * m.hidden * p.activation_bytes / sharding(in) + tokens * double(m.vocab) * perLogit / in.tp;
}

double tokenIdBytes(const ActivationInputs& in) { return kTokenIdBytes * in.seq_local * in.micro_batch; }

}  // namespace psa

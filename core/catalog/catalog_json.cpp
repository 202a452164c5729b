#include "catalog/catalog_json.h"

#include "util/text.h"

namespace psa::json_io {

namespace {
// Largest GPUs today have a few hundred SMs or compute units (MI300X: 304); more is a typo or a unit mix-up.
constexpr int kMaxSmCount = 4096;
} // namespace

DeviceSpec parseDevice(const json& obj, const std::string& path, const std::string& origin, std::optional<Error>& err)
{
    Reader r(obj, path, origin, err);
    DeviceSpec d;
    d.id = r.str("id", true);
    if (!err && normalizeKey(d.id).empty())
        r.fail("id", "invalid", "must contain a letter or digit");
    d.name = r.str("name", false, d.id);
    d.vendor = r.str("vendor", false);
    d.aliases = r.strings("aliases");
    d.bf16_tflops = r.number("bf16_tflops", true, 0, true);
    d.fp16_tflops = r.number("fp16_tflops", false, d.bf16_tflops, false);
    d.fp8_tflops = r.number("fp8_tflops", false, 0, false);
    d.memory_gib = r.number("memory_gib", true, 0, true);
    d.hbm_tbps = r.number("hbm_tbps", true, 0, true);
    d.scale_up_domain = r.integer("scale_up_domain", true, 8, true);
    d.devices_per_node = r.integer("devices_per_node", true, 8, true);
    d.scale_up_gbps = r.number("scale_up_gbps", true, 0, true);
    d.scale_out_gbps = r.number("scale_out_gbps", true, 0, true);
    d.tdp_w = r.number("tdp_w", false, 0, false);
    d.mamf_bf16_tflops = r.number("mamf_bf16_tflops", false, 0, false);
    d.mamf_fp8_tflops = r.number("mamf_fp8_tflops", false, 0, false);
    d.async_mma = r.boolean("async_mma", false);
    d.fa2_bf16_tflops = r.number("fa2_bf16_tflops", false, 0, false);
    d.power_clock_exponent = r.number("power_clock_exponent", false, 0, false);
    d.scale_up_full_peer = r.boolean("scale_up_full_peer", true);
    d.mx_tensor_cores = r.boolean("mx_tensor_cores", false);
    d.sm_count = r.integer("sm_count", false, 0, false);
    if (!err && d.sm_count > kMaxSmCount)
        r.fail("sm_count", "out_of_range", fmt::format("must be at most {}", kMaxSmCount));
    if (!err && d.power_clock_exponent > 1)
        r.fail("power_clock_exponent", "out_of_range", "must be at most 1 (the clock cannot fall faster than the power)");
    // A measured rate above the datasheet peak is a unit or sparsity-figure mix-up.
    if (!err && d.mamf_bf16_tflops > (d.bf16_tflops > 0 ? d.bf16_tflops : d.fp16_tflops))
        r.fail("mamf_bf16_tflops", "out_of_range", "must not exceed the dense peak bf16_tflops");
    if (!err && d.mamf_fp8_tflops > d.fp8_tflops)
        r.fail("mamf_fp8_tflops", "out_of_range", "must not exceed the dense peak fp8_tflops");
    if (!err && d.fa2_bf16_tflops > (d.bf16_tflops > 0 ? d.bf16_tflops : d.fp16_tflops))
        r.fail("fa2_bf16_tflops", "out_of_range", "must not exceed the dense peak bf16_tflops");
    d.flags = r.strings("flags");
    d.notes = r.str("notes", false);
    d.source = r.str("source", false);
    return d;
}

namespace {

Activation parseActivation(Reader& r)
{
    const std::string s = toLower(r.str("activation", false, "swiglu"));
    if (s == "swiglu")
        return Activation::SwiGLU;
    if (s == "geglu")
        return Activation::GeGLU;
    if (s == "gelu")
        return Activation::GeLU;
    if (s == "relu")
        return Activation::ReLU;
    r.fail("activation", "invalid", "must be one of swiglu, geglu, gelu, relu");
    return Activation::SwiGLU;
}

NormKind parseNorm(Reader& r)
{
    const std::string s = toLower(r.str("norm", false, "rmsnorm"));
    if (s == "rmsnorm")
        return NormKind::RMSNorm;
    if (s == "layernorm")
        return NormKind::LayerNorm;
    r.fail("norm", "invalid", "must be rmsnorm or layernorm");
    return NormKind::RMSNorm;
}

// Hybrid linear attention: kind, layer pattern and shapes; lightning attention defaults its shapes to the
// softmax heads (n_k = n_v = n_h, d_k = d_v = d_h), Gated DeltaNet needs them all.
void parseLinearAttention(const json& obj, const std::string& path, const std::string& origin, ModelSpec& m,
    std::optional<Error>& err)
{
    Reader r(obj, path, origin, err);
    LinearAttentionSpec& la = m.linear_attention;
    const std::string kind = toLower(r.str("kind", true));
    if (err)
        return;
    if (kind == "gated_delta_net")
        la.kind = LinearAttentionKind::GatedDeltaNet;
    else if (kind == "lightning")
        la.kind = LinearAttentionKind::Lightning;
    else
        return r.fail("kind", "invalid", "must be gated_delta_net or lightning");
    const bool gdn = la.kind == LinearAttentionKind::GatedDeltaNet;
    // 0: every layer linear; n: layers n-1, 2n-1, ... keep softmax attention.
    la.full_attention_interval = r.integer("full_attention_interval", true, 0, false);
    la.num_key_heads = r.integer("num_key_heads", gdn, m.heads, true);
    la.num_value_heads = r.integer("num_value_heads", gdn, la.num_key_heads, true);
    la.key_head_dim = r.integer("key_head_dim", gdn, m.headDim(), true);
    la.value_head_dim = r.integer("value_head_dim", gdn, la.key_head_dim, true);
    la.conv_kernel = r.integer("conv_kernel", false, 0, false);
    if (!err && la.num_value_heads % la.num_key_heads != 0)
        r.fail("num_value_heads", "not_divisible", fmt::format("must be a multiple of num_key_heads ({})", la.num_key_heads));
    if (!err && !gdn && la.conv_kernel > 0)
        r.fail("conv_kernel", "invalid", "lightning attention has no convolution (must be 0)");
}

}  // namespace

ModelSpec parseModel(const json& obj, const std::string& path, const std::string& origin,
    std::vector<std::string>& aliases, std::optional<Error>& err)
{
    Reader r(obj, path, origin, err);
    ModelSpec m;
    m.id = r.str("id", true);
    if (!err && normalizeKey(m.id).empty())
        r.fail("id", "invalid", "must contain a letter or digit");
    m.name = r.str("name", false, m.id);
    m.family = r.str("family", false);
    aliases = r.strings("aliases");
    m.layers = r.integer("layers", true, 0, true);
    m.hidden = r.integer("hidden", true, 0, true);
    m.heads = r.integer("heads", true, 0, true);
    m.kv_heads = r.integer("kv_heads", false, m.heads, true);
    m.head_dim = r.integer("head_dim", false, 0, false);
    m.ffn = r.integer("ffn", false, 0, false);
    m.vocab = r.integer("vocab", true, 0, true);
    m.tied_embeddings = r.boolean("tied_embeddings", false);
    m.activation = parseActivation(r);
    m.norm = parseNorm(r);
    m.attention_bias = r.boolean("attention_bias", false);
    m.mlp_bias = r.boolean("mlp_bias", false);
    m.learned_positions = r.boolean("learned_positions", false);
    m.qk_norm = r.boolean("qk_norm", false);
    m.attention_output_gate = r.boolean("attention_output_gate", false);
    m.max_position_embeddings = r.integer("max_position_embeddings", false, 0, false);
    m.mtp_layers = r.integer("mtp_layers", false, 0, false);
    if (!err && m.heads % m.kv_heads != 0)
        r.fail("kv_heads", "not_divisible", fmt::format("must divide heads ({})", m.heads));
    if (!err && m.head_dim == 0 && m.hidden % m.heads != 0)
        r.fail("head_dim", "missing_key", "is required when hidden is not a multiple of heads");

    if (const json* moe = r.object("moe")) {
        Reader mr(*moe, path + ".moe", origin, err);
        m.moe.num_experts = mr.integer("num_experts", true, 0, false);
        if (m.moe.num_experts > 0) {
            m.moe.top_k = mr.integer("top_k", true, 0, true);
            m.moe.num_shared_experts = mr.integer("num_shared_experts", false, 0, false);
            m.moe.expert_ffn = mr.integer("expert_ffn", true, 0, true);
            m.moe.shared_expert_ffn
                = mr.integer("shared_expert_ffn", m.moe.num_shared_experts > 0, m.moe.expert_ffn, false);
            m.moe.first_dense_layers = mr.integer("first_dense_layers", false, 0, false);
            m.moe.moe_layer_interval = mr.integer("moe_layer_interval", false, 1, true);
            m.moe.router_bias = mr.boolean("router_bias", false);
            if (!err && m.moe.top_k > m.moe.num_experts)
                mr.fail("top_k", "out_of_range", "must not exceed num_experts");
            if (!err && m.moe.first_dense_layers >= m.layers)
                mr.fail("first_dense_layers", "out_of_range", "must be smaller than layers");
        }
    }
    if (const json* mla = r.object("mla")) {
        Reader ar(*mla, path + ".mla", origin, err);
        m.mla.enabled = true;
        m.mla.q_lora_rank = ar.integer("q_lora_rank", false, 0, false);
        m.mla.kv_lora_rank = ar.integer("kv_lora_rank", true, 0, true);
        m.mla.qk_nope_head_dim = ar.integer("qk_nope_head_dim", true, 0, true);
        m.mla.qk_rope_head_dim = ar.integer("qk_rope_head_dim", true, 0, true);
        m.mla.v_head_dim = ar.integer("v_head_dim", true, 0, true);
    }
    if (const json* la = r.object("linear_attention"))
        parseLinearAttention(*la, path + ".linear_attention", origin, m, err);
    // Dense layers need an FFN width; an all-MoE model may leave it 0.
    if (!err && m.ffn == 0 && (!m.isMoe() || m.moeLayers() < m.layers))
        r.fail("ffn", m.isMoe() ? "out_of_range" : "missing_key", "must be positive for dense layers");

    m.approximations = r.strings("approximations");
    m.uncertain = r.strings("uncertain");
    m.source = r.str("source", false);
    return m;
}


nlohmann::ordered_json deviceToJson(const DeviceSpec& d)
{
    nlohmann::ordered_json o{{"id", d.id},
           {"name", d.name},
           {"vendor", d.vendor},
           {"aliases", d.aliases},
           {"bf16_tflops", d.bf16_tflops},
           {"fp16_tflops", d.fp16_tflops},
           {"fp8_tflops", d.fp8_tflops},
           {"memory_gib", d.memory_gib},
           {"hbm_tbps", d.hbm_tbps},
           {"scale_up_domain", d.scale_up_domain},
           {"devices_per_node", d.devices_per_node},
           {"scale_up_gbps", d.scale_up_gbps},
           {"scale_out_gbps", d.scale_out_gbps},
           {"tdp_w", d.tdp_w},
           {"mamf_bf16_tflops", d.mamf_bf16_tflops},
           {"mamf_fp8_tflops", d.mamf_fp8_tflops},
           {"async_mma", d.async_mma},
           {"fa2_bf16_tflops", d.fa2_bf16_tflops},
           {"power_clock_exponent", d.power_clock_exponent},
           {"scale_up_full_peer", d.scale_up_full_peer},
           {"mx_tensor_cores", d.mx_tensor_cores},
           {"sm_count", d.sm_count},
           {"flags", d.flags},
           {"notes", d.notes},
           {"source", d.source}};
    return o;
}

nlohmann::ordered_json modelToJson(const ModelSpec& m)
{
    nlohmann::ordered_json o{{"id", m.id},
           {"name", m.name},
           {"family", m.family},
           {"layers", m.layers},
           {"hidden", m.hidden},
           {"heads", m.heads},
           {"kv_heads", m.kv_heads},
           {"head_dim", m.head_dim},
           {"ffn", m.ffn},
           {"vocab", m.vocab},
           {"tied_embeddings", m.tied_embeddings},
           {"activation", toLower(toString(m.activation))},
           {"norm", toLower(toString(m.norm))},
           {"attention_bias", m.attention_bias},
           {"mlp_bias", m.mlp_bias},
           {"learned_positions", m.learned_positions},
           {"qk_norm", m.qk_norm},
           {"attention_output_gate", m.attention_output_gate},
           {"max_position_embeddings", m.max_position_embeddings},
           {"mtp_layers", m.mtp_layers},
           {"approximations", m.approximations},
           {"uncertain", m.uncertain},
           {"source", m.source}};
    if (m.moe.enabled())
        o["moe"] = nlohmann::ordered_json{{"num_experts", m.moe.num_experts},
                        {"top_k", m.moe.top_k},
                        {"num_shared_experts", m.moe.num_shared_experts},
                        {"expert_ffn", m.moe.expert_ffn},
                        {"shared_expert_ffn", m.moe.shared_expert_ffn},
                        {"first_dense_layers", m.moe.first_dense_layers},
                        {"moe_layer_interval", m.moe.moe_layer_interval},
                        {"router_bias", m.moe.router_bias}};
    if (m.linear_attention.enabled()) {  // written only when set, as moe and mla
        const LinearAttentionSpec& la = m.linear_attention;
        o["linear_attention"] = nlohmann::ordered_json{{"kind", toString(la.kind)},
                        {"full_attention_interval", la.full_attention_interval},
                        {"num_key_heads", la.num_key_heads},
                        {"num_value_heads", la.num_value_heads},
                        {"key_head_dim", la.key_head_dim},
                        {"value_head_dim", la.value_head_dim},
                        {"conv_kernel", la.conv_kernel}};
    }
    if (m.mla.enabled)
        o["mla"] = nlohmann::ordered_json{{"q_lora_rank", m.mla.q_lora_rank},
                        {"kv_lora_rank", m.mla.kv_lora_rank},
                        {"qk_nope_head_dim", m.mla.qk_nope_head_dim},
                        {"qk_rope_head_dim", m.mla.qk_rope_head_dim},
                        {"v_head_dim", m.mla.v_head_dim}};
    return o;
}

}  // namespace psa::json_io

#include "catalog/hf_import.h"

#include "io/bounded_read.h"
#include "spec/input_limits.h"
#include "util/json_bounded.h"
#include "util/text.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fmt/format.h>
#include <fstream>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <vector>

namespace psa {

namespace {

using nlohmann::json;

constexpr const char* kSupported = "llama, mistral, mixtral, qwen2, qwen2_moe, qwen3, qwen3_moe, qwen3_next, "
                                   "qwen3_5, qwen3_5_moe, deepseek_v2, deepseek_v3, kimi_k2, glm4_moe, minimax, "
                                   "minimax_m1, minimax_text_01, minimax_m2, llama4, gpt2, gpt_neox, falcon, gemma2, "
                                   "gemma3, gemma3_text, gpt_oss";

// Upper bounds that catch unit mistakes and corrupted files, not real models.
constexpr long long kMaxDim = 10'000'000;
constexpr long long kMaxLayers = 1'000'000;
// Context lengths pass 10M (Llama 4 Scout: 10,485,760), so they get their own bound.
constexpr long long kMaxPositions = 1'000'000'000;

// Thrown inside the importer only; importHfConfig turns it into a Result.
struct Failure {
    Error error;
};

[[noreturn]] void fail(const std::string& key, const char* code, const std::string& detail)
{
    throw Failure { Error { "hf." + key, code, detail } };
}

// Looks keys up in text_config first (multimodal wrappers such as gemma3), then at the top level.
// JSON null counts as absent, as in transformers.
class Config {
public:
    explicit Config(const json& root)
        : root_(root)
    {
        auto it = root.find("text_config");
        if (it != root.end() && it->is_object())
            text_ = &*it;
    }

    [[nodiscard]] const json* find(std::string_view key) const
    {
        for (const json* obj : { text_, &root_ }) {
            if (!obj)
                continue;
            auto it = obj->find(key);
            if (it != obj->end() && !it->is_null())
                return &*it;
        }
        return nullptr;
    }
    [[nodiscard]] bool has(std::string_view key) const { return find(key) != nullptr; }

    // First present key among alternatives; missing ones are reported under the first name.
    [[nodiscard]] std::optional<long long> integer(
        std::initializer_list<const char*> keys, long long maxValue, bool allowZero = false) const
    {
        for (const char* key : keys) {
            const json* v = find(key);
            if (!v)
                continue;
            long long x = 0;
            if (v->is_number_integer()) {
                x = v->get<long long>();
            } else if (v->is_number_float() && std::floor(v->get<double>()) == v->get<double>()
                && std::fabs(v->get<double>()) < 1e15) {
                x = static_cast<long long>(v->get<double>());
            } else {
                fail(key, "wrong_type", fmt::format("'{}' must be an integer, got {}", key, json_io::quoteJsonBounded(*v)));
            }
            if (x < 0 || (x == 0 && !allowZero) || x > maxValue)
                fail(key, "out_of_range",
                    fmt::format("'{}' = {} is out of range ({}..{})", key, x, allowZero ? 0 : 1, maxValue));
            return x;
        }
        return std::nullopt;
    }

    [[nodiscard]] int required(std::initializer_list<const char*> keys, long long maxValue = kMaxDim) const
    {
        const auto v = integer(keys, maxValue);
        if (!v)
            fail(*keys.begin(), "missing_key", fmt::format("required key '{}' is missing", *keys.begin()));
        return static_cast<int>(*v);
    }

    [[nodiscard]] int optional(
        std::initializer_list<const char*> keys, int def, long long maxValue = kMaxDim, bool allowZero = true) const
    {
        const auto v = integer(keys, maxValue, allowZero);
        return v ? static_cast<int>(*v) : def;
    }

    [[nodiscard]] bool boolean(const char* key, bool def) const
    {
        const json* v = find(key);
        if (!v)
            return def;
        if (!v->is_boolean())
            fail(key, "wrong_type", fmt::format("'{}' must be true or false", key));
        return v->get<bool>();
    }

    [[nodiscard]] std::string string(const char* key, const std::string& def = {}) const
    {
        const json* v = find(key);
        if (!v)
            return def;
        if (!v->is_string())
            fail(key, "wrong_type", fmt::format("'{}' must be a string", key));
        if (v->get_ref<const std::string&>().size() > limits::kMaxNameLength)
            fail(key, "too_long", fmt::format("'{}' is longer than {} bytes", key, limits::kMaxNameLength));
        return v->get<std::string>();
    }

private:
    const json& root_;
    const json* text_ = nullptr;
};

bool isGelu(const std::string& act)
{
    return act.rfind("gelu", 0) == 0;
}

// Gated MLP families: the activation picks SwiGLU vs GeGLU.
Activation gatedActivation(const std::string& act, ModelSpec& m)
{
    const std::string a = toLower(act);
    if (a == "silu" || a == "swish" || a.empty())
        return Activation::SwiGLU;
    if (isGelu(a))
        return Activation::GeGLU;
    m.approximations.push_back(fmt::format("gated MLP with '{}' activation modelled as SwiGLU", act));
    return Activation::SwiGLU;
}

// Places linear-attention layers as ModelSpec does, every n-th layer softmax ((i + 1) % n == 0, 0 = none). An
// explicit per-layer list (layer_types, attn_type_list) that follows such a pattern gives its n; any other list gets
// the n whose count comes closest, and a note says where the config puts its softmax layers.
int fullAttentionInterval(const std::vector<bool>& linear, ModelSpec& m)
{
    const int layers = static_cast<int>(linear.size());
    int softmax = 0;
    for (bool l : linear)
        softmax += l ? 0 : 1;
    if (softmax == 0)
        return 0;
    auto matches = [&](int n) {
        for (int i = 0; i < layers; ++i)
            if (linear[static_cast<size_t>(i)] != ((i + 1) % n != 0))
                return false;
        return true;
    };
    const int guess = std::max(1, layers / softmax);
    if (matches(guess))
        return guess;
    // The interval nearest the list's ratio unless another gives a closer count; at least 2, so that the
    // approximation keeps the model a hybrid.
    int best = std::max(2, guess);
    for (int n = 2; n <= layers; ++n)
        if (std::abs(layers / n - softmax) < std::abs(layers / best - softmax))
            best = n;
    std::string where;
    int listed = 0;
    for (int i = 0; i < layers && listed < 8; ++i)
        if (!linear[static_cast<size_t>(i)]) {
            where += fmt::format("{}{}", where.empty() ? "" : ", ", i);
            ++listed;
        }
    if (softmax > listed)
        where += ", ...";
    const int modelled = layers / best;
    const int ones = best % 10, teen = best % 100 >= 11 && best % 100 <= 13;
    const char* suffix = teen ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th";
    m.approximations.push_back(fmt::format("the config places softmax attention at layers {} ({} of {}); modelled "
                                           "as every {}{} layer ({} of {}){}",
        where, softmax, layers, best, suffix, modelled, layers,
        modelled == softmax ? ": same counts, only the pipeline stages' mix of the two kinds differs"
                            : fmt::format(": {} softmax layers instead of {}", modelled, softmax)));
    return best;
}

// Sliding-window and chunked layers are modelled as full attention (a note says so). Linear-attention layers are
// modelled as what they are (ModelSpec::linear_attention): Gated DeltaNet where the config has the linear_* keys
// (Qwen3-Next, Qwen3.5: layer_types or full_attention_interval), lightning attention where MiniMax-Text-01 / M1
// mark it (attn_type_list 0, or layer_types "linear_attention" of a minimax type). A linear layer of any other kind
// stays softmax attention, with a note.
void parseAttentionVariants(const Config& c, const std::string& type, ModelSpec& m)
{
    int sliding = 0;
    std::vector<bool> linearList;  // per layer, from an explicit list
    bool listed = false;
    if (const json* types = c.find("layer_types"); types && types->is_array()) {
        listed = true;
        for (const auto& t : *types) {
            const std::string s = t.is_string() ? t.get<std::string>() : std::string();
            if (s.find("sliding") != std::string::npos || s.find("chunked") != std::string::npos)
                ++sliding;
            linearList.push_back(s.find("linear") != std::string::npos);
        }
    }
    // MiniMax-Text-01 / M1: attn_type_list, 0 = lightning (linear) attention, 1 = softmax attention.
    bool lightning = type.rfind("minimax", 0) == 0;
    if (const json* types = c.find("attn_type_list"); types && types->is_array()) {
        listed = true;
        lightning = true;
        linearList.clear();
        for (const auto& t : *types)
            linearList.push_back(t.is_number_integer() && t.get<long long>() == 0);
    }
    const int window = c.optional({ "sliding_window" }, 0);
    if (sliding > 0)
        m.approximations.push_back(fmt::format("{} of {} layers use sliding-window attention (window {}); "
                                               "modelled as full attention",
            sliding, m.layers, window));

    int linear = 0;
    for (bool l : linearList)
        linear += l ? 1 : 0;
    if (linear > 0 && linearList.size() != static_cast<size_t>(m.layers))
        fail(c.has("attn_type_list") ? "attn_type_list" : "layer_types", "inconsistent",
            fmt::format("lists {} layers, num_hidden_layers is {}", linearList.size(), m.layers));
    const bool deltaNet = c.has("linear_num_key_heads") || c.has("linear_num_value_heads");
    if (!listed && deltaNet) {  // Qwen3-Next configs before layer_types: every full_attention_interval-th layer
        const int interval = c.optional({ "full_attention_interval" }, 4, kMaxLayers, false);
        if (!c.has("full_attention_interval"))
            m.uncertain.emplace_back("full_attention_interval not in config; Qwen3NextConfig default 4 used");
        for (int i = 0; i < m.layers; ++i)
            linearList.push_back((i + 1) % interval != 0);
        linear = m.layers - m.layers / interval;
    }
    if (linear == 0)
        return;
    LinearAttentionSpec& la = m.linear_attention;
    if (deltaNet) {
        la.kind = LinearAttentionKind::GatedDeltaNet;
        la.num_key_heads = c.required({ "linear_num_key_heads" });
        la.num_value_heads = c.required({ "linear_num_value_heads" });
        la.key_head_dim = c.required({ "linear_key_head_dim" });
        la.value_head_dim = c.required({ "linear_value_head_dim" });
        la.conv_kernel = c.optional({ "linear_conv_kernel_dim" }, 4);
        if (!c.has("linear_conv_kernel_dim"))
            m.uncertain.emplace_back("linear_conv_kernel_dim not in config; Qwen3NextConfig default 4 used");
    } else if (lightning) {
        la.kind = LinearAttentionKind::Lightning;  // MiniMaxLightningAttention: the softmax heads' shapes
        la.num_key_heads = la.num_value_heads = m.heads;
        la.key_head_dim = la.value_head_dim = m.headDim();
    } else {
        m.approximations.push_back(fmt::format("{} of {} layers use linear attention of a kind not modelled "
                                               "(no linear_* shapes in the config); modelled as full attention",
            linear, m.layers));
        return;
    }
    la.full_attention_interval = fullAttentionInterval(linearList, m);
}

void parseLlamaLike(const Config& c, const std::string& type, ModelSpec& m)
{
    const bool gemma = type.rfind("gemma", 0) == 0;
    const bool gemma3 = type.rfind("gemma3", 0) == 0;
    // Kimi-K2 is the DeepSeek-V3 architecture with more experts and fewer heads (its model card says so).
    const bool deepseek = type.rfind("deepseek", 0) == 0 || type == "kimi_k2";
    const bool glm4Moe = type == "glm4_moe";
    // Qwen3-Next and Qwen3.5 (text parts of qwen3_5 / qwen3_5_moe): Gated DeltaNet hybrids with gated attention.
    const bool qwenHybrid = type == "qwen3_next" || type.rfind("qwen3_5", 0) == 0;
    const bool qwenMoe = type == "qwen3_moe" || type == "qwen2_moe" || type == "qwen3_next" || type == "qwen3_5_moe"
        || type == "qwen3_5_moe_text";
    // MiniMax-Text-01 / M1 / M2: Mixtral-style experts named by intermediate_size, optional sigmoid-router bias.
    const bool minimax = type.rfind("minimax", 0) == 0;
    // Llama 4 (text_config of llama4, or llama4_text): intermediate_size is the expert's, intermediate_size_mlp the
    // dense layers'; every MoE layer adds one shared expert of the expert's size (transformers' Llama4TextMoe).
    const bool llama4 = type == "llama4" || type == "llama4_text";

    m.hidden = c.required({ "hidden_size" });
    m.layers = c.required({ "num_hidden_layers" }, kMaxLayers);
    m.heads = c.required({ "num_attention_heads" });
    m.kv_heads = c.optional({ "num_key_value_heads" }, m.heads, kMaxDim, false);
    if (llama4)
        m.ffn = c.required({ "intermediate_size_mlp" });
    else // Qwen3.5 MoE configs carry no dense intermediate_size: every layer is MoE.
        m.ffn = (type == "qwen3_5_moe" || type == "qwen3_5_moe_text") && !c.has("intermediate_size")
            ? 0
            : c.required({ "intermediate_size" });
    if (gemma3 && !c.has("vocab_size")) {
        // Multimodal gemma3 configs rely on the transformers default.
        m.vocab = 262208;
        m.uncertain.emplace_back("vocab_size not in config; Gemma3TextConfig default 262208 used");
    } else {
        m.vocab = c.required({ "vocab_size" });
    }
    m.head_dim = deepseek ? 0 : c.optional({ "head_dim" }, 0);
    if (gemma3 && !c.has("head_dim")) {
        m.head_dim = 256;
        m.uncertain.emplace_back("head_dim not in config; Gemma3TextConfig default 256 used");
    }
    m.max_position_embeddings = c.optional({ "max_position_embeddings" }, 0, kMaxPositions);
    m.tied_embeddings = c.boolean("tie_word_embeddings", gemma);
    m.norm = NormKind::RMSNorm;
    // Gemma configs may omit the activation; transformers then uses gelu_pytorch_tanh.
    const std::string defaultAct = gemma ? "gelu_pytorch_tanh" : "silu";
    m.activation = gatedActivation(c.string("hidden_activation", c.string("hidden_act", defaultAct)), m);
    // Qwen2 hard-codes QKV biases; transformers has no switch for them.
    m.attention_bias = (type == "qwen2" || type == "qwen2_moe") ? true : c.boolean("attention_bias", false);
    m.mlp_bias = c.boolean("mlp_bias", false);

    if (type == "mixtral") {
        m.moe.num_experts = c.required({ "num_local_experts" });
        m.moe.top_k = c.required({ "num_experts_per_tok" });
        m.moe.expert_ffn = m.ffn;
    } else if (llama4) {
        m.moe.num_experts = c.required({ "num_local_experts" });
        m.moe.top_k = c.required({ "num_experts_per_tok" });
        m.moe.expert_ffn = c.required({ "intermediate_size" });
        m.moe.num_shared_experts = 1;
        m.moe.shared_expert_ffn = m.moe.expert_ffn;
        // Layers step-1, 2·step-1, ... are MoE, as transformers' Llama4TextConfig builds moe_layers.
        m.moe.moe_layer_interval = c.optional({ "interleave_moe_layer_step" }, 1, kMaxLayers, false);
        // iRoPE: RoPE layers (no_rope_layers[i] = 1) use chunked local attention, every no_rope_layer_interval-th
        // layer is global NoPE attention.
        if (c.has("attention_chunk_size")) {
            int chunked = 0;
            if (const json* rope = c.find("no_rope_layers"); rope && rope->is_array()) {
                for (const auto& r : *rope)
                    chunked += (r.is_number_integer() && r.get<long long>() != 0) ? 1 : 0;
            } else {
                const int interval = c.optional({ "no_rope_layer_interval" }, 4, kMaxLayers, false);
                chunked = m.layers - m.layers / interval;
            }
            if (chunked > 0)
                m.approximations.push_back(fmt::format("{} of {} layers use chunked local attention (chunk {}); "
                                                       "modelled as full attention",
                    chunked, m.layers, c.optional({ "attention_chunk_size" }, 0)));
        }
    } else if (minimax) {
        m.moe.num_experts = c.required({ "num_local_experts" });
        m.moe.top_k = c.required({ "num_experts_per_tok" });
        m.moe.expert_ffn = m.ffn;
        const int shared = c.optional({ "shared_intermediate_size" }, 0);
        if (shared > 0) {
            m.moe.num_shared_experts = 1;
            m.moe.shared_expert_ffn = shared;
        }
        m.moe.router_bias = c.boolean("use_routing_bias", false); // e_score_correction_bias, one per expert
        if (c.boolean("use_qk_norm", false) && c.string("qk_norm_type") == "per_layer")
            m.approximations.push_back(fmt::format("QK-norm spans all heads (qk_norm_type per_layer: {} weights per "
                                                   "layer); counted as 2 x head_dim",
                (static_cast<long long>(m.heads) + m.kv_heads) * m.headDim()));
        if (c.boolean("use_mtp", false))
            m.approximations.push_back(fmt::format("{} multi-token-prediction modules (num_mtp_modules) not modelled",
                c.optional({ "num_mtp_modules" }, 0, kMaxLayers)));
    } else if (type == "gpt_oss") {
        m.moe.num_experts = c.required({ "num_local_experts" });
        m.moe.top_k = c.required({ "experts_per_token", "num_experts_per_tok" });
        m.moe.expert_ffn = m.ffn;
        m.mlp_bias = true; // GptOss experts always carry biases
        m.approximations.emplace_back("attention sinks (one logit per head) not counted");
    } else if (qwenMoe) {
        m.moe.num_experts = c.required({ "num_experts" });
        m.moe.top_k = c.required({ "num_experts_per_tok" });
        m.moe.expert_ffn = c.required({ "moe_intermediate_size" });
        const int shared = c.optional({ "shared_expert_intermediate_size" }, 0);
        if (shared > 0) {
            m.moe.num_shared_experts = 1;
            m.moe.shared_expert_ffn = shared;
        }
        m.moe.moe_layer_interval = c.optional({ "decoder_sparse_step" }, 1, kMaxLayers, false);
        if (const json* dense = c.find("mlp_only_layers"); dense && dense->is_array() && !dense->empty())
            m.approximations.push_back(
                fmt::format("mlp_only_layers {} (dense layers) modelled as MoE layers", json_io::quoteJsonBounded(*dense)));
    } else if (glm4Moe) {
        // GLM-4.5: DeepSeek-V3-style MoE (dense prefix, one shared expert, sigmoid router with a per-expert bias,
        // MTP layers) on GQA attention with biases and optional QK-norm; transformers' Glm4MoeConfig.
        m.moe.num_experts = c.required({ "n_routed_experts" });
        m.moe.top_k = c.required({ "num_experts_per_tok" });
        m.moe.expert_ffn = c.required({ "moe_intermediate_size" });
        m.moe.num_shared_experts = c.optional({ "n_shared_experts" }, 0);
        m.moe.shared_expert_ffn = m.moe.num_shared_experts > 0 ? m.moe.expert_ffn : 0;
        m.moe.first_dense_layers = c.optional({ "first_k_dense_replace" }, 0, kMaxLayers);
        m.moe.router_bias = true; // Glm4MoeTopkRouter always carries e_score_correction_bias
        m.mtp_layers = c.optional({ "num_nextn_predict_layers" }, 0, kMaxLayers);
    } else if (deepseek) {
        m.moe.num_experts = c.optional({ "n_routed_experts" }, 0);
        if (m.moe.num_experts > 0) {
            m.moe.top_k = c.required({ "num_experts_per_tok" });
            m.moe.expert_ffn = c.required({ "moe_intermediate_size" });
            m.moe.num_shared_experts = c.optional({ "n_shared_experts" }, 0);
            m.moe.shared_expert_ffn = m.moe.num_shared_experts > 0 ? m.moe.expert_ffn : 0;
            m.moe.first_dense_layers = c.optional({ "first_k_dense_replace" }, 0, kMaxLayers);
            m.moe.moe_layer_interval = c.optional({ "moe_layer_freq" }, 1, kMaxLayers, false);
            // Aux-loss-free balancing adds a learned per-expert bias (DeepSeek-V3 "noaux_tc").
            m.moe.router_bias
                = c.string("topk_method", type == "deepseek_v2" ? "greedy" : "noaux_tc") == "noaux_tc";
        }
        m.mtp_layers = c.optional({ "num_nextn_predict_layers" }, 0, kMaxLayers);
        m.mla.enabled = true;
        m.mla.q_lora_rank = c.optional({ "q_lora_rank" }, 0);
        m.mla.kv_lora_rank = c.required({ "kv_lora_rank" });
        m.mla.qk_nope_head_dim = c.required({ "qk_nope_head_dim" });
        m.mla.qk_rope_head_dim = c.required({ "qk_rope_head_dim" });
        m.mla.v_head_dim = c.required({ "v_head_dim" });
    }

    if (qwenHybrid) {
        m.mtp_layers = c.optional({ "mtp_num_hidden_layers" }, 0, kMaxLayers);
        // Qwen3NextAttention always gates its output; Qwen3.5 says so with attn_output_gate (default true).
        m.attention_output_gate = type == "qwen3_next" || c.boolean("attn_output_gate", true);
    } else {
        m.attention_output_gate = c.boolean("attn_output_gate", false);
    }
    if (c.has("vision_config"))
        m.approximations.emplace_back("vision encoder (vision_config) not modelled");

    if (gemma) {
        m.approximations.emplace_back("4 RMSNorms per layer (pre/post) counted as 2");
        if (!c.has("layer_types") && c.has("sliding_window")) {
            const int window = c.optional({ "sliding_window" }, 0);
            if (type == "gemma2") {
                m.approximations.push_back(fmt::format("alternating sliding-window ({}) / global layers; "
                                                       "sliding-window layers modelled as full attention",
                    window));
            } else {
                const int pattern = c.optional({ "sliding_window_pattern" }, 6, kMaxLayers, false);
                m.approximations.push_back(fmt::format("{} of {} layers use sliding-window attention ({}); "
                                                       "modelled as full attention",
                    pattern - 1, pattern, window));
            }
        }
    } else if (!c.has("layer_types") && c.has("sliding_window")) {
        // Qwen configs carry a window that is off unless use_sliding_window is set.
        const bool qwen = type.rfind("qwen", 0) == 0;
        if (c.boolean("use_sliding_window", !qwen))
            m.approximations.push_back(fmt::format(
                "sliding-window attention ({}) modelled as full attention", c.optional({ "sliding_window" }, 0)));
    }
    // Qwen3 and Gemma 3 always normalise queries and keys; GLM-4.5 says so with use_qk_norm.
    // Llama 4's use_qk_norm is a weightless L2 norm: nothing to count.
    m.qk_norm = !m.mla.enabled && !llama4
        && (c.boolean("use_qk_norm", false) || type == "qwen3" || type == "qwen3_moe" || qwenHybrid || gemma3);
}

void parseGpt2(const Config& c, ModelSpec& m)
{
    m.hidden = c.required({ "n_embd", "hidden_size" });
    m.layers = c.required({ "n_layer", "num_hidden_layers" }, kMaxLayers);
    m.heads = c.required({ "n_head", "num_attention_heads" });
    m.kv_heads = m.heads;
    m.ffn = c.optional({ "n_inner" }, 4 * m.hidden, kMaxDim, false);
    m.vocab = c.required({ "vocab_size" });
    m.max_position_embeddings = c.optional({ "n_positions", "n_ctx" }, 1024);
    m.activation = Activation::GeLU;
    m.norm = NormKind::LayerNorm;
    m.attention_bias = true;
    m.mlp_bias = true;
    m.learned_positions = true;
    m.tied_embeddings = c.boolean("tie_word_embeddings", true);
}

void parseGptNeox(const Config& c, ModelSpec& m)
{
    m.hidden = c.required({ "hidden_size" });
    m.layers = c.required({ "num_hidden_layers" }, kMaxLayers);
    m.heads = c.required({ "num_attention_heads" });
    m.kv_heads = m.heads;
    m.ffn = c.required({ "intermediate_size" });
    m.vocab = c.required({ "vocab_size" });
    m.max_position_embeddings = c.optional({ "max_position_embeddings" }, 0);
    const std::string act = toLower(c.string("hidden_act", "gelu"));
    m.activation = act == "relu" ? Activation::ReLU : Activation::GeLU;
    m.norm = NormKind::LayerNorm;
    m.attention_bias = c.boolean("attention_bias", true);
    m.mlp_bias = true;
    m.tied_embeddings = c.boolean("tie_word_embeddings", false);
    if (c.boolean("use_parallel_residual", true))
        m.approximations.emplace_back("parallel attention + MLP residual modelled as sequential "
                                      "(same parameters and FLOPs)");
}

void parseFalcon(const Config& c, ModelSpec& m)
{
    m.hidden = c.required({ "hidden_size", "n_embed" });
    m.layers = c.required({ "num_hidden_layers", "n_layer" }, kMaxLayers);
    m.heads = c.required({ "num_attention_heads", "n_head" });
    if (c.boolean("new_decoder_architecture", false))
        m.kv_heads = c.optional({ "num_kv_heads", "n_head_kv" }, m.heads, kMaxDim, false);
    else
        m.kv_heads = c.boolean("multi_query", true) ? 1 : m.heads;
    m.ffn = c.optional({ "ffn_hidden_size" }, 4 * m.hidden, kMaxDim, false);
    m.vocab = c.required({ "vocab_size" });
    m.max_position_embeddings = c.optional({ "max_position_embeddings" }, 0);
    m.activation = Activation::GeLU;
    m.norm = NormKind::LayerNorm;
    m.attention_bias = m.mlp_bias = c.boolean("bias", false);
    m.tied_embeddings = c.boolean("tie_word_embeddings", true);
    if (c.boolean("parallel_attn", true))
        m.approximations.emplace_back("parallel attention + MLP block modelled as sequential "
                                      "(same parameters and FLOPs)");
    if (c.boolean("alibi", false))
        m.approximations.emplace_back("ALiBi position bias (no parameters) ignored");
}

// An unknown model_type whose config has the keys of a Llama-style decoder.
bool looksLikeLlama(const Config& c)
{
    for (const char* key :
        { "hidden_size", "num_hidden_layers", "num_attention_heads", "intermediate_size", "vocab_size" })
        if (!c.has(key))
            return false;
    return true;
}

// Imports it as what its keys say (MLA when kv_lora_rank is there, DeepSeek-style MoE when n_routed_experts is,
// Qwen-style MoE when num_experts is, Mixtral-style when num_local_experts is, else a dense Llama) and names the
// assumption first among the approximations, so the user sees it before planning with it.
void importUnknownLlamaLike(const Config& c, const std::string& type, ModelSpec& m)
{
    std::string as = "llama";
    if (c.has("kv_lora_rank"))
        as = "deepseek_v3";
    else if (c.has("n_routed_experts"))
        as = "glm4_moe";
    else if (c.has("num_experts") && c.has("moe_intermediate_size"))
        as = "qwen3_moe";
    else if (c.has("num_local_experts"))
        as = "mixtral";
    parseLlamaLike(c, as, m);
    m.approximations.insert(m.approximations.begin(),
        fmt::format("model_type '{}' is not a supported type: imported as '{}' (RMSNorm, {} MLP from hidden_act{}); "
                    "check the counts against the model card",
            type, as, m.gated() ? "gated" : "plain", m.isMoe() ? ", MoE fields as that type names them" : ""));
}

void validate(ModelSpec& m)
{
    if (m.heads % m.kv_heads != 0)
        fail("num_key_value_heads", "not_divisible",
            fmt::format("num_attention_heads ({}) is not a multiple of the KV heads ({})", m.heads, m.kv_heads));
    if (!m.mla.enabled && m.head_dim == 0 && m.hidden % m.heads != 0)
        fail("head_dim", "missing_key",
            fmt::format("hidden size {} is not a multiple of {} heads and no head_dim is given", m.hidden, m.heads));
    if (m.moe.num_experts > 0 && m.moe.top_k > m.moe.num_experts)
        fail("num_experts_per_tok", "out_of_range",
            fmt::format("top-k {} exceeds the {} experts", m.moe.top_k, m.moe.num_experts));
    if (m.moe.first_dense_layers >= m.layers && m.moe.num_experts > 0)
        fail("first_k_dense_replace", "out_of_range", "leaves no MoE layer");
    const LinearAttentionSpec& la = m.linear_attention;
    if (la.enabled() && la.num_value_heads % la.num_key_heads != 0)
        fail("linear_num_value_heads", "not_divisible",
            fmt::format("linear_num_value_heads ({}) is not a multiple of linear_num_key_heads ({})", la.num_value_heads,
                la.num_key_heads));
}

} // namespace

Result<ModelSpec> importHfConfig(std::string_view jsonText, const std::string& idHint)
{
    if (json_io::firstTooDeep(jsonText))
        return Error { "hf", "too_deep", fmt::format("config.json is nested deeper than {} levels", json_io::kMaxJsonDepth) };
    const json doc = json::parse(jsonText.begin(), jsonText.end(), nullptr, /*allow_exceptions=*/false);
    if (doc.is_discarded())
        return Error { "hf", "malformed", "config.json is not valid JSON" };
    if (!doc.is_object())
        return Error { "hf", "malformed", "config.json must be a JSON object" };
    try {
        const Config c(doc);
        std::string type = toLower(c.string("model_type"));
        // text_config wins (multimodal gemma3 then reads as gemma3_text, handled alike).
        if (type.empty())
            fail("model_type", "missing_key",
                fmt::format("required key 'model_type' is missing (supported: {})", kSupported));
        ModelSpec m;
        m.id = idHint;
        const json* path = doc.contains("_name_or_path") ? &doc["_name_or_path"] : nullptr;
        if (path && path->is_string() && path->get_ref<const std::string&>().size() > limits::kMaxNameLength)
            fail("_name_or_path", "too_long", fmt::format("'_name_or_path' is longer than {} bytes", limits::kMaxNameLength));
        m.name = (path && path->is_string() && !path->get<std::string>().empty()) ? path->get<std::string>() : idHint;
        m.family = type;
        m.source = "Hugging Face config.json";

        static const char* llamaLike[] = { "llama", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe",
            "qwen3_next", "qwen3_5", "qwen3_5_text", "qwen3_5_moe", "qwen3_5_moe_text", "deepseek_v2", "deepseek_v3",
            "kimi_k2", "glm4_moe", "minimax", "minimax_m1", "minimax_text_01", "minimax_m2", "llama4", "llama4_text",
            "gemma2", "gemma3", "gemma3_text", "gpt_oss" };
        bool known = false;
        for (const char* t : llamaLike)
            if (type == t) {
                parseLlamaLike(c, type, m);
                known = true;
                break;
            }
        if (!known) {
            if (type == "gpt2")
                parseGpt2(c, m);
            else if (type == "gpt_neox")
                parseGptNeox(c, m);
            else if (type == "falcon" || type == "refinedweb" || type == "refinedwebmodel")
                parseFalcon(c, m);
            else if (looksLikeLlama(c))
                importUnknownLlamaLike(c, type, m);
            else
                fail("model_type", "unsupported",
                    fmt::format("model_type '{}' is not supported and its keys are not a Llama-style decoder's "
                                "(hidden_size, num_hidden_layers, num_attention_heads, intermediate_size, "
                                "vocab_size); supported: {}",
                        type, kSupported));
        }
        parseAttentionVariants(c, type, m);
        validate(m);
        return m;
    } catch (const Failure& f) {
        return f.error;
    } catch (const json::exception& e) {
        return Error { "hf", "malformed", fmt::format("unexpected JSON structure: {}", e.what()) };
    }
}

Result<ModelSpec> importHfConfigFile(const std::filesystem::path& file)
{
    auto text = readFileBounded(file);
    if (!text)
        return Error { "hf", text.error().code, fmt::format("'{}': {}", file.string(), text.error().detail) };
    auto r = importHfConfig(*text, file.stem().string());
    if (!r) {
        Error e = r.error();
        e.detail = fmt::format("{}: {}", file.string(), e.detail);
        return e;
    }
    return r;
}

} // namespace psa

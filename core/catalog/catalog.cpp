#include "catalog/catalog.h"

#include "util/text.h"

#include <algorithm>
#include <cstdlib>
#include <fmt/format.h>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <system_error>

namespace psa {

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

constexpr const char* kSchemaDevices = "psa-devices/1";
constexpr const char* kSchemaModels = "psa-models/1";
constexpr const char* kSchemaBoth = "psa-catalog/1"; // hand-written user files may hold both lists

// Reads typed fields of one JSON object; the first problem is kept and later reads become no-ops,
// so the parsing code stays linear and the error names the first offending field.
class Reader {
public:
    Reader(const json& obj, std::string path, const std::string& origin, std::optional<Error>& err)
        : obj_(obj)
        , path_(std::move(path))
        , origin_(origin)
        , err_(err)
    {
    }

    [[nodiscard]] std::string field(std::string_view key) const { return fmt::format("{}.{}", path_, key); }

    void fail(std::string_view key, const char* code, const std::string& what)
    {
        if (!err_)
            err_ = Error { field(key), code, fmt::format("{}: field '{}' {}", origin_, field(key), what) };
    }

    const json* find(std::string_view key, bool required)
    {
        if (err_)
            return nullptr;
        auto it = obj_.find(key);
        if (it == obj_.end() || it->is_null()) {
            if (required)
                fail(key, "missing_key", "is required");
            return nullptr;
        }
        return &*it;
    }

    std::string str(std::string_view key, bool required, std::string def = {})
    {
        const json* v = find(key, required);
        if (!v)
            return def;
        if (!v->is_string()) {
            fail(key, "wrong_type", "must be a string");
            return def;
        }
        return v->get<std::string>();
    }

    // positive: value must be > 0, else >= 0.
    double number(std::string_view key, bool required, double def, bool positive)
    {
        const json* v = find(key, required);
        if (!v)
            return def;
        if (!v->is_number()) {
            fail(key, "wrong_type", "must be a number");
            return def;
        }
        const double x = v->get<double>();
        if (positive ? !(x > 0) : !(x >= 0)) {
            fail(key, "out_of_range", positive ? "must be positive" : "must not be negative");
            return def;
        }
        return x;
    }

    int integer(std::string_view key, bool required, int def, bool positive)
    {
        const json* v = find(key, required);
        if (!v)
            return def;
        if (!v->is_number_integer()) {
            fail(key, "wrong_type", "must be an integer");
            return def;
        }
        const auto x = v->get<long long>();
        if ((positive ? x <= 0 : x < 0) || x > std::numeric_limits<int>::max()) {
            fail(key, "out_of_range", positive ? "must be a positive integer" : "must not be negative");
            return def;
        }
        return static_cast<int>(x);
    }

    bool boolean(std::string_view key, bool def)
    {
        const json* v = find(key, false);
        if (!v)
            return def;
        if (!v->is_boolean()) {
            fail(key, "wrong_type", "must be true or false");
            return def;
        }
        return v->get<bool>();
    }

    std::vector<std::string> strings(std::string_view key)
    {
        std::vector<std::string> out;
        const json* v = find(key, false);
        if (!v)
            return out;
        if (!v->is_array()) {
            fail(key, "wrong_type", "must be an array of strings");
            return out;
        }
        for (const auto& s : *v) {
            if (!s.is_string()) {
                fail(key, "wrong_type", "must be an array of strings");
                return {};
            }
            out.push_back(s.get<std::string>());
        }
        return out;
    }

    // Nested object, or nullptr when absent.
    const json* object(std::string_view key)
    {
        const json* v = find(key, false);
        if (v && !v->is_object()) {
            fail(key, "wrong_type", "must be an object");
            return nullptr;
        }
        return v;
    }

    [[nodiscard]] const std::string& path() const { return path_; }

private:
    const json& obj_;
    std::string path_;
    const std::string& origin_;
    std::optional<Error>& err_;
};

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
    d.flags = r.strings("flags");
    d.notes = r.str("notes", false);
    d.source = r.str("source", false);
    return d;
}

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
    // Dense layers need an FFN width; an all-MoE model may leave it 0.
    if (!err && m.ffn == 0 && (!m.isMoe() || m.moeLayers() < m.layers))
        r.fail("ffn", m.isMoe() ? "out_of_range" : "missing_key", "must be positive for dense layers");

    m.approximations = r.strings("approximations");
    m.uncertain = r.strings("uncertain");
    m.source = r.str("source", false);
    return m;
}

std::optional<std::string> readFile(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad())
        return std::nullopt;
    return ss.str();
}

// Edit distance with a cheap early exit for very different lengths.
size_t levenshtein(std::string_view a, std::string_view b)
{
    std::vector<size_t> prev(b.size() + 1);
    std::vector<size_t> cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({ prev[j] + 1, cur[j - 1] + 1, sub });
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

// Lower score = better. Prefix beats substring beats small edit distance; nullopt = no suggestion.
std::optional<size_t> matchScore(const std::string& query, const std::string& key)
{
    if (query.empty() || key.empty())
        return std::nullopt;
    if (key.rfind(query, 0) == 0)
        return 0;
    if (key.find(query) != std::string::npos || query.find(key) != std::string::npos)
        return 1;
    const size_t d = levenshtein(query, key);
    const size_t limit = std::max<size_t>(2, query.size() / 3);
    if (d > limit)
        return std::nullopt;
    return 1 + d;
}

template <typename Keys>
std::vector<std::string> suggest(std::string_view name, size_t limit, size_t count, Keys keysOf)
{
    const std::string q = normalizeKey(name);
    std::vector<std::pair<size_t, std::string>> scored;
    for (size_t i = 0; i < count; ++i) {
        auto [id, keys] = keysOf(i);
        std::optional<size_t> best;
        for (const auto& k : keys) {
            const auto s = matchScore(q, normalizeKey(k));
            if (s && (!best || *s < *best))
                best = s;
        }
        if (best)
            scored.emplace_back(*best, id);
    }
    std::stable_sort(scored.begin(), scored.end(),
        [](const auto& a, const auto& b) { return a.first != b.first ? a.first < b.first : a.second < b.second; });
    std::vector<std::string> out;
    for (const auto& [score, id] : scored) {
        if (out.size() >= limit)
            break;
        out.push_back(id);
    }
    return out;
}

std::vector<fs::path> jsonFilesIn(const fs::path& dir)
{
    std::vector<fs::path> files;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->path().extension() == ".json" && it->is_regular_file(ec))
            files.push_back(it->path());
    }
    std::sort(files.begin(), files.end()); // deterministic override order
    return files;
}

// An overriding entry keeps the aliases of the one it replaces, so "H100" still finds a user's h100-sxm.
void mergeAliases(std::vector<std::string>& into, const std::vector<std::string>& old)
{
    for (const auto& a : old) {
        const std::string key = normalizeKey(a);
        if (std::none_of(into.begin(), into.end(), [&](const std::string& x) { return normalizeKey(x) == key; }))
            into.push_back(a);
    }
}

bool isDir(const fs::path& p)
{
    std::error_code ec;
    return !p.empty() && fs::is_directory(p, ec);
}

fs::path userCatalogDir()
{
    const char* xdg = std::getenv("XDG_CONFIG_HOME");
    fs::path base;
    if (xdg && *xdg)
        base = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home)
        base = fs::path(home) / ".config";
    else
        return {};
    return base / "parallel-strategy-analyzer" / "catalog";
}

} // namespace

Result<Catalog> Catalog::loadDirectory(const std::filesystem::path& dir)
{
    if (!isDir(dir))
        return Error { "catalog", "not_found", fmt::format("catalog directory '{}' does not exist", dir.string()) };
    Catalog cat;
    for (const auto& file : jsonFilesIn(dir)) {
        auto r = cat.addFile(file);
        if (!r)
            return r.error();
    }
    return cat;
}

Result<Catalog> Catalog::loadBuiltin()
{
    auto cat = loadDirectory(resourcesDir() / "catalog");
    if (!cat)
        return cat;
    const fs::path user = userCatalogDir();
    if (isDir(user)) {
        for (const auto& file : jsonFilesIn(user)) {
            auto r = cat.value().addFile(file);
            if (!r)
                return r.error();
        }
    }
    return cat;
}

Result<bool> Catalog::addFile(const std::filesystem::path& file)
{
    const auto text = readFile(file);
    if (!text)
        return Error { "catalog", "unreadable", fmt::format("cannot read catalog file '{}'", file.string()) };
    return addJson(*text, file.string());
}

Result<bool> Catalog::addJson(std::string_view jsonText, const std::string& origin)
{
    const json doc = json::parse(jsonText.begin(), jsonText.end(), nullptr, /*allow_exceptions=*/false);
    if (doc.is_discarded())
        return Error { "catalog", "malformed", fmt::format("{}: not valid JSON", origin) };
    if (!doc.is_object())
        return Error { "catalog", "malformed", fmt::format("{}: top level must be a JSON object", origin) };

    const auto schemaIt = doc.find("schema");
    if (schemaIt == doc.end() || !schemaIt->is_string())
        return Error { "schema", "missing_key",
            fmt::format("{}: 'schema' must be \"{}\" or \"{}\"", origin, kSchemaDevices, kSchemaModels) };
    const std::string schema = schemaIt->get<std::string>();
    const bool wantDevices = schema == kSchemaDevices || schema == kSchemaBoth;
    const bool wantModels = schema == kSchemaModels || schema == kSchemaBoth;
    if (!wantDevices && !wantModels)
        return Error { "schema", "unsupported", fmt::format("{}: unknown schema '{}'", origin, schema) };

    // Parse everything first so a bad file leaves the catalog untouched.
    std::optional<Error> err;
    std::vector<DeviceSpec> newDevices;
    std::vector<ModelSpec> newModels;
    std::vector<std::vector<std::string>> newAliases;
    auto listOf = [&](const char* key, bool required) -> const json* {
        auto it = doc.find(key);
        if (it == doc.end()) {
            if (required)
                err = Error { key, "missing_key",
                    fmt::format("{}: '{}' is required by schema {}", origin, key, schema) };
            return nullptr;
        }
        if (!it->is_array()) {
            err = Error { key, "wrong_type", fmt::format("{}: '{}' must be an array", origin, key) };
            return nullptr;
        }
        return &*it;
    };
    if (const json* list = wantDevices ? listOf("devices", schema != kSchemaBoth) : nullptr) {
        for (size_t i = 0; i < list->size() && !err; ++i) {
            const std::string path = fmt::format("devices[{}]", i);
            if (!(*list)[i].is_object()) {
                err = Error { path, "wrong_type", fmt::format("{}: '{}' must be an object", origin, path) };
                break;
            }
            newDevices.push_back(parseDevice((*list)[i], path, origin, err));
        }
    }
    if (const json* list = (wantModels && !err) ? listOf("models", schema != kSchemaBoth) : nullptr) {
        for (size_t i = 0; i < list->size() && !err; ++i) {
            const std::string path = fmt::format("models[{}]", i);
            if (!(*list)[i].is_object()) {
                err = Error { path, "wrong_type", fmt::format("{}: '{}' must be an object", origin, path) };
                break;
            }
            newAliases.emplace_back();
            newModels.push_back(parseModel((*list)[i], path, origin, newAliases.back(), err));
        }
    }
    if (err)
        return *err;

    for (auto& d : newDevices) {
        const std::string key = normalizeKey(d.id);
        auto it = std::find_if(
            devices_.begin(), devices_.end(), [&](const DeviceSpec& e) { return normalizeKey(e.id) == key; });
        if (it != devices_.end()) {
            mergeAliases(d.aliases, it->aliases);
            *it = std::move(d);
        } else
            devices_.push_back(std::move(d));
    }
    for (size_t i = 0; i < newModels.size(); ++i) {
        const std::string key = normalizeKey(newModels[i].id);
        auto it = std::find_if(
            models_.begin(), models_.end(), [&](const ModelSpec& e) { return normalizeKey(e.id) == key; });
        if (it != models_.end()) {
            const auto idx = static_cast<size_t>(it - models_.begin());
            mergeAliases(newAliases[i], modelAliases_[idx]);
            models_[idx] = std::move(newModels[i]);
            modelAliases_[idx] = std::move(newAliases[i]);
        } else {
            models_.push_back(std::move(newModels[i]));
            modelAliases_.push_back(std::move(newAliases[i]));
        }
    }
    return true;
}

const DeviceSpec* Catalog::device(std::string_view idOrAlias) const
{
    const std::string key = normalizeKey(idOrAlias);
    if (key.empty())
        return nullptr;
    for (const auto& d : devices_)
        if (normalizeKey(d.id) == key)
            return &d;
    for (const auto& d : devices_)
        for (const auto& a : d.aliases)
            if (normalizeKey(a) == key)
                return &d;
    for (const auto& d : devices_)
        if (normalizeKey(d.name) == key)
            return &d;
    return nullptr;
}

const ModelSpec* Catalog::model(std::string_view idOrAlias) const
{
    const std::string key = normalizeKey(idOrAlias);
    if (key.empty())
        return nullptr;
    for (const auto& m : models_)
        if (normalizeKey(m.id) == key)
            return &m;
    for (size_t i = 0; i < models_.size(); ++i)
        for (const auto& a : modelAliases_[i])
            if (normalizeKey(a) == key)
                return &models_[i];
    for (const auto& m : models_)
        if (normalizeKey(m.name) == key)
            return &m;
    return nullptr;
}

std::vector<std::string> Catalog::modelAliases(std::string_view id) const
{
    const std::string key = normalizeKey(id);
    for (size_t i = 0; i < models_.size(); ++i)
        if (normalizeKey(models_[i].id) == key)
            return modelAliases_[i];
    return {};
}

std::vector<std::string> Catalog::suggestDevices(std::string_view name, size_t limit) const
{
    return suggest(name, limit, devices_.size(), [this](size_t i) {
        const auto& d = devices_[i];
        std::vector<std::string> keys { d.id, d.name };
        keys.insert(keys.end(), d.aliases.begin(), d.aliases.end());
        return std::pair { d.id, keys };
    });
}

std::vector<std::string> Catalog::suggestModels(std::string_view name, size_t limit) const
{
    return suggest(name, limit, models_.size(), [this](size_t i) {
        const auto& m = models_[i];
        std::vector<std::string> keys { m.id, m.name };
        keys.insert(keys.end(), modelAliases_[i].begin(), modelAliases_[i].end());
        return std::pair { m.id, keys };
    });
}

std::filesystem::path resourcesDir()
{
    if (const char* env = std::getenv("PSA_RESOURCES_DIR"); env && *env && isDir(env))
        return fs::path(env);

    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec && !exe.empty()) {
        const fs::path exeDir = exe.parent_path();
#ifdef PSA_INSTALL_DATADIR
        fs::path datadir = PSA_INSTALL_DATADIR;
#else
        fs::path datadir;
#endif
        if (datadir.empty())
            datadir = "share"; // GNUInstallDirs default
        const fs::path installed
            = (datadir.is_absolute() ? datadir : exeDir / ".." / datadir) / "parallel-strategy-analyzer";
        if (isDir(installed / "catalog"))
            return installed.lexically_normal();
        if (isDir(exeDir / "resources" / "catalog"))
            return exeDir / "resources";
    }
#ifdef PSA_SOURCE_RESOURCES_DIR
    return fs::path(PSA_SOURCE_RESOURCES_DIR);
#else
    return fs::path("resources");
#endif
}

} // namespace psa

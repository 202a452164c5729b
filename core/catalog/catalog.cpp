#include "catalog/catalog.h"

#include "catalog/catalog_json.h"

#include "io/bounded_read.h"
#include "util/json_bounded.h"
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
#include <unordered_map>

namespace psa {

namespace {

using nlohmann::json;
using json_io::parseDevice;
using json_io::parseModel;
namespace fs = std::filesystem;

constexpr const char* kSchemaDevices = "psa-devices/1";
constexpr const char* kSchemaModels = "psa-models/1";
constexpr const char* kSchemaBoth = "psa-catalog/1"; // hand-written user files may hold both lists


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
    const auto text = readFileBounded(file);
    if (!text)
        return Error { "catalog", text.error().code, fmt::format("catalog file '{}': {}", file.string(), text.error().detail) };
    return addJson(*text, file.string());
}

Result<bool> Catalog::addJson(std::string_view jsonText, const std::string& origin)
{
    if (json_io::firstTooDeep(jsonText))
        return Error { "catalog", "too_deep", fmt::format("{}: JSON nested deeper than {} levels", origin, json_io::kMaxJsonDepth) };
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

    // Linear in the number of entries: one index of normalized ids per list, built once.
    std::unordered_map<std::string, size_t> deviceIndex;
    std::unordered_map<std::string, size_t> deviceAliasIndex;  // an id that equals an alias shadows it in lookups
    for (size_t i = 0; i < devices_.size(); ++i) {
        deviceIndex.emplace(normalizeKey(devices_[i].id), i);
        for (const auto& a : devices_[i].aliases)
            deviceAliasIndex.emplace(normalizeKey(a), i);
    }
    for (auto& d : newDevices) {
        const std::string key = normalizeKey(d.id);
        auto [it, added] = deviceIndex.emplace(key, devices_.size());
        if (!added) {
            DeviceSpec& old = devices_[it->second];
            if (deviceOrigins_[it->second] != origin)
                notes_.push_back(fmt::format("{}: device '{}' replaces the one from {}", origin, d.id, deviceOrigins_[it->second]));
            mergeAliases(d.aliases, old.aliases);
            old = std::move(d);
            deviceOrigins_[it->second] = origin;
        } else {
            if (auto a = deviceAliasIndex.find(key); a != deviceAliasIndex.end() && deviceOrigins_[a->second] != origin)
                notes_.push_back(fmt::format("{}: device '{}' shadows the alias '{}' of device '{}' from {}", origin, d.id, d.id,
                                             devices_[a->second].id, deviceOrigins_[a->second]));
            devices_.push_back(std::move(d));
            deviceOrigins_.push_back(origin);
        }
    }
    std::unordered_map<std::string, size_t> modelIndex;
    std::unordered_map<std::string, size_t> modelAliasIndex;
    for (size_t i = 0; i < models_.size(); ++i) {
        modelIndex.emplace(normalizeKey(models_[i].id), i);
        for (const auto& a : modelAliases_[i])
            modelAliasIndex.emplace(normalizeKey(a), i);
    }
    for (size_t i = 0; i < newModels.size(); ++i) {
        const std::string key = normalizeKey(newModels[i].id);
        auto [it, added] = modelIndex.emplace(key, models_.size());
        if (!added) {
            const size_t idx = it->second;
            if (modelOrigins_[idx] != origin)
                notes_.push_back(fmt::format("{}: model '{}' replaces the one from {}", origin, newModels[i].id, modelOrigins_[idx]));
            mergeAliases(newAliases[i], modelAliases_[idx]);
            models_[idx] = std::move(newModels[i]);
            modelAliases_[idx] = std::move(newAliases[i]);
            modelOrigins_[idx] = origin;
        } else {
            if (auto a = modelAliasIndex.find(key); a != modelAliasIndex.end() && modelOrigins_[a->second] != origin)
                notes_.push_back(fmt::format("{}: model '{}' shadows the alias '{}' of model '{}' from {}", origin, newModels[i].id,
                                             newModels[i].id, models_[a->second].id, modelOrigins_[a->second]));
            models_.push_back(std::move(newModels[i]));
            modelAliases_.push_back(std::move(newAliases[i]));
            modelOrigins_.push_back(origin);
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

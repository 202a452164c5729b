// Built-in and user catalogs of devices and models (JSON under resources/catalog/),
// looked up by stable id or alias, case-insensitively and ignoring punctuation.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "spec/cluster_spec.h"
#include "spec/model_spec.h"
#include "util/result.h"

namespace psa {

class Catalog {
public:
    // Loads every *.json file under `dir` (devices and/or models; the "schema" key tells which).
    static Result<Catalog> loadDirectory(const std::filesystem::path& dir);
    // The built-in catalog: resourcesDir()/catalog plus the user's catalog directory, if any.
    static Result<Catalog> loadBuiltin();

    // Adds one user catalog file (devices or models). Entries with an existing id replace it, and
    // notes() says so when the replaced entry came from another file (a user catalog shadowing h100).
    Result<bool> addFile(const std::filesystem::path& file);
    // Same, from JSON text; `origin` names the file in error messages.
    Result<bool> addJson(std::string_view jsonText, const std::string& origin);

    // nullptr when not found. Matching: id, then aliases, then display name; all via normalizeKey().
    [[nodiscard]] const DeviceSpec* device(std::string_view idOrAlias) const;
    [[nodiscard]] const ModelSpec* model(std::string_view idOrAlias) const;

    [[nodiscard]] const std::vector<DeviceSpec>& devices() const { return devices_; }
    [[nodiscard]] const std::vector<ModelSpec>& models() const { return models_; }
    // Aliases of a model (the ModelSpec itself carries none).
    [[nodiscard]] std::vector<std::string> modelAliases(std::string_view id) const;

    // Nearest ids for an unknown name (for "did you mean" messages), at most `limit`.
    [[nodiscard]] std::vector<std::string> suggestDevices(std::string_view name, size_t limit = 3) const;
    [[nodiscard]] std::vector<std::string> suggestModels(std::string_view name, size_t limit = 3) const;

    // "<file>: device 'h100' replaces the one from <built-in file>", one line per shadowed entry.
    [[nodiscard]] const std::vector<std::string>& notes() const { return notes_; }

private:
    std::vector<DeviceSpec> devices_;
    std::vector<std::string> deviceOrigins_;  // parallel to devices_: the file each entry came from
    std::vector<std::string> modelOrigins_;   // parallel to models_
    std::vector<std::string> notes_;
    std::vector<ModelSpec> models_;
    std::vector<std::vector<std::string>> modelAliases_;  // parallel to models_
};

// Where resources live: $PSA_RESOURCES_DIR, else next to the executable
// (<exe>/../share/parallel-strategy-analyzer, <exe>/resources), else the source tree.
std::filesystem::path resourcesDir();

}  // namespace psa

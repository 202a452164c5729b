// Catalog entries as JSON: the strict parsers the catalog loader uses, and writers producing the same
// schema, so a model or device can be stored in a scenario file and read back through one validator.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "spec/cluster_spec.h"
#include "spec/model_spec.h"
#include "util/json_reader.h"

namespace psa::json_io {

// `path` prefixes field names in errors ("models[3]", "model"); `origin` names the file.
DeviceSpec parseDevice(const json& obj, const std::string& path, const std::string& origin, std::optional<Error>& err);
ModelSpec parseModel(const json& obj, const std::string& path, const std::string& origin,
                     std::vector<std::string>& aliases, std::optional<Error>& err);

// Keys in a readable order (id first); convertible to json.
nlohmann::ordered_json deviceToJson(const DeviceSpec& d);
nlohmann::ordered_json modelToJson(const ModelSpec& m);

}  // namespace psa::json_io

#include "spec/fp8_recipe.h"

#include <array>
#include <fmt/format.h>

#include "spec/scenario.h"
#include "util/text.h"

namespace psa {

const char* toString(Fp8Recipe r)
{
    switch (r) {
    case Fp8Recipe::Tensorwise: return "tensorwise";
    case Fp8Recipe::Delayed: return "delayed";
    case Fp8Recipe::Rowwise: return "rowwise";
    case Fp8Recipe::Blockwise: return "blockwise";
    case Fp8Recipe::Mxfp8: return "mxfp8";
    }
    return "?";
}

Result<Fp8Recipe> parseFp8Recipe(const std::string& text)
{
    const std::string t = toLower(text);
    if (t == "tensorwise" || t == "current" || t == "current-scaling")
        return Fp8Recipe::Tensorwise;
    if (t == "delayed" || t == "delayed-scaling")
        return Fp8Recipe::Delayed;
    if (t == "rowwise")
        return Fp8Recipe::Rowwise;
    if (t == "blockwise")
        return Fp8Recipe::Blockwise;
    if (t == "mxfp8" || t == "mx")
        return Fp8Recipe::Mxfp8;
    return Error{"fp8_recipe", "bad_value", fmt::format("'{}' is not one of tensorwise, delayed, rowwise, blockwise, mxfp8", text)};
}

bool hasMxHardware(const DeviceSpec& device)
{
    static constexpr std::array kIds = {"b200", "gb200", "b300", "gb300", "mi355x"};
    const std::string id = toLower(device.id);
    for (const char* k : kIds)
        if (id == k)
            return true;
    return false;
}

bool frameworkRunsFp8Recipe(TrainingFramework f, Fp8Recipe r)
{
    // fp8_recipes is a comma-separated list of the names above ("delayed, tensorwise, blockwise, mxfp8").
    const std::string list = frameworkFeatures(f).fp8_recipes;
    const std::string name = toString(r);
    size_t at = 0;
    while ((at = list.find(name, at)) != std::string::npos) {
        const bool startOk = at == 0 || list[at - 1] == ' ' || list[at - 1] == ',';
        const size_t end = at + name.size();
        const bool endOk = end == list.size() || list[end] == ',' || list[end] == ' ';
        if (startOk && endOk)
            return true;
        at = end;
    }
    return false;
}

std::optional<Fp8Recipe> defaultFp8Recipe(TrainingFramework f, const DeviceSpec& device)
{
    if (hasMxHardware(device) && frameworkRunsFp8Recipe(f, Fp8Recipe::Mxfp8))
        return Fp8Recipe::Mxfp8;
    const std::string list = frameworkFeatures(f).fp8_recipes;
    const std::string first = list.substr(0, list.find(','));
    if (auto r = parseFp8Recipe(first))
        return *r;
    return std::nullopt;
}

std::optional<Fp8Recipe> fp8RecipeOf(const Scenario& sc)
{
    if (sc.training.fp8_recipe)
        return sc.training.fp8_recipe;
    return defaultFp8Recipe(frameworkOf(sc), sc.cluster.device);
}

}  // namespace psa

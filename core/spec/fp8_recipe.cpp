#include "spec/fp8_recipe.h"

#include <string_view>
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

namespace {

constexpr Fp8Recipe kAllRecipes[] = {Fp8Recipe::Tensorwise, Fp8Recipe::Delayed, Fp8Recipe::Rowwise, Fp8Recipe::Blockwise,
                                     Fp8Recipe::Mxfp8};

// The entries of a framework's comma-separated recipe list ("delayed, tensorwise, …"), in order, without
// allocating: evaluate() asks for an FP8 candidate's default recipe.
template <typename Visit>
void forEachListed(std::string_view list, Visit&& visit)
{
    while (!list.empty()) {
        const size_t comma = list.find(',');
        std::string_view item = list.substr(0, comma);
        while (!item.empty() && item.front() == ' ')
            item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ')
            item.remove_suffix(1);
        for (Fp8Recipe r : kAllRecipes)
            if (item == toString(r) && visit(r))
                return;
        if (comma == std::string_view::npos)
            return;
        list.remove_prefix(comma + 1);
    }
}

}  // namespace

bool hasMxHardware(const DeviceSpec& device)
{
    return device.mx_tensor_cores;
}

bool frameworkRunsFp8Recipe(TrainingFramework f, Fp8Recipe r)
{
    bool found = false;
    forEachListed(frameworkFeatures(f).fp8_recipes, [&](Fp8Recipe listed) { return found = listed == r; });
    return found;
}

std::optional<Fp8Recipe> defaultFp8Recipe(TrainingFramework f, const DeviceSpec& device)
{
    if (hasMxHardware(device) && frameworkRunsFp8Recipe(f, Fp8Recipe::Mxfp8))
        return Fp8Recipe::Mxfp8;
    std::optional<Fp8Recipe> first;
    forEachListed(frameworkFeatures(f).fp8_recipes, [&](Fp8Recipe listed) {
        first = listed;
        return true;
    });
    return first;
}

std::optional<Fp8Recipe> fp8RecipeOf(const Scenario& sc)
{
    if (sc.training.fp8_recipe)
        return sc.training.fp8_recipe;
    return defaultFp8Recipe(frameworkOf(sc), sc.cluster.device);
}

}  // namespace psa

// FP8 scaling recipes (issue 12 item 2): how a framework scales FP8 tensors, which changes the GEMM kernels,
// the casts around them and what can be gathered in FP8. The cost of each lives in the profile
// (fp8_*); which framework runs which recipe lives in the framework matrix (FrameworkFeatures::fp8_recipes).
#pragma once

#include <optional>
#include <string>

#include "util/result.h"

namespace psa {

struct DeviceSpec;
struct Scenario;
enum class TrainingFramework;

enum class Fp8Recipe {
    Tensorwise,  // one scale per tensor from its current amax (Megatron "tensorwise", torchao default)
    Delayed,     // one scale per tensor from an amax history (Transformer Engine DelayedScaling)
    Rowwise,     // one scale per row (torchao "rowwise")
    Blockwise,   // 1×128 activation / 128×128 weight blocks (DeepSeek-V3; Megatron "blockwise")
    Mxfp8,       // OCP MX: 32-element blocks with e8m0 scales, in hardware on Blackwell / CDNA 4
};

// "tensorwise", "delayed", "rowwise", "blockwise", "mxfp8": CLI, scenario files, JSON (never translated).
const char* toString(Fp8Recipe r);
// Case-insensitive; "mx"/"mxfp8", "current"/"tensorwise". Error field "fp8_recipe".
Result<Fp8Recipe> parseFp8Recipe(const std::string& text);

// Whether the device scales MX blocks in its tensor cores (DeviceSpec::mx_tensor_cores, a catalog flag): NVIDIA
// Blackwell (B200, GB200, B300, GB300) and AMD CDNA 4 (MI355X) in the shipped catalog, and any custom entry that sets
// it. Elsewhere MXFP8 has no hardware path.
bool hasMxHardware(const DeviceSpec& device);
// Whether a framework's matrix lists the recipe.
bool frameworkRunsFp8Recipe(TrainingFramework f, Fp8Recipe r);
// The recipe a run uses when it names none: MXFP8 on MX hardware where the framework has it, else the
// framework's default, the first it lists (Megatron-LM core_v0.19: --fp8-recipe defaults to delayed;
// torchtitan: Float8LinearConverter's recipe_name defaults to rowwise).
std::optional<Fp8Recipe> defaultFp8Recipe(TrainingFramework f, const DeviceSpec& device);
// The scenario's recipe: the one asked for, else the default; empty where the framework has no FP8.
std::optional<Fp8Recipe> fp8RecipeOf(const Scenario& sc);

}  // namespace psa

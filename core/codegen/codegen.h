// Launch-code generation: one resolved strategy rendered as a launch script or config for a training
// framework. Deterministic text; nothing is computed here beyond formatting the scenario's values.
#pragma once

#include "spec/scenario.h"
#include "spec/strategy.h"
#include "util/result.h"

#include <string>

namespace psa {

enum class Framework { PyTorch, Megatron, MindSpeed, MindSpore, TorchTitan };

// "pytorch", "megatron", "mindspeed", "mindspore", "torchtitan".
const char* toString(Framework f);
// Case-insensitive; also accepts a few aliases ("torch", "megatron-lm", "mindspeed-llm", "titan").
// Error field "framework".
Result<Framework> parseFramework(const std::string& text);

// Launch code for one strategy already passed through resolveStrategy (dp and etp filled in).
std::string emitLaunchCode(Framework f, const Scenario& sc, const Strategy& resolved);

} // namespace psa

// Launch-code generation: one resolved strategy rendered as a launch script or config for a training
// framework. Deterministic text; nothing is computed here beyond formatting the scenario's values.
#pragma once

#include "spec/scenario.h"
#include "spec/strategy.h"
#include "util/result.h"

#include <string>

namespace psa {

// The launch-code target (--emit, the Code view). Not the framework a plan is made for (TrainingFramework,
// spec/framework.h): a plan's launch code comes from emitterFor(frameworkOf(scenario)).
// TorchTitan is current torchtitan (a Python recipe returning Trainer.Config, run with --module/--config);
// TorchTitanToml is the legacy TOML job file of torchtitan <= 0.2.2.
enum class Framework { PyTorch, Megatron, MindSpeed, MindSpore, TorchTitan, TorchTitanToml, DeepSpeed };

// "pytorch", "megatron", "mindspeed", "mindspore", "torchtitan", "torchtitan-toml", "deepspeed".
const char* toString(Framework f);
// Case-insensitive; also accepts a few aliases ("torch", "megatron-lm", "mindspeed-llm", "titan").
// Error field "framework".
Result<Framework> parseFramework(const std::string& text);

// The framework version the emitted code was checked against (named in every emitted file's header), e.g.
// "Megatron-LM core_v0.19.0 @ 5be9626709af (2026-08-19)".
const char* checkedAgainst(Framework f);

// Language of the emitted code for syntax highlighting: "python", "bash" or "toml".
const char* codeLanguage(Framework f);

// The launch framework a plan for this device defaults to: MindSpeed-LLM for Huawei Ascend (MindSpore is the
// alternative), the PyTorch DeviceMesh skeleton otherwise.
Framework defaultLaunchFramework(const DeviceSpec& device);

// The emitter that runs what `f` was planned for: Megatron → megatron, torchtitan → torchtitan,
// DeepSpeed → deepspeed, MindSpeed → mindspeed, MindSpore → mindspore.
Framework emitterFor(TrainingFramework f);
// The framework an emitter's code runs on (pytorch: torchtitan's feature set, torch.distributed.pipelining + FSDP2).
TrainingFramework plannedFrameworkOf(Framework emitter);

// Launch code for one strategy already passed through resolveStrategy (dp and etp filled in).
std::string emitLaunchCode(Framework f, const Scenario& sc, const Strategy& resolved);

} // namespace psa

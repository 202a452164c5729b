// Import of a Hugging Face config.json into a ModelSpec.
// Supported model_type: llama, mistral, mixtral, qwen2, qwen3, qwen3_moe, deepseek_v2, deepseek_v3, kimi_k2, glm4_moe,
// gpt2, gpt_neox, falcon, gemma2, gemma3 (and gemma3_text), gpt_oss; also qwen2_moe and qwen3_next.
// A missing required key is an Error whose field is "hf.<key>"; unknown keys are ignored;
// features we cannot model exactly (sliding-window or linear-attention layers, ...) are listed
// in ModelSpec::approximations.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "spec/model_spec.h"
#include "util/result.h"

namespace psa {

Result<ModelSpec> importHfConfig(std::string_view jsonText, const std::string& idHint = "hf-model");
Result<ModelSpec> importHfConfigFile(const std::filesystem::path& file);

}  // namespace psa

#pragma once

#include <optional>
#include <string>

#include "spec/framework.h"

namespace psa {

enum class Precision { BF16, FP16, FP8 };

struct TrainingSpec {
    long long seq_len = 4096;        // s
    long long global_batch = 1024;   // B, sequences per optimizer step
    Precision precision = Precision::BF16;
    // The framework the plan is for; empty = the device's default (frameworkOf(): Megatron-LM, MindSpeed on Ascend).
    std::optional<TrainingFramework> framework;
};

const char* toString(Precision p);

}  // namespace psa

#pragma once

#include <string>

namespace psa {

enum class Precision { BF16, FP16, FP8 };

struct TrainingSpec {
    long long seq_len = 4096;        // s
    long long global_batch = 1024;   // B, sequences per optimizer step
    Precision precision = Precision::BF16;
};

const char* toString(Precision p);

}  // namespace psa

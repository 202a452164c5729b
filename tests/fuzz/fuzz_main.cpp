// libFuzzer entry point; PSA_FUZZ_TARGET (set by CMake) names one of psa::fuzz::kTargets.
#include <cstdint>
#include <cstdlib>

#include "fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) { return PSA_FUZZ_TARGET(data, size); }

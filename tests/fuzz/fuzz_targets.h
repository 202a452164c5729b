// Fuzz entry points: each feeds arbitrary bytes to one parser of untrusted input. They must never
// crash, hang or trip a sanitizer. Built as libFuzzer executables (fuzz_main.cpp, clang) and replayed
// over the seed corpus and every past crash by tst_fuzz_replay (any compiler) in the normal test suite.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace psa::fuzz {

int hfImport(const uint8_t* data, size_t size);      // Hugging Face config.json
int catalog(const uint8_t* data, size_t size);       // device/model catalog files
int query(const uint8_t* data, size_t size);         // free-text queries
int strategy(const uint8_t* data, size_t size);      // --strategy strings (and evaluate() on the result)
int calibration(const uint8_t* data, size_t size);   // runs files and profiles
int scenario(const uint8_t* data, size_t size);      // .psa.json scenario files (and evaluate() on the result)

struct Target {
    std::string_view name;
    int (*run)(const uint8_t*, size_t);
};
inline constexpr Target kTargets[] = {
    {"hf_import", hfImport}, {"catalog", catalog}, {"query", query}, {"strategy", strategy}, {"calibration", calibration},
    {"scenario", scenario},
};

}  // namespace psa::fuzz

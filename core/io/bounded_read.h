// The one reader behind every input file (Hugging Face configs, catalogs, scenarios, runs files,
// profiles, nccl-tests logs, GEMM tables): regular files only (a FIFO, /dev/zero or a folder is
// refused before anything is read) and at most kMaxInputFileBytes (64 MiB); the error names the file.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "util/result.h"

namespace psa {

inline constexpr std::uintmax_t kMaxInputFileBytes = 64ull * 1024 * 1024;

// Error codes: "unreadable" (missing, no permission), "not_regular", "too_large"; field = the path.
Result<std::string> readFileBounded(const std::filesystem::path& file, std::uintmax_t maxBytes = kMaxInputFileBytes);

}  // namespace psa

// Writes a whole file or nothing: the text goes to a temporary file beside the target, which is
// flushed and renamed over it, so a failure (disk full, no permission) never leaves a half-written file.
#pragma once

#include <filesystem>
#include <string_view>

#include "util/result.h"

namespace psa {

Result<bool> writeFileAtomically(const std::filesystem::path& file, std::string_view text);

}  // namespace psa

#include "io/atomic_write.h"

#include <fmt/format.h>

#include <cstdio>
#include <random>
#include <system_error>

namespace psa {

Result<bool> writeFileAtomically(const std::filesystem::path& file, std::string_view text)
{
    namespace fs = std::filesystem;
    const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
    std::random_device rd;
    const fs::path tmp = dir / fmt::format(".{}.{:08x}.tmp", file.filename().string(), rd());
    std::FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f)
        return Error{"file", "unwritable", fmt::format("cannot write '{}' (cannot create a file in '{}')", file.string(), dir.string())};
    const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    const bool flushed = std::fflush(f) == 0;
    const bool closed = std::fclose(f) == 0;
    std::error_code ec;
    if (!written || !flushed || !closed) {
        fs::remove(tmp, ec);
        return Error{"file", "write_failed", fmt::format("cannot write '{}' (disk full?)", file.string())};
    }
    fs::rename(tmp, file, ec);
    if (ec) {
        fs::remove(tmp, ec);
        return Error{"file", "write_failed", fmt::format("cannot replace '{}': {}", file.string(), ec.message())};
    }
    return true;
}

}  // namespace psa

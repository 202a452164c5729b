#include <cstdio>
#include <fmt/format.h>
#include <unistd.h>

#include "commands.h"
#include "io/atomic_write.h"
#include "util/text.h"

namespace psa::cli {

int usageError(const std::string& message)
{
    fmt::print(stderr, "psa: {}\n", terminalSafe(message));
    return kUsage;
}

int writeError(const std::string& message)
{
    fmt::print(stderr, "psa: {}\n", terminalSafe(message));
    return kWriteFailed;
}

int emitText(const std::string& text, const std::optional<std::string>& output, bool escape, bool color)
{
    const std::string out = escape ? terminalSafe(text, true, color) : text;
    if (!output) {
        fmt::print("{}", out);
        return std::fflush(stdout) == 0 ? kOk : kWriteFailed;
    }
    if (auto w = writeFileAtomically(*output, out); !w)
        return writeError(w.error().detail);
    return kOk;
}

std::string safeName(std::string_view s) { return terminalSafe(s, false); }

bool stdoutIsTerminal() { return ::isatty(fileno(stdout)) != 0; }

}  // namespace psa::cli

#include <cstdio>
#include <fmt/format.h>
#include <unistd.h>

#include "commands.h"

namespace psa::cli {

int usageError(const std::string& message)
{
    fmt::print(stderr, "psa: {}\n", message);
    return kUsage;
}

bool stdoutIsTerminal() { return ::isatty(fileno(stdout)) != 0; }

}  // namespace psa::cli

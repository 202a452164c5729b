// psa — the command-line twin of Parallel Strategy Analyzer. Thin: parse, call the core, print.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fmt/format.h>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"
#include "language.h"
#include "util/text.h"

namespace {

constexpr const char* kUsage = R"(psa — plan parallel strategies for large-model training

Usage: psa <command> [options]

Commands:
  analyze     search every valid strategy and print the eight-section plan (accepts a free-text query)
  compare     compare strategies side by side
  diagnose    explain an out-of-memory setup and rank the fixes
  sweep       the best plan at each device count or sequence length (scaling curves)
  evaluate    estimate memory, communication, bubble, MFU and throughput of one strategy
  models      list the model catalog
  devices     list the device catalog
  profile     show the calibration constants in use
  validate    compare predictions with measured runs (published-runs.json format)
  calibrate   fit the calibration profile to measured runs

Run `psa <command> --help` for the options of a command.
Exit codes: 0 success, 2 bad input, 3 invalid strategy, 1 unexpected failure.

Global options:
)";

std::string usage() { return std::string(kUsage) + psa::cli::formatOptionHelp(psa::cli::globalOptions()); }

}  // namespace

int main(int argc, char** argv)
{
    // A file-size limit (ulimit -f) makes a too-large write fail with EFBIG, reported like a full
    // disk (exit 4, previous file kept), instead of killing psa with a temporary file left behind.
    std::signal(SIGXFSZ, SIG_IGN);
    try {
        std::vector<std::string> args(argv + 1, argv + argc);
        // The language first: it applies to every command's report.
        auto lang = psa::cli::takeLanguageOption(args, [](const char* name) { return std::getenv(name); });
        if (!lang)
            return psa::cli::usageError(lang.error().message());
        if (const int rc = psa::cli::applyLanguage(*lang); rc != psa::cli::kOk)
            return rc;
        if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
            std::fputs(usage().c_str(), args.empty() ? stderr : stdout);
            return args.empty() ? psa::cli::kUsage : psa::cli::kOk;
        }
        if (args[0] == "--version" || args[0] == "-V") {
            fmt::print("psa {}\n", PSA_VERSION);
            return psa::cli::kOk;
        }
        const std::string cmd = args[0];
        args.erase(args.begin());
        if (cmd == "analyze")
            return psa::cli::runAnalyze(args);
        if (cmd == "compare")
            return psa::cli::runCompare(args);
        if (cmd == "sweep")
            return psa::cli::runSweep(args);
        if (cmd == "diagnose")
            return psa::cli::runDiagnose(args);
        if (cmd == "evaluate")
            return psa::cli::runEvaluate(args);
        if (cmd == "models")
            return psa::cli::runModels(args);
        if (cmd == "devices")
            return psa::cli::runDevices(args);
        if (cmd == "profile")
            return psa::cli::runProfile(args);
        if (cmd == "validate")
            return psa::cli::runValidate(args);
        if (cmd == "manpage")
            return psa::cli::runManpage(args);
        if (cmd == "calibrate")
            return psa::cli::runCalibrate(args);
        return psa::cli::usageError(fmt::format("unknown command '{}' (see psa --help)", cmd));
    } catch (const std::exception& e) {
        fmt::print(stderr, "psa: unexpected error: {}\n", psa::terminalSafe(e.what()));
        return psa::cli::kFailure;
    }
}

// psa subcommands. Each returns the process exit code:
// 0 success, 2 usage / input error, 3 invalid strategy, 4 an output file could not be written (the
// previous file is unchanged), 1 unexpected failure.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace psa::cli {

enum ExitCode { kOk = 0, kFailure = 1, kUsage = 2, kInvalidStrategy = 3, kWriteFailed = 4 };

int runEvaluate(const std::vector<std::string>& args);
int runModels(const std::vector<std::string>& args);
int runDevices(const std::vector<std::string>& args);
int runProfile(const std::vector<std::string>& args);
int runValidate(const std::vector<std::string>& args);
int runCalibrate(const std::vector<std::string>& args);
int runAnalyze(const std::vector<std::string>& args);
int runCompare(const std::vector<std::string>& args);
int runDiagnose(const std::vector<std::string>& args);
int runSweep(const std::vector<std::string>& args);

struct OptionSpec;
// Option tables, shared by --help and the generated man page.
std::vector<OptionSpec> evaluateOptions();
std::vector<OptionSpec> analyzeOptions(bool strategies);
std::vector<OptionSpec> sweepOptions();
std::vector<OptionSpec> listOptions();
std::vector<OptionSpec> validateOptions(bool calibrate);
int runManpage(const std::vector<std::string>& args);

// Prints "psa: <field>: <detail>" to stderr (terminal-safe) and returns kUsage.
int usageError(const std::string& message);
// Prints "psa: <message>" to stderr (terminal-safe) and returns kWriteFailed.
int writeError(const std::string& message);
// Writes `text` to stdout, or with `output` through the atomic writer (a message and kWriteFailed
// when it fails). `escape`: text and Markdown reports, whose names come from files, go through
// terminalSafe() (colour kept when `color`); JSON is written exactly.
int emitText(const std::string& text, const std::optional<std::string>& output, bool escape, bool color = false);
// terminalSafe() for one-line names in tables and messages.
std::string safeName(std::string_view s);
bool stdoutIsTerminal();

}  // namespace psa::cli

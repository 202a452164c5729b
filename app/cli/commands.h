// psa subcommands. Each returns the process exit code:
// 0 success, 2 usage / input error, 3 invalid strategy, 1 unexpected failure.
#pragma once

#include <string>
#include <vector>

namespace psa::cli {

enum ExitCode { kOk = 0, kFailure = 1, kUsage = 2, kInvalidStrategy = 3 };

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

// Prints "psa: <field>: <detail>" to stderr and returns kUsage.
int usageError(const std::string& message);
bool stdoutIsTerminal();

}  // namespace psa::cli

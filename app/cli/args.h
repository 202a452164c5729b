// A small command-line parser: "--key value", "--key=value", bare flags and positionals.
// Every option must be declared so that unknown or misspelt options are errors, not silently ignored.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "util/result.h"

namespace psa::cli {

struct OptionSpec {
    std::string name;    // without dashes
    bool takes_value = true;
    bool repeatable = false;
    std::string help;
    std::string metavar = "VALUE";
};

class Args {
public:
    static Result<Args> parse(const std::vector<std::string>& argv, const std::vector<OptionSpec>& specs);

    [[nodiscard]] bool has(const std::string& name) const { return values_.count(name) > 0; }
    [[nodiscard]] std::optional<std::string> get(const std::string& name) const;
    [[nodiscard]] std::vector<std::string> all(const std::string& name) const;
    [[nodiscard]] const std::vector<std::string>& positionals() const { return positionals_; }

    // Typed accessors: an Error names the option when the text is not a number in range.
    [[nodiscard]] Result<long long> integer(const std::string& name, long long min, long long max) const;
    [[nodiscard]] Result<double> number(const std::string& name, double min, double max) const;

private:
    std::map<std::string, std::vector<std::string>> values_;
    std::vector<std::string> positionals_;
};

std::string formatOptionHelp(const std::vector<OptionSpec>& specs);

}  // namespace psa::cli

#include "args.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fmt/format.h>

namespace psa::cli {

Result<Args> Args::parse(const std::vector<std::string>& argv, const std::vector<OptionSpec>& specs)
{
    Args a;
    for (size_t i = 0; i < argv.size(); ++i) {
        const std::string& arg = argv[i];
        if (arg.size() < 3 || arg.rfind("--", 0) != 0) {
            if (arg == "-o" && i + 1 < argv.size()) {  // the one short option: -o FILE
                a.values_["output"].push_back(argv[++i]);
                continue;
            }
            a.positionals_.push_back(arg);
            continue;
        }
        std::string name = arg.substr(2);
        std::optional<std::string> inlineValue;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        const OptionSpec* spec = nullptr;
        for (const auto& s : specs)
            if (s.name == name)
                spec = &s;
        if (!spec)
            return Error{"--" + name, "unknown_option", "unknown option (see --help)"};
        if (!spec->repeatable && a.values_.count(name))
            return Error{"--" + name, "repeated", "given more than once"};
        if (!spec->takes_value) {
            if (inlineValue)
                return Error{"--" + name, "unexpected_value", "takes no value"};
            a.values_[name].push_back("");
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= argv.size())
                return Error{"--" + name, "missing_value", fmt::format("needs a value ({})", spec->metavar)};
            inlineValue = argv[++i];
        }
        a.values_[name].push_back(*inlineValue);
    }
    return a;
}

std::optional<std::string> Args::get(const std::string& name) const
{
    auto it = values_.find(name);
    if (it == values_.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> Args::all(const std::string& name) const
{
    auto it = values_.find(name);
    return it == values_.end() ? std::vector<std::string>{} : it->second;
}

Result<long long> Args::integer(const std::string& name, long long min, long long max) const
{
    const auto v = get(name);
    if (!v)
        return Error{"--" + name, "missing", "is required"};
    errno = 0;
    char* end = nullptr;
    const long long x = std::strtoll(v->c_str(), &end, 10);
    if (v->empty() || *end != '\0' || errno == ERANGE) {
        // Accept integral scientific notation such as 1e4 for convenience.
        char* end2 = nullptr;
        const double d = std::strtod(v->c_str(), &end2);
        if (v->empty() || *end2 != '\0' || !std::isfinite(d) || d != std::floor(d))
            return Error{"--" + name, "not_a_number", fmt::format("'{}' is not a whole number", *v)};
        if (d < double(min) || d > double(max))
            return Error{"--" + name, "out_of_range", fmt::format("{} is outside {}..{}", *v, min, max)};
        return static_cast<long long>(d);
    }
    if (x < min || x > max)
        return Error{"--" + name, "out_of_range", fmt::format("{} is outside {}..{}", x, min, max)};
    return x;
}

Result<double> Args::number(const std::string& name, double min, double max) const
{
    const auto v = get(name);
    if (!v)
        return Error{"--" + name, "missing", "is required"};
    char* end = nullptr;
    const double x = std::strtod(v->c_str(), &end);
    if (v->empty() || *end != '\0' || !std::isfinite(x))
        return Error{"--" + name, "not_a_number", fmt::format("'{}' is not a number", *v)};
    if (x < min || x > max)
        return Error{"--" + name, "out_of_range", fmt::format("{} is outside {}..{}", x, min, max)};
    return x;
}

std::string formatOptionHelp(const std::vector<OptionSpec>& specs)
{
    std::string out;
    for (const auto& s : specs) {
        const std::string lhs = s.takes_value ? fmt::format("--{} {}", s.name, s.metavar) : fmt::format("--{}", s.name);
        out += fmt::format("  {:<30} {}\n", lhs, s.help);
    }
    return out;
}

}  // namespace psa::cli

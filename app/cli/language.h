// psa --lang en|zh_CN: the language of the reports (text, Markdown, PDF and the human-readable
// sentences inside JSON). Without --lang, the locale of the environment decides, as for other
// command-line tools: LC_ALL, else LC_MESSAGES, else LANG.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace psa::cli {

struct OptionSpec;

// A locale or language name → a shipped language: "zh_CN.UTF-8", "zh", "zh-Hans" → "zh_CN";
// "en_US.UTF-8", "C", "POSIX" → "en"; anything not shipped ("de_DE", "zh_TW") → "".
std::string shippedLanguage(std::string_view name);

struct LanguageChoice {
    std::string lang = "en";
    bool from_option = false;  // --lang given (a failure to install it is an error, not a fallback)
};

using Getenv = std::function<const char*(const char*)>;

// Takes every "--lang X" / "--lang=X" out of args (it is global: any position, any command).
// An Error names --lang when the value is missing or not a shipped language.
Result<LanguageChoice> takeLanguageOption(std::vector<std::string>& args, const Getenv& getenv);

// Installs the translation; returns 0, or prints why not and returns the exit code.
int applyLanguage(const LanguageChoice& choice);

// The options every command accepts, for --help and the man page.
std::vector<OptionSpec> globalOptions();

}  // namespace psa::cli

#include "language.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

#include "args.h"
#include "commands.h"

#ifdef PSA_WITH_I18N
#include "qt_i18n.h"
#endif

namespace psa::cli {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

}  // namespace

std::string shippedLanguage(std::string_view name)
{
    // "ll_CC.codeset@modifier": the encoding and modifier do not choose the language.
    std::string n = lower(name.substr(0, std::min(name.find('.'), name.find('@'))));
    std::replace(n.begin(), n.end(), '-', '_');
    if (n.empty() || n == "c" || n == "posix")
        return "en";
    const std::string language = n.substr(0, n.find('_'));
    const std::string rest = n.size() > language.size() ? n.substr(language.size() + 1) : "";
    if (language == "en")
        return "en";
    // Simplified Chinese: mainland China and Singapore, or the Hans script; not zh_TW / zh_HK / Hant.
    if (language == "zh" && (rest.empty() || rest == "cn" || rest == "sg" || rest.rfind("hans", 0) == 0))
        return "zh_CN";
    return "";
}

Result<LanguageChoice> takeLanguageOption(std::vector<std::string>& args, const Getenv& getenv)
{
    LanguageChoice choice;
    std::string requested;
    for (size_t i = 0; i < args.size();) {
        if (args[i] == "--lang") {
            if (i + 1 >= args.size())
                return Error{"--lang", "missing_value", "needs a value: en or zh_CN"};
            requested = args[i + 1];
            args.erase(args.begin() + long(i), args.begin() + long(i) + 2);
            choice.from_option = true;
        } else if (args[i].rfind("--lang=", 0) == 0) {
            requested = args[i].substr(7);
            args.erase(args.begin() + long(i));
            choice.from_option = true;
        } else {
            ++i;
        }
    }
    if (choice.from_option) {
        choice.lang = shippedLanguage(requested);
        if (choice.lang.empty() || requested.empty())
            return Error{"--lang", "unsupported", fmt::format("'{}' is not a supported language (en, zh_CN)", requested)};
        return choice;
    }
    // The locale categories in POSIX precedence; a language we do not ship reads as English.
    for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* v = getenv ? getenv(var) : nullptr;
        if (v && *v) {
            const std::string lang = shippedLanguage(v);
            choice.lang = lang.empty() ? "en" : lang;
            break;
        }
    }
    return choice;
}

int applyLanguage(const LanguageChoice& choice)
{
    if (choice.lang == "en")
        return kOk;
#ifdef PSA_WITH_I18N
    if (i18n::installLanguage(choice.lang))
        return kOk;
    if (!choice.from_option)
        return kOk;  // the environment's language: English is the fallback
    fmt::print(stderr, "psa: --lang: the {} translation could not be loaded\n", choice.lang);
    return kFailure;
#else
    if (!choice.from_option)
        return kOk;
    fmt::print(stderr, "psa: --lang: this psa was built without Qt 6 (no translations), so it prints English only; "
                       "use --lang en or rebuild with Qt 6 Core and Linguist tools\n");
    return kUsage;
#endif
}

std::vector<OptionSpec> globalOptions()
{
    return {{"lang", true, false,
             "language of the reports (text, Markdown, PDF and the sentences inside JSON), anywhere on the command "
             "line: en or zh_CN; default: the locale in LC_ALL, LC_MESSAGES or LANG (zh_CN for Simplified Chinese, "
             "else en)",
             "LANG"},
            {"help", false, false, "this help; after a command, the options of that command", ""},
            {"version", false, false, "the version of psa", ""}};
}

}  // namespace psa::cli

// Translation hook of the core: the report text, rule reasons and verdicts the user reads go through
// translate() / trf(), which return the English source unless a front end installed a Translator
// (the Qt front ends install one backed by the embedded .qm files; psa_core itself stays Qt-free).
//
// Qt's lupdate extracts the texts by name, so write the calls with string literals:
//   translate("psa::Report", "Strategy summary")             — plain text
//   trf("psa::Report", "{} micro-batches over {} stages")(m, pp) — a fmt pattern, then its arguments
//   QT_TRANSLATE_NOOP("psa::Collective", "AllReduce")          — marks a literal translated later
// (trf is extracted through lupdate's -tr-function-alias translate+=trf, see translations/).
// Translations must keep the pattern's {} placeholders; one that does not format falls back to English.
#pragma once

#include <fmt/format.h>

#include <functional>
#include <string>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace psa::i18n {

// Returns the translation of `source` in `context`, or an empty string when it has none.
using Translator = std::function<std::string(const char* context, const char* source)>;

// Installs (or, with an empty function, removes) the translator. Safe while other threads translate;
// the translator itself must be safe to call from several threads at once.
void setTranslator(Translator translator);
bool hasTranslator();

// The translation of `source`, or `source` itself.
std::string translate(const char* context, const char* source);

// A translated fmt pattern; call it with the arguments.
class Pattern {
public:
    Pattern(const char* source, std::string translated) : source_(source), translated_(std::move(translated)) {}

    template <typename... A>
    std::string operator()(const A&... args) const
    {
        return format(fmt::make_format_args(args...));
    }

    [[nodiscard]] const char* source() const { return source_; }
    [[nodiscard]] const std::string& translated() const { return translated_; }

private:
    std::string format(fmt::format_args args) const;

    const char* source_;
    std::string translated_;  // empty: no translation
};

Pattern trf(const char* context, const char* source);

}  // namespace psa::i18n

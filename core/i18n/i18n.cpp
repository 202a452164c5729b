#include "i18n/i18n.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <shared_mutex>

namespace psa::i18n {

namespace {

// The search formats rule reasons on worker threads: readers take a shared lock only while a
// translator is installed, and keep the function alive by its shared_ptr while they call it.
std::shared_mutex& lock()
{
    static std::shared_mutex m;
    return m;
}
std::shared_ptr<const Translator>& current()
{
    static std::shared_ptr<const Translator> t;
    return t;
}
std::atomic<bool> installed{false};

std::shared_ptr<const Translator> snapshot()
{
    if (!installed.load(std::memory_order_acquire))
        return nullptr;
    std::shared_lock l(lock());
    return current();
}

std::string lookup(const char* context, const char* source)
{
    const auto t = snapshot();
    if (!t || !source)
        return {};
    try {
        return (*t)(context, source);
    } catch (...) {
        return {};  // a translator that fails leaves the English text
    }
}

}  // namespace

void setTranslator(Translator translator)
{
    std::shared_ptr<const Translator> t = translator ? std::make_shared<const Translator>(std::move(translator)) : nullptr;
    std::unique_lock l(lock());
    current().swap(t);
    installed.store(current() != nullptr, std::memory_order_release);
    // the previous translator is released here, or by the last thread still calling it
}

bool hasTranslator() { return installed.load(std::memory_order_acquire); }

std::string translate(const char* context, const char* source)
{
    std::string t = lookup(context, source);
    return t.empty() ? std::string(source ? source : "") : t;
}

Pattern trf(const char* context, const char* source) { return Pattern(source, lookup(context, source)); }

std::string Pattern::format(fmt::format_args args) const
{
    if (!translated_.empty()) {
        try {
            return fmt::vformat(translated_, args);
        } catch (const fmt::format_error&) {
            // a translation with broken or mismatched placeholders: the English pattern instead
        }
    }
    try {
        return fmt::vformat(source_, args);
    } catch (const fmt::format_error&) {
        return source_;  // a bug in the English pattern; visible, but no crash
    }
}

}  // namespace psa::i18n

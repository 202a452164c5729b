// Bounded JSON for untrusted input (internal to the core: nlohmann_json is a private dependency).
// parseJsonBounded refuses nesting deeper than kMaxJsonDepth with a cheap bracket scan before
// parsing, so no later step (copy, dump, comparison: all recursive in nlohmann_json) ever recurses
// on an attacker's depth; quoteJsonBounded quotes a value in an error message with a bounded depth
// and length.
#pragma once

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "util/result.h"

namespace psa::json_io {

inline constexpr int kMaxJsonDepth = 256;

// The 1-based line and column of byte `offset` in `text`.
inline std::pair<size_t, size_t> lineColumn(std::string_view text, size_t offset)
{
    size_t line = 1, col = 1;
    for (size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return {line, col};
}

// The offset of the first bracket that opens level limit+1 (outside strings), or nullopt.
inline std::optional<size_t> firstTooDeep(std::string_view text, int limit = kMaxJsonDepth)
{
    int depth = 0;
    bool inString = false, escaped = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit)
                return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

// Parses `text` (named `origin` in errors); an error, code "malformed" or "too_deep", otherwise.
template <typename Json = nlohmann::json>
Result<Json> parseJsonBounded(std::string_view text, const std::string& origin, const std::string& field = "")
{
    if (auto at = firstTooDeep(text)) {
        const auto [line, col] = lineColumn(text, *at);
        return Error{field, "too_deep", fmt::format("{}:{}:{}: JSON nested deeper than {} levels", origin, line, col, kMaxJsonDepth)};
    }
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error& e) {
        const auto [line, col] = lineColumn(text, e.byte > 0 ? e.byte - 1 : 0);
        return Error{field, "malformed", fmt::format("{}:{}:{}: not valid JSON", origin, line, col)};
    }
}

namespace detail {
template <typename Json>
void quoteInto(const Json& v, std::string& out, size_t maxChars, int depth)
{
    if (out.size() > maxChars)
        return;
    if (v.is_string()) {
        const auto& s = v.template get_ref<const std::string&>();
        out += Json(s.size() > maxChars ? s.substr(0, maxChars) : s).dump(-1, ' ', true, nlohmann::json::error_handler_t::replace);
    } else if (v.is_array() || v.is_object()) {
        const bool arr = v.is_array();
        out += arr ? '[' : '{';
        if (depth >= 3) {
            if (!v.empty())
                out += "...";
        } else {
            bool first = true;
            for (auto it = v.begin(); it != v.end(); ++it) {
                if (out.size() > maxChars)
                    break;
                if (!first)
                    out += ',';
                first = false;
                if (!arr)
                    out += Json(it.key()).dump(-1, ' ', true, nlohmann::json::error_handler_t::replace) + ":";
                quoteInto(*it, out, maxChars, depth + 1);
            }
        }
        out += arr ? ']' : '}';
    } else {
        out += v.dump();
    }
}
}  // namespace detail

// A short, ASCII-only rendering of `v` for an error message: at most 3 levels and about maxChars
// characters ("..." marks what was cut). Never recurses deeper than 3, whatever the input.
template <typename Json>
std::string quoteJsonBounded(const Json& v, size_t maxChars = 60)
{
    std::string out;
    detail::quoteInto(v, out, maxChars, 0);
    if (out.size() > maxChars)
        out = out.substr(0, maxChars) + "...";
    return out;
}

}  // namespace psa::json_io

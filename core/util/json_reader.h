// Typed, validating reads of one JSON object (catalog entries, scenario files). Internal to the core:
// nlohmann_json is a private dependency, so only core .cpp files include this.
#pragma once

#include <fmt/format.h>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/input_limits.h"
#include "util/result.h"

namespace psa::json_io {

using nlohmann::json;

inline constexpr size_t kMaxListLength = 10'000;  // aliases, flags, notes of one entry

// Reads typed fields of one JSON object; the first problem is kept and later reads become no-ops,
// so the parsing code stays linear and the error names the first offending field.
class Reader {
public:
    Reader(const json& obj, std::string path, const std::string& origin, std::optional<Error>& err)
        : obj_(obj)
        , path_(std::move(path))
        , origin_(origin)
        , err_(err)
    {
    }

    [[nodiscard]] std::string field(std::string_view key) const
    {
        return path_.empty() ? std::string(key) : fmt::format("{}.{}", path_, key);
    }

    void fail(std::string_view key, const char* code, const std::string& what)
    {
        if (!err_)
            err_ = Error { field(key), code, fmt::format("{}: field '{}' {}", origin_, field(key), what) };
    }

    const json* find(std::string_view key, bool required)
    {
        if (err_)
            return nullptr;
        auto it = obj_.find(key);
        if (it == obj_.end() || it->is_null()) {
            if (required)
                fail(key, "missing_key", "is required");
            return nullptr;
        }
        return &*it;
    }

    // Ids and names ("id", "name") are at most limits::kMaxNameLength bytes, other text kMaxTextLength.
    std::string str(std::string_view key, bool required, std::string def = {})
    {
        const json* v = find(key, required);
        if (!v)
            return def;
        if (!v->is_string()) {
            fail(key, "wrong_type", "must be a string");
            return def;
        }
        const auto& s = v->get_ref<const std::string&>();
        const size_t limit = (key == "id" || key == "name") ? limits::kMaxNameLength : limits::kMaxTextLength;
        if (s.size() > limit) {
            fail(key, "too_long", fmt::format("is longer than {} bytes", limit));
            return def;
        }
        return s;
    }

    // positive: value must be > 0, else >= 0.
    double number(std::string_view key, bool required, double def, bool positive)
    {
        const json* v = find(key, required);
        if (!v)
            return def;
        if (!v->is_number()) {
            fail(key, "wrong_type", "must be a number");
            return def;
        }
        const double x = v->get<double>();
        if (positive ? !(x > 0) : !(x >= 0)) {
            fail(key, "out_of_range", positive ? "must be positive" : "must not be negative");
            return def;
        }
        return x;
    }

    int integer(std::string_view key, bool required, int def, bool positive)
    {
        const json* v = find(key, required);
        if (!v)
            return def;
        if (!v->is_number_integer()) {
            fail(key, "wrong_type", "must be an integer");
            return def;
        }
        const auto x = v->get<long long>();
        if ((positive ? x <= 0 : x < 0) || x > std::numeric_limits<int>::max()) {
            fail(key, "out_of_range", positive ? "must be a positive integer" : "must not be negative");
            return def;
        }
        return static_cast<int>(x);
    }

    bool boolean(std::string_view key, bool def)
    {
        const json* v = find(key, false);
        if (!v)
            return def;
        if (!v->is_boolean()) {
            fail(key, "wrong_type", "must be true or false");
            return def;
        }
        return v->get<bool>();
    }

    std::vector<std::string> strings(std::string_view key)
    {
        std::vector<std::string> out;
        const json* v = find(key, false);
        if (!v)
            return out;
        if (!v->is_array()) {
            fail(key, "wrong_type", "must be an array of strings");
            return out;
        }
        for (const auto& s : *v) {
            if (!s.is_string()) {
                fail(key, "wrong_type", "must be an array of strings");
                return {};
            }
            if (s.get_ref<const std::string&>().size() > limits::kMaxTextLength || out.size() >= kMaxListLength) {
                fail(key, "too_long", fmt::format("must be at most {} strings of at most {} bytes", kMaxListLength, limits::kMaxTextLength));
                return {};
            }
            out.push_back(s.get<std::string>());
        }
        return out;
    }

    // Nested object, or nullptr when absent.
    const json* object(std::string_view key)
    {
        const json* v = find(key, false);
        if (v && !v->is_object()) {
            fail(key, "wrong_type", "must be an object");
            return nullptr;
        }
        return v;
    }

    // A finite number within [lo, hi].
    double bounded(std::string_view key, double def, double lo, double hi)
    {
        const json* v = find(key, false);
        if (!v)
            return def;
        if (!v->is_number()) {
            fail(key, "wrong_type", "must be a number");
            return def;
        }
        const double x = v->get<double>();
        if (!(x >= lo && x <= hi)) {
            fail(key, "out_of_range", fmt::format("must be between {:g} and {:g}", lo, hi));
            return def;
        }
        return x;
    }

    // A finite number within [lo, hi] (optional fields: `def` when absent).
    double numberIn(std::string_view key, double def, double lo, double hi)
    {
        const json* v = find(key, false);
        if (!v)
            return def;
        if (!v->is_number()) {
            fail(key, "wrong_type", "must be a number");
            return def;
        }
        const double x = v->get<double>();
        if (!(x >= lo && x <= hi)) {
            fail(key, "out_of_range", fmt::format("must be between {} and {}", lo, hi));
            return def;
        }
        return x;
    }

    // An integer within [lo, hi] (64-bit).
    long long integerIn(std::string_view key, bool required, long long def, long long lo, long long hi)
    {
        const json* v = find(key, required);
        if (!v)
            return def;
        if (!v->is_number_integer()) {
            fail(key, "wrong_type", "must be an integer");
            return def;
        }
        // Unsigned values above LLONG_MAX would wrap in get<long long>(): read them as unsigned first.
        if (v->is_number_unsigned() && v->get<unsigned long long>() > static_cast<unsigned long long>(hi)) {
            fail(key, "out_of_range", fmt::format("must be between {} and {}", lo, hi));
            return def;
        }
        const auto x = v->get<long long>();
        if (x < lo || x > hi) {
            fail(key, "out_of_range", fmt::format("must be between {} and {}", lo, hi));
            return def;
        }
        return x;
    }

    // Nested array, or nullptr when absent.
    const json* array(std::string_view key)
    {
        const json* v = find(key, false);
        if (v && !v->is_array()) {
            fail(key, "wrong_type", "must be an array");
            return nullptr;
        }
        return v;
    }

    [[nodiscard]] bool failed() const { return err_.has_value(); }
    [[nodiscard]] const std::string& origin() const { return origin_; }
    // The shared first-error slot, for readers of nested objects.
    [[nodiscard]] std::optional<Error>& errorSlot() const { return err_; }

    [[nodiscard]] const std::string& path() const { return path_; }

private:
    const json& obj_;
    std::string path_;
    const std::string& origin_;
    std::optional<Error>& err_;
};

}  // namespace psa::json_io

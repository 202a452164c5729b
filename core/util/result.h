// Errors are values: a field name, a machine-readable code and a detail string.
// The front ends (CLI, GUI) turn them into user-facing messages.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace psa {

struct Error {
    std::string field;   // the input field at fault, e.g. "strategy.tp" or "hf.hidden_size"
    std::string code;    // stable identifier, e.g. "not_divisible", "missing_key", "out_of_range"
    std::string detail;  // human-readable explanation (English; UI may translate by code)

    [[nodiscard]] std::string message() const { return field.empty() ? detail : field + ": " + detail; }
};

// Minimal std::expected stand-in (C++20 has none).
template <typename T>
class Result {
public:
    Result(T value) : data_(std::move(value)) {}          // NOLINT(google-explicit-constructor)
    Result(Error error) : data_(std::move(error)) {}      // NOLINT(google-explicit-constructor)

    [[nodiscard]] bool ok() const { return std::holds_alternative<T>(data_); }
    explicit operator bool() const { return ok(); }
    [[nodiscard]] const T& value() const& { return std::get<T>(data_); }
    [[nodiscard]] T& value() & { return std::get<T>(data_); }
    [[nodiscard]] T&& value() && { return std::get<T>(std::move(data_)); }
    [[nodiscard]] const Error& error() const { return std::get<Error>(data_); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }

private:
    std::variant<T, Error> data_;
};

}  // namespace psa

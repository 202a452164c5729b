#include "search/dim_range_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "util/text.h"

namespace psa {

namespace {

constexpr int kUnbounded = 1 << 30;  // DimRange's "no upper bound"

Result<int> parseDegree(const std::string& field, std::string_view t, int lowest, int highest)
{
    const std::string s = trim(std::string(t));
    int v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc{} || end != s.data() + s.size() || v < lowest || v > highest)
        return Error{field, "bad_value", fmt::format("'{}' is not a whole number in {}..{}", s, lowest, highest)};
    return v;
}

}  // namespace

Result<DimRange> parseDimRange(const std::string& field, std::string_view text, int lowest, int highest)
{
    highest = std::min(highest, kMaxDegreeText);
    DimRange r;
    r.min = lowest;
    r.max = highest < kMaxDegreeText ? highest : kUnbounded;
    const std::string t = trim(std::string(text));
    if (t.empty() || toLower(t) == "any")
        return r;
    if (const auto dots = t.find(".."); dots != std::string::npos) {
        auto lo = parseDegree(field, std::string_view(t).substr(0, dots), lowest, highest);
        if (!lo)
            return lo.error();
        auto hi = parseDegree(field, std::string_view(t).substr(dots + 2), lowest, highest);
        if (!hi)
            return hi.error();
        if (*lo > *hi)
            return Error{field, "bad_range", fmt::format("{} is an empty range", t)};
        r.min = *lo;
        r.max = *hi;
        return r;
    }
    for (const auto& part : split(t, ',')) {
        auto v = parseDegree(field, part, lowest, highest);
        if (!v)
            return v.error();
        if (std::find(r.values.begin(), r.values.end(), *v) == r.values.end())
            r.values.push_back(*v);
    }
    std::sort(r.values.begin(), r.values.end());
    return r;
}

std::string formatDimRange(const DimRange& r, int lowest, int highest)
{
    highest = std::min(highest, kMaxDegreeText);
    if (!r.values.empty()) {
        std::string s;
        for (int v : r.values)
            if (r.allows(v))
                s += (s.empty() ? "" : ",") + std::to_string(v);
        return s.empty() ? std::to_string(r.values.front()) : s;
    }
    const bool bounded = r.max < highest;
    if (r.min <= lowest && !bounded)
        return "";
    if (r.min == r.max)
        return std::to_string(r.min);
    return fmt::format("{}..{}", r.min, bounded ? r.max : highest);
}

std::vector<int> microBatchCandidates(const DimRange& r)
{
    if (!r.values.empty())
        return r.values;
    std::vector<int> out;
    for (int b = 1; b <= kMaxMicroBatch && b <= r.max; b *= 2)
        if (b >= r.min)
            out.push_back(b);
    if (out.empty())  // e.g. 3..3: not a power of two, but the user asked for it
        out.push_back(std::clamp(r.min, 1, kMaxMicroBatch));
    return out;
}

}  // namespace psa

#include "calibration/gemm_table.h"

#include "cost/matmul_rate.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <optional>

#include "util/text.h"

namespace psa {

namespace {

std::vector<std::string> fields(std::string_view line)
{
    std::vector<std::string> out;
    std::string cur;
    bool sawComma = false;
    const auto flush = [&](bool force) {
        if (!cur.empty() || force)
            out.push_back(cur);
        cur.clear();
    };
    for (char c : line) {
        if (c == ',') {
            flush(true);  // empty field between commas stays a (bad) empty field
            sawComma = true;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            flush(false);
        } else {
            cur.push_back(c);
        }
    }
    flush(sawComma && !line.empty() && line.back() == ',');
    return out;
}

std::optional<double> number(std::string_view t)
{
    double v = 0;
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (t.empty() || ec != std::errc() || ptr != t.data() + t.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

double peakTflops(const std::string& dtype, const DeviceSpec& d)
{
    if (dtype == "fp8")
        return d.fp8_tflops;
    if (dtype == "fp16")
        return d.fp16_tflops > 0 ? d.fp16_tflops : d.bf16_tflops;
    return d.bf16_tflops;
}

}  // namespace

Result<std::vector<GemmRow>> parseGemmTable(std::string_view text, const std::string& origin)
{
    std::vector<GemmRow> rows;
    int col[5] = {-1, -1, -1, -1, -1};  // m n k dtype value
    bool haveHeader = false;
    bool byTime = true;
    size_t width = 0;

    size_t pos = 0;
    int lineNo = 0;
    while (pos <= text.size()) {
        const size_t nl = text.find('\n', pos);
        const std::string_view line = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
        pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
        ++lineNo;
        const std::string t = trim(line);
        if (t.empty() || t.front() == '#')
            continue;
        const auto where = [&] { return fmt::format("{}:{}", origin, lineNo); };
        const auto f = fields(t);

        if (!haveHeader) {
            for (size_t i = 0; i < f.size(); ++i) {
                const std::string h = toLower(f[i]);
                const int idx = h == "m" ? 0 : h == "n" ? 1 : h == "k" ? 2 : h == "dtype" ? 3 : -1;
                if (idx >= 0)
                    col[idx] = static_cast<int>(i);
                if (h == "time_us") {
                    col[4] = static_cast<int>(i);
                    byTime = true;
                } else if (h == "tflops" && col[4] < 0) {
                    col[4] = static_cast<int>(i);
                    byTime = false;
                }
            }
            static const char* names[] = {"m", "n", "k", "dtype", "time_us or tflops"};
            for (int i = 0; i < 5; ++i)
                if (col[i] < 0)
                    return Error{where(), "missing_column",
                                 fmt::format("the header must name the columns m, n, k, dtype and time_us or tflops; "
                                             "'{}' is missing (header: '{}')",
                                             names[i], t)};
            width = f.size();
            haveHeader = true;
            continue;
        }

        if (f.size() != width)
            return Error{where(), "bad_row", fmt::format("expected {} columns like the header, got {}: '{}'", width, f.size(), t)};
        GemmRow r;
        r.line = lineNo;
        double* dims[] = {&r.m, &r.n, &r.k};
        static const char* dimNames[] = {"m", "n", "k"};
        for (int i = 0; i < 3; ++i) {
            const auto v = number(f[col[i]]);
            if (!v || *v < 1)
                return Error{where(), "bad_number", fmt::format("column '{}' is '{}', not a positive number", dimNames[i], f[col[i]])};
            *dims[i] = *v;
        }
        r.dtype = toLower(f[col[3]]);
        if (r.dtype == "bfloat16")
            r.dtype = "bf16";
        else if (r.dtype == "float16" || r.dtype == "half")
            r.dtype = "fp16";
        if (r.dtype != "bf16" && r.dtype != "fp16" && r.dtype != "fp8")
            return Error{where(), "bad_dtype", fmt::format("dtype '{}' is not bf16, fp16 or fp8", f[col[3]])};
        const auto v = number(f[col[4]]);
        if (!v || *v <= 0)
            return Error{where(), "bad_number",
                         fmt::format("column '{}' is '{}', not a positive number", byTime ? "time_us" : "tflops", f[col[4]])};
        const double flop = 2 * r.m * r.n * r.k;
        if (byTime) {
            r.time_us = *v;
            r.tflops = flop / (r.time_us * 1e-6) / 1e12;
        } else {
            r.tflops = *v;
        }
        rows.push_back(std::move(r));
    }
    if (!haveHeader)
        return Error{origin, "empty", "the GEMM table is empty (no header line m,n,k,dtype,time_us|tflops)"};
    if (rows.empty())
        return Error{origin, "no_rows", "the GEMM table has a header but no rows"};
    return rows;
}

Result<GemmFit> fitGemm(const std::vector<GemmRow>& rows, const DeviceSpec& device, double tokensHalf)
{
    const bool any16 = std::any_of(rows.begin(), rows.end(), [](const GemmRow& r) { return r.dtype != "fp8"; });
    if (!rows.empty() && !any16)
        return Error{"gemm.dtype", "fp8_only",
                     "the table has FP8 rows only: gemm_efficiency_max is the 16-bit curve (FP8 adds fp8_gemm_factor); "
                     "measure bf16 GEMMs"};
    std::vector<double> w;
    std::vector<double> e;
    for (const GemmRow& r : rows) {
        if (r.dtype == "fp8")
            continue;
        const double peak = peakTflops(r.dtype, device);
        if (!(peak > 0))
            return Error{"device.bf16_tflops", "no_peak", fmt::format("device '{}' has no {} peak", device.id, r.dtype)};
        double eff = r.tflops / peak;
        if (eff > 1)
            return Error{"gemm.row", "above_peak",
                         fmt::format("line {}: {:.1f} TFLOP/s is above the {} peak of {} TFLOP/s", r.line, r.tflops, r.dtype, peak)};
        if (tokensHalf > 0)
            eff /= r.m / (r.m + tokensHalf);
        // The profile's curve is the reference device's (matmul_rate.h): evaluate() scales it by the device's
        // measured share of its peak, so the fit divides that share out.
        eff /= matmulRateScale(device, false);
        w.push_back(std::min(r.n, r.k));
        e.push_back(eff);
    }
    if (e.size() < 3)
        return Error{"gemm.rows", "too_few_rows", fmt::format("{} usable row(s); the fit needs at least 3", e.size())};
    if (*std::max_element(w.begin(), w.end()) == *std::min_element(w.begin(), w.end()))
        return Error{"gemm.rows", "degenerate", "every row has the same width min(n, k): the half-width cannot be fitted"};

    // Residual for a given w_half with the closed-form best e_max.
    const auto solve = [&](double wh, double& emax) {
        double ef = 0;
        double ff = 0;
        for (size_t i = 0; i < e.size(); ++i) {
            const double f = w[i] / (w[i] + wh);
            ef += e[i] * f;
            ff += f * f;
        }
        emax = ff > 0 ? ef / ff : 0;
        double sse = 0;
        for (size_t i = 0; i < e.size(); ++i) {
            const double d = e[i] - emax * w[i] / (w[i] + wh);
            sse += d * d;
        }
        return sse;
    };
    constexpr int kGrid = 400;
    const double lo = std::log(1.0);
    const double hi = std::log(1e5);
    const auto at = [&](int i) { return lo + (hi - lo) * i / (kGrid - 1); };
    int best = 0;
    double bestSse = std::numeric_limits<double>::infinity();
    for (int i = 0; i < kGrid; ++i) {
        double emax = 0;
        const double sse = solve(std::exp(at(i)), emax);
        if (sse < bestSse) {
            bestSse = sse;
            best = i;
        }
    }
    double a = at(std::max(0, best - 1));
    double b = at(std::min(kGrid - 1, best + 1));
    const double g = (std::sqrt(5.0) - 1) / 2;
    double x1 = b - g * (b - a);
    double x2 = a + g * (b - a);
    double tmp = 0;
    double f1 = solve(std::exp(x1), tmp);
    double f2 = solve(std::exp(x2), tmp);
    for (int it = 0; it < 100; ++it) {
        if (f1 < f2) {
            b = x2;
            x2 = x1;
            f2 = f1;
            x1 = b - g * (b - a);
            f1 = solve(std::exp(x1), tmp);
        } else {
            a = x1;
            x1 = x2;
            f1 = f2;
            x2 = a + g * (b - a);
            f2 = solve(std::exp(x2), tmp);
        }
    }
    GemmFit fit;
    fit.width_half = std::exp(0.5 * (a + b));
    const double sse = solve(fit.width_half, fit.efficiency_max);
    fit.rows = static_cast<int>(e.size());
    fit.rms_error = std::sqrt(sse / static_cast<double>(e.size()));
    return fit;
}

void applyGemmFit(Profile& p, const GemmFit& fit)
{
    p.gemm_efficiency_max = fit.efficiency_max;
    p.gemm_width_half = fit.width_half;
}

}  // namespace psa

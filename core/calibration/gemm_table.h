// A GEMM timing table → the profile's GEMM efficiency curve (issue 6, cost-model.md §5.2).
//
// Format: comma- or whitespace-separated columns; blank lines and lines starting with '#' are ignored;
// the first other line is the header. It names the columns m, n, k, dtype and time_us or tflops
// (any order, case-insensitive; other columns are ignored). dtype is bf16, fp16 or fp8. Example:
//
//     # H100 SXM, cuBLAS, bf16
//     m,n,k,dtype,time_us
//     8192,8192,8192,bf16,1602.3
//
// m are the GEMM rows (tokens), n and k the two weight dimensions; the cost model's "width" (h/tp) is
// the smaller of n and k.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "calibration/profile.h"
#include "spec/cluster_spec.h"
#include "util/result.h"

namespace psa {

struct GemmRow {
    double m = 0, n = 0, k = 0;
    std::string dtype;   // "bf16" | "fp16" | "fp8"
    double time_us = 0;  // 0 when the table gives tflops
    double tflops = 0;   // achieved; computed as 2·m·n·k / time when the table gives time_us
    int line = 0;        // line in the source, for messages
};

// Never throws. Errors: field "ORIGIN" or "ORIGIN:LINE"; codes "empty", "missing_column", "bad_row",
// "bad_number", "bad_dtype", "no_rows".
Result<std::vector<GemmRow>> parseGemmTable(std::string_view text, const std::string& origin);

struct GemmFit {
    double efficiency_max = 0;  // → Profile::gemm_efficiency_max
    double width_half = 0;      // → Profile::gemm_width_half
    int rows = 0;               // rows the fit used
    double rms_error = 0;       // root-mean-square residual of the efficiency (fraction of peak)
};

// Efficiency of a row = achieved TFLOP/s ÷ the device's dense peak for its dtype (bf16_tflops,
// fp16_tflops or bf16 when 0, fp8_tflops). The profile's curve is e ≈ e_max · w/(w + w_half) with
// w = min(n, k) (evaluate.cpp). With tokensHalf > 0 each efficiency is first divided by the model's row
// factor m/(m + tokensHalf) (pass Profile::gemm_tokens_half to fit exactly what the model evaluates;
// 0 ignores it, right for tables of large-m GEMMs).
//
// The efficiencies are divided by the device's matmulRateScale (cost/matmul_rate.h): the profile holds the
// reference device's curve, which evaluate() scales back for each device.
//
// Fit: least squares on the efficiency. For a fixed w_half the best e_max is closed-form,
// e_max = Σ eᵢfᵢ / Σ fᵢ² with fᵢ = wᵢ/(wᵢ + w_half); the remaining one-dimensional residual over
// w_half is scanned on a log grid of 400 points over [1, 10⁵] and refined by golden-section search
// in the bracket around the best grid point.
//
// FP8 rows measure gemm_efficiency_max × fp8_gemm_factor, not the 16-bit curve: they are left out
// when the table has 16-bit rows, and a table of FP8 rows only is an Error ("fp8_only").
// Other Errors: fewer than 3 usable rows ("too_few_rows"), a single width ("degenerate"), a device
// without the dtype's peak ("no_peak"), a row above the peak ("above_peak", field "gemm.row", the detail names
// its line).
Result<GemmFit> fitGemm(const std::vector<GemmRow>& rows, const DeviceSpec& device, double tokensHalf = 0);

// Sets gemm_efficiency_max and gemm_width_half.
void applyGemmFit(Profile& p, const GemmFit& fit);

}  // namespace psa

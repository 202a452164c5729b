#include "calibration/fit.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace psa {

namespace {
constexpr double kLogErrorCap = 1.0;     // |log ratio| beyond e (×2.7) counts as e: robust to bad records
constexpr int kSweeps = 4;
constexpr int kGoldenIterations = 40;
const double kGolden = (std::sqrt(5.0) - 1.0) / 2.0;

struct Exercise {
    int moe = 0, fp8 = 0, tpsp = 0, total = 0;
};

Exercise exercised(const std::vector<PublishedRun>& runs)
{
    Exercise e;
    for (const auto& r : runs) {
        if (!r.usable || (!r.measured.tokens_per_s_per_device && !r.measured.tflops_per_device))
            continue;
        ++e.total;
        e.moe += r.scenario.model.isMoe() ? 1 : 0;
        e.fp8 += r.scenario.training.precision == Precision::FP8 ? 1 : 0;
        e.tpsp += (r.strategy.tp > 1 && r.strategy.sp) ? 1 : 0;
    }
    return e;
}
}  // namespace

std::vector<FitParameter> defaultFitParameters()
{
    return {
        {"gemm_efficiency_max", 0.3, 0.95},
        {"gemm_width_half", 0.0, 1024.0},
        {"fp8_gemm_factor", 0.3, 1.0},
        {"moe_gemm_factor", 0.1, 1.0},
        // Tokens per local expert at which the experts' efficiency halves. Its range: a grouped GEMM's tiles
        // (128–256 rows) fill from about 128 rows, and the per-expert work that does not shrink with the tokens
        // (permute/unpermute launches, the router's token counts, one GEMM pair per expert) has amortised by about
        // 2K; the ModelZoo's Qwen3-235B rows (512 vs 4,096 tokens per expert, 167 vs 245 TFLOP/s) and the MoE
        // recipes decide within it (cost-model.md, Calibration).
        {"moe_tokens_half", 128.0, 2048.0},
        // The native fused attention kernel's share of the 16-bit peak, forward and backward: FlashAttention-2 on
        // A100 reaches 50–73 % (Dao 2023), FlashAttention-3 / cuDNN 64–75 % forward on H100 (Shah et al. 2024;
        // pytorch/pytorch#142132: cuDNN 631 TFLOP/s).
        {"attention_efficiency", 0.35, 0.75},
        {"tp_overlap_sp", 0.0, 0.9},  // §5.2: 50–90 % with --tp-comm-overlap
        {"step_overhead_s", 0.0, 0.1},  // ○ host work per step (optimizer launch, data, logging): tens of ms
    };
}

double fitObjective(const std::vector<PublishedRun>& runs, const Profile& p)
{
    double sum = 0;
    int n = 0;
    for (const auto& pr : predictRuns(runs, p)) {
        const auto err = pr.throughputErr();
        if (!err) {
            if (!pr.estimate.valid) {  // a strategy the model rejects counts as a full miss
                sum += kLogErrorCap * kLogErrorCap;
                ++n;
            }
            continue;
        }
        const double l = std::min(kLogErrorCap, std::abs(std::log1p(*err)));
        sum += l * l;
        ++n;
    }
    return n > 0 ? sum / n : 0.0;
}

FitResult fitProfile(const std::vector<PublishedRun>& runs, const Profile& start, const std::vector<FitParameter>& params)
{
    FitResult r;
    r.profile = start;
    const Exercise ex = exercised(runs);
    r.runs_used = ex.total;
    std::vector<FitParameter> free;
    for (const auto& fp : params) {
        if (!r.profile.find(fp.key)) {
            r.held_fixed.push_back(fp.key + ": unknown constant");
            continue;
        }
        const int relevant = fp.key == "moe_gemm_factor" || fp.key == "moe_tokens_half" ? ex.moe
            : fp.key == "fp8_gemm_factor"                ? ex.fp8
            : fp.key == "tp_overlap_sp"                  ? ex.tpsp
                                                         : ex.total;
        if (relevant < kRunsPerFreeParameter) {
            r.held_fixed.push_back(fmt::format("{}: only {} runs exercise it (need {})", fp.key, relevant, kRunsPerFreeParameter));
            continue;
        }
        if (int(free.size() + 1) * kRunsPerFreeParameter > ex.total) {
            r.held_fixed.push_back(fmt::format("{}: {} runs support at most {} free parameters", fp.key, ex.total, free.size()));
            continue;
        }
        free.push_back(fp);
    }
    r.objective_before = fitObjective(runs, r.profile);
    double best = r.objective_before;
    for (int sweep = 0; sweep < kSweeps; ++sweep) {
        for (const auto& fp : free) {
            double* slot = r.profile.find(fp.key);
            const double keep = *slot;
            auto f = [&](double x) {
                *slot = x;
                return fitObjective(runs, r.profile);
            };
            double a = fp.lo, b = fp.hi;
            double c = b - kGolden * (b - a), d = a + kGolden * (b - a);
            double fc = f(c), fd = f(d);
            for (int i = 0; i < kGoldenIterations; ++i) {
                if (fc < fd) {
                    b = d;
                    d = c;
                    fd = fc;
                    c = b - kGolden * (b - a);
                    fc = f(c);
                } else {
                    a = c;
                    c = d;
                    fc = fd;
                    d = a + kGolden * (b - a);
                    fd = f(d);
                }
            }
            const double x = (a + b) / 2.0;
            const double fx = f(x);
            if (fx < best) {
                best = fx;
                *slot = x;
            } else {
                *slot = keep;
            }
        }
    }
    for (const auto& fp : free)
        r.fitted.push_back(fp.key);
    r.objective_after = fitObjective(runs, r.profile);
    return r;
}

}  // namespace psa

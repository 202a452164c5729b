// Prints search throughput (candidates/s) and wall time, single-threaded and with all threads,
// for the scenarios named in the search issue:
//   (a) LLaMA-2-70B on 64 H100, seq 4096, GBS 1024
//   (b) Llama-3.1-405B on 16,384 H100, seq 8192, GBS 2048
//   (c) DeepSeek-V3 on 2,048 H800, seq 4096, GBS 15360
// then the wall time of a 12-point device sweep of Llama-3.1-405B on H100 (seq 8192, GBS 2048; the valid
// counts psa sweep --devices 8..16384 picks), and the raw cost of one evaluate() call (issue 14 item 3).
// "candidates" counts the layouts the hard rules removed plus the candidates evaluated: the search evaluates
// every candidate it counts (no bound skips an evaluation), so candidates/s is an evaluation rate.
#include <chrono>
#include <cstdio>
#include <fmt/format.h>
#include <thread>

#include "calibration/profile.h"
#include "catalog/catalog.h"
#include "cost/evaluate.h"
#include "search/search.h"
#include "search/sweep.h"

using namespace psa;

namespace {

struct Case {
    const char* label;
    const char* model;
    const char* device;
    int devices;
    long long seq;
    long long gbs;
};

constexpr Case kCases[] = {
    {"(a) LLaMA-2-70B / 64 H100", "llama2-70b", "h100", 64, 4096, 1024},
    {"(b) Llama-3.1-405B / 16384 H100", "llama3.1-405b", "h100", 16384, 8192, 2048},
    {"(c) DeepSeek-V3 / 2048 H800", "deepseek-v3", "h800", 2048, 4096, 15360},
};

constexpr int kRepeats = 5;  // best of five runs, after one warm-up run
constexpr int kSweepRepeats = 3;
constexpr int kSweepLo = 8, kSweepHi = 16384;  // 12 powers of two: the sweep's log-scale points

}  // namespace

int main()
{
    auto catalog = Catalog::loadBuiltin();
    if (!catalog) {
        fmt::print(stderr, "catalog: {}\n", catalog.error().message());
        return 1;
    }
    const Profile profile = defaultProfile();
    const int hw = int(std::max(1u, std::thread::hardware_concurrency()));
    fmt::print("{:<34} {:>8} {:>12} {:>10} {:>10} {:>14}\n", "scenario", "threads", "candidates", "valid", "wall ms", "candidates/s");
    for (const Case& c : kCases) {
        Scenario sc;
        sc.model = *catalog->model(c.model);
        sc.cluster.device = *catalog->device(c.device);
        sc.cluster.num_devices = c.devices;
        sc.training.seq_len = c.seq;
        sc.training.global_batch = c.gbs;
        (void)search(sc, SearchConstraints{}, ScoreWeights{}, profile, {}, {}, hw);  // warm-up: first-touch of memory
        for (int threads : {1, hw}) {
            double bestMs = 1e300;
            SearchResult r;
            for (int i = 0; i < kRepeats; ++i) {
                r = search(sc, SearchConstraints{}, ScoreWeights{}, profile, {}, {}, threads);
                bestMs = std::min(bestMs, r.stats.elapsed_ms);
            }
            fmt::print("{:<34} {:>8} {:>12} {:>10} {:>10.1f} {:>14.0f}\n", c.label, r.stats.threads, r.stats.enumerated, r.stats.valid,
                       bestMs, r.stats.enumerated / (bestMs / 1e3));
            std::fflush(stdout);
        }
    }
    // A device sweep, as psa sweep and the Scaling view run it: one search per point, on all threads.
    {
        Scenario sc;
        sc.model = *catalog->model("llama3.1-405b");
        sc.cluster.device = *catalog->device("h100");
        sc.training.seq_len = 8192;
        sc.training.global_batch = 2048;
        const std::vector<int> counts = sweepDeviceCounts(sc, SearchConstraints{}, kSweepLo, kSweepHi);
        double bestMs = 1e300;
        long long candidates = 0;
        for (int i = 0; i < kSweepRepeats; ++i) {
            const auto s0 = std::chrono::steady_clock::now();
            const auto points = sweep(sc, SearchConstraints{}, ScoreWeights{}, profile, counts, {sc.training.seq_len}, {}, hw);
            bestMs = std::min(bestMs, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - s0).count());
            candidates = 0;
            for (const auto& pt : points)
                candidates += pt.stats.enumerated;
        }
        fmt::print("\nsweep Llama-3.1-405B / H100, {} device counts ({}..{}), {} threads: {} candidates, {:.1f} ms\n", counts.size(),
                   counts.empty() ? 0 : counts.front(), counts.empty() ? 0 : counts.back(), hw, candidates, bestMs);
    }

    // Raw evaluate() cost on scenario (a).
    Scenario sc;
    sc.model = *catalog->model("llama2-70b");
    sc.cluster.device = *catalog->device("h100");
    sc.cluster.num_devices = 64;
    Strategy s;
    s.tp = 8;
    s.pp = 4;
    s.vpp = 5;
    s.schedule = Schedule::Interleaved;
    constexpr int kCalls = 200000;
    const auto t0 = std::chrono::steady_clock::now();
    double sink = 0;
    for (int i = 0; i < kCalls; ++i) {
        s.mbs = 1 + (i & 1);
        sink += evaluate(sc, s, profile, EvaluateOptions{false, false}).step_time_s;
    }
    const double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count() / kCalls;
    fmt::print("\nevaluate(): {:.0f} ns per call ({:.2f} M evaluations/s per core) [checksum {:.3g}]\n", ns, 1e3 / ns, sink);

    // Start-up cost of every psa and application start (a figure, not a test assertion).
    double bestLoadMs = 1e300;
    for (int i = 0; i < kRepeats; ++i) {
        const auto l0 = std::chrono::steady_clock::now();
        const auto again = Catalog::loadBuiltin();
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - l0).count();
        if (again)
            bestLoadMs = std::min(bestLoadMs, ms);
    }
    fmt::print("built-in catalog load: {:.1f} ms ({} devices, {} models)\n", bestLoadMs, catalog->devices().size(),
               catalog->models().size());
    return 0;
}

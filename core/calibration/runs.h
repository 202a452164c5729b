// Published (or the user's own) training runs in the published-runs.json format (the shipped set:
// resources/calibration/published-runs.json),
// turned into Scenario + Strategy, and compared with the cost model's predictions.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "calibration/profile.h"
#include "catalog/catalog.h"
#include "cost/estimate.h"
#include "spec/scenario.h"
#include "spec/strategy.h"

namespace psa {

// What a published memory figure measured (measured.memory_kind): the estimate's total is the device's use as
// nvidia-smi shows it (Device); PyTorch's caching-allocator peaks leave parts of it out (MemoryBreakdown).
enum class MemoryMeasure {
    Unknown,    // not stated: compared with the total
    Device,     // nvidia-smi / npu-smi: everything on the device
    Reserved,   // torch.cuda.max_memory_reserved (torchtitan's "memory: … GiB")
    Allocated,  // torch.cuda.max_memory_allocated
};
// "unknown", "device", "reserved", "allocated".
const char* toString(MemoryMeasure m);
// The part of the predicted breakdown that a figure of kind `kind` measures, in bytes.
double predictedAsMeasured(const MemoryBreakdown& m, MemoryMeasure kind);

struct MeasuredRun {
    std::optional<double> tokens_per_s_per_device;
    std::optional<double> tflops_per_device;
    std::optional<double> mfu;
    std::optional<double> memory_gib;
    MemoryMeasure memory_kind = MemoryMeasure::Unknown;
};

struct PublishedRun {
    std::string id;
    std::string group;       // source family, e.g. "nemo2407", "torchtitan", "mindspeed"
    std::string confidence;  // high / medium / low
    bool usable = false;     // enough architecture and parallel layout to evaluate
    std::string skip_reason;
    std::vector<std::string> assumptions;  // what the loader had to assume (defaults filled in)
    Scenario scenario;
    Strategy strategy;
    MeasuredRun measured;
};

Result<std::vector<PublishedRun>> loadRuns(const std::filesystem::path& file, const Catalog& catalog);
// The published runs shipped with the product (resourcesDir()/calibration/published-runs.json): what
// `psa validate` and `psa calibrate` use without --runs, and what the calibration dialog opens.
std::filesystem::path shippedRunsFile();
Result<std::vector<PublishedRun>> parseRuns(std::string_view jsonText, const std::string& origin, const Catalog& catalog);

struct RunPrediction {
    const PublishedRun* run = nullptr;
    Estimate estimate;
    // Signed relative errors (predicted / measured − 1) where the run measured that metric.
    std::optional<double> tokens_err, tflops_err, mfu_err, memory_err;
    // The throughput error used for fitting: tokens/s where measured, else TFLOP/s.
    [[nodiscard]] std::optional<double> throughputErr() const { return tokens_err ? tokens_err : tflops_err; }
};

std::vector<RunPrediction> predictRuns(const std::vector<PublishedRun>& runs, const Profile& p);

struct ErrorStats {
    int count = 0;
    double median_abs = 0;  // median |relative error|
    double p90_abs = 0;     // 90th percentile |relative error|
};
ErrorStats errorStats(std::vector<double> absErrors);

struct ValidationRow {
    std::string group;  // "all" for the total row
    ErrorStats tokens, tflops, mfu, memory, throughput;
};
// One row per source group plus the "all" row (last).
std::vector<ValidationRow> summarize(const std::vector<RunPrediction>& predictions);

// The workload families a run belongs to, for the per-family error table (issue 12): "dense", "coarse MoE"
// (≤ 16 routed experts, e.g. Mixtral), "fine-grained MoE" (more, smaller experts: DeepSeek, Qwen3), "FP8",
// "FSDP (PyTorch)" (torchtitan / PyTorch FSDP), "ZeRO-3" (parameters sharded, any framework), "Ascend". A run
// counts in every family it belongs to.
std::vector<std::string> runFamilies(const PublishedRun& run);
// One row per family (in the order above; families without runs left out) plus the "all" row (last).
std::vector<ValidationRow> summarizeByFamily(const std::vector<RunPrediction>& predictions);

}  // namespace psa

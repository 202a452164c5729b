// Published (or the user's own) training runs in the published-runs.json format (the shipped set:
// resources/calibration/published-runs.json),
// turned into Scenario + Strategy, and compared with the cost model's predictions.
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include "calibration/profile.h"
#include "catalog/catalog.h"
#include "cost/estimate.h"
#include "i18n/i18n.h"
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
    // The source's TFLOP/s and MFU count the attention scores and values over the whole s × s matrix (no causal
    // halving): Megatron-LM's num_floating_point_operations before 2025-03-06 (!2789), NeMo's flops_formulas.py
    // before 2025-08-09 (#14424), torchtitan's 6·N + 12·l·h·q·t. measured.flops_accounting "full_attention".
    bool full_attention_flops = false;
};

// The assumption a run carries when its global batch was not published (recipe checks count those apart).
// The global batch was not published: derived from the layout (micro-batch · dp · accumulation).
inline constexpr std::string_view kDerivedGlobalBatch = "global batch = mbs · dp · grad_accum";
inline constexpr std::string_view kAssumedGlobalBatch = "global batch assumed (training.global_batch_source)";
// Layout settings the source did not publish and the loader filled in (the recipe check completes them with the
// fastest choice that fits instead of holding psa's guess against the pick).
inline constexpr std::string_view kAssumedMicroBatch = "micro-batch 1";
inline constexpr std::string_view kAssumedRecompute = "recompute not stated: none";
inline constexpr std::string_view kAssumedVirtualStages = "virtual stages not stated: 1";

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
    // The source's FLOPs per token over psa's (causal) model FLOPs: psa's TFLOP/s and MFU counted as the source
    // counts them before they are compared (1 unless the run's accounting differs).
    double source_flops_scale = 1.0;
    [[nodiscard]] double tflopsAsSource() const { return estimate.tflops_per_device * source_flops_scale; }
    [[nodiscard]] double mfuAsSource() const { return estimate.mfu * source_flops_scale; }
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
// The families a scenario belongs to whatever its layout: dense / coarse MoE / fine-grained MoE, FP8, Ascend.
std::vector<std::string> scenarioFamilies(const Scenario& scenario);
// A family's stable identifier for JSON and profile keys: "ascend", "fine_grained_moe", "coarse_moe", "fp8".
std::string familyKey(std::string_view family);
// Their names, translated for display with translate("psa::Family", name).
inline constexpr const char* kFamilyCoarseMoe = QT_TRANSLATE_NOOP("psa::Family", "coarse MoE");
inline constexpr const char* kFamilyFineGrainedMoe = QT_TRANSLATE_NOOP("psa::Family", "fine-grained MoE");
inline constexpr const char* kFamilyFp8 = QT_TRANSLATE_NOOP("psa::Family", "FP8");
inline constexpr const char* kFamilyAscend = QT_TRANSLATE_NOOP("psa::Family", "Ascend");
// One row per family (in the order above; families without runs left out) plus the "all" row (last).
std::vector<ValidationRow> summarizeByFamily(const std::vector<RunPrediction>& predictions);

}  // namespace psa

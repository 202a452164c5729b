// The seed's eight-section report as data, built once from a search; renderers only format it.
//  1 global baseline and bottleneck       5 communication per dimension
//  2 strategy summary                     6 pipeline bubble and schedule recommendation
//  3 DeviceMesh / launch code             7 memory optimisations (with their cost)
//  4 per-device memory breakdown          8 top-3 alternatives side by side
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "calibration/profile.h"
#include "codegen/codegen.h"
#include "cost/estimate.h"
#include "cost/time_to_train.h"
#include "report/tie_note.h"
#include "search/search.h"
#include "spec/scenario.h"

namespace psa {

struct ScheduleOption {
    Schedule schedule;
    int vpp = 1;
    double bubble_ratio = 0;
    double step_time_s = 0;
    double memory_bytes = 0;
    bool fits = false;
};

struct MemoryOption {
    std::string change;          // e.g. "recompute=full", "zero=3", "offload=on"
    double memory_bytes = 0;     // total per device after the change
    double saved_bytes = 0;      // vs the recommendation (negative = costs memory)
    double throughput_change = 0;  // relative tokens/s change (−0.12 = 12 % slower)
};

struct PlanEntry {
    Scenario scenario;  // with the candidate's precision
    Estimate estimate;
    double score = 0;
    bool pareto = false;
};

// "with FP8: …": the recommended layout run in FP8, shown as an option when the user did not ask for FP8,
// the device and the framework support it, and it would be faster.
struct Fp8Option {
    double tokens_per_s = 0;
    double throughput_change = 0;  // relative to the recommendation (+0.25 = 25 % faster)
    double memory_bytes = 0;
    bool fits = false;
};


struct PlanReport {
    Scenario scenario;
    std::optional<TieNote> tie;
    TrainingFramework planned_for = TrainingFramework::Megatron;  // frameworkOf(scenario)
    std::optional<Fp8Option> fp8_option;
    std::string profile_name;
    double throughput_error = 0;   // profile's median relative error (error bars)
    std::string throughput_error_family;  // the workload family whose held-out median that is (kFamily…, English); empty: all runs
    double memory_error = 0;
    std::string memory_verdict;    // for the recommendation
    Baseline baseline;
    SearchStats stats;
    std::optional<PlanEntry> recommended;        // best fitting candidate
    std::vector<PlanEntry> alternatives;         // next best fitting layouts (up to 3)
    std::vector<Candidate> pareto;               // the front, by memory
    std::vector<ScheduleOption> schedules;       // section 6
    std::optional<ScheduleOption> schedule_advice;  // the fastest schedule that fits
    std::vector<MemoryOption> memory_options;    // section 7
    Framework framework = Framework::Megatron;   // the launch code's emitter (emitterFor(planned_for) unless asked)
    std::string launch_code;                     // section 3
    // When nothing fits or nothing is valid:
    std::vector<std::pair<std::string, long long>> pruned_by_rule;
    std::vector<int> nearby_device_counts;
    std::optional<int> minimum_devices;
    std::vector<std::string> notes;              // assumptions, query echo, device flags
    std::optional<TimeToTrain> time_to_train;    // of the recommendation, when --train-tokens was given
};

// `framework`: the launch code's emitter; empty = the one that runs what the plan is for (emitterFor(frameworkOf(sc))).
PlanReport buildPlanReport(const Scenario& sc, const SearchResult& r, const SearchConstraints& c, const Profile& p,
                           std::optional<Framework> framework = std::nullopt);

// The report as a document (sections of paragraphs, tables, code): what the text, Markdown and PDF
// renderers lay out.
struct Document;
Document planDocument(const PlanReport& r);
// "DP=16, TP=4, PP=8, ZeRO-1, mbs=1, recompute=none" as the reports write a layout.
std::string planLayoutText(const Strategy& s, Precision precision);
// Section 6's closing line: the fastest schedule that fits, and — where it is not the recommendation's — by how
// much, and whether that is within the model's throughput error (a tie the ranking broke on memory).
// givenLayout: the comparison report's wording, where the layout is the user's, not a pick.
std::string scheduleAdviceText(const PlanReport& r, bool givenLayout = false);

std::string renderPlanText(const PlanReport& r, bool color);
std::string renderPlanMarkdown(const PlanReport& r);
std::string renderPlanJson(const PlanReport& r);

}  // namespace psa

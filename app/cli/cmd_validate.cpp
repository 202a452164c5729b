// psa validate / psa calibrate: predicted vs measured on runs in the published-runs.json format.
#include <cmath>
#include <filesystem>
#include <fmt/format.h>
#include <algorithm>
#include <optional>
#include <sstream>
#include <fstream>
#include <nlohmann/json.hpp>

#include "calibration/fit.h"
#include "calibration/gemm_table.h"
#include "calibration/nccl_tests.h"
#include "calibration/cross_validation.h"
#include "calibration/recipe_check.h"
#include "calibration/runs.h"
#include "calibration/validation.h"
#include "commands.h"
#include "io/atomic_write.h"
#include "io/bounded_read.h"
#include "util/text.h"
#include "scenario_options.h"

namespace psa::cli {

std::vector<OptionSpec> validateOptions(bool calibrate)
{
    auto o = profileOptions();
    o.push_back({"runs", true, false, "runs file in the published-runs.json format (default: the published runs shipped with psa)", "FILE"});
    if (calibrate) {
        o.push_back({"output", true, false, "where to write the fitted profile (also -o)", "FILE"});
        o.push_back({"nccl-tests", true, true,
                     "nccl-tests output (all_reduce_perf, all_gather_perf, alltoall_perf …); append :scale-out for a run "
                     "across nodes (default: scale-up when the ranks fit in one node)",
                     "FILE[:scale-up|:scale-out]"});
        o.push_back({"gemm", true, false, "GEMM timing table (columns m,n,k,dtype,time_us or tflops)", "FILE"});
        o.push_back({"device", true, false, "device the nccl-tests / GEMM measurements ran on (catalog id)", "ID"});
    }
    else {
        o.push_back({"format", true, false, "text | json (default text)", "FMT"});
        o.push_back({"cross-validate", false, false,
                     "also leave each source out in turn: refit the fitted constants on the other sources and predict it "
                     "(the errors the error bars show)"});
        o.push_back({"recipes", false, false,
                     "also search each run's workload (its framework and precision) and compare psa's pick with the "
                     "published layout: the speed-up psa claims and the memory class it gives the recipe"});
    }
    o.push_back({"verbose", false, false, "list every run"});
    o.push_back({"help", false, false, "show this help"});
    return o;
}

namespace {


std::string pct(double x) { return std::isfinite(x) ? fmt::format("{:.1f} %", 100.0 * x) : "n/a"; }
std::string opt(const std::optional<double>& e) { return e ? fmt::format("{:+.1f} %", 100.0 * *e) : "-"; }

void printTable(const std::vector<ValidationRow>& rows, const char* firstColumn = "source")
{
    fmt::print("{:<16} {:>26} {:>26} {:>22} {:>22}\n", firstColumn, "tokens/s/device (n med p90)", "TFLOP/s/device (n med p90)",
               "MFU (n med p90)", "memory (n med p90)");
    auto cell = [](const ErrorStats& s) {
        return s.count == 0 ? std::string("-") : fmt::format("{} {} {}", s.count, pct(s.median_abs), pct(s.p90_abs));
    };
    for (const auto& r : rows)
        fmt::print("{:<16} {:>26} {:>26} {:>22} {:>22}\n", safeName(r.group), cell(r.tokens), cell(r.tflops), cell(r.mfu), cell(r.memory));
}

void printRuns(const std::vector<PublishedRun>& runs, const std::vector<RunPrediction>& preds)
{
    for (const auto& p : preds) {
        if (!p.estimate.valid) {
            fmt::print("  {:<50} rejected: {}\n", safeName(p.run->id), p.estimate.reasons.empty() ? "" : safeName(p.estimate.reasons.front().message()));
            continue;
        }
        // Memory as the run measured it (reserved, allocated or the device total; cost-model.md "What the memory estimate is").
        const MemoryMeasure kind = p.run->measured.memory_kind;
        fmt::print("  {:<50} tok/s/dev {:>8.0f} ({})  TF/dev {:>6.0f} ({})  mem {:>5.1f} GiB {} ({})\n", safeName(p.run->id),
                   p.estimate.tokens_per_s_per_device, opt(p.tokens_err), p.tflopsAsSource(), opt(p.tflops_err),
                   predictedAsMeasured(p.estimate.memory, kind) / (1024.0 * 1024.0 * 1024.0), toString(kind), opt(p.memory_err));
    }
    for (const auto& r : runs)
        if (!r.usable)
            fmt::print("  {:<50} skipped: {}\n", safeName(r.id), safeName(r.skip_reason));
}

const char* verdictName(MemoryVerdict v)
{
    switch (v) {
    case MemoryVerdict::Fits: return "fits";
    case MemoryVerdict::Risky: return "risky";
    case MemoryVerdict::DoesNotFit: return "does not fit";
    case MemoryVerdict::NotEvaluated: break;
    }
    return "-";
}

void printRecipes(const std::vector<RecipeCheck>& checks)
{
    fmt::print("\nPublished recipes against psa's pick on the same workload (framework and precision fixed).\n"
               "claim = psa's predicted tokens/s of its pick ÷ its prediction of the recipe − 1; flagged (!) above {:.0f} %\n"
               "for tuned recipes. Not counted as tuned: runs whose batch was not published, and sweep points (the same\n"
               "source measured the same workload at least {:.0f} % faster per device on no more devices). Settings a\n"
               "source left out (micro-batch, recompute, virtual stages) are completed with the fastest choice that fits.\n\n",
               100.0 * kMaxClaimOverRecipe, 100.0 * kSiblingMargin);
    int over = 0, notFit = 0, tuned = 0, sweep = 0, guessedBatch = 0;
    for (const RecipeCheck& c : checks) {
        const bool flagged = c.tunedRecipe() && c.pick && c.claimed_gain > kMaxClaimOverRecipe;
        tuned += c.tunedRecipe() ? 1 : 0;
        guessedBatch += c.batch_published ? 0 : 1;
        sweep += c.batch_published && !c.faster_sibling.empty() ? 1 : 0;
        over += flagged ? 1 : 0;
        notFit += c.recipe_verdict == MemoryVerdict::DoesNotFit ? 1 : 0;
        const std::string completedNote = c.completed.empty() ? std::string() : fmt::format(" [not published, completed: {}]", c.completed);
        const std::string kind = !c.batch_published ? " [batch not published]"
            : c.faster_sibling.empty()              ? std::string()
                                                    : fmt::format(" [sweep point: {} measured {:+.0f} %]", safeName(c.faster_sibling),
                                                                  100.0 * c.sibling_margin);
        fmt::print("  {:<52} recipe {:<34} {:>6.1f} GiB {:<13} pick {:<44} claim {}{}{}\n", safeName(c.run->id),
                   safeName(formatStrategy(c.recipe.strategy)), c.recipe.memory.total() / (1024.0 * 1024.0 * 1024.0),
                   verdictName(c.recipe_verdict), c.pick ? safeName(formatStrategy(c.pick->strategy)) : std::string("(nothing fits)"),
                   c.pick ? fmt::format("{:+.1f} %", 100.0 * c.claimed_gain) : std::string("-"), flagged ? " (!)" : "", kind + completedNote);
    }
    fmt::print("\n{} recipes: {} tuned ({} sweep points, {} without a published batch); {} tuned with a claim above {:.0f} %; "
               "{} of all predicted not to fit.\n",
               checks.size(), tuned, sweep, guessedBatch, over, 100.0 * kMaxClaimOverRecipe, notFit);
}

struct Loaded {
    Catalog catalog;
    Profile profile;
    std::vector<PublishedRun> runs;
};

Result<Loaded> load(const Args& args)
{
    auto catalog = catalogFromArgs(args);
    if (!catalog)
        return catalog.error();
    auto profile = profileFromArgs(args);
    if (!profile)
        return profile.error();
    const std::filesystem::path file = args.get("runs").value_or(shippedRunsFile().string());
    auto runs = loadRuns(file, *catalog);
    if (!runs)
        return Error{"--runs", runs.error().code, runs.error().message()};
    return Loaded{std::move(catalog).value(), std::move(profile).value(), std::move(runs).value()};
}

}  // namespace

int runValidate(const std::vector<std::string>& argv)
{
    const auto specs = validateOptions(false);
    auto args = Args::parse(argv, specs);
    if (!args)
        return usageError(args.error().message());
    if (args->has("help")) {
        fmt::print("Usage: psa validate [--runs FILE] [--profile FILE] [--verbose] [--format text|json]\n\n"
                   "Prints, by source, the median and 90th-percentile absolute relative error of the predicted\n"
                   "tokens/s/device, TFLOP/s/device, MFU and memory against the measured values.\n\n{}",
                   formatOptionHelp(specs));
        return kOk;
    }
    auto loaded = load(*args);
    if (!loaded)
        return usageError(loaded.error().message());
    const auto preds = predictRuns(loaded->runs, loaded->profile);
    const auto rows = summarize(preds);
    const std::string format = args->get("format").value_or("text");
    if (format != "text" && format != "json")
        return usageError(fmt::format("--format: '{}' is not one of text, json", format));
    std::optional<CrossValidation> cv;
    if (args->has("cross-validate"))
        // Each fold is fitted as the shipped profile was (tools/refit-default-profile.sh: psa calibrate
        // from the compiled-in constants), so the held-out errors are those its error bars state.
        cv = crossValidate(loaded->runs, Profile{}, defaultFitParameters());
    if (format == "json") {
        nlohmann::ordered_json j;
        j["profile"] = loaded->profile.name;
        auto stats = [](const ErrorStats& s) { return nlohmann::ordered_json{{"count", s.count}, {"median_abs", s.median_abs}, {"p90_abs", s.p90_abs}}; };
        auto summary = [&](const std::vector<ValidationRow>& table) {
            nlohmann::ordered_json o;
            for (const auto& r : table)
                o[r.group] = {{"tokens_per_s_per_device", stats(r.tokens)}, {"tflops_per_device", stats(r.tflops)},
                              {"mfu", stats(r.mfu)}, {"memory", stats(r.memory)}, {"throughput", stats(r.throughput)}};
            return o;
        };
        j["summary"] = summary(rows);
        j["by_family"] = summary(summarizeByFamily(preds));
        if (cv)
            j["cross_validation"] = {{"method", "leave one source out"}, {"summary", summary(cv->rows)},
                                     {"by_family", summary(summarizeByFamily(cv->predictions))}};
        j["runs"] = nlohmann::ordered_json::array();
        for (const auto& p : preds) {
            auto o = [](const std::optional<double>& e) { return e ? nlohmann::ordered_json(*e) : nlohmann::ordered_json(); };
            j["runs"].push_back({{"id", p.run->id}, {"group", p.run->group}, {"valid", p.estimate.valid},
                                 {"tokens_per_s_per_device", p.estimate.tokens_per_s_per_device},
                                 {"tflops_per_device", p.estimate.tflops_per_device}, {"mfu", p.estimate.mfu},
                                 {"source_flops_scale", p.source_flops_scale},
                                 {"tokens_err", o(p.tokens_err)}, {"tflops_err", o(p.tflops_err)}, {"mfu_err", o(p.mfu_err)},
                                 {"memory_err", o(p.memory_err)}});
            // The same run predicted by the fold that left its source out (the errors the error bars state).
            if (cv)
                for (const auto& h : cv->predictions)
                    if (h.run == p.run)
                        j["runs"].back()["held_out"] = {{"tokens_err", o(h.tokens_err)}, {"tflops_err", o(h.tflops_err)},
                                                        {"mfu_err", o(h.mfu_err)}, {"memory_err", o(h.memory_err)}};
        }
        fmt::print("{}\n", j.dump(2));
        return kOk;
    }
    int usable = 0;
    for (const auto& r : loaded->runs)
        usable += r.usable ? 1 : 0;
    fmt::print("Validation of profile '{}' on {} runs ({} usable, {} skipped for missing architecture/layout)\n"
               "Errors are |predicted/measured − 1|: count, median, 90th percentile.\n\n",
               safeName(loaded->profile.name), loaded->runs.size(), usable, loaded->runs.size() - usable);
    printTable(rows);
    fmt::print("\nBy workload family (a run counts in every family it belongs to):\n");
    printTable(summarizeByFamily(preds), "family");
    if (cv) {
        fmt::print("\nCross-validated (leave one source out: each source predicted by a fit to the other sources,\n"
                   "started from the compiled-in constants; the errors to expect on a workload the fit has not seen):\n\n");
        printTable(cv->rows);
        fmt::print("\nCross-validated, by workload family:\n");
        printTable(summarizeByFamily(cv->predictions), "family");
        const ValidationRow& all = cv->rows.back();
        fmt::print("\nError bars from these figures: throughput ± {} (median), memory ± {} (median), "
                   "memory risky below {} headroom (90th percentile).\n",
                   pct(all.throughput.median_abs), pct(all.memory.median_abs), pct(all.memory.p90_abs));
    }
    if (args->has("recipes"))
        printRecipes(checkRecipes(loaded->runs, loaded->profile));
    if (args->has("verbose")) {
        fmt::print("\n");
        printRuns(loaded->runs, cv ? cv->predictions : preds);
    }
    return kOk;
}

int runCalibrate(const std::vector<std::string>& argv)
{
    const auto specs = validateOptions(true);
    auto args = Args::parse(argv, specs);
    if (!args)
        return usageError(args.error().message());
    if (args->has("help")) {
        fmt::print("Usage: psa calibrate [--runs FILE] -o PROFILE.json [--profile START.json]\n\n"
                   "Fits the constants marked 'fitted' (see `psa profile`) to the measured throughput of the runs.\n\n{}",
                   formatOptionHelp(specs));
        return kOk;
    }
    const auto out = args->get("output");
    if (!out)
        return usageError("--output: is required (-o FILE)");
    auto loaded = load(*args);
    if (!loaded)
        return usageError(loaded.error().message());
    // Microbenchmarks first: they pin link and GEMM constants that the run fit then holds fixed.
    std::vector<std::string> measured;
    if (args->has("nccl-tests") || args->has("gemm")) {
        const auto devId = args->get("device");
        if (!devId)
            return usageError("--device: is required with --nccl-tests or --gemm (the device they ran on)");
        const DeviceSpec* dev = loaded->catalog.device(*devId);
        if (!dev)
            return usageError(fmt::format("--device: no device '{}' in the catalog", *devId));
        auto readFile = [](const std::string& path) { return readFileBounded(path); };
        for (std::string spec : args->all("nccl-tests")) {
            std::optional<bool> scaleOut;
            for (const auto& [suffix, value] : {std::pair{std::string(":scale-out"), true}, std::pair{std::string(":scale-up"), false}})
                if (spec.size() > suffix.size() && spec.compare(spec.size() - suffix.size(), suffix.size(), suffix) == 0) {
                    scaleOut = value;
                    spec.resize(spec.size() - suffix.size());
                }
            auto text = readFile(spec);
            if (!text)
                return usageError("--nccl-tests: " + text.error().message());
            auto table = parseNcclTests(*text, spec);
            if (!table)
                return usageError("--nccl-tests: " + table.error().message());
            const LinkFit fit = fitLink(*table);
            const bool out_ = scaleOut.value_or(table->ranks > dev->devices_per_node);
            auto applied = applyLinkFit(loaded->profile, fit, *dev, out_);
            if (!applied)
                return usageError("--nccl-tests: " + applied.error().message());
            measured.push_back(out_ ? "scale_out_bus_efficiency" : "scale_up_bus_efficiency");
            measured.push_back(out_ ? "alpha_scale_out_s" : "alpha_scale_up_s");
            fmt::print("nccl-tests {} ({} ranks, {}): busbw {:.1f} GB/s, α {:.1f} µs → {} = {:.3f}\n", table->collective, table->ranks,
                       out_ ? "scale-out" : "scale-up", fit.busbw_gbps, fit.alpha_s * 1e6,
                       out_ ? "scale_out_bus_efficiency" : "scale_up_bus_efficiency",
                       out_ ? loaded->profile.scale_out_bus_efficiency : loaded->profile.scale_up_bus_efficiency);
        }
        if (auto g = args->get("gemm")) {
            auto text = readFile(*g);
            if (!text)
                return usageError("--gemm: " + text.error().message());
            auto rows = parseGemmTable(*text, *g);
            if (!rows)
                return usageError("--gemm: " + rows.error().message());
            auto fit = fitGemm(*rows, *dev, loaded->profile.gemm_tokens_half);
            if (!fit)
                return usageError("--gemm: " + fit.error().message());
            applyGemmFit(loaded->profile, *fit);
            measured.push_back("gemm_efficiency_max");
            measured.push_back("gemm_width_half");
            fmt::print("GEMM table ({} rows): efficiency max {:.3f}, width half {:.0f}\n", fit->rows, fit->efficiency_max, fit->width_half);
        }
    }
    fmt::print("Before the fit:\n");
    printTable(summarize(predictRuns(loaded->runs, loaded->profile)));
    std::vector<FitParameter> params;
    for (const auto& fp : defaultFitParameters()) {
        if (std::find(measured.begin(), measured.end(), fp.key) == measured.end())
            params.push_back(fp);
    }
    FitResult fit = fitProfile(loaded->runs, loaded->profile, params);
    for (const auto& k : measured)
        fit.held_fixed.push_back(k + ": measured by the microbenchmarks");
    // Error bars for every later estimate: the held-out errors of a leave-one-source-out
    // cross-validation of this same fit, not its in-sample residuals (which flatter it).
    const CrossValidation cv = crossValidate(loaded->runs, loaded->profile, params);
    setErrorBarsFromResiduals(fit.profile, cv.rows);
    setFamilyErrorBars(fit.profile, summarizeByFamily(cv.predictions));
    fit.profile.name = std::filesystem::path(*out).stem().string();
    fit.profile.description = fmt::format("fitted by `psa calibrate` to {} runs of {}; objective (mean sq. log error) {:.4f} -> {:.4f}",
                                          fit.runs_used, std::filesystem::path(args->get("runs").value_or(shippedRunsFile().string())).filename().string(),
                                          fit.objective_before, fit.objective_after);
    fmt::print("\nAfter the fit (in sample: the runs it was fitted to):\n");
    printTable(summarize(predictRuns(loaded->runs, fit.profile)));
    fmt::print("\nCross-validated (leave one source out), the error bars the profile carries:\n");
    printTable(cv.rows);
    fmt::print("\nFitted: ");
    for (const auto& k : fit.fitted)
        fmt::print("{} = {:.4g}  ", k, *fit.profile.find(k));
    fmt::print("\n");
    for (const auto& h : fit.held_fixed)
        fmt::print("Held fixed: {}\n", h);
    // Only a profile that loads back: every constant within its physical range.
    if (auto v = validateProfile(fit.profile); !v)
        return usageError("the fitted profile is outside the constants' ranges: " + v.error().message());
    // The atomic writer: a failed write leaves the old file untouched and no temporary file behind.
    if (auto w = writeFileAtomically(*out, profileToJson(fit.profile)); !w)
        return writeError("--output: " + w.error().detail);
    fmt::print("Wrote {}\n", safeName(*out));
    return kOk;
}

}  // namespace psa::cli

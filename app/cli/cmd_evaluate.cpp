#include <fmt/format.h>
#include <optional>

#include "calibration/validation.h"
#include "codegen/codegen.h"
#include "commands.h"
#include "util/text.h"
#include "cost/evaluate.h"
#include "report/evaluation_report.h"
#include "scenario_options.h"
#include "spec/input_limits.h"

namespace psa::cli {

std::vector<OptionSpec> evaluateOptions()
{
    auto o = scenarioOptions();
    for (auto& p : profileOptions())
        o.push_back(p);
    o.push_back({"strategy", true, false,
                 "\"dp=8,tp=8,pp=2,cp=1,ep=1,etp=1,vpp=1,mbs=1,zero=1,recompute=selective,schedule=1f1b,sp=on\"; "
                 "omitted keys take these defaults, dp is derived; optional: offload=on, uneven=on, "
                 "tp_overlap=on|off, ep_overlap=on|off (default: the framework's)",
                 "SPEC"});
    o.push_back({"format", true, false, "text | json (default text)", "FMT"});
    o.push_back({"headroom", true, false,
                 "memory to keep free, fraction of capacity (default 0.10): the fits / risky / does-not-fit class, as in "
                 "analyze and compare",
                 "FRACTION"});
    o.push_back({"emit", true, false, "print only the launch code: pytorch | megatron | mindspeed | mindspore | torchtitan | torchtitan-toml | deepspeed (without --framework, also plans for it)", "FW"});
    o.push_back({"help", false, false, "show this help"});
    return o;
}

namespace {
}  // namespace

int runEvaluate(const std::vector<std::string>& argv)
{
    const auto specs = evaluateOptions();
    auto args = Args::parse(argv, specs);
    if (!args)
        return usageError(args.error().message());
    if (args->has("help")) {
        fmt::print("Usage: psa evaluate (--model ID | --hf-config FILE | --layers … | --scenario FILE) --device ID --devices N [options]\n\n{}",
                   formatOptionHelp(specs));
        return kOk;
    }
    if (!args->positionals().empty())
        return usageError(fmt::format("unexpected argument '{}'", args->positionals().front()));
    const std::string format = args->get("format").value_or("text");
    if (format != "text" && format != "json")
        return usageError(fmt::format("--format: '{}' is not one of text, json", format));
    auto catalog = catalogFromArgs(*args);
    if (!catalog)
        return usageError(catalog.error().message());
    auto file = scenarioFileFromArgs(*args, *catalog);
    if (!file)
        return usageError(file.error().message());
    auto scenario = scenarioFromArgs(*args, *catalog, file->has_value() ? &**file : nullptr);
    if (!scenario)
        return usageError(scenario.error().message());
    auto strategy = strategyFromArgs(*args);
    if (!strategy)
        return usageError(strategy.error().message());
    auto loadedProfile = profileFromArgs(*args);
    if (!loadedProfile)
        return usageError(loadedProfile.error().message());
    const Profile profile = withFamilyErrorBars(*loadedProfile, *scenario);  // the error of runs like this one
    // Scenario-level problems are input errors (exit 2), strategy rule violations exit 3.
    const auto problems = validateScenario(*scenario);
    if (!problems.empty()) {
        for (const auto& p : problems)
            fmt::print(stderr, "psa: {}\n", safeName(p.message()));
        return kUsage;
    }
    std::optional<Framework> emit;
    if (auto e = args->get("emit")) {
        auto f = parseFramework(*e);
        if (!f)
            return usageError(Error{"--emit", f.error().code, f.error().detail}.message());
        emit = *f;
    }
    const Baseline baseline = computeBaseline(*scenario, profile);
    const Estimate estimate = evaluate(*scenario, *strategy, profile);
    if (emit && estimate.valid) {
        return emitText(emitLaunchCode(*emit, *scenario, estimate.strategy), std::nullopt, true);
    }
    double headroom = kDefaultMemoryHeadroom;
    if (args->has("headroom")) {
        auto h = args->number("headroom", 0.0, limits::kMaxHeadroom);
        if (!h)
            return usageError(h.error().message());
        headroom = *h;
    }
    const EvaluationView view{*scenario, baseline, estimate, profile, headroom};
    const bool color = stdoutIsTerminal();
    const int rc = format == "json" ? emitText(evaluationJson(view), std::nullopt, false)
                                    : emitText(evaluationText(view, color), std::nullopt, true, color);
    if (rc != kOk)
        return rc;
    if (!estimate.valid) {
        for (const auto& r : estimate.reasons)
            fmt::print(stderr, "psa: invalid strategy: {}\n", safeName(r.message()));
        return kInvalidStrategy;
    }
    return kOk;
}

}  // namespace psa::cli

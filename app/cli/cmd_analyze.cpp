// psa analyze / compare / diagnose: the search and the full eight-section report.
#include <fmt/format.h>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "codegen/codegen.h"
#include "commands.h"
#include "cost/evaluate.h"
#include "cost/validity.h"
#include "pdf_export_bridge.h"
#include "report/evaluation_report.h"
#include "report/plan_report.h"
#include "io/atomic_write.h"
#include "scenario_options.h"
#include "search_options.h"

namespace psa::cli {

std::vector<OptionSpec> analyzeOptions(bool strategies)
{
    auto o = scenarioOptions();
    for (auto& x : profileOptions())
        o.push_back(x);
    for (auto& x : searchOptions())
        o.push_back(x);
    if (strategies) {
        o.push_back({"strategy", true, true, "a strategy to compare or diagnose (repeatable), same syntax as evaluate", "SPEC"});
        o.push_back({"symptom", true, false, "diagnose: oom | slow (default oom)", "NAME"});
    }
    o.push_back({"format", true, false, "text | markdown | json | pdf (default text; pdf needs -o FILE and a build with Qt)", "FMT"});
    o.push_back({"output", true, false, "write the report to FILE instead of standard output (also -o FILE)", "FILE"});
    o.push_back({"save-scenario", true, false, "also save the scenario, constraints and weights as a .psa.json file the application opens", "FILE"});
    o.push_back({"page-size", true, false, "PDF page size: a4 | letter (default a4)", "SIZE"});
    o.push_back({"emit", true, false, "print only the launch code: pytorch | megatron | mindspeed | mindspore | torchtitan", "FW"});
    o.push_back({"help", false, false, "show this help"});
    return o;
}

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;


struct Prepared {
    Args args;
    Catalog catalog;
    Scenario scenario;
    Profile profile;
    SearchConstraints constraints;
    ScoreWeights weights;
    QueryMerge merge;
    std::string format;
    std::optional<Framework> emit;
    int threads = 0;
};

// Parses options (the query's words filling what flags did not give) and builds every input.
Result<Prepared> prepare(const std::vector<std::string>& argv, const std::vector<OptionSpec>& specs)
{
    auto first = Args::parse(argv, specs);
    if (!first)
        return first.error();
    auto catalog = catalogFromArgs(*first);
    if (!catalog)
        return catalog.error();
    std::string query;
    for (const auto& p : first->positionals())
        query += (query.empty() ? "" : " ") + p;
    std::vector<std::string> flags;
    for (size_t i = 0; i < argv.size(); ++i) {  // drop positionals: they were the query
        const bool positional = std::find(first->positionals().begin(), first->positionals().end(), argv[i]) != first->positionals().end()
            && !(i > 0 && argv[i - 1].rfind("--", 0) == 0 && argv[i - 1].find('=') == std::string::npos);
        if (!positional)
            flags.push_back(argv[i]);
    }
    Prepared pr{*first, std::move(catalog).value(), {}, {}, {}, {}, {}, "text", std::nullopt, 0};
    pr.merge = mergeQuery(flags, query, pr.catalog);
    auto args = Args::parse(pr.merge.argv, specs);
    if (!args)
        return args.error();
    pr.args = *args;
    if (!pr.merge.query.unused.empty() && pr.merge.query.model_id.value_or("").empty() && !args->has("model") && !args->has("hf-config")
        && !args->has("layers") && !args->has("scenario"))
        return Error{"query", "not_understood", "could not tell the model from the query (give --model)"};
    auto file = scenarioFileFromArgs(*args, pr.catalog);
    if (!file)
        return file.error();
    const ScenarioFile* base = file->has_value() ? &**file : nullptr;
    auto sc = scenarioFromArgs(*args, pr.catalog, base);
    if (!sc)
        return sc.error();
    pr.scenario = *sc;
    const auto problems = validateScenario(pr.scenario);
    if (!problems.empty())
        return problems.front();
    auto profile = profileFromArgs(*args);
    if (!profile)
        return profile.error();
    pr.profile = *profile;
    auto c = constraintsFromArgs(*args, base);
    if (!c)
        return c.error();
    pr.constraints = *c;
    auto w = weightsFromArgs(*args, base);
    if (!w)
        return w.error();
    pr.weights = *w;
    pr.format = args->get("format").value_or("text");
    if (pr.format != "text" && pr.format != "markdown" && pr.format != "json" && pr.format != "pdf")
        return Error{"--format", "bad_value", fmt::format("'{}' is not one of text, markdown, json, pdf", pr.format)};
    if (pr.format == "pdf") {
        if (!pdfExportAvailable())
            return Error{"--format", "unavailable", "built without Qt: PDF export unavailable"};
        if (!args->has("output") || args->get("output")->empty())
            return Error{"--output", "missing", "--format pdf writes a file: give -o FILE"};
    }
    if (auto ps = args->get("page-size"); ps && *ps != "a4" && *ps != "A4" && *ps != "letter" && *ps != "Letter")
        return Error{"--page-size", "bad_value", fmt::format("'{}' is not one of a4, letter", *ps)};
    if (auto e = args->get("emit")) {
        auto f = parseFramework(*e);
        if (!f)
            return Error{"--emit", f.error().code, f.error().detail};
        pr.emit = *f;
    }
    if (args->has("threads")) {
        auto t = args->integer("threads", 1, 1024);
        if (!t)
            return t.error();
        pr.threads = int(*t);
    }
    return pr;
}

std::vector<std::string> echoLines(const Prepared& pr)
{
    std::vector<std::string> lines;
    const QueryResult& q = pr.merge.query;
    if (!q.understood.empty()) {
        std::string u;
        for (const auto& x : q.understood)
            u += (u.empty() ? "" : "; ") + x;
        lines.push_back("understood: " + u);
    }
    if (!q.unused.empty()) {
        std::string u;
        for (const auto& x : q.unused)
            u += (u.empty() ? "" : ", ") + x;
        lines.push_back("not used from the query: " + u);
    }
    for (const auto& a : pr.merge.assumptions)
        lines.push_back("assumed: " + a);
    return lines;
}

void printEcho(const Prepared& pr)
{
    for (const auto& l : echoLines(pr))
        fmt::print(stderr, "psa: {}\n", l);
}

int help(const char* usage, const std::vector<OptionSpec>& specs)
{
    fmt::print("{}\n\n{}", usage, formatOptionHelp(specs));
    return kOk;
}

// Prints the report, or writes it to --output through a temporary file renamed at the end.
int emitReport(const Prepared& pr, const std::string& text)
{
    const auto out = pr.args.get("output");
    if (!out) {
        fmt::print("{}", text);
        return kOk;
    }
    const std::string temp = *out + ".part";
    {
        std::ofstream f(temp, std::ios::binary | std::ios::trunc);
        if (f)
            f << text;
        if (!f || !f.flush()) {
            std::remove(temp.c_str());
            fmt::print(stderr, "psa: {}: cannot write the file\n", *out);
            return kFailure;
        }
    }
    if (std::rename(temp.c_str(), out->c_str()) != 0) {
        std::remove(temp.c_str());
        fmt::print(stderr, "psa: {}: cannot write the file\n", *out);
        return kFailure;
    }
    return kOk;
}

// --format pdf: the plan report (and the pinned comparison) through the Qt PDF writer.
int emitPdf(const Prepared& pr, const PlanReport& rep, const SearchResult& r, std::vector<PdfPin> pinned = {})
{
    PdfRequest rq;
    rq.path = pr.args.get("output").value_or("");
    rq.page_size = pr.args.get("page-size").value_or("a4");
    rq.report = &rep;
    rq.result = &r;
    rq.scenario = pr.scenario;
    rq.constraints = pr.constraints;
    rq.weights = pr.weights;
    rq.profile = pr.profile;
    rq.pinned = std::move(pinned);
    std::string error;
    if (!writePlanPdfFile(rq, &error)) {
        fmt::print(stderr, "psa: {}\n", error);
        return kFailure;
    }
    fmt::print(stderr, "psa: wrote {}\n", rq.path);
    return kOk;
}

}  // namespace

int runAnalyze(const std::vector<std::string>& argv)
{
    const auto specs = analyzeOptions(false);
    if (std::find(argv.begin(), argv.end(), "--help") != argv.end())
        return help("Usage: psa analyze [\"QUERY\"] [--model …] [--device … --devices N] [constraints] [--format text|markdown|json]\n"
                    "Example: psa analyze \"Mixtral 8x7B on 32 H100, seq_len 4096\"",
                    specs);
    auto pr = prepare(argv, specs);
    if (!pr)
        return usageError(pr.error().message());
    if (pr->merge.query.intent != QueryIntent::Analyze) {  // the query asks to compare or diagnose
        std::vector<std::string> forwarded = argv;
        return pr->merge.query.intent == QueryIntent::Compare ? runCompare(forwarded) : runDiagnose(forwarded);
    }
    if (auto path = pr->args.get("save-scenario")) {
        const ScenarioFile file = scenarioFileFor(pr->scenario, pr->constraints, pr->weights, pr->catalog, pr->emit);
        if (auto w = writeFileAtomically(*path, scenarioFileToJson(file)); !w) {
            fmt::print(stderr, "psa: --save-scenario: {}\n", w.error().detail);
            return kFailure;
        }
    }
    printEcho(*pr);
    const SearchResult r = search(pr->scenario, pr->constraints, pr->weights, pr->profile, {}, {}, pr->threads);
    PlanReport rep = buildPlanReport(pr->scenario, r, pr->constraints, pr->profile, pr->emit.value_or(Framework::PyTorch));
    for (const auto& l : echoLines(*pr))
        rep.notes.insert(rep.notes.begin(), l);
    if (pr->emit) {
        if (!rep.recommended)
            return usageError("no strategy fits, so there is no launch code to emit");
        fmt::print("{}", rep.launch_code);
        return kOk;
    }
    if (pr->format == "pdf")
        return emitPdf(*pr, rep, r);
    if (pr->format == "json")
        return emitReport(*pr, renderPlanJson(rep));
    if (pr->format == "markdown")
        return emitReport(*pr, renderPlanMarkdown(rep));
    return emitReport(*pr, renderPlanText(rep, stdoutIsTerminal() && !pr->args.has("output")));
}

namespace {

std::vector<Strategy> strategiesFrom(const Prepared& pr, std::vector<Error>& errors)
{
    std::vector<Strategy> out;
    for (const auto& text : pr.args.all("strategy")) {
        auto s = parseStrategy(text);
        if (!s)
            errors.push_back(Error{"--strategy", s.error().code, s.error().message()});
        else
            out.push_back(*s);
    }
    if (out.empty())
        out = pr.merge.query.strategies;
    return out;
}

std::string delta(double a, double b, const char* unit, double scale = 1.0)
{
    return fmt::format("{:+.1f}{}", (a - b) * scale, unit);
}

}  // namespace

int runCompare(const std::vector<std::string>& argv)
{
    const auto specs = analyzeOptions(true);
    if (std::find(argv.begin(), argv.end(), "--help") != argv.end())
        return help("Usage: psa compare --strategy A --strategy B [...] --model … --device … --devices N\n"
                    "   or: psa compare \"Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s\"",
                    specs);
    auto pr = prepare(argv, specs);
    if (!pr)
        return usageError(pr.error().message());
    printEcho(*pr);
    std::vector<Error> errors;
    const auto strategies = strategiesFrom(*pr, errors);
    if (!errors.empty())
        return usageError(errors.front().message());
    if (strategies.size() < 2)
        return usageError("--strategy: compare needs at least two strategies");
    std::vector<Estimate> es;
    for (const auto& s : strategies)
        es.push_back(evaluate(pr->scenario, s, pr->profile));
    int verdict = -1;
    for (size_t i = 0; i < es.size(); ++i)
        if (es[i].valid && es[i].fits && (verdict < 0 || es[i].tokens_per_s > es[size_t(verdict)].tokens_per_s))
            verdict = int(i);
    if (pr->format == "pdf") {
        // The plan of the scenario, with the compared strategies pinned in its comparison section.
        const SearchResult r = search(pr->scenario, pr->constraints, pr->weights, pr->profile, {}, {}, pr->threads);
        PlanReport rep = buildPlanReport(pr->scenario, r, pr->constraints, pr->profile, pr->emit.value_or(Framework::PyTorch));
        for (const auto& l : echoLines(*pr))
            rep.notes.insert(rep.notes.begin(), l);
        std::vector<PdfPin> pins;
        for (size_t i = 0; i < es.size(); ++i)
            pins.push_back({fmt::format("{}: {}", char('A' + i), describeStrategy(es[i].strategy)), pr->scenario.training.precision, es[i]});
        const int rc = emitPdf(*pr, rep, r, std::move(pins));
        if (rc != kOk)
            return rc;
        return std::none_of(es.begin(), es.end(), [](const Estimate& e) { return e.valid; }) ? kInvalidStrategy : kOk;
    }
    if (pr->args.has("output"))
        return usageError("--output: compare writes a file only with --format pdf");
    if (pr->format == "json") {
        nlohmann::ordered_json j;
        j["scenario"] = {{"model", pr->scenario.model.id}, {"device", pr->scenario.cluster.device.id}, {"devices", pr->scenario.cluster.num_devices}};
        j["strategies"] = nlohmann::ordered_json::array();
        for (const auto& e : es) {
            const Baseline b = computeBaseline(pr->scenario, pr->profile);
            j["strategies"].push_back(nlohmann::ordered_json::parse(evaluationJson({pr->scenario, b, e, pr->profile}))["evaluated"]);
        }
        j["verdict"] = verdict;
        fmt::print("{}\n", j.dump(2));
        return verdict < 0 && std::none_of(es.begin(), es.end(), [](const Estimate& e) { return e.valid; }) ? kInvalidStrategy : kOk;
    }
    const bool md = pr->format == "markdown";
    fmt::print("{}Comparison: {} on {} × {}\n\n", md ? "# " : "", pr->scenario.model.name, pr->scenario.cluster.num_devices,
               pr->scenario.cluster.device.name);
    const Estimate& ref = es.front();
    std::string sep = md ? " | " : "  ";
    fmt::print("{}{:<48}{}{:>14}{}{:>9}{}{:>8}{}{:>8}{}{:>14}{}{:>10}{}\n", md ? "| " : "", "strategy", sep, "memory GiB", sep, "bubble", sep,
               "comm", sep, "MFU", sep, "tokens/s/dev", sep, "fits", md ? " |" : "");
    if (md)
        fmt::print("|---|---:|---:|---:|---:|---:|---|\n");
    for (size_t i = 0; i < es.size(); ++i) {
        const Estimate& e = es[i];
        const std::string name = fmt::format("{}: {}", char('A' + i), describeStrategy(e.strategy));
        if (!e.valid) {
            fmt::print("{}{:<48}{}invalid: {}{}\n", md ? "| " : "", name, sep, e.reasons.empty() ? "" : e.reasons.front().message(), md ? " |" : "");
            continue;
        }
        const double comm = e.step_time_s > 0 ? e.comm_exposed_s / e.step_time_s : 0;
        std::string memCell = fmt::format("{:.1f}", e.memory.total() / kGiB);
        std::string tokCell = fmt::format("{:.0f}", e.tokens_per_s_per_device);
        if (i > 0 && ref.valid) {
            memCell += " (" + delta(e.memory.total() / kGiB, ref.memory.total() / kGiB, "") + ")";
            tokCell += fmt::format(" ({:+.0f} %)", 100 * (e.tokens_per_s / ref.tokens_per_s - 1));
        }
        fmt::print("{}{:<48}{}{:>14}{}{:>8.1f}%{}{:>7.1f}%{}{:>7.1f}%{}{:>14}{}{:>10}{}\n", md ? "| " : "", name, sep, memCell, sep,
                   100 * e.bubble_ratio, sep, 100 * comm, sep, 100 * e.mfu, sep, tokCell, sep, e.fits ? "yes" : "NO", md ? " |" : "");
    }
    fmt::print("\n");
    if (verdict >= 0)
        fmt::print("Verdict: {} ({}) is the fastest of the strategies that fit: {:.0f} tokens/s.\n", char('A' + verdict),
                   describeStrategy(es[size_t(verdict)].strategy), es[size_t(verdict)].tokens_per_s);
    else
        fmt::print("Verdict: none of the strategies is valid and fits in memory.\n");
    return std::none_of(es.begin(), es.end(), [](const Estimate& e) { return e.valid; }) ? kInvalidStrategy : kOk;
}

int runDiagnose(const std::vector<std::string>& argv)
{
    const auto specs = analyzeOptions(true);
    if (std::find(argv.begin(), argv.end(), "--help") != argv.end())
        return help("Usage: psa diagnose --strategy \"dp=8\" --symptom oom --model … --device … --devices N --seq-len S\n"
                    "   or: psa diagnose \"Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768\"",
                    specs);
    auto pr = prepare(argv, specs);
    if (!pr)
        return usageError(pr.error().message());
    printEcho(*pr);
    std::vector<Error> errors;
    auto strategies = strategiesFrom(*pr, errors);
    if (!errors.empty())
        return usageError(errors.front().message());
    if (strategies.empty())
        return usageError("--strategy: give the current strategy to diagnose");
    const Strategy current = strategies.front();
    Scenario used = pr->scenario;
    {
        // "DP=8 … on 16 GPUs": a layout that covers fewer devices than the cluster runs on the devices it covers.
        if (const auto covered = devicesCoveredBy(current, used.cluster.num_devices)) {
            fmt::print(stderr, "psa: the strategy covers {} of {} devices; diagnosing it on {} devices\n", *covered,
                       used.cluster.num_devices, *covered);
            used.cluster.num_devices = *covered;
        }
    }
    if (pr->format == "pdf" || pr->args.has("output"))
        return usageError("--format pdf / --output: available for analyze and compare, not diagnose");
    const Estimate e = evaluate(used, current, pr->profile);
    const bool md = pr->format == "markdown";
    std::string text;  // text/markdown output, printed at the end unless JSON was asked for
    nlohmann::ordered_json j;
    fmt::format_to(std::back_inserter(text), "{}Diagnosis: {} on {} × {}, seq {}\n\n", md ? "# " : "", pr->scenario.model.name, pr->scenario.cluster.num_devices,
               pr->scenario.cluster.device.name, pr->scenario.training.seq_len);
    if (!e.valid) {
        fmt::format_to(std::back_inserter(text), "The current strategy {} is not valid:\n", describeStrategy(e.strategy));
        for (const auto& r : e.reasons)
            fmt::format_to(std::back_inserter(text), "  - {}\n", r.message());
    } else {
        const MemoryBreakdown& m = e.memory;
        fmt::format_to(std::back_inserter(text), "Current: {} on {} devices\n", describeStrategy(e.strategy), used.cluster.num_devices);
        fmt::format_to(std::back_inserter(text), "Memory per device {:.1f} GiB of {:.0f} GiB: params {:.1f}, grads {:.1f}, optimizer {:.1f}, activations {:.1f}, other {:.1f}.\n",
                   m.total() / kGiB, e.capacity_bytes / kGiB, m.params / kGiB, m.grads / kGiB, m.optimizer / kGiB, m.activations / kGiB,
                   m.other() / kGiB);
        if (!e.fits) {
            const double states = m.params + m.grads + m.optimizer;
            fmt::format_to(std::back_inserter(text), "Why it runs out of memory: it needs {:.1f} GiB more than the device has; the largest part is {} ({:.0f} % of the total).\n",
                       (m.total() - e.capacity_bytes) / kGiB, m.activations > states ? "activations" : "model states (params + grads + optimizer)",
                       100 * std::max(m.activations, states) / m.total());
        } else {
            fmt::format_to(std::back_inserter(text), "The model says this fits ({:.0f} % used); an OOM would come from fragmentation or buffers beyond the model.\n",
                       100 * m.total() / e.capacity_bytes);
        }
    }
    // Fixes: single changes to the current strategy, then the best layouts from the search, ranked by throughput.
    struct Fix {
        std::string change;
        Estimate est;
    };
    std::vector<Fix> fixes;
    const Strategy base = resolveStrategy(pr->scenario, current);
    auto tryFix = [&](const std::string& label, Strategy s) {
        s.dp = 0;
        Estimate x = evaluate(pr->scenario, s, pr->profile, {false, true});
        if (x.valid && x.memory.total() <= x.capacity_bytes * (1 - pr->constraints.memory_headroom))
            fixes.push_back({label, std::move(x)});
    };
    for (Recompute rc : {Recompute::Selective, Recompute::Full}) {
        Strategy s = base;
        s.recompute = rc;
        if (rc != base.recompute)
            tryFix(fmt::format("recompute={}", toString(rc)), s);
    }
    for (int z = base.zero + 1; z <= 3; ++z) {
        Strategy s = base;
        s.zero = z;
        tryFix(fmt::format("zero={}", z), s);
    }
    for (int f : {2, 4, 8}) {
        Strategy s = base;
        s.cp = base.cp * f;
        tryFix(fmt::format("cp={} (context parallel)", s.cp), s);
        s = base;
        s.tp = base.tp * f;
        tryFix(fmt::format("tp={}", s.tp), s);
        s.recompute = Recompute::Full;
        tryFix(fmt::format("tp={} + full recompute", s.tp), s);
        s = base;
        s.cp = base.cp * f;
        s.recompute = Recompute::Full;
        tryFix(fmt::format("cp={} + full recompute", s.cp), s);
        s = base;
        s.zero = 3;
        s.cp = base.cp * f;
        tryFix(fmt::format("cp={} + zero=3", s.cp), s);
    }
    if (base.mbs > 1) {
        Strategy s = base;
        s.mbs = 1;
        tryFix("mbs=1", s);
    }
    std::sort(fixes.begin(), fixes.end(), [](const Fix& a, const Fix& b) { return a.est.tokens_per_s > b.est.tokens_per_s; });
    {
        const Baseline b = computeBaseline(used, pr->profile);
        j["current"] = nlohmann::ordered_json::parse(evaluationJson({used, b, e, pr->profile}))["evaluated"];
        j["current_devices"] = used.cluster.num_devices;
        j["fixes"] = nlohmann::ordered_json::array();
        for (const auto& f : fixes)
            j["fixes"].push_back({{"change", f.change}, {"strategy", formatStrategy(f.est.strategy)}, {"memory_gib", f.est.memory.total() / kGiB},
                                  {"tokens_per_s_per_device", f.est.tokens_per_s_per_device},
                                  {"throughput_change", e.valid && e.tokens_per_s_per_device > 0 ? f.est.tokens_per_s_per_device / e.tokens_per_s_per_device - 1 : 0.0}});
    }
    fmt::format_to(std::back_inserter(text), "\n{}Fixes ranked by throughput{}\n", md ? "## " : "", md ? "" : ":");
    if (fixes.empty())
        fmt::format_to(std::back_inserter(text), "  No single change to the current layout fits; see the best layouts below.\n");
    for (size_t i = 0; i < fixes.size() && i < 8; ++i) {
        const Estimate& x = fixes[i].est;
        const double cost = e.valid && e.tokens_per_s_per_device > 0 ? x.tokens_per_s_per_device / e.tokens_per_s_per_device - 1 : 0;
        fmt::format_to(std::back_inserter(text), "  {}. {:<32} {:>6.1f} GiB  {:>8.0f} tokens/s/device{}\n", i + 1, fixes[i].change, x.memory.total() / kGiB,
                   x.tokens_per_s_per_device, e.valid ? fmt::format("  ({:+.1f} % per device vs current)", 100 * cost) : "");
    }
    const SearchResult r = search(pr->scenario, pr->constraints, pr->weights, pr->profile, {}, {}, pr->threads);
    fmt::format_to(std::back_inserter(text), "\n{}Best layouts from the full search{}\n", md ? "## " : "", md ? "" : ":");
    int shown = 0;
    j["best"] = nlohmann::ordered_json::array();
    for (const auto& c : r.candidates) {
        if (!c.fits || shown >= 3)
            break;
        j["best"].push_back({{"strategy", formatStrategy(c.strategy)}, {"precision", toString(c.precision)}, {"memory_gib", c.memory_bytes / kGiB},
                             {"tokens_per_s_per_device", c.tokens_per_s / pr->scenario.cluster.num_devices}});
        fmt::format_to(std::back_inserter(text), "  {}. {:<64} {:>6.1f} GiB  {:>8.0f} tokens/s/device\n", ++shown, describeStrategy(c.strategy) + " " + toString(c.precision),
                   c.memory_bytes / kGiB, c.tokens_per_s / pr->scenario.cluster.num_devices);
    }
    if (shown == 0) {
        const auto minimum = minimumDevicesToFit(pr->scenario, pr->constraints, pr->profile);
        j["minimum_devices"] = minimum ? nlohmann::ordered_json(*minimum) : nlohmann::ordered_json();
        fmt::format_to(std::back_inserter(text), "  Nothing fits on {} devices.{}\n", pr->scenario.cluster.num_devices,
                   minimum ? fmt::format(" It fits from {} devices.", *minimum) : "");
    }
    if (pr->format == "json")
        fmt::print("{}\n", j.dump(2));
    else
        fmt::print("{}", text);
    return e.valid ? kOk : kInvalidStrategy;
}

}  // namespace psa::cli

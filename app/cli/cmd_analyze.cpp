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
#include "report/comparison_report.h"
#include "report/diagnosis_report.h"
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
    o.push_back({"emit", true, false, "print only the launch code: pytorch | megatron | mindspeed | mindspore | torchtitan | deepspeed (without --framework, also plans for it)", "FW"});
    o.push_back({"help", false, false, "show this help"});
    return o;
}

namespace {



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
    PlanReport rep = buildPlanReport(pr->scenario, r, pr->constraints, pr->profile, pr->emit);
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
    const ComparisonReport cmp = buildComparison(pr->scenario, strategies, pr->profile);
    const int exitCode = cmp.anyValid() ? kOk : kInvalidStrategy;
    if (pr->format == "pdf") {
        // The plan of the scenario, with the compared strategies pinned in its comparison section.
        const SearchResult r = search(pr->scenario, pr->constraints, pr->weights, pr->profile, {}, {}, pr->threads);
        PlanReport rep = buildPlanReport(pr->scenario, r, pr->constraints, pr->profile, pr->emit);
        for (const auto& l : echoLines(*pr))
            rep.notes.insert(rep.notes.begin(), l);
        std::vector<PdfPin> pins;
        for (size_t i = 0; i < cmp.estimates.size(); ++i)
            pins.push_back({comparisonLabel(cmp, i), pr->scenario.training.precision, cmp.estimates[i]});
        const int rc = emitPdf(*pr, rep, r, std::move(pins));
        return rc != kOk ? rc : exitCode;
    }
    if (pr->args.has("output"))
        return usageError("--output: compare writes a file only with --format pdf");
    if (pr->format == "json")
        fmt::print("{}", renderComparisonJson(cmp, pr->profile));
    else
        fmt::print("{}", renderComparisonText(cmp, pr->format == "markdown"));
    return exitCode;
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
    if (pr->format == "pdf" || pr->args.has("output"))
        return usageError("--format pdf / --output: available for analyze and compare, not diagnose");
    const DiagnosisReport d = buildDiagnosis(pr->scenario, current, pr->constraints, pr->weights, pr->profile, pr->threads);
    if (d.used.cluster.num_devices != pr->scenario.cluster.num_devices)
        fmt::print(stderr, "psa: the strategy covers {} of {} devices; diagnosing it on {} devices\n", d.used.cluster.num_devices,
                   pr->scenario.cluster.num_devices, d.used.cluster.num_devices);
    if (pr->format == "json")
        fmt::print("{}", renderDiagnosisJson(d, pr->profile));
    else
        fmt::print("{}", renderDiagnosisText(d, pr->format == "markdown"));
    return d.current.valid ? kOk : kInvalidStrategy;
}

}  // namespace psa::cli

// psa analyze / compare / diagnose: the search and the full eight-section report.
#include <fmt/format.h>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "calibration/validation.h"
#include "codegen/codegen.h"
#include "commands.h"
#include "cost/evaluate.h"
#include "cost/validity.h"
#include "pdf_export_bridge.h"
#include "report/comparison_report.h"
#include "report/diagnosis_report.h"
#include "report/document.h"
#include "report/evaluation_report.h"
#include "report/plan_report.h"
#include "report/time_to_train_report.h"
#include "search/sweep.h"
#include "spec/input_limits.h"
#include "util/text.h"
#include "util/units.h"
#include "i18n/i18n.h"
#include "io/atomic_write.h"
#include "scenario_options.h"
#include "search_options.h"
#include "util/text.h"

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
    o.push_back({"emit", true, false, "print only the launch code: pytorch | megatron | mindspeed | mindspore | torchtitan | torchtitan-toml | deepspeed (without --framework, also plans for it)", "FW"});
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
    auto args = Args::parse(flags, specs);
    if (!args)
        return args.error();
    pr.args = *args;
    auto file = scenarioFileFromArgs(*args, pr.catalog);
    if (!file)
        return file.error();
    const ScenarioFile* base = file->has_value() ? &**file : nullptr;
    auto merged = mergeQuery(*args, query, pr.catalog, base);
    if (!merged)
        return merged.error();
    pr.merge = std::move(merged).value();
    // The query's run is the base the flags override; the constraints and weights stay --scenario's.
    auto sc = scenarioFromArgs(*args, pr.catalog, pr.merge.applied ? &pr.merge.applied->file : base);
    if (!sc)
        return sc.error();
    pr.scenario = *sc;
    const auto problems = validateScenario(pr.scenario);
    if (!problems.empty())
        return problems.front();
    auto profile = profileFromArgs(*args);
    if (!profile)
        return profile.error();
    pr.profile = withFamilyErrorBars(*profile, pr.scenario);  // the error of runs like this one
    auto c = constraintsFromArgs(*args, base);
    if (!c)
        return c.error();
    pr.constraints = *c;
    if (pr.merge.applied && pr.merge.applied->sources.precision)
        pr.constraints.precision_fixed = true;  // a precision the query names is the one planned for
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
    if (pr.merge.applied) {
        ScenarioFile final = pr.merge.applied->file;
        final.scenario = pr.scenario;
        std::string u;
        for (const auto& x : runEcho(pr.merge, pr.args, final))
            u += (u.empty() ? "" : "; ") + x;
        lines.push_back("understood: " + u);
        if (pr.merge.applied->note && pr.scenario.cluster.num_devices == pr.merge.applied->file.scenario.cluster.num_devices)
            lines.push_back(*pr.merge.applied->note);
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
        fmt::print(stderr, "psa: {}\n", safeName(l));
}

int help(const char* usage, const std::vector<OptionSpec>& specs)
{
    fmt::print("{}\n\n{}", usage, formatOptionHelp(specs));
    return kOk;
}

// Prints the report, or writes it to --output through the atomic writer (exit 4 when that fails).
int emitReport(const Prepared& pr, const std::string& text, bool escape, bool color = false)
{
    return emitText(text, pr.args.get("output"), escape, color);
}

// --format pdf: the plan report (and the pinned comparison) through the Qt PDF writer.
int emitPdf(const Prepared& pr, const PlanReport& rep, const SearchResult& r, std::vector<PdfPin> pinned = {}, std::string extraTitle = {},
            std::vector<DocSection> extraSections = {}, std::string verdict = {})
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
    rq.extra_title = std::move(extraTitle);
    rq.extra_sections = std::move(extraSections);
    rq.verdict = std::move(verdict);
    std::string error;
    bool writeFailed = false;
    if (!writePlanPdfFile(rq, &error, &writeFailed)) {
        fmt::print(stderr, "psa: {}\n", terminalSafe(error));
        return writeFailed ? kWriteFailed : kUsage;
    }
    fmt::print(stderr, "psa: wrote {}\n", safeName(rq.path));
    return kOk;
}

// --save-scenario FILE: the scenario, constraints and weights (and the compared strategies as pins).
int saveScenarioIfAsked(const Prepared& pr, const std::vector<PinnedStrategy>& pins = {})
{
    if (auto path = pr.args.get("save-scenario")) {
        ScenarioFile file = scenarioFileFor(pr.scenario, pr.constraints, pr.weights, pr.catalog, pr.emit);
        file.pinned = pins;
        if (auto w = writeFileAtomically(*path, scenarioFileToJson(file)); !w)
            return writeError("--save-scenario: " + w.error().detail);
    }
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
    if (const int rc = saveScenarioIfAsked(*pr); rc != kOk)
        return rc;
    printEcho(*pr);
    const SearchResult r = search(pr->scenario, pr->constraints, pr->weights, pr->profile, {}, {}, pr->threads);
    PlanReport rep = buildPlanReport(pr->scenario, r, pr->constraints, pr->profile, pr->emit);
    for (const auto& l : echoLines(*pr))
        rep.notes.insert(rep.notes.begin(), l);
    if (pr->emit) {
        if (!rep.recommended)
            return usageError("no strategy fits, so there is no launch code to emit");
        return emitText(rep.launch_code, std::nullopt, true);
    }
    if (pr->format == "pdf")
        return emitPdf(*pr, rep, r);
    if (pr->format == "json")
        return emitReport(*pr, renderPlanJson(rep), false);
    if (pr->format == "markdown")
        return emitReport(*pr, renderPlanMarkdown(rep), true);
    const bool color = stdoutIsTerminal() && !pr->args.has("output");
    return emitReport(*pr, renderPlanText(rep, color), true, color);
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
    std::vector<Error> errors;
    const auto strategies = strategiesFrom(*pr, errors);
    if (!errors.empty())
        return usageError(errors.front().message());
    if (strategies.size() < 2)
        return usageError("--strategy: compare needs at least two strategies");
    if (strategies.size() > size_t(kMaxPinned))
        return usageError(fmt::format("--strategy: compare takes at most {} strategies", kMaxPinned));
    std::vector<PinnedStrategy> pins;
    for (const auto& s : strategies)
        pins.push_back({s, pr->scenario.training.precision});
    if (const int rc = saveScenarioIfAsked(*pr, pins); rc != kOk)
        return rc;
    printEcho(*pr);
    // The search under the same constraints: the context row (how far each strategy is from its best).
    const SearchResult r = search(pr->scenario, pr->constraints, pr->weights, pr->profile, {}, {}, pr->threads);
    ComparisonReport cmp = buildComparison(pr->scenario, strategies, pr->constraints, pr->profile, &r, pr->emit);
    for (const auto& l : echoLines(*pr))
        cmp.notes.insert(cmp.notes.begin(), l);
    const int exitCode = cmp.anyValid() ? kOk : kInvalidStrategy;
    if (pr->emit) {
        if (!cmp.winner_plan)
            return usageError("none of the strategies is valid and fits, so there is no launch code to emit");
        return emitText(cmp.winner_plan->launch_code, std::nullopt, true);
    }
    if (pr->format == "pdf") {
        // The plan of the scenario, then the comparison with its eight parts and the pinned strategies' charts.
        PlanReport rep = buildPlanReport(pr->scenario, r, pr->constraints, pr->profile, pr->emit);
        for (const auto& l : echoLines(*pr))
            rep.notes.insert(rep.notes.begin(), l);
        std::vector<PdfPin> pdfPins;
        for (const auto& s : cmp.strategies)
            pdfPins.push_back({s.key, s.precision, s.estimate});
        Document doc = comparisonDocument(cmp);
        const int rc = emitPdf(*pr, rep, r, std::move(pdfPins), doc.title, std::move(doc.sections), cmp.verdict.text);
        return rc != kOk ? rc : exitCode;
    }
    const int rc = pr->format == "json" ? emitReport(*pr, renderComparisonJson(cmp, pr->profile), false)
                                        : emitReport(*pr, renderComparisonText(cmp, pr->format == "markdown"), true);
    return rc != kOk ? rc : exitCode;
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
    std::vector<Error> errors;
    auto strategies = strategiesFrom(*pr, errors);
    if (!errors.empty())
        return usageError(errors.front().message());
    if (strategies.empty())
        return usageError("--strategy: give the current strategy to diagnose");
    const Strategy current = strategies.front();
    if (const int rc = saveScenarioIfAsked(*pr, {{current, pr->scenario.training.precision}}); rc != kOk)
        return rc;
    printEcho(*pr);
    std::vector<std::string> notes;
    for (const auto& a : pr->merge.assumptions)
        notes.push_back(a);
    const DiagnosisReport d = buildDiagnosis(pr->scenario, current, pr->constraints, pr->weights, pr->profile, pr->threads, notes);
    const int exitCode = d.current.valid ? kOk : kInvalidStrategy;
    if (pr->emit) {
        if (!d.plan || !d.plan->recommended)
            return usageError("no fix fits, so there is no launch code to emit");
        return emitText(d.plan->launch_code, std::nullopt, true);
    }
    if (pr->format == "pdf") {
        if (!d.plan || !d.plan->recommended)
            return usageError("--format pdf: no fix fits, so there is no plan to write (see the text report)");
        // The plan of the best fix, with the diagnosis (assumptions, overflow, ranked fixes, what changes) beside it.
        const SearchResult r = search(pr->scenario, pr->constraints, pr->weights, pr->profile, {}, {}, pr->threads);
        Document doc = diagnosisDocument(d);
        std::vector<DocSection> lead;
        for (auto& s : doc.sections) {
            if (!s.title.empty() && std::isdigit(static_cast<unsigned char>(s.title.front())))
                break;  // the plan's own numbered sections: the PDF lays them out itself
            lead.push_back(std::move(s));
        }
        const int rc = emitPdf(*pr, *d.plan, r, {{"current", pr->scenario.training.precision, d.current}}, doc.title, std::move(lead));
        return rc != kOk ? rc : exitCode;
    }
    const int rc = pr->format == "json" ? emitReport(*pr, renderDiagnosisJson(d, pr->profile), false)
                                        : emitReport(*pr, renderDiagnosisText(d, pr->format == "markdown"), true);
    return rc != kOk ? rc : exitCode;
}

}  // namespace psa::cli

// ---------------------------------------------------------------- psa sweep
namespace psa::cli {

namespace {

using i18n::translate;
using i18n::trf;

// "1024,2048,4096" (exact values) or "64..16384" (the sweep picks points on a log scale).
struct AxisText {
    std::vector<long long> values;
    std::optional<std::pair<long long, long long>> range;
};

Result<AxisText> parseAxis(const std::string& flag, const std::string& text, long long lo, long long hi)
{
    AxisText a;
    auto number = [&](const std::string& t) -> Result<long long> {
        auto n = parseTokenCount(t);  // accepts 4096, 128K, 1,024
        if (!n || *n != std::floor(*n) || *n < double(lo) || *n > double(hi))
            return Error{flag, "bad_value", fmt::format("'{}' is not a whole number in {}..{}", t, lo, hi)};
        return static_cast<long long>(*n);
    };
    if (const auto dots = text.find(".."); dots != std::string::npos) {
        auto from = number(text.substr(0, dots));
        auto to = number(text.substr(dots + 2));
        if (!from)
            return from.error();
        if (!to)
            return to.error();
        if (*to < *from)
            return Error{flag, "bad_value", fmt::format("'{}': the range must go upwards", text)};
        a.range = {*from, *to};
        return a;
    }
    for (const auto& item : split(text, ',')) {
        auto n = number(item);
        if (!n)
            return n.error();
        a.values.push_back(*n);
    }
    if (a.values.size() > 64)
        return Error{flag, "bad_value", "at most 64 points"};
    return a;
}

std::string sweepCsv(const std::vector<SweepPoint>& points)
{
    std::string out = "devices,seq_len,strategy,tokens_per_s,tokens_per_s_per_device,mfu,memory_gib,days,cost\n";
    for (const auto& p : points) {
        const bool ok = p.recommended.has_value();
        out += fmt::format("{},{},{},{},{},{},{},{},{}\n", p.devices, p.seq_len,
                           ok ? "\"" + planLayoutText(p.recommended->strategy, p.recommended->precision) + "\"" : std::string(),
                           ok ? fmt::format("{:.1f}", p.recommended->tokens_per_s) : std::string(),
                           ok ? fmt::format("{:.2f}", p.recommended->tokens_per_s / p.devices) : std::string(),
                           ok ? fmt::format("{:.4f}", p.recommended->mfu) : std::string(),
                           ok ? fmt::format("{:.2f}", p.recommended->memory_bytes / kGiB) : std::string(),
                           p.time_to_train ? fmt::format("{:.2f}", p.time_to_train->days) : std::string(),
                           p.time_to_train && p.time_to_train->cost ? fmt::format("{:.0f}", *p.time_to_train->cost) : std::string());
    }
    return out;
}

std::string sweepJson(const Prepared& pr, const std::vector<SweepPoint>& points)
{
    nlohmann::ordered_json j;
    j["scenario"] = {{"model", pr.scenario.model.id}, {"device", pr.scenario.cluster.device.id}, {"global_batch", pr.scenario.training.global_batch},
                     {"precision", toString(pr.scenario.training.precision)}};
    j["points"] = nlohmann::ordered_json::array();
    for (const auto& p : points) {
        nlohmann::ordered_json o{{"devices", p.devices}, {"seq_len", p.seq_len}};
        if (p.recommended) {
            o["recommended"] = {{"strategy", planLayoutText(p.recommended->strategy, p.recommended->precision)},
                                {"dp", p.recommended->strategy.dp}, {"tp", p.recommended->strategy.tp}, {"pp", p.recommended->strategy.pp},
                                {"cp", p.recommended->strategy.cp}, {"ep", p.recommended->strategy.ep},
                                {"tokens_per_s", p.recommended->tokens_per_s},
                                {"tokens_per_s_per_device", p.recommended->tokens_per_s / p.devices}, {"mfu", p.recommended->mfu},
                                {"memory_gib", p.recommended->memory_bytes / kGiB}};
        } else {
            o["recommended"] = nullptr;
        }
        o["candidates_valid"] = p.stats.valid;
        o["candidates_fitting"] = p.stats.fitting;
        if (p.time_to_train)
            o["time_to_train"] = timeToTrainJson(*p.time_to_train);
        j["points"].push_back(std::move(o));
    }
    return j.dump(2) + "\n";
}

std::string sweepText(const Prepared& pr, const std::vector<SweepPoint>& points)
{
    std::string out = trf("psa::Report", "Scaling sweep: {} on {}, global batch {} sequences\n\n")(
        pr.scenario.model.name, pr.scenario.cluster.device.name, pr.scenario.training.global_batch);
    const bool days = std::any_of(points.begin(), points.end(), [](const SweepPoint& p) { return p.time_to_train.has_value(); });
    std::size_t width = 12;
    for (const auto& p : points)
        if (p.recommended)
            width = std::max(width, planLayoutText(p.recommended->strategy, p.recommended->precision).size());
    out += fmt::format("{:>8} {:>8}  {:<{}} {:>12} {:>10} {:>7} {:>9}{}\n", translate("psa::Report", "devices"),
                       translate("psa::Report", "seq_len"), translate("psa::Report", "recommended"), width, translate("psa::Report", "tokens/s"),
                       translate("psa::Report", "per device"), "MFU", translate("psa::Report", "GiB"),
                       days ? fmt::format(" {:>8} {:>14}", translate("psa::Report", "days"), translate("psa::Report", "cost")) : "");
    for (const auto& p : points) {
        if (!p.recommended) {
            out += fmt::format("{:>8} {:>8}  {}\n", p.devices, p.seq_len,
                               p.stats.valid == 0 ? translate("psa::Report", "no valid layout") : translate("psa::Report", "nothing fits"));
            continue;
        }
        std::string tail;
        if (days && p.time_to_train)
            tail = fmt::format(" {:>8.1f} {:>14}", p.time_to_train->days,
                               p.time_to_train->cost ? fmt::format("{:.1f}M {}", *p.time_to_train->cost / 1e6, p.time_to_train->currency) : "-");
        out += fmt::format("{:>8} {:>8}  {:<{}} {:>12.0f} {:>10.0f} {:>6.1f}% {:>9.1f}{}\n", p.devices, p.seq_len,
                           planLayoutText(p.recommended->strategy, p.recommended->precision), width, p.recommended->tokens_per_s,
                           p.recommended->tokens_per_s / p.devices, 100 * p.recommended->mfu, p.recommended->memory_bytes / kGiB, tail);
    }
    return out;
}

}  // namespace

std::vector<OptionSpec> sweepOptions()
{
    auto o = analyzeOptions(false);
    for (auto& spec : o) {
        if (spec.name == "devices")
            spec.help = "device counts to sweep: 1024,2048,4096 or a range 64..16384 (valid counts on a log scale)";
        if (spec.name == "seq-len")
            spec.help = "sequence lengths to sweep: 4096,8192 or a range 4096..131072 (powers of two); default 4096";
        if (spec.name == "format")
            spec.help = "text | json | csv (default text)";
    }
    o.erase(std::remove_if(o.begin(), o.end(), [](const OptionSpec& s) { return s.name == "emit" || s.name == "page-size"; }), o.end());
    return o;
}

int runSweep(const std::vector<std::string>& argv)
{
    const auto specs = sweepOptions();
    if (std::find(argv.begin(), argv.end(), "--help") != argv.end())
        return help("Usage: psa sweep [\"QUERY\"] --model … --device … --devices 1024,2048,4096 | --devices 64..16384 | "
                    "--seq-len 4096..131072 [--train-tokens 15T --device-hour-price P] [--format text|json|csv]\n"
                    "The best plan at each point under the same constraints.",
                    specs);
    // The swept axes are taken out before the scenario is built (which wants one value each).
    std::vector<std::string> rest;
    std::optional<std::string> devicesText, seqText, formatText;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& a = argv[i];
        auto take = [&](const char* name, std::optional<std::string>& slot) {
            const std::string flag = std::string("--") + name;
            if (a == flag && i + 1 < argv.size()) {
                slot = argv[++i];
                return true;
            }
            if (a.rfind(flag + "=", 0) == 0) {
                slot = a.substr(flag.size() + 1);
                return true;
            }
            return false;
        };
        if (take("devices", devicesText) || take("seq-len", seqText) || take("format", formatText))
            continue;
        rest.push_back(a);
    }
    const std::string format = formatText.value_or("text");
    if (format != "text" && format != "json" && format != "csv")
        return usageError(fmt::format("--format: '{}' is not one of text, json, csv", format));
    if (!devicesText && !seqText)
        return usageError("--devices: give the device counts (1024,2048 or 64..16384) or --seq-len values to sweep");
    auto devices = devicesText ? parseAxis("--devices", *devicesText, 1, limits::kMaxDevices) : Result<AxisText>(AxisText{});
    if (!devices)
        return usageError(devices.error().message());
    auto seqs = seqText ? parseAxis("--seq-len", *seqText, 1, limits::kMaxSeqLen) : Result<AxisText>(AxisText{});
    if (!seqs)
        return usageError(seqs.error().message());
    // A valid single value for each axis, so the scenario builds; the sweep overrides it per point.
    auto first = [](const AxisText& a) { return a.range ? a.range->first : a.values.front(); };
    if (devicesText) {
        rest.push_back("--devices");
        rest.push_back(std::to_string(first(*devices)));
    }
    if (seqText) {
        rest.push_back("--seq-len");
        rest.push_back(std::to_string(first(*seqs)));
    }
    auto pr = prepare(rest, specs);
    if (!pr)
        return usageError(pr.error().message());
    std::vector<int> deviceCounts;
    if (!devicesText)
        deviceCounts = {pr->scenario.cluster.num_devices};
    else if (devices->range)
        deviceCounts = sweepDeviceCounts(pr->scenario, pr->constraints, int(devices->range->first), int(devices->range->second));
    else
        for (long long n : devices->values)
            deviceCounts.push_back(int(n));
    std::vector<long long> seqLens;
    if (!seqText)
        seqLens = {pr->scenario.training.seq_len};
    else if (seqs->range)
        seqLens = sweepSeqLens(seqs->range->first, seqs->range->second);
    else
        seqLens = seqs->values;
    if (deviceCounts.empty())
        return usageError("--devices: no device count in that range has a valid layout for this model and batch");
    if (deviceCounts.size() * seqLens.size() > 256)
        return usageError("--devices/--seq-len: at most 256 points in one sweep");
    printEcho(*pr);
    const auto points = sweep(pr->scenario, pr->constraints, pr->weights, pr->profile, deviceCounts, seqLens, {}, pr->threads);
    pr->format = format;
    if (format == "json")
        return emitReport(*pr, sweepJson(*pr, points), false);
    if (format == "csv")
        return emitReport(*pr, sweepCsv(points), false);
    return emitReport(*pr, sweepText(*pr, points), true);
}

}  // namespace psa::cli

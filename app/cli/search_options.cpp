#include "search_options.h"

#include "search/dim_range_text.h"

#include <fmt/format.h>

#include "util/text.h"

namespace psa::cli {

namespace {
constexpr int kMaxDegree = 1 << 20;

Result<int> toInt(const std::string& option, const std::string& t)
{
    try {
        size_t used = 0;
        const long long v = std::stoll(trim(t), &used);
        if (used != trim(t).size() || v < 0 || v > kMaxDegree)
            throw std::invalid_argument("bad");
        return int(v);
    } catch (const std::exception&) {
        return Error{"--" + option, "bad_value", fmt::format("'{}' is not a whole number in 0..{}", t, kMaxDegree)};
    }
}
}  // namespace

std::vector<OptionSpec> searchOptions()
{
    std::vector<OptionSpec> o;
    for (const char* d : {"dp", "tp", "pp", "cp", "ep", "etp", "vpp", "mbs", "zero"}) {
        o.push_back({d, true, false, fmt::format("fix or bound {}: N, MIN..MAX or a list A,B", d), "N|A..B|A,B"});
        o.push_back({fmt::format("max-{}", d), true, false, fmt::format("upper bound on {}", d), "N"});
        o.push_back({fmt::format("min-{}", d), true, false, fmt::format("lower bound on {}", d), "N"});
    }
    o.push_back({"schedules", true, false, "allowed schedules, e.g. 1f1b,interleaved,zb-h1,zb-v,dualpipe,gpipe", "LIST"});
    o.push_back({"recompute", true, false, "allowed recompute modes, e.g. none,selective,full", "LIST"});
    o.push_back({"no-cp", false, false, "forbid context parallelism"});
    o.push_back({"no-offload", false, false, "forbid optimizer CPU offload"});
    o.push_back({"no-fp8", false, false, "kept for old scripts: FP8 is never searched unless asked for (--precision fp8)"});
    o.push_back({"headroom", true, false, "memory to keep free, fraction of capacity (default 0.10)", "FRACTION"});
    o.push_back({"weights", true, false, "score weights, e.g. mfu=0.5,memory=0.2,comm=0.2,bubble=0.1", "SPEC"});
    o.push_back({"threads", true, false, "worker threads (default: all cores)", "N"});
    return o;
}

Result<DimRange> parseDimRange(const std::string& option, const std::string& text)
{
    return option == "zero" ? psa::parseDimRange("--zero", text, 0, kMaxZeroStage) : psa::parseDimRange("--" + option, text);
}

Result<SearchConstraints> constraintsFromArgs(const Args& args, const ScenarioFile* base)
{
    SearchConstraints c = base ? effectiveConstraints(*base) : SearchConstraints{};
    struct Dim {
        const char* name;
        DimRange* range;
    };
    const Dim dims[] = {{"dp", &c.dp}, {"tp", &c.tp}, {"pp", &c.pp}, {"cp", &c.cp}, {"ep", &c.ep},
                        {"etp", &c.etp}, {"vpp", &c.vpp}, {"mbs", &c.mbs}, {"zero", &c.zero}};
    for (const Dim& d : dims) {
        if (auto v = args.get(d.name)) {
            auto r = parseDimRange(d.name, *v);
            if (!r)
                return r.error();
            const int keepMin = d.range->min;
            *d.range = *r;
            d.range->min = std::max(d.range->min, keepMin);
        }
        for (const char* bound : {"max-", "min-"}) {
            const std::string opt = std::string(bound) + d.name;
            if (auto v = args.get(opt)) {
                auto n = toInt(opt, *v);
                if (!n)
                    return n.error();
                (bound[1] == 'a' ? d.range->max : d.range->min) = *n;
            }
        }
    }
    if (auto m = args.get("mbs")) {  // explicit micro-batch sizes replace the default candidates
        auto r = parseDimRange("mbs", *m);
        if (!r)
            return r.error();
        c.mbs_candidates = microBatchCandidates(*r);
    }
    if (auto s = args.get("schedules")) {
        for (const auto& item : split(*s, ',')) {
            auto sch = parseSchedule(item);
            if (!sch)
                return Error{"--schedules", sch.error().code, sch.error().detail};
            c.schedules.push_back(*sch);
        }
    }
    if (auto s = args.get("recompute")) {
        for (const auto& item : split(*s, ',')) {
            auto rc = parseRecompute(item);
            if (!rc)
                return Error{"--recompute", rc.error().code, rc.error().detail};
            c.recomputes.push_back(*rc);
        }
    }
    c.allow_cp = c.allow_cp && !args.has("no-cp");
    c.allow_offload = c.allow_offload && !args.has("no-offload");
    c.allow_fp8 = c.allow_fp8 && !args.has("no-fp8");
    c.precision_fixed = c.precision_fixed || args.has("precision");
    if (args.has("headroom")) {
        auto h = args.number("headroom", 0.0, 0.9);
        if (!h)
            return h.error();
        c.memory_headroom = *h;
    }
    return c;
}

Result<ScoreWeights> weightsFromArgs(const Args& args, const ScenarioFile* base)
{
    if (auto w = args.get("weights")) {
        auto r = parseWeights(*w);
        if (!r)
            return Error{"--weights", r.error().code, r.error().message()};
        return r;
    }
    return base ? base->weights : ScoreWeights{};
}

Result<QueryMerge> mergeQuery(const Args& flags, const std::string& queryText, const Catalog& catalog, const ScenarioFile* base)
{
    QueryMerge m;
    if (trim(queryText).empty())
        return m;
    m.query = parseQuery(queryText, catalog);
    m.applied = applyQuery(m.query, catalog, base ? *base : defaultScenarioFile(catalog));
    const bool modelGiven = flags.has("model") || flags.has("hf-config") || flags.has("layers");
    if (!m.applied->model_named && !modelGiven && !base)
        return Error{"query", "not_understood", "could not tell the model from the query (give --model)"};
    if (!m.applied->devices_named && !flags.has("devices") && !base)
        return Error{"--devices", "missing", "is required: the query names no device count"};
    if (!m.applied->device_named && !flags.has("device") && !base)
        m.assumptions.push_back(fmt::format("device type not named: assuming {} (give --device)", m.applied->file.device_preset));
    return m;
}

std::vector<std::string> runEcho(const QueryMerge& m, const Args& flags, const ScenarioFile& final)
{
    if (!m.applied)
        return {};
    EchoSources from = m.applied->sources;
    from.model = from.model || flags.has("model") || flags.has("hf-config") || flags.has("layers");
    from.devices = from.devices || flags.has("devices");
    from.device = from.device || flags.has("device");
    from.seq_len = from.seq_len || flags.has("seq-len");
    from.global_batch = from.global_batch || flags.has("global-batch");
    from.precision = from.precision || flags.has("precision");
    from.framework = from.framework || flags.has("framework");
    return queryEcho(m.query, final, from);
}

}  // namespace psa::cli

#include "io/scenario_file.h"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "catalog/catalog_json.h"
#include "io/bounded_read.h"
#include "spec/input_limits.h"
#include "util/json_bounded.h"
#include "util/text.h"

namespace psa {

namespace {

using json_io::json;
using json_io::Reader;

// DimRange bounds: any degree up to 2^30 may be written as a bound ("no limit").
constexpr long long kMaxRangeBound = 1LL << 30;
constexpr int kMaxListedValues = 4096;

using ordered = nlohmann::ordered_json;

ordered rangeToJson(const DimRange& r)
{
    ordered o{{"min", r.min}, {"max", r.max}};
    if (!r.values.empty())
        o["values"] = r.values;
    return o;
}

// `lo` is the smallest legal degree (1, or 0 for the ZeRO stage).
DimRange readRange(Reader& parent, const char* key, DimRange def, long long lo)
{
    const json* v = parent.object(key);
    if (!v)
        return def;
    std::optional<Error>& err = parent.errorSlot();
    Reader r(*v, parent.field(key), parent.origin(), err);
    DimRange out;
    out.min = static_cast<int>(r.integerIn("min", false, def.min, lo, kMaxRangeBound));
    out.max = static_cast<int>(r.integerIn("max", false, def.max, lo, kMaxRangeBound));
    if (!err && out.max < out.min)
        r.fail("max", "out_of_range", fmt::format("must not be below min ({})", out.min));
    if (const json* vals = r.array("values")) {
        if (vals->size() > static_cast<size_t>(kMaxListedValues))
            r.fail("values", "out_of_range", fmt::format("lists more than {} values", kMaxListedValues));
        for (const auto& x : *vals) {
            if (err)
                break;
            if (!x.is_number_integer() || x.get<long long>() < lo || x.get<long long>() > kMaxRangeBound) {
                r.fail("values", "out_of_range", fmt::format("must be integers between {} and {}", lo, kMaxRangeBound));
                break;
            }
            out.values.push_back(static_cast<int>(x.get<long long>()));
        }
    }
    return err ? def : out;
}

// Overlays `patch` onto `base` key by key (one level; nested objects replace).
void overlay(json& base, const json& patch)
{
    for (auto it = patch.begin(); it != patch.end(); ++it)
        base[it.key()] = it.value();
}

template <typename Enum, typename Parse>
std::vector<Enum> readEnumList(Reader& r, const char* key, Parse parse)
{
    std::vector<Enum> out;
    const json* a = r.array(key);
    if (!a)
        return out;
    for (const auto& x : *a) {
        if (!x.is_string()) {
            r.fail(key, "wrong_type", "must be an array of strings");
            return {};
        }
        auto parsed = parse(x.get<std::string>());
        if (!parsed) {
            r.fail(key, "bad_value", parsed.error().detail);
            return {};
        }
        out.push_back(*parsed);
    }
    return out;
}

Result<Precision> parsePrecision(const std::string& text)
{
    const std::string t = toLower(text);
    if (t == "bf16")
        return Precision::BF16;
    if (t == "fp16")
        return Precision::FP16;
    if (t == "fp8")
        return Precision::FP8;
    return Error{"precision", "bad_value", fmt::format("'{}' is not one of bf16, fp16, fp8", text)};
}

ModelSpec readModel(const json& doc, const Catalog& catalog, const std::string& origin, std::string& preset,
                    std::optional<Error>& err)
{
    Reader top(doc, "", origin, err);
    const json* mo = top.object("model");
    if (err)
        return {};
    if (!mo) {
        err = Error{"model", "missing_key", fmt::format("{}: 'model' is required", origin)};
        return {};
    }
    Reader r(*mo, "model", origin, err);
    preset = r.str("preset", false);
    json merged = json::object();
    const ModelSpec* base = preset.empty() ? nullptr : catalog.model(preset);
    if (base) {
        merged = json(json_io::modelToJson(*base));
        preset = base->id;
    } else if (!preset.empty() && !mo->contains("layers")) {
        err = Error{"model.preset", "unknown_model", fmt::format("{}: unknown model preset '{}'", origin, preset)};
        return {};
    } else {
        preset.clear();  // custom or imported model: the file holds all of it
    }
    overlay(merged, *mo);
    // A block set to null is one the model does not have, whatever its preset has (scenarioFileToJson).
    for (const char* block : { "moe", "mla", "linear_attention" })
        if (auto it = merged.find(block); it != merged.end() && it->is_null())
            merged.erase(it);
    // Version 1 wrote "mla": {"enabled": false, ...} for models without MLA.
    if (auto it = merged.find("mla"); it != merged.end() && it->is_object()) {
        const auto en = it->find("enabled");
        if (en != it->end() && en->is_boolean() && !en->get<bool>())
            merged.erase("mla");
    }
    if (!merged.contains("id") || (merged["id"].is_string() && merged["id"].get<std::string>().empty()))
        merged["id"] = "custom-model";
    std::vector<std::string> aliases;
    return json_io::parseModel(merged, "model", origin, aliases, err);
}

ClusterSpec readCluster(const json& doc, const Catalog& catalog, const std::string& origin, std::string& preset,
                        std::optional<Error>& err)
{
    Reader top(doc, "", origin, err);
    const json* co = top.object("cluster");
    if (err)
        return {};
    if (!co) {
        err = Error{"cluster", "missing_key", fmt::format("{}: 'cluster' is required", origin)};
        return {};
    }
    Reader r(*co, "cluster", origin, err);
    preset = r.str("device", false);
    const json* spec = r.object("device_spec");
    if (err)
        return {};
    json merged = json::object();
    if (const DeviceSpec* d = preset.empty() ? nullptr : catalog.device(preset)) {
        merged = json(json_io::deviceToJson(*d));
        preset = d->id;
    } else if (!spec) {
        const auto sugg = catalog.suggestDevices(preset);
        std::string hint;
        for (const auto& s : sugg)
            hint += (hint.empty() ? " (did you mean " : ", ") + s;
        err = Error{"cluster.device", "unknown_device",
                    fmt::format("{}: unknown device '{}'{}", origin, preset, hint.empty() ? "" : hint + "?)")};
        return {};
    } else {
        preset.clear();
    }
    if (spec)
        overlay(merged, *spec);
    // Version 1 kept these overrides on the cluster object.
    for (const char* key : {"memory_gib", "bf16_tflops", "scale_up_gbps", "scale_out_gbps"})
        if (auto it = co->find(key); it != co->end())
            merged[key] = *it;
    ClusterSpec cl;
    cl.device = json_io::parseDevice(merged, "cluster.device_spec", origin, err);
    if (!err) {
        if (cl.device.memory_gib > limits::kMaxMemoryGib)
            Reader(merged, "cluster.device_spec", origin, err).fail("memory_gib", "out_of_range", "is beyond 1e6 GiB");
        else if (cl.device.bf16_tflops > limits::kMaxTflops)
            Reader(merged, "cluster.device_spec", origin, err).fail("bf16_tflops", "out_of_range", "is beyond 1e6 TFLOP/s");
        else if (cl.device.scale_up_gbps > limits::kMaxGbps || cl.device.scale_out_gbps > limits::kMaxGbps)
            Reader(merged, "cluster.device_spec", origin, err).fail("scale_up_gbps", "out_of_range", "bandwidths must not exceed 1e6 GB/s");
    }
    cl.num_devices = static_cast<int>(r.integerIn("devices", true, 1, 1, limits::kMaxDevices));
    cl.devices_per_node = static_cast<int>(r.integerIn("devices_per_node", false, 0, 0, limits::kMaxDevices));
    cl.power_cap_w = r.numberIn("power_cap_w", 0, 0, limits::kMaxPowerW);
    return cl;
}

}  // namespace

ScenarioFile defaultScenarioFile(const Catalog& catalog)
{
    ScenarioFile in;
    if (const ModelSpec* m = catalog.model("llama2-70b")) {
        in.scenario.model = *m;
        in.model_preset = m->id;
    } else if (!catalog.models().empty()) {
        in.scenario.model = catalog.models().front();
        in.model_preset = in.scenario.model.id;
    }
    if (const DeviceSpec* d = catalog.device("h100")) {
        in.scenario.cluster.device = *d;
        in.device_preset = d->id;
    } else if (!catalog.devices().empty()) {
        in.scenario.cluster.device = catalog.devices().front();
        in.device_preset = in.scenario.cluster.device.id;
    }
    in.scenario.cluster.num_devices = 64;
    in.scenario.cluster.devices_per_node = 0;
    in.scenario.training = TrainingSpec{};
    in.scenario.training.seq_len = 4096;
    in.scenario.training.global_batch = 1024;
    in.scenario.training.precision = Precision::BF16;
    in.code_framework = emitterFor(frameworkOf(in.scenario));  // the launch code runs what the plan is for
    return in;
}

SearchConstraints effectiveConstraints(const ScenarioFile& in)
{
    SearchConstraints c = in.constraints;
    c.allow_fp8 = in.search_fp8;
    c.precision_fixed = !in.search_fp8;
    return c;
}

std::string scenarioFileToJson(const ScenarioFile& in)
{
    ordered model{{"preset", in.model_preset}};
    model.update(json_io::modelToJson(in.scenario.model));
    // The reader lays the file over its preset: a block the preset has and the model does not (experts set to 0
    // on a Mixtral preset) must say so, or it would come back from the preset. null removes it (readModel).
    for (const char* block : { "moe", "mla", "linear_attention" })
        if (!model.contains(block))
            model[block] = nullptr;
    const ClusterSpec& cl = in.scenario.cluster;
    ordered cluster{{"device", in.device_preset},
                 {"device_spec", json_io::deviceToJson(cl.device)},
                 {"devices", cl.num_devices},
                 {"devices_per_node", cl.devices_per_node}};
    if (cl.power_cap_w > 0)  // absent = no cap
        cluster["power_cap_w"] = cl.power_cap_w;
    ordered training{{"seq_len", in.scenario.training.seq_len},
                  {"global_batch", in.scenario.training.global_batch},
                  {"precision", toString(in.scenario.training.precision)},
                  {"search_fp8", in.search_fp8}};
    const TrainingBudget& budget = in.scenario.training.budget;
    if (budget.train_tokens > 0)
        training["train_tokens"] = budget.train_tokens;
    if (budget.device_hour_price > 0)
        training["device_hour_price"] = budget.device_hour_price;
    if (budget.currency != "USD")
        training["currency"] = budget.currency;
    if (budget.pue != kDefaultPue)
        training["pue"] = budget.pue;
    if (budget.device_power_w > 0)
        training["device_power_w"] = budget.device_power_w;
    if (in.scenario.training.framework)  // absent = the device's default framework
        training["framework"] = toString(*in.scenario.training.framework);
    if (in.scenario.training.fp32_grad_reduce)  // absent = the framework's default
        training["grad_reduce"] = *in.scenario.training.fp32_grad_reduce ? "fp32" : "bf16";
    if (in.scenario.training.grad_accumulation_fusion) // absent = the framework's default
        training["grad_accumulation_fusion"] = *in.scenario.training.grad_accumulation_fusion;
    if (in.scenario.training.fp8_recipe)  // absent = the framework's default for the device
        training["fp8_recipe"] = toString(*in.scenario.training.fp8_recipe);
    if (in.scenario.training.torch_compile)  // absent = the framework's rule (compiled where FP8 or async TP need it)
        training["torch_compile"] = *in.scenario.training.torch_compile;
    const SearchConstraints& c = in.constraints;
    ordered schedules = ordered::array();
    for (Schedule s : c.schedules)
        schedules.push_back(toString(s));
    ordered recomputes = ordered::array();
    for (Recompute r : c.recomputes)
        recomputes.push_back(toString(r));
    ordered constraints{{"dp", rangeToJson(c.dp)},
                     {"tp", rangeToJson(c.tp)},
                     {"pp", rangeToJson(c.pp)},
                     {"cp", rangeToJson(c.cp)},
                     {"ep", rangeToJson(c.ep)},
                     {"etp", rangeToJson(c.etp)},
                     {"vpp", rangeToJson(c.vpp)},
                     {"mbs", rangeToJson(c.mbs)},
                     {"zero", rangeToJson(c.zero)},
                     {"schedules", schedules},
                     {"recomputes", recomputes},
                     {"allow_cp", c.allow_cp},
                     {"allow_offload", c.allow_offload},
                     {"memory_headroom", c.memory_headroom},
                     {"max_vpp", c.max_vpp},
                     {"mbs_candidates", c.mbs_candidates},
                     {"max_candidates", c.max_candidates}};
    ordered weights{{"throughput", in.weights.throughput},
                 {"memory", in.weights.memory},
                 {"comm", in.weights.comm},
                 {"bubble", in.weights.bubble}};
    ordered doc{{"format", kScenarioFormatName},
             {"version", kScenarioFormatVersion},
             {"model", model},
             {"cluster", cluster},
             {"training", training},
             {"constraints", constraints},
             {"weights", weights},
             {"code_framework", toString(in.code_framework)}};
    if (!in.pinned.empty()) {
        ordered pins = ordered::array();
        for (const auto& p : in.pinned)
            pins.push_back(pinnedToString(p, in.scenario.training.precision));
        doc["pinned"] = pins;
    }
    return doc.dump(2) + "\n";
}

Result<ScenarioFile> parseScenarioFile(std::string_view text, const Catalog& catalog, const std::string& origin)
{
    if (json_io::firstTooDeep(text))
        return Error{"file", "too_deep", fmt::format("{}: JSON nested deeper than {} levels", origin, json_io::kMaxJsonDepth)};
    const json doc = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (doc.is_discarded())
        return Error{"file", "bad_json", fmt::format("{}: not valid JSON", origin)};
    if (!doc.is_object())
        return Error{"file", "bad_json", fmt::format("{}: top level must be a JSON object", origin)};
    const auto fmtIt = doc.find("format");
    if (fmtIt == doc.end() || !fmtIt->is_string() || fmtIt->get<std::string>() != kScenarioFormatName)
        return Error{"format", "bad_format",
                     fmt::format("{}: not a Parallel Strategy Analyzer scenario (\"format\" must be \"{}\")", origin,
                                 kScenarioFormatName)};
    std::optional<Error> err;
    Reader top(doc, "", origin, err);
    const long long version = top.integerIn("version", true, 1, 1, 1'000'000);
    if (!err && version > kScenarioFormatVersion)
        return Error{"version", "unsupported",
                     fmt::format("{}: written by a newer version (format {}, this build reads up to {})", origin,
                                 version, kScenarioFormatVersion)};
    if (err)
        return *err;

    ScenarioFile in = defaultScenarioFile(catalog);
    in.scenario.model = readModel(doc, catalog, origin, in.model_preset, err);
    if (err)
        return *err;
    in.scenario.cluster = readCluster(doc, catalog, origin, in.device_preset, err);
    if (err)
        return *err;

    if (const json* tr = top.object("training")) {
        Reader r(*tr, "training", origin, err);
        in.scenario.training.seq_len = r.integerIn("seq_len", false, 4096, 1, limits::kMaxSeqLen);
        in.scenario.training.global_batch = r.integerIn("global_batch", false, 1024, 1, limits::kMaxGlobalBatch);
        const std::string prec = r.str("precision", false, "bf16");
        if (!err) {
            auto p = parsePrecision(prec);
            if (!p)
                r.fail("precision", "bad_value", p.error().detail);
            else
                in.scenario.training.precision = *p;
        }
        in.search_fp8 = r.boolean("search_fp8", false);
        TrainingBudget& budget = in.scenario.training.budget;
        budget.train_tokens = r.numberIn("train_tokens", 0, 0, 1e18);
        budget.device_hour_price = r.numberIn("device_hour_price", 0, 0, 1e9);
        budget.currency = r.str("currency", false, "USD");
        if (!err && (budget.currency.empty() || budget.currency.size() > 8))
            r.fail("currency", "bad_value", "must be 1 to 8 characters");
        budget.pue = r.numberIn("pue", kDefaultPue, 1.0, 3.0);
        budget.device_power_w = r.numberIn("device_power_w", 0, 0, limits::kMaxPowerW);
        if (tr->contains("fp8_recipe")) {
            const std::string text = r.str("fp8_recipe", false, "");
            if (!err) {
                auto recipe = parseFp8Recipe(text);
                if (!recipe)
                    r.fail("fp8_recipe", "bad_value", recipe.error().detail);
                else
                    in.scenario.training.fp8_recipe = *recipe;
            }
        }
        if (tr->contains("torch_compile"))
            in.scenario.training.torch_compile = r.boolean("torch_compile", false);
        if (tr->contains("grad_accumulation_fusion"))
            in.scenario.training.grad_accumulation_fusion = r.boolean("grad_accumulation_fusion", false);
        if (tr->contains("grad_reduce")) {
            const std::string g = r.str("grad_reduce", false, "");
            if (!err) {
                if (g == "fp32" || g == "bf16")
                    in.scenario.training.fp32_grad_reduce = g == "fp32";
                else
                    r.fail("grad_reduce", "bad_value", "must be fp32 or bf16");
            }
        }
        if (tr->contains("framework")) {
            const std::string fw = r.str("framework", false, "");
            if (!err) {
                auto f = parseTrainingFramework(fw);
                if (!f)
                    r.fail("framework", "bad_value", f.error().detail);
                else
                    in.scenario.training.framework = *f;
            }
        }
    }

    if (const json* co = top.object("constraints")) {
        Reader r(*co, "constraints", origin, err);
        SearchConstraints& c = in.constraints;
        c.dp = readRange(r, "dp", c.dp, 1);
        c.tp = readRange(r, "tp", c.tp, 1);
        c.pp = readRange(r, "pp", c.pp, 1);
        c.cp = readRange(r, "cp", c.cp, 1);
        c.ep = readRange(r, "ep", c.ep, 1);
        c.etp = readRange(r, "etp", c.etp, 1);
        c.vpp = readRange(r, "vpp", c.vpp, 1);
        c.mbs = readRange(r, "mbs", c.mbs, 1);
        c.zero = readRange(r, "zero", c.zero, 0);
        if (!err && c.zero.max > 3)
            r.fail("zero", "out_of_range", "stage must be between 0 and 3");
        c.schedules = readEnumList<Schedule>(r, "schedules", parseSchedule);
        c.recomputes = readEnumList<Recompute>(r, "recomputes", parseRecompute);
        c.allow_cp = r.boolean("allow_cp", c.allow_cp);
        c.allow_offload = r.boolean("allow_offload", c.allow_offload);
        c.memory_headroom = r.bounded("memory_headroom", c.memory_headroom, 0.0, limits::kMaxHeadroom);
        // Files before the training framework (issue 11) limited the search with constraints.framework:
        // "pytorch" (their default) meant no limit and now means the device's default; "mindspore" is kept.
        const std::string fw = toLower(r.str("framework", false, "pytorch"));
        if (!err && fw != "pytorch" && fw != "mindspore")
            r.fail("framework", "bad_value", "must be pytorch or mindspore");
        if (fw == "mindspore" && !in.scenario.training.framework)
            in.scenario.training.framework = TrainingFramework::MindSpore;
        c.max_vpp = static_cast<int>(r.integerIn("max_vpp", false, c.max_vpp, 1, 1024));
        if (const json* m = r.array("mbs_candidates")) {
            std::vector<int> mbs;
            for (const auto& x : *m) {
                if (!x.is_number_integer() || x.get<long long>() < 1 || x.get<long long>() > limits::kMaxGlobalBatch
                    || mbs.size() >= static_cast<size_t>(kMaxListedValues)) {
                    r.fail("mbs_candidates", "out_of_range", "must be a short list of positive integers");
                    break;
                }
                mbs.push_back(static_cast<int>(x.get<long long>()));
            }
            if (!err && mbs.empty())
                r.fail("mbs_candidates", "out_of_range", "must not be empty");
            if (!err)
                c.mbs_candidates = std::move(mbs);
        }
        c.max_candidates = r.integerIn("max_candidates", false, c.max_candidates, 1, limits::kMaxCandidates);
    }

    if (const json* wo = top.object("weights")) {
        Reader r(*wo, "weights", origin, err);
        ScoreWeights& w = in.weights;
        w.throughput = r.bounded("throughput", w.throughput, 0.0, limits::kMaxScoreWeight);
        w.memory = r.bounded("memory", w.memory, 0.0, limits::kMaxScoreWeight);
        w.comm = r.bounded("comm", w.comm, 0.0, limits::kMaxScoreWeight);
        w.bubble = r.bounded("bubble", w.bubble, 0.0, limits::kMaxScoreWeight);
        if (!err && !(w.throughput + w.memory + w.comm + w.bubble > 0))
            r.fail("throughput", "out_of_range", "at least one score weight must be positive");
    }

    const std::string fw = top.str("code_framework", false, "pytorch");
    if (!err) {
        auto f = parseFramework(fw);
        if (!f)
            top.fail("code_framework", "bad_value", f.error().detail);
        else
            in.code_framework = *f;
    }
    if (!err && doc.contains("pinned")) {
        const json& pins = doc["pinned"];
        if (!pins.is_array()) {
            top.fail("pinned", "wrong_type", "must be an array of strategy strings");
        } else if (pins.size() > static_cast<size_t>(kMaxPinned)) {
            top.fail("pinned", "out_of_range", fmt::format("lists more than {} strategies", kMaxPinned));
        } else {
            for (size_t i = 0; i < pins.size() && !err; ++i) {
                const std::string field = fmt::format("pinned[{}]", i);
                if (!pins[i].is_string()) {
                    err = Error{field, "wrong_type", fmt::format("{}: field '{}' must be a strategy string", origin, field)};
                    break;
                }
                auto p = parsePinned(pins[i].get<std::string>(), in.scenario.training.precision);
                if (!p)
                    err = Error{field, p.error().code, fmt::format("{}: field '{}' {}", origin, field, p.error().message())};
                else
                    in.pinned.push_back(*p);
            }
        }
    }
    if (err)
        return *err;
    return in;
}

std::string pinnedToString(const PinnedStrategy& p, Precision scenarioPrecision)
{
    std::string s = formatStrategy(p.strategy);
    if (p.precision != scenarioPrecision)
        s += std::string(",precision=") + toString(p.precision);
    return s;
}

Result<PinnedStrategy> parsePinned(const std::string& text, Precision scenarioPrecision)
{
    PinnedStrategy out;
    out.precision = scenarioPrecision;
    std::string rest;
    for (const auto& item : split(text, ',')) {
        if (item.rfind("precision=", 0) == 0) {
            auto p = parsePrecision(item.substr(10));
            if (!p)
                return p.error();
            out.precision = *p;
        } else {
            rest += (rest.empty() ? "" : ",") + item;
        }
    }
    auto s = parseStrategy(rest);
    if (!s)
        return s.error();
    out.strategy = *s;
    return out;
}

Result<ScenarioFile> loadScenarioFile(const std::filesystem::path& file, const Catalog& catalog)
{
    auto text = readFileBounded(file);
    if (!text)
        return Error{"file", text.error().code, fmt::format("'{}': {}", file.string(), text.error().detail)};
    return parseScenarioFile(*text, catalog, file.string());
}

}  // namespace psa

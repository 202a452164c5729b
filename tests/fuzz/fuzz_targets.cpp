#include "fuzz_targets.h"

#include <cmath>
#include <string>

#include "calibration/profile.h"
#include "calibration/runs.h"
#include "catalog/catalog.h"
#include "catalog/hf_import.h"
#include "cost/evaluate.h"
#include "io/scenario_file.h"
#include "query/query.h"
#include "spec/strategy.h"

namespace psa::fuzz {

namespace {

std::string_view text(const uint8_t* data, size_t size) { return {reinterpret_cast<const char*>(data), size}; }

const Catalog& builtin()
{
    static const Catalog c = [] {
        auto r = Catalog::loadBuiltin();
        return r ? r.value() : Catalog{};
    }();
    return c;
}

// A small, valid scenario to evaluate fuzzed strategies against (cheap: a 2-layer model).
Scenario smallScenario()
{
    Scenario sc;
    sc.model.id = "fuzz";
    sc.model.layers = 4;
    sc.model.hidden = 256;
    sc.model.heads = 8;
    sc.model.kv_heads = 4;
    sc.model.ffn = 512;
    sc.model.vocab = 1000;
    sc.model.moe = {8, 2, 1, 128, 128, 1, 1, false};
    sc.cluster.device.id = "gpu";
    sc.cluster.device.bf16_tflops = 100;
    sc.cluster.device.fp8_tflops = 200;
    sc.cluster.device.memory_gib = 16;
    sc.cluster.device.hbm_tbps = 1;
    sc.cluster.device.scale_up_gbps = 100;
    sc.cluster.device.scale_out_gbps = 10;
    sc.cluster.num_devices = 16;
    sc.training.seq_len = 1024;
    sc.training.global_batch = 64;
    return sc;
}

void requireFinite(double x)
{
    if (!std::isfinite(x))
        __builtin_trap();  // a NaN or infinity reaching a report is a bug
}

}  // namespace

int hfImport(const uint8_t* data, size_t size)
{
    auto m = importHfConfig(text(data, size), "fuzz");
    if (m) {  // an accepted model must evaluate to finite numbers
        Scenario sc = smallScenario();
        sc.model = m.value();
        if (validateScenario(sc).empty()) {
            const Baseline b = computeBaseline(sc, Profile{});
            requireFinite(b.params_total);
            requireFinite(b.flops_per_token);
        }
    }
    return 0;
}

int catalog(const uint8_t* data, size_t size)
{
    Catalog c;
    (void)c.addJson(text(data, size), "fuzz.json");
    for (const auto& m : c.models())
        (void)c.model(m.id);
    return 0;
}

int query(const uint8_t* data, size_t size)
{
    const QueryResult q = parseQuery(text(data, size), builtin());
    for (const Strategy& s : q.strategies)
        (void)formatStrategy(s);
    return 0;
}

int strategy(const uint8_t* data, size_t size)
{
    auto s = parseStrategy(std::string(text(data, size)));
    if (!s)
        return 0;
    static const Scenario sc = smallScenario();
    const Estimate e = evaluate(sc, s.value(), Profile{});
    if (e.valid) {
        requireFinite(e.step_time_s);
        requireFinite(e.memory.total());
        requireFinite(e.mfu);
    }
    return 0;
}

int calibration(const uint8_t* data, size_t size)
{
    (void)parseProfileJson(text(data, size), "fuzz-profile.json");
    auto runs = parseRuns(text(data, size), "fuzz-runs.json", builtin());
    if (runs) {
        for (const auto& p : predictRuns(runs.value(), Profile{}))
            if (p.estimate.valid)
                requireFinite(p.estimate.step_time_s);
    }
    return 0;
}

int scenario(const uint8_t* data, size_t size)
{
    auto f = parseScenarioFile(text(data, size), builtin(), "fuzz.psa.json");
    if (!f)
        return 0;
    // What was accepted must write back and read again to the same text (no lossy field).
    const std::string once = scenarioFileToJson(f.value());
    auto again = parseScenarioFile(once, builtin(), "fuzz-again.psa.json");
    if (!again || scenarioFileToJson(again.value()) != once)
        __builtin_trap();
    // An accepted scenario must evaluate to finite numbers (the simplest layout: everything DP).
    const Scenario& sc = f->scenario;
    if (validateScenario(sc).empty() && sc.cluster.num_devices <= 1 << 20) {
        const Estimate e = evaluate(sc, Strategy{}, Profile{});
        if (e.valid) {
            requireFinite(e.step_time_s);
            requireFinite(e.memory.total());
        }
    }
    return 0;
}

}  // namespace psa::fuzz

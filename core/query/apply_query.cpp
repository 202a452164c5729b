#include "query/apply_query.h"

#include "codegen/codegen.h"
#include "i18n/i18n.h"
#include "spec/framework.h"

#include <fmt/format.h>

namespace psa {

using i18n::translate;
using i18n::trf;

namespace {

std::string marked(std::string item, bool fromQuery)
{
    return fromQuery ? item : item + translate("psa::Query", " (default)");
}

const char* precisionText(Precision p)
{
    return p == Precision::FP8 ? "FP8" : p == Precision::FP16 ? "FP16" : "BF16";
}

} // namespace

std::vector<std::string> describeRun(const ScenarioFile& f, const EchoSources& q)
{
    const Scenario& sc = f.scenario;
    const std::string model = sc.model.name.empty() ? sc.model.id : sc.model.name;
    const std::string device = sc.cluster.device.name.empty() ? sc.cluster.device.id : sc.cluster.device.name;
    std::vector<std::string> out;
    out.push_back(marked(trf("psa::Query", "model: {}")(model), q.model));
    out.push_back(marked(trf("psa::Query", "devices: {}")(sc.cluster.num_devices), q.devices));
    out.push_back(marked(trf("psa::Query", "device: {}")(device), q.device));
    out.push_back(marked(trf("psa::Query", "seq_len: {}")(sc.training.seq_len), q.seq_len));
    out.push_back(marked(trf("psa::Query", "global_batch: {}")(sc.training.global_batch), q.global_batch));
    out.push_back(marked(trf("psa::Query", "precision: {}")(precisionText(sc.training.precision)), q.precision));
    out.push_back(marked(trf("psa::Query", "framework: {}")(frameworkFeatures(frameworkOf(sc)).name), q.framework));
    return out;
}

AppliedQuery applyQuery(const QueryResult& q, const Catalog& catalog, const ScenarioFile& defaults)
{
    AppliedQuery a;
    a.file = defaults;
    ScenarioFile& f = a.file;
    Scenario& sc = f.scenario;
    if (q.model_id)
        if (const ModelSpec* m = catalog.model(*q.model_id)) {
            sc.model = *m;
            f.model_preset = m->id;
            a.model_named = true;
        }
    if (q.device_id)
        if (const DeviceSpec* d = catalog.device(*q.device_id)) {
            sc.cluster.device = *d;
            f.device_preset = d->id;
            sc.cluster.devices_per_node = 0; // the device's own node size
            a.device_named = true;
        }
    if (q.devices) {
        sc.cluster.num_devices = *q.devices;
        a.devices_named = true;
    }
    if (q.seq_len)
        sc.training.seq_len = *q.seq_len;
    if (q.global_batch)
        sc.training.global_batch = *q.global_batch;
    if (q.precision) {
        sc.training.precision = *q.precision == "fp8" ? Precision::FP8
            : *q.precision == "fp16"                  ? Precision::FP16
                                                      : Precision::BF16;
        f.search_fp8 = false; // a named precision is the one planned for
    }
    bool frameworkNamed = false;
    if (q.framework)
        if (auto fw = parseTrainingFramework(*q.framework)) {
            sc.training.framework = *fw;
            frameworkNamed = true;
        }
    // The launch code runs what the plan is for (MindSpeed on Ascend unless the query names another).
    f.code_framework = emitterFor(frameworkOf(sc));

    a.strategies = q.strategies;
    if (q.intent == QueryIntent::Diagnose && !q.strategies.empty())
        if (const auto covered = devicesCoveredBy(q.strategies.front(), sc.cluster.num_devices)) {
            // Issue 16: the diagnosis keeps the devices the user has; the current layout is evaluated spread over
            // them (dp derived) and the fixes use all of them.
            a.note = trf("psa::Query", "the strategy covers {} of {} devices; the fixes use all {}")(
                *covered, sc.cluster.num_devices, sc.cluster.num_devices);
        }

    EchoSources& from = a.sources;
    from.model = a.model_named;
    from.devices = a.devices_named;
    from.device = a.device_named;
    from.seq_len = q.seq_len.has_value();
    from.global_batch = q.global_batch.has_value();
    from.precision = q.precision.has_value();
    from.framework = frameworkNamed;
    a.echo = queryEcho(q, f, from);
    return a;
}

std::vector<std::string> queryEcho(const QueryResult& q, const ScenarioFile& file, const EchoSources& from)
{
    std::vector<std::string> echo;
    echo.push_back(trf("psa::Query", "intent: {}")(translate("psa::Query", toString(q.intent))));
    for (auto& item : describeRun(file, from))
        echo.push_back(std::move(item));
    for (const auto& s : q.strategies)
        echo.push_back(trf("psa::Query", "strategy: {}")(formatStrategy(s)));
    if (q.symptom)
        echo.push_back(trf("psa::Query", "symptom: {}")(*q.symptom));
    return echo;
}

namespace {
// Intent names as the echo shows them (toString(QueryIntent) returns these literals).
[[maybe_unused]] constexpr const char* kIntentNames[] = { QT_TRANSLATE_NOOP("psa::Query", "analyze"),
    QT_TRANSLATE_NOOP("psa::Query", "compare"), QT_TRANSLATE_NOOP("psa::Query", "diagnose") };
} // namespace

} // namespace psa

#include "forms/plan_input.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace psa::ui {

namespace {
constexpr int kFormatVersion = 1;

QJsonObject rangeToJson(const DimRange& r)
{
    QJsonObject o{{"min", r.min}, {"max", r.max}};
    if (!r.values.empty()) {
        QJsonArray a;
        for (int v : r.values)
            a.append(v);
        o["values"] = a;
    }
    return o;
}

DimRange rangeFromJson(const QJsonValue& v, DimRange def)
{
    if (!v.isObject())
        return def;
    const QJsonObject o = v.toObject();
    def.min = o.value("min").toInt(def.min);
    def.max = o.value("max").toInt(def.max);
    def.values.clear();
    for (const auto& x : o.value("values").toArray())
        def.values.push_back(x.toInt());
    return def;
}

Activation parseActivation(const QString& s)
{
    for (Activation a : {Activation::SwiGLU, Activation::GeGLU, Activation::GeLU, Activation::ReLU})
        if (s.compare(QLatin1String(toString(a)), Qt::CaseInsensitive) == 0)
            return a;
    return Activation::SwiGLU;
}
}  // namespace

PlanInput defaultPlanInput(const Catalog& catalog)
{
    PlanInput in;
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
    in.scenario.training = TrainingSpec{4096, 1024, Precision::BF16};
    return in;
}

SearchConstraints effectiveConstraints(const PlanInput& in)
{
    SearchConstraints c = in.constraints;
    c.allow_fp8 = in.search_fp8;
    c.precision_fixed = !in.search_fp8;
    return c;
}

QJsonObject toJson(const PlanInput& in)
{
    const ModelSpec& m = in.scenario.model;
    QJsonObject model{{"preset", QString::fromStdString(in.model_preset)},
                      {"id", QString::fromStdString(m.id)},
                      {"name", QString::fromStdString(m.name)},
                      {"layers", m.layers},
                      {"hidden", m.hidden},
                      {"heads", m.heads},
                      {"kv_heads", m.kv_heads},
                      {"head_dim", m.head_dim},
                      {"ffn", m.ffn},
                      {"vocab", m.vocab},
                      {"tied_embeddings", m.tied_embeddings},
                      {"activation", QString::fromLatin1(toString(m.activation))},
                      {"moe", QJsonObject{{"num_experts", m.moe.num_experts},
                                          {"top_k", m.moe.top_k},
                                          {"num_shared_experts", m.moe.num_shared_experts},
                                          {"expert_ffn", m.moe.expert_ffn},
                                          {"shared_expert_ffn", m.moe.shared_expert_ffn},
                                          {"first_dense_layers", m.moe.first_dense_layers},
                                          {"moe_layer_interval", m.moe.moe_layer_interval}}},
                      {"mla", QJsonObject{{"enabled", m.mla.enabled},
                                          {"q_lora_rank", m.mla.q_lora_rank},
                                          {"kv_lora_rank", m.mla.kv_lora_rank},
                                          {"qk_nope_head_dim", m.mla.qk_nope_head_dim},
                                          {"qk_rope_head_dim", m.mla.qk_rope_head_dim},
                                          {"v_head_dim", m.mla.v_head_dim}}}};
    const ClusterSpec& cl = in.scenario.cluster;
    QJsonObject cluster{{"device", QString::fromStdString(in.device_preset)},
                        {"devices", cl.num_devices},
                        {"devices_per_node", cl.devices_per_node},
                        {"memory_gib", cl.device.memory_gib},
                        {"bf16_tflops", cl.device.bf16_tflops},
                        {"scale_up_gbps", cl.device.scale_up_gbps},
                        {"scale_out_gbps", cl.device.scale_out_gbps}};
    QJsonObject training{{"seq_len", double(in.scenario.training.seq_len)},
                         {"global_batch", double(in.scenario.training.global_batch)},
                         {"precision", QString::fromLatin1(toString(in.scenario.training.precision))},
                         {"search_fp8", in.search_fp8}};
    const SearchConstraints& c = in.constraints;
    QJsonArray schedules;
    for (Schedule s : c.schedules)
        schedules.append(QString::fromLatin1(toString(s)));
    QJsonObject constraints{{"tp", rangeToJson(c.tp)},
                            {"pp", rangeToJson(c.pp)},
                            {"cp", rangeToJson(c.cp)},
                            {"ep", rangeToJson(c.ep)},
                            {"schedules", schedules},
                            {"allow_cp", c.allow_cp},
                            {"allow_offload", c.allow_offload},
                            {"memory_headroom", c.memory_headroom},
                            {"framework", c.framework == FrameworkFamily::MindSpore ? "mindspore" : "pytorch"}};
    QJsonObject weights{{"throughput", in.weights.throughput},
                        {"memory", in.weights.memory},
                        {"comm", in.weights.comm},
                        {"bubble", in.weights.bubble}};
    return QJsonObject{{"format", "parallel-strategy-analyzer/scenario"},
                       {"version", kFormatVersion},
                       {"model", model},
                       {"cluster", cluster},
                       {"training", training},
                       {"constraints", constraints},
                       {"weights", weights},
                       {"code_framework", QString::fromLatin1(toString(in.code_framework))}};
}

Result<PlanInput> planInputFromJson(const QJsonObject& o, const Catalog& catalog)
{
    if (o.value("format").toString() != QLatin1String("parallel-strategy-analyzer/scenario"))
        return Error{"format", "bad_format", "not a Parallel Strategy Analyzer scenario (missing \"format\")"};
    if (o.value("version").toInt() > kFormatVersion)
        return Error{"version", "unsupported", "written by a newer version"};
    PlanInput in = defaultPlanInput(catalog);

    const QJsonObject mo = o.value("model").toObject();
    in.model_preset = mo.value("preset").toString().toStdString();
    if (const ModelSpec* base = in.model_preset.empty() ? nullptr : catalog.model(in.model_preset))
        in.scenario.model = *base;
    else
        in.scenario.model = ModelSpec{};
    ModelSpec& m = in.scenario.model;
    m.id = mo.value("id").toString(QString::fromStdString(m.id)).toStdString();
    m.name = mo.value("name").toString(QString::fromStdString(m.name)).toStdString();
    m.layers = mo.value("layers").toInt(m.layers);
    m.hidden = mo.value("hidden").toInt(m.hidden);
    m.heads = mo.value("heads").toInt(m.heads);
    m.kv_heads = mo.value("kv_heads").toInt(m.kv_heads);
    m.head_dim = mo.value("head_dim").toInt(m.head_dim);
    m.ffn = mo.value("ffn").toInt(m.ffn);
    m.vocab = mo.value("vocab").toInt(m.vocab);
    m.tied_embeddings = mo.value("tied_embeddings").toBool(m.tied_embeddings);
    if (mo.contains("activation"))
        m.activation = parseActivation(mo.value("activation").toString());
    const QJsonObject moe = mo.value("moe").toObject();
    m.moe.num_experts = moe.value("num_experts").toInt(m.moe.num_experts);
    m.moe.top_k = moe.value("top_k").toInt(m.moe.top_k);
    m.moe.num_shared_experts = moe.value("num_shared_experts").toInt(m.moe.num_shared_experts);
    m.moe.expert_ffn = moe.value("expert_ffn").toInt(m.moe.expert_ffn);
    m.moe.shared_expert_ffn = moe.value("shared_expert_ffn").toInt(m.moe.shared_expert_ffn);
    m.moe.first_dense_layers = moe.value("first_dense_layers").toInt(m.moe.first_dense_layers);
    m.moe.moe_layer_interval = moe.value("moe_layer_interval").toInt(m.moe.moe_layer_interval);
    const QJsonObject mla = mo.value("mla").toObject();
    m.mla.enabled = mla.value("enabled").toBool(m.mla.enabled);
    m.mla.q_lora_rank = mla.value("q_lora_rank").toInt(m.mla.q_lora_rank);
    m.mla.kv_lora_rank = mla.value("kv_lora_rank").toInt(m.mla.kv_lora_rank);
    m.mla.qk_nope_head_dim = mla.value("qk_nope_head_dim").toInt(m.mla.qk_nope_head_dim);
    m.mla.qk_rope_head_dim = mla.value("qk_rope_head_dim").toInt(m.mla.qk_rope_head_dim);
    m.mla.v_head_dim = mla.value("v_head_dim").toInt(m.mla.v_head_dim);

    const QJsonObject co = o.value("cluster").toObject();
    const std::string deviceId = co.value("device").toString().toStdString();
    const DeviceSpec* dev = catalog.device(deviceId);
    if (!dev)
        return Error{"cluster.device", "unknown_device", "unknown device '" + deviceId + "'"};
    in.device_preset = dev->id;
    in.scenario.cluster.device = *dev;
    DeviceSpec& d = in.scenario.cluster.device;
    d.memory_gib = co.value("memory_gib").toDouble(d.memory_gib);
    d.bf16_tflops = co.value("bf16_tflops").toDouble(d.bf16_tflops);
    d.scale_up_gbps = co.value("scale_up_gbps").toDouble(d.scale_up_gbps);
    d.scale_out_gbps = co.value("scale_out_gbps").toDouble(d.scale_out_gbps);
    in.scenario.cluster.num_devices = co.value("devices").toInt(in.scenario.cluster.num_devices);
    in.scenario.cluster.devices_per_node = co.value("devices_per_node").toInt(0);

    const QJsonObject tr = o.value("training").toObject();
    in.scenario.training.seq_len = static_cast<long long>(tr.value("seq_len").toDouble(4096));
    in.scenario.training.global_batch = static_cast<long long>(tr.value("global_batch").toDouble(1024));
    const QString prec = tr.value("precision").toString("bf16");
    in.scenario.training.precision = prec == QLatin1String("fp16") ? Precision::FP16
                                     : prec == QLatin1String("fp8") ? Precision::FP8
                                                                    : Precision::BF16;
    in.search_fp8 = tr.value("search_fp8").toBool(true);

    const QJsonObject c = o.value("constraints").toObject();
    in.constraints.tp = rangeFromJson(c.value("tp"), in.constraints.tp);
    in.constraints.pp = rangeFromJson(c.value("pp"), in.constraints.pp);
    in.constraints.cp = rangeFromJson(c.value("cp"), in.constraints.cp);
    in.constraints.ep = rangeFromJson(c.value("ep"), in.constraints.ep);
    in.constraints.schedules.clear();
    for (const auto& s : c.value("schedules").toArray()) {
        auto parsed = parseSchedule(s.toString().toStdString());
        if (!parsed)
            return Error{"constraints.schedules", "bad_value", parsed.error().detail};
        in.constraints.schedules.push_back(*parsed);
    }
    in.constraints.allow_cp = c.value("allow_cp").toBool(true);
    in.constraints.allow_offload = c.value("allow_offload").toBool(true);
    in.constraints.memory_headroom = c.value("memory_headroom").toDouble(0.10);
    in.constraints.framework =
        c.value("framework").toString() == QLatin1String("mindspore") ? FrameworkFamily::MindSpore : FrameworkFamily::PyTorch;

    const QJsonObject w = o.value("weights").toObject();
    in.weights.throughput = w.value("throughput").toDouble(in.weights.throughput);
    in.weights.memory = w.value("memory").toDouble(in.weights.memory);
    in.weights.comm = w.value("comm").toDouble(in.weights.comm);
    in.weights.bubble = w.value("bubble").toDouble(in.weights.bubble);
    if (auto fw = parseFramework(o.value("code_framework").toString("pytorch").toStdString()))
        in.code_framework = *fw;
    return in;
}

bool saveScenarioFile(const QString& path, const PlanInput& in, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    f.write(QJsonDocument(toJson(in)).toJson(QJsonDocument::Indented));
    if (!f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

Result<PlanInput> loadScenarioFile(const QString& path, const Catalog& catalog)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{"file", "unreadable", f.errorString().toStdString()};
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return Error{"file", "bad_json",
                     QStringLiteral("invalid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString()).toStdString()};
    return planInputFromJson(doc.object(), catalog);
}

}  // namespace psa::ui

// The .psa.json scenario file (core/io/scenario_file): round trips, version-1 files, and one bad
// value per field class, each rejected with the field named.
#include "catalog/catalog.h"
#include "catalog/hf_import.h"
#include "io/scenario_file.h"
#include "test_paths.h"

#include <QtTest>
#include <functional>
#include <nlohmann/json.hpp>

using namespace psa;
using nlohmann::json;

class TestScenarioFile : public QObject {
    Q_OBJECT

    Catalog catalog_;

    ScenarioFile roundTrip(const ScenarioFile& in)
    {
        auto back = parseScenarioFile(scenarioFileToJson(in), catalog_);
        if (!back)
            qWarning("%s", back.error().message().c_str());
        [&] { QVERIFY(back.ok()); }();
        return back ? back.value() : ScenarioFile{};
    }

    // The error for `doc` after `edit`, as "field|code".
    std::string errorFor(const std::function<void(json&)>& edit)
    {
        json doc = json::parse(scenarioFileToJson(defaultScenarioFile(catalog_)));
        edit(doc);
        auto r = parseScenarioFile(doc.dump(), catalog_);
        return r ? std::string("ok") : r.error().field + "|" + r.error().code;
    }

private slots:
    void initTestCase()
    {
        auto c = Catalog::loadBuiltin();
        QVERIFY(c.ok());
        catalog_ = std::move(c).value();
    }

    void defaultRoundTrips()
    {
        const ScenarioFile in = defaultScenarioFile(catalog_);
        const ScenarioFile back = roundTrip(in);
        QCOMPARE(back.model_preset, std::string("llama2-70b"));
        QCOMPARE(back.device_preset, in.device_preset);
        QCOMPARE(back.scenario.model.hidden, 8192);
        QCOMPARE(back.scenario.model.kv_heads, 8);
        QCOMPARE(back.scenario.cluster.num_devices, 64);
        QCOMPARE(back.scenario.training.seq_len, 4096LL);
        QCOMPARE(back.scenario.cluster.device.memory_gib, in.scenario.cluster.device.memory_gib);
        // Text is stable: writing what was read gives the same bytes.
        QCOMPARE(scenarioFileToJson(back), scenarioFileToJson(in));
    }

    // A block the preset has and the user took away stays away: a Mixtral preset with its experts set to 0 (the
    // Model form's "dense (no MoE)"), DeepSeek-V3 without MLA, Qwen3-Next without its linear-attention layers.
    // Before, the file left the block out and reading it back filled it in from the preset (found by fuzz_scenario).
    void removedBlocksStayRemoved()
    {
        struct Edit {
            const char* preset;
            std::function<void(ModelSpec&)> remove;
            std::function<bool(const ModelSpec&)> has;
        };
        const Edit edits[] = {
            { "mixtral-8x7b", [](ModelSpec& m) { m.moe = {}; }, [](const ModelSpec& m) { return m.isMoe(); } },
            { "deepseek-v3", [](ModelSpec& m) { m.mla = {}; }, [](const ModelSpec& m) { return m.mla.enabled; } },
            { "qwen3-next-80b-a3b", [](ModelSpec& m) { m.linear_attention = {}; },
                [](const ModelSpec& m) { return m.linear_attention.enabled(); } },
        };
        for (const Edit& e : edits) {
            const ModelSpec* base = catalog_.model(e.preset);
            QVERIFY2(base, e.preset);
            QVERIFY(e.has(*base));
            ScenarioFile in = defaultScenarioFile(catalog_);
            in.scenario.model = *base;
            in.model_preset = base->id;
            e.remove(in.scenario.model);
            const ScenarioFile back = roundTrip(in);
            QVERIFY2(!e.has(back.scenario.model), e.preset);
            QCOMPARE(back.model_preset, std::string(base->id));
            QCOMPARE(scenarioFileToJson(back), scenarioFileToJson(in));
            // … and the preset's own block still comes back where the file keeps it.
            in.scenario.model = *base;
            QVERIFY2(e.has(roundTrip(in).scenario.model), e.preset);
        }
    }

    // Every constraint dimension, list and flag survives (version 1 kept only tp/pp/cp/ep).
    void allConstraintsRoundTrip()
    {
        ScenarioFile in = defaultScenarioFile(catalog_);
        SearchConstraints& c = in.constraints;
        c.dp = {2, 64, {}};
        c.tp = {1, 8, {1, 2, 8}};
        c.pp = {2, 2, {}};
        c.cp = {1, 4, {}};
        c.ep = {1, 1, {}};
        c.etp = {1, 2, {}};
        c.vpp = {1, 4, {}};
        c.mbs = {1, 2, {}};
        c.zero = {1, 1, {}};
        c.schedules = {Schedule::Interleaved, Schedule::ZBV};
        c.recomputes = {Recompute::Selective};
        c.allow_cp = false;
        c.allow_offload = false;
        c.memory_headroom = 0.15;
        in.scenario.training.framework = TrainingFramework::MindSpeed;
        c.max_vpp = 4;
        c.mbs_candidates = {1, 3};
        c.max_candidates = 12345;
        in.search_fp8 = false;
        in.weights = {0.7, 0.1, 0.1, 0.1};
        in.code_framework = Framework::MindSpeed;
        const ScenarioFile b = roundTrip(in);
        QCOMPARE(b.constraints.dp.min, 2);
        QCOMPARE(b.constraints.dp.max, 64);
        QCOMPARE(b.constraints.tp.values, (std::vector<int>{1, 2, 8}));
        QCOMPARE(b.constraints.pp.min, 2);
        QCOMPARE(b.constraints.etp.max, 2);
        QCOMPARE(b.constraints.vpp.max, 4);
        QCOMPARE(b.constraints.mbs.max, 2);
        QCOMPARE(b.constraints.zero.min, 1);
        QCOMPARE(b.constraints.zero.max, 1);
        QCOMPARE(b.constraints.schedules.size(), size_t(2));
        QVERIFY(b.constraints.schedules[1] == Schedule::ZBV);
        QCOMPARE(b.constraints.recomputes.size(), size_t(1));
        QVERIFY(b.constraints.recomputes[0] == Recompute::Selective);
        QVERIFY(!b.constraints.allow_cp);
        QVERIFY(!b.constraints.allow_offload);
        QCOMPARE(b.constraints.memory_headroom, 0.15);
        QVERIFY(b.scenario.training.framework == TrainingFramework::MindSpeed);
        QCOMPARE(b.constraints.max_vpp, 4);
        QCOMPARE(b.constraints.mbs_candidates, (std::vector<int>{1, 3}));
        QCOMPARE(b.constraints.max_candidates, 12345LL);
        QVERIFY(!b.search_fp8);
        QVERIFY(!effectiveConstraints(b).allow_fp8);
        QVERIFY(effectiveConstraints(b).precision_fixed);
        QCOMPARE(b.weights.throughput, 0.7);
        QVERIFY(b.code_framework == Framework::MindSpeed);
    }

    // An imported model keeps every architecture field, not only what the forms show.
    void importedModelKeepsAllFields()
    {
        auto m = importHfConfigFile(std::filesystem::path(test::dataDir().toStdString()) / "hf" / "falcon-7b.json");
        QVERIFY(m.ok());
        ScenarioFile in = defaultScenarioFile(catalog_);
        in.scenario.model = m.value();
        in.model_preset.clear();
        const ScenarioFile b = roundTrip(in);
        const ModelSpec& x = b.scenario.model;
        QVERIFY(b.model_preset.empty());
        QCOMPARE(x.hidden, m->hidden);
        QCOMPARE(x.layers, m->layers);
        QCOMPARE(x.kv_heads, m->kv_heads);
        QVERIFY(x.norm == m->norm);
        QCOMPARE(x.attention_bias, m->attention_bias);
        QCOMPARE(x.mlp_bias, m->mlp_bias);
        QCOMPARE(x.tied_embeddings, m->tied_embeddings);
        QVERIFY(x.activation == m->activation);

        const ModelSpec* ds = catalog_.model("deepseek-v3");
        QVERIFY(ds);
        in.scenario.model = *ds;
        in.scenario.model.name = "DeepSeek-V3 (edited)";
        in.scenario.model.mtp_layers = 2;
        const ScenarioFile d = roundTrip(in);
        QCOMPARE(d.scenario.model.mtp_layers, 2);
        QCOMPARE(d.scenario.model.name, std::string("DeepSeek-V3 (edited)"));
        QVERIFY(d.scenario.model.mla.enabled);
        QCOMPARE(d.scenario.model.mla.kv_lora_rank, ds->mla.kv_lora_rank);
        QCOMPARE(d.scenario.model.moe.num_experts, ds->moe.num_experts);
        QCOMPARE(d.scenario.model.moe.router_bias, ds->moe.router_bias);
        QCOMPARE(d.scenario.model.moe.first_dense_layers, ds->moe.first_dense_layers);
    }

    // Hybrid linear attention: the layer mix and shapes survive a scenario file, preset or imported, and edits too.
    void linearAttentionRoundTrips()
    {
        auto imported = importHfConfigFile(std::filesystem::path(test::dataDir().toStdString()) / "hf-configs"
            / "qwen3-next-80b-a3b-instruct.json");
        QVERIFY(imported.ok());
        ScenarioFile in = defaultScenarioFile(catalog_);
        in.scenario.model = imported.value();
        in.scenario.model.linear_attention.full_attention_interval = 3; // an edit, not the config's 4
        in.scenario.model.linear_attention.conv_kernel = 5;
        in.model_preset.clear();
        const ScenarioFile b = roundTrip(in);
        const LinearAttentionSpec& x = b.scenario.model.linear_attention;
        QCOMPARE(int(x.kind), int(LinearAttentionKind::GatedDeltaNet));
        QCOMPARE(x.full_attention_interval, 3);
        QCOMPARE(x.num_key_heads, 16);
        QCOMPARE(x.num_value_heads, 32);
        QCOMPARE(x.key_head_dim, 128);
        QCOMPARE(x.value_head_dim, 128);
        QCOMPARE(x.conv_kernel, 5);
        QVERIFY(b.scenario.model.attention_output_gate);
        QCOMPARE(b.scenario.model.linearAttentionLayers(), 32);
        QCOMPARE(scenarioFileToJson(b), scenarioFileToJson(in));

        // A catalog preset keeps its hybrid shape, written out or filled in from the catalog.
        const ModelSpec* q35 = catalog_.model("qwen3.5-397b-a17b");
        QVERIFY(q35);
        in.scenario.model = *q35;
        in.model_preset = q35->id;
        const ScenarioFile p = roundTrip(in);
        QCOMPARE(p.scenario.model.linearAttentionLayers(), 45);
        QCOMPARE(p.scenario.model.linear_attention.num_value_heads, 64);
        auto r = parseScenarioFile(R"({"format":"parallel-strategy-analyzer/scenario","version":2,
            "model":{"preset":"qwen3-next-80b-a3b"},"cluster":{"device":"h100","devices":64}})", catalog_);
        QVERIFY(r.ok());
        QCOMPARE(r->scenario.model.linearAttentionLayers(), 36);

        // Lightning attention: the shapes default to the softmax heads'.
        json doc = json::parse(scenarioFileToJson(defaultScenarioFile(catalog_)));
        doc["model"]["linear_attention"] = json{{"kind", "lightning"}, {"full_attention_interval", 8}};
        auto l = parseScenarioFile(doc.dump(), catalog_);
        QVERIFY2(l.ok(), l.ok() ? "" : l.error().message().c_str());
        QCOMPARE(int(l->scenario.model.linear_attention.kind), int(LinearAttentionKind::Lightning));
        QCOMPARE(l->scenario.model.linear_attention.num_key_heads, 64);
        QCOMPARE(l->scenario.model.linear_attention.key_head_dim, 128);
        QCOMPARE(l->scenario.model.linearAttentionLayers(), 70);
    }

    // Files written by version 1 (preset + a few overrides on the cluster) still open.
    void readsVersion1()
    {
        const char* v1 = R"({"format":"parallel-strategy-analyzer/scenario","version":1,
          "model":{"preset":"llama2-70b","id":"llama2-70b","name":"Llama 2 70B","layers":40,"hidden":8192,
                   "heads":64,"kv_heads":8,"head_dim":128,"ffn":28672,"vocab":32000,"tied_embeddings":false,
                   "activation":"swiglu","moe":{"num_experts":0,"top_k":0},"mla":{"enabled":false,"kv_lora_rank":0}},
          "cluster":{"device":"h100","devices":128,"devices_per_node":8,"memory_gib":64,"bf16_tflops":900,
                     "scale_up_gbps":450,"scale_out_gbps":50},
          "training":{"seq_len":8192,"global_batch":512,"precision":"fp16","search_fp8":false},
          "constraints":{"tp":{"min":1,"max":4},"pp":{"min":1,"max":8},"cp":{"min":1,"max":1},
                         "ep":{"min":1,"max":1},"schedules":["1f1b"],"allow_cp":false,"allow_offload":true,
                         "memory_headroom":0.2,"framework":"pytorch"},
          "weights":{"throughput":1,"memory":0,"comm":0,"bubble":0},"code_framework":"megatron"})";
        auto r = parseScenarioFile(v1, catalog_);
        if (!r)
            qWarning("%s", r.error().message().c_str());
        QVERIFY(r.ok());
        const ScenarioFile& f = r.value();
        QCOMPARE(f.scenario.model.layers, 40);  // the override wins over the preset's 80
        QVERIFY(!f.scenario.model.mla.enabled);
        QCOMPARE(f.scenario.cluster.num_devices, 128);
        QCOMPARE(f.scenario.cluster.devices_per_node, 8);
        QCOMPARE(f.scenario.cluster.device.memory_gib, 64.0);
        QCOMPARE(f.scenario.cluster.device.bf16_tflops, 900.0);
        QCOMPARE(f.scenario.cluster.device.scale_out_gbps, 50.0);
        QCOMPARE(f.scenario.training.seq_len, 8192LL);
        QVERIFY(f.scenario.training.precision == Precision::FP16);
        QCOMPARE(f.constraints.tp.max, 4);
        QCOMPARE(f.constraints.memory_headroom, 0.2);
        QVERIFY(f.code_framework == Framework::Megatron);
    }

    // A file naming only presets is complete: the catalog fills the rest.
    void minimalFile()
    {
        auto r = parseScenarioFile(R"({"format":"parallel-strategy-analyzer/scenario","version":2,
            "model":{"preset":"mixtral-8x7b"},"cluster":{"device":"h100","devices":32}})",
                                   catalog_);
        QVERIFY(r.ok());
        QCOMPARE(r->scenario.model.moe.num_experts, 8);
        QCOMPARE(r->scenario.cluster.num_devices, 32);
        QCOMPARE(r->scenario.training.seq_len, 4096LL);
    }

    void badValuesNameTheField_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("expected");
        const char* rows[][2] = {
            {"devices 0", "cluster.devices|out_of_range"},
            {"devices string", "cluster.devices|wrong_type"},
            {"devices 1e92", "cluster.devices|wrong_type"},
            {"unknown device", "cluster.device|unknown_device"},
            {"hidden negative", "model.hidden|out_of_range"},
            {"kv heads not dividing", "model.kv_heads|not_divisible"},
            {"unknown preset", "model.preset|unknown_model"},
            {"seq_len 0", "training.seq_len|out_of_range"},
            {"seq_len huge", "training.seq_len|out_of_range"},
            {"precision", "training.precision|bad_value"},
            {"headroom 2", "constraints.memory_headroom|out_of_range"},
            {"tp max below min", "constraints.tp.max|out_of_range"},
            {"pp values 0", "constraints.pp.values|out_of_range"},
            {"zero 5", "constraints.zero|out_of_range"},
            {"schedule", "constraints.schedules|bad_value"},
            {"weights zero", "weights.throughput|out_of_range"},
            {"weight NaN-like", "weights.comm|wrong_type"},
            {"framework", "code_framework|bad_value"},
            {"memory huge", "cluster.device_spec.memory_gib|out_of_range"},
            {"newer version", "version|unsupported"},
            {"linear attention kind", "model.linear_attention.kind|invalid"},
            {"linear attention interval", "model.linear_attention.full_attention_interval|out_of_range"},
            {"linear attention shapes", "model.linear_attention.num_key_heads|missing_key"},
            {"linear attention heads", "model.linear_attention.num_value_heads|not_divisible"},
        };
        int i = 0;
        for (const auto& row : rows)
            QTest::newRow(row[0]) << i++ << QString::fromLatin1(row[1]);
    }

    void badValuesNameTheField()
    {
        QFETCH(int, which);
        QFETCH(QString, expected);
        const std::function<void(json&)> edits[] = {
            [](json& d) { d["cluster"]["devices"] = 0; },
            [](json& d) { d["cluster"]["devices"] = "64"; },
            [](json& d) { d["cluster"]["devices"] = 1e92; },
            [](json& d) {
                d["cluster"]["device"] = "h1000";
                d["cluster"].erase("device_spec");
            },
            [](json& d) { d["model"]["hidden"] = -1; },
            [](json& d) { d["model"]["kv_heads"] = 7; },
            [](json& d) {
                d["model"] = json{{"preset", "no-such-model"}};
            },
            [](json& d) { d["training"]["seq_len"] = 0; },
            [](json& d) { d["training"]["seq_len"] = 1LL << 40; },
            [](json& d) { d["training"]["precision"] = "int4"; },
            [](json& d) { d["constraints"]["memory_headroom"] = 2; },
            [](json& d) { d["constraints"]["tp"] = json{{"min", 8}, {"max", 2}}; },
            [](json& d) { d["constraints"]["pp"]["values"] = json::array({1, 0}); },
            [](json& d) { d["constraints"]["zero"] = json{{"min", 0}, {"max", 5}}; },
            [](json& d) { d["constraints"]["schedules"] = json::array({"2f2b"}); },
            [](json& d) { d["weights"] = json{{"throughput", 0}, {"memory", 0}, {"comm", 0}, {"bubble", 0}}; },
            [](json& d) { d["weights"]["comm"] = "NaN"; },
            [](json& d) { d["code_framework"] = "jax"; },
            [](json& d) { d["cluster"]["device_spec"]["memory_gib"] = 1e300; },
            [](json& d) { d["version"] = 99; },
            [](json& d) { d["model"]["linear_attention"] = json{{"kind", "mamba"}, {"full_attention_interval", 4}}; },
            [](json& d) { d["model"]["linear_attention"] = json{{"kind", "lightning"}, {"full_attention_interval", -4}}; },
            [](json& d) { d["model"]["linear_attention"] = json{{"kind", "gated_delta_net"}, {"full_attention_interval", 4}}; },
            [](json& d) {
                d["model"]["linear_attention"] = json{{"kind", "gated_delta_net"}, {"full_attention_interval", 4},
                    {"num_key_heads", 16}, {"num_value_heads", 20}, {"key_head_dim", 128}, {"value_head_dim", 128}};
            },
        };
        QCOMPARE(QString::fromStdString(errorFor(edits[which])), expected);
    }

    // Pinned strategies (the Compare tab): strategy strings in order, a precision only when it differs.
    void pinnedRoundTrip()
    {
        ScenarioFile in = defaultScenarioFile(catalog_);
        QVERIFY(in.pinned.empty());
        QVERIFY(!json::parse(scenarioFileToJson(in)).contains("pinned"));  // files without pins stay as they were
        Strategy a;
        a.dp = 4;
        a.tp = 8;
        a.pp = 2;
        Strategy b;
        b.tp = 8;
        b.zero = 3;
        b.recompute = Recompute::Full;
        in.pinned = {{a, in.scenario.training.precision}, {b, Precision::FP8}};
        const json doc = json::parse(scenarioFileToJson(in));
        QCOMPARE(doc["pinned"].size(), size_t(2));
        QCOMPARE(doc["pinned"][0].get<std::string>(), formatStrategy(a));
        QCOMPARE(doc["pinned"][1].get<std::string>(), formatStrategy(b) + ",precision=fp8");
        const ScenarioFile back = roundTrip(in);
        QVERIFY(back.pinned == in.pinned);
        QCOMPARE(errorFor([](json& d) { d["pinned"] = "dp=8"; }), std::string("pinned|wrong_type"));
        QCOMPARE(errorFor([](json& d) { d["pinned"] = json::array({"dp=8", 3}); }), std::string("pinned[1]|wrong_type"));
        QCOMPARE(errorFor([](json& d) { d["pinned"] = json::array({"dp=8,precision=int4"}); }).substr(0, 10), std::string("pinned[0]|"));
        QCOMPARE(errorFor([](json& d) { d["pinned"] = json(std::vector<std::string>(27, "dp=8")); }), std::string("pinned|out_of_range"));
    }

    void notAScenario()
    {
        auto a = parseScenarioFile("{", catalog_, "x.psa.json");
        QVERIFY(!a.ok());
        QCOMPARE(a.error().code, std::string("bad_json"));
        QVERIFY(a.error().detail.find("x.psa.json") != std::string::npos);
        auto b = parseScenarioFile(R"({"format":"something-else"})", catalog_);
        QVERIFY(!b.ok());
        QCOMPARE(b.error().field, std::string("format"));
        auto c = loadScenarioFile("/nonexistent/dir/a.psa.json", catalog_);
        QVERIFY(!c.ok());
        QCOMPARE(c.error().code, std::string("unreadable"));
    }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenario_file.moc"

// Built-in device/model catalogs: ids, aliases, reference figures, user overrides and error reporting.
#include "catalog/catalog.h"
#include "catalog/catalog_json.h"
#include "test_paths.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <nlohmann/json.hpp>

using psa::Catalog;

namespace {

std::filesystem::path sourceResources()
{
    return std::filesystem::path(psa::test::sourceDir().toStdString()) / "resources";
}

bool contains(const std::vector<std::string>& v, const std::string& s)
{
    return std::find(v.begin(), v.end(), s) != v.end();
}

// The cost-model parameter formula for dense gated RMSNorm models (cost-model.md §2.1).
std::int64_t denseParams(const psa::ModelSpec& m)
{
    const std::int64_t h = m.hidden;
    const std::int64_t dh = m.headDim();
    const std::int64_t layer = 2 * h * dh * (m.heads + m.kv_heads) + 3 * h * m.ffn + 2 * h;
    const std::int64_t emb = static_cast<std::int64_t>(m.vocab) * h * (m.tied_embeddings ? 1 : 2);
    return m.layers * layer + h + emb;
}

void writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

nlohmann::json readJson(const QString& path)
{
    std::ifstream in(path.toStdString());
    return nlohmann::json::parse(in);
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT

private:
    Catalog cat_;

private slots:
    void initTestCase()
    {
        // Keep a developer's own ~/.config catalog out of the tests.
        qputenv("XDG_CONFIG_HOME", QByteArrayLiteral("/nonexistent-psa-test-config"));
        auto r = Catalog::loadDirectory(sourceResources() / "catalog");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        cat_ = r.value();
    }

    // The parts whose tensor cores take MX formats carry the flag (DeviceSpec::mx_tensor_cores); the others not. A
    // custom entry sets it in its JSON, and a scenario file keeps it.
    void mxTensorCoresFlag()
    {
        for (const auto& d : cat_.devices()) {
            const bool mx = d.id == "b200" || d.id == "gb200" || d.id == "b300" || d.id == "gb300" || d.id == "mi355x";
            QVERIFY2(d.mx_tensor_cores == mx, d.id.c_str());
        }
        std::optional<psa::Error> err;
        const auto custom = nlohmann::json::parse(R"({"id": "lab-blackwell", "bf16_tflops": 2000, "memory_gib": 180,
            "hbm_tbps": 8, "scale_up_domain": 8, "devices_per_node": 8, "scale_up_gbps": 900, "scale_out_gbps": 50,
            "mx_tensor_cores": true})");
        const psa::DeviceSpec d = psa::json_io::parseDevice(custom, "devices[0]", "test", err);
        QVERIFY(!err);
        QVERIFY(d.mx_tensor_cores);
        QCOMPARE(psa::json_io::deviceToJson(d)["mx_tensor_cores"].get<bool>(), true);
        auto wrong = custom;
        wrong["mx_tensor_cores"] = "yes";
        psa::json_io::parseDevice(wrong, "devices[0]", "test", err);
        QVERIFY(err);
        QCOMPARE(QString::fromStdString(err->field), QString("devices[0].mx_tensor_cores"));
    }

    void deviceLookup_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("id");
        const char* rows[][2] = {
            { "a100-40gb", "a100-40gb" },
            { "a100-80gb", "a100-80gb" },
            { "a100", "a100-80gb" },
            { "A100", "a100-80gb" },
            { "h100-sxm", "h100-sxm" },
            { "H100", "h100-sxm" },
            { "H100 SXM", "h100-sxm" },
            { "H100 80GB", "h100-sxm" },
            { "h800", "h800" },
            { "h20", "h20" },
            { "h200", "h200" },
            { "b200", "b200" },
            { "gb200", "gb200" },
            { "b300", "b300" },
            { "gb300", "gb300" },
            { "mi300x", "mi300x" },
            { "MI325X", "mi325x" },
            { "mi355x", "mi355x" },
            { "ascend-910b1", "ascend-910b1" },
            { "ascend-910b2", "ascend-910b2" },
            { "ascend-a2", "ascend-910b2" },
            { "Ascend A2", "ascend-910b2" },
            { "910b", "ascend-910b2" },
            { "910B2", "ascend-910b2" },
            { "atlas-a2", "ascend-910b2" },
            { "ascend-910b3", "ascend-910b3" },
            { "ascend-910b4", "ascend-910b4" },
            { "ascend-a3", "ascend-a3" },
            { "910c", "ascend-a3" },
            { "Ascend A3", "ascend-a3" },
            { "atlas-a3", "ascend-a3" },
            { "ascend-950pr", "ascend-950pr" },
            { "ascend-950dt", "ascend-950dt" },
            { "950dt", "ascend-950dt" },
            { "Ascend 950DT", "ascend-950dt" },
            { "gaudi3", "gaudi3" },
            { "Gaudi 2", "gaudi2" },
            { "mi250x", "mi250x-gcd" },
            { "TPU v5p", "tpu-v5p" },
            { "tpu-v4", "tpu-v4" },
            { "tpu-v6e", "tpu-v6e" },
            { "ascend-910", "ascend-910" },
            // display name
            { "NVIDIA H200 SXM 141GB", "h200" },
        };
        for (const auto& row : rows)
            QTest::newRow(row[0]) << QString::fromUtf8(row[0]) << QString::fromUtf8(row[1]);
    }

    void deviceLookup()
    {
        QFETCH(QString, query);
        QFETCH(QString, id);
        const psa::DeviceSpec* d = cat_.device(query.toStdString());
        QVERIFY2(d, qPrintable(query));
        QCOMPARE(QString::fromStdString(d->id), id);
    }

    void modelLookup_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("id");
        const char* rows[][2] = {
            { "gpt3-175b", "gpt3-175b" }, { "llama2-7b", "llama2-7b" }, { "llama2-13b", "llama2-13b" },
            { "llama2-70b", "llama2-70b" }, { "LLaMA-2-70B", "llama2-70b" }, { "Llama 2 70B", "llama2-70b" },
            { "llama-2-70b", "llama2-70b" }, { "llama3-8b", "llama3-8b" }, { "llama3-70b", "llama3-70b" },
            { "llama3.1-8b", "llama3.1-8b" }, { "llama3.1-70b", "llama3.1-70b" }, { "llama3.1-405b", "llama3.1-405b" },
            { "mixtral-8x7b", "mixtral-8x7b" }, { "mixtral-8x22b", "mixtral-8x22b" }, { "deepseek-v2", "deepseek-v2" },
            { "deepseek-v2-lite", "deepseek-v2-lite" }, { "deepseek-v3", "deepseek-v3" },
            { "deepseek-r1", "deepseek-v3" }, { "qwen3-30b-a3b", "qwen3-30b-a3b" },
            { "qwen3-235b-a22b", "qwen3-235b-a22b" }, { "qwen3.5-397b-a17b", "qwen3.5-397b-a17b" },
            { "gpt-oss-120b", "gpt-oss-120b" }, { "gpt-oss-20b", "gpt-oss-20b" }, { "kimi-k2", "kimi-k2" },
            { "gpt3-small", "gpt3-small" }, { "gpt3-13b", "gpt3-13b" }, { "llama1-7b", "llama1-7b" },
            { "qwen2.5-7b", "qwen2.5-7b" }, { "qwen3-8b", "qwen3-8b" }, { "llama4-scout", "llama4-scout" },
            { "llama4-maverick", "llama4-maverick" }, { "glm-4.5", "glm-4.5" }, { "gemma2-27b", "gemma2-27b" },
            { "gemma3-27b", "gemma3-27b" }, { "mistral-7b", "mistral-7b" }, { "falcon-180b", "falcon-180b" },
            { "qwen3-next-80b-a3b", "qwen3-next-80b-a3b" }, { "qwen3.5-35b-a3b", "qwen3.5-35b-a3b" },
            { "meta-llama/Llama-2-70b-hf", "llama2-70b" }, { "DeepSeek-V3 / R1 (671B)", "deepseek-v3" }, // display name
        };
        for (const auto& row : rows)
            QTest::newRow(row[0]) << QString::fromUtf8(row[0]) << QString::fromUtf8(row[1]);
    }

    void modelLookup()
    {
        QFETCH(QString, query);
        QFETCH(QString, id);
        const psa::ModelSpec* m = cat_.model(query.toStdString());
        QVERIFY2(m, qPrintable(query));
        QCOMPARE(QString::fromStdString(m->id), id);
    }

    void unknownNames()
    {
        QVERIFY(cat_.device("h999") == nullptr);
        QVERIFY(cat_.device("") == nullptr);
        QVERIFY(cat_.model("llama9-1b") == nullptr);
        QVERIFY(cat_.model("---") == nullptr);
    }

    // Every id/alias/name resolves to its own entry, so no two entries share a key.
    void keysAreUnambiguous()
    {
        auto devId = [&](const std::string& k) { return cat_.device(k) ? cat_.device(k)->id : std::string("<none>"); };
        auto modId = [&](const std::string& k) { return cat_.model(k) ? cat_.model(k)->id : std::string("<none>"); };
        for (const auto& d : cat_.devices()) {
            for (const auto& a : d.aliases)
                QCOMPARE(devId(a), d.id);
            QCOMPARE(devId(d.name), d.id);
        }
        for (const auto& m : cat_.models()) {
            for (const auto& a : cat_.modelAliases(m.id))
                QCOMPARE(modId(a), m.id);
            QCOMPARE(modId(m.name), m.id);
        }
        QVERIFY(contains(cat_.modelAliases("llama2-70b"), "LLaMA-2-70B"));
        QVERIFY(cat_.modelAliases("no-such-model").empty());
    }

    void everyReferenceEntryPresent()
    {
        const auto hw = readJson(psa::test::dataDir() + "/reference/hardware.json");
        const auto models = readJson(psa::test::dataDir() + "/reference/models.json");
        QCOMPARE(cat_.devices().size(), hw.size());
        QCOMPARE(cat_.models().size(), models.size());
        for (const auto& m : models) {
            const auto name = m.at("name").get<std::string>();
            const psa::ModelSpec* spec = cat_.model(name);
            QVERIFY2(spec, name.c_str());
            QCOMPARE(spec->layers, m.at("num_layers").get<int>());
            QCOMPARE(spec->hidden, m.at("hidden_size").get<int>());
            QCOMPARE(spec->vocab, m.at("vocab_size").get<int>());
            QVERIFY2(!spec->source.empty(), name.c_str());
        }
        for (const auto& d : cat_.devices())
            QVERIFY2(!d.source.empty(), d.id.c_str());
    }

    void deviceFigures_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("bf16");
        QTest::addColumn<double>("fp8");
        QTest::addColumn<double>("memory");
        QTest::addColumn<double>("scaleUp");
        QTest::addColumn<double>("scaleOut");
        QTest::addColumn<int>("domain");
        QTest::addColumn<int>("perNode");
        QTest::newRow("h100") << "h100-sxm" << 989.0 << 1979.0 << 80.0 << 450.0 << 50.0 << 8 << 8;
        QTest::newRow("a100-80gb") << "a100-80gb" << 312.0 << 0.0 << 80.0 << 300.0 << 25.0 << 8 << 8;
        QTest::newRow("a100-40gb") << "a100-40gb" << 312.0 << 0.0 << 40.0 << 300.0 << 25.0 << 8 << 8;
        QTest::newRow("h800") << "h800" << 989.0 << 1979.0 << 80.0 << 200.0 << 50.0 << 8 << 8;
        // PCIe cards: the PCIe Gen5 x16 figure for every peer (NVLink bridge pairs not expressible), default NIC.
        QTest::newRow("h100-pcie") << "h100-pcie" << 756.0 << 1513.0 << 80.0 << 64.0 << 50.0 << 8 << 8;
        QTest::newRow("h100-nvl") << "h100-nvl" << 835.5 << 1670.5 << 94.0 << 64.0 << 50.0 << 8 << 8;
        // A800: A100 compute and memory, NVLink 400 GB/s bidirectional.
        QTest::newRow("a800") << "a800" << 312.0 << 0.0 << 80.0 << 200.0 << 25.0 << 8 << 8;
        QTest::newRow("gb200") << "gb200" << 2500.0 << 5000.0 << 186.0 << 900.0 << 50.0 << 72 << 4;
        QTest::newRow("gb300") << "gb300" << 2500.0 << 5000.0 << 279.0 << 900.0 << 100.0 << 72 << 4;
        QTest::newRow("b300") << "b300" << 2250.0 << 4500.0 << 270.0 << 900.0 << 100.0 << 8 << 8;
        QTest::newRow("mi300x") << "mi300x" << 1307.4 << 2614.9 << 192.0 << 448.0 << 50.0 << 8 << 8;
        QTest::newRow("910b2") << "ascend-910b2" << 376.0 << 0.0 << 64.0 << 196.0 << 25.0 << 8 << 8;
        QTest::newRow("910b1") << "ascend-910b1" << 376.0 << 0.0 << 64.0 << 196.0 << 25.0 << 8 << 8;
        QTest::newRow("a3") << "ascend-a3" << 376.0 << 0.0 << 64.0 << 196.0 << 25.0 << 768 << 16;
        QTest::newRow("950dt") << "ascend-950dt" << 500.0 << 1000.0 << 144.0 << 1000.0 << 50.0 << 8192 << 8;
        QTest::newRow("mi250x-gcd") << "mi250x-gcd" << 191.5 << 0.0 << 64.0 << 50.0 << 12.5 << 8 << 8;
    }

    void deviceFigures()
    {
        QFETCH(QString, id);
        QFETCH(double, bf16);
        QFETCH(double, fp8);
        QFETCH(double, memory);
        QFETCH(double, scaleUp);
        QFETCH(double, scaleOut);
        QFETCH(int, domain);
        QFETCH(int, perNode);
        const psa::DeviceSpec* d = cat_.device(id.toStdString());
        QVERIFY(d);
        QCOMPARE(d->bf16_tflops, bf16);
        QCOMPARE(d->fp8_tflops, fp8);
        QCOMPARE(d->memory_gib, memory);
        QCOMPARE(d->scale_up_gbps, scaleUp);
        QCOMPARE(d->scale_out_gbps, scaleOut);
        QCOMPARE(d->scale_up_domain, domain);
        QCOMPARE(d->devices_per_node, perNode);
        QVERIFY(d->hbm_tbps > 0);
    }

    void derivedFiguresAreFlagged()
    {
        const auto* dt = cat_.device("ascend-950dt");
        QVERIFY(dt);
        QVERIFY(contains(dt->flags, "roadmap figure"));
        QVERIFY(contains(dt->flags, "estimated: BF16 = FP8/2"));
        QVERIFY(contains(dt->flags, "estimated: scale-out NIC assumed 400 Gb/s"));
        const auto* b1 = cat_.device("ascend-910b1");
        QVERIFY(contains(b1->flags, "estimated: peak not published, 910B2 value used"));
        QVERIFY(contains(cat_.device("ascend-910b4")->flags, "bf16 taken from fp16"));
        QCOMPARE(cat_.device("ascend-910b4")->bf16_tflops, 246.0);
        // Reference "uncertain" lists are carried over verbatim.
        QVERIFY(contains(cat_.device("h800")->flags, "tdp_w assumed equal to H100"));
        QVERIFY(cat_.device("h100-sxm")->flags.empty());
        // The PCIe parts say that their NVLink bridge pairs are not modelled.
        for (const char* id : { "h100-pcie", "h100-nvl" })
            QVERIFY(contains(cat_.device(id)->flags,
                "intra-node: the NVLink bridge pairs cannot be expressed as a domain; PCIe Gen5 x16 (128 GB/s "
                "bidirectional per datasheet) taken for every peer"));
        QCOMPARE(cat_.device("A800-SXM4-80GB")->id, std::string("a800"));
        QCOMPARE(cat_.device("H100 NVL")->tdp_w, 400.0);
        QCOMPARE(cat_.device("h100-sxm")->vendor, std::string("NVIDIA"));
        // Measured matmul rates (ml-engineering MAMF table) where one was published; 0 where none was.
        QCOMPARE(cat_.device("h100-sxm")->mamf_bf16_tflops, 794.5);
        QCOMPARE(cat_.device("mi300x")->mamf_bf16_tflops, 781.9);
        QCOMPARE(cat_.device("b200")->mamf_fp8_tflops, 3432.5);
        QCOMPARE(cat_.device("ascend-910b2")->mamf_bf16_tflops, 0.0);
    }

    void parameterOracle_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("params");
        // HF counts from docs/reference/cost-model.md §2.
        QTest::newRow("llama2-70b") << "llama2-70b" << qint64(68'976'648'192);
        QTest::newRow("llama3-8b") << "llama3-8b" << qint64(8'030'261'248);
        QTest::newRow("llama2-7b") << "llama2-7b" << qint64(6'738'415'616);
    }

    void parameterOracle()
    {
        QFETCH(QString, id);
        QFETCH(qint64, params);
        const auto* m = cat_.model(id.toStdString());
        QVERIFY(m);
        QCOMPARE(std::string(psa::toString(m->activation)), std::string("swiglu"));
        QCOMPARE(std::string(psa::toString(m->norm)), std::string("rmsnorm"));
        QVERIFY(!m->tied_embeddings && !m->attention_bias && !m->mlp_bias && !m->learned_positions);
        QCOMPARE(qint64(denseParams(*m)), params);
    }

    void modelMapping()
    {
        const auto* gpt3 = cat_.model("gpt3-175b");
        QCOMPARE(std::string(psa::toString(gpt3->activation)), std::string("gelu"));
        QCOMPARE(std::string(psa::toString(gpt3->norm)), std::string("layernorm"));
        QVERIFY(gpt3->attention_bias && gpt3->mlp_bias && gpt3->learned_positions && gpt3->tied_embeddings);
        QCOMPARE(gpt3->max_position_embeddings, 2048);

        const auto* v3 = cat_.model("deepseek-r1");
        QCOMPARE(v3->layers, 61);
        QVERIFY(v3->mla.enabled);
        QCOMPARE(v3->mla.q_lora_rank, 1536);
        QCOMPARE(v3->mla.kv_lora_rank, 512);
        QCOMPARE(v3->mla.qk_rope_head_dim, 64);
        QCOMPARE(v3->head_dim, 0);
        QCOMPARE(v3->moe.num_experts, 256);
        QCOMPARE(v3->moe.top_k, 8);
        QCOMPARE(v3->moe.num_shared_experts, 1);
        QCOMPARE(v3->moe.shared_expert_ffn, 2048);
        QCOMPARE(v3->moe.first_dense_layers, 3);
        QCOMPARE(v3->moeLayers(), 58);
        QVERIFY(v3->moe.router_bias);
        QCOMPARE(v3->mtp_layers, 1);
        QCOMPARE(v3->ffn, 18432);

        QVERIFY(cat_.model("kimi-k2")->moe.router_bias);
        QCOMPARE(cat_.model("kimi-k2")->mtp_layers, 0);
        QCOMPARE(cat_.model("deepseek-v2-lite")->mla.q_lora_rank, 0);

        const auto* mav = cat_.model("llama4-maverick");
        QCOMPARE(mav->moe.moe_layer_interval, 2);
        QCOMPARE(mav->moeLayers(), 24);
        QCOMPARE(mav->ffn, 16384);
        QCOMPARE(cat_.model("llama4-scout")->moeLayers(), 48);

        const auto* q35 = cat_.model("qwen3.5-397b-a17b");
        QCOMPARE(q35->ffn, 0);
        QCOMPARE(q35->moe.num_experts, 512);
        QCOMPARE(q35->moe.shared_expert_ffn, 1024);
        // Gated DeltaNet hybrid: every 4th layer softmax attention (gated), the others linear attention.
        QCOMPARE(int(q35->linear_attention.kind), int(psa::LinearAttentionKind::GatedDeltaNet));
        QCOMPARE(q35->linear_attention.full_attention_interval, 4);
        QCOMPARE(q35->linearAttentionLayers(), 45);
        QCOMPARE(q35->linear_attention.num_value_heads, 64);
        QCOMPARE(q35->linear_attention.conv_kernel, 4);
        QVERIFY(q35->attention_output_gate);
        for (const std::string& a : q35->approximations) {
            QVERIFY2(a.find("linear attention") == std::string::npos, a.c_str());
            QVERIFY2(a.find("gated attention output") == std::string::npos, a.c_str());
        }

        const auto* oss = cat_.model("gpt-oss-120b");
        QVERIFY(oss->attention_bias);
        QVERIFY(contains(oss->approximations, "sliding-window attention layers modelled as full attention"));

        const auto* falcon = cat_.model("falcon-180b");
        QVERIFY(falcon->tied_embeddings);
        QCOMPARE(std::string(psa::toString(falcon->norm)), std::string("layernorm"));
        QCOMPARE(std::string(psa::toString(falcon->activation)), std::string("gelu"));
        QCOMPARE(falcon->kv_heads, 8);
        QVERIFY(!falcon->approximations.empty());

        QVERIFY(cat_.model("qwen2.5-7b")->attention_bias);
        QVERIFY(!cat_.model("qwen3-8b")->attention_bias);
        QCOMPARE(std::string(psa::toString(cat_.model("gemma3-27b")->activation)), std::string("geglu"));
        QVERIFY(cat_.model("gemma2-27b")->tied_embeddings);
        QCOMPARE(cat_.model("qwen3-30b-a3b")->moe.expert_ffn, 768);
        QCOMPARE(cat_.model("mixtral-8x7b")->moe.shared_expert_ffn, 0);
    }

    void suggestions()
    {
        const auto h = cat_.suggestDevices("h10");
        QVERIFY(contains(h, "h100-sxm"));
        QVERIFY(h.size() <= 3);
        QCOMPARE(cat_.suggestDevices("h1OO sxm", 1), std::vector<std::string> { "h100-sxm" });
        QVERIFY(contains(cat_.suggestDevices("ascend 910"), "ascend-910"));
        QVERIFY(contains(cat_.suggestModels("llama2-7"), "llama2-7b"));
        QVERIFY(contains(cat_.suggestModels("deepsek-v3"), "deepseek-v3"));
        QVERIFY(cat_.suggestDevices("zzzzzzzz").empty());
        QVERIFY(cat_.suggestModels("").empty());
    }

    void userCatalogOverridesAndExtends()
    {
        QTemporaryDir config;
        QVERIFY(config.isValid());
        QVERIFY(QDir(config.path()).mkpath("parallel-strategy-analyzer/catalog"));
        const QString dir = config.path() + "/parallel-strategy-analyzer/catalog";
        writeFile(dir + "/my-devices.json", R"({"schema": "psa-devices/1", "devices": [
            {"id": "h100-sxm", "name": "H100 site-tuned", "bf16_tflops": 900, "memory_gib": 80, "hbm_tbps": 3.35,
             "scale_up_domain": 8, "devices_per_node": 8, "scale_up_gbps": 450, "scale_out_gbps": 50},
            {"id": "my-npu", "aliases": ["Lab NPU"], "bf16_tflops": 123, "memory_gib": 48, "hbm_tbps": 1,
             "scale_up_domain": 4, "devices_per_node": 4, "scale_up_gbps": 100, "scale_out_gbps": 25}]})");
        writeFile(dir + "/my-models.json", R"({"schema": "psa-models/1", "models": [
            {"id": "tiny-1b", "aliases": ["Tiny"], "layers": 16, "hidden": 2048, "heads": 16, "ffn": 5632,
             "vocab": 32000}]})");
        qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
        qputenv("PSA_RESOURCES_DIR", QByteArray::fromStdString(sourceResources().string()));
        auto r = Catalog::loadBuiltin();
        qputenv("XDG_CONFIG_HOME", QByteArrayLiteral("/nonexistent-psa-test-config"));
        qunsetenv("PSA_RESOURCES_DIR");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        const Catalog& c = r.value();
        QCOMPARE(c.devices().size(), cat_.devices().size() + 1);
        QVERIFY(c.device("H100") && c.device("lab npu") && c.device("a100"));
        QCOMPARE(c.device("H100")->bf16_tflops, 900.0);
        QCOMPARE(c.device("H100")->name, std::string("H100 site-tuned"));
        QCOMPARE(c.device("H100")->fp16_tflops, 900.0); // defaults to bf16
        QCOMPARE(c.device("lab npu")->id, std::string("my-npu"));
        QCOMPARE(c.device("a100")->bf16_tflops, 312.0);
        QCOMPARE(c.models().size(), cat_.models().size() + 1);
        const auto* tiny = c.model("tiny");
        QVERIFY(tiny);
        QCOMPARE(tiny->kv_heads, 16); // defaults to heads
        QCOMPARE(std::string(psa::toString(tiny->activation)), std::string("swiglu"));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("code");
        const QByteArray dev = R"("bf16_tflops": 100, "memory_gib": 80, "hbm_tbps": 2, "scale_up_domain": 8,
                                  "devices_per_node": 8, "scale_up_gbps": 100, "scale_out_gbps": 25)";
        QTest::newRow("not json") << QByteArray("{\"schema\": ") << "catalog"
                                  << "malformed";
        QTest::newRow("array") << QByteArray("[1, 2]") << "catalog"
                               << "malformed";
        QTest::newRow("no schema") << QByteArray(R"({"devices": []})") << "schema"
                                   << "missing_key";
        QTest::newRow("bad schema") << QByteArray(R"({"schema": "psa-foo/9"})") << "schema"
                                    << "unsupported";
        QTest::newRow("no list") << QByteArray(R"({"schema": "psa-devices/1"})") << "devices"
                                 << "missing_key";
        QTest::newRow("list type") << QByteArray(R"({"schema": "psa-models/1", "models": {}})") << "models"
                                   << "wrong_type";
        QTest::newRow("entry type") << QByteArray(R"({"schema": "psa-devices/1", "devices": [3]})") << "devices[0]"
                                    << "wrong_type";
        QTest::newRow("missing id") << (R"({"schema": "psa-devices/1", "devices": [{)" + dev + "}]}") << "devices[0].id"
                                    << "missing_key";
        QTest::newRow("negative memory") << (R"({"schema": "psa-devices/1", "devices": [{"id": "a", )" + dev
            + R"(}, {"id": "b", )" + QByteArray(dev).replace("\"memory_gib\": 80", "\"memory_gib\": -1") + "}]}")
                                         << "devices[1].memory_gib"
                                         << "out_of_range";
        QTest::newRow("string number") << (R"({"schema": "psa-devices/1", "devices": [{"id": "a", )"
            + QByteArray(dev).replace("\"bf16_tflops\": 100", "\"bf16_tflops\": \"100\"") + "}]}")
                                       << "devices[0].bf16_tflops"
                                       << "wrong_type";
        QTest::newRow("zero domain") << (R"({"schema": "psa-devices/1", "devices": [{"id": "a", )"
            + QByteArray(dev).replace("\"scale_up_domain\": 8", "\"scale_up_domain\": 0") + "}]}")
                                     << "devices[0].scale_up_domain"
                                     << "out_of_range";
        QTest::newRow("mamf above peak") << (R"({"schema": "psa-devices/1", "devices": [{"id": "a", )"
            + QByteArray(dev).replace("\"bf16_tflops\": 100", "\"bf16_tflops\": 100, \"mamf_bf16_tflops\": 120") + "}]}")
                                         << "devices[0].mamf_bf16_tflops"
                                         << "out_of_range";
        QTest::newRow("zero layers") << QByteArray(R"({"schema": "psa-models/1", "models": [
            {"id": "m", "layers": 0, "hidden": 64, "heads": 4, "ffn": 256, "vocab": 100}]})")
                                     << "models[0].layers"
                                     << "out_of_range";
        QTest::newRow("kv heads") << QByteArray(R"({"schema": "psa-models/1", "models": [
            {"id": "m", "layers": 2, "hidden": 64, "heads": 4, "kv_heads": 3, "ffn": 256, "vocab": 100}]})")
                                  << "models[0].kv_heads"
                                  << "not_divisible";
        QTest::newRow("activation") << QByteArray(R"({"schema": "psa-models/1", "models": [
            {"id": "m", "layers": 2, "hidden": 64, "heads": 4, "ffn": 256, "vocab": 100, "activation": "tanh"}]})")
                                    << "models[0].activation"
                                    << "invalid";
        QTest::newRow("moe top_k") << QByteArray(R"({"schema": "psa-models/1", "models": [
            {"id": "m", "layers": 2, "hidden": 64, "heads": 4, "ffn": 256, "vocab": 100,
             "moe": {"num_experts": 4, "top_k": 8, "expert_ffn": 64}}]})")
                                   << "models[0].moe.top_k"
                                   << "out_of_range";
        QTest::newRow("dense ffn") << QByteArray(R"({"schema": "psa-models/1", "models": [
            {"id": "m", "layers": 2, "hidden": 64, "heads": 4, "vocab": 100}]})")
                                   << "models[0].ffn"
                                   << "missing_key";
        QTest::newRow("mla") << QByteArray(R"({"schema": "psa-models/1", "models": [
            {"id": "m", "layers": 2, "hidden": 64, "heads": 4, "ffn": 256, "vocab": 100, "mla": {"kv_lora_rank": 8}}]})")
                             << "models[0].mla.qk_nope_head_dim"
                             << "missing_key";
    }

    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, field);
        QFETCH(QString, code);
        Catalog c = cat_;
        auto r = c.addJson(text.toStdString(), "user-file.json");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field), field);
        QCOMPARE(QString::fromStdString(r.error().code), code);
        QVERIFY2(r.error().detail.find("user-file.json") != std::string::npos, r.error().detail.c_str());
        // A rejected file changes nothing.
        QCOMPARE(c.devices().size(), cat_.devices().size());
        QCOMPARE(c.models().size(), cat_.models().size());
    }

    void badFilesNameTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + "/broken.json";
        writeFile(path, R"({"schema": "psa-devices/1", "devices": [{"id": "x", "bf16_tflops": true}]})");
        Catalog c;
        auto r = c.addFile(path.toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().field, std::string("devices[0].bf16_tflops"));
        QVERIFY(r.error().message().find(path.toStdString()) != std::string::npos);

        auto missing = c.addFile((dir.path() + "/absent.json").toStdString());
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, std::string("unreadable"));
        QVERIFY(missing.error().detail.find("absent.json") != std::string::npos);

        auto d = Catalog::loadDirectory(dir.path().toStdString());
        QVERIFY(!d.ok());
        QCOMPARE(d.error().field, std::string("devices[0].bf16_tflops"));
        QVERIFY(!Catalog::loadDirectory("/nonexistent-psa-dir").ok());
    }

    void resourcesDirection()
    {
        QTemporaryDir dir;
        qputenv("PSA_RESOURCES_DIR", dir.path().toUtf8());
        QCOMPARE(QString::fromStdString(psa::resourcesDir().string()), dir.path());
        qputenv("PSA_RESOURCES_DIR", QByteArrayLiteral("/nonexistent-psa-resources"));
        const auto fallback = psa::resourcesDir();
        qunsetenv("PSA_RESOURCES_DIR");
        QVERIFY(std::filesystem::exists(fallback / "catalog" / "devices.json"));
        QCOMPARE(psa::resourcesDir(), fallback);
    }

    // Load time is a benchmark figure (psa_bench prints it), not a test assertion.
    void builtinLoadsAgain()
    {
        auto r = Catalog::loadBuiltin();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        QCOMPARE(r.value().devices().size(), cat_.devices().size());
        QCOMPARE(r.value().models().size(), cat_.models().size());
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"

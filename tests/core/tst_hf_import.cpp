// Hugging Face config.json import: the real configs in tests/data/hf-configs, hand-written
// fixtures for the other families, and error reporting.
#include "catalog/hf_import.h"
#include "cost/params.h"
#include "test_paths.h"

#include <QDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <nlohmann/json.hpp>

using psa::importHfConfig;
using psa::importHfConfigFile;

namespace {

std::filesystem::path sharedConfig(const char* name)
{
    return std::filesystem::path(psa::test::dataDir().toStdString()) / "hf-configs" / name;
}

std::filesystem::path fixture(const char* name)
{
    return std::filesystem::path(psa::test::dataDir().toStdString()) / "hf" / name;
}

bool anyContains(const std::vector<std::string>& v, const std::string& needle)
{
    return std::any_of(v.begin(), v.end(), [&](const std::string& s) { return s.find(needle) != std::string::npos; });
}

psa::ModelSpec load(const std::filesystem::path& p)
{
    auto r = importHfConfigFile(p);
    if (!r.ok())
        qWarning("%s", r.error().message().c_str());
    return r.ok() ? r.value() : psa::ModelSpec {};
}

} // namespace

class TestHfImport : public QObject {
    Q_OBJECT

private slots:
    // Every shared config imports and the common fields equal the file's values.
    void sharedConfigs_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = QDir(psa::test::dataDir() + "/hf-configs")
                                      .entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 8);
        for (const QString& f : files)
            QTest::newRow(qPrintable(f)) << f;
    }

    void sharedConfigs()
    {
        QFETCH(QString, file);
        const auto path = sharedConfig(file.toUtf8().constData());
        auto r = importHfConfigFile(path);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        const psa::ModelSpec& m = r.value();
        std::ifstream in(path);
        const auto root = nlohmann::json::parse(in);
        // Multimodal wrappers (qwen3_5_moe) keep the language model's keys under text_config.
        const auto& j = root.contains("text_config") ? root.at("text_config") : root;
        QCOMPARE(m.id, QFileInfo(file).completeBaseName().toStdString());
        QCOMPARE(m.layers, j.at("num_hidden_layers").get<int>());
        QCOMPARE(m.hidden, j.at("hidden_size").get<int>());
        QCOMPARE(m.heads, j.at("num_attention_heads").get<int>());
        QCOMPARE(m.kv_heads, j.at("num_key_value_heads").get<int>());
        QCOMPARE(m.vocab, j.at("vocab_size").get<int>());
        QCOMPARE(m.ffn, j.value("intermediate_size", 0)); // absent: every layer is MoE
        QCOMPARE(m.max_position_embeddings, j.at("max_position_embeddings").get<int>());
        QCOMPARE(m.tied_embeddings, root.value("tie_word_embeddings", false));
        QCOMPARE(std::string(psa::toString(m.activation)), std::string("swiglu"));
        QCOMPARE(std::string(psa::toString(m.norm)), std::string("rmsnorm"));
        QCOMPARE(m.family, j.at("model_type").get<std::string>());
        if (j.contains("head_dim"))
            QCOMPARE(m.head_dim, j.at("head_dim").get<int>());
        QVERIFY2(!anyContains(m.approximations, "is not a supported type"), file.toUtf8().constData());
    }

    // The real configs of the newest architectures against the totals their publishers state. Official figures are
    // rounded (to one to three significant digits) and vendors differ on whether "active" counts the embedding and
    // output head, so each row says which figure it uses and why its tolerance is what it is. Where a report of the
    // released checkpoint's safetensors gives the exact weight count (gogongxt/python scripts/models/*.md, commit
    // ec99626, "参数总量"), the total must also match it to 0.1 % (those counts include a few FP8 scale tensors).
    void newestArchitecturesMatchOfficialTotals_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("officialTotal");
        QTest::addColumn<double>("totalTolerance");
        QTest::addColumn<double>("officialActive");
        QTest::addColumn<int>("activeCounts"); // 0: all, 1: without embedding and output head, 2: without embedding
        QTest::addColumn<double>("activeTolerance");
        QTest::addColumn<double>("checkpointWeights"); // 0: no comparable count
        // moonshotai/Kimi-K2-Instruct model card: "1T total / 32B activated"; 1.04T in maxtext's
        // tests/end_to_end/tpu/kimi/Run_Kimi.md. Counted: 1026.4B total, 32.86B active with embeddings.
        QTest::newRow("kimi-k2-instruct") << "kimi-k2-instruct.json" << 1.04e12 << 0.015 << 32e9 << 0 << 0.03
                                          << 1026470731056.0;
        // Qwen/Qwen3-Next-80B-A3B-Instruct model card: "80B in total and 3B activated". Counted: 79.67B total (36 Gated
        // DeltaNet layers, 12 gated softmax layers; the checkpoint reconciliation is gatedDeltaNetIsNamedAndSized's),
        // 3.25B active without embeddings ("3B" has one digit: 15 %).
        QTest::newRow("qwen3-next-80b-a3b") << "qwen3-next-80b-a3b-instruct.json" << 80e9 << 0.01 << 3e9 << 1 << 0.15
                                            << 0.0;
        // Qwen/Qwen3.5-35B-A3B model card: "35B in total and 3B activated". Counted: 34.66B total, the card's figure
        // also holding the 0.45B vision encoder (1.5 %); 2.95B active without the input embedding, whose 0.51B
        // (vocabulary 248320) are a lookup ("3B" has one digit: 15 %).
        QTest::newRow("qwen3.5-35b-a3b") << "qwen3.5-35b-a3b.json" << 35e9 << 0.015 << 3e9 << 2 << 0.15 << 0.0;
        // MiniMaxAI/MiniMax-M2 model card: "230B total parameters with 10B active" (M2.7 keeps M2's shapes).
        // Counted: 228.69B total, 9.80B active without the 1.23B of embedding and output head.
        QTest::newRow("minimax-m2.7") << "minimax-m2.7.json" << 230e9 << 0.015 << 10e9 << 1 << 0.05
                                      << 228703644928.0;
    }

    void newestArchitecturesMatchOfficialTotals()
    {
        QFETCH(QString, file);
        QFETCH(double, officialTotal);
        QFETCH(double, totalTolerance);
        QFETCH(double, officialActive);
        QFETCH(int, activeCounts);
        QFETCH(double, activeTolerance);
        QFETCH(double, checkpointWeights);
        const auto m = load(sharedConfig(file.toUtf8().constData()));
        QVERIFY(m.isMoe());
        const auto c = psa::countParams(m);
        const double active = c.active - (activeCounts >= 1 ? c.embedding : 0.0) - (activeCounts == 1 ? c.output_head : 0.0);
        const QString got = QStringLiteral("total %1B, active %2B").arg(c.total / 1e9).arg(active / 1e9);
        QVERIFY2(std::abs(c.total / officialTotal - 1.0) < totalTolerance, qPrintable(got));
        QVERIFY2(std::abs(active / officialActive - 1.0) < activeTolerance, qPrintable(got));
        if (checkpointWeights > 0)
            QVERIFY2(std::abs(c.total / checkpointWeights - 1.0) < 0.001, qPrintable(got));
    }

    // Qwen3-Next / Qwen3.5: Gated DeltaNet layers modelled as what they are. Oracle: the released checkpoints' weight
    // lists (gogongxt/python @ec99626 scripts/models/qwen3_next_80b_a3b_instruct.md, qwen3.5_35b_a3b.md, "参数总量"):
    // per Gated DeltaNet layer in_proj_qkvz 2048x12288, in_proj_ba 2048x64, conv1d 8192x4, A_log/dt_bias 32,
    // norm 128, out_proj 4096x2048 = 33,718,464; per gated softmax layer q_proj 2048x8192 (query + gate), k/v
    // 2048x512, o_proj 4096x2048, q/k norms 256. Qwen3-Next's 81,324,862,720 weights = the count here + its MTP module
    // (mtp.*, 1,650,471,424, not in this config) + 48 shared-expert gates of 2048 (not modelled).
    void gatedDeltaNetIsNamedAndSized()
    {
        const auto next = load(sharedConfig("qwen3-next-80b-a3b-instruct.json"));
        const psa::LinearAttentionSpec& la = next.linear_attention;
        QCOMPARE(int(la.kind), int(psa::LinearAttentionKind::GatedDeltaNet));
        QCOMPARE(la.full_attention_interval, 4); // no layer_types: full_attention_interval
        QCOMPARE(next.linearAttentionLayers(), 36);
        QCOMPARE(la.num_key_heads, 16);
        QCOMPARE(la.num_value_heads, 32);
        QCOMPARE(la.key_head_dim, 128);
        QCOMPARE(la.value_head_dim, 128);
        QCOMPARE(la.conv_kernel, 4);
        QVERIFY(next.attention_output_gate);
        QVERIFY(!anyContains(next.approximations, "modelled as full attention"));
        QVERIFY(!anyContains(next.approximations, "linear attention"));
        QVERIFY(!anyContains(next.approximations, "gated attention output"));
        const auto nc = psa::countParams(next);
        QCOMPARE(nc.layer.linear_attention, 33718464.0);
        QCOMPARE(nc.layer.attention, 27262976.0);
        QCOMPARE(nc.total, 81324862720.0 - 1650471424.0 - 48 * 2048.0);
        QVERIFY(next.qk_norm);
        QCOMPARE(next.moe.num_experts, 512);
        QCOMPARE(next.moe.top_k, 10);
        QCOMPARE(next.moe.shared_expert_ffn, 512);
        QCOMPARE(next.mtp_layers, 0); // this config names no MTP layer

        const auto q35 = load(sharedConfig("qwen3.5-35b-a3b.json"));
        QCOMPARE(q35.family, std::string("qwen3_5_moe_text")); // text_config's type
        QCOMPARE(q35.layers, 40);
        QCOMPARE(q35.ffn, 0);
        QCOMPARE(q35.moe.num_experts, 256);
        QCOMPARE(q35.moe.top_k, 8);
        QCOMPARE(q35.moe.num_shared_experts, 1);
        QCOMPARE(q35.moeLayers(), 40);
        QCOMPARE(q35.mtp_layers, 1);
        QVERIFY(!q35.tied_embeddings);
        QCOMPARE(int(q35.linear_attention.kind), int(psa::LinearAttentionKind::GatedDeltaNet));
        QCOMPARE(q35.linear_attention.full_attention_interval, 4); // from layer_types, which follow it
        QCOMPARE(q35.linearAttentionLayers(), 30);
        QVERIFY(q35.attention_output_gate); // attn_output_gate: true
        QVERIFY(!anyContains(q35.approximations, "linear attention"));
        QVERIFY(anyContains(q35.approximations, "vision encoder (vision_config) not modelled"));
        // 35,951,822,704 checkpoint weights = text model + MTP layer + 41 shared-expert gates + the 446,571,248
        // weights of the vision encoder (model.visual.*).
        const auto qc = psa::countParams(q35);
        QCOMPARE(qc.total + qc.mtp + 41 * 2048.0 + 446571248.0, 35951822704.0);
    }

    // The same keys under a model_type the importer does not know still import as a Gated DeltaNet hybrid; a
    // layer list that does not follow the every-n-th pattern is placed by count, with a note; a linear layer
    // without shapes stays softmax attention, with a note.
    void hybridUnderUnknownTypeAndIrregularPattern()
    {
        std::ifstream in(sharedConfig("qwen3-next-80b-a3b-instruct.json"));
        auto j = nlohmann::json::parse(in);
        j["model_type"] = "my_hybrid_moe";
        auto unknown = importHfConfig(j.dump());
        QVERIFY2(unknown.ok(), unknown.ok() ? "" : unknown.error().message().c_str());
        QVERIFY(anyContains(unknown->approximations, "is not a supported type"));
        QCOMPARE(int(unknown->linear_attention.kind), int(psa::LinearAttentionKind::GatedDeltaNet));
        QCOMPARE(unknown->linearAttentionLayers(), 36);
        QCOMPARE(psa::countParams(*unknown).layer.linear_attention, 33718464.0);
        QVERIFY(!anyContains(unknown->approximations, "modelled as full attention"));

        j["model_type"] = "qwen3_next";
        j["num_hidden_layers"] = 8;
        j["layer_types"] = { "full_attention", "linear_attention", "linear_attention", "linear_attention",
            "full_attention", "linear_attention", "linear_attention", "linear_attention" };
        auto shifted = importHfConfig(j.dump());
        QVERIFY2(shifted.ok(), shifted.ok() ? "" : shifted.error().message().c_str());
        QCOMPARE(shifted->linear_attention.full_attention_interval, 4);
        QCOMPARE(shifted->linearAttentionLayers(), 6);
        QVERIFY(anyContains(shifted->approximations, "the config places softmax attention at layers 0, 4 (2 of 8)"));
        QVERIFY(anyContains(shifted->approximations, "same counts"));

        j["layer_types"] = { "linear_attention", "full_attention" }; // 2 entries for 8 layers
        auto mismatched = importHfConfig(j.dump());
        QVERIFY(!mismatched.ok());
        QCOMPARE(mismatched.error().field, std::string("hf.layer_types"));

        j.erase("layer_types");
        j["linear_num_value_heads"] = 20; // not a multiple of 16 key heads
        auto bad = importHfConfig(j.dump());
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().field, std::string("hf.linear_num_value_heads"));
    }

    // Llama 4 (hand-written fixtures: no real config.json was found). Meta's model cards: Scout "109B total / 17B
    // active", Maverick "400B total / 17B active" (also maxtext's README). Counted: Scout 107.77B / 17.17B, Maverick
    // 400.71B / 17.19B, active with embeddings. The cards' totals include the vision encoder, which is not modelled
    // (Scout -1.1 %); tolerance 1.5 %.
    void llama4()
    {
        const auto scout = load(fixture("llama4-scout-17b-16e.json"));
        QCOMPARE(scout.family, std::string("llama4_text"));
        QCOMPARE(scout.ffn, 16384);
        QCOMPARE(scout.moe.num_experts, 16);
        QCOMPARE(scout.moe.top_k, 1);
        QCOMPARE(scout.moe.expert_ffn, 8192);
        QCOMPARE(scout.moe.num_shared_experts, 1);
        QCOMPARE(scout.moe.shared_expert_ffn, 8192);
        QCOMPARE(scout.moeLayers(), 48);
        QVERIFY(!scout.qk_norm); // a weightless L2 norm
        QVERIFY(anyContains(scout.approximations, "36 of 48 layers use chunked local attention (chunk 8192)"));
        QVERIFY(anyContains(scout.approximations, "vision encoder (vision_config) not modelled"));
        const auto s = psa::countParams(scout);
        QVERIFY2(std::abs(s.total / 109e9 - 1.0) < 0.015, qPrintable(QString::number(s.total / 1e9)));
        QVERIFY2(std::abs(s.active / 17e9 - 1.0) < 0.015, qPrintable(QString::number(s.active / 1e9)));

        const auto mav = load(fixture("llama4-maverick-17b-128e.json"));
        QCOMPARE(mav.moe.num_experts, 128);
        QCOMPARE(mav.moe.moe_layer_interval, 2);
        QCOMPARE(mav.moeLayers(), 24);
        QVERIFY(!mav.isMoeLayer(0));
        QVERIFY(mav.isMoeLayer(1));
        QVERIFY(anyContains(mav.approximations, "36 of 48 layers use chunked local attention"));
        const auto v = psa::countParams(mav);
        QVERIFY2(std::abs(v.total / 400e9 - 1.0) < 0.015, qPrintable(QString::number(v.total / 1e9)));
        QVERIFY2(std::abs(v.active / 17e9 - 1.0) < 0.015, qPrintable(QString::number(v.active / 1e9)));
    }

    // MiniMax: M2 is full-attention MoE (attn_type_list all 1); Text-01 / M1 mark lightning-attention layers with 0.
    void minimax()
    {
        const auto m2 = load(sharedConfig("minimax-m2.7.json"));
        QCOMPARE(m2.family, std::string("minimax_m2"));
        QCOMPARE(m2.moe.num_experts, 256);
        QCOMPARE(m2.moe.top_k, 8);
        QCOMPARE(m2.moe.expert_ffn, 1536);
        QCOMPARE(m2.moe.num_shared_experts, 0);
        QCOMPARE(m2.moeLayers(), 62);
        QVERIFY(m2.moe.router_bias);
        QVERIFY(m2.qk_norm);
        QCOMPARE(m2.head_dim, 128);
        QVERIFY(!anyContains(m2.approximations, "linear"));
        QVERIFY(anyContains(m2.approximations, "qk_norm_type per_layer: 7168 weights per layer"));
        QVERIFY(anyContains(m2.approximations, "3 multi-token-prediction modules"));

        QVERIFY(!m2.hasLinearAttention());

        auto m1 = importHfConfig(R"({"model_type": "minimax_m1", "hidden_size": 64, "num_hidden_layers": 8,
            "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16, "intermediate_size": 96,
            "vocab_size": 100, "num_local_experts": 4, "num_experts_per_tok": 2,
            "attn_type_list": [0, 0, 0, 0, 0, 0, 0, 1]})");
        QVERIFY2(m1.ok(), m1.ok() ? "" : m1.error().message().c_str());
        QCOMPARE(m1->moe.num_experts, 4);
        QVERIFY(!m1->moe.router_bias);
        QCOMPARE(int(m1->linear_attention.kind), int(psa::LinearAttentionKind::Lightning));
        QCOMPARE(m1->linear_attention.full_attention_interval, 8);
        QCOMPARE(m1->linearAttentionLayers(), 7);
        QCOMPARE(m1->linear_attention.num_value_heads, 4); // the softmax heads' shapes
        QCOMPARE(m1->linear_attention.key_head_dim, 16);
        QVERIFY(!anyContains(m1->approximations, "lightning"));
        // MiniMaxLightningAttention: qkv_proj 64x192, output_gate 64x64, norm 64, out_proj 64x64.
        QCOMPARE(psa::countParams(*m1).layer.linear_attention, 64.0 * 192 + 64 * 64 + 64 + 64 * 64);
    }

    // MiniMax-M1 at full size (hand-written: no real config.json in the project; shapes as its published config:
    // hidden 6144, 80 layers with softmax attention every 8th (attn_type_list), 64 heads of 128, 8 KV heads, 32 experts
    // of 9216, top-2, vocabulary 200064). Official: MiniMaxAI/MiniMax-M1 model card and arXiv 2506.13585, "456 billion
    // parameters in total, with 45.9 billion activated per token". Counted: 456.09B total, 45.94B active without
    // embeddings; with every layer as softmax attention the total would be 446.40B (-2.1 %).
    void minimaxM1LightningTotals()
    {
        std::string types;
        for (int i = 0; i < 80; ++i)
            types += std::string(i ? ", " : "") + ((i + 1) % 8 == 0 ? "1" : "0");
        auto m = importHfConfig(R"({"model_type": "minimax_m1", "hidden_size": 6144, "num_hidden_layers": 80,
            "num_attention_heads": 64, "num_key_value_heads": 8, "head_dim": 128, "intermediate_size": 9216,
            "vocab_size": 200064, "num_local_experts": 32, "num_experts_per_tok": 2, "hidden_act": "silu",
            "tie_word_embeddings": false, "attn_type_list": [)" + types + "]}");
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().message().c_str());
        QCOMPARE(m->linearAttentionLayers(), 70);
        const auto c = psa::countParams(*m);
        const double active = c.active - c.embedding - c.output_head;
        QVERIFY2(std::abs(c.total / 456e9 - 1.0) < 0.01, qPrintable(QString::number(c.total / 1e9)));
        QVERIFY2(std::abs(active / 45.9e9 - 1.0) < 0.01, qPrintable(QString::number(active / 1e9)));
    }

    void deepseekV3()
    {
        const auto m = load(sharedConfig("deepseek-v3.json"));
        QCOMPARE(m.layers, 61);
        QCOMPARE(m.head_dim, 0);
        QVERIFY(m.mla.enabled);
        QCOMPARE(m.mla.q_lora_rank, 1536);
        QCOMPARE(m.mla.kv_lora_rank, 512);
        QCOMPARE(m.mla.qk_nope_head_dim, 128);
        QCOMPARE(m.mla.qk_rope_head_dim, 64);
        QCOMPARE(m.mla.v_head_dim, 128);
        QCOMPARE(m.moe.num_experts, 256);
        QCOMPARE(m.moe.top_k, 8);
        QCOMPARE(m.moe.num_shared_experts, 1);
        QCOMPARE(m.moe.expert_ffn, 2048);
        QCOMPARE(m.moe.shared_expert_ffn, 2048);
        QCOMPARE(m.moe.first_dense_layers, 3);
        QCOMPARE(m.moeLayers(), 58);
        QVERIFY(m.moe.router_bias);
        QCOMPARE(m.mtp_layers, 1);
    }

    void deepseekV2Lite()
    {
        const auto m = load(sharedConfig("deepseek-v2-lite.json"));
        QCOMPARE(m.mla.q_lora_rank, 0); // null in the file: no query compression
        QCOMPARE(m.mla.kv_lora_rank, 512);
        QCOMPARE(m.moe.num_experts, 64);
        QCOMPARE(m.moe.top_k, 6);
        QCOMPARE(m.moe.num_shared_experts, 2);
        QCOMPARE(m.moe.expert_ffn, 1408);
        QCOMPARE(m.moe.first_dense_layers, 1);
        QVERIFY(!m.moe.router_bias);
        QCOMPARE(m.mtp_layers, 0);
    }

    void gptOss20b()
    {
        const auto m = load(sharedConfig("gpt-oss-20b.json"));
        QCOMPARE(m.moe.num_experts, 32);
        QCOMPARE(m.moe.top_k, 4);
        QCOMPARE(m.moe.expert_ffn, 2880);
        QCOMPARE(m.head_dim, 64);
        QVERIFY(m.attention_bias);
        QVERIFY(!m.approximations.empty());
        QVERIFY(anyContains(m.approximations, "12 of 24 layers use sliding-window attention (window 128)"));
    }

    void qwen3Moe()
    {
        const auto m = load(sharedConfig("qwen3-30b-a3b.json"));
        QCOMPARE(m.moe.num_experts, 128);
        QCOMPARE(m.moe.top_k, 8);
        QCOMPARE(m.moe.expert_ffn, 768);
        QCOMPARE(m.moe.num_shared_experts, 0);
        QCOMPARE(m.kv_heads, 4);
        QCOMPARE(m.head_dim, 128);
        QVERIFY(!m.attention_bias);
        QVERIFY(!anyContains(m.approximations, "sliding")); // use_sliding_window is false
    }

    void denseLlamaFamily()
    {
        const auto mixtral = load(sharedConfig("mixtral-8x7b.json"));
        QCOMPARE(mixtral.moe.num_experts, 8);
        QCOMPARE(mixtral.moe.top_k, 2);
        QCOMPARE(mixtral.moe.expert_ffn, 14336);
        QVERIFY(mixtral.approximations.empty()); // sliding_window is null

        const auto qwen25 = load(sharedConfig("qwen2.5-7b.json"));
        QVERIFY(qwen25.attention_bias);
        QVERIFY(!qwen25.isMoe());

        // Same dimensions as Llama-3-8B: the cost-model formula must give the HF count.
        const auto l = load(sharedConfig("llama3.1-8b.json"));
        QVERIFY(!l.isMoe() && !l.mla.enabled && !l.attention_bias && !l.mlp_bias);
        const std::int64_t h = l.hidden;
        const std::int64_t params = l.layers * (2 * h * l.headDim() * (l.heads + l.kv_heads) + 3 * h * l.ffn + 2 * h)
            + h + 2 * std::int64_t(l.vocab) * h;
        QCOMPARE(params, std::int64_t(8'030'261'248));
    }

    void nameAndId()
    {
        auto r = importHfConfig(R"({"model_type": "llama", "_name_or_path": "org/My-Llama", "hidden_size": 64,
            "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100})",
            "my-llama");
        QVERIFY(r.ok());
        QCOMPARE(r->id, std::string("my-llama"));
        QCOMPARE(r->name, std::string("org/My-Llama"));
        QCOMPARE(r->kv_heads, 4); // defaults to MHA
        auto noName = importHfConfig(R"({"model_type": "mistral", "hidden_size": 64, "num_hidden_layers": 2,
            "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100, "sliding_window": 4096})");
        QVERIFY(noName.ok());
        QCOMPARE(noName->id, std::string("hf-model"));
        QCOMPARE(noName->name, std::string("hf-model"));
        QVERIFY(anyContains(noName->approximations, "sliding-window attention (4096)"));
    }

    void gpt2()
    {
        const auto m = load(fixture("gpt2.json"));
        QCOMPARE(m.hidden, 768);
        QCOMPARE(m.layers, 12);
        QCOMPARE(m.heads, 12);
        QCOMPARE(m.kv_heads, 12);
        QCOMPARE(m.ffn, 3072); // n_inner absent: 4 * n_embd
        QCOMPARE(m.vocab, 50257);
        QCOMPARE(m.max_position_embeddings, 1024);
        QCOMPARE(std::string(psa::toString(m.activation)), std::string("gelu"));
        QCOMPARE(std::string(psa::toString(m.norm)), std::string("layernorm"));
        QVERIFY(m.attention_bias && m.mlp_bias && m.learned_positions && m.tied_embeddings);
    }

    void gptNeox()
    {
        const auto m = load(fixture("pythia-1b.json"));
        QCOMPARE(m.hidden, 2048);
        QCOMPARE(m.layers, 16);
        QCOMPARE(m.heads, 8);
        QCOMPARE(m.ffn, 8192);
        QCOMPARE(m.vocab, 50304);
        QCOMPARE(std::string(psa::toString(m.activation)), std::string("gelu"));
        QCOMPARE(std::string(psa::toString(m.norm)), std::string("layernorm"));
        QVERIFY(m.attention_bias && m.mlp_bias);
        QVERIFY(!m.tied_embeddings && !m.learned_positions);
        QVERIFY(anyContains(m.approximations, "parallel attention + MLP residual"));
    }

    void falcon()
    {
        const auto big = load(fixture("falcon-180b.json"));
        QCOMPARE(big.hidden, 14848);
        QCOMPARE(big.layers, 80);
        QCOMPARE(big.heads, 232);
        QCOMPARE(big.kv_heads, 8);
        QCOMPARE(big.ffn, 4 * 14848);
        QCOMPARE(std::string(psa::toString(big.activation)), std::string("gelu"));
        QCOMPARE(std::string(psa::toString(big.norm)), std::string("layernorm"));
        QVERIFY(big.tied_embeddings);
        QVERIFY(!big.attention_bias && !big.mlp_bias);
        QVERIFY(anyContains(big.approximations, "parallel attention + MLP block"));

        const auto small = load(fixture("falcon-7b.json"));
        QCOMPARE(small.layers, 32); // old key n_layer
        QCOMPARE(small.heads, 71); // old key n_head
        QCOMPARE(small.kv_heads, 1); // multi_query
        QCOMPARE(small.headDim(), 64);
    }

    void gemma()
    {
        const auto g2 = load(fixture("gemma2-27b.json"));
        QCOMPARE(g2.hidden, 4608);
        QCOMPARE(g2.head_dim, 128);
        QCOMPARE(g2.kv_heads, 16);
        QCOMPARE(g2.ffn, 36864);
        QCOMPARE(std::string(psa::toString(g2.activation)), std::string("geglu"));
        QCOMPARE(std::string(psa::toString(g2.norm)), std::string("rmsnorm"));
        QVERIFY(g2.tied_embeddings); // Gemma default
        QVERIFY(anyContains(g2.approximations, "sliding-window (4096)"));

        const auto g3 = load(fixture("gemma3-27b-it.json"));
        QCOMPARE(g3.hidden, 5376); // from text_config
        QCOMPARE(g3.layers, 62);
        QCOMPARE(g3.heads, 32);
        QCOMPARE(g3.kv_heads, 16);
        QCOMPARE(g3.head_dim, 128);
        QCOMPARE(g3.ffn, 21504);
        QCOMPARE(g3.vocab, 262208); // transformers default, flagged
        QVERIFY(anyContains(g3.uncertain, "vocab_size"));
        QCOMPARE(std::string(psa::toString(g3.activation)), std::string("geglu"));
        QVERIFY(g3.tied_embeddings);
        QVERIFY(anyContains(g3.approximations, "5 of 6 layers use sliding-window attention (1024)"));

        auto text = importHfConfig(R"({"model_type": "gemma3_text", "hidden_size": 64, "num_hidden_layers": 6,
            "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16, "intermediate_size": 128,
            "vocab_size": 100, "hidden_activation": "gelu_pytorch_tanh",
            "layer_types": ["sliding_attention", "sliding_attention", "sliding_attention", "sliding_attention",
                            "sliding_attention", "full_attention"], "sliding_window": 512})");
        QVERIFY2(text.ok(), text.ok() ? "" : text.error().message().c_str());
        QVERIFY(anyContains(text->approximations, "5 of 6 layers use sliding-window attention (window 512)"));
    }

    void hybridLinearAttention()
    {
        const auto m = load(fixture("qwen3-next-80b-a3b.json"));
        QCOMPARE(m.moe.num_experts, 512);
        QCOMPARE(m.moe.top_k, 10);
        QCOMPARE(m.moe.num_shared_experts, 1);
        QCOMPARE(m.moe.shared_expert_ffn, 512);
        QCOMPARE(m.linearAttentionLayers(), 36);
        QVERIFY(!anyContains(m.approximations, "linear attention"));

        // layer_types marks linear layers, but the config has no linear_* shapes: left as softmax attention.
        auto typed = importHfConfig(R"({"model_type": "qwen3", "hidden_size": 64, "num_hidden_layers": 4,
            "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100,
            "layer_types": ["linear_attention", "linear_attention", "linear_attention", "full_attention"]})");
        QVERIFY(typed.ok());
        QVERIFY(!typed->hasLinearAttention());
        QVERIFY(anyContains(typed->approximations, "3 of 4 layers use linear attention of a kind not modelled"));
    }

    // GLM-4.5 (glm4_moe): DeepSeek-style MoE on GQA attention with biases and QK-norm. Official total: 355B
    // (Zhipu's GLM-4.5 announcement, "355B total / 32B active"); tolerance 1.5 %, since the announcement rounds
    // and does not say whether the MTP layer is included (the count below leaves it out).
    void glm45()
    {
        const auto m = load(fixture("glm-4.5.json"));
        QCOMPARE(m.family, std::string("glm4_moe"));
        QCOMPARE(m.moe.num_experts, 160);
        QCOMPARE(m.moe.top_k, 8);
        QCOMPARE(m.moe.num_shared_experts, 1);
        QCOMPARE(m.moe.shared_expert_ffn, 1536);
        QCOMPARE(m.moe.first_dense_layers, 3);
        QCOMPARE(m.moeLayers(), 89);
        QCOMPARE(m.head_dim, 128);
        QVERIFY(m.attention_bias && m.qk_norm && m.moe.router_bias);
        QVERIFY(!m.mla.enabled);
        QCOMPARE(m.mtp_layers, 1);
        const double total = psa::countParams(m).total;
        QVERIFY2(std::abs(total / 355e9 - 1.0) < 0.015, qPrintable(QString::number(total / 1e9) + "B"));
    }

    // Kimi-K2 (kimi_k2): the DeepSeek-V3 layout with 384 experts and 64 heads. Official total: 1.04T (Moonshot AI's
    // Kimi-K2 model card, "1T total / 32B activated"; 1.04T in maxtext's tests/end_to_end/tpu/kimi/Run_Kimi.md);
    // tolerance 2 %.
    void kimiK2()
    {
        const auto m = load(fixture("kimi-k2.json"));
        QCOMPARE(m.family, std::string("kimi_k2"));
        QVERIFY(m.mla.enabled);
        QCOMPARE(m.mla.q_lora_rank, 1536);
        QCOMPARE(m.moe.num_experts, 384);
        QCOMPARE(m.moe.first_dense_layers, 1);
        QCOMPARE(m.moeLayers(), 60);
        QVERIFY(m.moe.router_bias);
        QVERIFY(!m.qk_norm);
        QVERIFY(m.approximations.empty());
        const double total = psa::countParams(m).total;
        QVERIFY2(std::abs(total / 1.04e12 - 1.0) < 0.02, qPrintable(QString::number(total / 1e9) + "B"));
    }

    // Qwen3 normalises each head's query and key: 2·d_h weights per layer, now counted (not an approximation).
    void qwen3QkNorm()
    {
        auto m = load(sharedConfig("qwen3-8b.json"));
        QVERIFY(m.qk_norm);
        QVERIFY(!anyContains(m.approximations, "QK-norm"));
        const double with = psa::countParams(m).total;
        m.qk_norm = false;
        QCOMPARE(with - psa::countParams(m).total, 36.0 * 2 * 128);
        QVERIFY(!load(sharedConfig("llama3.1-8b.json")).qk_norm);
    }

    // An unknown model_type with a Llama-style layout imports, and the first approximation names what was assumed.
    void unknownTypeWithKnownLayout()
    {
        auto dense = importHfConfig(R"({"model_type": "acme_lm", "hidden_size": 2048, "num_hidden_layers": 24,
            "num_attention_heads": 16, "num_key_value_heads": 4, "intermediate_size": 5632, "vocab_size": 32000})");
        QVERIFY(dense.ok());
        QCOMPARE(dense->family, std::string("acme_lm"));
        QCOMPARE(dense->kv_heads, 4);
        QVERIFY(!dense->isMoe());
        QVERIFY2(dense->approximations.front().rfind("model_type 'acme_lm' is not a supported type: imported as "
                                                     "'llama'",
                     0)
                == 0,
            dense->approximations.front().c_str());

        auto moe = importHfConfig(R"({"model_type": "acme_moe", "hidden_size": 3072, "num_hidden_layers": 62,
            "num_attention_heads": 48, "num_key_value_heads": 8, "head_dim": 128, "intermediate_size": 1536,
            "vocab_size": 200064, "num_local_experts": 256, "num_experts_per_tok": 8})");
        QVERIFY(moe.ok());
        QCOMPARE(moe->moe.num_experts, 256);
        QCOMPARE(moe->moe.top_k, 8);
        QVERIFY(anyContains(moe->approximations,
            "model_type 'acme_moe' is not a supported type: imported as "
            "'mixtral'"));
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("detailHas");
        const QByteArray base = R"("model_type": "llama", "hidden_size": 4096, "num_hidden_layers": 32,
            "num_attention_heads": 32, "num_key_value_heads": 8, "intermediate_size": 14336, "vocab_size": 128256)";
        auto with = [&](const char* from, const char* to) { return "{" + QByteArray(base).replace(from, to) + "}"; };
        QTest::newRow("missing hidden") << with("\"hidden_size\": 4096,", "") << "hf.hidden_size"
                                        << "missing_key"
                                        << "hidden_size";
        QTest::newRow("missing vocab") << with(", \"vocab_size\": 128256", "") << "hf.vocab_size"
                                       << "missing_key"
                                       << "vocab_size";
        QTest::newRow("unsupported") << with("\"intermediate_size\": 14336, ", "").replace("\"llama\"", "\"bert\"")
                                     << "hf.model_type"
                                     << "unsupported"
                                     << "deepseek_v3";
        QTest::newRow("no model_type") << with("\"model_type\": \"llama\",", "") << "hf.model_type"
                                       << "missing_key"
                                       << "gpt_oss";
        QTest::newRow("malformed") << QByteArray("{\"model_type\": \"llama\",") << "hf"
                                   << "malformed"
                                   << "JSON";
        QTest::newRow("not object") << QByteArray("[1, 2, 3]") << "hf"
                                    << "malformed"
                                    << "object";
        QTest::newRow("empty") << QByteArray("") << "hf"
                               << "malformed"
                               << "JSON";
        QTest::newRow("zero hidden") << with("4096,", "0,") << "hf.hidden_size"
                                     << "out_of_range"
                                     << "hidden_size";
        QTest::newRow("negative heads") << with("\"num_attention_heads\": 32", "\"num_attention_heads\": -32")
                                        << "hf.num_attention_heads"
                                        << "out_of_range"
                                        << "-32";
        QTest::newRow("absurd dim") << with("14336", "14336000000") << "hf.intermediate_size"
                                    << "out_of_range"
                                    << "14336000000";
        QTest::newRow("absurd layers") << with("\"num_hidden_layers\": 32", "\"num_hidden_layers\": 2000000")
                                       << "hf.num_hidden_layers"
                                       << "out_of_range"
                                       << "2000000";
        QTest::newRow("string dim") << with("4096,", "\"4096\",") << "hf.hidden_size"
                                    << "wrong_type"
                                    << "integer";
        QTest::newRow("fractional") << with("4096,", "4096.5,") << "hf.hidden_size"
                                    << "wrong_type"
                                    << "4096.5";
        QTest::newRow("kv heads") << with("\"num_key_value_heads\": 8", "\"num_key_value_heads\": 5")
                                  << "hf.num_key_value_heads"
                                  << "not_divisible"
                                  << "5";
        QTest::newRow("bad bool") << with("\"vocab_size\": 128256", "\"vocab_size\": 128256, \"attention_bias\": 1")
                                  << "hf.attention_bias"
                                  << "wrong_type"
                                  << "attention_bias";
        QTest::newRow("moe top_k") << QByteArray(R"({"model_type": "mixtral", "hidden_size": 64,
            "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100,
            "num_local_experts": 4, "num_experts_per_tok": 8})")
                                   << "hf.num_experts_per_tok"
                                   << "out_of_range"
                                   << "8";
        QTest::newRow("mla key") << QByteArray(R"({"model_type": "deepseek_v3", "hidden_size": 64,
            "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100,
            "kv_lora_rank": 16, "qk_nope_head_dim": 8, "v_head_dim": 8})")
                                 << "hf.qk_rope_head_dim"
                                 << "missing_key"
                                 << "qk_rope_head_dim";
        QTest::newRow("gpt2 key") << QByteArray(R"({"model_type": "gpt2", "n_layer": 2, "n_head": 4,
            "vocab_size": 100})") << "hf.n_embd"
                                  << "missing_key"
                                  << "n_embd";
    }

    void errors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, field);
        QFETCH(QString, code);
        QFETCH(QString, detailHas);
        auto r = importHfConfig(text.toStdString(), "x");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field), field);
        QCOMPARE(QString::fromStdString(r.error().code), code);
        QVERIFY2(QString::fromStdString(r.error().detail).contains(detailHas), r.error().detail.c_str());
    }

    void fileErrors()
    {
        auto r = importHfConfigFile(fixture("does-not-exist.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("unreadable"));
        QVERIFY(r.error().detail.find("does-not-exist.json") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestHfImport)
#include "tst_hf_import.moc"

// Parameter counts and FLOPs against cost-model.md §2.2 and §3.1 check values.
#include <QtTest>

#include "cost/flops.h"
#include "cost/params.h"
#include "cost/stage_split.h"
#include "model_fixtures.h"

using namespace psa;

class TestParams : public QObject {
    Q_OBJECT
private slots:
    void exactCounts_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<double>("expected");
        QTest::newRow("LLaMA-2-70B") << 0 << 68976648192.0;
        QTest::newRow("LLaMA-3-8B") << 1 << 8030261248.0;
        QTest::newRow("LLaMA-2-7B") << 2 << 6738415616.0;
    }
    void exactCounts()
    {
        QFETCH(int, which);
        QFETCH(double, expected);
        const ModelSpec m = which == 0 ? test::llama2_70b() : which == 1 ? test::llama3_8b() : test::llama2_7b();
        QCOMPARE(countParams(m).total, expected);
        QCOMPARE(countParams(m).active, expected);
    }
    void llama31_405b() { QVERIFY(std::abs(countParams(test::llama(126, 16384, 128, 8, 53248, 128256)).total / 1e9 - 405.85) < 0.01); }
    void mixtral()
    {
        const ParamCounts c = countParams(test::mixtral_8x7b());
        QCOMPARE(c.total, 46702792704.0);
        QCOMPARE(c.active, 12879925248.0);
    }
    void deepseekV3()
    {
        const ModelSpec m = test::deepseek_v3();
        const ParamCounts c = countParams(m);
        QVERIFY2(std::abs(c.total / 1e9 - 671.03) < 0.01, qPrintable(QString::number(c.total / 1e9, 'f', 3)));
        QVERIFY2(std::abs(c.active / 1e9 - 37.55) < 0.01, qPrintable(QString::number(c.active / 1e9, 'f', 3)));
        QVERIFY(std::abs(c.layer.attention / 1e6 - 187.1) < 0.1);  // MLA per layer
        QVERIFY(std::abs(c.mtp / 1e9 - 11.61) < 0.01);
        QCOMPARE(m.moeLayers(), 58);
    }
    void gpt3Narayanan()
    {
        // 12·L·h²·(1 + 13/(12h) + (V + s)/(12·L·h)) = 174.6 B (+ final LayerNorm 2h, which the closed form omits)
        const ParamCounts c = countParams(test::gpt3_175b());
        const double L = 96, h = 12288, V = 51200, s = 2048;
        const double closed = 12 * L * h * h * (1 + 13 / (12 * h) + (V + s) / (12 * L * h));
        QCOMPARE(c.total, closed + 2 * h);
        QVERIFY(std::abs(c.total / 1e9 - 174.6) < 0.05);
    }
    void flopsPerToken_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<double>("seq");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("ratioTo6N");
        QTest::newRow("LLaMA-3-8B s8192") << 1 << 8192.0 << 5.147e10 << 1.068;
        QTest::newRow("LLaMA-2-70B s4096") << 0 << 4096.0 << 4.284e11 << 1.035;
    }
    void flopsPerToken()
    {
        QFETCH(int, which);
        QFETCH(double, seq);
        QFETCH(double, expected);
        QFETCH(double, ratioTo6N);
        const ModelSpec m = which == 0 ? test::llama2_70b() : test::llama3_8b();
        const double f = psa::flopsPerToken(m, seq).model_training;
        QVERIFY2(std::abs(f / expected - 1) < 1e-3, qPrintable(QString::number(f, 'e', 4)));
        QVERIFY(std::abs(f / (6 * countParams(m).total) - ratioTo6N) < 1e-3);
    }
    void gpt3FlopConventions()
    {
        // §3.1 check values per sequence at s = 2048: Megatron causal 2.1749e15, 72-form (non-causal) 2.2046e15.
        const ModelSpec m = test::gpt3_175b();
        const double s = 2048;
        QVERIFY(std::abs(psa::flopsPerToken(m, s, true).model_training * s / 2.1749e15 - 1) < 1e-3);
        QVERIFY(std::abs(psa::flopsPerToken(m, s, false).model_training * s / 2.2046e15 - 1) < 1e-3);
    }
    void moeFlopsUseActiveExperts()
    {
        const ModelSpec m = test::mixtral_8x7b();
        const FlopsPerToken f = psa::flopsPerToken(m, 4096);
        QCOMPARE(f.moe_layer.experts, 2.0 * 4096 * 3 * 2 * 14336);
        QCOMPARE(f.dense_layer.mlp, 2.0 * 4096 * 14336 * 3);
    }

    // Hybrid linear attention (Gated DeltaNet). Oracle: the released checkpoints' safetensors weight lists (report of
    // GitHub gogongxt/python @ec99626, scripts/models/qwen3_next_80b_a3b_instruct.md and qwen3.5_35b_a3b.md, "参数总量"):
    // Qwen3-Next-80B-A3B-Instruct 81,324,862,720 weights = 79,674,292,992 counted here + the MTP module the config
    // does not declare (mtp.*: 1,650,471,424) + the shared-expert gates (mlp.shared_expert_gate, 1 × 2048 per MoE
    // layer, 48 × 2048), which the cost model leaves out.
    void qwen3NextMatchesCheckpoint()
    {
        const ParamCounts c = countParams(test::qwen3_next_80b());
        // One Gated DeltaNet layer, from the module printout: in_proj_qkvz 2048×12288, in_proj_ba 2048×64, conv1d
        // 8192×4, A_log and dt_bias 32 each, norm 128, out_proj 4096×2048.
        QCOMPARE(c.layer.linear_attention, 2048.0 * 12288 + 2048 * 64 + 8192 * 4 + 32 + 32 + 128 + 4096 * 2048);
        // A gated softmax layer: q_proj 2048×8192 (query and gate), k/v 2048×512, o_proj 4096×2048.
        QCOMPARE(c.layer.attention, 2048.0 * 8192 + 2 * 2048 * 512 + 4096 * 2048);
        QCOMPARE(c.total, 81324862720.0 - 1650471424.0 - 48 * 2048.0);
        // Official: Qwen/Qwen3-Next-80B-A3B-Instruct model card, "80B in total and 3B activated" (79.67B here).
        QVERIFY2(std::abs(c.total / 80e9 - 1) < 0.01, qPrintable(QString::number(c.total / 1e9)));
        // Every layer as softmax attention undercounts by 36 × 6.45M.
        QVERIFY(countParams(test::allSoftmax(test::qwen3_next_80b())).total < c.total - 0.2e9);
    }
    // Qwen3.5-35B-A3B: 35,951,822,704 checkpoint weights = text model + its MTP layer (counted here) + 41 shared-expert
    // gates (2048 each) + the vision encoder (27 ViT blocks of 1152, patch embedding, position embedding, merger:
    // 446,571,248, not modelled). Official: Qwen/Qwen3.5-35B-A3B model card, "35B in total and 3B activated", which
    // includes the vision encoder: the text model is 34.66B.
    void qwen35MatchesCheckpoint()
    {
        const ParamCounts c = countParams(test::qwen35_35b());
        const double vision = 27 * (3456.0 * 1152 + 3456 + 1152.0 * 1152 + 1152 + 4304.0 * 1152 + 4304 + 1152.0 * 4304 + 1152
                                       + 4 * 1152)
            + (2 * 1152 + 4608.0 * 4608 + 4608 + 2048.0 * 4608 + 2048) + (1152.0 * 3 * 2 * 16 * 16 + 1152) + 2304.0 * 1152;
        QCOMPARE(vision, 446571248.0);
        QCOMPARE(c.total + c.mtp + 41 * 2048.0 + vision, 35951822704.0);
        QVERIFY2(std::abs((c.total + vision) / 35e9 - 1) < 0.015, qPrintable(QString::number(c.total / 1e9)));
    }

    // The linear-attention core is the chunked delta rule (C = 64) + the causal conv, independent of s; per token per
    // value head 3·C·d_k + 2·C·d_v + 3·d_k·d_v + C²/6 MACs (docs/cost-model.md).
    void gatedDeltaNetCoreFlops()
    {
        const ModelSpec m = test::qwen3_next_80b();
        const double perHead = 3 * 64 * 128 + 2 * 64 * 128 + 3 * 128 * 128 + 64 * 64 / 6.0;
        const double core = 2 * (32 * perHead + 4 * (2 * 2048 + 4096));
        const FlopsPerToken f4 = psa::flopsPerToken(m, 4096), f32 = psa::flopsPerToken(m, 32768);
        QCOMPARE(f4.linear_attention_core, core);
        QCOMPARE(f32.linear_attention_core, core);
        QCOMPARE(linearAttentionFlops(m).attention_core, core);
        // Projections: in_proj (q, k, v, z, b, a) and out_proj, as linear layers.
        QCOMPARE(linearAttentionFlops(m).attention_linear, 2 * (2048.0 * (2 * 2048 + 2 * 4096 + 64) + 4096.0 * 2048));
        QCOMPARE(f4.softmax_attention_core, 2 * 2 * 4096.0 * 4096 * 0.5);
        // The per-layer figures are the 36 : 12 mix's mean, so layer counts times them give the model's FLOPs.
        const double linear = linearAttentionFlops(m).attention_linear + core;
        const double softmax = 2 * (2048.0 * (4096 + 4096 + 1024) + 4096.0 * 2048) + f4.softmax_attention_core;
        QVERIFY(std::abs(f4.moe_layer.attention_linear + f4.moe_layer.attention_core - (36 * linear + 12 * softmax) / 48)
            < 1e-6 * softmax);
    }

    // FLOPs per token of the hybrid below the same model with softmax attention everywhere, and growing with s at
    // a quarter of its rate (12 of 48 layers have an s-dependent core).
    void hybridFlopsBelowAllSoftmax_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("Qwen3-Next-80B-A3B") << 0;
        QTest::newRow("Qwen3.5-35B-A3B") << 1;
    }
    void hybridFlopsBelowAllSoftmax()
    {
        QFETCH(int, which);
        const ModelSpec hybrid = which == 0 ? test::qwen3_next_80b() : test::qwen35_35b();
        const ModelSpec full = test::allSoftmax(hybrid);
        const double h4 = psa::flopsPerToken(hybrid, 4096).model_training;
        const double h32 = psa::flopsPerToken(hybrid, 32768).model_training;
        const double f4 = psa::flopsPerToken(full, 4096).model_training;
        const double f32 = psa::flopsPerToken(full, 32768).model_training;
        QVERIFY2(h4 < f4, qPrintable(QStringLiteral("%1 vs %2").arg(h4).arg(f4)));
        QVERIFY2(h32 < f32, qPrintable(QStringLiteral("%1 vs %2").arg(h32).arg(f32)));
        QVERIFY(h32 / f32 < h4 / f4);  // the gap widens with s
        // Growth 4K → 32K: only the softmax layers' cores grow (plus the MTP block's, softmax in both models).
        const int softmaxLayers = hybrid.layers - hybrid.linearAttentionLayers() + hybrid.mtp_layers;
        const int fullLayers = hybrid.layers + hybrid.mtp_layers;
        const double ratio = (h32 - h4) / (f32 - f4);
        QVERIFY2(std::abs(ratio - double(softmaxLayers) / fullLayers) < 1e-9, qPrintable(QString::number(ratio)));
    }

    // Pipeline stages see their own mix: Qwen3-Next at pp = 16 puts layers 0-2 (all linear) on stage 0 and 3-5
    // (softmax, linear, linear) on stage 1.
    void stageSplitCountsLinearLayers()
    {
        const ModelSpec m = test::qwen3_next_80b();
        QCOMPARE(m.linearAttentionLayers(), 36);
        QVERIFY(m.isLinearAttentionLayer(0));
        QVERIFY(!m.isLinearAttentionLayer(3));
        QVERIFY(!m.isLinearAttentionLayer(47));
        const StageSplit split(m, 16);
        QCOMPARE(split.layers(0).linear, 3);
        QCOMPARE(split.layers(1).linear, 2);
        QCOMPARE(split.layers(15).linear, 2);
        QCOMPARE(StageSplit(test::allSoftmax(m), 16).layers(0).linear, 0);
        ModelSpec allLinear = m;
        allLinear.linear_attention.full_attention_interval = 0;
        QCOMPARE(allLinear.linearAttentionLayers(), 48);
        QCOMPARE(allLinear.linearAttentionLayersBefore(7), 7);
    }
};

QTEST_APPLESS_MAIN(TestParams)
#include "tst_params.moc"

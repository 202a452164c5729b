// Parameter counts and FLOPs against cost-model.md §2.2 and §3.1 check values.
#include <QtTest>

#include "cost/flops.h"
#include "cost/params.h"
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
};

QTEST_APPLESS_MAIN(TestParams)
#include "tst_params.moc"

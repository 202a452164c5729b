// Hard rules of cost-model.md §7 and the strategy string parser.
#include <QtTest>

#include "calibration/profile.h"
#include "cost/evaluate.h"
#include "cost/validity.h"
#include "model_fixtures.h"

using namespace psa;

namespace {
Scenario sc64(const ModelSpec& m)
{
    Scenario sc;
    sc.model = m;
    sc.cluster.device.id = "gpu";
    sc.cluster.device.bf16_tflops = 989;
    sc.cluster.device.memory_gib = 80;
    sc.cluster.device.hbm_tbps = 3.35;  // without it the optimizer step took infinite time (refused since issue 17)
    sc.cluster.device.scale_up_gbps = 450;
    sc.cluster.device.scale_out_gbps = 50;
    sc.cluster.num_devices = 64;
    sc.training.seq_len = 4096;
    sc.training.global_batch = 1024;
    return sc;
}

QString firstField(const Estimate& e) { return e.reasons.empty() ? QString() : QString::fromStdString(e.reasons.front().field); }
}  // namespace

class TestValidity : public QObject {
    Q_OBJECT
private slots:
    // Interleaving is advised where plain 1F1B's bubble (p − 1)/m reaches 5 %: 4 stages with 16 micro-batches
    // (19 %) yes, with 256 (1.2 %) no.
    void interleaveAdviceFollowsTheBubble()
    {
        const auto advises = [](long long globalBatch) {
            Scenario sc = sc64(test::llama2_70b());
            sc.training.global_batch = globalBatch;
            Strategy s = *parseStrategy("tp=8,pp=4,mbs=1,zero=1,schedule=1f1b");
            s.dp = 2;
            for (const std::string& w : softRuleWarnings(sc, s))
                if (w.find("interleaved schedule") != std::string::npos)
                    return true;
            return false;
        };
        QVERIFY(advises(32));
        QVERIFY(!advises(512));
    }
    void rules_data()
    {
        QTest::addColumn<int>("model");  // 0 LLaMA-2-70B, 1 Mixtral-8x7B, 2 a 40-head model
        QTest::addColumn<int>("seq");
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QString>("field");
        QTest::newRow("product") << 0 << 4096 << "dp=4,tp=8,pp=1" << "strategy";
        QTest::newRow("devices % tp") << 0 << 4096 << "tp=3" << "strategy.dp";
        QTest::newRow("heads % tp") << 2 << 4096 << "tp=16" << "strategy.tp";
        QTest::newRow("layers % pp") << 0 << 4096 << "tp=1,pp=64" << "strategy.pp";
        QTest::newRow("experts % ep") << 1 << 4096 << "tp=1,ep=16" << "strategy.ep";
        QTest::newRow("ep on dense") << 0 << 4096 << "tp=8,ep=2" << "strategy.ep";
        QTest::newRow("cp needs 2cp | s") << 0 << 4000 << "tp=2,cp=32" << "strategy.cp";
        QTest::newRow("vpp needs pp") << 0 << 4096 << "tp=8,vpp=2" << "strategy.vpp";
        QTest::newRow("batch divisibility") << 0 << 4096 << "tp=1,mbs=3" << "strategy.mbs";
        QTest::newRow("dualpipe odd pp") << 0 << 4096 << "tp=8,pp=1,schedule=dualpipe" << "strategy.schedule";
        QTest::newRow("tp+ep need sp") << 1 << 4096 << "tp=2,ep=4,sp=off" << "strategy.sp";
    }
    void rules()
    {
        QFETCH(int, model);
        QFETCH(int, seq);
        QFETCH(QString, strategy);
        QFETCH(QString, field);
        auto s = parseStrategy(strategy.toStdString());
        QVERIFY(s.ok());
        const ModelSpec m = model == 0 ? test::llama2_70b() : model == 1 ? test::mixtral_8x7b() : test::llama(40, 5120, 40, 40, 13824, 32000);
        Scenario sc = sc64(m);
        sc.training.seq_len = seq;
        const Estimate e = evaluate(sc, s.value(), Profile{});
        QVERIFY(!e.valid);
        QCOMPARE(firstField(e), field);
    }
    void validExamples()
    {
        for (const char* text : {"tp=8,pp=2", "dp=8,tp=8,pp=1", "tp=8,pp=4,vpp=2", "tp=4,pp=4,cp=2,vpp=2"}) {
            const Estimate e = evaluate(sc64(test::llama2_70b()), parseStrategy(text).value(), Profile{});
            QVERIFY2(e.valid, text);
        }
        const Estimate moe = evaluate(sc64(test::mixtral_8x7b()), parseStrategy("tp=2,ep=8,pp=2").value(), Profile{});
        QVERIFY(moe.valid);
        QCOMPARE(moe.edp, 4);  // 64 / (etp 1 · ep 8 · pp 2)
    }
    void parserDefaultsAndErrors()
    {
        auto s = parseStrategy("tp=8,pp=2");
        QVERIFY(s.ok());
        QCOMPARE(s->dp, 0);
        QCOMPARE(s->zero, 1);
        QCOMPARE(int(s->recompute), int(Recompute::Selective));
        QCOMPARE(parseStrategy("tp=x").error().field, std::string("strategy.tp"));
        QCOMPARE(parseStrategy("tp=0").error().code, std::string("out_of_range"));
        QCOMPARE(parseStrategy("bogus=1").error().code, std::string("unknown_key"));
        QCOMPARE(parseStrategy("tp").error().code, std::string("bad_syntax"));
        QCOMPARE(parseStrategy("zero=5").error().field, std::string("strategy.zero"));
        QCOMPARE(parseStrategy("schedule=nope").error().field, std::string("strategy.schedule"));
        QCOMPARE(int(parseStrategy("pp=4,vpp=2")->schedule), int(Schedule::Interleaved));
        auto round = parseStrategy(formatStrategy(parseStrategy("dp=2,tp=4,pp=8,cp=1,vpp=2,mbs=2,zero=3,recompute=full").value()));
        QVERIFY(round.ok());
        QCOMPARE(round->zero, 3);
        QCOMPARE(round->vpp, 2);
    }
    void scenarioErrorsNameTheField()
    {
        Scenario sc = sc64(test::llama2_70b());
        sc.cluster.num_devices = 0;
        sc.training.seq_len = -1;
        const auto errors = validateScenario(sc);
        QCOMPARE(errors.size(), size_t(2));
        QCOMPARE(errors[0].field, std::string("cluster.devices"));
        QCOMPARE(errors[1].field, std::string("training.seq_len"));
    }

    // Hybrid linear attention: heads split over TP; no CP over the linear layers (the cost model prices ring CP for
    // softmax attention; Megatron-LM shards Gated DeltaNet by an all-to-all head exchange from core_v0.18, torchtitan
    // refuses CP for Qwen3.5). The same model with softmax attention everywhere takes cp = 2.
    void hybridLinearAttentionRules()
    {
        const ModelSpec hybrid = test::qwen3_next_80b();
        Scenario sc = sc64(hybrid);
        const Estimate ok = evaluate(sc, parseStrategy("tp=2,ep=8,pp=4").value(), Profile{});
        QVERIFY2(ok.valid, ok.reasons.empty() ? "" : ok.reasons.front().detail.c_str());
        const Estimate cp = evaluate(sc, parseStrategy("tp=2,ep=8,pp=2,cp=2").value(), Profile{});
        QVERIFY(!cp.valid);
        QCOMPARE(firstField(cp), QStringLiteral("strategy.cp"));
        QVERIFY(QString::fromStdString(cp.reasons.front().detail).contains(QStringLiteral("36 Gated DeltaNet layers")));
        QVERIFY(evaluate(sc64(test::allSoftmax(hybrid)), parseStrategy("tp=2,ep=8,pp=2,cp=2").value(), Profile{}).valid);

        ModelSpec odd = hybrid;  // 12 key heads, 24 value heads: tp = 8 splits the 16 softmax heads but not these
        odd.linear_attention.num_key_heads = 12;
        odd.linear_attention.num_value_heads = 24;
        const Estimate tp = evaluate(sc64(odd), parseStrategy("tp=8,ep=8").value(), Profile{});
        QVERIFY(!tp.valid);
        QCOMPARE(firstField(tp), QStringLiteral("strategy.tp"));
        QVERIFY(QString::fromStdString(tp.reasons.front().detail).contains(QStringLiteral("linear-attention key heads")));
    }
    void linearAttentionSpecErrorsNameTheField()
    {
        ModelSpec m = test::qwen3_next_80b();
        m.linear_attention.num_value_heads = 20;  // not a multiple of 16 key heads
        m.linear_attention.full_attention_interval = -1;
        m.linear_attention.key_head_dim = 0;
        const auto errors = validateScenario(sc64(m));
        std::vector<std::string> fields;
        for (const auto& x : errors)
            fields.push_back(x.field);
        QCOMPARE(fields, (std::vector<std::string>{"model.linear_attention.key_head_dim",
                             "model.linear_attention.full_attention_interval", "model.linear_attention.num_value_heads"}));
        QVERIFY(validateScenario(sc64(test::qwen3_next_80b())).empty());
    }
};

QTEST_APPLESS_MAIN(TestValidity)
#include "tst_validity.moc"

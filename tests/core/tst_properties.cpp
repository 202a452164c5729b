// Property tests over many random valid strategies: monotonicity, consistency, finiteness.
#include <QtTest>
#include <cmath>
#include <random>

#include "calibration/profile.h"
#include "cost/evaluate.h"
#include "model_fixtures.h"

using namespace psa;

namespace {

Scenario makeScenario(const ModelSpec& m, int devices)
{
    Scenario sc;
    sc.model = m;
    sc.cluster.device.id = "test-gpu";
    sc.cluster.device.bf16_tflops = 989;
    sc.cluster.device.fp8_tflops = 1979;
    sc.cluster.device.memory_gib = 80;
    sc.cluster.device.hbm_tbps = 3.35;
    sc.cluster.device.scale_up_gbps = 450;
    sc.cluster.device.scale_out_gbps = 50;
    sc.cluster.num_devices = devices;
    sc.training.seq_len = 8192;
    sc.training.global_batch = 512;
    return sc;
}

const int kPowers[] = {1, 2, 4, 8};

Strategy randomStrategy(std::mt19937& rng, bool moe)
{
    auto pick = [&](auto& arr) { return arr[std::uniform_int_distribution<size_t>(0, std::size(arr) - 1)(rng)]; };
    Strategy s;
    s.tp = pick(kPowers);
    s.pp = pick(kPowers);
    s.cp = pick(kPowers);
    s.ep = moe ? pick(kPowers) : 1;
    s.mbs = pick(kPowers);
    s.zero = std::uniform_int_distribution<int>(0, 3)(rng);
    s.recompute = Recompute(std::uniform_int_distribution<int>(0, 2)(rng));
    s.schedule = s.pp > 1 ? Schedule(std::uniform_int_distribution<int>(0, 4)(rng)) : Schedule::OneFOneB;
    if (s.schedule == Schedule::Interleaved)
        s.vpp = 2;
    return s;
}

double modelStates(const Estimate& e) { return e.memory.params + e.memory.grads + e.memory.optimizer; }

}  // namespace

class TestProperties : public QObject {
    Q_OBJECT
private slots:
    void randomStrategiesAreConsistent()
    {
        std::mt19937 rng(12345);
        const Profile p;
        int valid = 0;
        for (int i = 0; i < 3000; ++i) {
            const bool moe = i % 2 == 1;
            const Scenario sc = makeScenario(moe ? test::mixtral_8x7b() : test::llama2_70b(), 64);
            const Estimate e = evaluate(sc, randomStrategy(rng, moe), p);
            if (!e.valid) {
                QVERIFY(!e.reasons.empty());  // every rejection carries its reason
                continue;
            }
            ++valid;
            const MemoryBreakdown& m = e.memory;
            QVERIFY(std::abs(m.total() - (m.params + m.grads + m.optimizer + m.activations + m.other())) < 1.0);
            for (double x : {m.params, m.grads, m.optimizer, m.activations, m.logits, m.comm_buffers, m.framework})
                QVERIFY(std::isfinite(x) && x >= 0);
            QVERIFY(std::isfinite(e.step_time_s) && e.step_time_s > 0);
            QVERIFY(e.mfu > 0 && e.mfu < 1);
            QVERIFY(e.hfu >= e.mfu);
            QVERIFY(e.step_time_s >= e.compute_time_s);
            QCOMPARE(e.strategy.dp * e.strategy.tp * e.strategy.pp * e.strategy.cp, 64);
            for (const CommCost& c : e.comm)
                QVERIFY(c.exposed_s <= c.time_s + 1e-12 && c.exposed_s >= 0);
        }
        QVERIFY2(valid > 300, qPrintable(QString::number(valid)));
    }
    // More TP never raises per-device parameter memory; the same for PP and ZeRO levels.
    void monotoneInTpPpZero()
    {
        const Profile p;
        std::mt19937 rng(7);
        int compared = 0;
        for (int i = 0; i < 2000; ++i) {
            const Scenario sc = makeScenario(test::llama2_70b(), 64);
            Strategy a = randomStrategy(rng, false);
            a.dp = 0;
            const Estimate ea = evaluate(sc, a, p);
            if (!ea.valid)
                continue;
            for (int dim = 0; dim < 3; ++dim) {
                Strategy b = a;
                if (dim == 0)
                    b.tp *= 2, b.cp = std::max(1, b.cp / 2);  // keep the device count when possible
                else if (dim == 1)
                    b.pp *= 2, b.cp = std::max(1, b.cp / 2);
                else
                    b.zero = std::min(3, b.zero + 1);
                b.dp = 0;
                const Estimate eb = evaluate(sc, b, p);
                if (!eb.valid)
                    continue;
                ++compared;
                if (dim < 2 && b.cp == a.cp && a.zero < 3)  // replicated params; ZeRO-3 shards over dp, which shrinks
                    QVERIFY2(eb.memory.params <= ea.memory.params * (1 + 1e-12), qPrintable(QString::fromStdString(formatStrategy(b))));
                if (dim == 2)
                    QVERIFY(modelStates(eb) <= modelStates(ea) * (1 + 1e-12));
            }
        }
        QVERIFY(compared > 200);
    }
    void recomputeTradesMemoryForTime()
    {
        const Profile p;
        const Scenario sc = makeScenario(test::llama2_70b(), 64);
        Strategy s;
        s.tp = 8;
        s.pp = 2;
        double lastAct = 1e300, lastTime = 0;
        for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
            s.recompute = r;
            const Estimate e = evaluate(sc, s, p);
            QVERIFY(e.valid);
            QVERIFY(e.memory.activations < lastAct);
            QVERIFY(e.compute_time_s >= lastTime);
            lastAct = e.memory.activations;
            lastTime = e.compute_time_s;
        }
    }
    void moreMicroBatchesShrinkBubble()
    {
        const Profile p;
        Scenario sc = makeScenario(test::llama2_70b(), 64);
        Strategy s;
        s.tp = 8;
        s.pp = 4;
        sc.training.global_batch = 32;
        const double small = evaluate(sc, s, p).bubble_ratio;
        sc.training.global_batch = 512;
        const double large = evaluate(sc, s, p).bubble_ratio;
        QVERIFY(large < small);
    }
    void contextParallelShrinksActivations()
    {
        const Profile p;
        Scenario sc = makeScenario(test::llama3_8b(), 8);
        sc.training.seq_len = 65536;
        sc.training.global_batch = 64;
        Strategy a;
        a.cp = 1;
        Strategy b;
        b.cp = 4;
        const Estimate ea = evaluate(sc, a, p), eb = evaluate(sc, b, p);
        QVERIFY(ea.valid && eb.valid);
        QVERIFY(eb.memory.activations < ea.memory.activations / 3.5);
        QVERIFY(eb.commFor(CommDim::CP).time_s > 0);
    }
};

QTEST_APPLESS_MAIN(TestProperties)
#include "tst_properties.moc"

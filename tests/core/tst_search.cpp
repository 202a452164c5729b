// Strategy search: brute-force optimum on small cases, determinism across thread counts,
// prompt cancellation, constraints, scoring, Pareto front, no-solution diagnostics.
#include <QtTest>
#include <chrono>
#include <thread>

#include "calibration/profile.h"
#include "cost/evaluate.h"
#include "model_fixtures.h"
#include "search/search.h"

using namespace psa;

namespace {

Scenario scenario(const ModelSpec& m, int devices, double memGib = 80)
{
    Scenario sc;
    sc.model = m;
    sc.cluster.device.id = "gpu";
    sc.cluster.device.bf16_tflops = 989;
    sc.cluster.device.fp8_tflops = 0;  // no FP8: the brute force below searches bf16 only
    sc.cluster.device.memory_gib = memGib;
    sc.cluster.device.hbm_tbps = 3.35;
    sc.cluster.device.scale_up_gbps = 450;
    sc.cluster.device.scale_out_gbps = 50;
    sc.cluster.num_devices = devices;
    sc.training.seq_len = 4096;
    sc.training.global_batch = 256;
    return sc;
}

bool sameOrder(const SearchResult& a, const SearchResult& b)
{
    if (a.candidates.size() != b.candidates.size())
        return false;
    for (size_t i = 0; i < a.candidates.size(); ++i)
        if (!(a.candidates[i].strategy == b.candidates[i].strategy) || a.candidates[i].score != b.candidates[i].score)
            return false;
    return true;
}

}  // namespace

class TestSearch : public QObject {
    Q_OBJECT
private slots:
    // With all weight on throughput, the search's best equals the fastest fitting strategy found by
    // brute force over every combination (valid or not) of the same dimensions.
    void bruteForceOptimum_data()
    {
        QTest::addColumn<int>("devices");
        QTest::addColumn<bool>("moe");
        QTest::newRow("llama3-8b on 8") << 8 << false;
        QTest::newRow("llama2-70b on 32") << 32 << false;
        QTest::newRow("mixtral on 16") << 16 << true;
    }
    void bruteForceOptimum()
    {
        QFETCH(int, devices);
        QFETCH(bool, moe);
        const Scenario sc = scenario(moe ? test::mixtral_8x7b() : devices == 8 ? test::llama3_8b() : test::llama2_70b(), devices);
        // (brute force covers tp, pp, cp ∈ {1..16}; dp is derived)
        const Profile p;
        SearchConstraints c;
        c.allow_offload = false;
        c.tie_band = 0;  // rank by score alone: the brute force finds the score optimum
        c.max_vpp = 8;   // the space the brute force below covers (vpp ≤ 8, mbs ≤ 8)
        c.mbs_candidates = {1, 2, 4, 8};
        const ScoreWeights w{1, 0, 0, 0};
        const SearchResult r = search(sc, c, w, p, {}, {}, 1);
        QVERIFY(r.best());
        double bestTokens = 0;
        Strategy bestStrategy;
        const int pw[] = {1, 2, 4, 8, 16};
        const Schedule schedules[] = {Schedule::OneFOneB, Schedule::Interleaved, Schedule::ZBH1, Schedule::ZBV, Schedule::DualPipe};
        long long evaluated = 0;
        for (int tp : pw)
            for (int pp : pw)
                for (int cp : pw)
                    for (int ep : pw)
                        for (int etp : {1, tp})
                            for (int mbs : {1, 2, 4, 8})
                                for (int zero = 0; zero <= 3; ++zero)
                                    for (Recompute rc : {Recompute::None, Recompute::Selective, Recompute::Full})
                                        for (Schedule s : schedules)
                                            for (int v = 1; v <= 8; ++v) {
                                                Strategy st;
                                                st.tp = tp, st.pp = pp, st.cp = cp, st.ep = moe ? ep : 1, st.etp = etp, st.mbs = mbs;
                                                st.zero = zero, st.recompute = rc, st.schedule = s, st.vpp = v, st.sp = tp > 1;
                                                st.uneven_pp = sc.model.layers % pp != 0;
                                                ++evaluated;
                                                const Estimate e = evaluate(sc, st, p, {false, false});
                                                if (!e.valid || e.memory.total() > e.capacity_bytes * (1 - c.memory_headroom))
                                                    continue;
                                                if (e.tokens_per_s > bestTokens) {
                                                    bestTokens = e.tokens_per_s;
                                                    bestStrategy = e.strategy;
                                                }
                                            }
        QVERIFY(evaluated > 10000);
        QVERIFY2(std::abs(r.best()->tokens_per_s / bestTokens - 1) < 1e-12,
                 qPrintable(QString("search %1 (%2) vs brute force %3 (%4)")
                                .arg(r.best()->tokens_per_s)
                                .arg(QString::fromStdString(formatStrategy(r.best()->strategy)))
                                .arg(bestTokens)
                                .arg(QString::fromStdString(formatStrategy(bestStrategy)))));
    }
    void identicalAcrossThreadCounts()
    {
        const Scenario sc = scenario(test::mixtral_8x7b(), 32);
        const Profile p;
        const SearchResult one = search(sc, {}, {}, p, {}, {}, 1);
        const SearchResult two = search(sc, {}, {}, p, {}, {}, 2);
        const SearchResult four = search(sc, {}, {}, p, {}, {}, 4);
        QVERIFY(one.candidates.size() > 1000);
        QVERIFY(sameOrder(one, two));
        QVERIFY(sameOrder(one, four));
        QCOMPARE(one.stats.enumerated, four.stats.enumerated);
    }
    // The mechanism, not a stopwatch: a stop requested at the first progress report ends the search
    // early (cancelled, only part of the space evaluated). Timing figures belong in psa_bench.
    void cancellationIsPrompt()
    {
        Scenario sc = scenario(test::deepseek_v3(), 2048);
        sc.training.global_batch = 15360;
        sc.training.framework = TrainingFramework::TorchTitan;  // the widest schedule set: a search longer than 100 ms
        const Profile p;
        const SearchResult full = search(sc, {}, {}, p, {}, {}, 2);
        QVERIFY(!full.stats.cancelled);
        std::stop_source stop;
        std::chrono::steady_clock::time_point stoppedAt;
        const SearchResult r = search(sc, {}, {}, p, stop.get_token(), [&](double, long long) {
            if (!stop.stop_requested()) {
                stoppedAt = std::chrono::steady_clock::now();
                stop.request_stop();
            }
        }, 2);
        const auto returnedAt = std::chrono::steady_clock::now();
        QVERIFY(stop.stop_requested());
        QVERIFY(r.stats.cancelled);
        QVERIFY2(r.stats.valid < full.stats.valid,
                 qPrintable(QStringLiteral("%1 of %2").arg(r.stats.valid).arg(full.stats.valid)));
        qInfo("cancel returned after %.1f ms, %lld of %lld candidates evaluated",
              std::chrono::duration<double, std::milli>(returnedAt - stoppedAt).count(),
              r.stats.valid, full.stats.valid);
    }
    void progressIsReported()
    {
        const Scenario sc = scenario(test::mixtral_8x7b(), 64);
        std::vector<double> fractions;
        search(sc, {}, {}, Profile{}, {}, [&](double f, long long) { fractions.push_back(f); }, 1);
        QVERIFY(!fractions.empty());
        QCOMPARE(fractions.back(), 1.0);
        QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
    }
    void constraintsAreHonoured()
    {
        const Scenario sc = scenario(test::llama2_70b(), 64);
        SearchConstraints c;
        c.tp = {8, 8, {}};
        c.pp = {1, 4, {}};
        c.schedules = {Schedule::OneFOneB, Schedule::Interleaved};
        c.allow_cp = false;
        c.mbs_candidates = {1, 2};
        const SearchResult r = search(sc, c, {}, Profile{});
        QVERIFY(!r.candidates.empty());
        for (const auto& cand : r.candidates) {
            QCOMPARE(cand.strategy.tp, 8);
            QVERIFY(cand.strategy.pp <= 4);
            QCOMPARE(cand.strategy.cp, 1);
            QVERIFY(cand.strategy.mbs <= 2);
            QVERIFY(cand.strategy.schedule == Schedule::OneFOneB || cand.strategy.schedule == Schedule::Interleaved);
        }
    }
    void rankingAndPareto()
    {
        const SearchResult r = search(scenario(test::llama2_70b(), 64), {}, {}, Profile{});
        QVERIFY(r.best());
        bool seenNonFitting = false;
        int pareto = 0;
        for (size_t i = 0; i < r.candidates.size(); ++i) {
            const Candidate& c = r.candidates[i];
            if (!c.fits)
                seenNonFitting = true;
            QVERIFY(!(seenNonFitting && c.fits));  // every fitting candidate ranks before the non-fitting ones
            // Statistically tied candidates (issue 11) lead, in tie-break order; the rest follow by score.
            if (i > 0)
                QVERIFY(!(c.tied && !r.candidates[i - 1].tied));
            if (i > 0 && c.fits == r.candidates[i - 1].fits && !c.tied && !r.candidates[i - 1].tied)
                QVERIFY(c.score <= r.candidates[i - 1].score);
            pareto += c.pareto ? 1 : 0;
        }
        QVERIFY(pareto >= 2);
        // No candidate dominates a Pareto point.
        for (const auto& a : r.candidates) {
            if (!a.pareto)
                continue;
            for (const auto& b : r.candidates)
                QVERIFY(!(b.tokens_per_s > a.tokens_per_s && b.memory_bytes < a.memory_bytes));
        }
    }
    // The bound on evaluated candidates keeps time and memory finite, deterministically.
    void boundedSearch()
    {
        const Scenario sc = scenario(test::mixtral_8x7b(), 64);
        SearchConstraints c;
        c.max_candidates = 5000;
        const SearchResult one = search(sc, c, {}, Profile{}, {}, {}, 1);
        const SearchResult two = search(sc, c, {}, Profile{}, {}, {}, 2);
        QVERIFY(one.stats.truncated);
        QVERIFY(one.stats.valid <= 5000);
        QVERIFY(one.stats.valid > 0);
        QVERIFY(sameOrder(one, two));
        QVERIFY(!search(sc, {}, {}, Profile{}).stats.truncated);
    }
    void weightsParse()
    {
        auto w = parseWeights("mfu=0.7,memory=0.1,comm=0.1,bubble=0.1");
        QVERIFY(w.ok());
        QCOMPARE(w->throughput, 0.7);
        QCOMPARE(parseWeights("speed=1").error().field, std::string("weights.speed"));
        QCOMPARE(parseWeights("mfu=-1").error().code, std::string("bad_value"));
        QCOMPARE(parseWeights("mfu=0,memory=0").error().code, std::string("out_of_range"));
    }
    void noValidStrategySuggestsDeviceCounts()
    {
        ModelSpec m = test::llama(7, 3584, 28, 28, 11008, 32000);  // 7 layers, 28 heads: awkward for 13 devices
        Scenario sc = scenario(m, 13);
        sc.training.global_batch = 7;
        const SearchResult r = search(sc, {}, {}, Profile{});
        QVERIFY(r.candidates.empty());
        QVERIFY(!r.stats.pruned_by_rule.empty());
        const auto near = nearbyValidDeviceCounts(sc, {});
        QVERIFY(!near.empty());
        for (int n : near)
            QVERIFY(n != 13);
    }
    void minimumDevices()
    {
        const Scenario sc = scenario(test::llama2_70b(), 2);  // 70B cannot train on two 80 GiB devices
        QVERIFY(!search(sc, {}, {}, Profile{}).best());
        const auto n = minimumDevicesToFit(sc, {}, Profile{});
        QVERIFY(n.has_value());
        QVERIFY(*n > 2 && *n <= 32);
        Scenario bigger = sc;
        bigger.cluster.num_devices = *n;
        bigger.training.global_batch = std::max<long long>(sc.training.global_batch, *n);
        SearchConstraints frugal;
        QVERIFY(search(bigger, frugal, {}, Profile{}).best());
    }
};

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"

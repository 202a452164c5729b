// The search's ranking (issue 14 item 3 made it fast: packed sort keys, a Pareto pre-filter, scoring on all
// threads) against the plain code it replaced: one comparison sort of the candidates in enumeration order and a
// Pareto scan over all of them sorted by memory. Field by field, on dense/GQA, MoE, MLA + MoE, FP8, ZeRO-3,
// constraints, memory-heavy weights and mostly-not-fitting scenarios; and the same for any thread count.
#include <QtTest>
#include <algorithm>
#include <tuple>

#include "calibration/profile.h"
#include "calibration/validation.h"
#include "model_fixtures.h"
#include "report/tie_note.h"
#include "search/ranking.h"
#include "search/search.h"

using namespace psa;

namespace {

Scenario scenario(const ModelSpec& m, int devices, double memGib = 80, double fp8Tflops = 0)
{
    Scenario sc;
    sc.model = m;
    sc.cluster.device.id = "gpu";
    sc.cluster.device.bf16_tflops = 989;
    sc.cluster.device.fp8_tflops = fp8Tflops;
    sc.cluster.device.memory_gib = memGib;
    sc.cluster.device.hbm_tbps = 3.35;
    sc.cluster.device.scale_up_gbps = 450;
    sc.cluster.device.scale_out_gbps = 50;
    sc.cluster.num_devices = devices;
    sc.training.seq_len = 4096;
    sc.training.global_batch = 256;
    return sc;
}

// The order in which the search enumerates candidates (layouts by tp, pp, cp, ep, etp; then precision, mbs,
// schedule, vpp, ZeRO, recompute, offload), with default mbs and schedule lists: the order the ranking's sort
// starts from. It matters: the tie-break is not transitive (its 1 % tolerance on scale-out traffic), so the
// order among tied candidates depends on where the sort starts.
auto enumerationKey(const Candidate& c, Precision scenarioPrecision)
{
    const Strategy& s = c.strategy;
    const int scheduleIndex = s.schedule == Schedule::GPipe ? 5 : int(s.schedule) - int(Schedule::OneFOneB);
    return std::make_tuple(s.tp, s.pp, s.cp, s.ep, s.etp, c.precision != scenarioPrecision, s.mbs, scheduleIndex, s.vpp, s.zero,
                           int(s.recompute), s.optimizer_offload);
}

// The ranking as it was written before the speed work, kept here as the reference.
constexpr double kReferenceMemoryCredit = 0.2;  // kMemoryCreditFraction in search/ranking.cpp

auto referenceLayoutKey(const Candidate& c)
{
    const Strategy& s = c.strategy;
    return std::make_tuple(s.tp, s.pp, s.cp, s.ep, s.etp, s.vpp, s.mbs, s.zero, int(s.recompute), int(s.schedule), s.optimizer_offload,
                           int(c.precision));
}

bool referenceTieBreakLess(const Candidate& a, const Candidate& b)
{
    if (a.risky != b.risky)
        return !a.risky;
    if (a.departures != b.departures)
        return a.departures < b.departures;
    if (a.parallel_dims != b.parallel_dims)
        return a.parallel_dims < b.parallel_dims;
    const double big = std::max(a.scale_out_bytes, b.scale_out_bytes);
    if (std::abs(a.scale_out_bytes - b.scale_out_bytes) > 0.01 * big)
        return a.scale_out_bytes < b.scale_out_bytes;
    return false;
}

std::vector<Candidate> referenceRanking(std::vector<Candidate> cands, const ScoreWeights& w, double headroom, double tieBand)
{
    for (auto& c : cands)
        c.score = 0, c.tied = false, c.pareto = false;
    double best = 0;
    for (const auto& c : cands)
        if (c.fits)
            best = std::max(best, c.tokens_per_s);
    const double fastest = best;
    if (best <= 0)
        for (const auto& c : cands)
            best = std::max(best, c.tokens_per_s);
    for (auto& c : cands) {
        const double usable = c.capacity_bytes * (1.0 - headroom);
        const double thr = best > 0 ? c.tokens_per_s / best : 0.0;
        const double mem = usable > 0 ? std::clamp((usable - c.memory_bytes) / (usable * kReferenceMemoryCredit), 0.0, 1.0) : 0.0;
        const double comm = c.step_time_s > 0 ? std::clamp(1.0 - c.comm_exposed_s / c.step_time_s, 0.0, 1.0) : 0.0;
        const double bub = c.step_time_s > 0 ? std::clamp(1.0 - c.bubble_time_s / c.step_time_s, 0.0, 1.0) : 0.0;
        c.score = w.throughput * thr + w.memory * mem + w.comm * comm + w.bubble * bub;
        c.tied = tieBand > 0 && c.fits && c.tokens_per_s >= fastest * (1.0 - tieBand);
    }
    std::sort(cands.begin(), cands.end(), [](const Candidate& a, const Candidate& b) {
        if (a.fits != b.fits)
            return a.fits;
        if (a.tied != b.tied)
            return a.tied;
        if (a.tied) {
            if (referenceTieBreakLess(a, b))
                return true;
            if (referenceTieBreakLess(b, a))
                return false;
        }
        if (a.score != b.score)
            return a.score > b.score;
        if (a.tokens_per_s != b.tokens_per_s)
            return a.tokens_per_s > b.tokens_per_s;
        return referenceLayoutKey(a) < referenceLayoutKey(b);
    });
    std::vector<size_t> byMemory(cands.size());
    for (size_t i = 0; i < byMemory.size(); ++i)
        byMemory[i] = i;
    std::sort(byMemory.begin(), byMemory.end(), [&](size_t a, size_t b) {
        if (cands[a].memory_bytes != cands[b].memory_bytes)
            return cands[a].memory_bytes < cands[b].memory_bytes;
        if (cands[a].tokens_per_s != cands[b].tokens_per_s)
            return cands[a].tokens_per_s > cands[b].tokens_per_s;
        return a < b;
    });
    double bestTokens = -1;
    for (size_t i : byMemory)
        if (cands[i].tokens_per_s > bestTokens) {
            cands[i].pareto = true;
            bestTokens = cands[i].tokens_per_s;
        }
    return cands;
}

QString describe(const Candidate& c)
{
    return QString("%1 %2 score %3 fits %4 risky %5 tied %6 pareto %7")
        .arg(QString::fromStdString(formatStrategy(c.strategy)))
        .arg(int(c.precision))
        .arg(c.score, 0, 'g', 17)
        .arg(c.fits)
        .arg(c.risky)
        .arg(c.tied)
        .arg(c.pareto);
}

// Every field a view, report or JSON shows, compared exactly.
void compareCandidates(const std::vector<Candidate>& got, const std::vector<Candidate>& want)
{
    QCOMPARE(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) {
        const Candidate& a = got[i];
        const Candidate& b = want[i];
        const bool same = a.strategy == b.strategy && a.precision == b.precision && a.score == b.score && a.fits == b.fits
            && a.risky == b.risky && a.tied == b.tied && a.pareto == b.pareto && a.tokens_per_s == b.tokens_per_s
            && a.memory_bytes == b.memory_bytes && a.memory_parts == b.memory_parts && a.step_time_s == b.step_time_s
            && a.mfu == b.mfu && a.comm_exposed == b.comm_exposed && a.departures == b.departures;
        QVERIFY2(same, qPrintable(QString("rank %1: got %2, want %3").arg(i).arg(describe(a), describe(b))));
    }
}

}  // namespace

class TestRanking : public QObject {
    Q_OBJECT
private slots:
    void sameAsPlainRanking_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("dense GQA llama2-70b / 64") << 0;
        QTest::newRow("MoE mixtral / 32, FP8 allowed") << 1;
        QTest::newRow("MLA+MoE deepseek-v3 / 256, tie band 5 %") << 2;
        QTest::newRow("llama3-8b / 64, ZeRO-3 only, memory-heavy weights") << 3;
        QTest::newRow("llama2-70b / 16 on 40 GiB, mostly not fitting") << 4;
        QTest::newRow("llama2-70b / 64, tp/pp constrained, no ties") << 5;
    }
    void sameAsPlainRanking()
    {
        QFETCH(int, which);
        Scenario sc;
        SearchConstraints c;
        ScoreWeights w;
        switch (which) {
        case 0:
            sc = scenario(test::llama2_70b(), 64);
            break;
        case 1:
            sc = scenario(test::mixtral_8x7b(), 32, 80, 1979);
            c.allow_fp8 = true;
            break;
        case 2:
            sc = scenario(test::deepseek_v3(), 256);
            sc.training.global_batch = 1024;
            c.tie_band = 0.05;
            break;
        case 3:
            sc = scenario(test::llama3_8b(), 64);
            c.zero = {3, 3, {}};
            w = {0.2, 0.6, 0.1, 0.1};
            break;
        case 4:
            sc = scenario(test::llama2_70b(), 16, 40);
            break;
        case 5:
            sc = scenario(test::llama2_70b(), 64);
            c.tp.values = {4, 8};
            c.pp = {2, 8, {}};
            c.tie_band = 0;
            break;
        }
        const Profile p;
        const SearchResult r = search(sc, c, w, p, {}, {}, 2);
        QVERIFY2(r.candidates.size() > 200, qPrintable(QString::number(r.candidates.size())));
        const double band = c.tie_band < 0 ? std::max(0.0, p.throughput_error_p50) : c.tie_band;
        std::vector<Candidate> enumerated = r.candidates;
        std::sort(enumerated.begin(), enumerated.end(), [&](const Candidate& a, const Candidate& b) {
            return enumerationKey(a, sc.training.precision) < enumerationKey(b, sc.training.precision);
        });
        const std::vector<Candidate> want = referenceRanking(enumerated, w, c.memory_headroom, band);
        compareCandidates(r.candidates, want);
        long long fitting = 0, tied = 0, pareto = 0;
        for (const auto& cand : want) {
            fitting += cand.fits;
            tied += cand.tied;
            pareto += cand.pareto;
        }
        QCOMPARE(r.stats.fitting, fitting);
        QCOMPARE(r.stats.tied, tied);
        QCOMPARE(r.stats.valid, (long long)want.size());
        QVERIFY(pareto >= 2);  // a front, not one point: the pre-filter has something to keep
        if (which == 2 || which == 0)
            QVERIFY(tied >= 2);  // the tie-break is exercised
        if (which == 4)
            QVERIFY(fitting < (long long)want.size() / 2);
    }

    // The error a scenario is shown and ranked with is that of its workload family where the family's held-out
    // error is larger (withFamilyErrorBars): an Ascend or fine-grained MoE plan is not told the dense-GPU ±.
    void tieBandFollowsTheWorkloadFamily()
    {
        Profile p;
        p.throughput_error_p50 = 0.08;
        p.throughput_error_p90 = 0.28;
        p.throughput_error_p50_ascend = 0.24;
        p.throughput_error_p90_ascend = 0.39;
        p.throughput_error_p50_fine_grained_moe = 0.15;
        p.throughput_error_p90_fine_grained_moe = 0.36;
        p.throughput_error_p50_fp8 = 0.07;  // smaller than the overall: the overall stays
        p.throughput_error_p90_fp8 = 0.29;
        p.throughput_error_p50_coarse_moe = 0;  // too few runs: the overall applies
        p.throughput_error_p90_coarse_moe = 0;

        const Scenario dense = scenario(test::llama2_70b(), 64);
        QCOMPARE(withFamilyErrorBars(p, dense).throughput_error_p50, 0.08);
        QCOMPARE(withFamilyErrorBars(p, dense).throughput_error_p90, 0.28);

        Scenario fp8 = dense;
        fp8.training.precision = Precision::FP8;
        QCOMPARE(withFamilyErrorBars(p, fp8).throughput_error_p50, 0.08);
        QCOMPARE(withFamilyErrorBars(p, fp8).throughput_error_p90, 0.29);

        const Scenario coarse = scenario(test::mixtral_8x7b(), 64);
        QCOMPARE(withFamilyErrorBars(p, coarse).throughput_error_p50, 0.08);

        const Scenario fine = scenario(test::deepseek_v3(), 256);
        QCOMPARE(withFamilyErrorBars(p, fine).throughput_error_p50, 0.15);
        QCOMPARE(withFamilyErrorBars(p, fine).throughput_error_p90, 0.36);

        Scenario ascend = coarse;
        ascend.cluster.device.vendor = "Huawei";
        const Profile onAscend = withFamilyErrorBars(p, ascend);
        QCOMPARE(onAscend.throughput_error_p50, 0.24);
        QCOMPARE(onAscend.throughput_error_p90, 0.39);
        QCOMPARE(withFamilyErrorBars(onAscend, ascend).throughput_error_p50, 0.24);  // applying it again: the same
        // The family the reports name: the one whose median is shown; none where the overall one is.
        QCOMPARE(QString::fromLatin1(errorBarFamily(onAscend, ascend)), QStringLiteral("Ascend"));
        QCOMPARE(QString::fromLatin1(errorBarFamily(withFamilyErrorBars(p, fine), fine)), QStringLiteral("fine-grained MoE"));
        QVERIFY(!errorBarFamily(withFamilyErrorBars(p, dense), dense));
        QVERIFY(!errorBarFamily(withFamilyErrorBars(p, fp8), fp8));  // FP8's median is below the overall one
        QCOMPARE(familyKey(kFamilyFineGrainedMoe), std::string("fine_grained_moe"));
        // Set by hand, the overall figure replaces the family figures of its percentile.
        Profile byHand = p;
        QVERIFY(applyProfileOverrides(byHand, "throughput_error_p50=0.03").ok());
        QCOMPARE(withFamilyErrorBars(byHand, ascend).throughput_error_p50, 0.03);
        QCOMPARE(withFamilyErrorBars(byHand, ascend).throughput_error_p90, 0.39);  // the p90 was not set
        QVERIFY(applyProfileOverrides(byHand, "throughput_error_p90=0.3,throughput_error_p90_ascend=0.5").ok());
        QCOMPARE(withFamilyErrorBars(byHand, ascend).throughput_error_p90, 0.5);  // both given: the family's stays

        // The search ranks with the band it is given: the resolved one, and more candidates are tied in it.
        Scenario asc70 = dense;
        asc70.cluster.device.vendor = "Huawei";
        SearchConstraints c;
        c.tp.values = {4, 8};
        const SearchResult global = search(asc70, c, ScoreWeights{}, p, {}, {}, 2);
        const SearchResult family = search(asc70, c, ScoreWeights{}, withFamilyErrorBars(p, asc70), {}, {}, 2);
        QCOMPARE(global.stats.tie_band, 0.08);
        QCOMPARE(family.stats.tie_band, 0.24);
        QVERIFY2(family.stats.tied > global.stats.tied, qPrintable(QStringLiteral("%1 vs %2").arg(family.stats.tied).arg(global.stats.tied)));
    }

    // When the tie-break's rules (memory class, framework defaults, dimensions, scale-out traffic) do not separate the
    // pick from the fastest tied candidate, the score does, and the plan names the term that put the pick ahead, with
    // both candidates' figures, instead of "the higher score".
    void tieReasonNamesTheScoreTerm()
    {
        auto cand = [](double memGib, double tokens, double exposedS, double bubbleS) {
            Candidate c;
            c.fits = true;
            c.capacity_bytes = 80.0 * (1ULL << 30);
            c.memory_bytes = memGib * (1ULL << 30);
            c.tokens_per_s = tokens;
            c.step_time_s = 10.0;
            c.comm_exposed_s = exposedS;
            c.bubble_time_s = bubbleS;
            c.strategy.zero = 1;
            return c;
        };
        const Profile p;
        const Scenario sc = scenario(test::llama2_70b(), 64);
        auto rank = [&](std::vector<Candidate> cands) {
            SearchResult r;
            r.candidates = std::move(cands);
            const ScoreWeights w;
            r.stats.best_tokens_per_s = scoreAndRank(r.candidates, w, 0.10, 0.07, 1); // the fastest fitting: 1000
            r.stats.tie_band = 0.07;
            r.stats.tied = 2;
            r.stats.weights = w;
            r.stats.memory_headroom = 0.10;
            return r;
        };
        // 2 % slower, 30 GiB lighter: the memory term decides.
        const SearchResult mem = rank({ cand(70, 1000, 1, 0), cand(40, 980, 1, 0) });
        QCOMPARE(mem.stats.best_tokens_per_s, 1000.0);
        for (const Candidate& c : mem.candidates) // one formula: the parts add up to the ranking's score
            QVERIFY(qFuzzyCompare(scoreParts(c, mem.stats.weights, 0.10, 1000).sum(), c.score));
        QCOMPARE(mem.candidates.front().tokens_per_s, 980.0);
        const auto memNote = tieNoteFor(mem, sc, p);
        QVERIFY(memNote && !memNote->pick_is_fastest);
        QVERIFY2(memNote->reason.find("memory it leaves free: it uses 40.0 GiB per device against 70.0 GiB") != std::string::npos
                && memNote->reason.find("2.0 % faster") != std::string::npos,
            memNote->reason.c_str());
        // Same memory, less exposed communication; then same memory and communication, a smaller bubble.
        const std::pair<std::vector<Candidate>, const char*> byTerm[] = {
            { { cand(40, 1000, 3, 0), cand(40, 990, 0.5, 0) },
                "less exposed communication: 5.0 % of the step against 30.0 %" },
            { { cand(40, 1000, 1, 4), cand(40, 995, 1, 0.5) },
                "smaller pipeline bubble: 5.0 % of the step against 40.0 %" },
        };
        for (const auto& [cands, expected] : byTerm) {
            const auto note = tieNoteFor(rank(cands), sc, p);
            QVERIFY(note);
            QVERIFY2(note->reason.find(expected) != std::string::npos, note->reason.c_str());
        }
    }

    // Large enough that the ranking splits its work across threads: the same candidates, order and flags.
    void sameForAnyThreadCount()
    {
        Scenario sc = scenario(test::deepseek_v3(), 512);
        sc.training.global_batch = 2048;
        const Profile p;
        const SearchResult one = search(sc, {}, {}, p, {}, {}, 1);
        QVERIFY(one.candidates.size() > 20000);
        for (int threads : {2, 3, 4}) {
            const SearchResult many = search(sc, {}, {}, p, {}, {}, threads);
            compareCandidates(many.candidates, one.candidates);
            QCOMPARE(many.stats.tied, one.stats.tied);
            QCOMPARE(many.stats.fitting, one.stats.fitting);
            QCOMPARE(many.stats.enumerated, one.stats.enumerated);
        }
    }
};

QTEST_GUILESS_MAIN(TestRanking)
#include "tst_ranking.moc"

// Extreme but legal inputs (issue #7): 1 device, 1M devices, 2M-token sequences, a 10T-parameter
// model, 1,024 experts. Each search must finish, give finite numbers for every candidate, and its
// report must contain no NaN or infinity; the candidate bound must hold.
#include "calibration/profile.h"
#include "catalog/catalog.h"
#include "cost/evaluate.h"
#include "report/plan_report.h"
#include "search/search.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <regex>

using namespace psa;

namespace {

bool finite(const Candidate& c)
{
    const double xs[] = {c.memory_bytes, c.step_time_s, c.tokens_per_s, c.mfu, c.bubble_ratio, c.comm_exposed_s, c.score};
    return std::all_of(std::begin(xs), std::end(xs), [](double x) { return std::isfinite(x); })
        && std::all_of(c.memory_parts.begin(), c.memory_parts.end(), [](double x) { return std::isfinite(x); });
}

}  // namespace

class TestExtremes : public QObject {
    Q_OBJECT

    Catalog catalog_;

    Scenario preset(const char* model, const char* device, int devices)
    {
        Scenario sc;
        sc.model = *catalog_.model(model);
        sc.cluster.device = *catalog_.device(device);
        sc.cluster.num_devices = devices;
        return sc;
    }

    // Searches, checks every candidate and the rendered report; returns the result for more checks.
    SearchResult checkSearch(const Scenario& sc, const SearchConstraints& c = {})
    {
        const auto problems = validateScenario(sc);
        [&] { QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().message().c_str()); }();
        const Profile p = defaultProfile();
        const Baseline b = computeBaseline(sc, p);
        [&] { QVERIFY(std::isfinite(b.params_total) && std::isfinite(b.flops_per_step) && std::isfinite(b.memory_bytes)); }();
        SearchResult r = search(sc, c, ScoreWeights{}, p, {}, {}, 2);
        const long long bad = std::count_if(r.candidates.begin(), r.candidates.end(), [](const Candidate& x) { return !finite(x); });
        [&] { QCOMPARE(bad, 0LL); }();
        const PlanReport rep = buildPlanReport(sc, r, c, p, Framework::PyTorch);
        // fmt prints a NaN as "nan" and an infinity as "inf" (JSON would hide them as null: the text is checked).
        static const std::regex nonFinite(R"(\b(nan|inf|infinity)\b)", std::regex::icase);
        const std::string text = renderPlanText(rep, false);
        std::smatch m;
        [&] { QVERIFY2(!std::regex_search(text, m, nonFinite), ("non-finite number in the report: " + m.str()).c_str()); }();
        return r;
    }

private slots:
    void initTestCase()
    {
        auto c = Catalog::loadBuiltin();
        QVERIFY(c.ok());
        catalog_ = std::move(c).value();
    }

    void oneDevice()
    {
        const SearchResult r = checkSearch(preset("llama2-7b", "h100", 1));
        QVERIFY(!r.candidates.empty());
        for (const auto& c : r.candidates)
            QCOMPARE(c.strategy.dp * c.strategy.tp * c.strategy.pp * c.strategy.cp, 1);
        // 70B on one 80 GB device cannot fit: nothing is recommended, and the fix is a device count.
        const SearchResult big = checkSearch(preset("llama2-70b", "h100", 1));
        QVERIFY(big.best() == nullptr);
        const auto fit = minimumDevicesToFit(preset("llama2-70b", "h100", 1), {}, defaultProfile());
        QVERIFY(fit.has_value());
        QVERIFY(*fit > 1 && *fit <= 64);
    }

    void millionDevices()
    {
        const SearchResult r = checkSearch(preset("llama2-70b", "h100", 1 << 20));
        QVERIFY(r.best() != nullptr);
        QCOMPARE(r.best()->strategy.dp * r.best()->strategy.tp * r.best()->strategy.pp * r.best()->strategy.cp, 1 << 20);
    }

    void twoMillionTokenSequence()
    {
        Scenario sc = preset("llama2-7b", "h100", 64);
        sc.training.seq_len = 1 << 21;
        sc.training.global_batch = 64;
        const SearchResult r = checkSearch(sc);
        QVERIFY(r.best() != nullptr);
        QVERIFY(r.best()->strategy.cp > 1);  // 2M tokens of activations need the sequence split
    }

    void tenTrillionParameters()
    {
        Scenario sc = preset("llama2-70b", "h100", 1 << 16);
        ModelSpec& m = sc.model;
        m.id = "ten-t";
        m.layers = 200;
        m.hidden = 65536;
        m.heads = 512;
        m.kv_heads = 512;
        m.head_dim = 0;
        m.ffn = 262144;
        m.vocab = 256000;
        const SearchResult r = checkSearch(sc);
        const Baseline b = computeBaseline(sc, defaultProfile());
        QVERIFY(b.params_total > 1e13 && b.params_total < 2e13);
        QVERIFY(!r.candidates.empty());
    }

    void thousandExperts()
    {
        Scenario sc = preset("deepseek-v3", "h800", 2048);
        sc.model.moe.num_experts = 1024;
        SearchConstraints c;
        c.max_candidates = 300'000;  // keeps the suite quick under sanitizers; the bound is tested below
        const SearchResult r = checkSearch(sc, c);
        QVERIFY(r.best() != nullptr);
        QVERIFY(1024 % r.best()->strategy.ep == 0);
    }

    // The search never evaluates more than max_candidates and says when it stopped early.
    void candidateBoundHolds()
    {
        SearchConstraints c;
        c.max_candidates = 1000;
        const SearchResult r = search(preset("deepseek-v3", "h800", 1 << 20), c, ScoreWeights{}, defaultProfile(), {}, {}, 2);
        QVERIFY(r.stats.truncated);
        QVERIFY(r.candidates.size() <= 1000);
        QVERIFY(r.stats.valid <= 1000);
    }
};

QTEST_GUILESS_MAIN(TestExtremes)
#include "tst_extremes.moc"

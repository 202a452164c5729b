// The core's applyQuery(): a query describes a whole run (issue 15 item 1), and the search's partial
// results (item 3) report the fastest fitting layout of the final result.
#include "catalog/catalog.h"
#include "query/apply_query.h"
#include "search/search.h"
#include "search/valid_counts.h"

#include <QTest>
#include <algorithm>

using namespace psa;

namespace {
bool has(const std::vector<std::string>& v, const std::string& s)
{
    return std::find(v.begin(), v.end(), s) != v.end();
}
} // namespace

class TstApplyQuery : public QObject {
    Q_OBJECT
    Catalog catalog_;

private slots:
    void initTestCase()
    {
        auto c = Catalog::loadBuiltin();
        QVERIFY(c.ok());
        catalog_ = *c;
    }

    // What a query leaves out comes from the defaults, not from an earlier query.
    void unsaidValuesAreDefaults()
    {
        const ScenarioFile defaults = defaultScenarioFile(catalog_);
        const AppliedQuery first = applyQuery(
            parseQuery("13B model, 8× A100 80GB, sequence length 8192, batch size 512", catalog_), catalog_, defaults);
        QCOMPARE(first.file.scenario.training.global_batch, 512LL);
        QCOMPARE(first.file.scenario.training.seq_len, 8192LL);
        const AppliedQuery fresh
            = applyQuery(parseQuery("Mixtral 8x7B on 32 H100, seq_len 4096", catalog_), catalog_, defaults);
        QCOMPARE(fresh.file.scenario.training.global_batch, 1024LL);
        QCOMPARE(fresh.file.scenario.cluster.num_devices, 32);
        QCOMPARE(QString::fromStdString(fresh.file.scenario.model.id), QStringLiteral("mixtral-8x7b"));
        QVERIFY(fresh.model_named && fresh.devices_named && fresh.device_named);
        // The echo lists every value the run uses.
        QVERIFY(has(fresh.echo, "intent: analyze"));
        QVERIFY(has(fresh.echo, "devices: 32"));
        QVERIFY(has(fresh.echo, "seq_len: 4096"));
        QVERIFY(has(fresh.echo, "global_batch: 1024 (default)"));
        QVERIFY(has(fresh.echo, "precision: BF16 (default)"));
        QVERIFY(has(fresh.echo, "framework: Megatron-LM (default)"));
    }

    // What a query implies: Ascend plans for MindSpeed and its launch code; a diagnosed DP=8 runs on 8 devices.
    void impliedValues()
    {
        const ScenarioFile defaults = defaultScenarioFile(catalog_);
        const AppliedQuery ascend = applyQuery(
            parseQuery("Analyze strategy for a 70B LLaMA model on 64 Ascend A2 NPUs", catalog_), catalog_, defaults);
        QCOMPARE(frameworkOf(ascend.file.scenario), TrainingFramework::MindSpeed);
        QCOMPARE(ascend.file.code_framework, Framework::MindSpeed);
        const AppliedQuery diag
            = applyQuery(parseQuery("Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768", catalog_),
                catalog_, defaults);
        QCOMPARE(diag.file.scenario.cluster.num_devices, 16);  // issue 16: the devices the user has
        QVERIFY(diag.note.has_value());
        QCOMPARE(diag.strategies.size(), size_t(1));
        const AppliedQuery none = applyQuery(parseQuery("on 64 H100", catalog_), catalog_, defaults);
        QVERIFY(!none.model_named);
    }

    // The partial-result callback's last report is the fastest fitting candidate of the final result.
    void partialReportsFastestFitting()
    {
        Scenario sc = defaultScenarioFile(catalog_).scenario;
        std::vector<double> reported;
        const SearchResult r = search(sc, SearchConstraints {}, ScoreWeights {}, defaultProfile(), {}, {}, 2,
            [&](const Candidate& c, double) { reported.push_back(c.tokens_per_s); });
        QVERIFY(!reported.empty());
        QVERIFY(std::is_sorted(reported.begin(), reported.end())); // only improvements are reported
        double fastest = 0;
        for (const Candidate& c : r.candidates)
            if (c.fits)
                fastest = std::max(fastest, c.tokens_per_s);
        QCOMPARE(reported.back(), fastest);
    }

    // Valid device counts: Llama-2 70B at batch 1024 has none at 136 (8 × 17); the neighbours are valid and
    // stepping up then down returns to the start.
    void validCountsStepBothWays()
    {
        Scenario sc = defaultScenarioFile(catalog_).scenario;
        const SearchConstraints c;
        sc.cluster.num_devices = 136;
        QVERIFY(!hasValidLayout(sc, c));
        const auto up = adjacentValidDeviceCount(sc, c, 2048, +1, 100000);
        QVERIFY(up && *up > 2048);
        const auto back = adjacentValidDeviceCount(sc, c, *up, -1, 100000);
        QVERIFY(back);
        QCOMPARE(*back, 2048);
        const auto near = nearestValidDeviceCount(sc, c, 136, 100000);
        QVERIFY(near);
        sc.cluster.num_devices = *near;
        QVERIFY(hasValidLayout(sc, c));
        QVERIFY(*near >= 120 && *near <= 160);
    }
};

QTEST_APPLESS_MAIN(TstApplyQuery)
#include "tst_apply_query.moc"

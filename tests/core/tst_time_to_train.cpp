// Time, cost and energy to train (issue 14): the arithmetic of cost/time_to_train.h on a real
// estimate, the token-count parser, and the budget in scenario files.
#include <QtTest>

#include <cmath>

#include "calibration/profile.h"
#include "calibration/validation.h"
#include "cost/evaluate.h"
#include "cost/time_to_train.h"
#include "catalog/catalog.h"
#include "io/scenario_file.h"
#include "model_fixtures.h"

using namespace psa;

namespace {
Scenario scenario64()
{
    Scenario sc;
    sc.model = test::llama2_70b();
    sc.cluster.device.id = "test-gpu";
    sc.cluster.device.bf16_tflops = 989;
    sc.cluster.device.memory_gib = 80;
    sc.cluster.device.hbm_tbps = 3.35;
    sc.cluster.device.scale_up_gbps = 450;
    sc.cluster.device.scale_out_gbps = 50;
    sc.cluster.device.devices_per_node = 8;
    sc.cluster.device.scale_up_domain = 8;
    sc.cluster.device.tdp_w = 700;
    sc.cluster.num_devices = 64;
    sc.training.seq_len = 4096;
    sc.training.global_batch = 1024;
    return sc;
}
bool near(double a, double b, double rel = 1e-12) { return std::abs(a - b) <= rel * std::abs(b); }
}  // namespace

class TestTimeToTrain : public QObject {
    Q_OBJECT
private slots:
    void tokenCounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("tokens");  // 0 = refused
        QTest::newRow("15T") << "15T" << 15e12;
        QTest::newRow("300B") << "300B" << 300e9;
        QTest::newRow("300b") << "300b" << 300e9;
        QTest::newRow("2.5e12") << "2.5e12" << 2.5e12;
        QTest::newRow("800M") << "800M" << 800e6;
        QTest::newRow("grouped") << "1,000,000" << 1e6;
        QTest::newRow("1.5 T") << "1.5 T" << 1.5e12;
        QTest::newRow("zero") << "0" << 0.0;
        QTest::newRow("negative") << "-5T" << 0.0;
        QTest::newRow("unit only") << "T" << 0.0;
        QTest::newRow("junk") << "12X" << 0.0;
        QTest::newRow("nan") << "nan" << 0.0;
        QTest::newRow("huge") << "1e30" << 0.0;
        QTest::newRow("empty") << "" << 0.0;
    }
    void tokenCounts()
    {
        QFETCH(QString, text);
        QFETCH(double, tokens);
        const auto n = parseTokenCount(text.toStdString());
        if (tokens == 0)
            QVERIFY2(!n, qPrintable(text));
        else {
            QVERIFY2(n, qPrintable(text));
            QCOMPARE(*n, tokens);
        }
    }

    void arithmeticOnARealEstimate()
    {
        Scenario sc = scenario64();
        sc.training.budget.train_tokens = 2e12;
        sc.training.budget.device_hour_price = 2.5;
        sc.training.budget.currency = "EUR";
        Strategy s;
        s.tp = 8;
        s.pp = 2;
        s.dp = 4;
        const Profile p = defaultProfile();
        const Estimate e = evaluate(sc, s, p);
        QVERIFY(e.valid && e.tokens_per_s > 0);
        const auto t = timeToTrain(e, sc, p);
        QVERIFY(t);
        const double seconds = 2e12 / e.tokens_per_s;
        QVERIFY(near(t->days, seconds / 86400));
        QVERIFY(near(t->device_hours, seconds / 3600 * 64));
        QVERIFY(t->cost);
        QVERIFY(near(*t->cost, seconds / 3600 * 64 * 2.5));
        QCOMPARE(t->currency, std::string("EUR"));
        // Energy: 64 × 700 W × PUE 1.2 over the run, in MWh.
        QVERIFY(t->energy_mwh);
        QVERIFY(near(*t->energy_mwh, 64 * 700.0 * 1.2 * seconds / 3.6e9));
        QCOMPARE(t->pue, kDefaultPue);
        // The error bar of tokens/s carries through: faster ↔ fewer days.
        const Range r = uncertaintyFor(e, p).tokens_per_s;
        QVERIFY(near(t->days_low, 2e12 / r.high / 86400));
        QVERIFY(near(t->days_high, 2e12 / r.low / 86400));
        QVERIFY(t->days_low < t->days && t->days < t->days_high);
        QVERIFY(*t->cost_low < *t->cost && *t->cost < *t->cost_high);

        // A given device power and PUE replace the TDP and the default.
        sc.training.budget.device_power_w = 500;
        sc.training.budget.pue = 1.5;
        const auto capped = timeToTrain(e, sc, p);
        QVERIFY(near(*capped->energy_mwh, 64 * 500.0 * 1.5 * seconds / 3.6e9));
        QCOMPARE(capped->days, t->days);  // energy only: a cap's slowdown is not modelled
    }

    void unsetWithoutTokensPriceOrPower()
    {
        Scenario sc = scenario64();
        Strategy s;
        s.tp = 8;
        s.pp = 2;
        s.dp = 4;
        const Profile p = defaultProfile();
        const Estimate e = evaluate(sc, s, p);
        QVERIFY(!timeToTrain(e, sc, p));  // no tokens asked
        sc.training.budget.train_tokens = 1e12;
        sc.cluster.device.tdp_w = 0;
        const auto t = timeToTrain(e, sc, p);
        QVERIFY(t);
        QVERIFY(!t->cost);        // no price
        QVERIFY(!t->energy_mwh);  // no power known
        Estimate invalid = e;
        invalid.valid = false;
        QVERIFY(!timeToTrain(invalid, sc, p));
    }

    void budgetRoundTripsThroughScenarioFiles()
    {
        auto cat = Catalog::loadBuiltin();
        QVERIFY(cat.ok());
        ScenarioFile in = defaultScenarioFile(*cat);
        in.scenario.training.budget.train_tokens = 15e12;
        in.scenario.training.budget.device_hour_price = 2.25;
        in.scenario.training.budget.currency = "CNY";
        in.scenario.training.budget.pue = 1.4;
        in.scenario.training.budget.device_power_w = 600;
        const std::string text = scenarioFileToJson(in);
        auto back = parseScenarioFile(text, *cat, "budget.psa.json");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message().c_str());
        const TrainingBudget& b = back->scenario.training.budget;
        QCOMPARE(b.train_tokens, 15e12);
        QCOMPARE(b.device_hour_price, 2.25);
        QCOMPARE(b.currency, std::string("CNY"));
        QCOMPARE(b.pue, 1.4);
        QCOMPARE(b.device_power_w, 600.0);
        QCOMPARE(scenarioFileToJson(*back), text);
        // A PUE below 1 is refused, naming the field.
        std::string bad = text;
        const auto at = bad.find("\"pue\": 1.4");
        QVERIFY(at != std::string::npos);
        bad.replace(at, 10, "\"pue\": 0.5");
        auto refused = parseScenarioFile(bad, *cat, "bad.psa.json");
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message().find("pue") != std::string::npos, refused.error().message().c_str());
    }
};

QTEST_APPLESS_MAIN(TestTimeToTrain)
#include "tst_time_to_train.moc"

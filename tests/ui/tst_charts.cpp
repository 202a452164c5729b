// Offscreen tests of the chart features of issues 4 and 6, on the real main window: error bars
// (memory whiskers, overview cards, Pareto tooltip), Pareto colour-by, compare overlays. Every
// expected value comes from a direct core call.
#include <QBarSet>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <set>

#include "calibration/validation.h"
#include "catalog/catalog.h"
#include "charts/bubble_chart.h"
#include "charts/comm_chart.h"
#include "charts/error_bars_item.h"
#include "charts/memory_chart.h"
#include "charts/palette.h"
#include "charts/pareto_chart.h"
#include "cost/evaluate.h"
#include "forms/plan_input.h"
#include "views/compare_view.h"
#include "views/format.h"
#include "views/main_window.h"
#include "views/overview_view.h"

using namespace psa;
using namespace psa::ui;

namespace {
constexpr int kTimeoutMs = 180000;  // CI is a loaded 2-core machine
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

bool waitSettled(MainWindow& w)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < kTimeoutMs) {
        QTest::qWait(20);
        const auto& out = w.output();
        if (out && out->generation == w.controller()->generation() && !w.controller()->isPending() && !w.isStale())
            return true;
    }
    return false;
}

MainWindowOptions testOptions()
{
    MainWindowOptions o;
    o.restoreSession = false;
    o.debounceMs = 30;
    return o;
}

Estimate estimateOf(const MainWindow& w, int candidate)
{
    const Candidate& c = w.output()->result.candidates[static_cast<size_t>(candidate)];
    return evaluate(scenarioFor(w.output()->request.scenario, c), c.strategy, w.controller()->profile());
}

bool near(double a, double b, double rel = 1e-9) { return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b)); }
}  // namespace

class TstCharts : public QObject {
    Q_OBJECT
    Catalog catalog_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        auto c = Catalog::loadBuiltin();
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message().c_str());
        catalog_ = *c;
    }

    void errorBars()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        const Profile& pr = w.controller()->profile();
        QVERIFY(pr.memory_error_p50 > 0 && pr.throughput_error_p50 > 0);
        const Estimate best = estimateOf(w, 0);
        const EstimateUncertainty u = uncertaintyFor(best, pr);
        QVERIFY(u.mfu.high > u.mfu.low);

        // Overview cards: value ± the core's half-width, and the verdict with the risk threshold.
        QCOMPARE(w.overview()->cardValue(QStringLiteral("mfu")), formatPercentPm(best.mfu, u.mfu.halfWidth()));
        QCOMPARE(w.overview()->cardValue(QStringLiteral("tokens")), formatTokensPm(best.tokens_per_s, u.tokens_per_s.halfWidth()));
        QVERIFY(w.overview()->cardValue(QStringLiteral("memory")).startsWith(formatGiBPm(best.memory.total(), u.memory_bytes.halfWidth())));
        QVERIFY(w.overview()->cardValue(QStringLiteral("mfu")).contains(QStringLiteral("±")));
        QCOMPARE(w.overview()->cardDetail(QStringLiteral("memory")).section(QStringLiteral(" · "), 0, 0), memoryVerdictText(u));
        QVERIFY(memoryVerdictText(u).contains(formatPercent(pr.memory_error_p90, 0)));

        // Memory chart: one whisker per bar, spanning the core's memory range of that strategy.
        const auto& bars = w.memoryChart()->errorBars()->bars();
        QCOMPARE(static_cast<int>(bars.size()), w.memoryChart()->categories().size());
        QCOMPARE(bars[0].x, 0.0);
        QVERIFY(near(bars[0].low, u.memory_bytes.low / kGiB));
        QVERIFY(near(bars[0].high, u.memory_bytes.high / kGiB));
        QVERIFY(bars[0].low < best.memory.total() / kGiB && best.memory.total() / kGiB < bars[0].high);

        // Pareto tooltip of the best candidate carries the same ± as the cards.
        const QString tip = w.paretoChart()->tooltipText(0);
        QVERIFY2(tip.contains(formatPercentPm(best.mfu, u.mfu.halfWidth())), qPrintable(tip));
        QVERIFY2(tip.contains(formatTokensPm(best.tokens_per_s, u.tokens_per_s.halfWidth())), qPrintable(tip));
    }

    // The verdict follows the core's classification at the p90 threshold.
    void memoryVerdicts()
    {
        Estimate e;
        e.valid = true;
        e.capacity_bytes = 100;
        e.memory.params = 80;  // 20 % headroom
        Profile p;
        p.memory_error_p90 = 0.1;
        QCOMPARE(static_cast<int>(uncertaintyFor(e, p).verdict), static_cast<int>(MemoryVerdict::Fits));
        QVERIFY(memoryVerdictText(uncertaintyFor(e, p)).startsWith(QStringLiteral("fits with 20 % headroom")));
        p.memory_error_p90 = 0.3;
        QCOMPARE(static_cast<int>(uncertaintyFor(e, p).verdict), static_cast<int>(MemoryVerdict::Risky));
        QVERIFY(memoryVerdictText(uncertaintyFor(e, p)).contains(QStringLiteral("30 %")));
        e.memory.params = 120;
        QCOMPARE(static_cast<int>(uncertaintyFor(e, p).verdict), static_cast<int>(MemoryVerdict::DoesNotFit));
        QCOMPARE(uncertaintyFor(e, p).overflow_bytes, 20.0);
    }
};

QTEST_MAIN(TstCharts)
#include "tst_charts.moc"

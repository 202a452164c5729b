// Offscreen tests of the chart features of issues 4 and 6, on the real main window: error bars
// (memory whiskers, overview cards, Pareto tooltip), Pareto colour-by, compare overlays. Every
// expected value comes from a direct core call.
#include <QBarSet>
#include <QComboBox>
#include <QTableWidget>
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
#include "charts/compare_charts.h"
#include "charts/error_bars_item.h"
#include "charts/memory_chart.h"
#include "charts/palette.h"
#include "charts/pareto_chart.h"
#include "cost/evaluate.h"
#include "cost/pipeline.h"
#include "forms/plan_input.h"
#include "views/compare_view.h"
#include "views/format.h"
#include "views/main_window.h"
#include "window_helpers.h"
#include "views/overview_view.h"
#include "views/pipeline_timeline.h"

using namespace psa;
using namespace psa::ui;
using psa::test::testOptions;
using psa::test::waitSettled;

namespace {
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

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
        const double headroom = w.output()->request.constraints.memory_headroom;
        const QString verdict = memoryClassText(memoryClass(best, headroom, pr), best.memory.total(), best.capacity_bytes, headroom, pr.memory_error_p90);
        QCOMPARE(w.overview()->cardDetail(QStringLiteral("memory")).section(QStringLiteral(" · "), 0, 0), verdict);
        QVERIFY(verdict.contains(formatPercent(pr.memory_error_p90, 0)));

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

    void legendMovesAsideWhenTooLong()
    {
        // Qt's legend does not wrap: a row longer than the chart loses entries, so the legend moves
        // beside the plot when its entries do not fit under it, and back when they do.
        MemoryChart chart;
        chart.setBars({}, 80 * kGiB, 72 * kGiB);
        chart.resize(1400, 420);
        chart.show();
        QTest::qWait(20);
        QCOMPARE(chart.chart()->legend()->alignment(), Qt::AlignBottom);
        chart.resize(420, 420);
        QTest::qWait(20);
        QCOMPARE(chart.chart()->legend()->alignment(), Qt::AlignRight);
        chart.resize(1400, 420);
        QTest::qWait(20);
        QCOMPARE(chart.chart()->legend()->alignment(), Qt::AlignBottom);
    }

    void paretoColourBy()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        ParetoChart* pc = w.paretoChart();
        w.tabs()->setCurrentWidget(pc);  // legend markers report visible only on a shown chart
        QTest::qWait(50);
        const auto& cs = w.output()->result.candidates;
        QCOMPARE(pc->colourBy(), ColourBy::Fit);
        QVERIFY(pc->categorySeries(0) == nullptr);  // nothing built until a dimension is chosen
        const int plottedByFit = pc->fittingSeries()->count() + pc->notFittingSeries()->count();

        // Through the combo, as a user would.
        QComboBox* box = pc->colourByBox();
        box->setCurrentIndex(box->findText(QStringLiteral("pp")));
        QCOMPARE(pc->colourBy(), ColourBy::PP);
        QTest::qWait(50);  // the legend lays its markers out on the next pass
        QCOMPARE(pc->fittingSeries()->count(), 0);
        QCOMPARE(pc->notFittingSeries()->count(), 0);
        std::set<int> bucketsInResult;
        for (const Candidate& c : cs)
            bucketsInResult.insert(palette::degreeBucket(c.strategy.pp));
        QVERIFY(bucketsInResult.size() >= 3);  // the default scenario searches several pipeline depths
        int plotted = 0, nonEmpty = 0;
        std::vector<QScatterSeries*> built;
        for (int k = 0; k < ParetoChart::kCategorySeries; ++k) {
            QScatterSeries* s = pc->categorySeries(k);
            QVERIFY(s);
            built.push_back(s);
            const auto& idx = pc->categoryIndices(k);
            QCOMPARE(s->count(), static_cast<int>(idx.size()));
            plotted += s->count();
            // Every point of series k is a candidate whose pp falls in bucket k, at its (memory, tokens/s).
            for (int j = 0; j < s->count(); ++j) {
                const Candidate& c = cs[static_cast<size_t>(idx[static_cast<size_t>(j)])];
                QCOMPARE(palette::degreeBucket(c.strategy.pp), k);
                QCOMPARE(s->at(j), QPointF(toGiB(c.memory_bytes), c.tokens_per_s / 1e6));
            }
            if (s->count() == 0)
                continue;
            ++nonEmpty;
            QCOMPARE(s->color().rgb(), palette::degree(k).rgb());
            QVERIFY2(s->name().startsWith(QStringLiteral("pp = ")), qPrintable(s->name()));
            const auto markers = pc->chart()->legend()->markers(s);
            QVERIFY(!markers.isEmpty() && markers.front()->isVisible());
        }
        QCOMPARE(nonEmpty, static_cast<int>(bucketsInResult.size()));
        // Thinning per series: small categories are complete, large ones keep ~kMaxPointsPerSeries, and
        // every Pareto-front candidate is drawn whatever its category.
        std::set<int> drawn;
        for (int k = 0; k < ParetoChart::kCategorySeries; ++k) {
            const auto n = std::count_if(cs.begin(), cs.end(), [k](const Candidate& c) { return palette::degreeBucket(c.strategy.pp) == k; });
            const int shown = pc->categorySeries(k)->count();
            if (n <= ParetoChart::kMaxPointsPerSeries)
                QCOMPARE(shown, static_cast<int>(n));
            else
                QVERIFY(shown >= ParetoChart::kMaxPointsPerSeries / 2 && shown < n);
            drawn.insert(pc->categoryIndices(k).begin(), pc->categoryIndices(k).end());
        }
        for (size_t i = 0; i < cs.size(); ++i)
            if (cs[i].pareto)
                QVERIFY(drawn.count(static_cast<int>(i)));
        QCOMPARE(static_cast<int>(drawn.size()), plotted);
        QVERIFY(!pc->chart()->legend()->markers(pc->fittingSeries()).front()->isVisible());

        // Schedules take the bubble chart's colours; strategies without a pipeline are grey.
        pc->setColourBy(ColourBy::Schedule);
        QCOMPARE(box->currentText(), QStringLiteral("schedule"));
        int withSchedule = 0;
        for (int k = 0; k < ParetoChart::kCategorySeries; ++k) {
            QScatterSeries* s = pc->categorySeries(k);
            QCOMPARE(s, built[static_cast<size_t>(k)]);  // reused, not re-created
            for (int i : pc->categoryIndices(k)) {
                const Strategy& st = cs[static_cast<size_t>(i)].strategy;
                QCOMPARE(st.pp > 1 ? static_cast<int>(st.schedule) : ParetoChart::kCategorySeries - 1, k);
            }
            if (s->count() > 0 && k < ParetoChart::kCategorySeries - 1) {
                ++withSchedule;
                QCOMPARE(s->color().rgb(), palette::schedule(static_cast<Schedule>(k)).rgb());
                QCOMPARE(s->color().rgb(), w.bubbleChart()->series(static_cast<Schedule>(k))->color().rgb());
            }
        }
        QVERIFY(withSchedule >= 2);

        // A new run keeps the colouring and the series.
        const int seriesCount = static_cast<int>(pc->chart()->series().size());
        w.runNow();
        QVERIFY(waitSettled(w));
        QCOMPARE(pc->colourBy(), ColourBy::Schedule);
        QCOMPARE(static_cast<int>(pc->chart()->series().size()), seriesCount);
        QCOMPARE(pc->categorySeries(0), built[0]);

        // Back to fit: the category series empty out and leave the legend.
        pc->setColourBy(ColourBy::Fit);
        QCOMPARE(pc->fittingSeries()->count() + pc->notFittingSeries()->count(), plottedByFit);
        for (int k = 0; k < ParetoChart::kCategorySeries; ++k)
            QCOMPARE(pc->categorySeries(k)->count(), 0);
    }

    void compareOverlays()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        const auto& cs = w.output()->result.candidates;
        // Two pinned strategies with different pipelines, so that the curves differ.
        int second = -1;
        for (size_t i = 1; i < cs.size() && second < 0; ++i)
            if (cs[i].fits && (cs[i].strategy.pp != cs[0].strategy.pp || cs[i].strategy.schedule != cs[0].strategy.schedule))
                second = static_cast<int>(i);
        QVERIFY(second > 0);
        w.pinCandidate(0);
        w.pinCandidate(second);
        QVERIFY(w.waitForDetails(psa::test::kWindowTimeoutMs));
        CompareView* cv = w.compareView();
        QCOMPARE(cv->commChart()->strategyCount(), 2);
        QCOMPARE(cv->bubbleChart()->strategyCount(), 2);
        const int pins[] = {0, second};
        for (int k = 0; k < 2; ++k) {
            const Estimate e = estimateOf(w, pins[k]);
            // Communication: one bar per dimension, the exposed time the core computed.
            QBarSet* set = cv->commChart()->set(k);
            QCOMPARE(set->count(), static_cast<int>(kCommDims.size()));
            for (CommDim d : kCommDims)
                QCOMPARE(set->at(static_cast<int>(d)), e.commFor(d).exposed_s);
            QCOMPARE(set->label(), cv->table()->horizontalHeaderItem(k)->text().section(QLatin1Char('\n'), 0, 0));  // the key, A or B
            QCOMPARE(set->color().rgb(), palette::pinnedSeries(k).rgb());
            // Bubble: the marker is the estimate, the curve the core's formula for its schedule.
            QScatterSeries* m = cv->bubbleChart()->marker(k);
            QCOMPARE(m->count(), 1);
            QCOMPARE(m->at(0), QPointF(e.micro_batches, e.bubble_ratio));
            const QLineSeries* curve = cv->bubbleChart()->curve(k);
            QVERIFY(curve->count() > 10);
            for (const QPointF& pt : curve->points())
                QCOMPARE(pt.y(), bubbleRatio(e.strategy.schedule, e.strategy.pp, int(pt.x()), e.strategy.vpp));
        }
        QCOMPARE(cv->bubbleChart()->curve(0)->color().rgb(), palette::pinnedSeries(0).rgb());

        // Unpinning reuses the series: one bar set and one curve stay, the other curve empties.
        QLineSeries* firstCurve = cv->bubbleChart()->curve(0);
        w.unpin(1);
        QVERIFY(w.waitForDetails(psa::test::kWindowTimeoutMs));
        QCOMPARE(cv->commChart()->strategyCount(), 1);
        QCOMPARE(cv->bubbleChart()->strategyCount(), 1);
        QCOMPARE(cv->bubbleChart()->curve(0), firstCurve);
        QCOMPARE(cv->bubbleChart()->curve(1)->count(), 0);
        w.pinCandidate(second);
        QVERIFY(w.waitForDetails(psa::test::kWindowTimeoutMs));
        QVERIFY(cv->bubbleChart()->curve(1)->count() > 0);

        if (const QString shots = qEnvironmentVariable("PSA_SCREENSHOT_DIR"); !shots.isEmpty()) {
            w.tabs()->setCurrentWidget(cv);
            for (int t = 0; t < cv->chartTabs()->count(); ++t) {
                cv->chartTabs()->setCurrentIndex(t);
                QTest::qWait(100);
                QVERIFY(w.grab().save(QStringLiteral("%1/compare-%2.png").arg(shots).arg(t)));
            }
        }
    }

    // The Pipeline tab draws the core's timeline of the selected strategy, with its schedule and chunks.
    void pipelineTimeline()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        const auto& cs = w.output()->result.candidates;
        for (Schedule s : {Schedule::Interleaved, Schedule::ZBV, Schedule::OneFOneB}) {
            auto it = std::find_if(cs.begin(), cs.end(), [s](const Candidate& c) { return c.strategy.pp > 1 && c.strategy.schedule == s; });
            if (it == cs.end())
                continue;
            w.selectCandidate(static_cast<int>(it - cs.begin()));
            QVERIFY(w.waitForDetails(psa::test::kWindowTimeoutMs));
            const Estimate e = estimateOf(w, static_cast<int>(it - cs.begin()));
            const ScheduleTimeline& shown = w.timeline()->timeline();
            QCOMPARE(static_cast<int>(shown.schedule), static_cast<int>(s));
            QCOMPARE(shown.stages, std::min(e.strategy.pp, PipelineTimeline::kMaxSimulatedStages));
            QVERIFY(shown.micro_batches <= e.micro_batches);
            const ScheduleTimeline direct = buildScheduleTimeline(s, shown.stages, shown.micro_batches, e.strategy.vpp);
            QCOMPARE(shown.blocks.size(), direct.blocks.size());
            QCOMPARE(shown.makespan, direct.makespan);
            QCOMPARE(shown.chunks, s == Schedule::Interleaved ? e.strategy.vpp : s == Schedule::ZBV ? 2 : 1);
            QVERIFY2(w.timeline()->title().contains(formatPercent(direct.bubbleRatio())), qPrintable(w.timeline()->title()));
        }
        if (const QString shots = qEnvironmentVariable("PSA_SCREENSHOT_DIR"); !shots.isEmpty())
            for (Schedule s : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved, Schedule::ZBH1, Schedule::ZBV, Schedule::DualPipe}) {
                PipelineTimeline t;
                t.resize(1000, 240);
                t.setSchedule(s, 4, 8, 2);
                QVERIFY(t.grab().save(QStringLiteral("%1/timeline-%2.png").arg(shots, QString::fromLatin1(toString(s)))));
            }
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
        QCOMPARE(memoryClass(e, 0.1, p), MemoryClass::Fits);
        QVERIFY(memoryClassText(MemoryClass::Fits, 80, 100, 0.1, p.memory_error_p90).startsWith(QStringLiteral("fits with 20 % headroom")));
        p.memory_error_p90 = 0.3;
        QCOMPARE(static_cast<int>(uncertaintyFor(e, p).verdict), static_cast<int>(MemoryVerdict::Risky));
        QCOMPARE(memoryClass(e, 0.1, p), MemoryClass::Risky);
        QVERIFY(memoryClassText(MemoryClass::Risky, 80, 100, 0.1, p.memory_error_p90).contains(QStringLiteral("30 %")));
        // Between the usable memory (capacity less the headroom) and the capacity: does not fit, the same
        // class as the search's; a published recipe (uncertaintyFor: no headroom) that ran there fits.
        e.memory.params = 95;
        QCOMPARE(memoryClass(e, 0.1, p), MemoryClass::DoesNotFit);
        QCOMPARE(static_cast<int>(uncertaintyFor(e, p).verdict), static_cast<int>(MemoryVerdict::Risky));
        e.memory.params = 120;
        QCOMPARE(static_cast<int>(uncertaintyFor(e, p).verdict), static_cast<int>(MemoryVerdict::DoesNotFit));
        QCOMPARE(uncertaintyFor(e, p).overflow_bytes, 20.0);
    }
};

QTEST_MAIN(TstCharts)
#include "tst_charts.moc"

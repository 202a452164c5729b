// Issue 15: the application as a planner uses it, driven through the real widgets (offscreen): the
// usage queries typed in a row give what `psa analyze` gives, the device slider moves over valid counts,
// a slow search shows that the views are stale and the fastest layout so far, one memory verdict, the
// candidates table at 1280 px, the elided status echo, and the small items (redo keys, undo texts, the
// user guide, suggested file names, round ticks, the Code tab's framework).
#include "catalog/catalog.h"
#include "charts/bubble_chart.h"
#include "charts/memory_chart.h"
#include "charts/palette.h"
#include "charts/pareto_chart.h"
#include "cli_runner.h"
#include "cost/evaluate.h"
#include "dialogs/user_guide_dialog.h"
#include "forms/forms.h"
#include "models/candidate_table_model.h"
#include "search/search.h"
#include "spec/framework.h"
#include "views/code_view.h"
#include "views/format.h"
#include "views/frozen_column_table.h"
#include "views/main_window.h"
#include "views/no_layout_panel.h"
#include "views/overview_view.h"
#include "views/status_echo.h"
#include "views/update_indicator.h"
#include "window_helpers.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QGraphicsEffect>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>
#include <QScatterSeries>
#include <QValueAxis>

using namespace psa;
using namespace psa::ui;
using psa::test::runPsa;
using psa::test::testOptions;
using psa::test::waitSettled;

namespace {

// Types the sentence into the query line and presses Enter, as a user does.
void typeQuery(MainWindow& w, const QString& text)
{
    QLineEdit* q = w.queryEdit();
    q->setFocus();
    q->selectAll();
    QTest::keyClick(q, Qt::Key_Backspace);
    QTest::keyClicks(q, text);
    QTest::keyClick(q, Qt::Key_Return);
}

QJsonObject psaJson(const QStringList& args)
{
    const auto r = runPsa(args);
    if (r.code != 0)
        qWarning("psa %s: exit %d\n%s", qPrintable(args.join(QLatin1Char(' '))), r.code, qPrintable(r.err));
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

QValueAxis* valueAxis(QChartView* v, Qt::Orientation o)
{
    const auto axes = v->chart()->axes(o);
    for (QAbstractAxis* a : axes)
        if (auto* va = qobject_cast<QValueAxis*>(a); va && va->isVisible())
            return va;
    return nullptr;
}

// The tick labels a value axis draws (QValueAxis's own format, evenly spaced ticks).
QStringList tickLabels(QValueAxis* a)
{
    QStringList out;
    const int n = a->tickCount();
    for (int i = 0; i < n; ++i) {
        const double v = a->min() + (a->max() - a->min()) * i / (n - 1);
        out << QString::asprintf(a->labelFormat().toLatin1().constData(), v);
    }
    return out;
}

} // namespace

class TstPlannerPath : public QObject {
    Q_OBJECT
    Catalog catalog_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        auto c = Catalog::loadBuiltin();
        QVERIFY(c.ok());
        catalog_ = *c;
    }

    // Item 1: the origin document's five usage lines typed in a row; each gives the scenario and result of
    // `psa analyze "<sentence>"`, whatever the previous query set.
    void usageLinesInARowMatchTheCli()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        const QStringList analyze = { QStringLiteral("Analyze strategy for a 70B LLaMA model on 64 Ascend A2 NPUs"),
            QStringLiteral("13B model, 8× A100 80GB, sequence length 8192, batch size 512"),
            QStringLiteral("Mixtral 8x7B on 32 H100, seq_len 4096") };
        for (const QString& sentence : analyze) {
            typeQuery(w, sentence);
            QVERIFY(waitSettled(w));
            const QJsonObject cli
                = psaJson({ QStringLiteral("analyze"), sentence, QStringLiteral("--format"), QStringLiteral("json") });
            const QJsonObject s = cli.value(QStringLiteral("scenario")).toObject();
            const Scenario& gui = w.output()->request.scenario;
            QCOMPARE(QString::fromStdString(gui.model.id), s.value(QStringLiteral("model")).toString());
            QCOMPARE(QString::fromStdString(gui.cluster.device.id), s.value(QStringLiteral("device")).toString());
            QCOMPARE(gui.cluster.num_devices, s.value(QStringLiteral("devices")).toInt());
            QCOMPARE(gui.training.seq_len, s.value(QStringLiteral("seq_len")).toInteger());
            QCOMPARE(gui.training.global_batch, s.value(QStringLiteral("global_batch")).toInteger());
            QCOMPARE(QString::fromLatin1(toString(frameworkOf(gui))), s.value(QStringLiteral("framework")).toString());
            const Candidate* best = w.output()->result.best();
            QVERIFY(best);
            const QJsonObject rec = cli.value(QStringLiteral("recommended")).toObject();
            const QJsonObject par = rec.value(QStringLiteral("parallel")).toObject();
            QCOMPARE(best->strategy.dp, par.value(QStringLiteral("dp")).toInt());
            QCOMPARE(best->strategy.tp, par.value(QStringLiteral("tp")).toInt());
            QCOMPARE(best->strategy.pp, par.value(QStringLiteral("pp")).toInt());
            QCOMPARE(best->strategy.zero, par.value(QStringLiteral("zero")).toInt());
            QCOMPARE(best->tokens_per_s, rec.value(QStringLiteral("tokens_per_s")).toDouble());
            // Ranked and shown with the held-out error of runs like this one (±24 % on Ascend, the overall ± for the
            // dense A100 and coarse-MoE H100 lines), as the CLI does.
            const double band = cli.value(QStringLiteral("ranking")).toObject().value(QStringLiteral("tie_band")).toDouble();
            QCOMPARE(w.output()->result.stats.tie_band, band);
            QCOMPARE(w.output()->profile.throughput_error_p50, band);
            if (gui.cluster.device.vendor == "Huawei")
                QVERIFY2(band > 2 * w.controller()->profile().throughput_error_p50, qPrintable(QString::number(band)));
        }
        // The Mixtral query did not inherit the 13B query's batch 512, and the echo says the batch is the default.
        QCOMPARE(w.planInput().scenario.training.global_batch, 1024LL);
        QVERIFY2(w.statusEcho()->message().contains(QStringLiteral("global_batch: 1024 (default)")),
            qPrintable(w.statusEcho()->message()));
        QVERIFY(w.statusEcho()->message().startsWith(QStringLiteral("Understood: intent: analyze, model: Mixtral")));

        // Diagnose: on all 16 devices the user has, as psa diagnose does (issue 16); DP=8 covers 8 of them.
        const QString diagnose = QStringLiteral("Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768");
        typeQuery(w, diagnose);
        QVERIFY(waitSettled(w));
        const QJsonObject d
            = psaJson({ QStringLiteral("analyze"), diagnose, QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(w.planInput().scenario.cluster.num_devices, d.value(QStringLiteral("devices")).toInt());
        QCOMPARE(d.value(QStringLiteral("current_devices")).toInt(), 8);
        QCOMPARE(w.planInput().scenario.training.seq_len, 32768LL);
        const Estimate current = evaluate(w.output()->request.scenario, w.pinned().at(0).first, w.output()->profile);
        QCOMPARE(current.fits, d.value(QStringLiteral("current")).toObject().value(QStringLiteral("fits")).toBool());

        // Compare: back at sequence 4,096 and batch 1,024 (nothing left from the OOM query): both fit, as in the CLI.
        const QString compare = QStringLiteral("Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s");
        typeQuery(w, compare);
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.seq_len, 4096LL);
        QCOMPARE(w.planInput().scenario.training.global_batch, 1024LL);
        const QJsonArray cs
            = psaJson({ QStringLiteral("analyze"), compare, QStringLiteral("--format"), QStringLiteral("json") })
                  .value(QStringLiteral("strategies"))
                  .toArray();
        QCOMPARE(cs.size(), 2);
        QCOMPARE(w.pinned().size(), size_t(2));
        for (int i = 0; i < 2; ++i) {
            const Estimate e = evaluate(w.output()->request.scenario, w.pinned()[size_t(i)].first, w.output()->profile);
            QCOMPARE(e.fits, cs[i].toObject().value(QStringLiteral("fits")).toBool());
            QVERIFY(e.fits);
        }
        // A query that names no model leaves the scenario as it was and says why.
        const PlanInput before = w.planInput();
        typeQuery(w, QStringLiteral("on 128 H100"));
        QCOMPARE(w.planInput().scenario.cluster.num_devices, before.scenario.cluster.num_devices);
        QVERIFY(w.statusEcho()->message().contains(QStringLiteral("could not tell the model")));
    }

    // Item 2: a typed count without a valid layout says why (the core's rules) and offers the CLI's nearest
    // counts as buttons; the slider then moves over valid counts and the arrow keys come back to the start.
    void deviceSliderOverValidCounts()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        QSpinBox* count = w.hardwareForm()->countSpin();
        count->setValue(136);
        QVERIFY(waitSettled(w));
        NoLayoutPanel* panel = w.overview()->noLayoutPanel();
        QVERIFY(panel->isVisibleTo(w.overview()));
        QVERIFY2(panel->reasonText().contains(QStringLiteral("divisible")), qPrintable(panel->reasonText()));
        QCOMPARE(w.overview()->cardValue(QStringLiteral("strategy")), QStringLiteral("No valid layout"));
        const QJsonObject cli = psaJson({ QStringLiteral("analyze"), QStringLiteral("--model"),
            QStringLiteral("llama2-70b"), QStringLiteral("--device"), QStringLiteral("h100"),
            QStringLiteral("--devices"), QStringLiteral("136"), QStringLiteral("--format"), QStringLiteral("json") });
        QList<int> expected;
        for (const auto& v :
            cli.value(QStringLiteral("no_solution")).toObject().value(QStringLiteral("nearby_device_counts")).toArray())
            expected << v.toInt();
        QVERIFY(!expected.isEmpty());
        QCOMPARE(panel->offeredCounts(), expected);
        auto* button = panel->findChild<QPushButton*>(QStringLiteral("nearbyCount_%1").arg(expected.front()));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(waitSettled(w));
        QCOMPARE(w.output()->request.scenario.cluster.num_devices, expected.front());
        QVERIFY(!w.output()->result.candidates.empty());
        QVERIFY(!panel->isVisibleTo(w.overview()));

        // Arrow keys: three steps up, three down, back where they started; every stop has valid layouts.
        count->setValue(2048);
        QVERIFY(waitSettled(w));
        QSlider* slider = w.hardwareForm()->countSlider();
        slider->setFocus();
        std::vector<int> path { 2048 };
        for (Qt::Key key : { Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Left, Qt::Key_Left, Qt::Key_Left }) {
            QTest::keyClick(slider, key);
            path.push_back(count->value());
            QVERIFY(waitSettled(w));
            QVERIFY2(!w.output()->result.candidates.empty(), qPrintable(QString::number(count->value())));
        }
        QVERIFY(path[1] > path[0] && path[2] > path[1] && path[3] > path[2]);
        QCOMPARE(path[4], path[2]);
        QCOMPARE(path[5], path[1]);
        QCOMPARE(path[6], 2048);
        // Dragging: every position lands on a count with valid layouts.
        for (int pos : { 120, 380, 560, 700, 820 }) {
            slider->setValue(pos);
            QVERIFY(waitSettled(w));
            QVERIFY2(!w.output()->result.candidates.empty(), qPrintable(QString::number(count->value())));
        }
    }

    // Item 3: a search longer than ~100 ms dims the views and says what it found so far; the result clears it.
    // The delay is set to 0 here: how long the search takes depends on the machine, the mark must not.
    void slowSearchShowsStaleAndPartial()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        typeQuery(w, QStringLiteral("DeepSeek-V3 on 2048 H800, batch size 15360"));
        QVERIFY(waitSettled(w));
        UpdateIndicator* ind = w.updateIndicator();
        ind->setDelayMs(0);
        // Every marked run is cleared once when its result arrives: the count does not depend on when the test
        // happens to look (a fast search can be marked and cleared between two polls).
        QSignalSpy cleared(ind, &UpdateIndicator::cleared);
        auto* banner = w.findChild<QLabel*>(QStringLiteral("updatingBanner"));
        QVERIFY(banner);
        int shown = 0;
        for (int seq : { 8192, 16384 }) { // slider after slider
            w.trainingForm()->seqSpin()->setValue(seq);
            QTRY_VERIFY_WITH_TIMEOUT(ind->isShowing()
                    || (w.output()->request.scenario.training.seq_len == seq && !w.controller()->isRunning()),
                60000);
            if (ind->isShowing()) {
                ++shown;
                QVERIFY(banner->isVisible());
                QVERIFY(w.tabs()->graphicsEffect() != nullptr);
                QVERIFY(banner->text().startsWith(QStringLiteral("Updating…")));
                QTRY_VERIFY_WITH_TIMEOUT(ind->fastestSoFar().has_value() || !ind->isShowing(), 60000);
                if (ind->isShowing())
                    QVERIFY2(banner->text().contains(shortStrategy(ind->fastestSoFar()->strategy)),
                        qPrintable(banner->text()));
            }
            QVERIFY(waitSettled(w));
            QVERIFY(!ind->isShowing());
            QVERIFY(!banner->isVisible());
            QVERIFY(w.tabs()->graphicsEffect() == nullptr);
            // The last "so far" report is the result's fastest fitting layout.
            if (ind->fastestSoFar()) {
                double fastest = 0;
                for (const Candidate& c : w.output()->result.candidates)
                    if (c.fits)
                        fastest = std::max(fastest, c.tokens_per_s);
                QCOMPARE(ind->fastestSoFar()->tokens_per_s, fastest);
            }
        }
        QCOMPARE(cleared.count(), 2); // every run is marked once the delay is 0
        QVERIFY(shown <= 2);
    }

    // Items 4 and 6: the table's memory column says fits / risky / does not fit as the core classes it;
    // at 1280 px the key metrics are in view without scrolling, and the strategy stays while scrolling.
    void candidatesTableAt1280()
    {
        MainWindow w(catalog_, testOptions());
        w.resize(1280, 800);
        w.show();
        typeQuery(w, QStringLiteral("70B LLaMA on 64 H100, seq_len 8192"));
        QVERIFY(waitSettled(w));
        // No headroom: the risky band (free memory below the memory model's p90 error, 7 % since the memory model
        // was checked against measured reserved memory) lies inside the default 10 % headroom, so only without it
        // does the table show all three classes.
        w.constraintsForm()->headroom()->setValue(0);
        QVERIFY(waitSettled(w));
        w.tabs()->setCurrentIndex(1);
        QTest::qWait(50);
        auto* table = qobject_cast<FrozenColumnTableView*>(w.candidateTable());
        QVERIFY(table);
        const auto& cs = w.output()->result.candidates;
        int risky = 0, over = 0;
        for (size_t i = 0; i < cs.size(); ++i) {
            const QString shown = w.candidateModel()->index(int(i), CandidateTableModel::Fits).data().toString();
            QCOMPARE(shown, memoryClassLabel(memoryClassOf(cs[i])));
            risky += cs[i].risky;
            over += !cs[i].fits;
        }
        QVERIFY(over > 0);
        for (int c : { CandidateTableModel::Strategy, CandidateTableModel::MemoryGiB, CandidateTableModel::Fits,
                 CandidateTableModel::TokensPerS, CandidateTableModel::MFU, CandidateTableModel::StepTime }) {
            const int right = table->columnViewportPosition(c) + table->columnWidth(c);
            QVERIFY2(right <= table->viewport()->width(),
                qPrintable(
                    QStringLiteral("column %1 ends at %2 of %3").arg(c).arg(right).arg(table->viewport()->width())));
        }
        // Scrolled to the far right, the frozen view still shows rank and strategy over the first columns.
        table->horizontalScrollBar()->setValue(table->horizontalScrollBar()->maximum());
        QTableView* frozen = table->frozenView();
        QVERIFY(frozen->isVisible());
        QVERIFY(!frozen->isColumnHidden(CandidateTableModel::Strategy));
        QVERIFY(frozen->isColumnHidden(CandidateTableModel::MemoryGiB));
        QCOMPARE(frozen->columnWidth(CandidateTableModel::Strategy), table->columnWidth(CandidateTableModel::Strategy));
        QCOMPARE(frozen->model()->index(0, CandidateTableModel::Strategy).data().toString(),
            shortStrategy(cs.front().strategy));
        // The Pareto chart draws the same verdict: the fitting points of risky candidates are amber.
        QVERIFY(risky > 0);
        ParetoChart* pc = w.paretoChart();
        const auto& fittingIdx = pc->fittingIndices();
        int amber = 0;
        for (std::size_t j = 0; j < fittingIdx.size(); ++j) {
            const bool coloured = pc->fittingSeries()->pointConfiguration(int(j)).contains(QXYSeries::PointConfiguration::Color);
            QCOMPARE(coloured, cs[std::size_t(fittingIdx[j])].risky);
            amber += coloured;
        }
        QVERIFY(amber > 0);
    }

    // Item 7: the echo is elided between values, with the whole text on hover, and follows every control.
    void statusEchoElidedAndFollowsControls()
    {
        MainWindow w(catalog_, testOptions());
        w.resize(1280, 800);
        w.show();
        typeQuery(w, QStringLiteral("Mixtral 8x7B on 32 H100, seq_len 32768"));
        QVERIFY(waitSettled(w));
        StatusEcho* echo = w.statusEcho();
        QCOMPARE(echo->toolTip(), echo->message());
        const QString shown = echo->text();
        if (shown != echo->message()) {
            QVERIFY(shown.endsWith(QStringLiteral(" …")));
            const QString kept = shown.chopped(2);
            QVERIFY(echo->message().startsWith(kept));
            const QString next = echo->message().mid(kept.size());
            QVERIFY2(next.startsWith(QStringLiteral(", ")) || next.startsWith(QStringLiteral(" — ")),
                qPrintable(next)); // cut between values
        }
        QVERIFY(echo->message().contains(QStringLiteral("seq_len: 32768")));
        // A slider move updates it; then a device count.
        w.trainingForm()->seqSlider()->setValue(w.trainingForm()->seqSlider()->value() - 2);
        const long long seq = w.planInput().scenario.training.seq_len;
        QVERIFY(echo->message().contains(QStringLiteral("seq_len: %1").arg(seq)));
        QVERIFY(echo->message().startsWith(QStringLiteral("Scenario: ")));
        w.hardwareForm()->countSpin()->setValue(64);
        QVERIFY(echo->message().contains(QStringLiteral("devices: 64")));
        QVERIFY(waitSettled(w));
    }

    // The Pipeline view's bubble curves are the schedules the planned-for framework runs, query after query:
    // Megatron-LM's 1F1B and interleaved, torchtitan's zero-bubble schedules too, and back.
    void pipelineChartOffersOnlyTheFrameworksSchedules()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        BubbleChart* chart = w.bubbleChart();
        bool legendFollows = true;
        auto curves = [&] {
            unsigned shown = 0;
            for (Schedule s : psa::ui::kSchedules) {
                QLineSeries* line = chart->series(s);
                legendFollows = legendFollows && chart->chart()->legend()->markers(line).front()->isVisible() == line->isVisible();
                if (line->isVisible() && line->count() > 0)
                    shown |= 1U << static_cast<unsigned>(s);
            }
            return shown;
        };
        const unsigned megatron = frameworkFeatures(TrainingFramework::Megatron).schedules;
        const unsigned torchtitan = frameworkFeatures(TrainingFramework::TorchTitan).schedules;
        QVERIFY(!(megatron & (1U << static_cast<unsigned>(Schedule::ZBV))));
        QVERIFY(torchtitan & (1U << static_cast<unsigned>(Schedule::ZBV)));
        for (const auto& [query, expected] : std::vector<std::pair<QString, unsigned>> {
                 {QStringLiteral("LLaMA-70B on 64 H100 with Megatron"), megatron},
                 {QStringLiteral("LLaMA-70B on 64 H100 with torchtitan"), torchtitan},
                 {QStringLiteral("LLaMA-70B on 128 H100 with torchtitan"), torchtitan},
                 {QStringLiteral("LLaMA-70B on 128 H100 with Megatron"), megatron}}) {
            typeQuery(w, query);
            QVERIFY(waitSettled(w));
            const Candidate* best = w.output()->result.best();
            QVERIFY(best);
            const unsigned withPick = expected | (1U << static_cast<unsigned>(best->strategy.schedule));
            QVERIFY2(curves() == withPick, qPrintable(query));
            QVERIFY2(legendFollows, qPrintable(query));
        }
    }

    // Item 9: redo keys, undo texts, the language switch's hand-over, the user guide, file names, ticks,
    // number formats and the Code tab's framework.
    void smallItems()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(waitSettled(w));
        // Undo says what changed; Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y work in a row.
        w.trainingForm()->seqSpin()->setValue(8192);
        QCOMPARE(w.undoStack()->undoText(), QStringLiteral("Set sequence length to %1").arg(QLocale().toString(8192)));
        w.hardwareForm()->countSpin()->setValue(128);
        QCOMPARE(w.undoStack()->undoText(), QStringLiteral("Set devices to 128"));
        w.tabs()->tabBar()->setFocus(); // not a text field: those keep Ctrl+Z for their own text
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.planInput().scenario.cluster.num_devices, 64);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.planInput().scenario.training.seq_len, 4096LL);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.planInput().scenario.training.seq_len, 8192LL);
        QTest::keyClick(&w, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(w.planInput().scenario.cluster.num_devices, 128);
        QCOMPARE(w.undoStack()->redoText(), QString());
        typeQuery(w, QStringLiteral("Mixtral 8x7B on 32 H100"));
        QCOMPARE(w.undoStack()->undoText(), QStringLiteral("Query “Mixtral 8x7B on 32 H100”"));
        QVERIFY(waitSettled(w));

        // The same number on the Overview and in the status bar.
        const QString valid = QLocale().toString(w.output()->result.stats.valid);
        QVERIFY(w.findChild<QLabel*>(QStringLiteral("stats"))
                    ->text()
                    .contains(QLocale().toString(static_cast<qlonglong>(w.output()->result.candidates.size()))));
        QVERIFY(w.overview()->findChildren<QLabel*>().size() > 0);
        bool headlineHasIt = false;
        for (QLabel* l : w.overview()->findChildren<QLabel*>())
            headlineHasIt = headlineHasIt || l->text().contains(valid + QStringLiteral(" valid"));
        QVERIFY(headlineHasIt);

        // Pareto ticks on round values, distinct labels; an empty memory chart has distinct labels too.
        QValueAxis* y = valueAxis(w.paretoChart(), Qt::Vertical);
        QVERIFY(y);
        const double step = (y->max() - y->min()) / (y->tickCount() - 1);
        const double mag = std::pow(10.0, std::floor(std::log10(step)));
        const double m = step / mag;
        QVERIFY2(
            std::fabs(m - 1) < 1e-6 || std::fabs(m - 2) < 1e-6 || std::fabs(m - 2.5) < 1e-6 || std::fabs(m - 5) < 1e-6,
            qPrintable(QString::number(step)));
        const QStringList labels = tickLabels(y);
        QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
        MemoryChart empty;
        empty.setBars({}, 0, 0);
        const QStringList emptyLabels = tickLabels(valueAxis(&empty, Qt::Vertical));
        QCOMPARE(QSet<QString>(emptyLabels.begin(), emptyLabels.end()).size(), emptyLabels.size());

        // The Code tab follows the plan's framework: MindSpeed for Ascend, not PyTorch/torchrun.
        typeQuery(w, QStringLiteral("Analyze strategy for a 70B LLaMA model on 64 Ascend A2 NPUs"));
        QVERIFY(waitSettled(w));
        QCOMPARE(w.codeView()->framework(), Framework::MindSpeed);
        QVERIFY(w.codeView()->code().contains(QStringLiteral("MindSpeed-LLM (Ascend) launch script")));
        typeQuery(w, QStringLiteral("Mixtral 8x7B on 32 H100, seq_len 4096"));
        QVERIFY(waitSettled(w));
        QCOMPARE(w.codeView()->framework(), Framework::Megatron);

        // A language switch hands the query (and its echo) to the new window.
        MainWindow other(catalog_, testOptions());
        other.adoptSession(w.session());
        QCOMPARE(other.queryEdit()->text(), QStringLiteral("Mixtral 8x7B on 32 H100, seq_len 4096"));
        QCOMPARE(other.statusEcho()->message(), w.statusEcho()->message());

        // Export dialogs suggest model-devices-date.
        const QString expected
            = QStringLiteral("mixtral-8x7b-32xh100-sxm-%1.pdf").arg(QDate::currentDate().toString(Qt::ISODate));
        QString suggested;
        QTimer::singleShot(300, this, [&suggested] {
            if (auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                suggested = d->selectedFiles().value(0);
                d->reject();
            }
        });
        w.findChild<QAction*>(QStringLiteral("actionExportPdf"))->trigger();
        QVERIFY2(suggested.endsWith(QLatin1Char('/') + expected), qPrintable(suggested));

        // Help → User guide shows the bundled guide with its pictures.
        w.findChild<QAction*>(QStringLiteral("actionUserGuide"))->trigger();
        auto* guide = w.findChild<UserGuideDialog*>();
        QVERIFY(guide && guide->isVisible());
        QVERIFY2(guide->browser()->toPlainText().contains(QStringLiteral("Overview")),
            qPrintable(guide->browser()->toPlainText().left(200)));
        QVERIFY(!guide->browser()
                     ->document()
                     ->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("screenshots/01-overview.png")))
                     .isNull()
            || QFile::exists(QStringLiteral(":/docs/screenshots/01-overview.png")));
        guide->close();
    }
};

QTEST_MAIN(TstPlannerPath)
#include "tst_planner_path.moc"

// The Compare tab as a planner uses it (issues 15.4, 15.5, 16), offscreen through the real widgets:
// a comparison prepared with `psa analyze "Compare …" --save-scenario` opens with both strategies
// pinned, shows the same verdict and memory classes as `psa compare`, keys A/B tie the table to the
// charts, a different query re-checks the pins (never a chart axis blown up by a stale pin), and pins
// made in the window survive a save and a reopen.
#include "catalog/catalog.h"
#include "charts/compare_charts.h"
#include "charts/memory_chart.h"
#include "cli_runner.h"
#include "cost/evaluate.h"
#include "search/memory_class.h"
#include "views/compare_view.h"
#include "views/main_window.h"
#include "window_helpers.h"

#include <QBarSet>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

using namespace psa;
using namespace psa::ui;
using psa::test::runPsa;
using psa::test::testOptions;
using psa::test::waitSettled;

namespace {

const QString kCompare = QStringLiteral("Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s");

double axisMax(MemoryChart* c)
{
    for (QAbstractAxis* a : c->chart()->axes(Qt::Vertical))
        if (auto* v = qobject_cast<QValueAxis*>(a))
            return v->max();
    return 0;
}

} // namespace

class TstCompareView : public QObject {
    Q_OBJECT
    Catalog catalog_;
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        auto c = Catalog::loadBuiltin();
        QVERIFY(c.ok());
        catalog_ = *c;
        QVERIFY(dir_.isValid());
    }

    void preparedComparisonFollowsThePlannersPath()
    {
        // 1. The comparison prepared on the command line, and what psa says about it.
        const QString file = dir_.filePath(QStringLiteral("c.psa.json"));
        const auto saved = runPsa({ QStringLiteral("analyze"), kCompare, QStringLiteral("--save-scenario"), file,
            QStringLiteral("--format"), QStringLiteral("json") });
        QVERIFY2(saved.code == 0, qPrintable(saved.err));
        const QJsonObject cli = QJsonDocument::fromJson(saved.out.toUtf8()).object();
        const QJsonArray cliStrategies = cli[QStringLiteral("strategies")].toArray();
        QCOMPARE(cliStrategies.size(), 2);

        // 2. Opening it shows both strategies in Compare, with psa compare's verdict and memory classes.
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        QVERIFY(w.openFile(file));
        QVERIFY(waitSettled(w));
        QCOMPARE(w.pinned().size(), size_t(2));
        QCOMPARE(w.pinned()[0].first.dp, 4);
        QCOMPARE(w.pinned()[0].first.pp, 2);
        QCOMPARE(w.pinned()[1].first.dp, 8);
        w.tabs()->setCurrentWidget(w.compareView());
        CompareView* cv = w.compareView();
        QTableWidget* t = cv->table();
        QCOMPARE(t->columnCount(), 2);
        QCOMPARE(
            cv->verdictLabel()->text(), cli[QStringLiteral("verdict")].toObject()[QStringLiteral("text")].toString());
        QVERIFY(cv->verdictLabel()->isVisible());
        // Full names readable: the header is the key, then the whole layout (with the ZeRO level), wrapped.
        for (int c = 0; c < 2; ++c) {
            const QString h = t->horizontalHeaderItem(c)->text();
            QCOMPARE(h.section(QLatin1Char('\n'), 0, 0), QString(QChar('A' + c)));
            QVERIFY2(h.contains(QStringLiteral("ZeRO-1")) && h.count(QLatin1Char('\n')) >= 2, qPrintable(h));
            QVERIFY(t->horizontalHeader()->sectionSizeHint(c) > 0);
        }
        // One definition of the memory class: the table's row is the core's, and "fits" never sits above the usable
        // line.
        const Scenario& sc = w.output()->request.scenario;
        for (int c = 0; c < 2; ++c) {
            const Estimate e = evaluate(sc, w.pinned()[size_t(c)].first, defaultProfile());
            const MemoryClass cls = memoryClass(e, w.output()->request.constraints.memory_headroom, defaultProfile());
            QCOMPARE(t->item(0, c)->text(), QString::fromStdString(memoryClassName(cls)));
            QCOMPARE(QString::fromLatin1(memoryClassKey(cls)),
                cliStrategies[c].toObject()[QStringLiteral("memory_class")].toString());
            if (e.memory.total() > e.capacity_bytes * (1 - w.output()->request.constraints.memory_headroom))
                QCOMPARE(t->item(0, c)->text(), QStringLiteral("does not fit"));
            QCOMPARE(t->item(1, c)->data(Qt::UserRole).toDouble(), e.memory.total());
        }
        // Keys tie the table to the charts' legends; the Report tab is psa compare's text.
        // (A bar that does not fit or is risky carries the table's class under its key, after a line break.)
        const QStringList cats = cv->memoryChart()->categories();
        QCOMPARE(cats.size(), 2);
        for (int c = 0; c < 2; ++c) {
            QCOMPARE(cats[c].section(QStringLiteral("<br>"), 0, 0), c == 0 ? QStringLiteral("A") : QStringLiteral("B"));
            const QString cls = t->item(0, c)->text();
            QCOMPARE(cats[c].section(QStringLiteral("<br>"), 1), cls == QStringLiteral("fits") ? QString() : cls);
        }
        QCOMPARE(cv->commChart()->set(0)->label(), QStringLiteral("A"));
        QCOMPARE(cv->bubbleChart()->curve(1)->name(), QStringLiteral("B"));
        const auto text = runPsa({ QStringLiteral("analyze"), kCompare });
        QVERIFY(cv->reportText().contains(QStringLiteral("4. Memory per device by component")));
        QVERIFY(text.out.contains(cv->verdictLabel()->text()));
        const double axisWith70B = axisMax(cv->memoryChart());
        QVERIFY(axisWith70B > 0 && axisWith70B < 200);

        // 3. Another query on another model and cluster: the 70B pins are re-checked; those that do not fit go, with a
        // message.
        w.applyQuery(QStringLiteral("Mixtral 8x7B on 32 H100, seq_len 4096"));
        QVERIFY(waitSettled(w));
        const Scenario& mix = w.output()->request.scenario;
        QCOMPARE(QString::fromStdString(mix.model.id), QStringLiteral("mixtral-8x7b"));
        for (const auto& [s, p] : w.pinned()) {
            const Estimate e = evaluate(mix, s, defaultProfile());
            QVERIFY(memoryClass(e, w.output()->request.constraints.memory_headroom, defaultProfile())
                != MemoryClass::DoesNotFit);
        }
        QCOMPARE(t->columnCount(), static_cast<int>(w.pinned().size()));
        if (w.pinned().size() < 2)
            QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Unpinned")),
                qPrintable(w.statusBar()->currentMessage()));
        // No stale pin stretches the memory axis: it stays within twice the device's capacity.
        QVERIFY2(axisMax(cv->memoryChart()) <= 2 * mix.cluster.device.memory_gib,
            qPrintable(QString::number(axisMax(cv->memoryChart()))));

        // 4. Pins made here, saved, and restored by a new window.
        w.unpin(0);
        QVERIFY(w.waitForDetails(psa::test::kWindowTimeoutMs));
        while (!w.pinned().empty())
            w.unpin(0);
        w.pinCandidate(0);
        w.pinCandidate(1);
        QVERIFY(w.waitForDetails(psa::test::kWindowTimeoutMs));
        QCOMPARE(w.pinned().size(), size_t(2));
        const QString verdict = cv->verdictLabel()->text();
        QVERIFY(verdict.startsWith(QStringLiteral("Verdict: ")));
        const QString mine = dir_.filePath(QStringLiteral("mine.psa.json"));
        QVERIFY(w.saveTo(mine));
        MainWindow again(catalog_, testOptions());
        again.show();
        QVERIFY(again.openFile(mine));
        QVERIFY(waitSettled(again));
        QCOMPARE(again.pinned(), w.pinned());
        QCOMPARE(again.compareView()->verdictLabel()->text(), verdict);
        QCOMPARE(again.compareView()->table()->columnCount(), 2);
    }

    // A scenario file whose pins cannot be read names the field and opens nothing half-way.
    void badPinIsNamed()
    {
        QFile in(dir_.filePath(QStringLiteral("c.psa.json")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
        o[QStringLiteral("pinned")] = QJsonArray { QStringLiteral("dp=4,tp=8"), QStringLiteral("tp=banana") };
        const QString bad = dir_.filePath(QStringLiteral("bad.psa.json"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(o).toJson());
        out.close();
        auto r = loadScenarioFile(std::filesystem::path(bad.toStdString()), catalog_);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field), QStringLiteral("pinned[1]"));
        QVERIFY2(
            QString::fromStdString(r.error().message()).contains(QStringLiteral("tp")), r.error().message().c_str());
    }
};

QTEST_MAIN(TstCompareView)
#include "tst_compare_view.moc"

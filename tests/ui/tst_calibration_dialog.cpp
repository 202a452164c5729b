// Offscreen tests of Settings → Calibration profile…: the dialog's before/after table and scatter
// hold what the core computes, Apply switches the controller's profile and the recommendation
// equals a direct core search with it, bad files change nothing, Reset returns to the shipped one.
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "calibration/cross_validation.h"
#include "forms/forms.h"
#include "calibration/validation.h"
#include "catalog/catalog.h"
#include "charts/calibration_scatter.h"
#include "dialogs/calibration_dialog.h"
#include "dialogs/calibration_manager.h"
#include "forms/plan_input.h"
#include "search/search.h"
#include "settings/app_settings.h"
#include "test_paths.h"
#include "views/format.h"
#include "views/main_window.h"
#include "window_helpers.h"

using namespace psa;
using namespace psa::ui;
using psa::test::testOptions;
using psa::test::waitSettled;

namespace {

QString runsFile() { return test::publishedRunsFile(); }

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}
}  // namespace

class TstCalibrationDialog : public QObject {
    Q_OBJECT
    Catalog catalog_;
    QTemporaryDir dir_;
    QString profilePath_;  // a profile that differs from the shipped one
    Profile profile_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        auto c = Catalog::loadBuiltin();
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message().c_str());
        catalog_ = *c;
        QVERIFY(dir_.isValid());
        // A profile as `psa calibrate -o` writes it, with constants far enough from the shipped ones
        // that the recommendation and every error change: written through the core's own writer.
        Profile p = defaultProfile();
        p.name = "slow-gemm";
        p.gemm_efficiency_max *= 0.7;
        p.tp_overlap_sp = 0.0;
        p.throughput_error_p50 = 0.123;
        p.throughput_error_p50_ascend = 0.321;
        p.throughput_error_p90_ascend = 0.456;
        p.throughput_error_p50_fp8 = 0;  // no held-out figure (the shipped profile has one): not listed
        p.memory_error_p50 = 0.05;
        p.memory_error_p90 = 0.11;
        p.power_cap_clock_exponent = 0.5;
        profilePath_ = dir_.filePath(QStringLiteral("slow-gemm.json"));
        QVERIFY(writeFile(profilePath_, QByteArray::fromStdString(profileToJson(p))));
        auto back = loadProfile(profilePath_.toStdString());
        QVERIFY(back.ok());
        profile_ = *back;
    }

    void tableHoldsCoreErrors()
    {
        CalibrationDialog d(catalog_, defaultProfile());
        QVERIFY(!d.applyButton()->isEnabled());
        QVERIFY(d.loadProfileFile(profilePath_));
        QVERIFY(d.applyButton()->isEnabled());
        // The summary lists the loaded profile's per-family error bars, those it has figures for.
        auto* summary = d.findChild<QLabel*>(QStringLiteral("calibrationSummary"));
        QVERIFY(summary);
        QVERIFY2(summary->text().contains(QStringLiteral("Ascend ± %1 (90th percentile %2)").arg(formatPercent(0.321), formatPercent(0.456))),
                 qPrintable(summary->text()));
        QVERIFY(summary->text().contains(QStringLiteral("fine-grained MoE ± ")));
        QVERIFY(defaultProfile().throughput_error_p50_fp8 > 0);
        QVERIFY2(!summary->text().contains(QStringLiteral("FP8 ±")), qPrintable(summary->text()));
        QVERIFY(!d.comparison());  // no runs yet
        QVERIFY(d.loadRunsFile(runsFile()));
        QVERIFY(d.comparison());

        auto runs = loadRuns(runsFile().toStdString(), catalog_);
        QVERIFY(runs.ok());
        const auto before = summarize(predictRuns(*runs, defaultProfile()));
        const auto after = summarize(predictRuns(*runs, profile_));
        QCOMPARE(before.back().group, std::string("all"));
        // The loaded profile really is different: its throughput error is not the shipped one's.
        QVERIFY(std::abs(before.back().throughput.median_abs - after.back().throughput.median_abs) > 1e-3);

        for (ValidationMetric m : {ValidationMetric::TokensPerDevice, ValidationMetric::Memory}) {
            d.setMetric(m);
            QTableWidget* t = d.errorTable();
            // The "all" row is last and bold, the values are the core's, formatted like the rest of the UI.
            const int last = t->rowCount() - 1;
            QVERIFY(last >= 1);
            QCOMPARE(t->item(last, CalibrationDialog::Source)->text(), QStringLiteral("all"));
            QCOMPARE(t->item(last, CalibrationDialog::Runs)->text(), QString::number(statsFor(after.back(), m).count));
            QCOMPARE(t->item(last, CalibrationDialog::BuiltinMedian)->text(), formatPercent(statsFor(before.back(), m).median_abs));
            QCOMPARE(t->item(last, CalibrationDialog::BuiltinP90)->text(), formatPercent(statsFor(before.back(), m).p90_abs));
            QCOMPARE(t->item(last, CalibrationDialog::LoadedMedian)->text(), formatPercent(statsFor(after.back(), m).median_abs));
            QCOMPARE(t->item(last, CalibrationDialog::LoadedP90)->text(), formatPercent(statsFor(after.back(), m).p90_abs));
            // Every source row matches its group in the core's summary.
            for (int r = 0; r < last; ++r) {
                const std::string group = t->item(r, CalibrationDialog::Source)->text().toStdString();
                auto it = std::find_if(after.begin(), after.end(), [&](const ValidationRow& row) { return row.group == group; });
                QVERIFY2(it != after.end(), group.c_str());
                QCOMPARE(t->item(r, CalibrationDialog::LoadedMedian)->text(),
                         statsFor(*it, m).count ? formatPercent(statsFor(*it, m).median_abs) : QStringLiteral("–"));
            }
            // The scatter plots one point per run that measured the metric, at (measured, predicted).
            const auto pts = predictedVsMeasured(d.comparison()->after, m);
            QCOMPARE(d.scatter()->afterSeries()->count(), static_cast<int>(pts.size()));
            QCOMPARE(static_cast<int>(pts.size()), statsFor(after.back(), m).count);
            QCOMPARE(d.scatter()->afterSeries()->at(0).x(), pts.front().measured);
            QCOMPARE(d.scatter()->afterSeries()->at(0).y(), pts.front().predicted);
            QCOMPARE(d.scatter()->beforeSeries()->count(), static_cast<int>(predictedVsMeasured(d.comparison()->before, m).size()));
            // y = x and the band of the loaded profile's median error.
            const double band = m == ValidationMetric::Memory ? profile_.memory_error_p50 : profile_.throughput_error_p50;
            const QPointF id = d.scatter()->identitySeries()->at(1);
            QCOMPARE(id.x(), id.y());
            QVERIFY(std::abs(d.scatter()->bandHighSeries()->at(1).y() - id.y() * (1 + band)) < 1e-9 * id.y());
        }
    }

    void applyChangesTheRecommendation()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.controller()->profile().name, defaultProfile().name);
        QLabel* label = w.findChild<QLabel*>(QStringLiteral("profileLabel"));
        QVERIFY(label);
        QVERIFY(label->text().contains(QString::fromStdString(defaultProfile().name)));

        auto* action = w.findChild<QAction*>(QStringLiteral("actionCalibrationProfile"));
        QVERIFY(action);
        action->trigger();
        CalibrationDialog* d = w.calibration()->dialog();
        QVERIFY(d);
        QVERIFY(d->isVisible());
        // With no runs file chosen before, the dialog opens the published runs shipped with the application.
        QCOMPARE(QFileInfo(d->runsPath()).canonicalFilePath(),
                 QFileInfo(QString::fromStdString(shippedRunsFile().string())).canonicalFilePath());
        QVERIFY(d->errorMessage().isEmpty());
        QVERIFY(d->loadProfileFile(profilePath_));
        const Generation before = w.controller()->generation();
        QTest::mouseClick(d->applyButton(), Qt::LeftButton);
        QVERIFY(waitSettled(w));
        QVERIFY(w.output()->generation > before);

        QCOMPARE(w.controller()->profile().name, std::string("slow-gemm"));
        QCOMPARE(w.controller()->profile().gemm_efficiency_max, profile_.gemm_efficiency_max);
        QCOMPARE(w.output()->profile.gemm_efficiency_max, profile_.gemm_efficiency_max);
        QVERIFY(label->text().contains(QStringLiteral("slow-gemm")));
        QCOMPARE(AppSettings().calibrationProfile(), QFileInfo(profilePath_).absoluteFilePath());

        // The recommendation is the core's with that profile, and differs from the shipped profile's.
        const PlanInput& in = w.planInput();
        const SearchResult direct = search(in.scenario, effectiveConstraints(in), in.weights, profile_);
        const SearchResult shipped = search(in.scenario, effectiveConstraints(in), in.weights, defaultProfile());
        QVERIFY(direct.best() && w.output()->result.best() && shipped.best());
        QVERIFY(w.output()->result.best()->strategy == direct.best()->strategy);
        QCOMPARE(w.output()->result.best()->tokens_per_s, direct.best()->tokens_per_s);
        QVERIFY(direct.best()->tokens_per_s != shipped.best()->tokens_per_s);

        // A bad file: the dialog names it and the problem; the active profile stays.
        const QString bad = dir_.filePath(QStringLiteral("broken.json"));
        QVERIFY(writeFile(bad, R"({"schema": "psa-profile/1", "constants": {"gemm_efficiency_max": -1}})"));
        QVERIFY(!d->loadProfileFile(bad));
        QVERIFY(d->errorMessage().contains(QDir::toNativeSeparators(bad)));
        QVERIFY(d->errorMessage().contains(QStringLiteral("gemm_efficiency_max")));
        QCOMPARE(d->loadedProfile()->name, std::string("slow-gemm"));  // what it had stays loaded
        QCOMPARE(w.controller()->profile().name, std::string("slow-gemm"));
        QVERIFY(!d->loadProfileFile(dir_.filePath(QStringLiteral("missing.json"))));
        QVERIFY(d->errorMessage().contains(QStringLiteral("missing.json")));
        const QString badRuns = dir_.filePath(QStringLiteral("runs.json"));
        QVERIFY(writeFile(badRuns, "{ not json"));
        QVERIFY(!d->loadRunsFile(badRuns));
        QVERIFY(d->errorMessage().contains(QStringLiteral("runs.json")));
        QCOMPARE(w.controller()->profile().name, std::string("slow-gemm"));

        // Reset to built-in.
        QTest::mouseClick(d->resetButton(), Qt::LeftButton);
        QVERIFY(waitSettled(w));
        QCOMPARE(w.controller()->profile().name, defaultProfile().name);
        QCOMPARE(w.controller()->profile().gemm_efficiency_max, defaultProfile().gemm_efficiency_max);
        QVERIFY(AppSettings().calibrationProfile().isEmpty());
        QVERIFY(w.output()->result.best()->strategy == shipped.best()->strategy);
    }

    void persistedProfileIsRestored()
    {
        AppSettings().setCalibrationProfile(profilePath_);
        MainWindowOptions o = testOptions();
        o.restoreSession = true;
        {
            MainWindow w(catalog_, o);
            QCOMPARE(w.controller()->profile().name, std::string("slow-gemm"));
            QCOMPARE(w.calibration()->activePath(), profilePath_);
            // The Hardware form hears of the profile restored while the window was built: the power cap's
            // tooltip states its exponent for a device without a published curve.
            QComboBox* device = w.hardwareForm()->device();
            device->setCurrentIndex(device->findData(QStringLiteral("mi300x")));
            const QString tip = w.hardwareForm()->powerCap()->toolTip();
            QVERIFY2(tip.contains(QStringLiteral("e = 0.50")), qPrintable(tip));
        }
        // A stored file that went bad: the built-in profile, and the setting is dropped.
        const QString bad = dir_.filePath(QStringLiteral("gone.json"));
        AppSettings().setCalibrationProfile(bad);
        {
            MainWindow w(catalog_, o);
            QCOMPARE(w.controller()->profile().name, defaultProfile().name);
            QVERIFY(w.calibration()->activePath().isEmpty());
            QVERIFY(AppSettings().calibrationProfile().isEmpty());
        }
        QSettings().clear();
    }

    // The profile `psa calibrate` writes loads in the dialog (the format is the CLI's, not a copy).
    // As a user with one cluster would: fitted to the Ascend 910B (MindSpeed) runs only.
    void cliProfileLoads()
    {
        QFile all(runsFile());
        QVERIFY(all.open(QIODevice::ReadOnly));
        QJsonArray mine;
        for (const QJsonValue& r : QJsonDocument::fromJson(all.readAll()).array())
            if (r.toObject().value(QStringLiteral("id")).toString().startsWith(QStringLiteral("mindspeed")))
                mine.append(r);
        QVERIFY(mine.size() >= 10);
        const QString myRuns = dir_.filePath(QStringLiteral("my-runs.json"));
        QVERIFY(writeFile(myRuns, QJsonDocument(mine).toJson()));
        const QString out = dir_.filePath(QStringLiteral("my-cluster.json"));
        QProcess p;
        p.start(test::cliPath(), {QStringLiteral("calibrate"), QStringLiteral("--runs"), myRuns, QStringLiteral("-o"), out});
        QVERIFY(p.waitForFinished(psa::test::kWindowTimeoutMs));
        QCOMPARE(p.exitCode(), 0);
        CalibrationDialog d(catalog_, defaultProfile());
        QVERIFY2(d.loadProfileFile(out), qPrintable(d.errorMessage()));
        QCOMPARE(d.loadedProfile()->name, std::string("my-cluster"));
        // The error bars the CLI stored are the core's cross-validated errors of that fit (started, as
        // psa calibrate does without --profile, from the shipped profile).
        auto runs = loadRuns(myRuns.toStdString(), catalog_);
        QVERIFY(runs.ok());
        Profile expect = *d.loadedProfile();
        setErrorBarsFromResiduals(expect, crossValidate(*runs, defaultProfile(), defaultFitParameters()).rows);
        QVERIFY(std::abs(expect.throughput_error_p50 - d.loadedProfile()->throughput_error_p50) < 1e-9);
        QVERIFY(std::abs(expect.memory_error_p90 - d.loadedProfile()->memory_error_p90) < 1e-9);

        // PSA_SCREENSHOT_DIR=DIR: a picture of the dialog for the user guide (tools/screenshots.sh).
        if (const QString shots = qEnvironmentVariable("PSA_SCREENSHOT_DIR"); !shots.isEmpty()) {
            QVERIFY(d.loadRunsFile(runsFile()));
            d.show();
            QTest::qWait(200);
            QVERIFY(d.grab().save(QDir(shots).filePath(QStringLiteral("09-calibration.png"))));
        }
    }
};

QTEST_MAIN(TstCalibrationDialog)
#include "tst_calibration_dialog.moc"

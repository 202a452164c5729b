// Offscreen tests of the planning answers in the application (issue 14): time, cost and energy to
// train (Training form → Overview card → scenario file) and the Scaling tab (a device sweep on the
// worker thread, clicking a point, changing the model, cancelling). Each follows a user's path through
// several actions in a row and compares what the window shows with direct calls into psa_core.
#include "catalog/catalog.h"
#include "charts/scaling_chart.h"
#include "cost/evaluate.h"
#include "cost/time_to_train.h"
#include "dialogs/calibration_manager.h"
#include "forms/forms.h"
#include "report/tie_note.h"
#include "search/sweep.h"
#include "views/code_view.h"
#include "views/format.h"
#include "views/main_window.h"
#include "views/overview_view.h"
#include "views/scaling_view.h"
#include "views/time_to_train_card.h"
#include "window_helpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <cmath>

using namespace psa;
using namespace psa::ui;
using psa::test::kWindowTimeoutMs;
using psa::test::testOptions;
using psa::test::waitSettled;

namespace {

// Types `text` over the line edit's selected contents and presses Enter, as a user would.
void typeInto(QLineEdit* e, const QString& text)
{
    e->setFocus();
    e->selectAll();
    QTest::keyClicks(e, text);
    QTest::keyClick(e, Qt::Key_Return);
}

// The core's time to train of the shown recommendation.
std::optional<TimeToTrain> coreTimeToTrain(const MainWindow& w)
{
    const auto& out = w.output();
    const Candidate* best = out->result.best();
    if (!best)
        return std::nullopt;
    const Scenario sc = scenarioFor(out->request.scenario, *best);
    return timeToTrain(evaluate(sc, best->strategy, out->profile), sc, out->profile);
}

bool waitSweep(ScalingView* v)
{
    QElapsedTimer t;
    t.start();
    while (v->isRunning() && t.elapsed() < kWindowTimeoutMs)
        QTest::qWait(20);
    return !v->isRunning();
}

// Clicks the chart where the throughput dot of `devices` is drawn.
void clickPoint(ScalingChart* chart, int devices)
{
    QScatterSeries* dots = chart->throughputPoints();
    for (const QPointF& p : dots->points())
        if (std::lround(p.x()) == devices) {
            const QPointF scene = chart->chart()->mapToScene(chart->chart()->mapToPosition(p, dots));
            QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->mapFromScene(scene));
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no point at %1 devices").arg(devices)));
}

} // namespace

class TstPlanning : public QObject {
    Q_OBJECT
    Catalog catalog_;
    QTemporaryDir tmp_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(tmp_.isValid());
        auto c = Catalog::loadBuiltin();
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message().c_str());
        catalog_ = *c;
    }

    // Issue 12 item 2: the FP8 recipe on the Training form, along a path — FP8 with the framework's default recipe,
    // a recipe the device lacks (no layout, the reason names the field), a device that has it (the launch code
    // runs it), back to BF16 (the control greys out), undo.
    void fp8RecipeFromTheTrainingForm()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        TrainingForm* f = w.trainingForm();
        QComboBox* precision = f->precision();
        QComboBox* recipe = f->fp8Recipe();
        f->findChild<QCheckBox*>()->setChecked(false);
        precision->setCurrentIndex(precision->findData(int(Precision::BF16)));
        QVERIFY(!recipe->isEnabled());
        const int h100 = w.hardwareForm()->device()->findData(QStringLiteral("h100-sxm"));
        QVERIFY(h100 >= 0);
        w.hardwareForm()->device()->setCurrentIndex(h100);
        QVERIFY(waitSettled(w));

        precision->setCurrentIndex(precision->findData(int(Precision::FP8)));
        QVERIFY(recipe->isEnabled());
        QVERIFY(waitSettled(w));
        QVERIFY(w.output() && w.output()->result.best());
        QVERIFY2(w.codeView()->code().contains(QStringLiteral("--fp8-recipe delayed")), qPrintable(w.codeView()->code().left(400)));

        // MXFP8 on an H100: the input is refused, the last result stays and is marked stale with the reason.
        recipe->setCurrentIndex(recipe->findData(int(Fp8Recipe::Mxfp8)));
        QTRY_VERIFY(w.isStale());
        QCOMPARE(w.planInput().scenario.training.fp8_recipe, std::optional<Fp8Recipe>(Fp8Recipe::Mxfp8));
        const auto reasons = validateScenario(w.planInput().scenario);
        QVERIFY(!reasons.empty() && reasons.front().field == "training.fp8_recipe");
        auto* banner = w.findChild<QLabel*>(QStringLiteral("staleBanner"));
        QVERIFY(banner && banner->isVisible());
        QVERIFY2(banner->text().contains(QStringLiteral("MX")), qPrintable(banner->text()));

        w.hardwareForm()->device()->setCurrentIndex(w.hardwareForm()->device()->findData(QStringLiteral("b200")));
        QVERIFY(waitSettled(w));
        QVERIFY(w.output()->result.best());
        QVERIFY(w.codeView()->code().contains(QStringLiteral("--fp8-recipe mxfp8")));

        precision->setCurrentIndex(precision->findData(int(Precision::BF16)));
        QVERIFY(!recipe->isEnabled());
        QVERIFY(waitSettled(w));
        QVERIFY(!w.codeView()->code().contains(QStringLiteral("--fp8-recipe")));
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.precision, Precision::FP8);
        QVERIFY(recipe->isEnabled());
        QCOMPARE(recipe->currentData().toInt(), int(Fp8Recipe::Mxfp8));
    }

    // torch.compile on the Training form, along a path: torchtitan on 8 H100 (the control comes alive), compile off
    // (eager kernels: slower, no compile in the launch code), on (faster, compiled), Megatron-LM (greyed out: its
    // kernels are fused anyway), undo back to torchtitan with compile on.
    void torchCompileFromTheTrainingForm()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        typeInto(w.queryEdit(), QStringLiteral("Llama 3 8B on 8 H100"));
        QVERIFY(waitSettled(w));
        TrainingForm* f = w.trainingForm();
        QComboBox* compile = f->torchCompile();
        auto* framework = f->findChild<QComboBox*>(QStringLiteral("training.framework"));
        QVERIFY2(framework, "framework combo");
        QVERIFY2(compile, "compile combo");
        framework->setCurrentIndex(framework->findData(int(TrainingFramework::Megatron)));
        QVERIFY(waitSettled(w));
        QVERIFY(!compile->isEnabled());
        framework->setCurrentIndex(framework->findData(int(TrainingFramework::TorchTitan)));
        QVERIFY(waitSettled(w));
        QVERIFY(compile->isEnabled());

        compile->setCurrentIndex(compile->findData(0));
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.torch_compile, std::optional<bool>(false));
        QVERIFY(w.output() && w.output()->result.best());
        const double eager = w.output()->result.best()->tokens_per_s;
        QVERIFY2(w.codeView()->code().contains(QStringLiteral("CompileConfig(enable=False)")), qPrintable(w.codeView()->code().left(600)));

        compile->setCurrentIndex(compile->findData(1));
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.torch_compile, std::optional<bool>(true));
        const double compiled = w.output()->result.best()->tokens_per_s;
        QVERIFY2(compiled > 1.03 * eager, qPrintable(QStringLiteral("%1 -> %2").arg(eager).arg(compiled)));
        QVERIFY(!w.codeView()->code().contains(QStringLiteral("CompileConfig(enable=False)")));

        framework->setCurrentIndex(framework->findData(int(TrainingFramework::Megatron)));
        QVERIFY(waitSettled(w));
        QVERIFY(!compile->isEnabled());
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.framework, std::optional<TrainingFramework>(TrainingFramework::TorchTitan));
        QVERIFY(compile->isEnabled());
        QCOMPARE(compile->currentData().toInt(), 1);
        QCOMPARE(w.output()->result.best()->tokens_per_s, compiled);
    }

    // Gradient precision and gradient-accumulation fusion on the Training form, along a path: Llama 2 7B on 16 Ascend
    // 910B (MindSpeed: the fusion off by default, the flag in the launch code), fusion on (faster, no flag), BF16
    // gradients (no slower, --grad-reduce-in-bf16), torchtitan (the fusion control greys out; bf16 reduction is
    // refused naming the field, the last result kept), back to FP32 (a result again), undo twice.
    void gradientSettingsFromTheTrainingForm()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        typeInto(w.queryEdit(), QStringLiteral("Llama 2 7B on 16 Ascend 910B2"));
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.cluster.device.id, std::string("ascend-910b2"));
        TrainingForm* f = w.trainingForm();
        QComboBox* fusion = f->gradAccumFusion();
        QComboBox* reduce = f->gradReduce();
        auto* framework = f->findChild<QComboBox*>(QStringLiteral("training.framework"));
        QVERIFY(fusion && reduce && framework);
        QVERIFY(fusion->isEnabled());
        QCOMPARE(fusion->currentData().toInt(), -1);
        QVERIFY(w.output() && w.output()->result.best());
        const double unfused = w.output()->result.best()->tokens_per_s;
        QVERIFY(w.codeView()->code().contains(QStringLiteral("--no-gradient-accumulation-fusion")));

        fusion->setCurrentIndex(fusion->findData(1));
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.grad_accumulation_fusion, std::optional<bool>(true));
        const double fused = w.output()->result.best()->tokens_per_s;
        QVERIFY2(fused > unfused, qPrintable(QStringLiteral("%1 -> %2").arg(unfused).arg(fused)));
        const auto fastest = [&] {
            double top = 0;
            for (const Candidate& c : w.output()->result.candidates)
                top = std::max(top, c.fits ? c.tokens_per_s : 0.0);
            return top;
        };
        const double fusedFastest = fastest();
        QVERIFY(!w.codeView()->code().contains(QStringLiteral("--no-gradient-accumulation-fusion")));
        QVERIFY(!w.codeView()->code().contains(QStringLiteral("--grad-reduce-in-bf16")));

        reduce->setCurrentIndex(reduce->findData(0));
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.fp32_grad_reduce, std::optional<bool>(false));
        const double bf16Grads = w.output()->result.best()->tokens_per_s;
        // The same layout sends half the gradient bytes (the pick itself may change: the memory it frees counts too).
        QVERIFY2(fastest() >= fusedFastest, qPrintable(QStringLiteral("%1 -> %2").arg(fusedFastest).arg(fastest())));
        QVERIFY(w.codeView()->code().contains(QStringLiteral("--grad-reduce-in-bf16")));

        framework->setCurrentIndex(framework->findData(int(TrainingFramework::TorchTitan)));
        QTRY_VERIFY(w.isStale());
        QVERIFY(!fusion->isEnabled());
        const auto reasons = validateScenario(w.planInput().scenario);
        QVERIFY(!reasons.empty() && reasons.front().field == "training.grad_reduce");
        auto* banner = w.findChild<QLabel*>(QStringLiteral("staleBanner"));
        QVERIFY(banner && banner->isVisible());
        QCOMPARE(w.output()->result.best()->tokens_per_s, bf16Grads); // the last result stays

        reduce->setCurrentIndex(reduce->findData(-1));
        QVERIFY(waitSettled(w));
        QVERIFY(!w.isStale());
        QVERIFY(w.output()->result.best());
        QVERIFY(w.codeView()->code().contains(QStringLiteral("float32")));

        w.undoStack()->undo(); // BF16 gradients on torchtitan again: refused
        QTRY_VERIFY(w.isStale());
        QCOMPARE(reduce->currentData().toInt(), 0);
        w.undoStack()->undo(); // back to the device default (MindSpeed)
        QVERIFY(waitSettled(w));
        QVERIFY(!w.isStale());
        QVERIFY(fusion->isEnabled());
        QCOMPARE(fusion->currentData().toInt(), 1);
        QCOMPARE(w.output()->result.best()->tokens_per_s, bf16Grads);
        QVERIFY(w.codeView()->code().contains(QStringLiteral("--grad-reduce-in-bf16")));
    }

    // Issue 11 item 6: the Overview says when the pick is tied with others within the model's error and why it
    // won — the core's note, as `psa analyze` prints it; it follows the scenario as the user changes it.
    void tieNoteOnTheOverview()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        typeInto(w.queryEdit(), QStringLiteral("LLaMA-2 70B on 64 H100"));
        QVERIFY(waitSettled(w));
        const auto core = tieNoteFor(w.output()->result, w.output()->request.scenario, w.output()->profile, layoutInSentence);
        QVERIFY(core);
        const QString shown = w.overview()->tieNote();
        QVERIFY2(shown.contains(QStringLiteral("Tied")), qPrintable(shown));
        QVERIFY(shown.contains(QLocale().toString(core->tied)));
        QVERIFY(shown.contains(QString::fromStdString(core->reason).toHtmlEscaped()));
        // Eight devices: a different search, its own note (or none); undo brings the first back.
        w.hardwareForm()->countSpin()->setValue(8);
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.cluster.num_devices, 8);
        QCOMPARE(w.overview()->tieNote().isEmpty(), !tieNoteFor(w.output()->result, w.output()->request.scenario, w.output()->profile).has_value());
        QVERIFY(w.overview()->tieNote() != shown);
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.cluster.num_devices, 64);
        QCOMPARE(w.overview()->tieNote(), shown);
    }

    // Issue 12 item 3: a power cap on the Hardware form slows the plan and lowers its energy; undo restores both.
    void powerCapFromTheHardwareForm()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        HardwareForm* hw = w.hardwareForm();
        hw->device()->setCurrentIndex(hw->device()->findData(QStringLiteral("h100-sxm")));
        QVERIFY(waitSettled(w));
        QCOMPARE(hw->powerCap()->value(), 0);
        const Candidate* before = w.output()->result.best();
        QVERIFY(before);
        const double fullTokens = before->tokens_per_s;
        hw->powerCap()->setValue(500);
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.cluster.power_cap_w, 500.0);
        QVERIFY(w.output()->result.best());
        QVERIFY(w.output()->result.best()->tokens_per_s < fullTokens);
        hw->powerCap()->setValue(300);
        QVERIFY(waitSettled(w));
        QVERIFY(w.output()->result.best()->tokens_per_s < fullTokens);
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.cluster.power_cap_w, 500.0);
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.cluster.power_cap_w, 0.0);
        QCOMPARE(hw->powerCap()->value(), 0);
        QCOMPARE(w.output()->result.best()->tokens_per_s, fullTokens);

        // The cap's tooltip states the clock-power exponent the cost model uses for the chosen device, device
        // after device (the catalog's own curve, the f³ law, or no TDP at all), and undo brings the previous back.
        const auto tipFor = [&](const char* id) {
            hw->device()->setCurrentIndex(hw->device()->findData(QString::fromLatin1(id)));
            return hw->powerCap()->toolTip();
        };
        const QString hopper = tipFor("h100-sxm");
        QVERIFY2(hopper.contains(QStringLiteral("TDP 700 W")) && hopper.contains(QStringLiteral("e = 0.30")), qPrintable(hopper));
        QVERIFY2(tipFor("b200").contains(QStringLiteral("e = 0.70")), qPrintable(tipFor("b200")));
        const QString amd = tipFor("mi300x");
        QVERIFY2(amd.contains(QStringLiteral("e = 0.33")) && amd.contains(QStringLiteral("f³")), qPrintable(amd));
        QVERIFY2(tipFor("ascend-910b3").contains(QStringLiteral("no published TDP")), qPrintable(tipFor("ascend-910b3")));
        QVERIFY(waitSettled(w));
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QVERIFY2(hw->powerCap()->toolTip().contains(QStringLiteral("e = 0.33")), qPrintable(hw->powerCap()->toolTip()));

        // A calibration profile with its own exponent: the tooltip follows the profile in use, not the compiled-in
        // one, for devices without a published curve; the catalog's own curves stay; back to the built-in profile.
        Profile mine = defaultProfile();
        mine.power_cap_clock_exponent = 0.5;
        w.calibration()->apply(mine, QStringLiteral("mine.json"));
        const QString mineTip = hw->powerCap()->toolTip();
        QVERIFY2(mineTip.contains(QStringLiteral("e = 0.50")) && mineTip.contains(QStringLiteral("calibration profile")),
                 qPrintable(mineTip));
        QVERIFY2(tipFor("h100-sxm").contains(QStringLiteral("e = 0.30")), qPrintable(tipFor("h100-sxm")));
        QVERIFY2(tipFor("mi300x").contains(QStringLiteral("e = 0.50")), qPrintable(tipFor("mi300x")));
        QVERIFY(waitSettled(w));
        w.calibration()->resetToBuiltin();
        const QString builtinTip = hw->powerCap()->toolTip();
        QVERIFY2(builtinTip.contains(QStringLiteral("e = 0.33")) && builtinTip.contains(QStringLiteral("f³")), qPrintable(builtinTip));
        QVERIFY(waitSettled(w));
    }

    // The hardware form states the FlashAttention-2 rate the catalog measured, device after device, and undo
    // brings the previous device's line back.
    void flashAttentionRateFollowsTheDevice()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        HardwareForm* hw = w.hardwareForm();
        auto fa2Line = [hw]() {
            for (const QLabel* l : hw->findChildren<QLabel*>())
                for (const QString& line : l->text().split(QLatin1Char('\n')))
                    if (line.contains(QStringLiteral("FlashAttention-2")))
                        return line;
            return QString();
        };
        hw->device()->setCurrentIndex(hw->device()->findData(QStringLiteral("b200")));
        QVERIFY(waitSettled(w));
        QVERIFY2(fa2Line().contains(QStringLiteral("339")), qPrintable(fa2Line()));
        hw->device()->setCurrentIndex(hw->device()->findData(QStringLiteral("h200")));  // not measured
        QVERIFY(waitSettled(w));
        QVERIFY2(fa2Line().isEmpty(), qPrintable(fa2Line()));
        hw->device()->setCurrentIndex(hw->device()->findData(QStringLiteral("mi300x")));
        QVERIFY(waitSettled(w));
        QVERIFY2(fa2Line().contains(QStringLiteral("227")), qPrintable(fa2Line()));
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(hw->device()->currentData().toString(), QStringLiteral("h200"));
        QVERIFY(fa2Line().isEmpty());
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(hw->device()->currentData().toString(), QStringLiteral("b200"));
        QVERIFY(fa2Line().contains(QStringLiteral("339")));
    }

    // Tokens, a bad token count, a price and a currency, undo, save and reopen.
    void timeCostAndEnergyFromTheTrainingForm()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        TrainingForm* f = w.trainingForm();
        TimeToTrainCard* card = w.overview()->timeToTrainCard();
        QVERIFY(!card->timeToTrain());
        QVERIFY(card->hint().contains(QStringLiteral("training tokens")));

        // The card's button brings the Training form's token field forward.
        QTest::mouseClick(card->findChild<QPushButton*>(QStringLiteral("setTrainingTokens")), Qt::LeftButton);
        QTRY_VERIFY(f->trainTokens()->hasFocus());

        typeInto(f->trainTokens(), QStringLiteral("2T"));
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.budget.train_tokens, 2e12);
        auto core = coreTimeToTrain(w);
        QVERIFY(core);
        QVERIFY(card->timeToTrain());
        QCOMPARE(card->timeToTrain()->days, core->days);
        // days = tokens ÷ tokens/s ÷ 86,400, as shown.
        const Estimate best = *w.selectedEstimate();
        QVERIFY(std::abs(core->days - 2e12 / best.tokens_per_s / 86400) < 1e-9 * core->days);
        QCOMPARE(
            card->value(QStringLiteral("days")), QStringLiteral("%1 days").arg(QLocale().toString(core->days, 'f', 1)));
        QVERIFY(card->detail(QStringLiteral("days")).contains(QLocale().toString(core->days_low, 'f', 1)));
        QVERIFY(core->days_low < core->days && core->days < core->days_high); // the error bar carried through
        QCOMPARE(card->value(QStringLiteral("cost")), QStringLiteral("–")); // no price yet
        QVERIFY(card->value(QStringLiteral("energy")).contains(QStringLiteral("MWh")));

        // A token count the core cannot read: the field says why, the result stays the last good one.
        typeInto(f->trainTokens(), QStringLiteral("12X"));
        QTRY_VERIFY(w.isStale());
        QVERIFY(f->errorText(QStringLiteral("training.train_tokens")).contains(QStringLiteral("“12X”")));
        QCOMPARE(w.planInput().scenario.training.budget.train_tokens, 2e12);
        typeInto(f->trainTokens(), QStringLiteral("300B"));
        QVERIFY(waitSettled(w));
        QVERIFY(f->errorText(QStringLiteral("training.train_tokens")).isEmpty());
        QCOMPARE(w.planInput().scenario.training.budget.train_tokens, 3e11);

        // A price and a currency: the cost follows.
        f->devicePrice()->setFocus();
        f->devicePrice()->setValue(2.5);
        f->currency()->setCurrentText(QStringLiteral("EUR"));
        QVERIFY(waitSettled(w));
        core = coreTimeToTrain(w);
        QVERIFY(core && core->cost);
        QCOMPARE(*core->cost, core->device_hours * 2.5);
        QCOMPARE(card->value(QStringLiteral("cost")), QStringLiteral("%1 EUR").arg(formatCount(*core->cost)));
        // PUE scales the energy.
        const double energyBefore = *core->energy_mwh;
        f->pue()->setValue(1.5);
        QVERIFY(waitSettled(w));
        QVERIFY(std::abs(*coreTimeToTrain(w)->energy_mwh - energyBefore * 1.5 / 1.2) < 1e-9 * energyBefore);

        // Undo walks back through the edits: PUE, then the currency.
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.budget.pue, kDefaultPue);
        QCOMPARE(f->pue()->value(), kDefaultPue);
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.budget.currency, std::string("USD"));
        QVERIFY(card->value(QStringLiteral("cost")).endsWith(QStringLiteral("USD")));
        w.undoStack()->redo();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.training.budget.currency, std::string("EUR"));

        // The scenario file keeps them; a new window shows them again.
        const QString path = tmp_.filePath(QStringLiteral("budget.psa.json"));
        QVERIFY(w.saveTo(path));
        MainWindow w2(catalog_, testOptions());
        w2.show();
        QVERIFY(waitSettled(w2));
        QVERIFY(w2.openFile(path));
        QVERIFY(waitSettled(w2));
        QCOMPARE(w2.trainingForm()->trainTokens()->text(), QStringLiteral("300B"));
        QCOMPARE(w2.trainingForm()->devicePrice()->value(), 2.5);
        QCOMPARE(w2.trainingForm()->currency()->currentText(), QStringLiteral("EUR"));
        QCOMPARE(w2.overview()->timeToTrainCard()->value(QStringLiteral("cost")), card->value(QStringLiteral("cost")));
    }

    // Compute a sweep, click a point, change the model, sweep again, cancel one.
    void scalingSweepClickChangeAndCancel()
    {
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        typeInto(w.trainingForm()->trainTokens(), QStringLiteral("1T"));
        QVERIFY(waitSettled(w));
        ScalingView* v = w.scalingView();
        w.tabs()->setCurrentWidget(v);
        // The default range: an eighth of the current count to twice it.
        QCOMPARE(v->fromSpin()->value(), 8);
        QCOMPARE(v->toSpin()->value(), 128);
        v->fromSpin()->setValue(16);
        QTest::mouseClick(v->computeButton(), Qt::LeftButton);
        QVERIFY(v->isRunning());
        QVERIFY(v->progressBar()->isVisible());
        QVERIFY(!v->computeButton()->isEnabled());
        QVERIFY(waitSweep(v));
        QVERIFY(v->isComplete());
        QVERIFY(!v->progressBar()->isVisible());

        // The points are the core's sweep of the same scenario.
        const PlanInput in = w.planInput();
        const SearchConstraints c = effectiveConstraints(in);
        const std::vector<int> counts = sweepDeviceCounts(in.scenario, c, 16, 128);
        QVERIFY(counts.size() >= 3);
        const auto core
            = sweep(in.scenario, c, in.weights, w.controller()->profile(), counts, { in.scenario.training.seq_len });
        QCOMPARE(v->points().size(), core.size());
        for (size_t i = 0; i < core.size(); ++i) {
            QCOMPARE(v->points()[i].devices, core[i].devices);
            QCOMPARE(v->points()[i].estimate.has_value(), core[i].estimate.has_value());
            if (core[i].estimate) {
                QCOMPARE(v->points()[i].estimate->tokens_per_s, core[i].estimate->tokens_per_s);
                QCOMPARE(v->points()[i].time_to_train->days, core[i].time_to_train->days);
            }
        }
        QCOMPARE(v->table()->rowCount(), static_cast<int>(core.size()));
        ScalingChart* chart = v->chart();
        QCOMPARE(chart->throughputSeries()->count(),
            static_cast<int>(
                std::count_if(core.begin(), core.end(), [](const SweepPoint& p) { return p.estimate.has_value(); })));
        QCOMPARE(chart->daysSeries()->count(), chart->throughputSeries()->count());
        QCOMPARE(chart->devicesAxis()->base(), 2.0); // log x
        QCOMPARE(chart->currentMarker()->at(0).x(), 64.0);

        // Clicking a point loads its device count into the scenario (one undo step).
        int target = 0;
        for (const SweepPoint& p : core)
            if (p.estimate && p.devices != 64)
                target = p.devices;
        QVERIFY(target > 0);
        clickPoint(chart, target);
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.cluster.num_devices, target);
        QCOMPARE(w.hardwareForm()->countSpin()->value(), target);
        QCOMPARE(w.output()->request.scenario.cluster.num_devices, target);
        QCOMPARE(chart->currentMarker()->at(0).x(), double(target));
        QVERIFY(!v->isStale()); // only the device count changed
        w.undoStack()->undo();
        QVERIFY(waitSettled(w));
        QCOMPARE(w.planInput().scenario.cluster.num_devices, 64);

        // Another model: the sweep shown is stale until computed again.
        QComboBox* preset = w.modelForm()->preset();
        const int idx = preset->findData(QStringLiteral("llama3.1-8b"));
        QVERIFY(idx >= 0);
        preset->setCurrentIndex(idx);
        emit preset->activated(idx);
        QVERIFY(waitSettled(w));
        QVERIFY(v->isStale());
        QVERIFY(v->statusLabel()->text().contains(QStringLiteral("changed")));
        QTest::mouseClick(v->computeButton(), Qt::LeftButton);
        QVERIFY(waitSweep(v));
        QVERIFY(!v->isStale());
        QVERIFY(v->isComplete());
        const double tps8b = v->points().back().estimate->tokens_per_s;
        QVERIFY(tps8b > core.back().estimate->tokens_per_s); // an 8B model trains faster than a 70B one

        // A wide sweep, cancelled while it runs: it stops, keeps what it had and can run again.
        v->toSpin()->setValue(8192);
        QTest::mouseClick(v->computeButton(), Qt::LeftButton);
        QVERIFY(v->isRunning());
        QVERIFY(v->cancelButton()->isEnabled());
        QTest::mouseClick(v->cancelButton(), Qt::LeftButton);
        QVERIFY(!v->isRunning());
        QVERIFY(!v->isComplete());
        QVERIFY(v->statusLabel()->text().contains(QStringLiteral("cancelled")));
        QVERIFY(v->computeButton()->isEnabled());
        QVERIFY(v->points().size()
            < sweepDeviceCounts(w.planInput().scenario, effectiveConstraints(w.planInput()), 16, 8192).size());
        QTest::qWait(200); // whatever the stopped run still sends is dropped
        QVERIFY(!v->isComplete());
        // The window stays usable: a change of the scenario still analyses.
        w.trainingForm()->seqSpin()->setValue(8192);
        QVERIFY(waitSettled(w));
        QCOMPARE(w.output()->request.scenario.training.seq_len, 8192LL);
    }
};

QTEST_MAIN(TstPlanning)
#include "tst_planning.moc"

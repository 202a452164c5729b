// `psa --scenario FILE`: the CLI reads the application's scenario files, flags override them,
// and a bad file is a clear input error (exit 2) naming the field.
#include "catalog/catalog.h"
#include "cli_runner.h"
#include "io/scenario_file.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace psa;
using psa::test::runPsa;

class TestCliScenario : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString file_;

    static void write(const QString& path, const std::string& text)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.data(), qint64(text.size()));
    }

private slots:
    void initTestCase()
    {
        auto cat = Catalog::loadBuiltin();
        QVERIFY(cat.ok());
        ScenarioFile in = defaultScenarioFile(*cat);
        in.scenario.cluster.num_devices = 128;
        in.scenario.training.seq_len = 8192;
        in.constraints.pp = {1, 1, {}};
        in.constraints.tp = {4, 4, {}};
        file_ = dir_.filePath("plan.psa.json");
        write(file_, scenarioFileToJson(in));
    }

    void evaluateUsesTheFile()
    {
        const auto r = runPsa({"evaluate", "--scenario", file_, "--strategy", "tp=8,pp=2", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject sc = o.value("scenario").toObject();
        QCOMPARE(sc.value("cluster").toObject().value("devices").toInt(), 128);
        QCOMPARE(sc.value("training").toObject().value("seq_len").toInt(), 8192);
    }

    // --device-tflops is a faster part, not only a larger MFU denominator: the measured rates scale with the
    // peak (as in the hardware form), so tokens/s rises with it and MFU stays nearly where it was.
    void peakOverrideSpeedsTheDeviceUp()
    {
        auto run = [](const char* tflops) {
            QStringList args{"evaluate", "--model", "llama2-7b", "--device", "h100", "--devices", "8",
                             "--strategy", "zero=1,mbs=1", "--format", "json"};
            if (tflops)
                args << "--device-tflops" << tflops;
            const auto r = runPsa(args);
            if (r.code != 0)
                qWarning() << r.err;
            return QJsonDocument::fromJson(r.out.toUtf8()).object().value("evaluated").toObject();
        };
        const QJsonObject base = run(nullptr);
        const QJsonObject faster = run("1978");  // twice the H100's 989
        const double t0 = base.value("tokens_per_s").toDouble(), t1 = faster.value("tokens_per_s").toDouble();
        QVERIFY2(t0 > 0 && t1 > 1.5 * t0, qPrintable(QStringLiteral("%1 -> %2").arg(t0).arg(t1)));
        QVERIFY(t1 < 2.0 * t0);  // HBM traffic, communication and the optimizer do not speed up
        const auto bad = runPsa({"evaluate", "--model", "llama2-7b", "--device", "h100", "--devices", "8",
                                 "--device-tflops", "-5"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--device-tflops"));
    }

    void gradAccumulationFusionSwitch()
    {
        // MindSpeed's default (the launch code passes --no-gradient-accumulation-fusion) is the slower, unfused path;
        // --grad-accum-fusion on prices the fused Matmul_Add, and the emitted script drops the flag.
        auto run = [](const QStringList& extra) {
            QStringList args { "evaluate", "--model", "llama2-7b", "--device", "ascend-910b", "--devices", "8",
                "--global-batch", "64", "--strategy", "tp=1,pp=2,zero=1,mbs=1,recompute=none", "--format", "json" };
            const auto r = runPsa(args + extra);
            if (r.code != 0)
                qWarning() << r.err;
            return QJsonDocument::fromJson(r.out.toUtf8())
                .object()
                .value("evaluated")
                .toObject()
                .value("tokens_per_s")
                .toDouble();
        };
        const double byDefault = run({}), off = run({ "--grad-accum-fusion", "off" }),
                     on = run({ "--grad-accum-fusion", "on" });
        QCOMPARE(byDefault, off);
        QVERIFY2(off > 0 && on > 1.01 * off && on < 1.1 * off, qPrintable(QStringLiteral("%1 -> %2").arg(off).arg(on)));
        const QStringList emitArgs { "evaluate", "--model", "llama2-7b", "--device", "ascend-910b", "--devices", "8",
            "--strategy", "tp=1,pp=2,zero=1,mbs=1", "--emit", "mindspeed" };
        QVERIFY(runPsa(emitArgs).out.contains("--no-gradient-accumulation-fusion"));
        QVERIFY(!runPsa(emitArgs + QStringList { "--grad-accum-fusion", "on" })
                     .out.contains("--no-gradient-accumulation-fusion"));
        const auto bad = runPsa({ "evaluate", "--model", "llama2-7b", "--device", "ascend-910b", "--devices", "8",
            "--grad-accum-fusion", "partly" });
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--grad-accum-fusion"));
    }

    void torchCompileSwitchesTheEagerKernels()
    {
        // torchtitan without torch.compile runs norms, SwiGLU and RoPE op by op: slower than compiled, and the
        // scenario file keeps the choice.
        auto run = [](const QStringList& extra) {
            QStringList args{"evaluate", "--model", "llama3-8b", "--device", "h100", "--devices", "8", "--seq-len", "8192",
                             "--global-batch", "8", "--framework", "torchtitan", "--strategy", "zero=3,mbs=1,recompute=selective",
                             "--format", "json"};
            const auto r = runPsa(args + extra);
            if (r.code != 0)
                qWarning() << r.err;
            return QJsonDocument::fromJson(r.out.toUtf8()).object().value("evaluated").toObject().value("tokens_per_s").toDouble();
        };
        const double eager = run({"--torch-compile", "off"});
        const double compiled = run({"--torch-compile", "on"});
        QVERIFY2(eager > 0 && compiled > 1.05 * eager && compiled < 1.3 * eager,
                 qPrintable(QStringLiteral("%1 -> %2").arg(eager).arg(compiled)));
        QCOMPARE(run({}), eager);  // BF16 without async TP: torchtitan's default is not compiled
        const auto bad = runPsa({"evaluate", "--model", "llama3-8b", "--device", "h100", "--devices", "8", "--torch-compile", "maybe"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--torch-compile"));

        auto cat = Catalog::loadBuiltin();
        QVERIFY(cat.ok());
        ScenarioFile in = defaultScenarioFile(*cat);
        in.scenario.training.torch_compile = true;
        const std::string text = scenarioFileToJson(in);
        QVERIFY(text.find("\"torch_compile\": true") != std::string::npos);
        auto back = parseScenarioFile(text, *cat);
        QVERIFY(back.ok());
        QCOMPARE(back->scenario.training.torch_compile.value_or(false), true);
        const std::string wrong = std::string(text).replace(text.find("\"torch_compile\": true"), 21, "\"torch_compile\": \"yes\"");
        auto refused = parseScenarioFile(wrong, *cat);
        QVERIFY(!refused.ok());
        QVERIFY(QString::fromStdString(refused.error().field).contains("torch_compile"));
    }

    void analyzeKeepsConstraintsAndFlagsOverride()
    {
        const auto r = runPsa({"analyze", "--scenario", file_, "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject best = o.value("recommended").toObject().value("parallel").toObject();
        QCOMPARE(best.value("tp").toInt(), 4);  // the file's tp = 4 constraint holds
        QCOMPARE(best.value("pp").toInt(), 1);
        const auto r2 = runPsa({"analyze", "--scenario", file_, "--devices", "64", "--format", "json"});
        QCOMPARE(r2.code, 0);
        const QJsonObject o2 = QJsonDocument::fromJson(r2.out.toUtf8()).object();
        QCOMPARE(o2.value("scenario").toObject().value("devices").toInt(), 64);  // analyze keeps the flat form
    }

    void badFileIsAnInputError()
    {
        const QString bad = dir_.filePath("bad.psa.json");
        write(bad, R"({"format":"parallel-strategy-analyzer/scenario","version":2,
                       "model":{"preset":"llama2-70b"},"cluster":{"device":"h100","devices":0}})");
        const auto r = runPsa({"analyze", "--scenario", bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--scenario") && r.err.contains("cluster.devices"), qPrintable(r.err));
        const auto missing = runPsa({"evaluate", "--scenario", dir_.filePath("none.psa.json")});
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.contains("cannot open"), qPrintable(missing.err));
    }
};

QTEST_GUILESS_MAIN(TestCliScenario)
#include "tst_cli_scenario.moc"

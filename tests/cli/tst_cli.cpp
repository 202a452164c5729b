// Drives the real `psa` executable: every bad-input class gets one clear message naming the field
// and the right exit code; valid runs produce the documented JSON.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_runner.h"
#include "test_paths.h"

namespace {

using psa::test::Run;
using psa::test::runPsa;

const QStringList kEval = {"evaluate", "--model", "llama2-70b", "--device", "h100", "--devices", "64",
                           "--seq-len", "4096", "--global-batch", "1024"};

QJsonObject json(const Run& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void version()
    {
        const Run r = runPsa({"--version"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("psa 0."));
    }
    void doneWhenExampleJson()
    {
        const Run r = runPsa(kEval + QStringList{"--strategy", "tp=8,pp=2", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject j = json(r);
        const QJsonObject b = j["baseline"].toObject();
        QCOMPARE(b["params_total"].toDouble(), 68976648192.0);
        QVERIFY(b["flops_per_token"].toDouble() > 4.28e11 && b["flops_per_token"].toDouble() < 4.29e11);
        const QJsonObject e = j["evaluated"].toObject();
        QCOMPARE(e["valid"].toBool(), true);
        const QJsonObject par = e["parallel"].toObject();
        QCOMPARE(par["dp"].toInt(), 4);
        QCOMPARE(par["tp"].toInt(), 8);
        QCOMPARE(par["pp"].toInt(), 2);
        for (const char* k : {"params", "grads", "optimizer", "activations", "other", "total"})
            QVERIFY2(e["memory_gib"].toObject().contains(k), k);
        QCOMPARE(e["memory_capacity_gib"].toDouble(), 80.0);
        QVERIFY(e["fits"].toBool());
        for (const char* d : {"tp", "cp", "ep", "dp", "pp"}) {
            const QJsonObject c = e["comm"].toObject()[d].toObject();
            QVERIFY2(c.contains("volume_gib") && c.contains("time_s") && c.contains("exposed_s"), d);
        }
        QVERIFY(e["comm"].toObject()["tp"].toObject()["time_s"].toDouble() > 0);
        QCOMPARE(e["comm"].toObject()["cp"].toObject()["time_s"].toDouble(), 0.0);
        for (const char* k : {"bubble_ratio", "step_time_s", "mfu", "hfu", "tflops_per_device", "tokens_per_s", "tokens_per_s_per_device"})
            QVERIFY2(e.contains(k), k);
        QVERIFY(e["mfu"].toDouble() > 0.2 && e["mfu"].toDouble() < 0.7);
        QVERIFY(std::abs(e["bubble_ratio"].toDouble() - 1.0 / 256) < 1e-9);  // (p−1)/m with m = 1024/(1·4)
    }
    void doneWhenExampleText()
    {
        const Run r = runPsa(kEval + QStringList{"--strategy", "tp=8,pp=2", "--format", "text"});
        QCOMPARE(r.code, 0);
        for (const char* s : {"Baseline", "Memory per device", "Communication per step", "Time per step", "MFU", "fits"})
            QVERIFY2(r.out.contains(s), s);
        QVERIFY(!r.out.contains("\033["));  // no colour when not a terminal
    }
    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions");
        const QStringList base = {"evaluate", "--model", "llama2-70b", "--device", "h100"};
        QTest::newRow("non-numeric devices") << base + QStringList{"--devices", "abc"} << 2 << "--devices";
        QTest::newRow("zero devices") << base + QStringList{"--devices", "0"} << 2 << "--devices";
        QTest::newRow("negative devices") << base + QStringList{"--devices", "-8"} << 2 << "--devices";
        QTest::newRow("absurd devices") << base + QStringList{"--devices", "1e12"} << 2 << "--devices";
        QTest::newRow("missing devices") << base << 2 << "--devices";
        QTest::newRow("bad seq") << base + QStringList{"--devices", "8", "--seq-len", "4k"} << 2 << "--seq-len";
        QTest::newRow("zero batch") << base + QStringList{"--devices", "8", "--global-batch", "0"} << 2 << "--global-batch";
        QTest::newRow("bad precision") << base + QStringList{"--devices", "8", "--precision", "int4"} << 2 << "--precision";
        QTest::newRow("fp8 on A100") << QStringList{"evaluate", "--model", "llama2-7b", "--device", "a100", "--devices", "8", "--precision", "fp8"} << 2 << "training.precision";
        QTest::newRow("unknown model") << QStringList{"evaluate", "--model", "llama9-70b", "--device", "h100", "--devices", "8"} << 2 << "--model";
        QTest::newRow("unknown device") << QStringList{"evaluate", "--model", "llama2-7b", "--device", "h1000", "--devices", "8"} << 2 << "--device";
        QTest::newRow("unknown option") << base + QStringList{"--devices", "8", "--tensor-parallel", "8"} << 2 << "--tensor-parallel";
        QTest::newRow("bad strategy syntax") << base + QStringList{"--devices", "8", "--strategy", "tp8"} << 2 << "--strategy";
        QTest::newRow("bad strategy value") << base + QStringList{"--devices", "8", "--strategy", "tp=eight"} << 2 << "strategy.tp";
        QTest::newRow("product mismatch") << base + QStringList{"--devices", "64", "--strategy", "dp=2,tp=8,pp=2"} << 3 << "dp·tp·pp·cp";
        QTest::newRow("heads % tp") << QStringList{"evaluate", "--model", "llama2-13b", "--device", "h100", "--devices", "16", "--strategy", "tp=16"} << 3 << "strategy.tp";
        QTest::newRow("experts % ep") << QStringList{"evaluate", "--model", "mixtral-8x7b", "--device", "h100", "--devices", "64", "--strategy", "tp=1,ep=16"} << 3 << "strategy.ep";
        QTest::newRow("missing HF key") << QStringList{"evaluate", "--hf-config", psa::test::dataDir() + "/bad/missing-hidden.json", "--device", "h100", "--devices", "8"} << 2 << "hf.hidden_size";
        QTest::newRow("malformed HF file") << QStringList{"evaluate", "--hf-config", psa::test::dataDir() + "/bad/malformed.json", "--device", "h100", "--devices", "8"} << 2 << "--hf-config";
        QTest::newRow("unreadable HF file") << QStringList{"evaluate", "--hf-config", "/nonexistent/config.json", "--device", "h100", "--devices", "8"} << 2 << "/nonexistent/config.json";
        QTest::newRow("bad profile override") << base + QStringList{"--devices", "8", "--set", "gemm_efficiency_max=abc"} << 2 << "gemm_efficiency_max";
        QTest::newRow("unknown profile constant") << base + QStringList{"--devices", "8", "--set", "magic=1"} << 2 << "profile.magic";
        QTest::newRow("custom model incomplete") << QStringList{"evaluate", "--layers", "32", "--device", "h100", "--devices", "8"} << 2 << "--hidden";
        QTest::newRow("unknown command") << QStringList{"evalute"} << 2 << "evalute";
        const QStringList analyze = {"analyze", "--model", "llama2-7b", "--device", "h100", "--devices", "8"};
        QTest::newRow("bound with a dash") << analyze + QStringList{"--tp", "1-8"} << 2 << "--tp";
        QTest::newRow("ZeRO stage above 3") << analyze + QStringList{"--zero", "5"} << 2 << "0..3";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        const Run r = runPsa(args);
        QVERIFY2(r.code == code, qPrintable(QString("exit %1, stderr: %2").arg(r.code).arg(r.err)));
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        QVERIFY2(!r.err.contains("unexpected error"), qPrintable(r.err));
        QVERIFY(r.err.count('\n') <= 3);  // one clear message, not a dump
    }
    void invalidStrategyJson()
    {
        const Run r = runPsa(kEval + QStringList{"--strategy", "dp=2,tp=8,pp=2", "--format", "json"});
        QCOMPARE(r.code, 3);
        const QJsonObject e = json(r)["evaluated"].toObject();
        QCOMPARE(e["valid"].toBool(), false);
        QVERIFY(!e["reasons"].toArray().isEmpty());
    }
    void doesNotFitStillExitsZero()
    {
        const Run r = runPsa({"evaluate", "--model", "llama2-70b", "--device", "a100-40gb", "--devices", "8", "--strategy", "tp=8,zero=0,recompute=none", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject e = json(r)["evaluated"].toObject();
        QCOMPARE(e["fits"].toBool(), false);
        QVERIFY(e["overflow_gib"].toDouble() > 0);
    }
    void customModelAndOverrides()
    {
        const Run r = runPsa({"evaluate", "--layers", "32", "--hidden", "4096", "--heads", "32", "--kv-heads", "8", "--ffn", "14336",
                           "--vocab", "128256", "--device", "h100", "--device-memory-gib", "96", "--devices", "8", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject j = json(r);
        QCOMPARE(j["baseline"].toObject()["params_total"].toDouble(), 8030261248.0);  // = LLaMA-3-8B
        QCOMPARE(j["evaluated"].toObject()["memory_capacity_gib"].toDouble(), 96.0);
    }
    void hfConfigImport()
    {
        const Run r = runPsa({"evaluate", "--hf-config", psa::test::dataDir() + "/hf-configs/llama3.1-8b.json", "--device", "h100",
                           "--devices", "8", "--format", "json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["baseline"].toObject()["params_total"].toDouble(), 8030261248.0);
    }
    void catalogs()
    {
        const Run m = runPsa({"models"});
        QCOMPARE(m.code, 0);
        for (const char* id : {"llama2-70b", "mixtral-8x7b", "deepseek-v3", "kimi-k2", "qwen3.5-397b-a17b", "gpt-oss-120b"})
            QVERIFY2(m.out.contains(id), id);
        const Run d = runPsa({"devices", "--format", "json"});
        QCOMPARE(d.code, 0);
        const QJsonArray arr = QJsonDocument::fromJson(d.out.toUtf8()).array();
        QVERIFY(arr.size() >= 20);
        bool sawFlag = false;
        for (const auto& v : arr)
            if (v.toObject()["id"].toString() == "ascend-950dt")
                sawFlag = v.toObject()["flags"].toArray().size() > 0;
        QVERIFY(sawFlag);
    }
    void validatePrintsTable()
    {
        const Run r = runPsa({"validate", "--runs", psa::test::publishedRunsFile()});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("tokens/s/device"));
        QVERIFY(r.out.contains("torchtitan"));
        QVERIFY(r.out.contains("\nall "));
        // Without --runs: the published runs shipped with psa, the same table.
        const Run shipped = runPsa({"validate"});
        QCOMPARE(shipped.code, 0);
        QCOMPARE(shipped.out, r.out);
        QVERIFY(shipped.out.contains("on 135 runs"));
        const Run bad = runPsa({"validate", "--runs", psa::test::dataDir() + "/bad/malformed.json"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("malformed.json"));
    }
    // The nccl-tests and GEMM inputs are synthetic fixtures (tools/gen_test_fixtures.py, tests/data/README.md):
    // this checks the calibrate command's plumbing, not the calibration's accuracy.
    void calibrateWithMicrobenchmarks()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("p.json");
        const QString data = psa::test::dataDir();
        const Run r = runPsa({"calibrate", "--runs", psa::test::publishedRunsFile(), "--nccl-tests",
                              data + "/nccl/all_reduce_perf_8xH100.txt", "--gemm", data + "/gemm/h100_bf16.csv", "--device", "h100", "-o", out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("Before the fit"));
        QVERIFY(r.out.contains("After the fit"));
        QVERIFY(r.out.contains("Held fixed: scale_up_bus_efficiency: measured by the microbenchmarks"));
        QVERIFY(QFile::exists(out));
        const Run v = runPsa({"validate", "--runs", psa::test::publishedRunsFile(), "--profile", out});
        QCOMPARE(v.code, 0);
        QVERIFY(v.out.contains("Validation of profile 'p'"));
        const Run bad = runPsa({"calibrate", "--runs", psa::test::publishedRunsFile(), "--gemm",
                                data + "/bad/malformed.json", "--device", "h100", "-o", out});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--gemm"));
    }
    // Issue 14: days = tokens ÷ (recommended tokens/s) ÷ 86,400, cost = device-hours × price.
    void timeToTrainInJsonAndText()
    {
        const QStringList args = {"analyze", "--model", "llama3.1-405b", "--device", "h100", "--devices", "16384", "--seq-len", "8192",
                                  "--global-batch", "2048", "--train-tokens", "15T", "--device-hour-price", "2.5"};
        const Run r = runPsa(args + QStringList{"--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject j = json(r);
        const QJsonObject t = j["time_to_train"].toObject();
        const double tps = j["recommended"].toObject()["tokens_per_s"].toDouble();
        QVERIFY(tps > 0);
        QCOMPARE(t["tokens"].toDouble(), 15e12);
        QVERIFY(std::abs(t["days"].toDouble() - 15e12 / tps / 86400) < 1e-9 * t["days"].toDouble());
        QVERIFY(std::abs(t["device_hours"].toDouble() - t["days"].toDouble() * 24 * 16384) < 1e-6 * t["device_hours"].toDouble());
        QVERIFY(std::abs(t["cost"].toDouble() - t["device_hours"].toDouble() * 2.5) < 1e-6 * t["cost"].toDouble());
        QCOMPARE(t["currency"].toString(), QStringLiteral("USD"));
        QVERIFY(t["energy_mwh"].toDouble() > 0);  // H100: 700 W in the catalog
        const Run text = runPsa(args);
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("Time to train"));
        QVERIFY(text.out.contains(QStringLiteral("%1 days for 15T tokens").arg(t["days"].toDouble(), 0, 'f', 1)));
        const Run none = runPsa({"analyze", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--format", "json"});
        QVERIFY(!json(none).contains("time_to_train"));
        const Run bad = runPsa({"analyze", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--train-tokens", "12X"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--train-tokens"));
        const Run badPue = runPsa({"analyze", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--train-tokens", "1T", "--pue", "0.8"});
        QCOMPARE(badPue.code, 2);
        QVERIFY(badPue.err.contains("--pue"));
    }
    // psa sweep: one recommendation per point, the same as psa analyze at that point.
    void sweepOverDevicesAndSequences()
    {
        const Run r = runPsa({"sweep", "--model", "llama3.1-405b", "--device", "h100", "--devices", "1024,2048,4096,8192,16384", "--seq-len",
                              "8192", "--global-batch", "2048", "--train-tokens", "15T", "--format", "json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray points = json(r)["points"].toArray();
        QCOMPARE(points.size(), 5);
        const int expected[] = {1024, 2048, 4096, 8192, 16384};
        for (int i = 0; i < 5; ++i) {
            const QJsonObject pt = points[i].toObject();
            QCOMPARE(pt["devices"].toInt(), expected[i]);
            QCOMPARE(pt["seq_len"].toInt(), 8192);
            QVERIFY(pt["recommended"].isObject());
            const double tps = pt["recommended"].toObject()["tokens_per_s"].toDouble();
            QVERIFY(std::abs(pt["time_to_train"].toObject()["days"].toDouble() - 15e12 / tps / 86400) < 1e-9 * 15e12 / tps / 86400);
        }
        // The last point is what psa analyze recommends there.
        const Run a = runPsa({"analyze", "--model", "llama3.1-405b", "--device", "h100", "--devices", "16384", "--seq-len", "8192",
                              "--global-batch", "2048", "--format", "json"});
        QCOMPARE(json(a)["recommended"].toObject()["tokens_per_s"].toDouble(),
                 points[4].toObject()["recommended"].toObject()["tokens_per_s"].toDouble());
        // A range takes valid counts on a log scale; CSV has a header and one line per point.
        const Run csv = runPsa({"sweep", "--model", "llama2-70b", "--device", "h100", "--devices", "64..1000", "--format", "csv"});
        QCOMPARE(csv.code, 0);
        const QStringList lines = csv.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.front(), QStringLiteral("devices,seq_len,strategy,tokens_per_s,tokens_per_s_per_device,mfu,memory_gib,days,cost"));
        QStringList counts;
        for (int i = 1; i < lines.size(); ++i)
            counts << lines[i].section(QLatin1Char(','), 0, 0);
        // 1000 has no valid layout for batch 1024: the nearest count in the range that has one stands in.
        QCOMPARE(counts, (QStringList{"64", "128", "256", "512", "864"}));
        const Run seq = runPsa({"sweep", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--seq-len", "4096..32768"});
        QCOMPARE(seq.code, 0);
        for (const char* s : {"4096", "8192", "16384", "32768"})
            QVERIFY2(seq.out.contains(QStringLiteral("       8 %1").arg(QString::fromLatin1(s), 8)), s);
        const Run bad = runPsa({"sweep", "--model", "llama2-7b", "--device", "h100", "--devices", "64..8"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--devices"));
    }
    void helpDocumentsOptions()
    {
        const Run r = runPsa({"evaluate", "--help"});
        QCOMPARE(r.code, 0);
        for (const char* o : {"--model", "--hf-config", "--strategy", "--devices-per-node", "--inter-node-gbps", "--format", "--profile", "--fp8-recipe", "--power-cap-w"})
            QVERIFY2(r.out.contains(o), o);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

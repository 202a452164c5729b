// psa analyze / compare / diagnose end to end: the seed's five usages in every format,
// the JSON schema, --emit, the no-solution paths and a golden text report.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include "cli_runner.h"
#include "test_paths.h"

namespace {

using psa::test::Run;
using psa::test::runPsa;

const char* kSeed[] = {
    "Analyze strategy for a 70B LLaMA model on 64 Ascend A2 NPUs",
    "13B model, 8× A100 80GB, sequence length 8192, batch size 512",
    "Mixtral 8x7B on 32 H100, seq_len 4096",
    "Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768",
    "Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s",
};

// Masks what legitimately varies between runs (timings, thread counts).
QString normalized(QString text)
{
    static const QRegularExpression search("Search  .*");
    return text.replace(search, "Search  <masked>");
}

}  // namespace

class TestCliAnalyze : public QObject {
    Q_OBJECT
private slots:
    void seedUsagesAllFormats_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("format");
        for (const char* q : kSeed)
            for (const char* f : {"text", "markdown", "json"})
                QTest::newRow(qPrintable(QString("%1 | %2").arg(QString(q).left(28), f))) << QString(q) << QString(f);
    }
    void seedUsagesAllFormats()
    {
        QFETCH(QString, query);
        QFETCH(QString, format);
        const Run r = runPsa({"analyze", query, "--format", format});
        QVERIFY2(r.code == 0, qPrintable(QString("exit %1: %2").arg(r.code).arg(r.err)));
        QVERIFY(r.err.contains("understood:"));
        QVERIFY2(!r.err.contains("not used from the query"), qPrintable(r.err));
        const bool compare = query.startsWith("Compare");
        const bool diagnose = query.startsWith("Currently");
        if (format == "json") {
            const QJsonDocument d = QJsonDocument::fromJson(r.out.toUtf8());
            QVERIFY2(d.isObject(), qPrintable(r.out.left(200)));
            if (compare)
                QCOMPARE(d.object()["strategies"].toArray().size(), 2);
            return;
        }
        if (compare) {
            QVERIFY(r.out.contains("Verdict"));
            return;
        }
        if (diagnose) {
            QVERIFY(r.out.contains("Why it runs out of memory"));
            QVERIFY(r.out.contains("Fixes ranked by throughput"));
            return;
        }
        for (const char* section : {"1. Global baseline", "2. Strategy summary", "3. DeviceMesh", "4. Post-sharding memory",
                                    "5. Communication", "6. Pipeline bubble", "7. Memory optimisations", "8. Top alternatives"})
            QVERIFY2(r.out.contains(section), section);
        if (format == "markdown")
            QVERIFY(r.out.startsWith("# Parallel strategy plan") && r.out.contains("|---"));
    }
    void jsonSchema()
    {
        const Run r = runPsa({"analyze", "--model", "mixtral-8x7b", "--device", "h100", "--devices", "32", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        for (const char* k : {"scenario", "baseline", "evaluated", "recommended", "alternatives", "pareto", "search", "launch_code"})
            QVERIFY2(j.contains(k), k);
        const QJsonObject s = j["search"].toObject();
        for (const char* k : {"candidates_enumerated", "candidates_valid", "candidates_fitting", "elapsed_ms", "threads"})
            QVERIFY2(s.contains(k), k);
        QVERIFY(s["candidates_valid"].toDouble() <= s["candidates_enumerated"].toDouble());
        QVERIFY(s["candidates_fitting"].toDouble() <= s["candidates_valid"].toDouble());
        const QJsonObject rec = j["recommended"].toObject();
        for (const char* k : {"parallel", "memory_gib", "fits", "bubble_ratio", "comm", "step_time_s", "mfu", "tokens_per_s_per_device"})
            QVERIFY2(rec.contains(k), k);
        QVERIFY(rec["fits"].toBool());
        QCOMPARE(j["alternatives"].toArray().size(), 3);
        QVERIFY(j["pareto"].toArray().size() >= 2);
    }
    void constraintsReachTheSearch()
    {
        const Run r = runPsa({"analyze", "--model", "llama2-70b", "--device", "h100", "--devices", "64", "--tp", "8", "--pp", "1..2",
                              "--mbs", "1", "--no-cp", "--no-fp8", "--schedules", "1f1b", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject par = QJsonDocument::fromJson(r.out.toUtf8()).object()["recommended"].toObject()["parallel"].toObject();
        QCOMPARE(par["tp"].toInt(), 8);
        QVERIFY(par["pp"].toInt() <= 2);
        QCOMPARE(par["cp"].toInt(), 1);
        QCOMPARE(par["mbs"].toInt(), 1);
    }
    void emitPrintsOnlyCode()
    {
        const Run r = runPsa({"analyze", "Mixtral 8x7B on 32 H100, seq_len 4096", "--emit", "megatron"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("#!/"));
        QVERIFY(r.out.contains("--expert-model-parallel-size"));
        QVERIFY(!r.out.contains("Strategy summary"));
        const Run bad = runPsa({"analyze", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--emit", "jax"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--emit"));
    }
    void emitOnEvaluate()
    {
        const Run r = runPsa({"evaluate", "--model", "llama2-70b", "--device", "h100", "--devices", "64", "--strategy", "tp=8,pp=2,zero=2",
                              "--emit", "torchtitan"});  // torchtitan (FSDP2) has no ZeRO-1
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("return Trainer.Config("));
        QVERIFY(r.out.contains("tensor_parallel_degree=8,"));
        QVERIFY(r.out.contains("pipeline_parallel_degree=2,"));
        const Run toml = runPsa({"evaluate", "--model", "llama2-70b", "--device", "h100", "--devices", "64", "--strategy",
                                 "tp=8,pp=2,zero=2", "--emit", "torchtitan-toml"});  // plans for torchtitan too
        QCOMPARE(toml.code, 0);
        QVERIFY(toml.out.contains("[parallelism]"));
        QVERIFY(toml.out.contains("tensor_parallel_degree = 8"));
        QVERIFY(toml.out.contains("pipeline_parallel_degree = 2"));
    }
    void unusedWordsAreReported()
    {
        const Run r = runPsa({"analyze", "Mixtral 8x7B on 32 H100 blorf", "--format", "json"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.contains("not used from the query: blorf"));
    }
    void noValidStrategy()
    {
        const Run r = runPsa({"analyze", "--layers", "7", "--hidden", "3584", "--heads", "28", "--ffn", "11008", "--vocab", "32000",
                              "--device", "h100", "--devices", "13", "--global-batch", "7"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("No valid strategy for 13 devices"));
        QVERIFY(r.out.contains("Nearest device counts"));
    }
    void fitsNowhereSaysMinimum()
    {
        const Run r = runPsa({"analyze", "--model", "llama3.1-405b", "--device", "h100", "--devices", "8", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(j["recommended"].isNull());
        const int minimum = j["no_solution"].toObject()["minimum_devices"].toInt();
        QVERIFY2(minimum > 8 && minimum <= 128, qPrintable(QString::number(minimum)));
    }
    void compareExplicit()
    {
        const Run r = runPsa({"compare", "--model", "llama2-70b", "--device", "a100", "--devices", "64", "--strategy", "dp=4,tp=8,pp=2",
                              "--strategy", "dp=8,tp=8,pp=1", "--strategy", "dp=2,tp=8,pp=5"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("A: DP=4, TP=8, PP=2"));
        QVERIFY(r.out.contains("C: dp=2,tp=8,pp=5"));
        QVERIFY(r.out.contains("invalid"));  // 2·8·5 = 80 ≠ 64
        QVERIFY(r.out.contains("Verdict"));
        const Run one = runPsa({"compare", "--model", "llama2-70b", "--device", "a100", "--devices", "64", "--strategy", "tp=8"});
        QCOMPARE(one.code, 2);
    }
    // The text report of a fixed scenario with the compiled-in constants, compared with a golden file.
    // Regenerate with PSA_UPDATE_GOLDEN=1 after an intended change, and review the diff.
    void goldenText()
    {
        const Run r = runPsa({"analyze", "--model", "llama2-70b", "--device", "h100", "--devices", "64", "--builtin-profile", "--no-fp8",
                              "--threads", "1"});
        QCOMPARE(r.code, 0);
        const QString path = psa::test::dataDir() + "/golden/analyze-llama2-70b-h100-64.txt";
        const QString actual = normalized(r.out);
        if (qEnvironmentVariableIsSet("PSA_UPDATE_GOLDEN")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(actual.toUtf8());
            QSKIP("golden file updated");
        }
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        const QString expected = QString::fromUtf8(f.readAll());
        if (actual != expected) {
            const QStringList a = actual.split('\n'), e = expected.split('\n');
            for (int i = 0; i < std::min(a.size(), e.size()); ++i)
                if (a[i] != e[i])
                    QFAIL(qPrintable(QString("line %1 differs:\n  got:      %2\n  expected: %3").arg(i + 1).arg(a[i], e[i])));
            QFAIL("length differs");
        }
    }
};

QTEST_GUILESS_MAIN(TestCliAnalyze)
#include "tst_cli_analyze.moc"

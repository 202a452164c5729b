// Issue 17 (hardening, second round): one test per finding, against the real `psa` executable.
// Writers: a full disk (RLIMIT_FSIZE in the child, /dev/full) exits 4 and leaves the previous file
// byte-identical; links planted at the old temporary names are never followed; the output's mode and
// links are kept. Readers: non-regular and oversized files, deep JSON, huge names are refused (exit 2).
// Numbers: calibration constants out of their range, --dense-layers beyond the model, overflowing
// counts in nccl-tests logs are refused. Text from files is escaped on the terminal.
#include "cli_runner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using psa::test::Run;
using psa::test::runPsa;

namespace {

const QStringList kSmall = {"--model", "llama2-7b", "--device", "h100", "--devices", "8", "--tp", "8", "--pp", "1"};

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QCOMPARE(f.write(bytes), bytes.size());
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// psa with a file-size limit: a write beyond `maxBytes` fails with EFBIG (SIGXFSZ ignored), as on
// a full disk; no mount needed.
Run runPsaLimited(const QStringList& args, rlim_t maxBytes)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.remove(QStringLiteral("LC_ALL"));
    e.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    e.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(e);
    p.setChildProcessModifier([maxBytes] {
        ::signal(SIGXFSZ, SIG_IGN);
        struct rlimit rl{maxBytes, maxBytes};
        ::setrlimit(RLIMIT_FSIZE, &rl);
    });
    p.start(psa::test::cliPath(), args);
    if (!p.waitForFinished(180000)) {
        p.kill();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// Files in `dir` other than `keep`: temporary files left behind.
QStringList leftovers(const QString& dir, const QStringList& keep)
{
    QStringList out;
    for (const QString& n : QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
        if (!keep.contains(n))
            out << n;
    return out;
}

QString runsFile() { return psa::test::sourceDir() + "/tests/fuzz/corpus/calibration/runs3.json"; }

}  // namespace

class TestCliHardening : public QObject {
    Q_OBJECT

private slots:
    // ---- 1. deep JSON in a typed field ----
    void deepHfConfigIsRefusedNotCrashed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("deep.json");
        const int depth = 100000;
        QByteArray deep = QByteArray(depth, '[') + QByteArray(depth, ']');
        writeFile(path, "{\"model_type\":\"llama\",\"hidden_size\":" + deep + ",\"num_hidden_layers\":2}");
        const Run r = runPsa({"evaluate", "--hf-config", path, "--device", "h100", "--devices", "8", "--strategy", "tp=8"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--hf-config") && r.err.contains("deeper than 256"), qPrintable(r.err));
        QVERIFY(r.err.size() < 1000);
        // Within the depth bound, a wrong-typed value is quoted short.
        QByteArray mid = QByteArray(200, '[') + QByteArray(200, ']');
        writeFile(path, "{\"model_type\":\"llama\",\"hidden_size\":" + mid + ",\"num_hidden_layers\":2}");
        const Run m = runPsa({"evaluate", "--hf-config", path, "--device", "h100", "--devices", "8", "--strategy", "tp=8"});
        QCOMPARE(m.code, 2);
        QVERIFY2(m.err.contains("hidden_size") && m.err.size() < 400, qPrintable(m.err));
    }
    void deepScenarioAndCatalogAreRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("deep.json");
        writeFile(path, "{\"format\":\"parallel-strategy-analyzer/scenario\",\"model\":" + QByteArray(100000, '[') + "}");
        const Run s = runPsa({"evaluate", "--scenario", path, "--strategy", "tp=8"});
        QCOMPARE(s.code, 2);
        const Run c = runPsa({"devices", "--catalog", path});
        QCOMPARE(c.code, 2);
        const Run p = runPsa({"profile", "--profile", path});
        QCOMPARE(p.code, 2);
    }

    // ---- 2. a failed write (full disk) exits 4 and keeps the previous file ----
    void fullDiskKeepsThePreviousFile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("option");  // how the output file is given
        QTest::addColumn<int>("limit");
        QTest::newRow("text report") << (QStringList{"analyze"} + kSmall) << "-o" << 2048;
        QTest::newRow("json report") << (QStringList{"analyze", "--format", "json"} + kSmall) << "-o" << 8192;
        QTest::newRow("markdown report") << (QStringList{"analyze", "--format", "markdown"} + kSmall) << "-o" << 2048;
        QTest::newRow("scenario") << (QStringList{"analyze", "--format", "json"} + kSmall) << "--save-scenario" << 512;
        QTest::newRow("profile") << QStringList{"calibrate", "--runs", runsFile()} << "-o" << 512;
#ifdef PSA_TEST_WITH_PDF
        QTest::newRow("pdf") << (QStringList{"analyze", "--format", "pdf"} + kSmall) << "-o" << 8192;
#endif
    }
    void fullDiskKeepsThePreviousFile()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, option);
        QFETCH(int, limit);
        QTemporaryDir dir;
        const QString out = dir.filePath("out.file");
        const QByteArray previous = "the previous, good content\n";
        writeFile(out, previous);
        const Run r = runPsaLimited(args + QStringList{option, out}, rlim_t(limit));
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("out.file"), qPrintable(r.err));
        QVERIFY2(!r.err.contains("wrote"), qPrintable(r.err));
        QCOMPARE(readFile(out), previous);
        QCOMPARE(leftovers(dir.path(), {"out.file"}), QStringList());
    }
    void devFullExitsFour()
    {
        if (!QFileInfo::exists("/dev/full"))
            QSKIP("no /dev/full");
        const Run r = runPsa(QStringList{"analyze", "--format", "json"} + kSmall + QStringList{"-o", "/dev/full"});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("/dev/full"), qPrintable(r.err));
        struct stat st{};
        QVERIFY(::stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));  // still the device
    }

    // ---- 3. links planted at the old temporary names are not followed ----
    void plantedSymlinksAreNotFollowed()
    {
        QTemporaryDir dir;
        const QString victim = dir.filePath("victim.txt");
        const QByteArray secret = "do not overwrite\n";
        writeFile(victim, secret);
        const QString out = dir.filePath("plan.txt");
        QVERIFY(QFile::link(victim, out + ".part"));
        QVERIFY(QFile::link(victim, dir.filePath("p.json.tmp")));
        const Run a = runPsa(QStringList{"analyze"} + kSmall + QStringList{"-o", out});
        QCOMPARE(a.code, 0);
        const Run c = runPsa({"calibrate", "--runs", runsFile(), "-o", dir.filePath("p.json")});
        QVERIFY2(c.code == 0, qPrintable(c.err));
        QCOMPARE(readFile(victim), secret);
        QVERIFY(readFile(out).contains("Parallel strategy plan"));
        QVERIFY(readFile(dir.filePath("p.json")).contains("psa-profile/1"));
        // calibrate leaves no temporary file behind
        QCOMPARE(leftovers(dir.path(), {"victim.txt", "plan.txt", "plan.txt.part", "p.json.tmp", "p.json"}), QStringList());
    }

    // ---- 4. the output's attributes ----
    void outputModeIsKept()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("private.json");
        writeFile(out, "old");
        QVERIFY(QFile::setPermissions(out, QFile::ReadOwner | QFile::WriteOwner));
        const Run r = runPsa(QStringList{"analyze", "--format", "json"} + kSmall + QStringList{"-o", out});
        QCOMPARE(r.code, 0);
        struct stat st{};
        QVERIFY(::stat(QFile::encodeName(out).constData(), &st) == 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);
        QVERIFY(readFile(out).startsWith("{"));
    }
    void readOnlyOutputIsRefused()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("ro.json");
        writeFile(out, "keep me");
        QVERIFY(QFile::setPermissions(out, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const Run r = runPsa(QStringList{"analyze", "--format", "json"} + kSmall + QStringList{"-o", out});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("read-only"), qPrintable(r.err));
        QCOMPARE(readFile(out), QByteArray("keep me"));
    }
    void symlinkOutputStaysALink()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath("real.json");
        writeFile(target, "old");
        const QString link = dir.filePath("link.json");
        QVERIFY(QFile::link(target, link));
        const Run r = runPsa(QStringList{"analyze", "--format", "json"} + kSmall + QStringList{"-o", link});
        QCOMPARE(r.code, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(readFile(target).startsWith("{"));
    }
    void deviceOutputIsWrittenDirectly()
    {
        const Run r = runPsa(QStringList{"analyze", "--format", "json"} + kSmall + QStringList{"-o", "/dev/stdout"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("{"));
        QTemporaryDir dir;
        const Run d = runPsa(QStringList{"analyze", "--format", "json"} + kSmall + QStringList{"-o", dir.path()});
        QCOMPARE(d.code, 4);
        QVERIFY2(d.err.contains("is a folder"), qPrintable(d.err));
    }
    void saveScenarioIntoAFolderSaysWhy()
    {
        QTemporaryDir dir;
        const Run r = runPsa(QStringList{"analyze", "--format", "json"} + kSmall + QStringList{"--save-scenario", dir.path()});
        QCOMPARE(r.code, 4);
        QVERIFY2(!r.err.contains("Success") && r.err.contains("is a folder"), qPrintable(r.err));
    }

    // ---- 5. bounded inputs ----
    void nonRegularInputsAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString z = "/dev/zero";
        QTest::newRow("hf-config") << QStringList{"evaluate", "--hf-config", z, "--device", "h100", "--devices", "8", "--strategy", "tp=8"};
        QTest::newRow("scenario") << QStringList{"evaluate", "--scenario", z, "--strategy", "tp=8"};
        QTest::newRow("catalog") << QStringList{"devices", "--catalog", z};
        QTest::newRow("profile") << QStringList{"profile", "--profile", z};
        QTest::newRow("runs") << QStringList{"validate", "--runs", z};
        QTest::newRow("nccl-tests") << QStringList{"calibrate", "--runs", runsFile(), "--device", "h100", "--nccl-tests", z, "-o", "/dev/null"};
        QTest::newRow("gemm") << QStringList{"calibrate", "--runs", runsFile(), "--device", "h100", "--gemm", z, "-o", "/dev/null"};
    }
    void nonRegularInputsAreRefused()
    {
        QFETCH(QStringList, args);
        QElapsedTimer t;
        t.start();
        const Run r = runPsa(args, 60000);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("/dev/zero") && r.err.contains("not a regular file"), qPrintable(r.err));
        QVERIFY(t.elapsed() < 30000);
    }
    void oversizedInputIsRefused()
    {
        QTemporaryDir dir;
        const QString big = dir.filePath("big.json");
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(64ll * 1024 * 1024 + 1));  // sparse
        }
        const Run r = runPsa({"devices", "--catalog", big});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("big.json") && r.err.contains("64 MiB"), qPrintable(r.err));
    }
    void hugeNamesAreRefused()
    {
        QTemporaryDir dir;
        const QString cat = dir.filePath("cat.json");
        const QByteArray name(100000, 'x');
        writeFile(cat, "{\"schema\":\"psa-devices/1\",\"devices\":[{\"id\":\"big\",\"name\":\"" + name
                           + "\",\"bf16_tflops\":100,\"memory_gib\":80,\"hbm_tbps\":3,\"scale_up_domain\":8,\"devices_per_node\":8,\"scale_up_gbps\":100,\"scale_out_gbps\":10}]}");
        const Run r = runPsa({"devices", "--catalog", cat});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("name") && r.err.contains("longer than"), qPrintable(r.err));
        QVERIFY(r.err.size() + r.out.size() < 2000);
    }
    void scenarioMaxCandidatesIsCapped()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath("s.psa.json");
        QCOMPARE(runPsa(QStringList{"analyze", "--format", "json"} + kSmall + QStringList{"--save-scenario", saved}).code, 0);
        QJsonObject o = QJsonDocument::fromJson(readFile(saved)).object();
        QJsonObject c = o.value("constraints").toObject();
        c.insert("max_candidates", double(1ll << 40));
        o.insert("constraints", c);
        writeFile(saved, QJsonDocument(o).toJson());
        const Run r = runPsa({"analyze", "--scenario", saved, "--format", "json"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("max_candidates") && r.err.contains("3000000"), qPrintable(r.err));
    }

    // ---- 6. impossible numbers ----
    void calibrationConstantsOutsideTheirRange_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("name");
        QTest::newRow("efficiency above 1") << "gemm_efficiency_max=2" << "gemm_efficiency_max";
        QTest::newRow("efficiency 0") << "gemm_efficiency_max=0" << "gemm_efficiency_max";
        QTest::newRow("overlap 1e300") << "tp_overlap_sp=1e300" << "tp_overlap_sp";
        QTest::newRow("negative") << "dp_overlap=-0.5" << "dp_overlap";
        QTest::newRow("imbalance below 1") << "moe_imbalance=0.5" << "moe_imbalance";
    }
    void calibrationConstantsOutsideTheirRange()
    {
        QFETCH(QString, set);
        QFETCH(QString, name);
        const Run r = runPsa(QStringList{"evaluate", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--strategy", "tp=8", "--set", set});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(name), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
    void profileFileMustBeAProfile()
    {
        QTemporaryDir dir;
        const QString empty = dir.filePath("empty.json");
        writeFile(empty, "{}");
        const Run e = runPsa({"profile", "--profile", empty});
        QCOMPARE(e.code, 2);
        QVERIFY2(e.err.contains("psa-profile/1"), qPrintable(e.err));
        const QString bad = dir.filePath("bad.json");
        writeFile(bad, "{\"schema\":\"psa-profile/1\",\"constants\":{\"gemm_efficiency_max\":{\"value\":1.7}}}");
        const Run b = runPsa({"profile", "--profile", bad});
        QCOMPARE(b.code, 2);
        QVERIFY2(b.err.contains("gemm_efficiency_max") && b.err.contains("(0, 1]"), qPrintable(b.err));
        const QString good = dir.filePath("good.json");
        writeFile(good, "{\"schema\":\"psa-profile/1\",\"constants\":{\"gemm_efficiency_max\":{\"value\":0.5}}}");
        QCOMPARE(runPsa({"profile", "--profile", good}).code, 0);
    }
    void reportedNumbersAreFiniteAndInRange()
    {
        const Run r = runPsa({"evaluate", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--strategy", "tp=8",
                              "--set", "gemm_efficiency_max=1,attention_efficiency=1,tp_overlap_sp=1", "--format", "json"});
        QCOMPARE(r.code, 0);
        QVERIFY(!r.out.contains("nan") && !r.out.contains("inf"));
        const QJsonObject m = QJsonDocument::fromJson(r.out.toUtf8()).object().value("evaluated").toObject().value("metrics").toObject();
        if (m.contains("mfu"))
            QVERIFY(m.value("mfu").toDouble() > 0 && m.value("mfu").toDouble() <= 1.0);
    }
    void denseLayersBeyondTheModel()
    {
        const Run r = runPsa({"evaluate", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--strategy", "tp=8", "--dense-layers", "100"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--dense-layers"), qPrintable(r.err));
    }

    // ---- 7. parsers and messages ----
    void ncclCountOverflowIsBadInput()
    {
        QTemporaryDir dir;
        const QByteArray good = readFile(psa::test::dataDir() + "/nccl/all_reduce_perf_8xH100.txt");
        QVERIFY(!good.isEmpty());
        QByteArray rank = good;
        rank.replace("#  Rank  0 Group", "#  Rank 12345678901234567890 Group");
        const QString rankFile = dir.filePath("all_reduce_rank.txt");
        writeFile(rankFile, rank);
        const Run r = runPsa({"calibrate", "--runs", runsFile(), "--device", "h100", "--nccl-tests", rankFile, "-o", dir.filePath("p.json")});
        QCOMPARE(r.code, 2);
        // file:line:column of the planted rank (its line in the fixture, counted, not hard-coded).
        const int rankLine = int(rank.left(rank.indexOf("12345678901234567890")).count('\n')) + 1;
        QVERIFY2(r.err.contains(QStringLiteral("all_reduce_rank.txt:%1:").arg(rankLine)) && r.err.contains("out of range") && !r.err.contains("stol"),
                 qPrintable(r.err));

        QByteArray gpus = good;
        gpus.replace("nGpus 8 ", "nGpus 4294967304 ");
        QStringList lines = QString::fromUtf8(gpus).split('\n');
        lines.erase(std::remove_if(lines.begin(), lines.end(), [](const QString& l) { return l.contains("Rank "); }), lines.end());
        const QString gpuFile = dir.filePath("all_reduce_gpus.txt");
        writeFile(gpuFile, lines.join('\n').toUtf8());
        const Run g = runPsa({"calibrate", "--runs", runsFile(), "--device", "h100", "--nccl-tests", gpuFile, "-o", dir.filePath("p.json")});
        QCOMPARE(g.code, 2);
        const QString joined = lines.join('\n');
        const int gpuLine = int(joined.left(joined.indexOf(QStringLiteral("4294967304"))).count(QLatin1Char('\n'))) + 1;
        QVERIFY2(g.err.contains(QStringLiteral("all_reduce_gpus.txt:%1:").arg(gpuLine)) && g.err.contains("nGpus"), qPrintable(g.err));
        QVERIFY(!QFile::exists(dir.filePath("p.json")));
    }
    void controlCharactersAreEscapedOnTheTerminal()
    {
        QTemporaryDir dir;
        const QString cat = dir.filePath("evil.json");
        // ESC ] 0 ; title BEL (retitle), ESC [ 2 J (clear), U+202E (right-to-left override)
        const QByteArray name = "Evil\\u001b]0;pwned\\u0007\\u001b[2J\\u202eGPU";
        writeFile(cat, "{\"schema\":\"psa-devices/1\",\"devices\":[{\"id\":\"evil\",\"name\":\"" + name
                           + "\",\"bf16_tflops\":100,\"memory_gib\":80,\"hbm_tbps\":3,\"scale_up_domain\":8,\"devices_per_node\":8,\"scale_up_gbps\":100,\"scale_out_gbps\":10}]}");
        const Run t = runPsa({"devices", "--catalog", cat});
        QCOMPARE(t.code, 0);
        QVERIFY(!t.out.contains(QChar(0x1b)) && !t.out.contains(QChar(0x07)) && !t.out.contains(QChar(0x202e)));
        QVERIFY2(t.out.contains("Evil\\x1b]0;pwned\\x07"), qPrintable(t.out));
        QVERIFY(t.out.contains("\\u202e"));
        const Run j = runPsa({"devices", "--catalog", cat, "--format", "json"});
        QCOMPARE(j.code, 0);
        bool found = false;
        for (const auto& d : QJsonDocument::fromJson(j.out.toUtf8()).array())
            if (d.toObject().value("id").toString() == "evil") {
                found = true;
                QCOMPARE(d.toObject().value("name").toString(), QString("Evil\x1b]0;pwned\x07\x1b[2J") + QChar(0x202e) + "GPU");
            }
        QVERIFY(found);
        // Reports: the text plan escapes the name, the JSON plan keeps it exactly.
        const QStringList base{"analyze", "--catalog", cat, "--model", "llama2-7b", "--device", "evil", "--devices", "8", "--tp", "8", "--pp", "1"};
        const Run rt = runPsa(base);
        QCOMPARE(rt.code, 0);
        QVERIFY(!rt.out.contains(QChar(0x1b)) && !rt.out.contains(QChar(0x202e)) && !rt.err.contains(QChar(0x1b)));
    }
    void userCatalogShadowingABuiltInSaysSo()
    {
        QTemporaryDir dir;
        const QString cat = dir.filePath("mine.json");
        writeFile(cat, "{\"schema\":\"psa-devices/1\",\"devices\":[{\"id\":\"h100\",\"name\":\"My H100\",\"bf16_tflops\":100,"
                       "\"memory_gib\":80,\"hbm_tbps\":3,\"scale_up_domain\":8,\"devices_per_node\":8,\"scale_up_gbps\":100,\"scale_out_gbps\":10}]}");
        const Run r = runPsa({"devices", "--catalog", cat});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("mine.json") && r.err.contains("device 'h100' shadows the alias 'h100' of device 'h100-sxm'"), qPrintable(r.err));
        // Reusing the built-in id itself: a replacement, also said.
        QByteArray same = readFile(cat);
        same.replace("\"id\":\"h100\"", "\"id\":\"h100-sxm\"");
        writeFile(cat, same);
        const Run s = runPsa({"devices", "--catalog", cat});
        QCOMPARE(s.code, 0);
        QVERIFY2(s.err.contains("mine.json: device 'h100-sxm' replaces the one from"), qPrintable(s.err));
    }
    void repeatedStrategyKeysAreRefused()
    {
        const Run r = runPsa({"evaluate", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--strategy", "tp=2,tp=8"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("strategy.tp") && r.err.contains("more than once"), qPrintable(r.err));
        const Run a = runPsa({"evaluate", "--model", "llama2-7b", "--device", "h100", "--devices", "8", "--strategy", "tp=8,mbs=1,b=2"});
        QCOMPARE(a.code, 2);
    }
    void hugeDeviceCountNamesTheValue()
    {
        const Run r = runPsa({"evaluate", "--model", "llama2-7b", "--device", "h100", "--devices", "1e300", "--strategy", "tp=8"});
        QCOMPARE(r.code, 2);
        QVERIFY2(!r.err.contains("got 0") && r.err.contains("1e300"), qPrintable(r.err));
        // A runs file with 1e300 devices: the record is skipped naming the value, not "got 0".
        QTemporaryDir dir;
        QJsonArray runs = QJsonDocument::fromJson(readFile(runsFile())).array();
        QJsonObject first = runs.at(0).toObject();
        QJsonObject hw = first.value("hardware").toObject();
        hw.insert("num_devices", 1e300);
        first.insert("hardware", hw);
        runs.replace(0, first);
        const QString path = dir.filePath("runs.json");
        writeFile(path, QJsonDocument(runs).toJson());
        const Run v = runPsa({"validate", "--runs", path, "--verbose"});
        QCOMPARE(v.code, 0);
        QVERIFY2(!v.out.contains("got 0") && v.out.contains("'num_devices' = 1e+300 is out of range"), qPrintable(v.out));
    }
};

QTEST_GUILESS_MAIN(TestCliHardening)
#include "tst_cli_hardening.moc"

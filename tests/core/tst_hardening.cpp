// Issue 17 in the core: the atomic writer, the bounded reader, bounded JSON, terminal-safe text,
// linear catalog loading with shadow notes, calibration constants with physical ranges, parsers
// that refuse overflow and repeated keys.
#include "calibration/nccl_tests.h"
#include "calibration/profile.h"
#include "catalog/catalog.h"
#include "catalog/hf_import.h"
#include "io/atomic_write.h"
#include "io/bounded_read.h"
#include "spec/input_limits.h"
#include "spec/strategy.h"
#include "util/text.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <string>

using namespace psa;

namespace {

std::string slurp(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

std::filesystem::path fsPath(const QString& p) { return std::filesystem::path(QFile::encodeName(p).toStdString()); }

}  // namespace

class TestHardening : public QObject {
    Q_OBJECT

private slots:
    // ---------------- the atomic writer
    void writerReplacesAndKeepsMode()
    {
        QTemporaryDir dir;
        const QString f = dir.filePath("a.txt");
        QVERIFY(writeFileAtomically(fsPath(f), "one").ok());
        QCOMPARE(slurp(f), std::string("one"));
        ::chmod(QFile::encodeName(f).constData(), 0640);
        QVERIFY(writeFileAtomically(fsPath(f), "two").ok());
        QCOMPARE(slurp(f), std::string("two"));
        struct stat st{};
        QVERIFY(::stat(QFile::encodeName(f).constData(), &st) == 0);
        QCOMPARE(int(st.st_mode & 0777), 0640);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);  // no temporary left
    }
    void writerResolvesLinksAndRefusesTheRest()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath("t.txt");
        QVERIFY(writeFileAtomically(fsPath(target), "old").ok());
        const QString link = dir.filePath("l.txt");
        QVERIFY(QFile::link(target, link));
        QVERIFY(writeFileAtomically(fsPath(link), "new").ok());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(slurp(target), std::string("new"));

        const QString dangling = dir.filePath("d.txt");
        QVERIFY(QFile::link(dir.filePath("missing"), dangling));
        auto d = writeFileAtomically(fsPath(dangling), "x");
        QVERIFY(!d.ok());
        QVERIFY(!QFileInfo::exists(dir.filePath("missing")));

        auto folder = writeFileAtomically(fsPath(dir.path()), "x");
        QVERIFY(!folder.ok());
        QVERIFY(QString::fromStdString(folder.error().detail).contains("is a folder"));

        const QString ro = dir.filePath("ro.txt");
        QVERIFY(writeFileAtomically(fsPath(ro), "keep").ok());
        ::chmod(QFile::encodeName(ro).constData(), 0444);
        QVERIFY(!writeFileAtomically(fsPath(ro), "lost").ok());
        QCOMPARE(slurp(ro), std::string("keep"));

        QVERIFY(writeFileAtomically("/dev/null", "through").ok());  // a device: written in place
        struct stat st{};
        QVERIFY(::stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));
        if (QFileInfo::exists("/dev/full"))
            QVERIFY(!writeFileAtomically("/dev/full", "x").ok());
    }
    void writerFailsCleanlyWithoutAFolder()
    {
        QTemporaryDir dir;
        auto r = writeFileAtomically(fsPath(dir.filePath("no/such/dir/f.txt")), "x");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("write_failed"));
    }

    // ---------------- the bounded reader
    void readerRefusesNonRegularAndLargeFiles()
    {
        auto z = readFileBounded("/dev/zero");
        QVERIFY(!z.ok());
        QCOMPARE(z.error().code, std::string("not_regular"));
        QTemporaryDir dir;
        const QString fifo = dir.filePath("fifo");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        auto f = readFileBounded(fsPath(fifo));  // must not block waiting for a writer
        QVERIFY(!f.ok());
        QCOMPARE(f.error().code, std::string("not_regular"));
        const QString small = dir.filePath("s.txt");
        QVERIFY(writeFileAtomically(fsPath(small), std::string(100, 'x')).ok());
        QVERIFY(readFileBounded(fsPath(small), 100).ok());
        auto big = readFileBounded(fsPath(small), 99);
        QVERIFY(!big.ok());
        QCOMPARE(big.error().code, std::string("too_large"));
        QCOMPARE(kMaxInputFileBytes, std::uintmax_t(64) * 1024 * 1024);
    }

    // ---------------- bounded JSON
    void deepHfConfigIsAnError()
    {
        const int depth = 100000;
        const std::string deep = "{\"model_type\":\"llama\",\"hidden_size\":" + std::string(depth, '[') + std::string(depth, ']') + "}";
        auto r = importHfConfig(deep, "deep");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("too_deep"));
        // The file importer (what the GUI's "Import Hugging Face config.json…" calls) alike.
        QTemporaryDir dir;
        const QString file = dir.filePath("deep-config.json");
        QVERIFY(writeFileAtomically(fsPath(file), deep).ok());
        auto f = importHfConfigFile(fsPath(file));
        QVERIFY(!f.ok());
        QCOMPARE(f.error().code, std::string("too_deep"));
        QVERIFY(f.error().detail.find("deep-config.json") != std::string::npos);
        // Below the depth bound the wrong-typed value is quoted, short.
        const std::string mid = "{\"model_type\":\"llama\",\"hidden_size\":" + std::string(200, '[') + std::string(200, ']') + "}";
        auto m = importHfConfig(mid, "mid");
        QVERIFY(!m.ok());
        QCOMPARE(m.error().code, std::string("wrong_type"));
        QVERIFY2(m.error().detail.size() < 200, m.error().detail.c_str());
        const std::string longStr = "{\"model_type\":\"llama\",\"hidden_size\":\"" + std::string(100000, 'y') + "\"}";
        auto l = importHfConfig(longStr, "long");
        QVERIFY(!l.ok());
        QVERIFY(l.error().detail.size() < 200);
    }

    // ---------------- terminal-safe text
    void terminalSafeEscapesControlsAndBidi()
    {
        QCOMPARE(terminalSafe("plain ü 中文\nline\t"), std::string("plain ü 中文\nline\t"));
        QCOMPARE(terminalSafe("a\x1b]0;t\x07" "b"), std::string("a\\x1b]0;t\\x07b"));
        QCOMPARE(terminalSafe("x\xe2\x80\xae" "y"), std::string("x\\u202ey"));      // U+202E
        QCOMPARE(terminalSafe("x\xe2\x81\xa6" "y"), std::string("x\\u2066y"));      // U+2066
        QCOMPARE(terminalSafe("x\xc2\x9b" "y"), std::string("x\\u009by"));          // C1 CSI
        QCOMPARE(terminalSafe("bad\xff"), std::string("bad\\xff"));
        QCOMPARE(terminalSafe("a\nb", false), std::string("a\\x0ab"));
        QCOMPARE(terminalSafe("\x1b[1mbold\x1b[0m", true, true), std::string("\x1b[1mbold\x1b[0m"));
        QCOMPARE(terminalSafe("\x1b[2J", true, true), std::string("\\x1b[2J"));
    }

    // ---------------- catalogs
    void catalogLoadingIsLinearAndShadowingIsNoted()
    {
        const auto devicesJson = [](int n) {
            std::string json = R"({"schema":"psa-devices/1","devices":[)";
            for (int i = 0; i < n; ++i)
                json += fmt::format(R"({}{{"id":"dev{}","bf16_tflops":100,"memory_gib":80,"hbm_tbps":3,"scale_up_domain":8,"devices_per_node":8,"scale_up_gbps":100,"scale_out_gbps":10}})", i ? "," : "", i);
            return json + "]}";
        };
        // Linear, not quadratic: 4× the entries take about 4× the time (16× before: 20k devices took
        // 9.7 s, 40k ~40 s). Compared with a quarter-size load on the same machine, so a loaded or
        // sanitized build does not matter.
        const int n = 40000;
        const std::string small = devicesJson(n / 4), big = devicesJson(n);
        QElapsedTimer t;
        Catalog quarter;
        t.start();
        QVERIFY(quarter.addJson(small, "quarter.json").ok());
        const qint64 tSmall = t.elapsed();
        Catalog c;
        t.restart();
        QVERIFY(c.addJson(big, "many.json").ok());
        const qint64 tBig = t.elapsed();
        QCOMPARE(int(c.devices().size()), n);
        QVERIFY2(tBig < 8 * tSmall + 2000, qPrintable(QStringLiteral("%1 ms for %2, %3 ms for %4").arg(tBig).arg(n).arg(tSmall).arg(n / 4)));
        QVERIFY(c.notes().empty());
        QVERIFY(c.addJson(R"({"schema":"psa-devices/1","devices":[{"id":"dev7","bf16_tflops":1,"memory_gib":1,"hbm_tbps":1,"scale_up_domain":8,"devices_per_node":8,"scale_up_gbps":1,"scale_out_gbps":1}]})",
                          "mine.json")
                    .ok());
        QCOMPARE(int(c.devices().size()), n);
        QCOMPARE(int(c.notes().size()), 1);
        QVERIFY(c.notes()[0].find("mine.json: device 'dev7' replaces the one from many.json") != std::string::npos);
    }

    // ---------------- calibration constants
    void profileConstantsHaveRanges()
    {
        QVERIFY(validateProfile(Profile{}).ok());
        QVERIFY(validateProfile(defaultProfile()).ok());
        for (const auto& c : profileConstants()) {
            QVERIFY2(c.hi > c.lo, c.key);
            QVERIFY2(c.inRange(Profile{}.*(c.member)), c.key);
        }
        Profile p;
        QVERIFY(!applyProfileOverrides(p, "gemm_efficiency_max=2").ok());
        QVERIFY(!applyProfileOverrides(p, "gemm_efficiency_max=0").ok());
        QVERIFY(!applyProfileOverrides(p, "tp_overlap_sp=1e300").ok());
        QVERIFY(!applyProfileOverrides(p, "tp_overlap_sp=nan").ok());
        QVERIFY(applyProfileOverrides(p, "gemm_efficiency_max=1,tp_overlap_sp=0").ok());
        QCOMPARE(p.gemm_efficiency_max, 1.0);
        QVERIFY(!parseProfileJson("{}", "x").ok());
        QVERIFY(!parseProfileJson(R"({"format":"parallel-strategy-analyzer/scenario"})", "x").ok());
        QVERIFY(parseProfileJson(R"({"schema":"psa-profile/1"})", "x").ok());
        auto bad = parseProfileJson(R"({"schema":"psa-profile/1","constants":{"hbm_efficiency":{"value":3}}})", "x");
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message().find("hbm_efficiency") != std::string::npos);
    }

    // ---------------- parsers
    void strategyKeysOnceAndNoOverflow()
    {
        QVERIFY(!parseStrategy("tp=2,tp=8").ok());
        QCOMPARE(parseStrategy("tp=2,tp=8").error().code, std::string("repeated"));
        QVERIFY(!parseStrategy("vpp=2,v=2").ok());
        auto big = parseStrategy("tp=99999999999999999999");
        QVERIFY(!big.ok());
        QCOMPARE(big.error().code, std::string("out_of_range"));
        QVERIFY(parseStrategy("dp=2,tp=4,pp=2").ok());
    }
    void ncclCountsAreBounded()
    {
        const std::string header = "# Collective test starting: all_reduce_perf\n";
        const std::string row = "        8             2     float     sum      -1    17.50    0.00    0.00       0    17.58    0.00    0.00       0\n";
        auto r = parseNcclTests(header + "#  Rank 99999999999999999999 Group 0\n" + row, "log.txt");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("out_of_range"));
        QVERIFY2(r.error().field == "log.txt:2:9", r.error().field.c_str());
        auto g = parseNcclTests(header + "# nThread 1 nGpus 4294967304 minBytes 8\n" + row, "log.txt");
        QVERIFY(!g.ok());
        QCOMPARE(g.error().code, std::string("out_of_range"));
        auto ok = parseNcclTests(header + "# nThread 1 nGpus 8 minBytes 8\n" + row, "log.txt");
        QVERIFY(ok.ok());
        QCOMPARE(ok->ranks, 8);
    }
};

QTEST_GUILESS_MAIN(TestHardening)
#include "tst_hardening.moc"

// psa --lang: the reports in Simplified Chinese (text, Markdown, evaluate), the language from the
// locale environment, JSON keys and codes untouched, and clear errors for what cannot be honoured.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_runner.h"

namespace {

using psa::test::Run;
using psa::test::runPsa;

const QString kSeed = QStringLiteral("Analyze strategy for a 70B LLaMA model on 64 Ascend A2 NPUs");

// The eight section headings of the plan, in both languages.
const QStringList kEnglishHeadings = {
    QStringLiteral("1. Global baseline (no parallelism)"), QStringLiteral("2. Strategy summary"),
    QStringLiteral("3. DeviceMesh and launch code"),       QStringLiteral("4. Post-sharding memory per device"),
    QStringLiteral("5. Communication per dimension"),      QStringLiteral("6. Pipeline bubble"),
    QStringLiteral("7. Memory optimisations"),             QStringLiteral("8. Top alternatives"),
};
const QStringList kChineseHeadings = {
    QStringLiteral("1. 全局基线（无并行）"), QStringLiteral("2. 策略摘要"),         QStringLiteral("3. DeviceMesh 与启动代码"),
    QStringLiteral("4. 分片后的每设备显存"), QStringLiteral("5. 各并行维度的通信"), QStringLiteral("6. 流水线气泡"),
    QStringLiteral("7. 显存优化"),           QStringLiteral("8. 备选方案"),
};

// Terminal columns of a line: two for CJK characters (as the core's displayWidth counts them).
int terminalColumns(const QString& line)
{
    int n = 0;
    for (QChar c : line)
        n += (c.unicode() >= 0x2E80 && c.unicode() <= 0xFFEF) ? 2 : 1;
    return n;
}

bool i18nBuilt()
{
    // A psa built without Qt refuses --lang zh_CN (tested below); these tests need the translations.
    const Run r = runPsa({QStringLiteral("models"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    return r.code == 0;
}

}  // namespace

class TestCliI18n : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!i18nBuilt())
            QSKIP("psa built without translations (no Qt 6 Core)");
    }

    void analyzeInChinese_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("--lang zh_CN") << QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")};
        QTest::newRow("--lang=zh_CN") << QStringList{QStringLiteral("--lang=zh_CN")};
        QTest::newRow("--lang zh (alias)") << QStringList{QStringLiteral("--lang"), QStringLiteral("zh")};
    }
    void analyzeInChinese()
    {
        QFETCH(QStringList, args);
        const Run r = runPsa(QStringList{QStringLiteral("analyze"), kSeed} + args);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("并行策略方案：")), qPrintable(r.out.left(200)));
        for (const QString& h : kChineseHeadings)
            QVERIFY2(r.out.contains(h), qPrintable(h));
        for (const QString& h : kEnglishHeadings)
            QVERIFY2(!r.out.contains(h), qPrintable(h));
        // Table headings and verdicts from the core are Chinese too; identifiers stay as they are.
        for (const char* zh : {"组成部分", "优化器状态", "激活值", "梯度", "气泡率", "吞吐量", "可容纳", "微批次", "节点内"})
            QVERIFY2(r.out.contains(QString::fromUtf8(zh)), zh);
        // (outside the launch code of section 3, whose comments are English code)
        const QString text = r.out.left(r.out.indexOf(QStringLiteral("3. DeviceMesh"))) + r.out.mid(r.out.indexOf(QStringLiteral("4. 分片后")));
        for (const char* en : {"Bottleneck:", "optimizer states", "Recommendation:", "micro-batches over", "scale-up", "headroom"})
            QVERIFY2(!text.contains(QLatin1String(en)), en);
        QVERIFY(r.out.contains(QStringLiteral("DP=")));
        QVERIFY(r.out.contains(QStringLiteral("torchrun")));  // the launch code is code, not text
    }

    // The table columns are padded by terminal width: a Chinese character takes two columns.
    void chineseTablesAlign()
    {
        const Run r = runPsa({QStringLiteral("analyze"), kSeed, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        const qsizetype head = lines.indexOf(QRegularExpression(QStringLiteral("^  组成部分 .*")));
        QVERIFY(head >= 0);
        // Right-aligned share column: every row of the memory table ends in the same column.
        for (qsizetype i = head + 1; i < head + 9; ++i)
            QCOMPARE(terminalColumns(lines[i]), terminalColumns(lines[head]));
    }

    // The seed's compare and diagnose usages follow the language too (core/report/comparison_report,
    // diagnosis_report); the compare table stays aligned by terminal columns.
    void compareAndDiagnoseInChinese()
    {
        const Run c = runPsa({QStringLiteral("analyze"), QStringLiteral("Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s"),
                              QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QVERIFY2(c.code == 0, qPrintable(c.err));
        QVERIFY2(c.out.startsWith(QStringLiteral("对比：Llama-2 70B")), qPrintable(c.out.left(200)));
        QVERIFY(c.out.contains(QStringLiteral("结论：A")));
        QVERIFY(!c.out.contains(QStringLiteral("Verdict")));
        const QStringList lines = c.out.split(QLatin1Char('\n'));
        // The memory table of section 4: every row ends where its heading ends (right-aligned, by terminal columns).
        qsizetype head = -1;
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (lines[i].startsWith(QStringLiteral("4. 按组成划分的每设备显存")))
                head = i + 2;
        QVERIFY(head > 0 && head + 8 < lines.size());
        for (qsizetype i = head + 1; i < head + 9; ++i)
            QCOMPARE(terminalColumns(lines[i]), terminalColumns(lines[head]));
        const Run d = runPsa({QStringLiteral("analyze"), QStringLiteral("Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768"),
                              QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QVERIFY2(d.code == 0, qPrintable(d.err));
        for (const char* zh : {"诊断：", "假设", "显存不足的原因", "按吞吐量排序的修复方案", "最佳修复：相对你的配置的改动", "2. 策略摘要"})
            QVERIFY2(d.out.contains(QString::fromUtf8(zh)), zh);
        for (const char* en : {"Why it runs out", "Fixes ranked", "Assumptions", "The best fix"})
            QVERIFY2(!d.out.contains(QLatin1String(en)), en);
    }

    void markdownAndEvaluate()
    {
        const Run md = runPsa({QStringLiteral("analyze"), kSeed, QStringLiteral("--format"), QStringLiteral("markdown"),
                               QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(md.code, 0);
        QVERIFY(md.out.contains(QStringLiteral("## 2. 策略摘要")));
        const Run ev = runPsa({QStringLiteral("evaluate"), QStringLiteral("--model"), QStringLiteral("mixtral-8x7b"), QStringLiteral("--device"),
                               QStringLiteral("h100"), QStringLiteral("--devices"), QStringLiteral("32"), QStringLiteral("--strategy"),
                               QStringLiteral("tp=4,ep=8,sp=off"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(ev.code, 3);  // invalid strategy
        QVERIFY2(ev.out.contains(QStringLiteral("张量并行与专家并行组合使用时需要 sp=on")), qPrintable(ev.out));
        QVERIFY(ev.out.contains(QStringLiteral("strategy.sp: ")));  // the field stays machine-readable
    }

    // JSON keys and codes stay English; only sentences follow the language.
    void jsonKeepsKeysAndCodes()
    {
        const Run r = runPsa({QStringLiteral("analyze"), kSeed, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--lang"),
                              QStringLiteral("zh_CN")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(j.contains(QStringLiteral("recommended")));
        QCOMPARE(j[QStringLiteral("baseline")].toObject()[QStringLiteral("bottleneck")].toString(), QStringLiteral("model states"));
        const QJsonObject comm = j[QStringLiteral("recommended")].toObject()[QStringLiteral("comm")].toObject();
        QVERIFY(comm.contains(QStringLiteral("tp")) && comm.contains(QStringLiteral("dp")));
        QVERIFY2(j[QStringLiteral("memory_verdict")].toString().startsWith(QStringLiteral("可容纳")),
                 qPrintable(j[QStringLiteral("memory_verdict")].toString()));
    }

    // Without --lang the locale decides: LC_ALL over LC_MESSAGES over LANG; unshipped languages read as English.
    void languageFromEnvironment_data()
    {
        QTest::addColumn<QStringList>("env");
        QTest::addColumn<bool>("chinese");
        QTest::newRow("LANG=zh_CN.UTF-8") << QStringList{QStringLiteral("LANG=zh_CN.UTF-8")} << true;
        QTest::newRow("LC_MESSAGES=zh_CN") << QStringList{QStringLiteral("LC_MESSAGES=zh_CN")} << true;
        QTest::newRow("LC_ALL=C over LANG=zh_CN") << QStringList{QStringLiteral("LC_ALL=C"), QStringLiteral("LANG=zh_CN.UTF-8")} << false;
        QTest::newRow("LANG=zh_TW.UTF-8 (not shipped)") << QStringList{QStringLiteral("LANG=zh_TW.UTF-8")} << false;
        QTest::newRow("LANG=de_DE.UTF-8 (not shipped)") << QStringList{QStringLiteral("LANG=de_DE.UTF-8")} << false;
        QTest::newRow("LANG=C.UTF-8") << QStringList{QStringLiteral("LANG=C.UTF-8")} << false;
    }
    void languageFromEnvironment()
    {
        QFETCH(QStringList, env);
        QFETCH(bool, chinese);
        const Run r = runPsa({QStringLiteral("analyze"), kSeed}, 120000, env);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.contains(QStringLiteral("2. 策略摘要")), chinese);
        QCOMPARE(r.out.contains(QStringLiteral("2. Strategy summary")), !chinese);
        // --lang wins over the environment.
        const Run en = runPsa({QStringLiteral("analyze"), kSeed, QStringLiteral("--lang"), QStringLiteral("en")}, 120000, env);
        QVERIFY(en.out.contains(QStringLiteral("2. Strategy summary")));
    }

    void unknownLanguageIsAnError_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("--lang xx") << QStringList{QStringLiteral("analyze"), kSeed, QStringLiteral("--lang"), QStringLiteral("xx")};
        QTest::newRow("--lang zh_TW") << QStringList{QStringLiteral("analyze"), kSeed, QStringLiteral("--lang"), QStringLiteral("zh_TW")};
        QTest::newRow("--lang=") << QStringList{QStringLiteral("models"), QStringLiteral("--lang=")};
        QTest::newRow("--lang without value") << QStringList{QStringLiteral("models"), QStringLiteral("--lang")};
    }
    void unknownLanguageIsAnError()
    {
        QFETCH(QStringList, args);
        const Run r = runPsa(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith(QStringLiteral("psa: --lang: ")) && r.err.contains(QStringLiteral("en")) && r.err.contains(QStringLiteral("zh_CN")),
                 qPrintable(r.err));
    }

    // The PDF body in Chinese, with a CJK font embedded (psa built with the GUI; poppler-utils to read it).
    void pdfInChinese()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.pdf"));
        const Run r = runPsa({QStringLiteral("analyze"), kSeed, QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("-o"), path,
                              QStringLiteral("--lang"), QStringLiteral("zh_CN")},
                             300000);
        if (r.code != 0 && r.err.contains(QStringLiteral("PDF export unavailable")))
            QSKIP("psa built without the Qt GUI: no PDF");
        QVERIFY2(r.code == 0, qPrintable(r.err));
        auto tool = [](const QString& name, const QStringList& args) -> QString {
            const QString exe = QStandardPaths::findExecutable(name);
            if (exe.isEmpty())
                return {};
            QProcess p;
            p.start(exe, args);
            return p.waitForFinished(60000) && p.exitCode() == 0 ? QString::fromUtf8(p.readAllStandardOutput()) : QString();
        };
        const QString fonts = tool(QStringLiteral("pdffonts"), {path});
        const QString text = tool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        if (fonts.isEmpty() || text.isEmpty())
            QSKIP("pdffonts / pdftotext (poppler-utils) not installed");
        QVERIFY2(fonts.contains(QStringLiteral("CJK")), qPrintable(fonts));
        // Headings without the ideographs that share their glyph with a Kangxi radical (Qt's ToUnicode
        // map gives those the radical's code point, so pdftotext reads 行 as ⾏).
        for (const char* zh : {"策略摘要", "显存优化", "全局基线", "推荐布局", "组成部分", "吞吐量"})
            QVERIFY2(text.contains(QString::fromUtf8(zh)), zh);
        for (const char* en : {"Strategy summary", "Memory optimisations", "Top alternatives", "Contents", "Recommended layout", "Scenario"})
            QVERIFY2(!text.contains(QLatin1String(en)), en);
    }

    void helpAndManPageDocumentIt()
    {
        const Run help = runPsa({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains(QStringLiteral("--lang LANG")));
        QVERIFY(help.out.contains(QStringLiteral("LC_MESSAGES")));
        const Run man = runPsa({QStringLiteral("manpage")});
        QCOMPARE(man.code, 0);
        QVERIFY(man.out.contains(QStringLiteral(".B \\-\\-lang LANG")));
        QVERIFY(man.out.contains(QStringLiteral(".SH ENVIRONMENT")));
    }
};

QTEST_APPLESS_MAIN(TestCliI18n)
#include "tst_cli_i18n.moc"

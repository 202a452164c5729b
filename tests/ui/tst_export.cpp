// Offscreen tests of the exports: the PDF planning report (pages, real text, page size, atomic
// failure), the candidates CSV, PNG/SVG chart pictures, the GUI export entry points and
// `psa analyze … --format pdf -o FILE`.
#include "catalog/catalog.h"
#include "charts/memory_chart.h"
#include "cost/evaluate.h"
#include "export/pdf_report.h"
#include "export/table_export.h"
#include "report/comparison_report.h"
#include "report/document.h"
#include "report/plan_report.h"
#include "search/sweep.h"
#include "test_paths.h"
#include "views/format.h"
#include "views/main_window.h"
#include "views/time_to_train_text.h"
#include "window_helpers.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace psa;
using namespace psa::ui;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Text of the PDF through poppler's pdftotext (empty when the tool is missing).
QString pdfText(const QString& path)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        return {};
    QProcess p;
    p.start(tool, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Page count and the first page's size in points, from pdfinfo.
struct PdfInfo {
    int pages = 0;
    double width = 0, height = 0;
};
std::optional<PdfInfo> pdfInfo(const QString& path)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    if (tool.isEmpty())
        return std::nullopt;
    QProcess p;
    p.start(tool, {path});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return PdfInfo{};
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    PdfInfo info;
    if (auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(out); m.hasMatch())
        info.pages = m.captured(1).toInt();
    if (auto m = QRegularExpression(QStringLiteral("Page size:\\s+([\\d.]+) x ([\\d.]+) pts")).match(out); m.hasMatch()) {
        info.width = m.captured(1).toDouble();
        info.height = m.captured(2).toDouble();
    }
    return info;
}

// RFC 4180 records (quoted fields may hold commas, quotes and line breaks).
std::vector<QStringList> parseCsv(const QString& text)
{
    std::vector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false, any = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            quoted = true;
            any = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            row << field;
            rows.push_back(row);
            row.clear();
            field.clear();
            any = false;
        } else {
            field += c;
            any = true;
        }
    }
    if (any || !row.isEmpty()) {
        row << field;
        rows.push_back(row);
    }
    return rows;
}

QStringList leftovers(const QString& dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

// The PDF orders the report for a meeting (issue 15): summary, memory, communication, bubble,
// alternatives, memory optimisations, baseline, [comparison, scaling,] assumptions; launch code last.
const QStringList kSectionTitles = { QStringLiteral("1. Strategy summary"),
    QStringLiteral("2. Post-sharding memory per device"), QStringLiteral("3. Communication per dimension"),
    QStringLiteral("4. Pipeline bubble"), QStringLiteral("5. Top alternatives"),
    QStringLiteral("6. Memory optimisations"), QStringLiteral("7. Global baseline"),
    QStringLiteral("Assumptions and calibration"), QStringLiteral("Appendix A. DeviceMesh and launch code") };

// Text of pages first..last (1-based).
QString pdfPages(const QString& path, int first, int last)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        return {};
    QProcess p;
    p.start(tool,
        { QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(first), QStringLiteral("-l"),
            QString::number(last), path, QStringLiteral("-") });
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

}  // namespace

class TstExport : public QObject {
    Q_OBJECT
    Catalog catalog_;
    Scenario sc_;
    SearchConstraints constraints_;
    ScoreWeights weights_;
    Profile profile_;
    SearchResult result_;
    std::optional<PlanReport> report_;
    QTemporaryDir tmp_;

    PdfOptions options(bool pinned) const
    {
        PdfOptions o;
        o.profile = profile_;
        auto out = std::make_shared<AnalysisOutput>();
        out->request = {sc_, constraints_, weights_};
        out->result = result_;
        o.analysis = out;
        if (pinned) {
            // As the application does: the core comparison report gives the pins, its sections and the verdict.
            std::vector<Strategy> strategies;
            std::vector<Precision> precisions;
            for (size_t i : {size_t(0), size_t(1)}) {
                strategies.push_back(result_.candidates.at(i).strategy);
                precisions.push_back(result_.candidates.at(i).precision);
            }
            const ComparisonReport cmp = buildComparison(sc_, strategies, constraints_, profile_, &result_, std::nullopt, precisions);
            for (const auto& c : cmp.strategies)
                o.pinned.push_back({QString::fromStdString(c.key), c.precision, c.estimate});
            Document doc = comparisonDocument(cmp);
            // (no extraTitle: the section keeps its default title, "Comparison of pinned strategies")
            o.extraSections = std::move(doc.sections);
            o.verdict = QString::fromStdString(cmp.verdict.text);
        }
        return o;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(tmp_.isValid());
        auto c = Catalog::loadBuiltin();
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message().c_str());
        catalog_ = std::move(c).value();
        const ModelSpec* m = catalog_.model("llama2-70b");
        const DeviceSpec* d = catalog_.device("a100-80gb");
        QVERIFY(m && d);
        sc_.model = *m;
        sc_.cluster.device = *d;
        sc_.cluster.num_devices = 64;
        profile_ = defaultProfile();
        result_ = search(sc_, constraints_, weights_, profile_);
        QVERIFY(result_.candidates.size() > 10);
        QVERIFY(result_.best() != nullptr);
        report_ = buildPlanReport(sc_, result_, constraints_, profile_);
    }

    void pdfHasPagesSectionsAndRealText()
    {
        const QString path = tmp_.filePath(QStringLiteral("plan.pdf"));
        QString error;
        QVERIFY2(writePlanPdf(path, *report_, options(true), &error), qPrintable(error));
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.contains("%%EOF"));
        QCOMPARE(leftovers(tmp_.path()), QStringList{QStringLiteral("plan.pdf")});  // no temporary file left
        const auto info = pdfInfo(path);
        if (!info)
            QSKIP("pdfinfo (poppler-utils) is not installed");
        QVERIFY2(info->pages >= 4, qPrintable(QStringLiteral("%1 pages").arg(info->pages)));
        const QString text = pdfText(path);
        QVERIFY(!text.isEmpty());
        for (const QString& t : kSectionTitles)
            QVERIFY2(text.contains(t), qPrintable(t));
        QVERIFY(text.contains(QStringLiteral("Llama-2 70B")));
        QVERIFY(text.contains(QStringLiteral("Comparison of pinned strategies")));
        QVERIFY(text.contains(QStringLiteral("throughput_error_p50")));
        // Launch code is a listing of the real code, not a picture of it.
        QVERIFY(text.contains(QStringLiteral("tensor-model-parallel-size")));  // planned for Megatron-LM by default
        // Footer page numbers "page N / M" with the true total.
        QVERIFY(text.contains(QStringLiteral("page 1 / %1").arg(info->pages)));
        QVERIFY(text.contains(QStringLiteral("page %1 / %1").arg(info->pages)));
    }

    void pdfWithoutPinnedHasNoComparison()
    {
        const QString path = tmp_.filePath(QStringLiteral("nopin.pdf"));
        QString error;
        QVERIFY2(writePlanPdf(path, *report_, options(false), &error), qPrintable(error));
        const QString text = pdfText(path);
        if (text.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QVERIFY(!text.contains(QStringLiteral("Comparison of pinned strategies")));
        QVERIFY(text.contains(QStringLiteral("8. Assumptions and calibration")));
    }

    // The executive first page (recommendation, days and cost, the pinned verdict), the sections in
    // meeting order, charts named by strategy, symbols explained, the scaling curve, code last.
    void pdfForAMeeting()
    {
        Scenario sc = sc_;
        sc.training.budget.train_tokens = 2e12;
        sc.training.budget.device_hour_price = 2.0;
        const PlanReport rep = buildPlanReport(sc, result_, constraints_, profile_);
        QVERIFY(rep.time_to_train && rep.time_to_train->cost);
        QVERIFY(rep.alternatives.size() >= 2);
        PdfOptions o = options(true);
        const std::vector<int> counts = sweepDeviceCounts(sc, constraints_, 32, 128);
        o.scaling = sweep(sc, constraints_, weights_, profile_, counts, { sc.training.seq_len });
        QVERIFY(o.scaling.size() >= 3);
        const QString path = tmp_.filePath(QStringLiteral("meeting.pdf"));
        QString error;
        QVERIFY2(writePlanPdf(path, rep, o, &error), qPrintable(error));
        if (const QString keep = qEnvironmentVariable("PSA_PDF_DIR"); !keep.isEmpty())  // to look at its pages
            QFile::copy(path, QDir(keep).filePath(QStringLiteral("meeting.pdf")));
        const QString first = pdfPages(path, 1, 1);
        if (first.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        auto flat = [](QString t) { return t.simplified(); };
        const QString page1 = flat(first);
        QVERIFY(page1.contains(QStringLiteral("Recommended layout")));
        const TimeToTrainText x = timeToTrainText(*rep.time_to_train, sc.cluster.num_devices, 2.0);
        QVERIFY2(page1.contains(x.days), qPrintable(x.days));
        QVERIFY2(page1.contains(x.cost), qPrintable(x.cost));
        QVERIFY(std::abs(rep.time_to_train->days - 2e12 / rep.recommended->estimate.tokens_per_s / 86400)
            < 1e-9 * rep.time_to_train->days);
        QVERIFY(page1.contains(QStringLiteral("Verdict:")));
        // The charts name the layouts, not "Alternative 1–3": each bar its degrees and key, the key its full name.
        auto degrees = [](const Strategy& s) { return shortStrategy(s).section(QStringLiteral(" · "), 0, 0); };
        QVERIFY(page1.contains(flat(QString::fromStdString(describeStrategy(rep.recommended->estimate.strategy)))));
        QVERIFY(page1.contains(degrees(rep.recommended->estimate.strategy)));
        const QString text = flat(pdfText(path));
        QVERIFY(!text.contains(QStringLiteral("Alternative 1")));
        QVERIFY(text.contains(QStringLiteral("2: ") + degrees(rep.alternatives[1].estimate.strategy)));
        QVERIFY(text.contains(
            QStringLiteral("2: ") + QString::fromStdString(describeStrategy(rep.alternatives[1].estimate.strategy))));
        // Meeting order; the launch code is the appendix, after the assumptions.
        qsizetype at = text.indexOf(QStringLiteral("Contents"));
        QStringList order = kSectionTitles;
        order.insert(7, QStringLiteral("8. Comparison of pinned strategies"));
        order.insert(8, QStringLiteral("9. Scaling with the device count"));
        for (const QString& t : order) {
            const qsizetype next = text.indexOf(t, at + 1);
            QVERIFY2(next > at, qPrintable(t));
            at = next;
        }
        const qsizetype appendix = text.lastIndexOf(QStringLiteral("Appendix A. DeviceMesh and launch code"));
        // The plan's launch code is the appendix; the comparison section carries only its winner's (issue 16).
        const qsizetype compareAt = text.indexOf(QStringLiteral("Comparison of pinned strategies"));
        QVERIFY(text.indexOf(QStringLiteral("tensor-model-parallel-size")) > compareAt);
        QVERIFY(text.lastIndexOf(QStringLiteral("tensor-model-parallel-size")) > appendix);
        // Symbols are explained where they appear.
        QVERIFY(text.contains(QStringLiteral("○ marks a prior")));
        QVERIFY(text.contains(QStringLiteral("↳ continues a line")));
        // The scaling table lists every count of the sweep.
        const QString scaling = text.mid(text.lastIndexOf(QStringLiteral("9. Scaling with the device count")));
        for (const SweepPoint& p : o.scaling)
            QVERIFY2(scaling.contains(QLocale().toString(p.devices)), qPrintable(QString::number(p.devices)));
    }

    void pageSizeA4VersusLetter()
    {
        const QString a4 = tmp_.filePath(QStringLiteral("a4.pdf")), letter = tmp_.filePath(QStringLiteral("letter.pdf"));
        PdfOptions o = options(false);
        o.pageSize = QPageSize::A4;
        QVERIFY(writePlanPdf(a4, *report_, o));
        o.pageSize = QPageSize::Letter;
        QVERIFY(writePlanPdf(letter, *report_, o));
        const auto ia = pdfInfo(a4), il = pdfInfo(letter);
        if (!ia || !il)
            QSKIP("pdfinfo (poppler-utils) is not installed");
        QVERIFY(std::abs(ia->width - 595.3) < 1.5 && std::abs(ia->height - 841.9) < 1.5);
        QVERIFY(std::abs(il->width - 612) < 1.5 && std::abs(il->height - 792) < 1.5);
        QCOMPARE(pageSizeFromName(QStringLiteral("Letter")), std::optional(QPageSize::Letter));
        QCOMPARE(pageSizeFromName(QStringLiteral("a4")), std::optional(QPageSize::A4));
        QVERIFY(!pageSizeFromName(QStringLiteral("a3")));
    }

    void failedWriteLeavesNoFile()
    {
        // A folder that does not exist.
        const QString missing = tmp_.filePath(QStringLiteral("no/such/folder/plan.pdf"));
        QString error;
        QVERIFY(!writePlanPdf(missing, *report_, options(false), &error));
        QVERIFY(error.contains(QStringLiteral("plan.pdf")));
        QVERIFY(!QFileInfo::exists(missing));
        // The target is a folder.
        const QString dirTarget = tmp_.filePath(QStringLiteral("isadir.pdf"));
        QVERIFY(QDir().mkpath(dirTarget));
        error.clear();
        QVERIFY(!writePlanPdf(dirTarget, *report_, options(false), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(QFileInfo(dirTarget).isDir());
        QVERIFY(leftovers(tmp_.filePath(QStringLiteral("isadir.pdf"))).isEmpty());
    }

    void failedWriteInReadOnlyFolder()
    {
        QString error;
        // A folder that is not writable: no file, no temporary left behind; an existing file is kept.
        const QString ro = tmp_.filePath(QStringLiteral("readonly"));
        QVERIFY(QDir().mkpath(ro));
        QVERIFY(QFile::setPermissions(ro, QFile::ReadOwner | QFile::ExeOwner));
        const bool rootCanWrite = ::access(QFile::encodeName(ro).constData(), W_OK) == 0;
        if (!rootCanWrite) {
            error.clear();
            QVERIFY(!writePlanPdf(ro + QStringLiteral("/plan.pdf"), *report_, options(false), &error));
            QVERIFY(!error.isEmpty());
            QVERIFY(leftovers(ro).isEmpty());
            QVERIFY(!writeCandidatesCsv(ro + QStringLiteral("/c.csv"), result_, 64, &error));
            QVERIFY(leftovers(ro).isEmpty());
        }
        QFile::setPermissions(ro, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (rootCanWrite)
            QSKIP("running with permission to write anywhere (root): the read-only folder case cannot fail");
    }

    void csvHasOneRowPerCandidate()
    {
        const QString path = tmp_.filePath(QStringLiteral("candidates.csv"));
        QString error;
        QVERIFY2(writeCandidatesCsv(path, result_, 64, &error), qPrintable(error));
        const auto rows = parseCsv(QString::fromUtf8(readAll(path)));
        QCOMPARE(rows.size(), result_.candidates.size() + 1);
        const QStringList& header = rows.front();
        QVERIFY(header.contains(QStringLiteral("tokens_per_s")));
        QVERIFY(header.contains(QStringLiteral("memory_gib")));
        for (const auto& r : rows)
            QCOMPARE(r.size(), header.size());
        const int strategyCol = static_cast<int>(header.indexOf(QStringLiteral("strategy")));
        const int tpCol = static_cast<int>(header.indexOf(QStringLiteral("tp")));
        const int tokCol = static_cast<int>(header.indexOf(QStringLiteral("tokens_per_s")));
        const int fitsCol = static_cast<int>(header.indexOf(QStringLiteral("fits")));
        for (size_t i : {size_t(0), result_.candidates.size() - 1}) {
            const Candidate& c = result_.candidates[i];
            const QStringList& r = rows[i + 1];
            QCOMPARE(r[strategyCol], QString::fromStdString(formatStrategy(c.strategy)));  // quoted: it holds commas
            QCOMPARE(r[tpCol].toInt(), c.strategy.tp);
            QVERIFY(std::abs(r[tokCol].toDouble() - c.tokens_per_s) <= 0.06);
            QCOMPARE(r[fitsCol], QString::fromLatin1(c.fits ? "yes" : "no"));
        }
        QCOMPARE(csvField(QStringLiteral("a,\"b\"")), QStringLiteral("\"a,\"\"b\"\"\""));
        QCOMPARE(csvField(QStringLiteral("plain")), QStringLiteral("plain"));
    }

    void chartPngAndSvg()
    {
        MemoryChart chart;
        const Candidate& c = result_.candidates.front();
        const Estimate e = evaluate(scenarioFor(sc_, c), c.strategy, profile_);
        chart.setBars({memoryBar(QStringLiteral("Recommended"), e.memory)}, e.capacity_bytes, e.capacity_bytes * 0.9);
        chart.resize(640, 400);
        const QString png = tmp_.filePath(QStringLiteral("memory.png")), svg = tmp_.filePath(QStringLiteral("memory.SVG"));
        QString error;
        QVERIFY2(writeChartImage(png, &chart, &error, QSize(500, 300)), qPrintable(error));
        QImage img(png);
        QVERIFY(!img.isNull());
        QCOMPARE(img.size(), QSize(1000, 600));  // device-pixel ratio 2
        // Not blank: the stacked bars put more than one colour in the picture.
        QSet<QRgb> colours;
        for (int y = 0; y < img.height(); y += 7)
            for (int x = 0; x < img.width(); x += 7)
                colours.insert(img.pixel(x, y));
        QVERIFY(colours.size() > 5);
        QVERIFY2(writeChartImage(svg, &chart, &error), qPrintable(error));
        const QByteArray svgBytes = readAll(svg);
        QVERIFY(svgBytes.contains("<svg"));
        QVERIFY(svgBytes.contains("Recommended"));  // text stays text
        QSvgRenderer renderer(svgBytes);
        QVERIFY(renderer.isValid());
        QVERIFY(!writeChartImage(tmp_.filePath(QStringLiteral("memory.gif")), &chart, &error));
        QVERIFY(error.contains(QStringLiteral("gif")));
        QVERIFY(!QFileInfo::exists(tmp_.filePath(QStringLiteral("memory.gif"))));
        QCOMPARE(chart.size(), QSize(640, 400));  // the widget on screen is untouched
    }

    void mainWindowExports()
    {
        MainWindowOptions o;
        o.restoreSession = false;
        o.debounceMs = 30;
        MainWindow w(catalog_, o);
        w.show();
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 180000 && !(w.output() && w.output()->generation == w.controller()->generation()
                                         && !w.controller()->isPending() && !w.isStale()))
            QTest::qWait(20);
        QVERIFY(w.output());
        QVERIFY(w.output()->result.candidates.size() >= 2);
        w.pinCandidate(0);
        w.pinCandidate(1);
        QVERIFY(w.waitForDetails(psa::test::kWindowTimeoutMs));
        const QString pdf = tmp_.filePath(QStringLiteral("gui.pdf")), csv = tmp_.filePath(QStringLiteral("gui.csv"));
        QString error;
        QVERIFY2(w.exportPdfTo(pdf, &error), qPrintable(error));
        QVERIFY(readAll(pdf).startsWith("%PDF-"));
        QVERIFY2(w.exportCandidatesCsvTo(csv, &error), qPrintable(error));
        QCOMPARE(parseCsv(QString::fromUtf8(readAll(csv))).size(), w.output()->result.candidates.size() + 1);
        QVERIFY(!w.exportPdfTo(tmp_.filePath(QStringLiteral("missing/gui.pdf")), &error));
        QVERIFY(error.contains(QStringLiteral("gui.pdf")));
        QVERIFY(w.findChild<QAction*>(QStringLiteral("actionExportPdf")));
        QCOMPARE(w.findChild<QAction*>(QStringLiteral("actionExportPdf"))->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+E")));
        const QString text = pdfText(pdf);
        if (text.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        // The compare section is the core's comparison report: its parts numbered under it (N.1, N.2, …; the
        // launch code moved to the appendix), keys A and B, the verdict.
        QVERIFY(text.contains(QStringLiteral("Comparison: ") + QString::fromStdString(w.output()->request.scenario.model.name)));
        for (const char* part : {"2 Strategies side by side", "3 Memory per device by component", "7 Against the best layout the search"})
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\d+\\.") + QLatin1String(part))), part);
        QVERIFY(text.contains(QStringLiteral("Verdict: ")));
        QVERIFY(text.contains(QString::fromStdString(w.output()->request.scenario.model.name)));
    }

    void cliFormatPdf()
    {
        const QString out = tmp_.filePath(QStringLiteral("cli.pdf"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));  // psa must choose offscreen itself
        p.setProcessEnvironment(env);
        p.start(psa::test::cliPath(), {QStringLiteral("analyze"), QStringLiteral("--model"), QStringLiteral("llama2-70b"),
                                       QStringLiteral("--device"), QStringLiteral("a100-80gb"), QStringLiteral("--devices"),
                                       QStringLiteral("64"), QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("-o"), out});
        QVERIFY(p.waitForFinished(300000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(readAll(out).startsWith("%PDF-"));

        // The compare query: the plan with both strategies pinned in the comparison section.
        const QString cmp = tmp_.filePath(QStringLiteral("compare.pdf"));
        p.start(psa::test::cliPath(), {QStringLiteral("analyze"),
                                       QStringLiteral("Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s"),
                                       QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--output"), cmp,
                                       QStringLiteral("--page-size"), QStringLiteral("letter")});
        QVERIFY(p.waitForFinished(300000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(readAll(cmp).startsWith("%PDF-"));
        const QString text = pdfText(cmp);
        if (!text.isEmpty()) {
            QVERIFY(text.contains(QStringLiteral("Comparison: Llama-2 70B")));
            QVERIFY(text.contains(QStringLiteral("A: DP=4, TP=8, PP=2")));
            // The winner's launch code is an appendix after the plan's (issue 15 item 8), not inside the comparison.
            const qsizetype planCode = text.lastIndexOf(QStringLiteral("Appendix A. "));  // the body's, after the contents
            const qsizetype winnerCode = text.lastIndexOf(QStringLiteral("Appendix B. Launch code for A"));
            QVERIFY(planCode > 0 && winnerCode > planCode);
            QVERIFY(!text.contains(QStringLiteral("3. Launch code for")));
            QVERIFY(text.contains(QStringLiteral("Verdict: ")));
        }
        if (const auto info = pdfInfo(cmp))
            QVERIFY(std::abs(info->width - 612) < 1.5);

        // pdf needs a file; a missing folder is a write failure: exit 4 (issue 17) and no file.
        p.start(psa::test::cliPath(), {QStringLiteral("analyze"), QStringLiteral("--model"), QStringLiteral("llama2-7b"),
                                       QStringLiteral("--device"), QStringLiteral("h100"), QStringLiteral("--devices"),
                                       QStringLiteral("8"), QStringLiteral("--format"), QStringLiteral("pdf")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 2);
        const QString bad = tmp_.filePath(QStringLiteral("nope/x.pdf"));
        p.start(psa::test::cliPath(), {QStringLiteral("analyze"), QStringLiteral("--model"), QStringLiteral("llama2-7b"),
                                       QStringLiteral("--device"), QStringLiteral("h100"), QStringLiteral("--devices"),
                                       QStringLiteral("8"), QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("-o"), bad});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 4);
        QVERIFY(p.readAllStandardError().contains("x.pdf"));
        QVERIFY(!QFileInfo::exists(bad));
    }
};

QTEST_MAIN(TstExport)
#include "tst_export.moc"

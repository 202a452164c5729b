// The Simplified Chinese translation: the .ts is complete, and the main window built under the zh_CN
// translator shows no English chrome (tabs, docks, menus, buttons, labels, headers, charts, tooltips).
#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAbstractSeries>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLegendMarker>
#include <QLegend>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextDocument>
#include <QToolBar>
#include <QXmlStreamReader>
#include <QPointer>
#include <QSignalSpy>
#include <QSpinBox>
#include <QAbstractAxis>

#include "catalog/catalog.h"
#include "forms/forms.h"
#include "i18n/i18n.h"
#include "settings/app_settings.h"
#include "settings/language.h"
#include "views/app_shell.h"
#include "views/main_window.h"
#include "window_helpers.h"

using namespace psa;
using namespace psa::ui;
using psa::test::testOptions;
using psa::test::waitSettled;

namespace {

// English labels of the window: none of them may be left in the Chinese UI (whole words, case-sensitive).
const QStringList kEnglishLabels = {
    QStringLiteral("Model"), QStringLiteral("Hardware"), QStringLiteral("Training"), QStringLiteral("Constraints"),
    QStringLiteral("Overview"), QStringLiteral("Candidates"), QStringLiteral("Memory"), QStringLiteral("Pipeline"),
    QStringLiteral("Communication"), QStringLiteral("Compare"), QStringLiteral("Code"), QStringLiteral("File"),
    QStringLiteral("Export"), QStringLiteral("Edit"), QStringLiteral("View"), QStringLiteral("Help"),
    QStringLiteral("Analysis"), QStringLiteral("Query"), QStringLiteral("Strategy"), QStringLiteral("Throughput"),
    QStringLiteral("Bubble"), QStringLiteral("Recompute"), QStringLiteral("Schedule"), QStringLiteral("Precision"),
    QStringLiteral("Score"), QStringLiteral("Fits"), QStringLiteral("Layers"), QStringLiteral("Devices"),
    QStringLiteral("Sequence"), QStringLiteral("Pinned"), QStringLiteral("Selected"), QStringLiteral("Recommended"),
    QStringLiteral("Parameters"), QStringLiteral("Gradients"), QStringLiteral("Activations"), QStringLiteral("Optimizer"),
    QStringLiteral("Capacity"), QStringLiteral("Framework"), QStringLiteral("Copy"), QStringLiteral("Clear"),
    QStringLiteral("Pin"), QStringLiteral("Language"), QStringLiteral("Preset"), QStringLiteral("Global"),
    QStringLiteral("Step"), QStringLiteral("Exposed"), QStringLiteral("Baseline"), QStringLiteral("Bottleneck"),
    QStringLiteral("Collective"), QStringLiteral("Group"), QStringLiteral("Calls"), QStringLiteral("Memory per device"),
    QStringLiteral("per device"), QStringLiteral("micro-batches"), QStringLiteral("stages"), QStringLiteral("yes"),
    QStringLiteral("no"), QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full"),
    QStringLiteral("Interleaved"), QStringLiteral("Allow"), QStringLiteral("Max"), QStringLiteral("Open"),
    QStringLiteral("Save"), QStringLiteral("Quit"), QStringLiteral("About"), QStringLiteral("Undo"), QStringLiteral("Redo"),
};

// Words that stay as they are in Chinese text: abbreviations, units, names of schedules, formats and products.
const QStringList kTechnicalWords = {
    QStringLiteral("DP"), QStringLiteral("TP"), QStringLiteral("PP"), QStringLiteral("CP"), QStringLiteral("EP"),
    QStringLiteral("SP"), QStringLiteral("VPP"), QStringLiteral("MBS"), QStringLiteral("mbs"), QStringLiteral("ZeRO"),
    QStringLiteral("MFU"), QStringLiteral("BF16"), QStringLiteral("FP16"), QStringLiteral("FP8"), QStringLiteral("GiB"),
    QStringLiteral("TFLOP"), QStringLiteral("FLOPs"), QStringLiteral("HBM"), QStringLiteral("GPipe"), QStringLiteral("DualPipe"),
    QStringLiteral("ZB"), QStringLiteral("MoE"), QStringLiteral("MLA"), QStringLiteral("GQA"), QStringLiteral("FFN"),
    QStringLiteral("MLP"), QStringLiteral("LoRA"), QStringLiteral("RoPE"), QStringLiteral("Top"), QStringLiteral("JSON"),
    QStringLiteral("Hugging"), QStringLiteral("Face"), QStringLiteral("config"), QStringLiteral("json"),
    QStringLiteral("token"), QStringLiteral("tok"), QStringLiteral("Transformer"), QStringLiteral("NVLink"),
    QStringLiteral("HCCS"), QStringLiteral("CPU"), QStringLiteral("PyTorch"), QStringLiteral("MindSpore"),
    QStringLiteral("torchrun"), QStringLiteral("DeviceMesh"), QStringLiteral("Megatron"), QStringLiteral("MindSpeed"),
    QStringLiteral("LLM"), QStringLiteral("TorchTitan"), QStringLiteral("Ctrl"), QStringLiteral("logits"),
    QStringLiteral("swiglu"), QStringLiteral("gelu"), QStringLiteral("Markdown"), QStringLiteral("PNG"), QStringLiteral("SVG"),
    QStringLiteral("PDF"), QStringLiteral("CSV"), QStringLiteral("offload"), QStringLiteral("rc"),
};

struct Finding {
    QString where, text, problem;
};

QString plain(QString s)
{
    if (Qt::mightBeRichText(s)) {
        QTextDocument d;
        d.setHtml(s);
        s = d.toPlainText();
    }
    s.remove(QRegularExpression(QStringLiteral("\\(&\\w\\)")));  // Chinese mnemonic "(&F)"
    s.remove(QLatin1Char('&'));
    return s;
}

bool hasCjk(const QString& s)
{
    for (QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

// A text fails when it contains one of the English labels, or an English word that is neither
// technical nor a name from the catalogs (`names`) while having no Chinese at all.
void checkText(const QString& where, const QString& raw, const QStringList& names, std::vector<Finding>& out)
{
    const QString text = plain(raw).trimmed();
    if (text.isEmpty())
        return;
    for (const QString& w : kEnglishLabels) {
        const QRegularExpression rx(QStringLiteral("(^|[^A-Za-z-])") + QRegularExpression::escape(w) + QStringLiteral("($|[^A-Za-z-])"));
        if (rx.match(text).hasMatch()) {
            out.push_back({where, text, QStringLiteral("English label “%1”").arg(w)});
            return;
        }
    }
    QString rest = text;
    for (const QString& n : names)
        if (n.size() > 2)
            rest.replace(n, QStringLiteral(" "));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    for (auto it = word.globalMatch(rest); it.hasNext();) {
        const QString w = it.next().captured();
        if (!kTechnicalWords.contains(w) && !hasCjk(text)) {
            out.push_back({where, text, QStringLiteral("English word “%1” and no Chinese").arg(w)});
            return;
        }
    }
}

QString describe(const QObject* o)
{
    QStringList path;
    for (; o; o = o->parent())
        path.prepend(o->objectName().isEmpty() ? QString::fromLatin1(o->metaObject()->className()) : o->objectName());
    return path.join(QLatin1Char('/'));
}

void scanMenu(QMenu* menu, const QString& where, const QStringList& names, std::vector<Finding>& out)
{
    checkText(where + QStringLiteral(" (menu title)"), menu->title(), names, out);
    const bool languageMenu = menu->objectName() == QLatin1String("languageMenu");
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (languageMenu && !a->data().toString().isEmpty())
            continue;  // "English" / "简体中文" are shown in their own language on purpose
        if (a->menu())
            scanMenu(a->menu(), where + QLatin1Char('/') + plain(a->text()), names, out);
        else
            checkText(where + QStringLiteral(" action"), a->text(), names, out);
        checkText(where + QStringLiteral(" action tooltip"), a->toolTip() == plain(a->text()) ? QString() : a->toolTip(), names, out);
    }
}

// Everything the user reads in the window, checked with checkText.
std::vector<Finding> scanWindow(MainWindow& w, const QStringList& names, int* checkedItems)
{
    std::vector<Finding> out;
    int n = 0;
    auto check = [&](const QString& where, const QString& text) {
        if (!plain(text).trimmed().isEmpty())
            ++n;
        checkText(where, text, names, out);
    };
    check(QStringLiteral("window title"), w.windowTitle().remove(QStringLiteral("[*]")));
    for (QAction* a : w.menuBar()->actions())
        if (a->menu())
            scanMenu(a->menu(), plain(a->text()), names, out), ++n;
    for (auto* b : w.findChildren<QAbstractButton*>()) {
        check(describe(b), b->text());
        check(describe(b) + QStringLiteral(" tooltip"), b->toolTip());
    }
    for (auto* l : w.findChildren<QLabel*>()) {
        check(describe(l), l->text());
        check(describe(l) + QStringLiteral(" tooltip"), l->toolTip());
    }
    for (auto* g : w.findChildren<QGroupBox*>())
        check(describe(g), g->title());
    for (auto* t : w.findChildren<QTabBar*>())
        for (int i = 0; i < t->count(); ++i)
            check(describe(t) + QStringLiteral(" tab %1").arg(i), t->tabText(i));
    for (auto* d : w.findChildren<QDockWidget*>())
        check(describe(d), d->windowTitle());
    for (auto* tb : w.findChildren<QToolBar*>())
        check(describe(tb), tb->windowTitle());
    for (auto* v : w.findChildren<QTableView*>()) {
        QAbstractItemModel* m = v->model();
        for (int c = 0; c < m->columnCount(); ++c)
            check(describe(v) + QStringLiteral(" column %1").arg(c), m->headerData(c, Qt::Horizontal).toString());
        for (int r = 0; r < m->rowCount(); ++r)
            check(describe(v) + QStringLiteral(" row %1").arg(r), m->headerData(r, Qt::Vertical).toString());
    }
    for (auto* cv : w.findChildren<QChartView*>()) {
        QChart* c = cv->chart();
        check(describe(cv) + QStringLiteral(" tooltip"), cv->toolTip());
        check(describe(cv) + QStringLiteral(" chart title"), c->title());
        for (QAbstractAxis* a : c->axes())
            check(describe(cv) + QStringLiteral(" axis title"), a->titleText());
        for (QAbstractSeries* s : c->series())
            check(describe(cv) + QStringLiteral(" series"), s->name());
        for (QLegendMarker* m : c->legend()->markers())
            check(describe(cv) + QStringLiteral(" legend"), m->label());
    }
    for (auto* e : w.findChildren<QWidget*>())
        if (!qobject_cast<QLabel*>(e) && !qobject_cast<QAbstractButton*>(e) && !qobject_cast<QChartView*>(e))
            check(describe(e) + QStringLiteral(" tooltip"), e->toolTip());
    if (checkedItems)
        *checkedItems = n;
    return out;
}

QString report(const std::vector<Finding>& fs)
{
    QStringList lines;
    for (const auto& f : fs)
        lines << QStringLiteral("%1: “%2” — %3").arg(f.where, f.text, f.problem);
    return lines.join(QLatin1Char('\n'));
}
}  // namespace

class TstTranslation : public QObject {
    Q_OBJECT
    Catalog catalog_;
    QStringList names_;  // model and device names from the catalog (data, not chrome)

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        auto c = Catalog::loadBuiltin();
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message().c_str());
        catalog_ = *c;
        for (const auto& m : catalog_.models())
            names_ << QString::fromStdString(m.name) << QString::fromStdString(m.id);
        for (const auto& d : catalog_.devices())
            names_ << QString::fromStdString(d.name) << QString::fromStdString(d.id);
        // Longest first, so that "LLaMA-2-70B" goes before "LLaMA".
        std::sort(names_.begin(), names_.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    }

    void resolvesLanguages()
    {
        QCOMPARE(resolveLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(resolveLanguage(QStringLiteral("zh")), QStringLiteral("zh_CN"));
        QCOMPARE(resolveLanguage(QStringLiteral("zh-Hans-CN")), QStringLiteral("zh_CN"));
        QCOMPARE(resolveLanguage(QStringLiteral("zh_TW")), QStringLiteral("en"));  // not shipped
        QCOMPARE(resolveLanguage(QStringLiteral("en_GB")), QStringLiteral("en"));
        QCOMPARE(resolveLanguage(QStringLiteral("de")), QStringLiteral("en"));
        QCOMPARE(availableLanguages(), (QStringList{QStringLiteral("en"), QStringLiteral("zh_CN")}));
    }

    // Every message of the zh_CN .ts is translated (no type="unfinished"/"vanished"/empty entry) and keeps
    // the placeholders of its source text: Qt's %1 in any order, the core's fmt fields ({}, {:.1f}) in the
    // same order (the core formats the translation with the source's arguments).
    void tsFileComplete()
    {
        QFile f(QStringLiteral(PSA_TEST_SOURCE_DIR "/translations/parallel-strategy-analyzer_zh_CN.ts"));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        QXmlStreamReader xml(&f);
        int messages = 0, unfinished = 0, empty = 0, withCjk = 0;
        QStringList problems;
        QString source;
        static const QRegularExpression ph(QStringLiteral("%\\d+"));
        auto placeholders = [](const QString& s) {
            QStringList l;
            for (auto it = ph.globalMatch(s); it.hasNext();)
                l << it.next().captured();
            l.sort();
            return l;
        };
        static const QRegularExpression field(QStringLiteral("\\{\\{|\\}\\}|\\{[^{}]*\\}"));
        auto fmtFields = [](const QString& s) {
            QStringList l;
            for (auto it = field.globalMatch(s); it.hasNext();)
                if (const QString f = it.next().captured(); f != QLatin1String("{{") && f != QLatin1String("}}"))
                    l << f;
            return l;
        };
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("unfinished") || type == QLatin1String("vanished") || type == QLatin1String("obsolete")) {
                    ++unfinished;
                    problems << QStringLiteral("%1: %2").arg(type, source);
                } else if (text.trimmed().isEmpty()) {
                    ++empty;
                    problems << QStringLiteral("empty: %1").arg(source);
                } else if (placeholders(text) != placeholders(source)) {
                    problems << QStringLiteral("placeholders: %1 → %2").arg(source, text);
                } else if (fmtFields(text) != fmtFields(source)) {
                    problems << QStringLiteral("fmt fields: %1 → %2").arg(source, text);
                }
                if (hasCjk(text))
                    ++withCjk;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(messages > 250, qPrintable(QString::number(messages)));
        QCOMPARE(unfinished, 0);
        QCOMPARE(empty, 0);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY2(withCjk > messages * 3 / 4, qPrintable(QStringLiteral("%1 of %2").arg(withCjk).arg(messages)));
    }

    // The embedded .qm loads and translates.
    void translatorLoads()
    {
        QVERIFY(installTranslators(qApp, QStringLiteral("zh_CN")));
        QCOMPARE(currentLanguage(), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("psa::ui::MainWindow", "Overview"), QStringLiteral("概览"));
        QCOMPARE(QCoreApplication::translate("psa::ui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
        QCOMPARE(QCoreApplication::translate("psa", "Optimizer states"), QStringLiteral("优化器状态"));
        // The core's texts (report, rule reasons, verdicts) follow the same language.
        QVERIFY(i18n::hasTranslator());
        QCOMPARE(i18n::translate("psa::Report", "2. Strategy summary"), std::string("2. 策略摘要"));
        QCOMPARE(i18n::trf("psa::Report", "fits with {:.0f} % headroom")(12.3), std::string("可容纳，余量 12 %"));
        QCOMPARE(QCoreApplication::translate("psa::ui::PdfReport", "Contents"), QStringLiteral("目录"));
        QVERIFY(installTranslators(qApp, QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("psa::ui::MainWindow", "Overview"), QStringLiteral("Overview"));
        QVERIFY(!i18n::hasTranslator());
        QCOMPARE(i18n::translate("psa::Report", "2. Strategy summary"), std::string("2. Strategy summary"));
    }

    // The window built under the zh_CN translator: no English chrome, Chinese in every label.
    void mainWindowHasNoEnglish()
    {
        QVERIFY(installTranslators(qApp, QStringLiteral("zh_CN")));
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        w.pinCandidate(0);  // the comparison has content
        w.pinCandidate(1);
        w.selectCandidate(0);
        QVERIFY(w.waitForDetails(psa::test::kWindowTimeoutMs));
        QTest::qWait(50);
        int checked = 0;
        const std::vector<Finding> findings = scanWindow(w, names_, &checked);
        QVERIFY2(checked > 150, qPrintable(QString::number(checked)));
        QVERIFY2(findings.empty(), qPrintable(QStringLiteral("%1 English texts:\n").arg(findings.size()) + report(findings)));
        // The main chrome is Chinese.
        QCOMPARE(w.tabs()->tabText(0), QStringLiteral("概览"));
        for (int i = 0; i < w.tabs()->count(); ++i)
            QVERIFY2(hasCjk(w.tabs()->tabText(i)), qPrintable(w.tabs()->tabText(i)));
        for (QAction* a : w.menuBar()->actions())
            QVERIFY2(hasCjk(a->text()), qPrintable(a->text()));
        for (auto* d : w.findChildren<QDockWidget*>())
            QVERIFY2(hasCjk(d->windowTitle()), qPrintable(d->windowTitle()));
        QAbstractItemModel* m = w.candidateTable()->model();
        QCOMPARE(m->headerData(1, Qt::Horizontal).toString(), QStringLiteral("策略"));
        w.close();
    }

    // View → Language switches at once: the window is rebuilt under the new translators and keeps the
    // user's scenario, unsaved state, pins and open tab.
    void languageSwitchKeepsTheSession()
    {
        QVERIFY(installTranslators(qApp, QStringLiteral("en")));
        AppShell shell(catalog_, testOptions());
        QPointer<MainWindow> w = shell.window();
        w->show();
        QVERIFY(waitSettled(*w));
        w->trainingForm()->seqSpin()->setValue(8192);
        QVERIFY(waitSettled(*w));
        w->pinCandidate(0);
        w->tabs()->setCurrentIndex(3);
        QVERIFY(w->isWindowModified());
        const QJsonObject before = toJson(w->planInput());
        QCOMPARE(w->tabs()->tabText(0), QStringLiteral("Overview"));

        QSignalSpy replaced(&shell, &AppShell::windowReplaced);
        QMenu* menu = w->findChild<QMenu*>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        QAction* zh = nullptr;
        for (QAction* a : menu->actions())
            if (a->data().toString() == QLatin1String("zh_CN"))
                zh = a;
        QVERIFY(zh);
        zh->trigger();
        QTRY_COMPARE(replaced.count(), 1);
        MainWindow* w2 = shell.window();
        QVERIFY(w2 != w.data());
        QTRY_VERIFY(w.isNull());  // the old window is gone
        QCOMPARE(currentLanguage(), QStringLiteral("zh_CN"));
        QVERIFY(w2->isVisible());
        QCOMPARE(w2->tabs()->tabText(0), QStringLiteral("概览"));
        QCOMPARE(toJson(w2->planInput()), before);
        QVERIFY(w2->isWindowModified());
        QCOMPARE(w2->pinned().size(), size_t(1));
        QCOMPARE(w2->tabs()->currentIndex(), 3);
        QVERIFY(waitSettled(*w2));
        QCOMPARE(w2->output()->request.scenario.training.seq_len, 8192LL);

        QVERIFY(shell.switchLanguage(QStringLiteral("en")));
        QCOMPARE(shell.window()->tabs()->tabText(0), QStringLiteral("Overview"));
        QCOMPARE(toJson(shell.window()->planInput()), before);
        AppSettings().setLanguage(QString());
    }

    // The same scan finds the English window's labels (so the check above can fail).
    void scanFindsEnglish()
    {
        QVERIFY(installTranslators(qApp, QStringLiteral("en")));
        MainWindow w(catalog_, testOptions());
        w.show();
        QVERIFY(waitSettled(w));
        const std::vector<Finding> findings = scanWindow(w, names_, nullptr);
        const QString all = report(findings);
        QVERIFY2(findings.size() > 100, qPrintable(QString::number(findings.size())));
        for (const char* label : {"Model", "Hardware", "Overview", "Candidates", "Memory", "Pipeline", "File", "Strategy"})
            QVERIFY2(all.contains(QStringLiteral("“%1”").arg(QLatin1String(label))), label);
        std::vector<Finding> one;
        checkText(QStringLiteral("probe"), QStringLiteral("Usable memory"), names_, one);  // no label word, no Chinese
        QCOMPARE(one.size(), size_t(1));
        w.close();
    }
};

QTEST_MAIN(TstTranslation)
#include "tst_translation.moc"

// parallel-strategy-analyzer: the Qt desktop application.
#include "catalog/catalog.h"
#include "session/autosave.h"
#include "settings/app_settings.h"
#include "settings/language.h"
#include "views/app_shell.h"
#include "views/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QMessageBox>
#include <QTimer>
#include <cstdio>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ParallelStrategyAnalyzer"));
    QApplication::setApplicationName(QStringLiteral("parallel-strategy-analyzer"));
    QApplication::setApplicationVersion(QStringLiteral(PSA_VERSION));

    // The language is settled before any text is made (the --help text included): --lang, then the
    // View → Language setting, then the system locale.
    QString requestedLang = psa::ui::AppSettings().language();
    {
        const QStringList args = QApplication::arguments();
        for (qsizetype i = 1; i < args.size(); ++i) {
            if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
                requestedLang = args[i + 1];
            else if (args[i].startsWith(QLatin1String("--lang=")))
                requestedLang = args[i].mid(7);
        }
    }
    const QString lang = psa::ui::resolveLanguage(requestedLang);
    if (!psa::ui::installTranslators(&app, lang))
        std::fprintf(stderr, "parallel-strategy-analyzer: translation '%s' could not be loaded; using English\n", qPrintable(lang));
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Parallel Strategy Analyzer"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plans parallel strategies for large-model training."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption shots(QStringLiteral("screenshot-dir"),
                             QApplication::translate("main", "Grab every view into DIR (PNG) after the first analysis, then exit."),
                             QStringLiteral("DIR"));
    QCommandLineOption fresh(QStringLiteral("fresh"), QApplication::translate("main", "Ignore the saved session; start from the default scenario."));
    QCommandLineOption query(QStringLiteral("query"), QApplication::translate("main", "Start with this query, e.g. \"Mixtral 8x7B on 32 H100\"."),
                             QStringLiteral("TEXT"));
    QCommandLineOption langOpt(QStringLiteral("lang"),
                               QApplication::translate("main", "User interface language: en or zh_CN (default: the saved "
                                                               "setting, else the system locale)."),
                               QStringLiteral("LANG"));
    parser.addOptions({shots, fresh, query, langOpt});
    parser.addPositionalArgument(QStringLiteral("scenario"), QApplication::translate("main", "A .psa.json scenario to open."));
    parser.process(app);

    auto catalog = psa::Catalog::loadBuiltin();
    if (!catalog) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "Parallel Strategy Analyzer"),
                              QApplication::translate("main", "The device and model catalog could not be loaded:\n%1")
                                  .arg(QString::fromStdString(catalog.error().message())));
        return 1;
    }
    psa::ui::MainWindowOptions options;
    const bool screenshotMode = parser.isSet(shots);
    options.restoreSession = !parser.isSet(fresh) && !screenshotMode;
    if (!screenshotMode)
        options.autosaveDir = psa::ui::Autosave::defaultDirectory();
    if (parser.isSet(fresh))
        options.recovery = psa::ui::MainWindowOptions::Recovery::Never;
    // The shell owns the window and rebuilds it when View → Language switches the language.
    psa::ui::AppShell shell(std::move(catalog).value(), options);
    psa::ui::MainWindow& w = *shell.window();
    if (!parser.positionalArguments().isEmpty())
        w.openFile(parser.positionalArguments().front());
    if (parser.isSet(query))
        w.applyQuery(parser.value(query));
    w.show();

    if (screenshotMode) {
        const QString dir = parser.value(shots);
        QObject::connect(&w, &psa::ui::MainWindow::resultApplied, &w, [&w, dir] {
            static bool done = false;
            if (done)
                return;
            done = true;
            // Pin two strategies so that the comparison has content (unless the query pinned its own),
            // then grab every tab.
            if (w.pinned().empty()) {
                w.pinCandidate(0);
                w.pinCandidate(w.output() && w.output()->result.candidates.size() > 3 ? 3 : 1);
            }
            w.selectCandidate(0);
            QTimer::singleShot(500, &w, [&w, dir] {
                for (const QString& f : w.captureScreenshots(dir))
                    std::printf("%s\n", qPrintable(f));
                if (const QString f = w.captureScalingScreenshot(dir, 90000); !f.isEmpty())
                    std::printf("%s\n%s\n", qPrintable(f),
                        qPrintable(QDir(dir).filePath(QStringLiteral("14-time-to-train.png"))));
                QApplication::quit();
            });
        });
        QTimer::singleShot(240000, &app, [] { QApplication::exit(2); });
    }
    return QApplication::exec();
}

// The menu bar: File, Edit, Analysis, View (with the language), Settings and Help, each action wired
// to the window's slots.
#include "views/main_window.h"

#include "charts/bubble_chart.h"
#include "charts/comm_chart.h"
#include "charts/compare_charts.h"
#include "charts/memory_chart.h"
#include "charts/pareto_chart.h"
#include "charts/scaling_chart.h"
#include "dialogs/calibration_manager.h"
#include "dialogs/user_guide_dialog.h"
#include "settings/app_settings.h"
#include "settings/language.h"
#include "views/compare_view.h"
#include "views/scaling_view.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMetaMethod>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

namespace psa::ui {

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New"), QKeySequence::New, this, &MainWindow::newScenario);
    file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    file->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), QKeySequence::Save, this, [this] { save(); });
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, [this] { saveAs(); });
    file->addSeparator();
    file->addAction(tr("&Import Hugging Face config.json…"), QKeySequence(tr("Ctrl+I")), this, &MainWindow::importHf);
    file->addAction(tr("&Export Report…"), QKeySequence(tr("Ctrl+E")), this, &MainWindow::exportReport);
    file->addAction(tr("Export &PDF…"), QKeySequence(tr("Ctrl+Shift+E")), this, &MainWindow::exportPdf)->setObjectName(QStringLiteral("actionExportPdf"));
    file->addAction(tr("Export Candidates &CSV…"), this, &MainWindow::exportCandidatesCsv)->setObjectName(QStringLiteral("actionExportCsv"));
    QAction* chartExport = file->addAction(tr("Export C&hart…"), this, [this] { exportChart(currentChart()); });
    chartExport->setObjectName(QStringLiteral("actionExportChart"));
    connect(file, &QMenu::aboutToShow, this, [this, chartExport] { chartExport->setEnabled(currentChart() != nullptr); });
    // Every chart: right-click → Export chart… (PNG or SVG by the file's extension).
    for (QChartView* v : std::initializer_list<QChartView*> { pareto_, memory_, bubble_, comm_, compare_->memoryChart(),
             compare_->commChart(), compare_->bubbleChart(), scaling_->chart() }) {
        auto* a = new QAction(tr("Export Chart as PNG/SVG…"), v);
        connect(a, &QAction::triggered, this, [this, v] { exportChart(v); });
        v->addAction(a);
        v->setContextMenuPolicy(Qt::ActionsContextMenu);
    }
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    updateRecentMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* u = undo_->createUndoAction(this, tr("&Undo"));
    u->setShortcut(QKeySequence::Undo);
    QAction* r = undo_->createRedoAction(this, tr("&Redo"));
    // Both common redo keys; the platform's Redo binding may already be one of them, and an action with the
    // same key twice is an ambiguous shortcut that fires nothing.
    r->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(u);
    edit->addAction(r);
    edit->addSeparator();
    edit->addAction(tr("&Query…"), QKeySequence(tr("Ctrl+L")), this, [this] {
        query_->setFocus();
        query_->selectAll();
    });

    QMenu* analysis = menuBar()->addMenu(tr("&Analysis"));
    analysis->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Run Again"), QKeySequence(Qt::Key_F5), this, &MainWindow::runNow);
    QAction* pin = analysis->addAction(tr("&Pin Selected Strategy"), QKeySequence(tr("Ctrl+P")), this, [this] { pinCandidate(selected_); });
    analysis->addAction(tr("&Clear Pinned"), this, &MainWindow::clearPinned);
    table_->addAction(pin);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (const char* key : {"Model", "Hardware", "Training", "Constraints"})  // the order of the dock tabs
        if (auto* d = findChild<QDockWidget*>(QStringLiteral("dock_") + QLatin1String(key))) {
            QAction* toggle = d->toggleViewAction();
            view->addAction(toggle);
            connect(toggle, &QAction::triggered, d, [d](bool shown) {
                if (shown)
                    d->raise();  // a dock shown again in a tab group comes to the front
            });
        }
    view->addSeparator();
    for (int i = 0; i < tabs_->count(); ++i)
        view->addAction(tabs_->tabText(i), QKeySequence(QStringLiteral("Alt+%1").arg(i + 1)), this, [this, i] { tabs_->setCurrentIndex(i); });
    view->addSeparator();
    buildLanguageMenu(view->addMenu(tr("&Language")));

    // Settings → Calibration Profile…: the profile is restored here, before the first analysis runs.
    QMenu* settingsMenu = menuBar()->addMenu(tr("&Settings"));
    calibration_ = new CalibrationManager(controller_, catalog_, this);
    statusBar()->addPermanentWidget(calibration_->statusLabel());
    settingsMenu->addAction(tr("&Calibration Profile…"), calibration_, &CalibrationManager::openDialog)
        ->setObjectName(QStringLiteral("actionCalibrationProfile"));
    connect(calibration_, &CalibrationManager::profileApplied, this, &MainWindow::runNow);
    if (options_.restoreSession)
        if (const QString problem = calibration_->restore(); !problem.isEmpty())
            statusBar()->showMessage(problem, 20000);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&User Guide"), QKeySequence::HelpContents, this, &MainWindow::showUserGuide)
        ->setObjectName(QStringLiteral("actionUserGuide"));
    help->addAction(tr("&About"), this, [this] {
        QMessageBox::about(this, tr("About Parallel Strategy Analyzer"),
                           tr("<h3>Parallel Strategy Analyzer %1</h3><p>Plans DP / ZeRO / TP+SP / PP / CP / EP layouts "
                              "for large-model training: memory, communication, bubble, MFU and throughput, every "
                              "figure traced to the cost model.</p>")
                               .arg(QStringLiteral(PSA_VERSION)));
    });
}

void MainWindow::showUserGuide()
{
    auto* guide = findChild<UserGuideDialog*>();
    if (!guide)
        guide = new UserGuideDialog(this);
    guide->show();
    guide->raise();
    guide->activateWindow();
}

// View → Language: the choice is stored in QSettings. The forms, charts and tables build their texts
// once, so the application's AppShell rebuilds the window under the new language (languageChangeRequested);
// a window nobody listens to (tests) says it applies from the next start.
void MainWindow::buildLanguageMenu(QMenu* menu)
{
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    group->setExclusive(true);
    const QString stored = AppSettings().language();
    auto add = [&](const QString& text, const QString& lang) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setChecked(stored == lang);
        a->setData(lang);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, lang] {
            AppSettings().setLanguage(lang);
            const QString next = resolveLanguage(lang);
            if (next == currentLanguage())
                return;
            if (isSignalConnected(QMetaMethod::fromSignal(&MainWindow::languageChangeRequested))) {
                emit languageChangeRequested(next);
                return;
            }
            QMessageBox::information(this, tr("Language"),
                                     tr("The interface language will change to %1 the next time Parallel Strategy "
                                        "Analyzer starts.")
                                         .arg(languageDisplayName(next)));
        });
    };
    add(tr("System Default"), QString());
    menu->addSeparator();
    for (const QString& lang : availableLanguages())
        add(languageDisplayName(lang), lang);
}

}  // namespace psa::ui

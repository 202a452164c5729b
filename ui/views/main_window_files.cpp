// File → New / Open / Open Recent / Save / Save As / Import: the scenario file the window edits, its
// title and the recent-files menu.
#include "views/main_window.h"

#include "catalog/hf_import.h"
#include "export/suggested_name.h"
#include "forms/forms.h"
#include "settings/app_settings.h"
#include "views/format.h"
#include "views/pinned_comparison.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

#include <filesystem>

namespace psa::ui {

// ---------------------------------------------------------------- files
void MainWindow::updateTitle()
{
    const QString name = currentFile_.isEmpty() ? tr("Untitled") : QFileInfo(currentFile_).fileName();
    setWindowTitle(tr("%1[*] — Parallel Strategy Analyzer").arg(name));
    setWindowModified(!undo_->isClean());
}

bool MainWindow::maybeSave()
{
    if (undo_->isClean())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("The scenario has unsaved changes. Save them first?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newScenario()
{
    if (!maybeSave())
        return;
    currentFile_.clear();
    clearPinned();
    applySnapshot(toJson(defaultPlanInput(catalog_)));
    undo_->clear();
    updateTitle();
}

void MainWindow::openDialog()
{
    if (!maybeSave())
        return;
    AppSettings s;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Scenario"), s.lastDirectory(),
                                                      tr("Scenarios (*.psa.json);;JSON files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString& path)
{
    auto in = loadScenarioFile(path, catalog_);
    if (!in) {
        QMessageBox::warning(this, tr("Cannot open scenario"),
                             tr("%1\n\n%2").arg(QDir::toNativeSeparators(path), QString::fromStdString(in.error().message())));
        return false;
    }
    currentFile_ = path;
    // The file's pins go to Compare (re-evaluated on the file's scenario); the forms' state keeps none.
    PlanInput file = *in;
    pinned_ = fromPinnedStrategies(file.pinned);
    pinsOrigin_ = pinOrigin(file.scenario);
    diagnosing_.reset();
    file.pinned.clear();
    applySnapshot(toJson(file));
    undo_->clear();
    undo_->setClean();
    AppSettings s;
    s.addRecentFile(path);
    s.setLastDirectory(QFileInfo(path).absolutePath());
    updateRecentMenu();
    updateTitle();
    return true;
}

// The export and save dialogs start on model-devices-date in the last directory used.
QString MainWindow::suggestedPath(const QString& extension) const
{
    return QDir(AppSettings().lastDirectory()).filePath(suggestedFileName(input_.scenario, extension));
}

bool MainWindow::save() { return currentFile_.isEmpty() ? saveAs() : saveTo(currentFile_); }

bool MainWindow::saveAs()
{
    AppSettings s;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario"), suggestedPath(QStringLiteral("psa.json")), tr("Scenarios (*.psa.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".psa.json");
    return saveTo(path);
}

bool MainWindow::saveTo(const QString& path)
{
    QString error;
    PlanInput file = input_;
    file.pinned = toPinnedStrategies(pinned_);
    if (!saveScenarioFile(path, file, &error)) {
        QMessageBox::warning(this, tr("Cannot save scenario"), tr("%1\n\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    currentFile_ = path;
    undo_->setClean();
    AppSettings s;
    s.addRecentFile(path);
    s.setLastDirectory(QFileInfo(path).absolutePath());
    updateRecentMenu();
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void MainWindow::updateRecentMenu()
{
    if (!recentMenu_)
        return;
    recentMenu_->clear();
    const QStringList files = AppSettings().recentFiles();
    for (const QString& f : files)
        recentMenu_->addAction(QFileInfo(f).fileName(), this, [this, f] {
            if (maybeSave())
                openFile(f);
        })->setToolTip(f);
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::importHf()
{
    AppSettings s;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Hugging Face config.json"), s.lastDirectory(),
                                                      tr("config.json (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    auto m = importHfConfigFile(std::filesystem::path(path.toStdString()));
    if (!m) {
        QMessageBox::warning(this, tr("Import failed"),
                             tr("%1 could not be imported:\n\n%2")
                                 .arg(QDir::toNativeSeparators(path), QString::fromStdString(m.error().message())));
        return;
    }
    modelForm_->setImportedModel(*m);
    statusBar()->showMessage(tr("Imported %1").arg(qs(m->name.empty() ? m->id : m->name)), 5000);
}

}  // namespace psa::ui

#include "dialogs/calibration_manager.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>

#include "controller/analysis_controller.h"
#include "calibration/runs.h"
#include "dialogs/calibration_dialog.h"
#include "settings/app_settings.h"
#include "views/format.h"

namespace psa::ui {

CalibrationManager::CalibrationManager(AnalysisController* controller, const Catalog& catalog, QWidget* window)
    : QObject(window), controller_(controller), catalog_(catalog), window_(window)
{
    label_ = new QLabel;
    label_->setObjectName(QStringLiteral("profileLabel"));
    label_->setContentsMargins(12, 0, 4, 0);  // apart from the candidate count beside it
    updateLabel();
    connect(controller_, &AnalysisController::profileChanged, this, &CalibrationManager::updateLabel);
}

QString CalibrationManager::restore()
{
    AppSettings s;
    const QString path = s.calibrationProfile();
    if (path.isEmpty())
        return {};
    auto p = loadProfile(std::filesystem::path(path.toStdString()));
    if (!p) {
        s.setCalibrationProfile({});
        return tr("The calibration profile %1 could not be loaded (%2); using the built-in profile.")
            .arg(QDir::toNativeSeparators(path), qs(p.error().message()));
    }
    activePath_ = path;
    controller_->setProfile(std::move(p).value());
    return {};
}

void CalibrationManager::apply(const Profile& profile, const QString& path)
{
    activePath_ = path;
    AppSettings().setCalibrationProfile(QFileInfo(path).absoluteFilePath());
    controller_->setProfile(profile);
    emit profileApplied();
}

void CalibrationManager::resetToBuiltin()
{
    activePath_.clear();
    AppSettings().setCalibrationProfile({});
    controller_->setProfile(defaultProfile());
    emit profileApplied();
}

void CalibrationManager::openDialog()
{
    if (!dialog_) {
        dialog_ = new CalibrationDialog(catalog_, defaultProfile(), window_);
        dialog_->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog_, &CalibrationDialog::applyRequested, this, &CalibrationManager::apply);
        connect(dialog_, &CalibrationDialog::resetRequested, this, &CalibrationManager::resetToBuiltin);
        if (!activePath_.isEmpty())
            dialog_->loadProfileFile(activePath_);
        // The user's last runs file, else the published runs shipped with the application.
        QString runs = AppSettings().calibrationRuns();
        if (runs.isEmpty() || !QFileInfo::exists(runs))
            runs = QString::fromStdString(shippedRunsFile().string());
        if (QFileInfo::exists(runs))
            dialog_->loadRunsFile(runs);
        connect(dialog_, &CalibrationDialog::runsLoaded, this, [](const QString& path) {
            AppSettings().setCalibrationRuns(QFileInfo(path).absoluteFilePath());
        });
    }
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
}

CalibrationDialog* CalibrationManager::dialog() const { return dialog_.data(); }

void CalibrationManager::updateLabel()
{
    const Profile& p = controller_->profile();
    label_->setText(tr("Profile: %1").arg(qs(p.name)));
    label_->setToolTip(activePath_.isEmpty() ? tr("The built-in calibration profile (Settings → Calibration Profile… to change it)")
                                             : tr("Calibration profile from %1").arg(QDir::toNativeSeparators(activePath_)));
}

}  // namespace psa::ui

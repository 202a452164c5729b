// Which calibration profile the analysis uses: applies a loaded profile to the AnalysisController,
// shows its name in the status bar, remembers the file in QSettings and restores it at start,
// and opens the Calibration profile dialog. Keeps this out of the main window.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include "calibration/profile.h"
#include "catalog/catalog.h"

class QLabel;
class QWidget;

namespace psa::ui {

class AnalysisController;
class CalibrationDialog;

class CalibrationManager : public QObject {
    Q_OBJECT
public:
    // `window` parents the dialog and receives status messages.
    CalibrationManager(AnalysisController* controller, const Catalog& catalog, QWidget* window);

    // Loads the profile file stored in QSettings; a file that is gone or no longer valid leaves the
    // built-in profile active, clears the setting and returns the reason (empty when all is well).
    QString restore();
    // Makes `profile` (read from `path`) the active one, stores the path, and asks for a re-run.
    void apply(const Profile& profile, const QString& path);
    void resetToBuiltin();
    void openDialog();

    [[nodiscard]] QString activePath() const { return activePath_; }  // "" = built-in
    [[nodiscard]] QLabel* statusLabel() const { return label_; }
    [[nodiscard]] CalibrationDialog* dialog() const;  // null until opened

signals:
    // The active profile changed: the analysis must run again.
    void profileApplied();

private:
    void updateLabel();

    AnalysisController* controller_;
    const Catalog& catalog_;
    QWidget* window_;
    QString activePath_;
    QLabel* label_;
    QPointer<CalibrationDialog> dialog_;
};

}  // namespace psa::ui

// Settings → Calibration profile…: loads a profile (the JSON `psa calibrate -o` writes) and,
// optionally, a runs file (published-runs.json format), shows the error by source of the built-in
// profile against the loaded one (the numbers of `psa validate`, from the core) and a
// predicted-vs-measured scatter. Apply hands the loaded profile to the caller; a file that cannot be
// used is reported in the dialog, naming the file and the problem, and nothing changes.
#pragma once

#include <QDialog>

#include <optional>
#include <vector>

#include "calibration/profile.h"
#include "calibration/runs.h"
#include "calibration/validation.h"
#include "catalog/catalog.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace psa::ui {

class CalibrationScatter;

class CalibrationDialog : public QDialog {
    Q_OBJECT
public:
    // `builtin` is the "before" of every comparison; `catalog` resolves the runs' models and devices.
    CalibrationDialog(Catalog catalog, Profile builtin, QWidget* parent = nullptr);

    // File loading without file dialogs (the Browse buttons and the tests use them). On failure the
    // dialog shows the message, keeps what it had loaded, and returns false.
    bool loadProfileFile(const QString& path);
    bool loadRunsFile(const QString& path);
    void setMetric(ValidationMetric metric);

    [[nodiscard]] const std::optional<Profile>& loadedProfile() const { return loaded_; }
    [[nodiscard]] QString profilePath() const { return profilePath_; }
    [[nodiscard]] QString runsPath() const { return runsPath_; }
    [[nodiscard]] QString errorMessage() const;  // "" when the last load succeeded
    [[nodiscard]] const std::optional<ValidationComparison>& comparison() const { return comparison_; }
    [[nodiscard]] ValidationMetric metric() const { return metric_; }

    // Parts, for the tests.
    [[nodiscard]] QTableWidget* errorTable() const { return errors_; }
    [[nodiscard]] QTableWidget* constantsTable() const { return constants_; }
    [[nodiscard]] CalibrationScatter* scatter() const { return scatter_; }
    [[nodiscard]] QPushButton* applyButton() const { return apply_; }
    [[nodiscard]] QPushButton* resetButton() const { return reset_; }

    // Table columns of errorTable().
    enum ErrorColumn { Source, Runs, BuiltinMedian, BuiltinP90, LoadedMedian, LoadedP90, ErrorColumnCount };

signals:
    void applyRequested(const psa::Profile& profile, const QString& path);
    void resetRequested();
    void runsLoaded(const QString& path);

private:
    void browseProfile();
    void browseRuns();
    void showError(const QString& text);
    void refresh();
    void refreshConstants();
    void refreshErrors();

    Catalog catalog_;
    Profile builtin_;
    std::optional<Profile> loaded_;
    QString profilePath_, runsPath_;
    std::vector<PublishedRun> runs_;
    std::optional<ValidationComparison> comparison_;  // points into runs_
    ValidationMetric metric_ = ValidationMetric::TokensPerDevice;

    QLineEdit* profileEdit_;
    QLineEdit* runsEdit_;
    QLabel* summary_;
    QLabel* error_;
    QComboBox* metricBox_;
    QTabWidget* tabs_;
    QTableWidget* errors_;
    QTableWidget* constants_;
    CalibrationScatter* scatter_;
    QPushButton* apply_;
    QPushButton* reset_;
};

}  // namespace psa::ui

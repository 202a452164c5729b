// Typed access to the application's QSettings; every key is listed here once.
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace psa::ui {

class AppSettings {
public:
    AppSettings();
    QByteArray geometry() const;
    void setGeometry(const QByteArray& g);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& s);
    QByteArray lastScenario() const;  // the scenario JSON at the last exit
    void setLastScenario(const QByteArray& json);
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    void setRecentFiles(const QStringList& files);
    QString lastDirectory() const;
    void setLastDirectory(const QString& dir);
    // The user interface language: "" follows the system locale, otherwise "en" or "zh_CN".
    QString language() const;
    void setLanguage(const QString& lang);
    // The calibration profile file the analysis uses; "" is the built-in (shipped) profile.
    QString calibrationProfile() const;
    void setCalibrationProfile(const QString& path);
    // The runs file last compared against in the calibration dialog.
    QString calibrationRuns() const;
    void setCalibrationRuns(const QString& path);
    static constexpr int kMaxRecentFiles = 8;

private:
    mutable QSettings settings_;
};

}  // namespace psa::ui

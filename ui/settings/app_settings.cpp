#include "settings/app_settings.h"

namespace psa::ui {

namespace key {
constexpr auto geometry = "window/geometry";
constexpr auto state = "window/state";
constexpr auto lastScenario = "session/lastScenario";
constexpr auto recent = "files/recent";
constexpr auto lastDir = "files/lastDirectory";
constexpr auto language = "ui/language";
constexpr auto calibrationProfile = "calibration/profile";
constexpr auto calibrationRuns = "calibration/runs";
}  // namespace key

AppSettings::AppSettings() = default;
QByteArray AppSettings::geometry() const { return settings_.value(key::geometry).toByteArray(); }
void AppSettings::setGeometry(const QByteArray& g) { settings_.setValue(key::geometry, g); }
QByteArray AppSettings::windowState() const { return settings_.value(key::state).toByteArray(); }
void AppSettings::setWindowState(const QByteArray& s) { settings_.setValue(key::state, s); }
QByteArray AppSettings::lastScenario() const { return settings_.value(key::lastScenario).toByteArray(); }
void AppSettings::setLastScenario(const QByteArray& json) { settings_.setValue(key::lastScenario, json); }
QStringList AppSettings::recentFiles() const { return settings_.value(key::recent).toStringList(); }
void AppSettings::setRecentFiles(const QStringList& files) { settings_.setValue(key::recent, files); }
void AppSettings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    setRecentFiles(files);
}
QString AppSettings::lastDirectory() const { return settings_.value(key::lastDir).toString(); }
void AppSettings::setLastDirectory(const QString& dir) { settings_.setValue(key::lastDir, dir); }
QString AppSettings::language() const { return settings_.value(key::language).toString(); }
void AppSettings::setLanguage(const QString& lang)
{
    if (lang.isEmpty())
        settings_.remove(key::language);
    else
        settings_.setValue(key::language, lang);
}
QString AppSettings::calibrationProfile() const { return settings_.value(key::calibrationProfile).toString(); }
void AppSettings::setCalibrationProfile(const QString& path)
{
    if (path.isEmpty())
        settings_.remove(key::calibrationProfile);
    else
        settings_.setValue(key::calibrationProfile, path);
}
QString AppSettings::calibrationRuns() const { return settings_.value(key::calibrationRuns).toString(); }
void AppSettings::setCalibrationRuns(const QString& path) { settings_.setValue(key::calibrationRuns, path); }

}  // namespace psa::ui

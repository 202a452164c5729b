#include "forms/plan_input.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace psa::ui {

QJsonObject toJson(const PlanInput& in)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(scenarioFileToJson(in))).object();
}

Result<PlanInput> planInputFromJson(const QJsonObject& o, const Catalog& catalog)
{
    return parseScenarioFile(QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString(), catalog);
}

bool saveScenarioFile(const QString& path, const PlanInput& in, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    const std::string text = scenarioFileToJson(in);
    if (f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

Result<PlanInput> loadScenarioFile(const QString& path, const Catalog& catalog)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{"file", "unreadable", f.errorString().toStdString()};
    return parseScenarioFile(f.readAll().toStdString(), catalog, QFileInfo(path).fileName().toStdString());
}

}  // namespace psa::ui

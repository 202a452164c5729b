#include "forms/plan_input.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include "export/atomic_file.h"
#include "io/bounded_read.h"

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
    const std::string text = scenarioFileToJson(in);
    return writeBytesAtomically(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())), error);
}

Result<PlanInput> loadScenarioFile(const QString& path, const Catalog& catalog)
{
    auto text = readFileBounded(std::filesystem::path(QFile::encodeName(path).toStdString()));
    if (!text)
        return Error{"file", text.error().code, text.error().message()};
    return parseScenarioFile(*text, catalog, QFileInfo(path).fileName().toStdString());
}

}  // namespace psa::ui

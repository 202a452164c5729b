#include "export/suggested_name.h"

#include <QRegularExpression>

namespace psa::ui {

namespace {
// Lower case, letters, digits, '.', '-' only: safe on every file system and in a shell.
QString slug(const std::string& text)
{
    QString s = QString::fromStdString(text).toLower();
    s.replace(QRegularExpression(QStringLiteral("[^a-z0-9.]+")), QStringLiteral("-"));
    s.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return s.isEmpty() ? QStringLiteral("custom") : s;
}
} // namespace

QString suggestedFileName(const Scenario& sc, const QString& extension, const QDate& date)
{
    const std::string& device = sc.cluster.device.id.empty() ? sc.cluster.device.name : sc.cluster.device.id;
    return QStringLiteral("%1-%2x%3-%4.%5")
        .arg(slug(sc.model.id.empty() ? sc.model.name : sc.model.id))
        .arg(sc.cluster.num_devices)
        .arg(slug(device), date.toString(Qt::ISODate), extension);
}

} // namespace psa::ui

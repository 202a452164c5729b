#include "export/atomic_file.h"

#include <QBuffer>
#include <QDir>
#include <QFile>

#include <string_view>

#include "io/atomic_write.h"

namespace psa::ui {

void setExportError(QString* error, const QString& path, const QString& reason)
{
    if (error)
        *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), reason);
}

bool writeBytesAtomically(const QString& target, const QByteArray& bytes, QString* error)
{
    const std::string_view text(bytes.constData(), static_cast<size_t>(bytes.size()));
    auto w = writeFileAtomically(std::filesystem::path(QFile::encodeName(target).toStdString()), text);
    if (!w) {
        if (error)
            *error = QString::fromStdString(w.error().detail);
        return false;
    }
    return true;
}

bool writeAtomically(const QString& target, const std::function<bool(QIODevice&, QString*)>& write, QString* error)
{
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    QString reason;
    if (!write(buf, &reason)) {
        setExportError(error, target, reason.isEmpty() ? buf.errorString() : reason);
        return false;
    }
    buf.close();
    return writeBytesAtomically(target, bytes, error);
}

}  // namespace psa::ui

#include "export/atomic_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace psa::ui {

void setExportError(QString* error, const QString& path, const QString& reason)
{
    if (error)
        *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), reason);
}

QString createTempNextTo(const QString& target, QString* error)
{
    const QFileInfo fi(target);
    const QDir dir = fi.absoluteDir();
    if (!dir.exists()) {
        setExportError(error, target, QCoreApplication::translate("psa::export", "the folder %1 does not exist")
                                          .arg(QDir::toNativeSeparators(dir.absolutePath())));
        return {};
    }
    if (fi.exists() && fi.isDir()) {
        setExportError(error, target, QCoreApplication::translate("psa::export", "is a folder"));
        return {};
    }
    QTemporaryFile tmp(dir.filePath(QStringLiteral(".%1.XXXXXX.part").arg(fi.fileName())));
    tmp.setAutoRemove(false);
    if (!tmp.open()) {
        setExportError(error, target, tmp.errorString());
        return {};
    }
    const QString path = tmp.fileName();
    tmp.close();
    return path;
}

bool commitTemp(const QString& temp, const QString& target, QString* error)
{
    // std::rename replaces an existing target atomically on POSIX (QFile::rename refuses to overwrite).
    if (std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(target).constData()) != 0) {
        const QString reason = QString::fromLocal8Bit(std::strerror(errno));
        QFile::remove(temp);
        setExportError(error, target, reason);
        return false;
    }
    // QTemporaryFile creates 0600; give the exported file the usual permissions.
    QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    return true;
}

bool writeAtomically(const QString& target, const std::function<bool(QIODevice&, QString*)>& write, QString* error)
{
    if (QFileInfo(target).isDir()) {
        setExportError(error, target, QCoreApplication::translate("psa::export", "is a folder"));
        return false;
    }
    QSaveFile f(target);
    f.setDirectWriteFallback(false);
    if (!f.open(QIODevice::WriteOnly)) {
        setExportError(error, target, f.errorString());
        return false;
    }
    QString reason;
    if (!write(f, &reason)) {
        f.cancelWriting();
        setExportError(error, target, reason.isEmpty() ? f.errorString() : reason);
        return false;
    }
    if (!f.commit()) {
        setExportError(error, target, f.errorString());
        return false;
    }
    return true;
}

}  // namespace psa::ui

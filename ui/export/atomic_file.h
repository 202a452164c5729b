// Every GUI output (PDF, CSV, PNG/SVG charts, reports, scenario files, autosave) is produced in
// memory and handed to the core's atomic writer (core/io/atomic_write.h), so one writer serves every
// output: a temporary file created exclusively beside the target, checked writes and fsync, the
// original mode kept, rename only on success; on failure the previous file is unchanged and the
// reason is returned.
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

namespace psa::ui {

// Writes `bytes` to `target` atomically; sets *error to "cannot write '<path>': <reason>" on failure.
bool writeBytesAtomically(const QString& target, const QByteArray& bytes, QString* error);

// Collects what `write` puts into a QIODevice (a buffer), then writes it atomically; `write`
// returns false (and may set the reason) to abort without touching the target.
bool writeAtomically(const QString& target, const std::function<bool(QIODevice&, QString*)>& write, QString* error);

// Fills *error (when given) with "<path>: <reason>".
void setExportError(QString* error, const QString& path, const QString& reason);

}  // namespace psa::ui

// Atomic file output for every export: the content goes to a temporary file next to the target,
// which is renamed over the target only when everything was written. On failure the temporary
// file is removed and the reason is returned; the target is never left half-written.
#pragma once

#include <QString>

#include <functional>

class QIODevice;

namespace psa::ui {

// A temporary path in the target's directory ("<dir>/.<name>.XXXXXX.part"), created empty; an
// empty string (and *error set) when the directory does not exist or is not writable.
QString createTempNextTo(const QString& target, QString* error);

// Renames `temp` onto `target` (replacing it); removes `temp` and sets *error on failure.
bool commitTemp(const QString& temp, const QString& target, QString* error);

// Writes through a QIODevice: `write` returns false (and may set the error) to abort.
bool writeAtomically(const QString& target, const std::function<bool(QIODevice&, QString*)>& write, QString* error);

// Fills *error (when given) with "<path>: <reason>".
void setExportError(QString* error, const QString& path, const QString& reason);

}  // namespace psa::ui

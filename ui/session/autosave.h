// Crash recovery. While the scenario has unsaved changes it is written (atomically) to
// <dir>/autosave-<pid>-<n>.psa.json (n: the window) a few seconds after each edit; a QLockFile beside it marks the
// session as alive. A save, a clean exit or destroying the window removes both. A file whose lock
// is not held by a running process at start-up is what a crashed session left: it can be recovered.
#pragma once

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "forms/plan_input.h"

namespace psa::ui {

struct RecoverableScenario {
    QString autosavePath;  // the left-over autosave file
    QString originalFile;  // the .psa.json the session was editing ("" = untitled)
    QDateTime savedAt;
};

class Autosave : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultDelayMs = 5000;  // after the last edit; short enough to lose little

    // What to write: the current input and its file, or nothing when there are no unsaved changes.
    struct Snapshot {
        PlanInput input;
        QString originalFile;
    };
    using Source = std::function<std::optional<Snapshot>()>;

    Autosave(QString dir, Source source, int delayMs = kDefaultDelayMs, QObject* parent = nullptr);
    ~Autosave() override;  // removes this session's file: destruction is not a crash

    // The per-user default: <AppDataLocation>/autosave.
    static QString defaultDirectory();
    // Autosaves in `dir` left by sessions that are no longer running, newest first.
    static std::vector<RecoverableScenario> findRecoverable(const QString& dir);
    static void removeRecoverable(const RecoverableScenario& r);

    void scheduleSave();  // (re)starts the delay
    bool saveNow();       // writes the source's snapshot, or removes the file if there is none
    void discard();       // the scenario is saved or dropped: nothing to recover
    [[nodiscard]] QString path() const { return path_; }
    [[nodiscard]] QString lastError() const { return lastError_; }

private:
    bool ensureLocked();

    QString dir_, path_, originPath_;
    Source source_;
    QTimer timer_;
    std::unique_ptr<QLockFile> lock_;
    QString lastError_;
};

}  // namespace psa::ui

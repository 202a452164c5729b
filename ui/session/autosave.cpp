#include "session/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

#include "export/atomic_file.h"
#include "io/bounded_read.h"

namespace psa::ui {

namespace {
QString lockPathFor(const QString& autosavePath)
{
    QString p = autosavePath;
    p.chop(int(qstrlen(".psa.json")));
    return p + QStringLiteral(".lock");
}

QString originPathFor(const QString& autosavePath)
{
    QString p = autosavePath;
    p.chop(int(qstrlen(".psa.json")));
    return p + QStringLiteral(".origin");
}
}  // namespace

Autosave::Autosave(QString dir, Source source, int delayMs, QObject* parent)
    : QObject(parent), dir_(std::move(dir)), source_(std::move(source))
{
    // One file per window: a language switch briefly has two windows in one process.
    static int instances = 0;
    path_ = QDir(dir_).filePath(QStringLiteral("autosave-%1-%2.psa.json").arg(QCoreApplication::applicationPid()).arg(++instances));
    originPath_ = originPathFor(path_);
    timer_.setSingleShot(true);
    timer_.setInterval(delayMs);
    connect(&timer_, &QTimer::timeout, this, [this] { saveNow(); });
}

Autosave::~Autosave() { discard(); }

QString Autosave::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
}

bool Autosave::ensureLocked()
{
    if (lock_)
        return true;
    if (!QDir().mkpath(dir_)) {
        lastError_ = tr("cannot create the autosave folder %1").arg(QDir::toNativeSeparators(dir_));
        return false;
    }
    auto lock = std::make_unique<QLockFile>(lockPathFor(path_));
    lock->setStaleLockTime(0);  // only a dead owner makes a lock stale, never its age (QLockFile checks the pid)
    if (!lock->tryLock(0)) {
        lastError_ = tr("cannot lock %1").arg(QDir::toNativeSeparators(lockPathFor(path_)));
        return false;
    }
    lock_ = std::move(lock);
    return true;
}

void Autosave::scheduleSave() { timer_.start(); }

bool Autosave::saveNow()
{
    timer_.stop();
    const std::optional<Snapshot> snap = source_ ? source_() : std::nullopt;
    if (!snap) {
        discard();
        return true;
    }
    if (!ensureLocked())
        return false;
    QString error;
    if (!saveScenarioFile(path_, snap->input, &error)) {
        lastError_ = error;
        return false;
    }
    (void)writeBytesAtomically(originPath_, snap->originalFile.toUtf8(), nullptr);
    lastError_.clear();
    return true;
}

void Autosave::discard()
{
    timer_.stop();
    QFile::remove(path_);
    QFile::remove(originPath_);
    lock_.reset();  // unlocks and removes the lock file
}

std::vector<RecoverableScenario> Autosave::findRecoverable(const QString& dir)
{
    std::vector<RecoverableScenario> found;
    const QDir d(dir);
    static const QRegularExpression name(QStringLiteral("^autosave-\\d+(-\\d+)?\\.psa\\.json$"));
    for (const QFileInfo& fi : d.entryInfoList({QStringLiteral("autosave-*.psa.json")}, QDir::Files)) {
        if (!name.match(fi.fileName()).hasMatch())
            continue;
        // A lock we can take belongs to no running session (QLockFile checks the owner's pid).
        QLockFile probe(lockPathFor(fi.absoluteFilePath()));
        probe.setStaleLockTime(0);
        // (tryLock removes a lock whose owner pid is not running on this host.)
        if (!probe.tryLock(0))
            continue;
        probe.unlock();
        RecoverableScenario r;
        r.autosavePath = fi.absoluteFilePath();
        r.savedAt = fi.lastModified();
        // The bounded reader: a regular file of at most 64 MiB (it holds one path).
        if (auto origin = readFileBounded(std::filesystem::path(QFile::encodeName(originPathFor(r.autosavePath)).toStdString())))
            r.originalFile = QString::fromStdString(*origin);
        found.push_back(r);
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.savedAt > b.savedAt; });
    return found;
}

void Autosave::removeRecoverable(const RecoverableScenario& r)
{
    QFile::remove(r.autosavePath);
    QFile::remove(originPathFor(r.autosavePath));
    QFile::remove(lockPathFor(r.autosavePath));
}

}  // namespace psa::ui

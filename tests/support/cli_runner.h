// Runs the real `psa` executable for the CLI tests.
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

#include "test_paths.h"

namespace psa::test {

struct Run {
    int code = -1;  // -1: did not finish within the time limit
    QString out;
    QString err;
};

// psa picks its report language from LC_ALL / LC_MESSAGES / LANG: the runs get LANG=C.UTF-8 (so
// English, whatever the developer's locale; UTF-8 for Qt), plus `env` ("LANG=zh_CN.UTF-8") where a
// test sets one.
inline Run runPsa(const QStringList& args, int timeoutMs = 120000, const QStringList& env = {})
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.remove(QStringLiteral("LC_ALL"));
    e.remove(QStringLiteral("LC_MESSAGES"));
    e.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    for (const QString& kv : env)
        e.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(e);
    p.start(cliPath(), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        return {};
    }
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace psa::test

// Runs the real `psa` executable for the CLI tests.
#pragma once

#include <QProcess>
#include <QStringList>

#include "test_paths.h"

namespace psa::test {

struct Run {
    int code = -1;  // -1: did not finish within the time limit
    QString out;
    QString err;
};

inline Run runPsa(const QStringList& args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(cliPath(), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        return {};
    }
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace psa::test

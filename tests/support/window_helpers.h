// Shared by the offscreen GUI suites: a test window's options and waiting for its fresh result.
#pragma once

#include <QElapsedTimer>
#include <QTest>

#include "views/main_window.h"

namespace psa::test {

inline constexpr int kWindowTimeoutMs = 180000;  // CI is a loaded 2-core machine

// Waits until the window shows a fresh result for its current input, with the details of its
// selection and pins (computed on the detail worker).
inline bool waitSettled(psa::ui::MainWindow& w)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < kWindowTimeoutMs) {
        QTest::qWait(20);
        const auto& out = w.output();
        if (out && out->generation == w.controller()->generation() && !w.controller()->isPending() && !w.isStale()
            && w.detailsCurrent())
            return true;
    }
    return false;
}

// No session restore, no autosave, a short debounce.
inline psa::ui::MainWindowOptions testOptions()
{
    psa::ui::MainWindowOptions o;
    o.restoreSession = false;
    o.debounceMs = 30;
    return o;
}

}  // namespace psa::test

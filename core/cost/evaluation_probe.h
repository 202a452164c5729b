// A test hook on the cost model's entry point (issue 15 item 10): the GUI tests install an observer to
// show that no evaluate() runs on the GUI thread. Unset (always, outside tests) it costs evaluate() one
// relaxed atomic load.
#pragma once

#include <atomic>

namespace psa {

// Called at the start of every evaluate(), on the calling thread; nullptr removes it.
using EvaluationObserver = void (*)();
void setEvaluationObserver(EvaluationObserver observer);

namespace detail {
extern std::atomic<EvaluationObserver> g_evaluation_observer;
}  // namespace detail

inline void notifyEvaluation()
{
    if (EvaluationObserver f = detail::g_evaluation_observer.load(std::memory_order_relaxed))
        f();
}

}  // namespace psa

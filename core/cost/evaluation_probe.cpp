#include "cost/evaluation_probe.h"

namespace psa {

namespace detail {
std::atomic<EvaluationObserver> g_evaluation_observer{nullptr};
}  // namespace detail

void setEvaluationObserver(EvaluationObserver observer) { detail::g_evaluation_observer.store(observer); }

}  // namespace psa

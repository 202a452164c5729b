#include "controller/detail_worker.h"

#include <algorithm>

#include "cost/evaluate.h"

namespace psa::ui {

DetailOutput computeDetails(const DetailRequest& r)
{
    DetailOutput d;
    d.serial = r.serial;
    d.output = r.output;
    d.selected = r.selected;
    d.pins = r.pins;
    d.requestedPins = r.pins;
    d.rechecked = r.recheckPins;
    if (!r.output)
        return d;
    const AnalysisOutput& out = *r.output;
    const auto& cs = out.result.candidates;
    if (r.selected >= 0 && r.selected < static_cast<int>(cs.size())) {
        const Candidate& c = cs[static_cast<std::size_t>(r.selected)];
        d.selectedEstimate = static_cast<std::size_t>(r.selected) < out.top.size()
            ? out.top[static_cast<std::size_t>(r.selected)]  // evaluated with the search
            : evaluate(scenarioFor(out.request.scenario, c), c.strategy, out.profile);
    }
    if (r.diagnosing) {
        d.diagnosis = buildDiagnosis(out.request.scenario, *r.diagnosing, out.request.constraints, out.profile, out.result);
        if (r.pinBestFix && !d.diagnosis->fixes.empty()) {
            const Pin best{d.diagnosis->fixes.front().estimate.strategy, out.request.scenario.training.precision};
            if (std::find(d.pins.begin(), d.pins.end(), best) == d.pins.end())
                d.pins.push_back(best);
        }
    }
    if (r.recheckPins)
        d.droppedPins = dropInvalidPins(d.pins, out.request.scenario, out.request.constraints, out.profile);
    if (!d.pins.empty())
        d.comparison = comparePinned(out, d.pins, out.profile, r.emitter);
    if (r.withPlan)
        d.plan = buildPlanReport(out.request.scenario, out.result, out.request.constraints, out.profile, r.emitter);
    return d;
}

DetailWorker::DetailWorker(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<psa::ui::DetailPtr>("psa::ui::DetailPtr");
    worker_ = std::thread([this] { workerLoop(); });
}

DetailWorker::~DetailWorker()
{
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    wake_.notify_all();
    worker_.join();
}

quint64 DetailWorker::request(DetailRequest r)
{
    r.serial = ++serial_;
    {
        std::lock_guard lock(mutex_);
        // A view update still queued is superseded by this one; an export waits for its answer.
        std::erase_if(queue_, [](const DetailRequest& q) { return !q.withPlan; });
        queue_.push_back(std::move(r));
    }
    wake_.notify_all();
    return serial_;
}

void DetailWorker::workerLoop()
{
    for (;;) {
        DetailRequest r;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return quit_ || !queue_.empty(); });
            if (quit_)
                return;
            r = std::move(queue_.front());
            queue_.pop_front();
        }
        // computeDetails never throws on a layout (evaluate reports invalid ones); a failure elsewhere
        // must not end the worker.
        DetailPtr d;
        try {
            d = std::make_shared<DetailOutput>(computeDetails(r));
        } catch (const std::exception& e) {
            auto empty = std::make_shared<DetailOutput>();
            empty->error = QString::fromUtf8(e.what());
            empty->serial = r.serial;
            empty->output = r.output;
            empty->selected = r.selected;
            empty->pins = r.pins;
            empty->requestedPins = r.pins;
            d = std::move(empty);
        }
        QMetaObject::invokeMethod(this, [this, d] { emit ready(d); }, Qt::QueuedConnection);
    }
}

}  // namespace psa::ui

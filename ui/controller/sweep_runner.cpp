#include "controller/sweep_runner.h"

#include <QMetaObject>

namespace psa::ui {

SweepRunner::SweepRunner(QObject* parent)
    : QObject(parent)
{
}

SweepRunner::~SweepRunner()
{
    stop_.request_stop();
    for (Worker& w : workers_)
        if (w.thread.joinable())
            w.thread.join();
}

void SweepRunner::reapFinished()
{
    for (auto it = workers_.begin(); it != workers_.end();) {
        if (it->done->load()) {
            it->thread.join();
            it = workers_.erase(it);
        } else {
            ++it;
        }
    }
}

void SweepRunner::cancel()
{
    stop_.request_stop();
    ++run_; // whatever the stopped run still sends is dropped
    if (running_ > 0) {
        running_ = 0;
        emit finished(run_ - 1, true);
    }
}

quint64 SweepRunner::start(const AnalysisRequest& request, const Profile& profile, int lo, int hi)
{
    stop_.request_stop();
    reapFinished();
    stop_ = std::stop_source {};
    const quint64 run = ++run_;
    running_ = 1;
    auto done = std::make_shared<std::atomic<bool>>(false);
    const std::stop_token stop = stop_.get_token();
    const int threads = threads_;
    // Queued onto the GUI thread; dropped there when a newer run started or the run was cancelled.
    auto post = [this, run](auto fn) {
        QMetaObject::invokeMethod(
            this,
            [this, run, fn = std::move(fn)] {
                if (run == run_)
                    fn();
            },
            Qt::QueuedConnection);
    };
    std::thread t([=, this] {
        try {
            const std::vector<int> counts = sweepDeviceCounts(request.scenario, request.constraints, lo, hi);
            post([this, run, counts] { emit countsReady(run, counts); });
            for (size_t i = 0; i < counts.size() && !stop.stop_requested(); ++i) {
                std::vector<SweepPoint> pts = sweep(request.scenario, request.constraints, request.weights, profile,
                    { counts[i] }, { request.scenario.training.seq_len }, stop, threads);
                if (stop.stop_requested() || pts.empty() || pts.front().stats.cancelled)
                    break;
                const int index = static_cast<int>(i), total = static_cast<int>(counts.size());
                post([this, run, p = std::move(pts.front()), index, total] { emit pointReady(run, p, index, total); });
            }
            const bool cancelled = stop.stop_requested();
            post([this, run, cancelled] {
                running_ = 0;
                emit finished(run, cancelled);
            });
        } catch (const std::exception& e) {
            const QString message = QString::fromUtf8(e.what());
            post([this, run, message] {
                running_ = 0;
                emit failed(run, message);
            });
        }
        done->store(true);
    });
    workers_.push_back({ std::move(t), done });
    return run;
}

} // namespace psa::ui

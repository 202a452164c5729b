// Runs a scaling sweep (core/search/sweep) off the GUI thread: the device counts first, then one
// search per count, each point handed over as it is done (the view draws partial curves). A new
// start or cancel() stops the run in flight through its std::stop_source; points of an older run
// are dropped by their run id.
#pragma once

#include "controller/analysis_output.h"
#include "search/sweep.h"

#include <QObject>
#include <atomic>
#include <list>
#include <memory>
#include <stop_token>
#include <thread>

namespace psa::ui {

class SweepRunner : public QObject {
    Q_OBJECT
public:
    explicit SweepRunner(QObject* parent = nullptr);
    ~SweepRunner() override;

    void setThreads(int threads) { threads_ = threads; }
    // Sweeps the device counts from `lo` to `hi` (sweepDeviceCounts: log scale, valid counts only) for
    // `request`'s scenario, constraints and weights. Returns the run id.
    quint64 start(const AnalysisRequest& request, const Profile& profile, int lo, int hi);
    void cancel();
    [[nodiscard]] bool isRunning() const { return running_ != 0; }
    [[nodiscard]] quint64 currentRun() const { return run_; }

signals:
    void countsReady(quint64 run, const std::vector<int>& counts);
    void pointReady(quint64 run, const psa::SweepPoint& point, int index, int total);
    void finished(quint64 run, bool cancelled);
    void failed(quint64 run, const QString& message);

private:
    struct Worker {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> done;
    };
    void reapFinished();
    std::list<Worker> workers_; // the run in flight and stopped ones still winding down
    std::stop_source stop_;
    quint64 run_ = 0;
    int running_ = 0; // GUI thread only: runs started and not yet finished
    int threads_ = 0;
};

} // namespace psa::ui

// Runs the strategy search off the GUI thread. Requests are coalesced (one run per debounce
// interval while the user drags a slider), the run in flight is cancelled through a std::stop_source,
// and every run carries a generation id: results and progress of an older generation are dropped.
#pragma once

#include <QObject>
#include <QTimer>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>

#include "controller/analysis_output.h"

namespace psa::ui {

class AnalysisController : public QObject {
    Q_OBJECT
public:
    explicit AnalysisController(Profile profile, QObject* parent = nullptr);
    ~AnalysisController() override;

    [[nodiscard]] const Profile& profile() const { return profile_; }
    // Later runs use `profile`; the run in flight finishes with the one it started with (each job
    // carries its own copy, so the worker never reads profile_). Callers re-run to see the effect.
    void setProfile(Profile profile);
    void setDebounceMs(int ms) { debounce_.setInterval(ms); }
    void setThreads(int threads) { threads_ = threads; }
    // The newest generation handed out; results of any other generation are stale.
    [[nodiscard]] Generation generation() const { return generation_.load(); }
    [[nodiscard]] bool isRunning() const { return running_.load(); }
    [[nodiscard]] bool isPending() const { return debounce_.isActive(); }
    // Tests only: called on the worker after each search, before its result is published (the run still
    // counts as running), so that a test can hold a run in flight and look at the views meanwhile.
    void setAfterSearchHook(std::function<void(Generation)> hook);

public slots:
    // Coalesced: the latest request runs when the debounce interval expires.
    void request(const psa::ui::AnalysisRequest& r);
    // Immediately: cancels whatever is running and starts this one.
    void runNow(const psa::ui::AnalysisRequest& r);
    // Cancels the run in flight and any pending request (e.g. the input became invalid).
    void cancel();

signals:
    void started(psa::ui::Generation generation);
    void progress(psa::ui::Generation generation, double fraction, qint64 seen);
    // While the run goes on: the fastest fitting candidate found so far (emitted on the GUI thread).
    void partialResult(psa::ui::Generation generation, const psa::Candidate& fastestSoFar, double fraction);
    void resultReady(psa::ui::AnalysisPtr output);
    void failed(psa::ui::Generation generation, const QString& message);
    void profileChanged(const QString& name);

private:
    struct Job {
        Generation generation;
        AnalysisRequest request;
        Profile profile;
    };
    void workerLoop();

    Profile profile_;
    int threads_ = 0;
    QTimer debounce_;
    std::optional<AnalysisRequest> pendingRequest_;  // GUI thread only

    std::atomic<Generation> generation_{0};
    std::atomic<bool> running_{false};
    std::mutex mutex_;
    std::condition_variable wake_;
    std::optional<Job> job_;         // guarded by mutex_
    std::stop_source currentStop_;   // guarded by mutex_
    bool quit_ = false;              // guarded by mutex_
    std::function<void(Generation)> afterSearch_;  // guarded by mutex_
    std::thread worker_;
};

}  // namespace psa::ui


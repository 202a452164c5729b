#include "controller/analysis_controller.h"

#include <algorithm>
#include <exception>

#include "calibration/validation.h"
#include "cost/evaluate.h"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace psa::ui {

AnalysisController::AnalysisController(Profile profile, QObject* parent)
    : QObject(parent), profile_(std::move(profile))
{
    qRegisterMetaType<psa::ui::AnalysisPtr>("psa::ui::AnalysisPtr");
    qRegisterMetaType<psa::ui::Generation>("psa::ui::Generation");
    debounce_.setSingleShot(true);
    debounce_.setInterval(150);
    connect(&debounce_, &QTimer::timeout, this, [this] {
        if (pendingRequest_) {
            AnalysisRequest r = std::move(*pendingRequest_);
            pendingRequest_.reset();
            runNow(r);
        }
    });
    worker_ = std::thread([this] { workerLoop(); });
}

AnalysisController::~AnalysisController()
{
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
        currentStop_.request_stop();
    }
    wake_.notify_all();
    worker_.join();
}

void AnalysisController::setProfile(Profile profile)
{
    profile_ = std::move(profile);
    emit profileChanged(QString::fromStdString(profile_.name));
}

void AnalysisController::setAfterSearchHook(std::function<void(Generation)> hook)
{
    std::lock_guard lock(mutex_);
    afterSearch_ = std::move(hook);
}

void AnalysisController::request(const AnalysisRequest& r)
{
    pendingRequest_ = r;
    // Leading edge waits one interval; further requests within it only replace the pending one, so a
    // dragged slider gives a fresh result about every interval instead of none until it stops.
    if (!debounce_.isActive())
        debounce_.start();
}

void AnalysisController::runNow(const AnalysisRequest& r)
{
    debounce_.stop();
    pendingRequest_.reset();
    const Generation gen = ++generation_;
    {
        std::lock_guard lock(mutex_);
        job_ = Job{gen, r, withFamilyErrorBars(profile_, r.scenario)};  // the error of runs like this one
        currentStop_.request_stop();
    }
    wake_.notify_all();
    emit started(gen);
}

void AnalysisController::cancel()
{
    debounce_.stop();
    pendingRequest_.reset();
    ++generation_;
    std::lock_guard lock(mutex_);
    job_.reset();
    currentStop_.request_stop();
}

void AnalysisController::workerLoop()
{
#ifdef __linux__
    // The search threads inherit this nice value: the GUI thread keeps its priority on a busy machine.
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 5);
#endif
    for (;;) {
        Job job;
        std::stop_token stop;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return quit_ || job_.has_value(); });
            if (quit_)
                return;
            job = std::move(*job_);
            job_.reset();
            currentStop_ = std::stop_source{};
            stop = currentStop_.get_token();
        }
        if (job.generation != generation_.load())
            continue;
        running_ = true;
        const Generation gen = job.generation;
        try {
            auto out = std::make_shared<AnalysisOutput>();
            out->generation = gen;
            out->request = job.request;
            out->profile = job.profile;
            out->computed_on = std::this_thread::get_id();
            out->baseline = computeBaseline(job.request.scenario, job.profile);
            auto onProgress = [this, gen](double fraction, long long seen) {
                if (gen != generation_.load())
                    return;
                QMetaObject::invokeMethod(
                    this,
                    [this, gen, fraction, seen] {
                        if (gen == generation_.load())
                            emit progress(gen, fraction, seen);
                    },
                    Qt::QueuedConnection);
            };
            auto onPartial = [this, gen](const Candidate& fastest, double fraction) {
                if (gen != generation_.load())
                    return;
                QMetaObject::invokeMethod(
                    this,
                    [this, gen, fastest, fraction] {
                        if (gen == generation_.load())
                            emit partialResult(gen, fastest, fraction);
                    },
                    Qt::QueuedConnection);
            };
            out->result = search(job.request.scenario, job.request.constraints, job.request.weights, job.profile, stop,
                                 onProgress, threads_, onPartial);
            for (const Candidate& c : out->result.candidates) {
                if (out->top.size() >= AnalysisOutput::kTopEstimates || (!c.fits && !out->top.empty()))
                    break;
                out->top.push_back(evaluate(scenarioFor(job.request.scenario, c), c.strategy, job.profile));
                if (!c.fits)
                    break;  // nothing fits: the first one only
            }
            if (!out->result.best() && !out->result.candidates.empty()) {
                const auto& cs = out->result.candidates;
                const Candidate& c = *std::min_element(cs.begin(), cs.end(),
                    [](const Candidate& a, const Candidate& b) { return a.memory_bytes < b.memory_bytes; });
                out->closest = evaluate(scenarioFor(job.request.scenario, c), c.strategy, job.profile);
            }
            if (out->result.candidates.empty() && !out->result.stats.cancelled)
                out->nearby_device_counts = nearbyValidDeviceCounts(job.request.scenario, job.request.constraints);
            std::function<void(Generation)> hook;
            {
                std::lock_guard lock(mutex_);
                hook = afterSearch_;
            }
            if (hook)
                hook(gen);
            running_ = false;
            if (stop.stop_requested() || out->result.stats.cancelled || gen != generation_.load())
                continue;
            AnalysisPtr shared = std::move(out);
            QMetaObject::invokeMethod(
                this,
                [this, shared] {
                    if (shared->generation == generation_.load())
                        emit resultReady(shared);
                },
                Qt::QueuedConnection);
        } catch (const std::exception& e) {
            running_ = false;
            const QString message = QString::fromUtf8(e.what());
            QMetaObject::invokeMethod(
                this,
                [this, gen, message] {
                    if (gen == generation_.load())
                        emit failed(gen, message);
                },
                Qt::QueuedConnection);
        }
    }
}

}  // namespace psa::ui

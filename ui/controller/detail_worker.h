// What the views need beyond the search's ranking — the selected layout's full estimate, the pins'
// comparison (core buildComparison), a diagnosis (core buildDiagnosis), the plan report an export
// writes — computed on a worker thread, never on the GUI thread (issue 15 item 10). A newer request
// replaces one still queued (a click through the table computes only the last row), except an
// export's, which is always answered. Each answer carries its request's serial.
#pragma once

#include <QObject>

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "controller/analysis_output.h"
#include "report/comparison_report.h"
#include "report/diagnosis_report.h"
#include "report/plan_report.h"
#include "views/pinned_comparison.h"

namespace psa::ui {

struct DetailRequest {
    quint64 serial = 0;  // set by DetailWorker::request
    AnalysisPtr output;  // the shown result
    int selected = -1;   // index into output->result.candidates; −1 = none
    std::vector<Pin> pins;
    bool recheckPins = false;            // made for another model or cluster: drop the ones that do not fit here
    std::optional<Strategy> diagnosing;  // the current layout of a diagnosis query
    bool pinBestFix = false;             // pin the diagnosis's best fix beside it
    Framework emitter = Framework::Megatron;
    bool withPlan = false;               // an export: also the plan report
};

struct DetailOutput {
    quint64 serial = 0;
    AnalysisPtr output;
    int selected = -1;
    std::vector<Pin> requestedPins;  // the request's, to tell an answer to an older state of the pins
    bool rechecked = false;          // the pins were re-checked for the result's model and cluster
    std::optional<Estimate> selectedEstimate;
    std::vector<Pin> pins;  // after the re-check and the diagnosis's fix
    QStringList droppedPins;
    std::optional<ComparisonReport> comparison;  // of `pins`, when there are any
    std::optional<DiagnosisReport> diagnosis;
    std::optional<PlanReport> plan;  // when asked for (withPlan)
    QString error;                   // what went wrong, when something did (the rest may be missing)
};
using DetailPtr = std::shared_ptr<const DetailOutput>;

// The evaluations themselves (any thread).
DetailOutput computeDetails(const DetailRequest& r);

class DetailWorker : public QObject {
    Q_OBJECT
public:
    explicit DetailWorker(QObject* parent = nullptr);
    ~DetailWorker() override;
    // Queues `r` and returns its serial; the answer comes with ready().
    quint64 request(DetailRequest r);
    [[nodiscard]] quint64 latestSerial() const { return serial_; }

signals:
    void ready(psa::ui::DetailPtr details);  // on the GUI thread

private:
    void workerLoop();
    quint64 serial_ = 0;  // GUI thread only
    std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<DetailRequest> queue_;  // guarded by mutex_
    bool quit_ = false;                // guarded by mutex_
    std::thread worker_;
};

}  // namespace psa::ui

Q_DECLARE_METATYPE(psa::ui::DetailPtr)

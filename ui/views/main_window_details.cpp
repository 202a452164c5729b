// The selection, the pins and a diagnosis: what the views need beyond the search's ranking. The window
// only asks (requestDetails) and shows the answer (onDetails); every evaluation runs on the detail
// worker (controller/detail_worker.h), never on the GUI thread (issue 15 item 10).
#include "views/main_window.h"

#include "charts/bubble_chart.h"
#include "charts/comm_chart.h"
#include "charts/memory_chart.h"
#include "charts/pareto_chart.h"
#include "cost/pipeline.h"
#include "models/candidate_table_model.h"
#include "report/diagnosis_report.h"
#include "spec/framework.h"
#include "views/code_view.h"
#include "views/comm_table_view.h"
#include "views/compare_view.h"
#include "views/format.h"
#include "views/overview_view.h"
#include "views/pipeline_timeline.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>

#include <algorithm>

namespace psa::ui {

namespace {
constexpr int kExportWaitMs = 120000;  // an export waits this long for its report from the worker
}  // namespace

quint64 MainWindow::requestDetails(bool withPlan)
{
    DetailRequest r;
    r.output = output_;
    r.selected = selected_;
    r.pins = pinned_;
    r.recheckPins = output_ && !pinned_.empty() && pinOrigin(output_->request.scenario) != pinsOrigin_;
    r.diagnosing = diagnosing_;
    r.pinBestFix = pinBestOnResult_;
    r.emitter = input_.code_framework;
    r.withPlan = withPlan;
    return details_->request(std::move(r));
}

bool MainWindow::detailsCurrent() const
{
    return shownDetails_ && shownDetails_->serial == details_->latestSerial() && shownDetails_->output == output_;
}

bool MainWindow::waitForDetails(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!detailsCurrent() && !deadline.hasExpired()) {
        QEventLoop loop;
        connect(this, &MainWindow::detailsApplied, &loop, &QEventLoop::quit);
        QTimer::singleShot(std::max<qint64>(1, deadline.remainingTime()), &loop, &QEventLoop::quit);
        loop.exec();
    }
    return detailsCurrent();
}

DetailPtr MainWindow::detailsForExport(QString* error)
{
    const quint64 serial = requestDetails(true);
    DetailPtr answer;
    QEventLoop loop;
    auto c = connect(details_, &DetailWorker::ready, &loop, [&](const DetailPtr& d) {
        if (d->serial == serial) {
            answer = d;
            loop.quit();
        }
    });
    QTimer::singleShot(kExportWaitMs, &loop, &QEventLoop::quit);
    loop.exec();
    disconnect(c);
    if ((!answer || !answer->plan) && error)
        *error = answer ? answer->error : tr("The report was not ready in time; try again.");
    return answer && answer->plan ? answer : nullptr;
}

void MainWindow::onDetails(const DetailPtr& d)
{
    // Only the answer to the latest request describes what the user sees now (an export's answer was
    // taken by detailsForExport).
    if (d->serial != details_->latestSerial() || d->output != output_ || !output_ || d->requestedPins != pinned_)
        return;
    shownDetails_ = d;
    if (!d->error.isEmpty())
        statusBar()->showMessage(d->error, 10000);
    if (d->selectedEstimate && d->selected == selected_) {
        const Estimate& e = *d->selectedEstimate;
        const Candidate& c = output_->result.candidates[static_cast<size_t>(d->selected)];
        bubble_->setPipeline(e.strategy.pp, e.strategy.vpp, e.micro_batches, e.strategy.schedule,
                             frameworkFeatures(frameworkOf(output_->request.scenario)).schedules);
        timeline_->setSchedule(e.strategy.schedule, e.strategy.pp, e.micro_batches, e.strategy.vpp,
                               zeroBubbleBackwardScale(e.strategy.recompute));
        comm_->setEstimate(e);
        comm_->chart()->setTitle(tr("Communication per step — %1").arg(shortStrategy(e.strategy)));
        commTable_->setEstimate(e);
        code_->setStrategy(scenarioFor(output_->request.scenario, c), e.strategy);
    }
    if (d->diagnosis)
        pinBestOnResult_ = false;  // done: the best fix is among d->pins
    compare_->setDiagnosis(d->diagnosis ? QString::fromStdString(renderDiagnosisText(*d->diagnosis, false)) : QString());
    pinned_ = d->pins;
    if (d->rechecked) {  // pins made for another model or cluster: kept when they fit here, dropped with a message otherwise
        pinsOrigin_ = pinOrigin(output_->request.scenario);
        if (!d->droppedPins.isEmpty())
            statusBar()->showMessage(tr("Unpinned %1: made for another model or cluster, not valid or does not fit on %2 × %3")
                                         .arg(d->droppedPins.join(QStringLiteral("; ")))
                                         .arg(output_->request.scenario.cluster.num_devices)
                                         .arg(qs(output_->request.scenario.cluster.device.name)),
                                     20000);
    }
    std::vector<int> onChart;
    const auto& cs = output_->result.candidates;
    for (const auto& [s, p] : pinned_)
        for (size_t i = 0; i < cs.size(); ++i)
            if (cs[i].strategy == s && cs[i].precision == p) {
                onChart.push_back(static_cast<int>(i));
                break;
            }
    compare_->setComparison(d->comparison ? &*d->comparison : nullptr, &output_->profile);
    pareto_->setPinned(onChart);
    refreshMemoryChart();
    emit detailsApplied(d->serial);
    if (resultDetails_ != 0 && d->serial >= resultDetails_) {
        resultDetails_ = 0;
        emit resultApplied(output_->generation);
    }
}

std::optional<Estimate> MainWindow::selectedEstimate() const
{
    if (!shownDetails_ || shownDetails_->output != output_ || shownDetails_->selected != selected_ || selected_ < 0)
        return std::nullopt;
    return shownDetails_->selectedEstimate;
}

void MainWindow::selectCandidate(int i)
{
    const Candidate* c = model_->candidate(i);
    if (i == selected_ && c)
        return;
    selected_ = c ? i : -1;
    pareto_->setSelected(selected_);
    if (!c)
        code_->clear();
    // Reflect the selection in the table without feeding back.
    if (c) {
        const QModelIndex px = proxy_->mapFromSource(model_->index(selected_, 0));
        if (px.isValid() && table_->currentIndex().row() != px.row()) {
            QSignalBlocker b(table_->selectionModel());
            table_->selectionModel()->setCurrentIndex(px, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            table_->scrollTo(px);
        }
    }
    requestDetails();  // the pipeline, communication, code and memory views follow with the answer
}

// The first fitting layouts come evaluated with the result; the selection further down and the pins
// with the detail answer. A bar whose estimate has not come yet waits for it.
void MainWindow::refreshMemoryChart()
{
    std::vector<MemoryBar> bars;
    double cap = 0;
    const DetailOutput* d = shownDetails_ && output_ && shownDetails_->output == output_ ? shownDetails_.get() : nullptr;
    if (output_) {
        const auto& cs = output_->result.candidates;
        const Profile& p = output_->profile;
        const double headroom = output_->request.constraints.memory_headroom;
        auto add = [&](const QString& label, const Estimate& e) {
            bars.push_back(memoryBar(label, e, p, headroom));
            cap = std::max(cap, e.capacity_bytes);
        };
        std::size_t alt = 0;
        for (; alt < cs.size() && alt < output_->top.size() && cs[alt].fits; ++alt)
            add(alt == 0 ? tr("Recommended") : tr("Alternative %1").arg(alt), output_->top[alt]);
        // Nothing fits: the layout that comes closest (least memory), as on the Overview; its bar says "does not fit".
        if (alt == 0 && output_->closest)
            add(tr("Least memory"), *output_->closest);
        if (d && d->selectedEstimate && d->selected == selected_ && selected_ > 0
            && (static_cast<std::size_t>(selected_) >= alt || !cs[static_cast<size_t>(selected_)].fits))
            add(tr("Selected #%1").arg(selected_ + 1), *d->selectedEstimate);
        if (d && d->comparison) {
            int k = 1;
            for (const auto& s : d->comparison->strategies)
                add(tr("Pinned %1").arg(k++), s.estimate);
        }
    }
    const double headroom = output_ ? output_->request.constraints.memory_headroom : input_.constraints.memory_headroom;
    memory_->setBars(bars, cap, cap * (1 - headroom));
}

void MainWindow::showPartial(const Candidate& fastest, double fraction)
{
    overview_->setPartial(fastest, fraction);
    memory_->setPartial(memoryBar(tr("Best so far"), fastest), fraction);  // the title says how much is searched
}

void MainWindow::clearPartial()
{
    overview_->clearPartial();
    memory_->clearPartial();
}

void MainWindow::pinCandidate(int i)
{
    const Candidate* c = model_->candidate(i);
    if (!c)
        return;
    const Pin key{c->strategy, c->precision};
    if (pinned_.empty())
        pinsOrigin_ = pinOrigin(output_->request.scenario);
    if (std::find(pinned_.begin(), pinned_.end(), key) == pinned_.end() && pinned_.size() < size_t(kMaxPinned))
        pinned_.push_back(key);
    refreshPinned();
    statusBar()->showMessage(tr("Pinned %1 (%2 pinned)").arg(shortStrategy(c->strategy)).arg(pinned_.size()), 5000);
}

void MainWindow::clearPinned()
{
    pinned_.clear();
    diagnosing_.reset();
    refreshPinned();
}

void MainWindow::unpin(int i)
{
    if (i >= 0 && i < static_cast<int>(pinned_.size()))
        pinned_.erase(pinned_.begin() + i);
    refreshPinned();
}

// Compare, the Pareto chart's pins and the memory chart follow with the detail answer.
void MainWindow::refreshPinned()
{
    if (!output_) {
        compare_->setComparison(nullptr, &shownProfile());
        return;
    }
    requestDetails();
}

}  // namespace psa::ui

// The Scaling tab: "what do we gain from more (or fewer) devices?". Sweeps the device count on the
// worker thread (SweepRunner: cancellable, progress per point, partial curves), draws throughput and
// days to train against the count (ScalingChart) and lists each point. Clicking a point or
// activating a row loads that count into the scenario (devicesChosen).
#pragma once

#include "controller/sweep_runner.h"
#include "forms/plan_input.h"

#include <QWidget>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace psa::ui {

class ScalingChart;

class ScalingView : public QWidget {
    Q_OBJECT
public:
    explicit ScalingView(QWidget* parent = nullptr);
    // The scenario the next sweep runs on, and the profile it uses. A sweep computed for another
    // scenario (other than its device count) is marked stale; the current count is marked on the chart.
    void setInput(const PlanInput& in, const Profile& profile);
    void setThreads(int threads) { runner_->setThreads(threads); }

    // Starts a sweep over [from, to] as the range boxes say.
    void compute();
    void cancel();
    [[nodiscard]] bool isRunning() const { return runner_->isRunning(); }
    // The points of the last sweep (partial while it runs) and whether they still match the scenario.
    [[nodiscard]] const std::vector<SweepPoint>& points() const { return points_; }
    [[nodiscard]] bool isStale() const { return stale_; }
    [[nodiscard]] bool isComplete() const { return complete_; }

    // Parts, for the tests.
    ScalingChart* chart() const { return chart_; }
    QTableWidget* table() const { return table_; }
    QSpinBox* fromSpin() const { return from_; }
    QSpinBox* toSpin() const { return to_; }
    QPushButton* computeButton() const { return compute_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* progressBar() const { return progress_; }
    QLabel* statusLabel() const { return status_; }
    SweepRunner* runner() const { return runner_; }

signals:
    void devicesChosen(int devices);
    // After every point and at the end of a run (tests wait on it).
    void sweepUpdated();

private:
    void onPoint(quint64 run, const SweepPoint& p, int index, int total);
    void onFinished(quint64 run, bool cancelled);
    void redraw();
    void fillTable();
    void setStatus(const QString& text);
    void updateButtons();

    SweepRunner* runner_;
    PlanInput input_;
    Profile profile_;
    QJsonObject inputKey_; // the scenario without its device count
    QJsonObject sweptKey_; // the same for the points shown
    std::vector<SweepPoint> points_;
    bool stale_ = false;
    bool complete_ = false;
    bool rangeEdited_ = false; // the user set the range: keep it when the scenario changes
    int expected_ = 0;

    QSpinBox *from_, *to_;
    QPushButton *compute_, *cancel_;
    QProgressBar* progress_;
    QLabel* status_;
    ScalingChart* chart_;
    QTableWidget* table_;
};

} // namespace psa::ui

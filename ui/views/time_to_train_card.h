// The Overview's "Time, cost and energy to train" card: days, device-hours, cost and facility energy
// of the recommendation on the scenario's training tokens, each with the range the throughput's
// cross-validated error carries through (the core's timeToTrain computes every figure).
#pragma once

#include "controller/analysis_output.h"
#include "cost/time_to_train.h"

#include <QFrame>
#include <map>
#include <optional>

class QGridLayout;
class QLabel;
class QPushButton;

namespace psa::ui {

class TimeToTrainCard : public QFrame {
    Q_OBJECT
public:
    explicit TimeToTrainCard(QWidget* parent = nullptr);
    // The time to train of `best` (the recommendation, unset when nothing fits) in `out`'s scenario.
    void setEstimate(const AnalysisPtr& out, const std::optional<Estimate>& best);
    [[nodiscard]] const std::optional<TimeToTrain>& timeToTrain() const { return shown_; }
    // Text of a figure (for tests): "days", "device_hours", "cost", "energy".
    [[nodiscard]] QString value(const QString& key) const;
    [[nodiscard]] QString detail(const QString& key) const;
    [[nodiscard]] QString hint() const;

signals:
    // "Set the training tokens…": the window brings the Training form's field forward.
    void editRequested();

private:
    void addFigure(QGridLayout* grid, int col, const QString& key, const QString& title, const QString& tooltip);
    void clearFigures();
    std::map<QString, std::pair<QLabel*, QLabel*>> figures_; // value, detail
    QWidget* figuresBox_;
    QLabel* hint_;
    QPushButton* edit_;
    std::optional<TimeToTrain> shown_;
};

} // namespace psa::ui

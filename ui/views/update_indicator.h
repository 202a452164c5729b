// Marks the result views stale while a search runs longer than a moment (issue 15 item 3): after
// kDelayMs the views are dimmed and a banner says "Updating…" with the share searched and the fastest
// fitting layout found so far, which the views plot too (partialShown); the complete result (or a
// failure, or a cancel) clears it.
#pragma once

#include "controller/analysis_controller.h"

#include <QObject>
#include <QTimer>

class QLabel;
class QWidget;

namespace psa::ui {

class UpdateIndicator : public QObject {
    Q_OBJECT
public:
    static constexpr int kDelayMs = 100;
    UpdateIndicator(AnalysisController* controller, QWidget* dimmed, QLabel* banner, QObject* parent = nullptr);
    // How long a run goes unmarked (kDelayMs by default); tests set 0 so a fast machine still shows the mark.
    void setDelayMs(int ms) { delay_.setInterval(ms); }
    [[nodiscard]] bool isShowing() const { return showing_; }
    [[nodiscard]] QString text() const;
    // The fastest fitting candidate reported by the run in flight (empty before the first).
    [[nodiscard]] const std::optional<Candidate>& fastestSoFar() const { return fastest_; }
    void stop(); // the run ended (result, failure or cancel)

signals:
    // While marked: the fastest fitting layout so far, for the views to show as "best so far".
    void partialShown(const psa::Candidate& fastest, double fraction);
    // The mark is gone (the complete result, a failure or a cancel): the views show their result again.
    void cleared();

private:
    void show();
    void update();
    AnalysisController* controller_;
    QWidget* dimmed_;
    QLabel* banner_;
    QTimer delay_;
    bool inFlight_ = false;  // requested and neither answered, failed nor cancelled
    bool showing_ = false;
    double fraction_ = 0;
    std::optional<Candidate> fastest_;
};

} // namespace psa::ui

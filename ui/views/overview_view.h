// The recommended strategy as summary cards (the seed's "Strategy Summary"), plus baseline and bottleneck.
#pragma once

#include <QGridLayout>
#include <QLabel>
#include <QWidget>

#include <map>
#include <optional>

#include "controller/analysis_controller.h"

namespace psa::ui {

class TimeToTrainCard;

class OverviewView : public QWidget {
    Q_OBJECT
public:
    explicit OverviewView(QWidget* parent = nullptr);
    void setOutput(const AnalysisPtr& out, const std::optional<Estimate>& best);
    // Text currently shown on a card (for tests): "strategy", "memory", "bubble", "comm", "mfu", "tokens".
    [[nodiscard]] QString cardValue(const QString& key) const;
    [[nodiscard]] QString cardDetail(const QString& key) const;  // the smaller line under the value
    [[nodiscard]] TimeToTrainCard* timeToTrainCard() const { return timeToTrain_; }
    [[nodiscard]] class NoLayoutPanel* noLayoutPanel() const { return noLayout_; }
    // While a search runs (issue 15 item 3): the fastest fitting layout found so far on the cards, each
    // marked "best so far (n %)"; clearPartial() (or the next setOutput) shows the complete result again.
    void setPartial(const Candidate& fastest, double fraction);
    void clearPartial();
    [[nodiscard]] bool showsPartial() const { return partial_; }
    [[nodiscard]] QString tieNote() const;  // empty when the pick is not tied

private:
    QLabel* addCard(QGridLayout* grid, int row, int col, const QString& key, const QString& title, const QString& tooltip);
    std::map<QString, std::pair<QLabel*, QLabel*>> cards_;  // value, detail
    QLabel* headline_;
    QLabel* tieNote_;  // issue 11 item 6: the pick is tied with others within the model's error, and why it won
    QLabel* baseline_;
    QLabel* warnings_;
    TimeToTrainCard* timeToTrain_;
    class NoLayoutPanel* noLayout_;
    AnalysisPtr out_;               // the complete result shown
    std::optional<Estimate> best_;
    bool partial_ = false;
};

}  // namespace psa::ui

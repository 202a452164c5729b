// A timeline drawing of one pipeline schedule: forward and backward blocks per stage (B = 2 F).
#pragma once

#include <QWidget>

#include <vector>

#include "spec/strategy.h"

namespace psa::ui {

struct TimelineBlock {
    int stage;
    int micro;
    char kind;  // 'F' or 'B'
    double start, end;
};

// GPipe and 1F1B exactly; other schedules are drawn with the 1F1B order (their bubble is in the chart).
std::vector<TimelineBlock> simulateSchedule(Schedule s, int p, int m);

class PipelineTimeline : public QWidget {
    Q_OBJECT
public:
    explicit PipelineTimeline(QWidget* parent = nullptr);
    void setSchedule(Schedule s, int p, int m);
    [[nodiscard]] const std::vector<TimelineBlock>& blocks() const { return blocks_; }
    QSize sizeHint() const override { return {640, 220}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    Schedule schedule_ = Schedule::OneFOneB;
    int p_ = 1, m_ = 1, shownM_ = 1;
    std::vector<TimelineBlock> blocks_;
};

}  // namespace psa::ui

// A timeline drawing of one pipeline schedule: the forward, backward and weight-gradient blocks per
// stage exactly as the core generates them (cost/schedule_timeline.h); this widget only draws.
#pragma once

#include <QWidget>

#include "cost/schedule_timeline.h"
#include "spec/strategy.h"

namespace psa::ui {

class PipelineTimeline : public QWidget {
    Q_OBJECT
public:
    explicit PipelineTimeline(QWidget* parent = nullptr);
    // p stages, m micro-batches, v chunks per rank (interleaved). Draws an excerpt: the first
    // micro-batches (the pattern repeats) and at most kMaxDrawnStages rows.
    // backwardScale: the zero-bubble B pass in forwards (2 with full recompute), as evaluate() uses it.
    void setSchedule(Schedule s, int p, int m, int v = 1, double backwardScale = 1.0);
    [[nodiscard]] const ScheduleTimeline& timeline() const { return timeline_; }
    [[nodiscard]] QString title() const;
    QSize sizeHint() const override { return {640, 240}; }

    static constexpr int kMaxDrawnStages = 16;     // rows that stay readable
    static constexpr int kMaxSimulatedStages = 32; // deeper pipelines are simulated with 32 stages (cost grows ~p²)
    static constexpr int kMaxShownMicroBatches = 24;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    double backwardScale_ = 1.0;
    Schedule schedule_ = Schedule::OneFOneB;
    int p_ = 1, m_ = 1, v_ = 1;
    ScheduleTimeline timeline_;
};

}  // namespace psa::ui

// Pinned strategies side by side, each metric with its delta against the first pinned one,
// and their memory breakdowns overlaid in one chart.
#pragma once

#include <QLabel>
#include <QTableWidget>
#include <QWidget>

#include <vector>

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "spec/scenario.h"

namespace psa::ui {

class MemoryChart;

struct PinnedEstimate {
    QString label;
    Precision precision;
    Estimate estimate;
};

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);
    // `profile` (optional) gives the memory error bars.
    void setPinned(const std::vector<PinnedEstimate>& pinned, double headroom, const Profile* profile = nullptr);
    [[nodiscard]] QTableWidget* table() const { return table_; }
    [[nodiscard]] MemoryChart* memoryChart() const { return chart_; }

signals:
    void unpinRequested(int index);
    void clearRequested();

private:
    QTableWidget* table_;
    MemoryChart* chart_;
    QLabel* hint_;
};

}  // namespace psa::ui

// Pinned strategies side by side, each metric with its delta against the first pinned one, and
// overlays of their memory breakdowns, exposed communication per dimension and pipeline bubbles.
#pragma once

#include <QChartView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableWidget>
#include <QWidget>

#include <vector>

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "export/pinned_estimate.h"
#include "spec/scenario.h"

namespace psa::ui {

class MemoryChart;
class CompareCommChart;
class CompareBubbleChart;

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);
    // `profile` (optional) gives the memory error bars.
    void setPinned(const std::vector<PinnedEstimate>& pinned, double headroom, const Profile* profile = nullptr);
    [[nodiscard]] QTableWidget* table() const { return table_; }
    [[nodiscard]] MemoryChart* memoryChart() const { return chart_; }
    [[nodiscard]] CompareCommChart* commChart() const { return comm_; }
    [[nodiscard]] CompareBubbleChart* bubbleChart() const { return bubble_; }
    [[nodiscard]] QTabWidget* chartTabs() const { return chartTabs_; }
    [[nodiscard]] QChartView* currentChart() const;  // the overlay on show (for File → Export Chart)
    // The diagnosis of a "Currently using … OOM" query, in its own tab beside the overlays ("" hides it).
    void setDiagnosis(const QString& text);
    [[nodiscard]] QString diagnosis() const;

signals:
    void unpinRequested(int index);
    void clearRequested();

private:
    QTableWidget* table_;
    MemoryChart* chart_;
    CompareCommChart* comm_;
    CompareBubbleChart* bubble_;
    QTabWidget* chartTabs_;
    QLabel* hint_;
    QPlainTextEdit* diagnosis_;
    int diagnosisTab_ = -1;
};

}  // namespace psa::ui

// Pinned strategies side by side (the core's ComparisonReport, the same as psa compare): the verdict
// line, a table with short keys A, B, … (headers carry the full layout, wrapped), each metric with its
// delta against A, the memory class (fits / risky / does not fit, core/search/memory_class.h), overlays
// of their memory breakdowns, exposed communication and pipeline bubbles named by the same keys, and
// the full text report.
#pragma once

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "report/comparison_report.h"
#include "spec/scenario.h"

#include <QChartView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableWidget>
#include <QWidget>
#include <vector>

namespace psa::ui {

class MemoryChart;
class CompareCommChart;
class CompareBubbleChart;

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);
    // `report`: the comparison of the pinned strategies (nullptr or no strategies: empty view);
    // `profile` (optional) gives the memory error bars.
    void setComparison(const ComparisonReport* report, const Profile* profile = nullptr);
    [[nodiscard]] QLabel* verdictLabel() const { return verdict_; }
    [[nodiscard]] QString reportText() const;
    [[nodiscard]] QTableWidget* table() const { return table_; }
    [[nodiscard]] MemoryChart* memoryChart() const { return chart_; }
    [[nodiscard]] CompareCommChart* commChart() const { return comm_; }
    [[nodiscard]] CompareBubbleChart* bubbleChart() const { return bubble_; }
    [[nodiscard]] QTabWidget* chartTabs() const { return chartTabs_; }
    [[nodiscard]] QChartView* currentChart() const; // the overlay on show (for File → Export Chart)
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
    QLabel* verdict_;
    QPlainTextEdit* report_;
    QPlainTextEdit* diagnosis_;
    int diagnosisTab_ = -1;
};

} // namespace psa::ui

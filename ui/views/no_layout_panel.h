// Shown on the Overview when the device count has no valid layout at all: why (the search's pruning
// rules, most frequent first) and the nearest valid counts as buttons (issue 15 item 2).
#pragma once

#include "controller/analysis_output.h"

#include <QWidget>

class QLabel;
class QHBoxLayout;

namespace psa::ui {

class NoLayoutPanel : public QWidget {
    Q_OBJECT
public:
    explicit NoLayoutPanel(QWidget* parent = nullptr);
    // Visible only when `out` has no valid layout.
    void setOutput(const AnalysisPtr& out);
    [[nodiscard]] QString reasonText() const;
    [[nodiscard]] QList<int> offeredCounts() const;

signals:
    void deviceCountChosen(int count);

private:
    QLabel* reasons_;
    QHBoxLayout* buttons_;
    QList<int> offered_;
};

} // namespace psa::ui

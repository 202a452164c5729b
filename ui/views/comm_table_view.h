// The Communication tab's table: one row per parallel dimension of the selected strategy (collective,
// group, volume, calls, serial and exposed time, whether it crosses nodes). It only shows the core's
// Estimate; nothing is computed here.
#pragma once

#include "cost/estimate.h"

#include <QTableWidget>

namespace psa::ui {

class CommTableView : public QTableWidget {
    Q_OBJECT
public:
    enum Column { Dim, Collective, Group, Volume, Calls, SerialTime, Exposed, CrossesNodes, ColumnCount };
    explicit CommTableView(QWidget* parent = nullptr);
    void setEstimate(const Estimate& e);
};

} // namespace psa::ui

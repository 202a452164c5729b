#include "views/comm_table_view.h"

#include "charts/palette.h"
#include "report/evaluation_report.h"
#include "views/format.h"
#include "views/metric_info.h"

#include <QHeaderView>
#include <QLocale>

namespace psa::ui {

CommTableView::CommTableView(QWidget* parent)
    : QTableWidget(0, ColumnCount, parent)
{
    setObjectName(QStringLiteral("commTable"));
    setHorizontalHeaderLabels({ tr("Dim"), tr("Collective"), tr("Group"), tr("Volume / step"), tr("Calls"),
        tr("Serial time"), tr("Exposed"), tr("Crosses nodes") });
    verticalHeader()->setVisible(false);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
}

void CommTableView::setEstimate(const Estimate& e)
{
    setRowCount(static_cast<int>(kCommDims.size()));
    for (CommDim d : kCommDims) {
        const CommCost& cc = e.commFor(d);
        const int row = static_cast<int>(d);
        const QStringList cells
            = { dimensionName(d), cc.active() ? QString::fromStdString(collectiveName(cc.collective)) : tr("—"),
                  QString::number(cc.group_size), formatGiB(cc.volume_bytes, 2), QLocale().toString(cc.calls),
                  formatSeconds(cc.time_s), formatSeconds(cc.exposed_s), cc.crosses_scale_out ? tr("yes") : tr("no") };
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (col == Dim)
                item->setForeground(palette::dimension(d));
            setItem(row, col, item);
        }
    }
}

} // namespace psa::ui

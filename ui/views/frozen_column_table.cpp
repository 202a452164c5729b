#include "views/frozen_column_table.h"

#include <QHeaderView>
#include <QScrollBar>

#include <algorithm>

namespace psa::ui {

FrozenColumnTableView::FrozenColumnTableView(int frozenColumns, QWidget* parent)
    : QTableView(parent)
    , count_(frozenColumns)
    , frozen_(new QTableView(this))
{
    frozen_->setObjectName(QStringLiteral("frozenColumns"));
    frozen_->setFocusPolicy(Qt::NoFocus);
    frozen_->verticalHeader()->hide();
    frozen_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    frozen_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setVerticalScrollMode(ScrollPerPixel);
    frozen_->setStyleSheet(QStringLiteral("QTableView { border: none; border-right: 1px solid palette(mid); }"));
    setHorizontalScrollMode(ScrollPerPixel);
    setVerticalScrollMode(ScrollPerPixel);
    viewport()->stackUnder(frozen_);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section, int, int size) {
        if (section < count_) {
            frozen_->setColumnWidth(section, size);
            updateFrozenGeometry();
        }
    });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
        [this](int section, int, int size) { frozen_->setRowHeight(section, size); });
    connect(
        frozen_->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(), &QAbstractSlider::setValue);
    connect(
        verticalScrollBar(), &QAbstractSlider::valueChanged, frozen_->verticalScrollBar(), &QAbstractSlider::setValue);
}

void FrozenColumnTableView::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    frozen_->setModel(model);
    frozen_->setSelectionModel(selectionModel());
    frozen_->setSelectionBehavior(SelectRows);
    frozen_->setAlternatingRowColors(true);
    // Sorting from the frozen header sorts the table (both views share the proxy).
    frozen_->horizontalHeader()->setSortIndicatorShown(true);
    connect(frozen_->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int section) {
        const Qt::SortOrder order = horizontalHeader()->sortIndicatorSection() == section
                && horizontalHeader()->sortIndicatorOrder() == Qt::AscendingOrder
            ? Qt::DescendingOrder
            : Qt::AscendingOrder;
        sortByColumn(section, order);
        frozen_->horizontalHeader()->setSortIndicator(section, order);
    });
    connect(model, &QAbstractItemModel::columnsInserted, this, &FrozenColumnTableView::syncColumns);
    connect(model, &QAbstractItemModel::modelReset, this, &FrozenColumnTableView::syncColumns);
    syncColumns();
}

void FrozenColumnTableView::syncColumns()
{
    if (!model())
        return;
    for (int c = 0; c < model()->columnCount(); ++c)
        frozen_->setColumnHidden(c, c >= count_);
    for (int c = 0; c < count_; ++c)
        frozen_->setColumnWidth(c, columnWidth(c));
    frozen_->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    updateFrozenGeometry();
}

int FrozenColumnTableView::frozenWidth() const
{
    int w = 0;
    for (int c = 0; c < count_; ++c)
        w += columnWidth(c);
    return w;
}

void FrozenColumnTableView::resizeEvent(QResizeEvent* e)
{
    QTableView::resizeEvent(e);
    squeeze();
    updateFrozenGeometry();
}

void FrozenColumnTableView::setSqueezableColumn(int column, int minWidth, int preferredWidth, int keepVisibleThrough)
{
    squeezable_ = column;
    minWidth_ = minWidth;
    preferredWidth_ = preferredWidth;
    keepVisibleThrough_ = keepVisibleThrough;
    squeeze();
}

void FrozenColumnTableView::squeeze()
{
    if (squeezable_ < 0 || !model())
        return;
    int others = 0;
    for (int c = 0; c <= keepVisibleThrough_ && c < model()->columnCount(); ++c)
        if (c != squeezable_ && !isColumnHidden(c))
            others += columnWidth(c);
    const int width = std::clamp(viewport()->width() - others, minWidth_, preferredWidth_);
    if (columnWidth(squeezable_) != width)
        setColumnWidth(squeezable_, width);
}

void FrozenColumnTableView::updateFrozenGeometry()
{
    frozen_->setGeometry(verticalHeader()->width() + frameWidth(), frameWidth(), frozenWidth(),
        viewport()->height() + horizontalHeader()->height());
}

// Keyboard moves to the left keep the current cell out from under the frozen columns.
QModelIndex FrozenColumnTableView::moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = QTableView::moveCursor(action, modifiers);
    if (action == MoveLeft && current.column() >= count_ && visualRect(current).topLeft().x() < frozenWidth()) {
        const int newValue = horizontalScrollBar()->value() + visualRect(current).topLeft().x() - frozenWidth();
        horizontalScrollBar()->setValue(newValue);
    }
    return current;
}

void FrozenColumnTableView::scrollTo(const QModelIndex& index, ScrollHint hint)
{
    const int keep = horizontalScrollBar()->value();
    QTableView::scrollTo(index, hint);
    if (index.column() < count_) // a frozen cell is always in view horizontally: scroll vertically only
        horizontalScrollBar()->setValue(keep);
}

} // namespace psa::ui

// A table view whose first columns (rank and strategy) stay in place while the others scroll
// horizontally: a second view over the same model and selection is laid on top of them (the
// technique of Qt's "Frozen Column" example).
#pragma once

#include <QTableView>

namespace psa::ui {

class FrozenColumnTableView : public QTableView {
    Q_OBJECT
public:
    explicit FrozenColumnTableView(int frozenColumns, QWidget* parent = nullptr);
    void setModel(QAbstractItemModel* model) override;
    [[nodiscard]] QTableView* frozenView() const { return frozen_; }
    // On narrow windows `column` gives up width (down to minWidth, from preferredWidth) so that the columns
    // up to `keepVisibleThrough` stay in view without scrolling; its cells elide, the tooltip has the whole text.
    void setSqueezableColumn(int column, int minWidth, int preferredWidth, int keepVisibleThrough);

protected:
    void resizeEvent(QResizeEvent* e) override;
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

private:
    void updateFrozenGeometry();
    void syncColumns();
    int frozenWidth() const;
    void squeeze();
    int count_;
    int squeezable_ = -1, minWidth_ = 0, preferredWidth_ = 0, keepVisibleThrough_ = -1;
    QTableView* frozen_;
};

} // namespace psa::ui

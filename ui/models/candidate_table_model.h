// Every evaluated candidate of the latest analysis, one row each, in the search's ranking order.
#pragma once

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include "controller/analysis_controller.h"

namespace psa::ui {

class CandidateTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        // Key metrics first (issue 15 item 6); the layout's degrees after them, hidden by default (the
        // strategy text already says them; the header's context menu shows them).
        Rank, Strategy, MemoryGiB, Fits, TokensPerS, MFU, StepTime, Bubble, CommExposed, Precision, Score, Pareto,
        DP, TP, PP, CP, EP, VPP, MBS, ZeRO, Recompute, Schedule, ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, FitsRole, FilterTextRole, CandidateIndexRole };

    explicit CandidateTableModel(QObject* parent = nullptr);

    void setOutput(AnalysisPtr output);
    [[nodiscard]] const AnalysisPtr& output() const { return output_; }
    [[nodiscard]] const Candidate* candidate(int row) const;
    // Marks the output as stale (input changed and is invalid): rows are drawn in italics.
    void setStale(bool stale);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    AnalysisPtr output_;
    bool stale_ = false;
};

// Text filter (over the full strategy text, precision and schedule) and "fits only".
class CandidateFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit CandidateFilterProxy(QObject* parent = nullptr);
    void setFitsOnly(bool on);
    [[nodiscard]] bool fitsOnly() const { return fitsOnly_; }
    void setText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool fitsOnly_ = false;
    QStringList words_;
};

}  // namespace psa::ui

#include "models/candidate_table_model.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>
#include <QRegularExpression>

#include "charts/palette.h"
#include "views/format.h"
#include "views/metric_info.h"

namespace psa::ui {

CandidateTableModel::CandidateTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CandidateTableModel::setOutput(AnalysisPtr output)
{
    beginResetModel();
    output_ = std::move(output);
    stale_ = false;
    endResetModel();
}

void CandidateTableModel::setStale(bool stale)
{
    if (stale_ == stale)
        return;
    stale_ = stale;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::FontRole});
}

const Candidate* CandidateTableModel::candidate(int row) const
{
    if (!output_ || row < 0 || row >= static_cast<int>(output_->result.candidates.size()))
        return nullptr;
    return &output_->result.candidates[static_cast<size_t>(row)];
}

int CandidateTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !output_)
        return 0;
    return static_cast<int>(output_->result.candidates.size());
}

int CandidateTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant CandidateTableModel::data(const QModelIndex& index, int role) const
{
    const Candidate* c = index.isValid() ? candidate(index.row()) : nullptr;
    if (!c || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    const auto& s = c->strategy;
    const int col = index.column();
    const QLocale loc;
    if (role == FitsRole)
        return c->fits;
    if (role == CandidateIndexRole)
        return index.row();
    if (role == FilterTextRole)
        return QString::fromStdString(formatStrategy(s)) + QLatin1Char(' ') + QLatin1String(toString(c->precision)) +
               QLatin1Char(' ') + scheduleName(s.schedule) + QLatin1Char(' ') + shortStrategy(s);
    if (role == SortRole) {
        switch (col) {
        case Rank: return index.row();
        case Strategy: return shortStrategy(s);
        case Precision: return static_cast<int>(c->precision);
        case DP: return s.dp;
        case TP: return s.tp;
        case PP: return s.pp;
        case CP: return s.cp;
        case EP: return s.ep;
        case VPP: return s.vpp;
        case MBS: return s.mbs;
        case ZeRO: return s.zero;
        case Recompute: return static_cast<int>(s.recompute);
        case Schedule: return static_cast<int>(s.schedule);
        case MemoryGiB: return c->memory_bytes;
        case Fits: return -static_cast<int>(memoryClassOf(*c));  // sorts does not fit < risky < fits
        case TokensPerS: return c->tokens_per_s;
        case MFU: return c->mfu;
        case Bubble: return c->bubble_ratio;
        case CommExposed: return c->comm_exposed_s;
        case StepTime: return c->step_time_s;
        case Score: return c->score;
        case Pareto: return c->pareto;
        default: return {};
        }
    }
    if (role == Qt::DisplayRole) {
        switch (col) {
        case Rank: return index.row() + 1;
        case Strategy: return shortStrategy(s);
        case Precision: return precisionName(c->precision);
        case DP: return s.dp;
        case TP: return s.tp;
        case PP: return s.pp;
        case CP: return s.cp;
        case EP: return s.ep;
        case VPP: return s.vpp;
        case MBS: return s.mbs;
        case ZeRO: return s.zero;
        case Recompute: return recomputeName(s.recompute);
        case Schedule: return s.pp > 1 ? scheduleName(s.schedule) : QStringLiteral("–");
        case MemoryGiB: return loc.toString(toGiB(c->memory_bytes), 'f', 1);
        case Fits: return memoryClassLabel(memoryClassOf(*c));
        case TokensPerS: return formatTokens(c->tokens_per_s);
        case MFU: return formatPercent(c->mfu);
        case Bubble: return formatPercent(c->bubble_ratio);
        case CommExposed: return formatSeconds(c->comm_exposed_s);
        case StepTime: return formatSeconds(c->step_time_s);
        case Score: return loc.toString(c->score, 'f', 3);
        case Pareto: return c->pareto ? QStringLiteral("◆") : QString();
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return col == Strategy ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && !c->fits)
        return QBrush(QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text));
    if (role == Qt::ForegroundRole && c->risky && col == Fits)
        return QBrush(palette::warning());
    if (role == Qt::FontRole && stale_) {
        QFont f;
        f.setItalic(true);
        return f;
    }
    if (role == Qt::ToolTipRole) {
        if (!c->fits) {
            const double headroom = output_->request.constraints.memory_headroom;
            return tr("Does not fit: needs %1 per device, but only %2 of %3 are usable (%4 headroom kept free).")
                .arg(formatGiB(c->memory_bytes), formatGiB(c->capacity_bytes * (1 - headroom)),
                     formatGiB(c->capacity_bytes), formatPercent(headroom, 0));
        }
        if (c->risky)
            return tr("Risky: %1 per device leaves less free memory than the memory model's error (90th percentile, %2).")
                .arg(formatGiB(c->memory_bytes), formatPercent(output_->profile.memory_error_p90, 0));
        return QString::fromStdString(formatStrategy(s));
    }
    return {};
}

QVariant CandidateTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Rank: return tr("#");
        case Strategy: return tr("Strategy");
        case Precision: return tr("Precision");
        case DP: return tr("DP");
        case TP: return tr("TP");
        case PP: return tr("PP");
        case CP: return tr("CP");
        case EP: return tr("EP");
        case VPP: return tr("VPP");
        case MBS: return tr("MBS");
        case ZeRO: return tr("ZeRO");
        case Recompute: return tr("Recompute");
        case Schedule: return tr("Schedule");
        case MemoryGiB: return tr("Memory (GiB)");
        case Fits: return tr("Memory fit");
        case TokensPerS: return tr("Throughput");
        case MFU: return tr("MFU");
        case Bubble: return tr("Bubble");
        case CommExposed: return tr("Exposed comm");
        case StepTime: return tr("Step time");
        case Score: return tr("Score");
        case Pareto: return tr("Pareto");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MemoryGiB: return metricTooltip(Metric::Memory);
        case TokensPerS: return metricTooltip(Metric::TokensPerS);
        case MFU: return metricTooltip(Metric::MFU);
        case Bubble: return metricTooltip(Metric::Bubble);
        case CommExposed: return metricTooltip(Metric::Comm);
        case StepTime: return metricTooltip(Metric::StepTime);
        case Score: return metricTooltip(Metric::Score);
        case Pareto: return metricTooltip(Metric::Pareto);
        default: return {};
        }
    }
    return {};
}

CandidateFilterProxy::CandidateFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(CandidateTableModel::SortRole);
    setDynamicSortFilter(true);
}

void CandidateFilterProxy::setFitsOnly(bool on)
{
    if (fitsOnly_ == on)
        return;
    fitsOnly_ = on;
    invalidateFilter();
}

void CandidateFilterProxy::setText(const QString& text)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == words_)
        return;
    words_ = words;
    invalidateFilter();
}

bool CandidateFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex idx = sourceModel()->index(sourceRow, 0, sourceParent);
    if (fitsOnly_ && !idx.data(CandidateTableModel::FitsRole).toBool())
        return false;
    if (words_.isEmpty())
        return true;
    const QString text = idx.data(CandidateTableModel::FilterTextRole).toString();
    // "key=value" words match a whole strategy field ("pp=2" is not "vpp=2"); other words match anywhere.
    const QStringList tokens = text.split(QRegularExpression(QStringLiteral("[, ]")), Qt::SkipEmptyParts);
    for (const QString& w : words_) {
        if (w.contains(QLatin1Char('='))) {
            if (!tokens.contains(w, Qt::CaseInsensitive))
                return false;
        } else if (!text.contains(w, Qt::CaseInsensitive)) {
            return false;
        }
    }
    return true;
}

}  // namespace psa::ui

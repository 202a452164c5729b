#include "views/time_to_train_card.h"

#include "cost/evaluate.h"
#include "views/format.h"
#include "views/time_to_train_text.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace psa::ui {

TimeToTrainCard::TimeToTrainCard(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("timeToTrainCard"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    auto* v = new QVBoxLayout(this);
    auto* title = new QLabel(tr("Time, cost and energy to train"));
    title->setForegroundRole(QPalette::PlaceholderText);
    v->addWidget(title);

    figuresBox_ = new QWidget;
    auto* grid = new QGridLayout(figuresBox_);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(18);
    addFigure(grid, 0, QStringLiteral("days"), tr("Days"),
        tr("Training tokens ÷ the recommendation's tokens/s ÷ 86,400. The range comes from the throughput's "
           "cross-validated error: faster throughput, fewer days."));
    addFigure(grid, 1, QStringLiteral("device_hours"), tr("Device-hours"), tr("Days × 24 × the number of devices."));
    addFigure(
        grid, 2, QStringLiteral("cost"), tr("Cost"), tr("Device-hours × the price per device-hour (Training form)."));
    addFigure(grid, 3, QStringLiteral("energy"), tr("Energy"),
        tr("Devices × power per device × PUE × training time: the accelerators' draw scaled to the facility's. "
           "Host CPUs, memory and network are not counted."));
    for (int c = 0; c < 4; ++c)
        grid->setColumnStretch(c, 1);
    v->addWidget(figuresBox_);

    auto* hintRow = new QHBoxLayout;
    hint_ = new QLabel(tr("Give the training tokens (e.g. 15T) in the Training form to see how long the run takes, "
                          "what it costs and the energy it uses."));
    hint_->setWordWrap(true);
    edit_ = new QPushButton(tr("Set training &tokens…"));
    edit_->setObjectName(QStringLiteral("setTrainingTokens"));
    edit_->setToolTip(tr("Opens the Training form at the training tokens"));
    hintRow->addWidget(hint_, 1);
    hintRow->addWidget(edit_);
    v->addLayout(hintRow);
    connect(edit_, &QPushButton::clicked, this, &TimeToTrainCard::editRequested);
    clearFigures();
}

void TimeToTrainCard::addFigure(
    QGridLayout* grid, int col, const QString& key, const QString& title, const QString& tooltip)
{
    auto* t = new QLabel(title);
    t->setForegroundRole(QPalette::PlaceholderText);
    t->setToolTip(tooltip);
    auto* value = new QLabel;
    value->setObjectName(QStringLiteral("ttt_") + key);
    QFont f = value->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    value->setFont(f);
    value->setToolTip(tooltip);
    auto* detail = new QLabel;
    detail->setWordWrap(true);
    detail->setForegroundRole(QPalette::PlaceholderText);
    grid->addWidget(t, 0, col);
    grid->addWidget(value, 1, col);
    grid->addWidget(detail, 2, col, Qt::AlignTop);
    figures_[key] = { value, detail };
}

void TimeToTrainCard::clearFigures()
{
    for (auto& [key, labels] : figures_) {
        labels.first->setText(QStringLiteral("–"));
        labels.second->clear();
    }
}

QString TimeToTrainCard::value(const QString& key) const
{
    auto it = figures_.find(key);
    return it == figures_.end() ? QString() : it->second.first->text();
}

QString TimeToTrainCard::detail(const QString& key) const
{
    auto it = figures_.find(key);
    return it == figures_.end() ? QString() : it->second.second->text();
}

QString TimeToTrainCard::hint() const
{
    return hint_->isVisibleTo(this) ? hint_->text() : QString();
}

void TimeToTrainCard::setEstimate(const AnalysisPtr& out, const std::optional<Estimate>& best)
{
    shown_.reset();
    clearFigures();
    if (!out)
        return;
    const Scenario& sc = out->request.scenario;
    const TrainingBudget& b = sc.training.budget;
    const bool asked = b.train_tokens > 0;
    if (const Candidate* c = out->result.best(); asked && best && c)
        shown_ = psa::timeToTrain(*best, scenarioFor(sc, *c), out->profile);
    figuresBox_->setVisible(asked);
    hint_->setVisible(!shown_);
    edit_->setVisible(!asked);
    if (!asked) {
        hint_->setText(tr("Give the training tokens (e.g. 15T) in the Training form to see how long the run takes, "
                          "what it costs and the energy it uses."));
        return;
    }
    if (!shown_) {
        hint_->setText(tr("No time to train: no layout fits, so there is no throughput to divide the %1 tokens by.")
                           .arg(formatCount(b.train_tokens)));
        return;
    }
    const TimeToTrainText x = timeToTrainText(*shown_, sc.cluster.num_devices, b.device_hour_price);
    auto set = [this](const char* key, const QString& value, const QString& detail) {
        figures_[QLatin1String(key)].first->setText(value);
        figures_[QLatin1String(key)].second->setText(detail);
    };
    set("days", x.days, x.daysDetail);
    set("device_hours", x.deviceHours, x.deviceHoursDetail);
    set("cost", x.cost, shown_->cost ? x.costDetail : tr("give a price per device-hour in the Training form"));
    set("energy", x.energy,
        shown_->energy_mwh ? x.energyDetail
                           : tr("the device's power is not in the catalog: give it in the Training form"));
}

} // namespace psa::ui

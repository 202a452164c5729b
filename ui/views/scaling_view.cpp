#include "views/scaling_view.h"

#include "calibration/validation.h"
#include "charts/scaling_chart.h"
#include "cost/evaluate.h"
#include "spec/input_limits.h"
#include "views/format.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace psa::ui {

namespace {

// The scenario as the sweep sees it: everything but the device count, which the sweep varies.
QJsonObject sweepKey(const PlanInput& in)
{
    QJsonObject o = toJson(in);
    QJsonObject cluster = o.value(QStringLiteral("cluster")).toObject();
    cluster.remove(QStringLiteral("devices"));
    o.insert(QStringLiteral("cluster"), cluster);
    return o;
}

enum Column { Devices, Layout, Throughput, PerDevice, MFU, Memory, Days, Cost, ColumnCount };

} // namespace

ScalingView::ScalingView(QWidget* parent)
    : QWidget(parent)
{
    runner_ = new SweepRunner(this);
    auto* v = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    from_ = new QSpinBox;
    to_ = new QSpinBox;
    for (QSpinBox* s : { from_, to_ }) {
        s->setRange(1, static_cast<int>(limits::kMaxDevices));
        s->setGroupSeparatorShown(true);
        s->setKeyboardTracking(false);
        s->setAccelerated(true);
        connect(s, &QSpinBox::valueChanged, this, [this] { rangeEdited_ = true; });
    }
    from_->setObjectName(QStringLiteral("sweepFrom"));
    to_->setObjectName(QStringLiteral("sweepTo"));
    from_->setToolTip(tr("Smallest device count of the sweep"));
    to_->setToolTip(tr("Largest device count of the sweep"));
    compute_ = new QPushButton(tr("&Compute sweep"));
    compute_->setObjectName(QStringLiteral("computeSweep"));
    compute_->setToolTip(tr("Runs one full search per device count: the powers of two between the ends and the ends, "
                            "each moved to the nearest count with a valid layout"));
    cancel_ = new QPushButton(tr("Cancel"));
    cancel_->setObjectName(QStringLiteral("cancelSweep"));
    cancel_->setToolTip(tr("Stops the sweep; the points computed so far stay (Esc)"));
    cancel_->setShortcut(QKeySequence(Qt::Key_Escape));
    progress_ = new QProgressBar;
    progress_->setMaximumWidth(180);
    progress_->setTextVisible(true);
    progress_->setVisible(false);
    bar->addWidget(new QLabel(tr("Devices from")));
    bar->addWidget(from_);
    bar->addWidget(new QLabel(tr("to")));
    bar->addWidget(to_);
    bar->addWidget(compute_);
    bar->addWidget(cancel_);
    bar->addWidget(progress_);
    bar->addStretch(1);
    v->addLayout(bar);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("sweepStatus"));
    status_->setWordWrap(true);
    v->addWidget(status_);

    auto* split = new QSplitter(Qt::Vertical);
    chart_ = new ScalingChart;
    chart_->setToolTip(tr("The best plan at each device count under the same constraints and framework. "
                          "Click a point to load that device count."));
    table_ = new QTableWidget(0, ColumnCount);
    table_->setObjectName(QStringLiteral("sweepTable"));
    table_->setHorizontalHeaderLabels({ tr("Devices"), tr("Best layout"), tr("Throughput"), tr("Tokens/s per device"),
        tr("MFU"), tr("Memory / device"), tr("Days to train"), tr("Cost") });
    table_->verticalHeader()->setVisible(false);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(Layout, QHeaderView::Stretch);
    table_->setToolTip(tr("Double-click a row or press Enter to load its device count"));
    split->addWidget(chart_);
    split->addWidget(table_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    v->addWidget(split, 1);

    connect(compute_, &QPushButton::clicked, this, &ScalingView::compute);
    connect(cancel_, &QPushButton::clicked, this, &ScalingView::cancel);
    connect(chart_, &ScalingChart::pointClicked, this, &ScalingView::devicesChosen);
    connect(table_, &QTableWidget::itemActivated, this, [this](QTableWidgetItem* item) {
        if (const QTableWidgetItem* d = table_->item(item->row(), Devices))
            emit devicesChosen(d->data(Qt::UserRole).toInt());
    });
    connect(runner_, &SweepRunner::countsReady, this, [this](quint64 run, const std::vector<int>& counts) {
        if (run != runner_->currentRun())
            return;
        expected_ = static_cast<int>(counts.size());
        progress_->setRange(0, std::max(1, expected_));
        if (counts.empty())
            setStatus(tr("No device count between %1 and %2 has a valid layout for this model and batch.")
                          .arg(QLocale().toString(from_->value()), QLocale().toString(to_->value())));
    });
    connect(runner_, &SweepRunner::pointReady, this, &ScalingView::onPoint);
    connect(runner_, &SweepRunner::finished, this, &ScalingView::onFinished);
    connect(runner_, &SweepRunner::failed, this, [this](quint64, const QString& message) {
        setStatus(tr("The sweep failed: %1").arg(message));
        progress_->setVisible(false);
        updateButtons();
        emit sweepUpdated();
    });
    setStatus(tr("Compute a sweep to see how throughput and days to train change with the device count."));
    updateButtons();
}

void ScalingView::setInput(const PlanInput& in, const Profile& profile)
{
    input_ = in;
    profile_ = profile;
    inputKey_ = sweepKey(in);
    const int n = in.scenario.cluster.num_devices;
    if (!rangeEdited_ && points_.empty()) {
        QSignalBlocker a(from_), b(to_);
        from_->setValue(std::max(1, n / 8));
        to_->setValue(static_cast<int>(std::min<long long>(limits::kMaxDevices, 2LL * n)));
    }
    const bool wasStale = stale_;
    stale_ = !points_.empty() && inputKey_ != sweptKey_;
    if (stale_ && !wasStale && !runner_->isRunning())
        setStatus(
            tr("The scenario changed since this sweep (other than the device count): compute it again to update it."));
    redraw();
}

void ScalingView::compute()
{
    if (const auto errors = validateScenario(input_.scenario); !errors.empty()) {
        setStatus(tr("Cannot sweep: %1").arg(QString::fromStdString(errors.front().message())));
        return;
    }
    if (from_->value() > to_->value()) {
        setStatus(tr("Cannot sweep: the smallest device count (%1) is above the largest (%2).")
                      .arg(QLocale().toString(from_->value()), QLocale().toString(to_->value())));
        return;
    }
    rangeEdited_ = true; // the range stays as it is for the next sweep
    points_.clear();
    complete_ = false;
    stale_ = false;
    sweptKey_ = inputKey_;
    expected_ = 0;
    runner_->start(AnalysisRequest { input_.scenario, effectiveConstraints(input_), input_.weights }, withFamilyErrorBars(profile_, input_.scenario),
        from_->value(), to_->value());
    progress_->setRange(0, 0); // busy until the counts are known
    progress_->setVisible(true);
    setStatus(tr("Finding the valid device counts between %1 and %2…")
                  .arg(QLocale().toString(from_->value()), QLocale().toString(to_->value())));
    redraw();
    updateButtons();
}

void ScalingView::cancel()
{
    if (!runner_->isRunning())
        return;
    runner_->cancel();
}

void ScalingView::onPoint(quint64 run, const SweepPoint& p, int index, int total)
{
    if (run != runner_->currentRun())
        return;
    points_.push_back(p);
    progress_->setRange(0, total);
    progress_->setValue(index + 1);
    setStatus(tr("Searched %1 of %2 device counts (%3 devices done)…")
                  .arg(index + 1)
                  .arg(total)
                  .arg(QLocale().toString(p.devices)));
    redraw();
    emit sweepUpdated();
}

void ScalingView::onFinished(quint64, bool cancelled)
{
    progress_->setVisible(false);
    complete_ = !cancelled;
    if (cancelled)
        setStatus(points_.empty() ? tr("Sweep cancelled before its first device count.")
                                  : tr("Sweep cancelled after %1 of %2 device counts; those stay on the chart.")
                                        .arg(points_.size())
                                        .arg(expected_));
    else if (!points_.empty()) {
        const auto fits = std::count_if(
            points_.begin(), points_.end(), [](const SweepPoint& p) { return p.recommended.has_value(); });
        QString text
            = tr("The best plan at %1 device counts, under the same constraints and framework.").arg(points_.size());
        if (fits < static_cast<long>(points_.size()))
            text += QLatin1Char(' ') + tr("Nothing fits at %1 of them.").arg(static_cast<long>(points_.size()) - fits);
        if (input_.scenario.training.budget.train_tokens <= 0)
            text += QLatin1Char(' ') + tr("Give the training tokens in the Training form for days to train.");
        text += QLatin1Char(' ') + tr("Click a point to load its device count.");
        setStatus(text);
    }
    updateButtons();
    emit sweepUpdated();
}

void ScalingView::redraw()
{
    chart_->setPoints(points_, input_.scenario.cluster.num_devices);
    fillTable();
}

void ScalingView::fillTable()
{
    table_->setRowCount(static_cast<int>(points_.size()));
    const int current = input_.scenario.cluster.num_devices;
    for (int r = 0; r < static_cast<int>(points_.size()); ++r) {
        const SweepPoint& p = points_[static_cast<size_t>(r)];
        QStringList cells(ColumnCount, QStringLiteral("–"));
        cells[Devices] = QLocale().toString(p.devices);
        if (p.estimate && p.recommended) {
            const Estimate& e = *p.estimate;
            cells[Layout] = shortStrategy(e.strategy) + QStringLiteral(" · ") + precisionName(p.recommended->precision);
            cells[Throughput] = formatTokens(e.tokens_per_s);
            cells[PerDevice] = QLocale().toString(e.tokens_per_s_per_device, 'f', 0);
            cells[MFU] = formatPercent(e.mfu);
            cells[Memory] = formatGiB(e.memory.total());
            if (p.time_to_train) {
                cells[Days] = QLocale().toString(p.time_to_train->days, 'f', 1);
                if (p.time_to_train->cost)
                    cells[Cost] = QStringLiteral("%1 %2").arg(
                        formatCount(*p.time_to_train->cost), qs(p.time_to_train->currency));
            }
        } else {
            cells[Layout] = tr("nothing fits");
        }
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c != Layout)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == Devices)
                item->setData(Qt::UserRole, p.devices);
            if (p.devices == current) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setToolTip(tr("The scenario's current device count"));
            }
            table_->setItem(r, c, item);
        }
    }
}

void ScalingView::setStatus(const QString& text)
{
    status_->setText(text);
}

void ScalingView::updateButtons()
{
    compute_->setEnabled(!runner_->isRunning());
    cancel_->setEnabled(runner_->isRunning());
}

} // namespace psa::ui

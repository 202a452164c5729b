#include "views/compare_view.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <functional>

#include "charts/compare_charts.h"
#include "charts/memory_chart.h"
#include "charts/palette.h"
#include "views/format.h"
#include "views/metric_info.h"

namespace psa::ui {

CompareView::CompareView(QWidget* parent) : QWidget(parent)
{
    auto* v = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    hint_ = new QLabel(tr("Pin strategies from the Candidates table or the Pareto chart (Ctrl+P) to compare them here."));
    hint_->setWordWrap(true);
    bar->addWidget(hint_, 1);
    auto* unpin = new QPushButton(tr("Unpin column"));
    auto* clear = new QPushButton(tr("Clear all"));
    bar->addWidget(unpin);
    bar->addWidget(clear);
    v->addLayout(bar);
    auto* split = new QSplitter(Qt::Vertical);
    table_ = new QTableWidget;
    table_->setObjectName(QStringLiteral("compareTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectColumns);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    split->addWidget(table_);
    chart_ = new MemoryChart;
    chart_->chart()->setTitle(tr("Memory per device"));
    comm_ = new CompareCommChart;
    bubble_ = new CompareBubbleChart;
    chartTabs_ = new QTabWidget;
    chartTabs_->setObjectName(QStringLiteral("compareCharts"));
    chartTabs_->setDocumentMode(true);
    chartTabs_->addTab(chart_, tr("Memory"));
    chartTabs_->addTab(comm_, tr("Communication"));
    chartTabs_->addTab(bubble_, tr("Pipeline bubble"));
    diagnosis_ = new QPlainTextEdit;
    diagnosis_->setObjectName(QStringLiteral("diagnosis"));
    diagnosis_->setReadOnly(true);
    diagnosis_->setLineWrapMode(QPlainTextEdit::NoWrap);
    diagnosis_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    diagnosis_->setToolTip(tr("Why the current strategy runs out of memory, the single changes that fit (fastest first) and the "
                              "best layouts of the search — the same report as psa diagnose"));
    diagnosisTab_ = chartTabs_->addTab(diagnosis_, tr("Diagnosis"));
    chartTabs_->setTabVisible(diagnosisTab_, false);
    split->addWidget(chartTabs_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({300, 420});
    v->addWidget(split, 1);
    connect(unpin, &QPushButton::clicked, this, [this] {
        if (table_->currentColumn() >= 0)
            emit unpinRequested(table_->currentColumn());
    });
    connect(clear, &QPushButton::clicked, this, &CompareView::clearRequested);
}

void CompareView::setPinned(const std::vector<PinnedEstimate>& pinned, double headroom, const Profile* profile)
{
    struct Row {
        QString name;
        Metric metric;
        std::function<double(const Estimate&)> value;
        std::function<QString(double)> format;
        bool higherIsBetter;
    };
    const std::vector<Row> rows = {
        {tr("Memory per device"), Metric::Memory, [](const Estimate& e) { return e.memory.total(); }, [](double v) { return formatGiB(v); }, false},
        {tr("Activations"), Metric::Memory, [](const Estimate& e) { return e.memory.activations; }, [](double v) { return formatGiB(v); }, false},
        {tr("Throughput"), Metric::TokensPerS, [](const Estimate& e) { return e.tokens_per_s; }, [](double v) { return formatTokens(v); }, true},
        {tr("MFU"), Metric::MFU, [](const Estimate& e) { return e.mfu; }, [](double v) { return formatPercent(v); }, true},
        {tr("Step time"), Metric::StepTime, [](const Estimate& e) { return e.step_time_s; }, [](double v) { return formatSeconds(v); }, false},
        {tr("Bubble"), Metric::Bubble, [](const Estimate& e) { return e.bubble_ratio; }, [](double v) { return formatPercent(v); }, false},
        {tr("Exposed communication"), Metric::Comm, [](const Estimate& e) { return e.comm_exposed_s; }, [](double v) { return formatSeconds(v); }, false},
    };
    table_->clear();
    table_->setColumnCount(static_cast<int>(pinned.size()));
    table_->setRowCount(static_cast<int>(rows.size()) + 1);
    QStringList headers, vheaders{tr("Fits")};
    for (const auto& r : rows)
        vheaders << r.name;
    std::vector<MemoryBar> bars;
    double cap = 0;
    for (size_t c = 0; c < pinned.size(); ++c) {
        const Estimate& e = pinned[c].estimate;
        headers << pinned[c].label;
        cap = std::max(cap, e.capacity_bytes);
        bars.push_back(profile ? memoryBar(pinned[c].label, e, *profile) : memoryBar(pinned[c].label, e.memory));
        auto* fits = new QTableWidgetItem(e.valid ? (e.fits ? tr("yes") : tr("no")) : tr("invalid"));
        table_->setItem(0, static_cast<int>(c), fits);
        for (size_t r = 0; r < rows.size(); ++r) {
            const double v = rows[r].value(e);
            QString text = rows[r].format(v);
            auto* item = new QTableWidgetItem;
            if (c > 0) {
                const double base = rows[r].value(pinned[0].estimate);
                if (base != 0) {
                    const double d = (v - base) / std::abs(base);
                    text += QStringLiteral("  (%1%2 %)").arg(d >= 0 ? QStringLiteral("+") : QString()).arg(100 * d, 0, 'f', 1);
                    const bool better = rows[r].higherIsBetter ? d > 0.005 : d < -0.005;
                    const bool worse = rows[r].higherIsBetter ? d < -0.005 : d > 0.005;
                    if (better)
                        item->setForeground(palette::better());
                    else if (worse)
                        item->setForeground(palette::worse());
                }
            }
            item->setText(text);
            item->setData(Qt::UserRole, v);
            item->setToolTip(metricTooltip(rows[r].metric));
            table_->setItem(static_cast<int>(r) + 1, static_cast<int>(c), item);
        }
    }
    table_->setHorizontalHeaderLabels(headers);
    table_->setVerticalHeaderLabels(vheaders);
    hint_->setVisible(pinned.empty());
    chart_->setBars(bars, cap, cap * (1 - headroom));
    std::vector<LabelledEstimate> overlay;
    for (const PinnedEstimate& p : pinned)
        if (p.estimate.valid)
            overlay.push_back({p.label, &p.estimate});
    comm_->setStrategies(overlay);
    bubble_->setStrategies(overlay);
}

QChartView* CompareView::currentChart() const { return qobject_cast<QChartView*>(chartTabs_->currentWidget()); }

void CompareView::setDiagnosis(const QString& text)
{
    const bool wasShown = chartTabs_->isTabVisible(diagnosisTab_);
    if (diagnosis_->toPlainText() != text)
        diagnosis_->setPlainText(text);
    chartTabs_->setTabVisible(diagnosisTab_, !text.isEmpty());
    if (!text.isEmpty() && !wasShown)
        chartTabs_->setCurrentIndex(diagnosisTab_);
}

QString CompareView::diagnosis() const { return diagnosis_->toPlainText(); }

}  // namespace psa::ui

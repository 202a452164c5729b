#include "views/compare_view.h"

#include "charts/compare_charts.h"
#include "charts/memory_chart.h"
#include "charts/palette.h"
#include "report/evaluation_report.h"
#include "search/memory_class.h"
#include "views/format.h"
#include "views/metric_info.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>
#include <functional>

namespace psa::ui {

CompareView::CompareView(QWidget* parent)
    : QWidget(parent)
{
    auto* v = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    hint_
        = new QLabel(tr("Pin strategies from the Candidates table or the Pareto chart (Ctrl+P) to compare them here."));
    hint_->setWordWrap(true);
    bar->addWidget(hint_, 1);
    bar->addStretch(); // the buttons keep their size when the hint is hidden
    auto* unpin = new QPushButton(tr("Unpin column"));
    auto* clear = new QPushButton(tr("Clear all"));
    bar->addWidget(unpin);
    bar->addWidget(clear);
    v->addLayout(bar);
    verdict_ = new QLabel;
    verdict_->setObjectName(QStringLiteral("compareVerdict"));
    verdict_->setWordWrap(true);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    verdict_->setStyleSheet(QStringLiteral("font-weight: bold;"));
    verdict_->setVisible(false);
    v->addWidget(verdict_);
    auto* split = new QSplitter(Qt::Vertical);
    table_ = new QTableWidget;
    table_->setObjectName(QStringLiteral("compareTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectColumns);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
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
    report_ = new QPlainTextEdit;
    report_->setObjectName(QStringLiteral("compareReport"));
    report_->setReadOnly(true);
    report_->setLineWrapMode(QPlainTextEdit::NoWrap);
    report_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    report_->setToolTip(
        tr("The whole comparison — memory by component, communication per dimension, schedules, launch code of the "
           "winner, the search's best layout — the same report as psa compare"));
    chartTabs_->addTab(report_, tr("Report"));
    diagnosis_ = new QPlainTextEdit;
    diagnosis_->setObjectName(QStringLiteral("diagnosis"));
    diagnosis_->setReadOnly(true);
    diagnosis_->setLineWrapMode(QPlainTextEdit::NoWrap);
    diagnosis_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    diagnosis_->setToolTip(
        tr("Why the current strategy runs out of memory, the single changes that fit (fastest first) and the "
           "best layouts of the search — the same report as psa diagnose"));
    diagnosisTab_ = chartTabs_->addTab(diagnosis_, tr("Diagnosis"));
    chartTabs_->setTabVisible(diagnosisTab_, false);
    split->addWidget(chartTabs_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({ 300, 420 });
    v->addWidget(split, 1);
    connect(unpin, &QPushButton::clicked, this, [this] {
        if (table_->currentColumn() >= 0)
            emit unpinRequested(table_->currentColumn());
    });
    connect(clear, &QPushButton::clicked, this, &CompareView::clearRequested);
}

namespace {

// "DP4 TP8 PP2 · 1F1B · mbs1 · ZeRO-1 · BF16" in lines of about `width` characters (broken at " · "), so the
// column header shows the whole layout (the ZeRO level is often the only difference) without widening the table.
QString wrapped(const QString& text, int width)
{
    const QString sep = QStringLiteral(" · ");
    QStringList lines { QString() };
    for (const QString& part : text.split(sep, Qt::SkipEmptyParts)) {
        if (!lines.back().isEmpty() && lines.back().size() + sep.size() + part.size() > width)
            lines << QString();
        lines.back() += (lines.back().isEmpty() ? QString() : sep) + part;
    }
    return lines.join(QLatin1Char('\n'));
}

constexpr int kHeaderLineChars = 24;

} // namespace

void CompareView::setComparison(const ComparisonReport* report, const Profile* profile)
{
    struct Row {
        QString name;
        Metric metric;
        std::function<double(const Estimate&)> value;
        std::function<QString(double)> format;
        bool higherIsBetter;
    };
    const std::vector<Row> rows = {
        { tr("Memory per device"), Metric::Memory, [](const Estimate& e) { return e.memory.total(); },
            [](double v) { return formatGiB(v); }, false },
        { tr("Activations"), Metric::Memory, [](const Estimate& e) { return e.memory.activations; },
            [](double v) { return formatGiB(v); }, false },
        { tr("Throughput"), Metric::TokensPerS, [](const Estimate& e) { return e.tokens_per_s; },
            [](double v) { return formatTokens(v); }, true },
        { tr("MFU"), Metric::MFU, [](const Estimate& e) { return e.mfu_precision_peak; },
            [](double v) { return formatPercent(v); }, true },
        { tr("Step time"), Metric::StepTime, [](const Estimate& e) { return e.step_time_s; },
            [](double v) { return formatSeconds(v); }, false },
        { tr("Bubble"), Metric::Bubble, [](const Estimate& e) { return e.bubble_ratio; },
            [](double v) { return formatPercent(v); }, false },
        { tr("Exposed communication"), Metric::Comm, [](const Estimate& e) { return e.comm_exposed_s; },
            [](double v) { return formatSeconds(v); }, false },
        { tr("Headroom (free memory)"), Metric::Memory,
            [](const Estimate& e) { return e.capacity_bytes - e.memory.total(); },
            [](double v) { return formatGiB(v); }, true },
    };
    const std::vector<ComparedStrategy> none;
    const std::vector<ComparedStrategy>& ss = report ? report->strategies : none;
    table_->clear();
    table_->setColumnCount(static_cast<int>(ss.size()));
    const bool withBest = report && report->search_best;
    table_->setRowCount(static_cast<int>(rows.size()) + 1 + (withBest ? 1 : 0));
    QStringList headers, vheaders { tr("Memory class") };
    for (const auto& r : rows)
        vheaders << r.name;
    if (withBest)
        vheaders << tr("vs the search's best");
    std::vector<MemoryBar> bars;
    std::vector<LabelledEstimate> overlay;
    double cap = 0;
    for (size_t c = 0; c < ss.size(); ++c) {
        const ComparedStrategy& cs = ss[c];
        const Estimate& e = cs.estimate;
        const QString key = QString::fromStdString(cs.key);
        // The UI's translated compact form (the core's describeStrategy is English).
        const QString full = shortStrategy(e.strategy) + QStringLiteral(" · ") + precisionName(cs.precision);
        headers << key + QLatin1Char('\n') + wrapped(full, kHeaderLineChars);
        if (e.valid) {
            cap = std::max(cap, e.capacity_bytes);
            bars.push_back(profile ? memoryBar(key, e, *profile) : memoryBar(key, e.memory));
            bars.back().cls = cs.memory_class;
            overlay.push_back({ key, &e });
        }
        auto* cls
            = new QTableWidgetItem(e.valid ? QString::fromStdString(memoryClassName(cs.memory_class)) : tr("invalid"));
        cls->setForeground(!e.valid || cs.memory_class == MemoryClass::DoesNotFit ? palette::worse()
                : cs.memory_class == MemoryClass::Risky                           ? palette::warning()
                                                                                  : palette::better());
        cls->setToolTip(e.valid
                ? QString::fromStdString(memoryVerdict(e, profile ? *profile : defaultProfile(), report->memory_headroom))
                : QString::fromStdString(e.reasons.empty() ? std::string() : e.reasons.front().message()));
        table_->setItem(0, static_cast<int>(c), cls);
        for (size_t r = 0; r < rows.size(); ++r) {
            auto* item = new QTableWidgetItem;
            if (!e.valid) {
                item->setText(tr("—"));
                table_->setItem(static_cast<int>(r) + 1, static_cast<int>(c), item);
                continue;
            }
            const double v = rows[r].value(e);
            QString text = rows[r].format(v);
            if (c > 0 && ss[0].estimate.valid) {
                const double base = rows[r].value(ss[0].estimate);
                if (base != 0) {
                    const double d = (v - base) / std::abs(base);
                    text += QStringLiteral("  (%1%2 %)")
                                .arg(d >= 0 ? QStringLiteral("+") : QString())
                                .arg(100 * d, 0, 'f', 1);
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
        if (withBest) {
            auto* item = new QTableWidgetItem(e.valid ? QStringLiteral("%1%2 %")
                                                            .arg(cs.vs_best >= 0 ? QStringLiteral("+") : QString())
                                                            .arg(100 * cs.vs_best, 0, 'f', 1)
                                                      : tr("—"));
            item->setData(Qt::UserRole, cs.vs_best);
            item->setToolTip(
                tr("Throughput against the best layout the search finds under the same constraints: %1")
                    .arg(QString::fromStdString(describeStrategy(report->search_best->estimate.strategy))));
            table_->setItem(static_cast<int>(rows.size()) + 1, static_cast<int>(c), item);
        }
    }
    table_->setHorizontalHeaderLabels(headers);
    for (size_t c = 0; c < ss.size(); ++c)
        table_->horizontalHeaderItem(static_cast<int>(c))
            ->setToolTip(QString::fromStdString(comparisonLabel(*report, c)));
    table_->setVerticalHeaderLabels(vheaders);
    hint_->setVisible(ss.empty());
    verdict_->setVisible(!ss.empty());
    verdict_->setText(report && !ss.empty() ? QString::fromStdString(report->verdict.text) : QString());
    const double headroom = report ? report->memory_headroom : 0.0;
    chart_->setBars(bars, cap, cap * (1 - headroom));
    comm_->setStrategies(overlay);
    bubble_->setStrategies(overlay);
    const QString text
        = report && !ss.empty() ? QString::fromStdString(renderComparisonText(*report, false)) : QString();
    if (report_->toPlainText() != text)
        report_->setPlainText(text);
}

QString CompareView::reportText() const
{
    return report_->toPlainText();
}

QChartView* CompareView::currentChart() const
{
    return qobject_cast<QChartView*>(chartTabs_->currentWidget());
}

void CompareView::setDiagnosis(const QString& text)
{
    const bool wasShown = chartTabs_->isTabVisible(diagnosisTab_);
    if (diagnosis_->toPlainText() != text)
        diagnosis_->setPlainText(text);
    chartTabs_->setTabVisible(diagnosisTab_, !text.isEmpty());
    if (!text.isEmpty() && !wasShown)
        chartTabs_->setCurrentIndex(diagnosisTab_);
}

QString CompareView::diagnosis() const
{
    return diagnosis_->toPlainText();
}

} // namespace psa::ui

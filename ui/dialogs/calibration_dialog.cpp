#include "dialogs/calibration_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

#include "charts/calibration_scatter.h"
#include "charts/palette.h"
#include "settings/app_settings.h"
#include "views/format.h"

namespace psa::ui {

namespace {
// Changes smaller than this (relative) are shown as "equal" in the constants table.
constexpr double kSameConstant = 1e-9;

QString statCell(const ErrorStats& s, bool p90)
{
    return s.count == 0 ? QStringLiteral("–") : formatPercent(p90 ? s.p90_abs : s.median_abs);
}

QString number(double v) { return QLocale().toString(v, 'g', 4); }
}  // namespace

CalibrationDialog::CalibrationDialog(Catalog catalog, Profile builtin, QWidget* parent)
    : QDialog(parent), catalog_(std::move(catalog)), builtin_(std::move(builtin))
{
    setObjectName(QStringLiteral("CalibrationDialog"));
    setWindowTitle(tr("Calibration Profile"));
    auto* v = new QVBoxLayout(this);

    auto* form = new QFormLayout;
    auto fileRow = [this](QLineEdit*& edit, const QString& placeholder, void (CalibrationDialog::*browse)()) {
        auto* row = new QHBoxLayout;
        edit = new QLineEdit;
        edit->setReadOnly(true);
        edit->setPlaceholderText(placeholder);
        auto* b = new QPushButton(tr("Browse…"));
        connect(b, &QPushButton::clicked, this, browse);
        row->addWidget(edit, 1);
        row->addWidget(b);
        return row;
    };
    form->addRow(tr("Profile:"), fileRow(profileEdit_, tr("a profile written by “psa calibrate -o FILE”"), &CalibrationDialog::browseProfile));
    form->addRow(tr("Runs (optional):"),
                 fileRow(runsEdit_, tr("measured runs in the published-runs.json format, to compare errors"), &CalibrationDialog::browseRuns));
    v->addLayout(form);

    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("calibrationSummary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(summary_);
    error_ = new QLabel;
    error_->setObjectName(QStringLiteral("calibrationError"));
    error_->setWordWrap(true);
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    error_->setStyleSheet(QStringLiteral("QLabel { background: #f8d7da; color: #58151c; border: 1px solid #e0a0a8; padding: 6px; }"));
    error_->setVisible(false);
    v->addWidget(error_);

    auto* metricRow = new QHBoxLayout;
    metricBox_ = new QComboBox;
    for (ValidationMetric m : {ValidationMetric::TokensPerDevice, ValidationMetric::TflopsPerDevice, ValidationMetric::Memory})
        metricBox_->addItem(validationMetricName(m), static_cast<int>(m));
    metricRow->addWidget(new QLabel(tr("Error of:")));
    metricRow->addWidget(metricBox_);
    metricRow->addStretch(1);
    v->addLayout(metricRow);
    connect(metricBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { setMetric(static_cast<ValidationMetric>(metricBox_->itemData(i).toInt())); });

    auto* split = new QSplitter(Qt::Horizontal);
    tabs_ = new QTabWidget;
    errors_ = new QTableWidget(0, ErrorColumnCount);
    errors_->setObjectName(QStringLiteral("calibrationErrors"));
    errors_->setHorizontalHeaderLabels({tr("Source"), tr("Runs"), tr("Built-in\nmedian"), tr("Built-in\n90th pct."),
                                        tr("Loaded\nmedian"), tr("Loaded\n90th pct.")});
    constants_ = new QTableWidget(0, 3);
    constants_->setObjectName(QStringLiteral("calibrationConstants"));
    constants_->setHorizontalHeaderLabels({tr("Constant"), tr("Built-in"), tr("Loaded")});
    for (QTableWidget* t : {errors_, constants_}) {
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->verticalHeader()->setVisible(false);
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->horizontalHeader()->setStretchLastSection(true);
        t->setAlternatingRowColors(true);
    }
    errors_->horizontalHeader()->setSectionResizeMode(Source, QHeaderView::Stretch);
    errors_->horizontalHeader()->setStretchLastSection(false);
    errors_->setToolTip(tr("|predicted ÷ measured − 1| over the runs of each source that publish this metric (as `psa validate` "
                           "prints it)"));
    tabs_->addTab(errors_, tr("Error by source"));
    tabs_->addTab(constants_, tr("Constants"));
    split->addWidget(tabs_);
    scatter_ = new CalibrationScatter;
    scatter_->chart()->setTitle(tr("Predicted against measured"));
    split->addWidget(scatter_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({520, 560});
    v->addWidget(split, 1);

    auto* buttons = new QDialogButtonBox;
    reset_ = buttons->addButton(tr("Reset to Built-in"), QDialogButtonBox::ResetRole);
    reset_->setToolTip(tr("Use the profile shipped with the application again"));
    apply_ = buttons->addButton(tr("Apply"), QDialogButtonBox::ApplyRole);
    apply_->setToolTip(tr("Use the loaded profile for the analysis (re-runs it)"));
    apply_->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(apply_, &QPushButton::clicked, this, [this] {
        if (loaded_)
            emit applyRequested(*loaded_, profilePath_);
    });
    connect(reset_, &QPushButton::clicked, this, &CalibrationDialog::resetRequested);
    v->addWidget(buttons);
    resize(1100, 640);
    refresh();
}

QString CalibrationDialog::errorMessage() const { return error_->isVisible() ? error_->text() : QString(); }

void CalibrationDialog::showError(const QString& text)
{
    error_->setText(text);
    error_->setVisible(!text.isEmpty());
}

bool CalibrationDialog::loadProfileFile(const QString& path)
{
    auto p = loadProfile(std::filesystem::path(path.toStdString()));
    if (!p) {
        showError(tr("%1 is not a usable calibration profile: %2 Nothing was changed.")
                      .arg(QDir::toNativeSeparators(path), qs(p.error().message()) + QLatin1Char('.')));
        return false;
    }
    showError({});
    loaded_ = std::move(p).value();
    profilePath_ = path;
    profileEdit_->setText(QDir::toNativeSeparators(QDir::cleanPath(path)));
    refresh();
    return true;
}

bool CalibrationDialog::loadRunsFile(const QString& path)
{
    auto r = loadRuns(std::filesystem::path(path.toStdString()), catalog_);
    if (!r) {
        showError(tr("%1 is not a usable runs file: %2 Nothing was changed.")
                      .arg(QDir::toNativeSeparators(path), qs(r.error().message()) + QLatin1Char('.')));
        return false;
    }
    int usable = 0;
    for (const auto& run : *r)
        usable += run.usable ? 1 : 0;
    if (usable == 0) {
        showError(tr("%1 holds no run with enough architecture and layout to evaluate. Nothing was changed.")
                      .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    showError({});
    comparison_.reset();  // it points into the runs being replaced
    runs_ = std::move(r).value();
    runsPath_ = path;
    runsEdit_->setText(QDir::toNativeSeparators(QDir::cleanPath(path)));
    refresh();
    emit runsLoaded(path);
    return true;
}

void CalibrationDialog::setMetric(ValidationMetric metric)
{
    metric_ = metric;
    const int i = metricBox_->findData(static_cast<int>(metric));
    if (i != metricBox_->currentIndex()) {
        QSignalBlocker b(metricBox_);
        metricBox_->setCurrentIndex(i);
    }
    refreshErrors();
}

void CalibrationDialog::browseProfile()
{
    AppSettings s;
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Calibration Profile"), s.lastDirectory(),
                                                      tr("Profiles (*.json);;All files (*)"));
    if (!path.isEmpty())
        loadProfileFile(path);
}

void CalibrationDialog::browseRuns()
{
    AppSettings s;
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Measured Runs"), s.lastDirectory(),
                                                      tr("Runs (*.json);;All files (*)"));
    if (!path.isEmpty())
        loadRunsFile(path);
}

void CalibrationDialog::refresh()
{
    apply_->setEnabled(loaded_.has_value());
    const Profile& shown = loaded_ ? *loaded_ : builtin_;
    QString text = tr("<b>%1</b>%2<br>Error bars: throughput ± %3 (90th percentile %4), memory ± %5 (90th percentile %6) — "
                      "built-in: throughput ± %7, memory ± %8.")
                       .arg(qs(shown.name).toHtmlEscaped(),
                            shown.description.empty() ? QString() : QStringLiteral(" — ") + qs(shown.description).toHtmlEscaped(),
                            formatPercent(shown.throughput_error_p50), formatPercent(shown.throughput_error_p90),
                            formatPercent(shown.memory_error_p50), formatPercent(shown.memory_error_p90),
                            formatPercent(builtin_.throughput_error_p50), formatPercent(builtin_.memory_error_p50));
    QStringList families;
    for (const FamilyErrorBars& f : familyErrorBars(shown))
        families << tr("%1 ± %2 (90th percentile %3)")
                        .arg(qs(psa::i18n::translate("psa::Family", f.family)), formatPercent(f.p50), formatPercent(f.p90));
    if (!families.isEmpty())
        text += QStringLiteral("<br>")
            + tr("Throughput by workload family: %1 — a plan of such a workload is shown and ranked with the larger of "
                 "the overall and its family's error.")
                  .arg(families.join(QStringLiteral(", ")));
    if (!loaded_)
        text = tr("No profile loaded; the analysis uses the built-in profile.") + QStringLiteral("<br>") + text;
    summary_->setText(text);
    if (loaded_ && !runs_.empty())
        comparison_ = compareProfiles(runs_, builtin_, *loaded_);
    else
        comparison_.reset();
    refreshConstants();
    refreshErrors();
}

void CalibrationDialog::refreshConstants()
{
    const Profile& other = loaded_ ? *loaded_ : builtin_;
    const auto& all = profileConstants();
    constants_->setRowCount(static_cast<int>(all.size()));
    int row = 0;
    for (const ProfileConstant& k : all) {
        const double a = builtin_.*(k.member), b = other.*(k.member);
        const bool differs = std::abs(a - b) > kSameConstant * std::max(std::abs(a), std::abs(b));
        const QString cells[] = {QString::fromLatin1(k.key), number(a), number(b)};
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(QString::fromLatin1(k.description));
            if (differs) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            constants_->setItem(row, c, item);
        }
        ++row;
    }
}

void CalibrationDialog::refreshErrors()
{
    errors_->setRowCount(0);
    if (!comparison_) {
        scatter_->clear();
        errors_->setRowCount(1);
        auto* item = new QTableWidgetItem(loaded_ ? tr("Load a runs file to compare the errors.")
                                                  : tr("Load a profile and a runs file to compare the errors."));
        item->setForeground(palette().color(QPalette::PlaceholderText));
        errors_->setItem(0, 0, item);
        errors_->setSpan(0, 0, 1, ErrorColumnCount);
        return;
    }
    errors_->clearSpans();
    for (const ValidationComparisonRow& r : comparison_->rows) {
        const ErrorStats& b = statsFor(r.before, metric_);
        const ErrorStats& a = statsFor(r.after, metric_);
        if (b.count == 0 && a.count == 0 && r.group != "all")
            continue;  // this source does not publish the metric
        const int row = errors_->rowCount();
        errors_->insertRow(row);
        const QString cells[] = {r.group == "all" ? tr("all") : qs(r.group), QString::number(std::max(a.count, b.count)),
                                 statCell(b, false), statCell(b, true), statCell(a, false), statCell(a, true)};
        for (int c = 0; c < ErrorColumnCount; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > Source)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (r.group == "all") {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            errors_->setItem(row, c, item);
        }
        // Median better or worse than the built-in profile's.
        if (a.count > 0 && b.count > 0 && a.median_abs != b.median_abs)
            errors_->item(row, LoadedMedian)->setForeground(a.median_abs < b.median_abs ? palette::better() : palette::worse());
    }
    const double band = metric_ == ValidationMetric::Memory ? loaded_->memory_error_p50 : loaded_->throughput_error_p50;
    scatter_->setPoints(metric_, predictedVsMeasured(comparison_->before, metric_), predictedVsMeasured(comparison_->after, metric_), band);
}

}  // namespace psa::ui

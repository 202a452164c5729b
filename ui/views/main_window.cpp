#include "views/main_window.h"

#include "catalog/hf_import.h"
#include "cost/evaluate.h"  // validateScenario (no evaluation here: the workers evaluate)
#include "charts/bubble_chart.h"
#include "charts/comm_chart.h"
#include "charts/compare_charts.h"
#include "charts/memory_chart.h"
#include "charts/palette.h"
#include "charts/pareto_chart.h"
#include "charts/scaling_chart.h"
#include "dialogs/calibration_manager.h"
#include "dialogs/user_guide_dialog.h"
#include "export/suggested_name.h"
#include "forms/forms.h"
#include "models/candidate_table_model.h"
#include "query/apply_query.h"
#include "query/query.h"
#include "session/autosave.h"
#include "settings/app_settings.h"
#include "settings/language.h"
#include "views/code_view.h"
#include "views/comm_table_view.h"
#include "views/compare_view.h"
#include "views/format.h"
#include "views/frozen_column_table.h"
#include "views/metric_info.h"
#include "views/no_layout_panel.h"
#include "views/overview_view.h"
#include "views/pinned_comparison.h"
#include "views/pipeline_timeline.h"
#include "views/scaling_view.h"
#include "views/status_echo.h"
#include "views/time_to_train_card.h"
#include "views/undo_text.h"
#include "views/update_indicator.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMetaMethod>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QToolBar>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>
#include <tuple>

namespace psa::ui {

// One form edit (or a burst of them): the scenario before and after, as scenario-file JSON.
class SnapshotCommand : public QUndoCommand {
public:
    SnapshotCommand(MainWindow* w, const QString& text, QJsonObject before, QJsonObject after)
        : QUndoCommand(text), w_(w), before_(std::move(before)), after_(std::move(after))
    {
    }
    void undo() override { w_->applySnapshot(before_); }
    void redo() override
    {
        if (first_) {
            first_ = false;  // already applied by the edit itself
            return;
        }
        w_->applySnapshot(after_);
    }

private:
    MainWindow* w_;
    QJsonObject before_, after_;
    bool first_ = true;
};

namespace {
QScrollArea* scrolled(QWidget* w)
{
    auto* s = new QScrollArea;
    s->setWidget(w);
    s->setWidgetResizable(true);
    s->setFrameShape(QFrame::NoFrame);
    return s;
}
}  // namespace

MainWindow::MainWindow(Catalog catalog, MainWindowOptions options, QWidget* parent)
    : QMainWindow(parent), catalog_(std::move(catalog)), options_(options)
{
    setObjectName(QStringLiteral("MainWindow"));
    controller_ = new AnalysisController(defaultProfile(), this);
    details_ = new DetailWorker(this);
    connect(details_, &DetailWorker::ready, this, &MainWindow::onDetails);
    controller_->setDebounceMs(options_.debounceMs);
    controller_->setThreads(options_.searchThreads);
    undo_ = new QUndoStack(this);
    input_ = defaultPlanInput(catalog_);
    buildUi();
    buildMenus();

    connect(controller_, &AnalysisController::resultReady, this, &MainWindow::onResult);
    connect(controller_, &AnalysisController::profileChanged, this, [this] { hardwareForm_->setProfile(controller_->profile()); });
    hardwareForm_->setProfile(controller_->profile());  // one buildMenus() restored before the connection
    connect(controller_, &AnalysisController::started, this, [this] {
        progress_->setValue(0);
        progress_->setVisible(true);
    });
    connect(controller_, &AnalysisController::progress, this,
            [this](Generation, double f, qint64) { progress_->setValue(static_cast<int>(f * 100)); });
    connect(controller_, &AnalysisController::failed, this, [this](Generation, const QString& msg) {
        progress_->setVisible(false);
        setStale(true, tr("Analysis failed: %1").arg(msg));
    });
    connect(undo_, &QUndoStack::cleanChanged, this, [this] { updateTitle(); });

    AppSettings settings;
    if (options_.restoreSession) {
        restoreGeometry(settings.geometry());
        restoreState(settings.windowState());
        const QJsonDocument doc = QJsonDocument::fromJson(settings.lastScenario());
        if (doc.isObject())
            if (auto in = planInputFromJson(doc.object(), catalog_))
                input_ = *in;
    }
    setPlanInput(input_);
    lastSnapshot_ = toJson(input_);
    undo_->clear();
    undo_->setClean();
    updateTitle();

    if (!options_.autosaveDir.isEmpty()) {
        autosave_ = new Autosave(
            options_.autosaveDir,
            [this]() -> std::optional<Autosave::Snapshot> {
                if (undo_->isClean())
                    return std::nullopt;
                PlanInput in = input_;
                in.pinned = toPinnedStrategies(pinned_);  // a crash loses no prepared comparison
                return Autosave::Snapshot{in, currentFile_};
            },
            options_.autosaveDelayMs, this);
        connect(undo_, &QUndoStack::indexChanged, autosave_, [this] { autosave_->scheduleSave(); });
        connect(undo_, &QUndoStack::cleanChanged, autosave_, [this](bool clean) {
            if (clean)
                autosave_->discard();
        });
        offerRecovery();
    }
}

// A scenario a crashed session autosaved: offered (newest first, one per start), loaded as unsaved
// changes to the file it came from. Declining deletes it; a file that no longer loads is kept and named.
void MainWindow::offerRecovery()
{
    if (options_.recovery == MainWindowOptions::Recovery::Never)
        return;
    const auto found = Autosave::findRecoverable(options_.autosaveDir);
    if (found.empty())
        return;
    const RecoverableScenario& r = found.front();
    if (options_.recovery == MainWindowOptions::Recovery::Ask) {
        const QString from = r.originalFile.isEmpty() ? tr("an untitled scenario")
                                                      : QDir::toNativeSeparators(r.originalFile);
        const auto answer = QMessageBox::question(
            this, tr("Recover unsaved changes?"),
            tr("Parallel Strategy Analyzer did not close normally. Unsaved changes to %1 were autosaved at %2.\n\n"
               "Recover them? (No deletes the autosave.)")
                .arg(from, QLocale().toString(r.savedAt, QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) {
            Autosave::removeRecoverable(r);
            return;
        }
    }
    auto in = loadScenarioFile(r.autosavePath, catalog_);
    if (!in) {
        QMessageBox::warning(this, tr("Cannot recover"),
                             tr("The autosave %1 could not be read and was left in place.\n\n%2")
                                 .arg(QDir::toNativeSeparators(r.autosavePath), QString::fromStdString(in.error().message())));
        return;
    }
    currentFile_ = r.originalFile;
    PlanInput recovered = *in;
    pinned_ = fromPinnedStrategies(recovered.pinned);
    pinsOrigin_ = pinOrigin(recovered.scenario);
    recovered.pinned.clear();
    applySnapshot(toJson(recovered));
    undo_->clear();
    undo_->resetClean();  // recovered edits are unsaved changes
    updateTitle();
    Autosave::removeRecoverable(r);
    autosave_->saveNow();  // protected again by this session
    statusBar()->showMessage(tr("Recovered unsaved changes from %1").arg(QLocale().toString(r.savedAt, QLocale::ShortFormat)), 10000);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildUi()
{
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    setTabPosition(Qt::LeftDockWidgetArea, QTabWidget::North);
    modelForm_ = new ModelForm(catalog_);
    hardwareForm_ = new HardwareForm(catalog_);
    trainingForm_ = new TrainingForm;
    constraintsForm_ = new ConstraintsForm;
    QDockWidget* first = nullptr;
    // Object names stay English (saved window state refers to them); titles are translated.
    const std::tuple<QWidget*, QString, const char*> docks[] = {{modelForm_, tr("Model"), "Model"},
                                                                {hardwareForm_, tr("Hardware"), "Hardware"},
                                                                {trainingForm_, tr("Training"), "Training"},
                                                                {constraintsForm_, tr("Constraints"), "Constraints"}};
    for (const auto& [w, title, key] : docks) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(QStringLiteral("dock_") + QLatin1String(key));
        // Closable, so that View → Model/Hardware/… can hide and bring back each form.
        d->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
        d->setWidget(scrolled(w));
        d->setMinimumWidth(340);
        addDockWidget(Qt::LeftDockWidgetArea, d);
        if (first)
            tabifyDockWidget(first, d);
        else
            first = d;
    }
    first->raise();
    // As narrow as the forms allow without clipping (they scroll vertically): at 1280 px the candidates'
    // key metrics need the room.
    int dockWidth = 340;
    for (FormBase* f : std::initializer_list<FormBase*>{modelForm_, hardwareForm_, trainingForm_, constraintsForm_})
        dockWidth = std::max(dockWidth, f->minimumSizeHint().width() + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8);
    resizeDocks({first}, {dockWidth}, Qt::Horizontal);
    for (FormBase* f : std::initializer_list<FormBase*>{modelForm_, hardwareForm_, trainingForm_, constraintsForm_})
        connect(f, &FormBase::changed, this, &MainWindow::onFormChanged);
    connect(modelForm_, &ModelForm::importRequested, this, &MainWindow::importHf);

    // Query line.
    auto* tb = addToolBar(tr("Query"));
    tb->setObjectName(QStringLiteral("queryToolbar"));
    tb->setMovable(false);
    query_ = new QLineEdit;
    query_->setObjectName(QStringLiteral("query"));
    query_->setPlaceholderText(tr("Describe the run, e.g. “Mixtral 8x7B on 32 H100, seq_len 4096” and press Enter"));
    query_->setClearButtonEnabled(true);
    tb->addWidget(new QLabel(tr("  Query: ")));
    tb->addWidget(query_);
    connect(query_, &QLineEdit::returnPressed, this, [this] { applyQuery(query_->text()); });

    // Central tabs.
    auto* central = new QWidget;
    auto* cv = new QVBoxLayout(central);
    cv->setContentsMargins(4, 4, 4, 0);
    staleBanner_ = new QLabel;
    staleBanner_->setObjectName(QStringLiteral("staleBanner"));
    staleBanner_->setWordWrap(true);
    staleBanner_->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #664d03; border: 1px solid #e0c060; padding: 6px; }"));
    staleBanner_->setVisible(false);
    cv->addWidget(staleBanner_);
    updatingBanner_ = new QLabel;
    updatingBanner_->setObjectName(QStringLiteral("updatingBanner"));
    updatingBanner_->setWordWrap(true);
    updatingBanner_->setStyleSheet(QStringLiteral("QLabel { background: #e7f1ff; color: #084298; border: 1px solid #9ec5fe; padding: 6px; }"));
    updatingBanner_->setVisible(false);
    cv->addWidget(updatingBanner_);
    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    cv->addWidget(tabs_, 1);
    updating_ = new UpdateIndicator(controller_, tabs_, updatingBanner_, this);
    connect(updating_, &UpdateIndicator::partialShown, this, &MainWindow::showPartial);
    connect(updating_, &UpdateIndicator::cleared, this, &MainWindow::clearPartial);
    setCentralWidget(central);

    overview_ = new OverviewView;
    tabs_->addTab(scrolled(overview_), tr("Overview"));
    connect(overview_->noLayoutPanel(), &NoLayoutPanel::deviceCountChosen, this,
            [this](int n) { hardwareForm_->countSpin()->setValue(n); });

    auto* cand = new QWidget;
    auto* candL = new QVBoxLayout(cand);
    auto* bar = new QHBoxLayout;
    filter_ = new QLineEdit;
    filter_->setPlaceholderText(tr("Filter, e.g. “tp=8 1f1b fp8”"));
    filter_->setClearButtonEnabled(true);
    fitsOnly_ = new QCheckBox(tr("Fits only"));
    auto* pin = new QPushButton(tr("Pin selected"));
    pin->setToolTip(tr("Add the selected strategy to the comparison (Ctrl+P)"));
    bar->addWidget(filter_, 1);
    bar->addWidget(fitsOnly_);
    bar->addWidget(pin);
    candL->addLayout(bar);
    model_ = new CandidateTableModel(this);
    proxy_ = new CandidateFilterProxy(this);
    proxy_->setSourceModel(model_);
    auto* frozenTable = new FrozenColumnTableView(CandidateTableModel::Strategy + 1);  // rank and strategy stay in view
    table_ = frozenTable;
    table_->setObjectName(QStringLiteral("candidateTable"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(-1, Qt::AscendingOrder);  // the search's ranking until a header is clicked
    table_->horizontalHeader()->setSortIndicatorShown(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->setVisible(false);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setContextMenuPolicy(Qt::ActionsContextMenu);
    {
        const QFontMetrics fm = table_->fontMetrics();
        auto* h = table_->horizontalHeader();
        h->setDefaultSectionSize(fm.horizontalAdvance(QStringLiteral("Recompute")) + 24);
        h->setMinimumSectionSize(fm.horizontalAdvance(QStringLiteral("999")) + 16);
        table_->setColumnWidth(CandidateTableModel::Rank, fm.horizontalAdvance(QStringLiteral("99999")) + 12);
        const int strategyWidth = fm.horizontalAdvance(QStringLiteral("DP16 TP8 PP16 · Interleaved 1F1B v4 · mbs1 · ZeRO-1")) + 16;
        table_->setColumnWidth(CandidateTableModel::Strategy, strategyWidth);
        auto fit = [&](int column, const QString& widest) {
            const QString header = model_->headerData(column, Qt::Horizontal).toString();
            table_->setColumnWidth(column, std::max(fm.horizontalAdvance(widest), fm.horizontalAdvance(header)) + 24);
        };
        fit(CandidateTableModel::MemoryGiB, QStringLiteral("999.9"));
        fit(CandidateTableModel::Fits, QStringLiteral("does not fit"));
        fit(CandidateTableModel::TokensPerS, QStringLiteral("99.99 M tok/s"));
        fit(CandidateTableModel::MFU, QStringLiteral("99.9 %"));
        fit(CandidateTableModel::StepTime, QStringLiteral("99.99 s"));
        fit(CandidateTableModel::Bubble, QStringLiteral("99.9 %"));
        fit(CandidateTableModel::CommExposed, QStringLiteral("999 ms"));
        fit(CandidateTableModel::Precision, QStringLiteral("BF16"));
        fit(CandidateTableModel::Score, QStringLiteral("0.999"));
        for (int c : {CandidateTableModel::DP, CandidateTableModel::TP, CandidateTableModel::PP, CandidateTableModel::CP,
                      CandidateTableModel::EP, CandidateTableModel::VPP, CandidateTableModel::MBS, CandidateTableModel::ZeRO,
                      CandidateTableModel::Pareto})
            table_->setColumnWidth(c, fm.horizontalAdvance(QStringLiteral("ZeRO")) + 26);
        table_->setColumnWidth(CandidateTableModel::Schedule, fm.horizontalAdvance(QStringLiteral("Interleaved 1F1B")) + 16);
        // Narrow windows: the strategy text elides before the key metrics scroll out of view.
        frozenTable->setSqueezableColumn(CandidateTableModel::Strategy, fm.horizontalAdvance(QStringLiteral("DP16 TP8 PP16 · 1F1B · mbs1")) + 16,
                                    strategyWidth, CandidateTableModel::StepTime);
        // The degrees repeat the strategy text: hidden until asked for (right-click on the header).
        for (int c = CandidateTableModel::DP; c <= CandidateTableModel::Schedule; ++c)
            table_->setColumnHidden(c, true);
        h->setContextMenuPolicy(Qt::ActionsContextMenu);
        for (int c = CandidateTableModel::MemoryGiB; c < CandidateTableModel::ColumnCount; ++c) {
            auto* toggle = new QAction(model_->headerData(c, Qt::Horizontal).toString(), h);
            toggle->setCheckable(true);
            toggle->setChecked(!table_->isColumnHidden(c));
            connect(toggle, &QAction::toggled, table_, [this, c](bool on) { table_->setColumnHidden(c, !on); });
            h->addAction(toggle);
        }
    }
    candL->addWidget(table_, 1);
    tabs_->addTab(cand, tr("Candidates"));
    connect(filter_, &QLineEdit::textChanged, proxy_, &CandidateFilterProxy::setText);
    connect(fitsOnly_, &QCheckBox::toggled, proxy_, &CandidateFilterProxy::setFitsOnly);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& cur) {
        if (cur.isValid())
            selectCandidate(proxy_->mapToSource(cur).row());
    });
    connect(pin, &QPushButton::clicked, this, [this] { pinCandidate(selected_); });

    pareto_ = new ParetoChart;
    pareto_->setToolTip(tr("Each point is one valid strategy. Click to select it; Ctrl+P pins the selection."));
    tabs_->addTab(pareto_, tr("Pareto"));
    connect(pareto_, &ParetoChart::candidateClicked, this, &MainWindow::selectCandidate);

    memory_ = new MemoryChart;
    memory_->setToolTip(metricTooltip(Metric::Memory));
    tabs_->addTab(memory_, tr("Memory"));

    auto* pipe = new QSplitter(Qt::Vertical);
    bubble_ = new BubbleChart;
    bubble_->setToolTip(metricTooltip(Metric::Bubble));
    timeline_ = new PipelineTimeline;
    pipe->addWidget(bubble_);
    pipe->addWidget(timeline_);
    pipe->setStretchFactor(0, 3);
    pipe->setStretchFactor(1, 2);
    // Explicit first sizes: from size hints alone the timeline took most of the height in Chinese (longer
    // stage labels) and squashed the chart and its axis title.
    pipe->setSizes({540, 360});
    tabs_->addTab(pipe, tr("Pipeline"));

    auto* commSplit = new QSplitter(Qt::Vertical);
    comm_ = new CommChart;
    comm_->setToolTip(metricTooltip(Metric::Comm));
    commTable_ = new CommTableView;
    commSplit->addWidget(comm_);
    commSplit->addWidget(commTable_);
    commSplit->setStretchFactor(0, 3);
    commSplit->setStretchFactor(1, 1);
    commSplit->setSizes({560, 200});
    tabs_->addTab(commSplit, tr("Communication"));

    code_ = new CodeView;
    tabs_->addTab(code_, tr("Code"));
    connect(code_, &CodeView::frameworkChanged, this, [this](Framework f) { input_.code_framework = f; });

    compare_ = new CompareView;
    tabs_->addTab(compare_, tr("Compare"));
    connect(compare_, &CompareView::unpinRequested, this, &MainWindow::unpin);
    connect(compare_, &CompareView::clearRequested, this, &MainWindow::clearPinned);

    scaling_ = new ScalingView;
    scaling_->setThreads(options_.searchThreads);
    tabs_->addTab(scaling_, tr("Scaling"));
    connect(scaling_, &ScalingView::devicesChosen, this, &MainWindow::loadDeviceCount);
    connect(overview_->timeToTrainCard(), &TimeToTrainCard::editRequested, this, [this] {
        raiseDockOf(trainingForm_);
        trainingForm_->trainTokens()->setFocus(Qt::OtherFocusReason);
    });

    progress_ = new QProgressBar;
    progress_->setRange(0, 100);
    progress_->setMaximumWidth(160);
    progress_->setMaximumHeight(16);
    progress_->setVisible(false);
    stats_ = new QLabel;
    stats_->setObjectName(QStringLiteral("stats"));
    echo_ = new StatusEcho;
    statusBar()->addWidget(echo_, 1);
    statusBar()->addPermanentWidget(stats_);
    statusBar()->addPermanentWidget(progress_);
    resize(1440, 900);
}

// The profile the shown result was computed with: details of a candidate must use the same constants
// as its ranking, even while a run with a newly applied profile is in flight.
const Profile& MainWindow::shownProfile() const { return output_ ? output_->profile : controller_->profile(); }

AnalysisRequest MainWindow::requestFor(const PlanInput& in) const
{
    return AnalysisRequest{in.scenario, effectiveConstraints(in), in.weights};
}

void MainWindow::setPlanInput(const PlanInput& in)
{
    input_ = in;
    modelForm_->load(in);
    hardwareForm_->load(in);
    trainingForm_->load(in);
    constraintsForm_->load(in);
    code_->setFramework(in.code_framework);
    onFormChanged();
}

void MainWindow::onFormChanged()
{
    PlanInput in = input_;
    const TrainingFramework plannedBefore = frameworkOf(input_.scenario);
    modelForm_->store(in);
    hardwareForm_->store(in);
    trainingForm_->store(in);
    constraintsForm_->store(in);
    if (frameworkOf(in.scenario) != plannedBefore)  // the launch code follows the framework planned for
        code_->setFramework(emitterFor(frameworkOf(in.scenario)));
    in.code_framework = code_->framework();
    input_ = in;
    scaling_->setInput(in, controller_->profile());
    hardwareForm_->setLayoutContext(in.scenario, effectiveConstraints(in));  // the slider's valid counts
    std::vector<Error> errors = validateScenario(in.scenario);
    for (Error& e : constraintsForm_->inputErrors())
        errors.push_back(std::move(e));
    for (Error& e : trainingForm_->inputErrors())
        errors.push_back(std::move(e));
    const double wsum = in.weights.throughput + in.weights.memory + in.weights.comm + in.weights.bubble;
    if (wsum <= 0)
        errors.push_back(Error{"constraints.weights", "out_of_range", tr("at least one score weight must be positive").toStdString()});
    int shown = 0;
    for (FormBase* f : std::initializer_list<FormBase*>{modelForm_, hardwareForm_, trainingForm_, constraintsForm_})
        shown += f->setErrors(errors);
    if (!applyingSnapshot_)
        pushUndoSnapshot();
    QStringList run;
    for (const auto& item : describeRun(in))
        run << qs(item);
    echo_->setMessage(tr("Scenario: %1").arg(run.join(QStringLiteral(", "))));
    if (!errors.empty()) {
        controller_->cancel();
        updating_->stop();
        progress_->setVisible(false);
        QStringList msgs;
        for (const auto& e : errors)
            msgs << QString::fromStdString(e.message());
        setStale(true, tr("Input is invalid — showing the last good result. %1").arg(msgs.join(QStringLiteral("; "))));
        return;
    }
    controller_->request(requestFor(in));
    if (stale_)
        staleBanner_->setText(tr("Updating…"));
}

void MainWindow::runNow()
{
    onFormChanged();
    if (!stale_ || controller_->isPending())
        controller_->runNow(requestFor(input_));
}

void MainWindow::setStale(bool stale, const QString& why)
{
    stale_ = stale;
    model_->setStale(stale);
    staleBanner_->setVisible(stale);
    if (stale) {
        staleBanner_->setText(why);
        statusBar()->showMessage(why, 10000);
    }
}

void MainWindow::onResult(const AnalysisPtr& out)
{
    static const bool timing = qEnvironmentVariableIsSet("PSA_UI_TIMING");
    QElapsedTimer clock;
    clock.start();
    auto lap = [&](const char* what) {
        if (timing)
            qInfo("onResult %s: %lld ms", what, clock.restart());
    };
    progress_->setVisible(false);
    // Keep the selected strategy selected when it is still a candidate.
    std::optional<std::pair<Strategy, Precision>> keep;
    if (const Candidate* c = model_->candidate(selected_); c && selected_ != 0)
        keep = std::pair{c->strategy, c->precision};
    output_ = out;
    setStale(false);
    {
        QSignalBlocker b(table_->selectionModel());
        model_->setOutput(out);
    }
    lap("table");
    const SearchResult& r = out->result;
    stats_->setText(tr("%1 candidates (%2 fit) in %3 ms")
                        .arg(QLocale().toString(static_cast<qlonglong>(r.candidates.size())))
                        .arg(QLocale().toString(r.stats.fitting))
                        .arg(QLocale().toString(r.stats.elapsed_ms, 'f', 0)));
    std::optional<Estimate> best;
    if (r.best() && !out->top.empty())  // evaluated by the worker with the search
        best = out->top.front();
    overview_->setOutput(out, best);
    lap("overview");
    pareto_->setOutput(out);
    lap("pareto");
    int sel = r.candidates.empty() ? -1 : 0;
    if (keep)
        for (size_t i = 0; i < r.candidates.size(); ++i)
            if (r.candidates[i].strategy == keep->first && r.candidates[i].precision == keep->second) {
                sel = static_cast<int>(i);
                break;
            }
    selected_ = -1;
    // The selection's views, the pins (re-checked when made for another model or cluster) and a
    // diagnosis come from the detail worker; resultApplied follows with its answer.
    selectCandidate(sel);
    resultDetails_ = details_->latestSerial();
    lap("selection");
}

// ---------------------------------------------------------------- undo
void MainWindow::pushUndoSnapshot()
{
    const QJsonObject now = toJson(input_);
    if (now == lastSnapshot_)
        return;
    QString text = undoText_;
    if (text.isEmpty()) {
        if (auto before = planInputFromJson(lastSnapshot_, catalog_))
            text = describeChange(*before, input_);
        else
            text = tr("Edit scenario");
    }
    undo_->push(new SnapshotCommand(this, text, lastSnapshot_, now));
    lastSnapshot_ = now;
}

void MainWindow::applySnapshot(const QJsonObject& json)
{
    auto in = planInputFromJson(json, catalog_);
    if (!in)
        return;
    applyingSnapshot_ = true;
    lastSnapshot_ = json;
    setPlanInput(*in);
    applyingSnapshot_ = false;
}

// ---------------------------------------------------------------- session hand-over
MainWindow::Session MainWindow::session() const
{
    return Session{input_,      currentFile_,          !undo_->isClean(), pinned_, saveGeometry(), saveState(), tabs_->currentIndex(),
                   query_->text(), echo_->message()};
}

void MainWindow::adoptSession(const Session& s)
{
    restoreGeometry(s.geometry);
    restoreState(s.dockState);
    currentFile_ = s.file;
    pinned_ = s.pinned;
    pinsOrigin_ = pinOrigin(s.input.scenario);
    applySnapshot(toJson(s.input));
    undo_->clear();
    if (s.modified)
        undo_->resetClean();
    else
        undo_->setClean();
    updateTitle();
    tabs_->setCurrentIndex(s.tab);
    query_->setText(s.query);
    if (!s.query.isEmpty() && !s.echo.isEmpty())
        echo_->setMessage(s.echo);  // what the query understood (in the old language; the next query speaks the new)
    refreshPinned();
    if (s.modified && autosave_)
        autosave_->saveNow();
}

QString MainWindow::autosavePath() const { return autosave_ ? autosave_->path() : QString(); }

// ---------------------------------------------------------------- query
// A query describes a whole run (core applyQuery, the same as `psa analyze "<sentence>"`): what it does
// not say returns to a new scenario's defaults, never to what an earlier query or edit left.
void MainWindow::applyQuery(const QString& text)
{
    const QueryResult q = parseQuery(text.toStdString(), catalog_);
    const AppliedQuery a = psa::applyQuery(q, catalog_, defaultPlanInput(catalog_));
    QStringList unused;
    for (const auto& u : q.unused)
        unused << qs(u);
    if (!a.model_named) {  // as psa analyze: the model is what the question is about; the scenario stays
        QString msg = tr("Query: could not tell the model from “%1” — name one, e.g. “Llama-2 70B on 64 H100”. The scenario is unchanged.")
                          .arg(text.trimmed());
        if (!unused.isEmpty())
            msg += tr(" — not used: %1").arg(unused.join(QStringLiteral(", ")));
        echo_->setMessage(msg);
        statusBar()->showMessage(msg, 20000);
        return;
    }
    // Strategies named in the query are pinned side by side in Compare ("Compare DP=8 vs TP=4…").
    // A diagnosis ("Currently using DP=8 … OOM") pins the current strategy and, once the search is
    // done, the recommendation beside it; like psa diagnose it runs on the devices the strategy covers.
    diagnosing_.reset();  // a new question
    pinBestOnResult_ = false;
    if (!a.strategies.empty()) {  // a query that names none keeps the pins (re-checked on the new scenario)
        pinned_.clear();
        const bool diagnose = q.intent == QueryIntent::Diagnose;
        const int devices = a.file.scenario.cluster.num_devices;
        // Like psa diagnose, the fixes use every device the user has; the current layout is pinned spread over them.
        const std::size_t keep = std::min(diagnose ? std::size_t(1) : a.strategies.size(), std::size_t(kMaxPinned));
        for (std::size_t i = 0; i < keep; ++i) {
            Strategy s = a.strategies[i];
            if (diagnose && devicesCoveredBy(s, devices))
                s.dp = 0;
            pinned_.emplace_back(s, a.file.scenario.training.precision);
        }
        pinsOrigin_ = pinOrigin(a.file.scenario);
        pinBestOnResult_ = diagnose;
        if (diagnose)
            diagnosing_ = a.strategies.front();
        tabs_->setCurrentWidget(compare_);
    }
    // The pins are compared with the query's result (onResult asks the detail worker).
    undoText_ = tr("Query “%1”").arg(text.trimmed());
    setPlanInput(a.file);
    undoText_.clear();
    QStringList understood;
    for (const auto& u : a.echo)
        understood << qs(u);
    QString msg = tr("Understood: %1").arg(understood.join(QStringLiteral(", ")));
    if (!unused.isEmpty())
        msg += tr(" — not used: %1").arg(unused.join(QStringLiteral(", ")));
    if (a.note)
        msg = qs(*a.note) + QStringLiteral(" — ") + msg;  // first: what changed beyond the words
    echo_->setMessage(msg);
    query_->setToolTip(msg);
}

// ---------------------------------------------------------------- screenshots, close
QStringList MainWindow::captureScreenshots(const QString& dir)
{
    constexpr int kDetailsWaitMs = 60000;  // the selection's and the pins' views come from the detail worker
    waitForDetails(kDetailsWaitMs);
    QDir().mkpath(dir);
    QStringList written;
    static const char* names[] = {"overview", "candidates", "pareto", "memory", "pipeline", "communication", "code", "compare"};
    for (int i = 0; i < tabs_->count() && i < 8; ++i) {
        tabs_->setCurrentIndex(i);
        for (int k = 0; k < 3; ++k)
            QApplication::processEvents();
        const QString path = QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(i + 1, 2, 10, QLatin1Char('0')).arg(QLatin1String(names[i])));
        if (grab().save(path))
            written << path;
    }
    tabs_->setCurrentIndex(0);
    // The input docks other than the model form, each raised in turn over the overview.
    const std::pair<FormBase*, const char*> docks[]
        = {{hardwareForm_, "10-hardware"}, {constraintsForm_, "11-constraints"}, {trainingForm_, "17-training"}};
    for (const auto& [form, name] : docks) {
        raiseDockOf(form);
        for (int k = 0; k < 3; ++k)
            QApplication::processEvents();
        const QString path = QDir(dir).filePath(QStringLiteral("%1.png").arg(QLatin1String(name)));
        if (grab().save(path))
            written << path;
    }
    raiseDockOf(modelForm_);
    return written;
}

void MainWindow::raiseDockOf(QWidget* form)
{
    for (QWidget* p = form; p; p = p->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(p)) {
            dock->raise();
            return;
        }
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    if (options_.restoreSession && !maybeSave()) {
        e->ignore();
        return;
    }
    if (options_.restoreSession) {
        AppSettings s;
        s.setGeometry(saveGeometry());
        s.setWindowState(saveState());
        s.setLastScenario(QJsonDocument(toJson(input_)).toJson(QJsonDocument::Compact));
    }
    controller_->cancel();
    e->accept();
}

}  // namespace psa::ui

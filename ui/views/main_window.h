// The application window: input forms in docks on the left, result views in tabs, query line on top.
#pragma once

#include <QJsonObject>
#include <QMainWindow>

#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "controller/analysis_controller.h"
#include "controller/detail_worker.h"
#include "forms/plan_input.h"
#include "session/autosave.h"

class QLabel;
class QLineEdit;
class QProgressBar;
class QTabWidget;
class QTableView;
class QTableWidget;
class QCheckBox;
class QUndoStack;
class QMenu;
class QChartView;

namespace psa::ui {

class BubbleChart;
class CandidateFilterProxy;
class CandidateTableModel;
class CodeView;
class CommChart;
class CommTableView;
class CompareView;
class ConstraintsForm;
class HardwareForm;
class MemoryChart;
class ModelForm;
class OverviewView;
class ParetoChart;
class PipelineTimeline;
class ScalingView;
class StatusEcho;
class UpdateIndicator;
class CalibrationManager;
class TrainingForm;

struct MainWindowOptions {
    bool restoreSession = true;  // geometry and last scenario from QSettings
    int debounceMs = 150;
    int searchThreads = 0;       // 0 = all cores
    // Crash recovery (session/autosave.h): where unsaved changes are autosaved ("" = off) and what
    // to do with a scenario a crashed session left there.
    QString autosaveDir;
    int autosaveDelayMs = Autosave::kDefaultDelayMs;
    enum class Recovery { Ask, Always, Never } recovery = Recovery::Ask;
};

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Catalog catalog, MainWindowOptions options = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    // ----- state, for the application and the tests
    [[nodiscard]] const PlanInput& planInput() const { return input_; }
    void setPlanInput(const PlanInput& in);  // loads the forms and re-runs
    [[nodiscard]] const AnalysisPtr& output() const { return output_; }
    [[nodiscard]] int selectedIndex() const { return selected_; }
    [[nodiscard]] bool isStale() const { return stale_; }
    // The selected layout's full estimate, once the detail worker has computed it (detailsCurrent()).
    [[nodiscard]] std::optional<Estimate> selectedEstimate() const;
    // The views show the details (selection, pins, diagnosis) of the latest request: nothing is in flight.
    [[nodiscard]] bool detailsCurrent() const;
    // Waits (the event loop runs) until detailsCurrent(), at most timeoutMs; false on timeout.
    bool waitForDetails(int timeoutMs);
    [[nodiscard]] const Catalog& catalog() const { return catalog_; }
    void selectCandidate(int candidateIndex);
    void pinCandidate(int candidateIndex);
    void unpin(int pinnedIndex);
    [[nodiscard]] const std::vector<std::pair<Strategy, Precision>>& pinned() const { return pinned_; }
    bool saveTo(const QString& path);
    // Exports without dialogs (File → Export PDF… / candidates CSV use them); false + *error on failure.
    bool exportPdfTo(const QString& path, QString* error = nullptr);
    bool exportCandidatesCsvTo(const QString& path, QString* error = nullptr);
    bool openFile(const QString& path);
    void applyQuery(const QString& text);
    // The Scaling tab's choice: the scenario at `devices` devices (one undo step; main_window_scaling.cpp).
    void loadDeviceCount(int devices);
    void runNow();
    void showUserGuide();  // Help → User Guide
    // Where an export or save dialog starts: model-devices-date.EXT in the last directory.
    [[nodiscard]] QString suggestedPath(const QString& extension) const;
    // Selects each tab, grabs the window and writes DIR/NN-name.png.
    QStringList captureScreenshots(const QString& dir);
    // Computes a sweep on the Scaling tab (at most timeoutMs) and writes DIR/13-scaling.png, then the
    // Overview beside the Training form as DIR/14-time-to-train.png; returns the first, "" on failure.
    QString captureScalingScreenshot(const QString& dir, int timeoutMs);

    // ----- parts, for the tests
    AnalysisController* controller() const { return controller_; }
    DetailWorker* detailWorker() const { return details_; }
    CandidateTableModel* candidateModel() const { return model_; }
    CandidateFilterProxy* candidateProxy() const { return proxy_; }
    QTableView* candidateTable() const { return table_; }
    ParetoChart* paretoChart() const { return pareto_; }
    MemoryChart* memoryChart() const { return memory_; }
    BubbleChart* bubbleChart() const { return bubble_; }
    CommChart* commChart() const { return comm_; }
    CommTableView* commTable() const { return commTable_; }
    PipelineTimeline* timeline() const { return timeline_; }
    CalibrationManager* calibration() const { return calibration_; }
    OverviewView* overview() const { return overview_; }
    CompareView* compareView() const { return compare_; }
    CodeView* codeView() const { return code_; }
    ScalingView* scalingView() const { return scaling_; }
    ModelForm* modelForm() const { return modelForm_; }
    HardwareForm* hardwareForm() const { return hardwareForm_; }
    TrainingForm* trainingForm() const { return trainingForm_; }
    ConstraintsForm* constraintsForm() const { return constraintsForm_; }
    QTabWidget* tabs() const { return tabs_; }
    QUndoStack* undoStack() const { return undo_; }
    QLineEdit* queryEdit() const { return query_; }
    QCheckBox* fitsOnlyBox() const { return fitsOnly_; }
    QLineEdit* filterEdit() const { return filter_; }
    StatusEcho* statusEcho() const { return echo_; }
    UpdateIndicator* updateIndicator() const { return updating_; }

    // What a rebuilt window (language switch) takes over from the old one.
    struct Session {
        PlanInput input;
        QString file;
        bool modified = false;
        std::vector<std::pair<Strategy, Precision>> pinned;
        QByteArray geometry, dockState;
        int tab = 0;
        QString query;  // the query line's text (a language switch keeps it)
        QString echo;   // the status echo
    };
    [[nodiscard]] Session session() const;
    void adoptSession(const Session& s);
    // This window's crash-recovery file ("" when autosave is off).
    [[nodiscard]] QString autosavePath() const;

signals:
    // After every applied result (tests wait on it).
    void resultApplied(psa::ui::Generation generation);
    // After the views took over a detail answer (selection, pins, diagnosis).
    void detailsApplied(quint64 serial);
    // View → Language chose another language; an AppShell rebuilds the window for it. Without a
    // listener the choice applies from the next start.
    void languageChangeRequested(const QString& lang);

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    friend class SnapshotCommand;
    void buildUi();
    void buildMenus();
    void buildLanguageMenu(QMenu* menu);
    void onFormChanged();
    void onResult(const AnalysisPtr& out);
    // Details (main_window_details.cpp): what the views need beyond the ranking, from the detail worker.
    quint64 requestDetails(bool withPlan = false);
    void onDetails(const DetailPtr& d);
    void refreshPinned();
    void refreshMemoryChart();
    void showPartial(const Candidate& fastest, double fraction);  // a search in flight (UpdateIndicator)
    void clearPartial();
    // The plan report (and comparison) of the shown result for an export, computed on the detail worker;
    // nullptr (and *error) when none came within the wait.
    DetailPtr detailsForExport(QString* error);
    void pushUndoSnapshot();
    void applySnapshot(const QJsonObject& json);
    void offerRecovery();
    [[nodiscard]] const Profile& shownProfile() const;
    void clearPinned();  // the pins and a diagnosis that came with them
    void raiseDockOf(QWidget* form);
    bool maybeSave();
    void newScenario();
    void openDialog();
    bool save();
    bool saveAs();
    void importHf();
    void exportReport();
    void exportPdf();
    void exportCandidatesCsv();
    void exportChart(QChartView* view);
    QChartView* currentChart() const;
    void updateRecentMenu();
    void updateTitle();
    void setStale(bool stale, const QString& why = {});
    AnalysisRequest requestFor(const PlanInput& in) const;

    Catalog catalog_;
    MainWindowOptions options_;
    PlanInput input_;
    AnalysisController* controller_;
    DetailWorker* details_;
    AnalysisPtr output_;
    DetailPtr shownDetails_;        // the last applied detail answer
    quint64 resultDetails_ = 0;     // the detail request that completes the shown result (resultApplied follows it)
    int selected_ = -1;
    bool stale_ = false;
    std::vector<std::pair<Strategy, Precision>> pinned_;
    bool pinBestOnResult_ = false;  // a diagnosis query pins the recommendation next to the current strategy
    std::optional<Strategy> diagnosing_;  // the current strategy of a diagnosis query (Compare → Diagnosis)
    std::string pinsOrigin_;  // model and cluster the pins were made for (pinOrigin); others are re-checked
    QUndoStack* undo_;
    Autosave* autosave_ = nullptr;
    QJsonObject lastSnapshot_;
    bool applyingSnapshot_ = false;
    QString currentFile_;
    QMenu* recentMenu_ = nullptr;

    ModelForm* modelForm_;
    HardwareForm* hardwareForm_;
    TrainingForm* trainingForm_;
    ConstraintsForm* constraintsForm_;
    QLineEdit* query_;
    QTabWidget* tabs_;
    OverviewView* overview_;
    CandidateTableModel* model_;
    CandidateFilterProxy* proxy_;
    QTableView* table_;
    QLineEdit* filter_;
    QCheckBox* fitsOnly_;
    ParetoChart* pareto_;
    MemoryChart* memory_;
    BubbleChart* bubble_;
    PipelineTimeline* timeline_;
    CommChart* comm_;
    CommTableView* commTable_;
    CodeView* code_;
    CompareView* compare_;
    ScalingView* scaling_;
    QLabel* staleBanner_;
    QProgressBar* progress_;
    QLabel* stats_;
    StatusEcho* echo_;
    QLabel* updatingBanner_;
    UpdateIndicator* updating_;
    QString undoText_;  // names the next undo step (a query); empty = describe the change
    CalibrationManager* calibration_ = nullptr;
};

}  // namespace psa::ui

// File → Export Report / PDF / Candidates CSV / Chart: the exports of the shown result. The reports are
// built on the detail worker (detailsForExport), never on the GUI thread.
#include "views/main_window.h"

#include "export/atomic_file.h"
#include "export/chart_render.h"
#include "export/pdf_report.h"
#include "export/table_export.h"
#include "report/document.h"
#include "report/plan_report.h"
#include "settings/app_settings.h"
#include "views/compare_view.h"
#include "views/format.h"
#include "views/scaling_view.h"

#include <QApplication>
#include <QChartView>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

namespace psa::ui {

void MainWindow::exportReport()
{
    if (!output_)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Report"), suggestedPath(QStringLiteral("md")),
                                                      tr("Markdown (*.md);;Text (*.txt);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    const DetailPtr d = detailsForExport(&error);
    if (!d) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    const PlanReport& rep = *d->plan;
    const std::string text = path.endsWith(QLatin1String(".json")) ? renderPlanJson(rep)
                             : path.endsWith(QLatin1String(".txt")) ? renderPlanText(rep, false)
                                                                   : renderPlanMarkdown(rep);
    if (!writeBytesAtomically(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error))
        QMessageBox::warning(this, tr("Cannot export"), error);
}

// ---------------------------------------------------------------- PDF, CSV and chart exports
bool MainWindow::exportPdfTo(const QString& path, QString* error)
{
    if (!output_) {
        if (error)
            *error = tr("%1: there is no analysis to export yet").arg(QDir::toNativeSeparators(path));
        return false;
    }
    const DetailPtr d = detailsForExport(error);
    if (!d)
        return false;
    const PlanReport& rep = *d->plan;
    PdfOptions o;
    const QLocale::Territory t = QLocale().territory();
    o.pageSize = (t == QLocale::UnitedStates || t == QLocale::Canada || t == QLocale::Mexico) ? QPageSize::Letter : QPageSize::A4;
    o.analysis = d->output;
    o.profile = d->output->profile;
    o.memoryHeadroom = d->output->request.constraints.memory_headroom;
    if (!scaling_->isStale())
        o.scaling = scaling_->points();
    if (d->comparison) {  // the pins, compared on the worker with the plan
        const ComparisonReport& cmp = *d->comparison;
        for (const auto& c : cmp.strategies)
            o.pinned.push_back({qs(c.key), c.precision, c.estimate});
        Document doc = comparisonDocument(cmp);
        o.extraTitle = qs(doc.title);
        o.extraSections = std::move(doc.sections);
        o.verdict = qs(cmp.verdict.text);
    }
    return writePlanPdf(path, rep, o, error);
}

bool MainWindow::exportCandidatesCsvTo(const QString& path, QString* error)
{
    if (!output_) {
        if (error)
            *error = tr("%1: there is no analysis to export yet").arg(QDir::toNativeSeparators(path));
        return false;
    }
    return writeCandidatesCsv(path, output_->result, output_->request.scenario.cluster.num_devices, error);
}

void MainWindow::exportPdf()
{
    if (!output_)
        return;
    AppSettings s;
    QString path = QFileDialog::getSaveFileName(this, tr("Export PDF"), suggestedPath(QStringLiteral("pdf")), tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool ok = exportPdfTo(path, &error);
    QApplication::restoreOverrideCursor();
    if (!ok)
        QMessageBox::warning(this, tr("Cannot export PDF"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::exportCandidatesCsv()
{
    if (!output_)
        return;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Candidates"), suggestedPath(QStringLiteral("csv")), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    QString error;
    if (!exportCandidatesCsvTo(path, &error))
        QMessageBox::warning(this, tr("Cannot export candidates"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
}

QChartView* MainWindow::currentChart() const
{
    QWidget* w = tabs_->currentWidget();
    if (!w)
        return nullptr;
    if (auto* v = qobject_cast<QChartView*>(w))
        return v;
    if (w == compare_)
        return compare_->currentChart();
    return w->findChild<QChartView*>();
}

void MainWindow::exportChart(QChartView* view)
{
    if (!view)
        return;
    QString selected;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"), suggestedPath(QStringLiteral("png")),
                                                tr("PNG image (*.png);;SVG drawing (*.svg)"), &selected);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += selected.contains(QLatin1String("svg")) ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString error;
    if (!writeChartImage(path, view, &error))
        QMessageBox::warning(this, tr("Cannot export chart"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
}

}  // namespace psa::ui

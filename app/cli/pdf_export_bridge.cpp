#include "pdf_export_bridge.h"

#ifdef PSA_WITH_QT_PDF
#include <QApplication>
#include <QByteArray>
#include <QString>

#include <memory>

#include "export/pdf_report.h"
#include "qt_i18n.h"
#include "views/format.h"
#endif

namespace psa::cli {

#ifdef PSA_WITH_QT_PDF

bool pdfExportAvailable() { return true; }

bool writePlanPdfFile(const PdfRequest& rq, std::string* error, bool* writeFailed)
{
    if (writeFailed)
        *writeFailed = false;
    const auto page = ui::pageSizeFromName(QString::fromStdString(rq.page_size));
    if (!page) {
        if (error)
            *error = "--page-size: '" + rq.page_size + "' is not one of a4, letter";
        return false;
    }
    // No display needed: the offscreen platform unless the caller chose one.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QApplication> app;
    static int argc = 1;
    static char name[] = "psa";
    static char* argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        app = std::make_unique<QApplication>(argc, argv);
    i18n::attachToApplication();  // --lang: the PDF's own texts (tr()) follow it like the core's
    QCoreApplication::setApplicationName(QStringLiteral("psa"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PSA_VERSION));

    ui::PdfOptions o;
    o.pageSize = *page;
    o.profile = rq.profile;
    o.memoryHeadroom = rq.constraints.memory_headroom;
    if (rq.result) {
        auto out = std::make_shared<ui::AnalysisOutput>();
        out->request = {rq.scenario, rq.constraints, rq.weights};
        out->result = *rq.result;
        out->baseline = rq.report->baseline;
        o.analysis = out;
    }
    for (const auto& p : rq.pinned)
        o.pinned.push_back({QString::fromStdString(p.label), p.precision, p.estimate});
    o.extraTitle = QString::fromStdString(rq.extra_title);
    o.extraSections = rq.extra_sections;
    o.verdict = QString::fromStdString(rq.verdict);
    QString why;
    const bool ok = ui::writePlanPdf(QString::fromStdString(rq.path), *rq.report, o, &why, writeFailed);
    if (!ok && error)
        *error = why.toStdString();
    return ok;
}

#else

bool pdfExportAvailable() { return false; }

bool writePlanPdfFile(const PdfRequest&, std::string* error, bool* writeFailed)
{
    if (writeFailed)
        *writeFailed = false;
    if (error)
        *error = "built without Qt: PDF export unavailable";
    return false;
}

#endif

}  // namespace psa::cli

// The plan report as a PDF: a title page with the scenario, the eight sections of planDocument()
// (tables, the launch code as a listing), vector charts drawn by the application's chart classes,
// the pinned comparison, and the assumptions and calibration used. Text stays text (searchable).
#pragma once

#include "calibration/profile.h"
#include "controller/analysis_output.h"
#include "export/pinned_estimate.h"
#include "report/plan_report.h"
#include "search/sweep.h"

#include <QByteArray>
#include <QDateTime>
#include <QPageSize>
#include <QString>
#include <optional>
#include <vector>

#include "calibration/profile.h"
#include "controller/analysis_output.h"
#include "report/document.h"
#include "report/plan_report.h"
#include "export/pinned_estimate.h"

namespace psa::ui {

struct PdfOptions {
    QPageSize::PageSizeId pageSize = QPageSize::A4;  // A4 or Letter
    std::vector<PinnedEstimate> pinned;              // the comparison section's chart (labels: keys A, B, …)
    // The comparison's (or diagnosis's) own sections from the core report (comparisonDocument,
    // diagnosisDocument), laid out after the plan under extraTitle: the same content as psa compare.
    QString extraTitle;
    std::vector<DocSection> extraSections;
    QString verdict;                                 // the comparison's verdict line, for the first page
    AnalysisPtr analysis;                            // every candidate, for the Pareto chart (optional)
    std::optional<Profile> profile;                  // constants for "Assumptions and calibration"
    double memoryHeadroom = 0.1;                     // usable-memory line of the memory charts
    std::vector<SweepPoint> scaling; // a device-count sweep of this scenario (the Scaling tab), when computed
    QString version;                                 // empty: the application's version (or PSA_VERSION)
    QDateTime generated;                             // invalid: now
};

// Writes atomically (temporary file in the target's folder, renamed at the end). Returns false and
// sets *error to "<path>: <reason>" when it cannot; no file is left behind then.
bool writePlanPdf(const QString& path, const PlanReport& report, const PdfOptions& options, QString* error = nullptr,
                  bool* writeFailed = nullptr);
// The PDF's bytes, complete (starting with %PDF-, ending with %%EOF), or empty with *error set.
// writePlanPdf hands them to the atomic writer (*writeFailed: the file could not be written).
QByteArray renderPlanPdf(const PlanReport& report, const PdfOptions& options, QString* error = nullptr);

// "A4" / "Letter" (case-insensitive) → page size; nullopt for anything else.
std::optional<QPageSize::PageSizeId> pageSizeFromName(const QString& name);

}  // namespace psa::ui

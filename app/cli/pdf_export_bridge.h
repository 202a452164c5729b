// psa analyze/compare --format pdf: the one place the command line reaches the Qt PDF writer.
// Built with the GUI (PSA_WITH_QT_PDF), it starts an offscreen QApplication only for this call;
// without Qt, pdfExportAvailable() is false and writePlanPdfFile() returns an error.
#pragma once

#include <string>
#include <vector>

#include "calibration/profile.h"
#include "report/document.h"
#include "report/plan_report.h"
#include "search/search.h"

namespace psa::cli {

struct PdfPin {
    std::string label;
    Precision precision = Precision::BF16;
    Estimate estimate;
};

struct PdfRequest {
    std::string path;
    std::string page_size = "a4";  // a4 | letter
    const PlanReport* report = nullptr;
    const SearchResult* result = nullptr;  // all candidates, for the Pareto chart
    Scenario scenario;
    SearchConstraints constraints;
    ScoreWeights weights;
    Profile profile;
    std::vector<PdfPin> pinned;  // the comparison section's charts (labels: the report's keys A, B, …)
    // The comparison's or diagnosis's own sections (core/report), laid out after the plan under `extra_title`.
    std::string extra_title;
    std::vector<DocSection> extra_sections;
    std::string verdict;  // the comparison's verdict line (first page)
};

bool pdfExportAvailable();
// True when written; otherwise *error says why (no file is left behind, the previous one is
// unchanged) and *writeFailed tells a failed write (exit 4) from a bad request.
bool writePlanPdfFile(const PdfRequest& request, std::string* error, bool* writeFailed = nullptr);

}  // namespace psa::cli

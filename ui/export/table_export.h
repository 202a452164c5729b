// Exports of the analysis as data and pictures: every candidate as CSV, any chart as PNG or SVG.
// All of them are atomic (temporary file + rename) and report "<file>: <reason>" on failure.
#pragma once

#include <QSize>
#include <QString>

#include "controller/analysis_output.h"
#include "export/chart_render.h"

class QChart;
class QChartView;
class QPainter;

namespace psa::ui {

// One header line and one row per candidate (search ranking order) with every metric; RFC 4180
// quoting (fields with a comma, quote or line break are quoted, quotes doubled), "\n" line ends.
QString candidatesCsv(const SearchResult& result, int numDevices);
bool writeCandidatesCsv(const QString& path, const SearchResult& result, int numDevices, QString* error = nullptr);
QString csvField(const QString& text);

// PNG (grabbed at devicePixelRatio 2) or SVG (vector, through QSvgGenerator) by the extension of
// `path` (.png / .svg, case-insensitive; anything else is an error). `size` is the logical size
// in pixels of the picture; an empty size uses the view's current size (at least 800 × 500).
bool writeChartImage(const QString& path, QChartView* view, QString* error = nullptr, QSize size = {});

}  // namespace psa::ui

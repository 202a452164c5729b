// Paths baked in by tests/CMakeLists.txt.
#pragma once

#include <QString>

namespace psa::test {
inline QString sourceDir() { return QStringLiteral(PSA_TEST_SOURCE_DIR); }
inline QString dataDir() { return QStringLiteral(PSA_TEST_DATA_DIR); }
inline QString cliPath() { return QStringLiteral(PSA_CLI_PATH); }
// The published runs shipped as product data (what `psa validate` reads without --runs).
inline QString publishedRunsFile() { return sourceDir() + QStringLiteral("/resources/calibration/published-runs.json"); }
}  // namespace psa::test

// Paths baked in by tests/CMakeLists.txt.
#pragma once

#include <QString>

namespace psa::test {
inline QString sharedDir() { return QStringLiteral(PSA_TEST_SHARED_DIR); }
inline QString sourceDir() { return QStringLiteral(PSA_TEST_SOURCE_DIR); }
inline QString dataDir() { return QStringLiteral(PSA_TEST_DATA_DIR); }
inline QString cliPath() { return QStringLiteral(PSA_CLI_PATH); }
}  // namespace psa::test

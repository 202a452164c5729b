// psa_i18n: the application's translations (the embedded .qm files, Qt6 Core only) for every front
// end. Installing a language feeds the core's translation hook (report text, rule reasons, verdicts)
// and, where there is a QCoreApplication, the tr() texts of the Qt front end.
#pragma once

#include <string>

namespace psa::i18n {

// Loads the embedded translation for `lang` ("en" or "zh_CN") and installs it: as the core's
// translator and on the QCoreApplication, if there is one. "en" removes the translation.
// Returns false (and leaves English installed) when no translation for `lang` is embedded.
// Call it from the main thread; the search may keep translating on its worker threads meanwhile.
bool installLanguage(const std::string& lang);

// Installs the current translation on a QCoreApplication created after installLanguage()
// (psa --format pdf starts one only to write the PDF).
void attachToApplication();

// The language installed by the last successful installLanguage() ("en" before any).
std::string installedLanguage();

}  // namespace psa::i18n

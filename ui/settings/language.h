// User interface language: which translation to load and installing it (app .qm + Qt's own).
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace psa::ui {

// The languages the application ships, as QLocale names ("en" is the source language).
QStringList availableLanguages();
// The native name shown in the language menu ("English", "简体中文").
QString languageDisplayName(const QString& lang);
// Maps a request to a shipped language: "" = the system locale; "zh", "zh_CN", "zh-Hans" → "zh_CN";
// anything not shipped → "en".
QString resolveLanguage(const QString& requested);
// Installs the translators for `lang` (already resolved) on `app`, replacing the ones installed before.
// Returns false if the application's translation for a non-English language could not be loaded.
bool installTranslators(QCoreApplication* app, const QString& lang);
// The language installed by the last installTranslators call ("en" before any).
QString currentLanguage();

}  // namespace psa::ui

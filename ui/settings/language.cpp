#include "settings/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

#include "qt_i18n.h"

namespace psa::ui {

namespace {
std::unique_ptr<QTranslator>& qtTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}
QString& current()
{
    static QString lang = QStringLiteral("en");
    return lang;
}
}  // namespace

QStringList availableLanguages() { return {QStringLiteral("en"), QStringLiteral("zh_CN")}; }

QString languageDisplayName(const QString& lang)
{
    if (lang == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString resolveLanguage(const QString& requested)
{
    auto match = [](const QString& name) -> QString {
        const QLocale loc(name);
        if (loc.language() == QLocale::Chinese && loc.script() != QLocale::TraditionalChineseScript)
            return QStringLiteral("zh_CN");
        if (loc.language() == QLocale::English)
            return QStringLiteral("en");
        return {};
    };
    if (!requested.isEmpty()) {
        const QString m = match(requested);
        return m.isEmpty() ? QStringLiteral("en") : m;
    }
    // System locale: the first of the user's preferred UI languages that is shipped.
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString m = match(ui);
        if (!m.isEmpty())
            return m;
    }
    return QStringLiteral("en");
}

bool installTranslators(QCoreApplication* app, const QString& lang)
{
    if (auto& qt = qtTranslator()) {
        app->removeTranslator(qt.get());
        qt.reset();
    }
    current() = lang;
    // The application's own texts, both the tr() of the windows and the core's report text, rule
    // reasons and verdicts (psa_i18n installs them on `app` and as the core's translator).
    const bool own = i18n::installLanguage(lang.toStdString());
    if (lang == QLatin1String("en") || !own)
        return own;
    // Qt's own strings (standard dialog buttons, context menus), where the system ships them.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(lang), QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        app->installTranslator(qt.get());
        qtTranslator() = std::move(qt);
    }
    return true;
}

QString currentLanguage() { return current(); }

}  // namespace psa::ui

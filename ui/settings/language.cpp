#include "settings/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace psa::ui {

namespace {
std::unique_ptr<QTranslator>& appTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}
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
    for (auto* slot : {&appTranslator(), &qtTranslator()})
        if (*slot) {
            app->removeTranslator(slot->get());
            slot->reset();
        }
    current() = lang;
    if (lang == QLatin1String("en"))
        return true;
    // Qt's own strings (standard dialog buttons, context menus), where the system ships them.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(lang), QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        app->installTranslator(qt.get());
        qtTranslator() = std::move(qt);
    }
    auto own = std::make_unique<QTranslator>();
    if (!own->load(QStringLiteral(":/i18n/parallel-strategy-analyzer_%1.qm").arg(lang)))
        return false;
    app->installTranslator(own.get());
    appTranslator() = std::move(own);
    return true;
}

QString currentLanguage() { return current(); }

}  // namespace psa::ui

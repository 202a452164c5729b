#include "qt_i18n.h"

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

#include <map>
#include <memory>

#include "i18n/i18n.h"

namespace psa::i18n {

namespace {

// One translator per language, kept for the life of the process: worker threads may still be
// translating with the previous language's translator while the user switches (GUI), and a
// QTranslator over an embedded .qm costs next to nothing.
std::map<std::string, std::unique_ptr<QTranslator>>& loaded()
{
    static std::map<std::string, std::unique_ptr<QTranslator>> m;
    return m;
}
QTranslator* active = nullptr;  // installed on the application, if there is one
std::string current = "en";

QTranslator* load(const std::string& lang)
{
    auto& m = loaded();
    if (auto it = m.find(lang); it != m.end())
        return it->second.get();
    auto t = std::make_unique<QTranslator>();
    if (!t->load(QStringLiteral(":/i18n/parallel-strategy-analyzer_%1.qm").arg(QString::fromStdString(lang))))
        return nullptr;
    return (m[lang] = std::move(t)).get();
}

}  // namespace

bool installLanguage(const std::string& lang)
{
    QTranslator* next = nullptr;
    if (lang != "en") {
        next = load(lang);
        if (!next)
            return false;
    }
    if (active && QCoreApplication::instance())
        QCoreApplication::removeTranslator(active);
    active = next;
    current = next ? lang : "en";
    if (!next) {
        setTranslator({});
        return true;
    }
    // QTranslator::translate is const and reentrant: the search's worker threads call it directly,
    // without a QCoreApplication (the command line has none).
    setTranslator([next](const char* context, const char* source) -> std::string {
        const QString t = next->translate(context, source);
        return t.isEmpty() ? std::string() : t.toStdString();
    });
    attachToApplication();
    return true;
}

void attachToApplication()
{
    if (active && QCoreApplication::instance()) {
        QCoreApplication::removeTranslator(active);  // no duplicate when already installed
        QCoreApplication::installTranslator(active);
    }
}

std::string installedLanguage() { return current; }

}  // namespace psa::i18n

#include "views/app_shell.h"

#include <QApplication>

#include "settings/language.h"

namespace psa::ui {

AppShell::AppShell(Catalog catalog, MainWindowOptions options, QObject* parent)
    : QObject(parent), catalog_(std::move(catalog)), options_(std::move(options))
{
    window_ = makeWindow(options_);
}

AppShell::~AppShell() { delete window_.data(); }

MainWindow* AppShell::makeWindow(const MainWindowOptions& options)
{
    auto* w = new MainWindow(catalog_, options);
    // Queued: the request comes from the window's own menu, which is deleted with it.
    connect(w, &MainWindow::languageChangeRequested, this, [this](const QString& lang) { switchLanguage(lang); },
            Qt::QueuedConnection);
    return w;
}

bool AppShell::switchLanguage(const QString& lang)
{
    const QString resolved = resolveLanguage(lang);
    if (!installTranslators(qApp, resolved))
        return false;
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Parallel Strategy Analyzer"));
    MainWindow* old = window_;
    const MainWindow::Session session = old->session();
    MainWindowOptions o = options_;
    o.recovery = MainWindowOptions::Recovery::Never;  // nothing crashed; adoptSession replaces what it restored
    MainWindow* next = makeWindow(o);
    next->adoptSession(session);
    window_ = next;
    if (old->isVisible())
        next->show();
    old->hide();
    old->deleteLater();
    emit windowReplaced(next);
    return true;
}

}  // namespace psa::ui

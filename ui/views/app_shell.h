// Owns the application's main window and switches the interface language without a restart: the
// window is rebuilt under the new translators (every text is made once, at construction) and takes
// over the old one's session — scenario, file, unsaved state, pins, geometry and open tab.
#pragma once

#include <QObject>
#include <QPointer>

#include "views/main_window.h"

namespace psa::ui {

class AppShell : public QObject {
    Q_OBJECT
public:
    AppShell(Catalog catalog, MainWindowOptions options, QObject* parent = nullptr);
    ~AppShell() override;

    [[nodiscard]] MainWindow* window() const { return window_; }
    // Installs `lang`'s translators (resolved as resolveLanguage does) and rebuilds the window.
    // Returns false (and keeps the window) if the translation could not be loaded.
    bool switchLanguage(const QString& lang);

signals:
    // A new window replaced the old one (the old one is deleted later).
    void windowReplaced(psa::ui::MainWindow* window);

private:
    MainWindow* makeWindow(const MainWindowOptions& options);

    Catalog catalog_;
    MainWindowOptions options_;
    QPointer<MainWindow> window_;
};

}  // namespace psa::ui

// Help → User guide: the bundled docs/user-guide.md (a Qt resource, with its screenshots) in a viewer.
#pragma once

#include <QDialog>

class QTextBrowser;

namespace psa::ui {

class UserGuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit UserGuideDialog(QWidget* parent = nullptr);
    [[nodiscard]] QTextBrowser* browser() const { return browser_; }
    static QString resourcePath() { return QStringLiteral(":/docs/user-guide.md"); }

private:
    QTextBrowser* browser_;
};

} // namespace psa::ui

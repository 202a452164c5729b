#include "dialogs/user_guide_dialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace psa::ui {

UserGuideDialog::UserGuideDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("userGuide"));
    setWindowTitle(tr("User Guide — Parallel Strategy Analyzer"));
    auto* v = new QVBoxLayout(this);
    browser_ = new QTextBrowser;
    browser_->setOpenExternalLinks(true);
    v->addWidget(browser_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    v->addWidget(buttons);
    if (QFile::exists(resourcePath()))
        browser_->setSource(QUrl(QStringLiteral("qrc") + resourcePath()), QTextDocument::MarkdownResource);
    else
        browser_->setPlainText(tr("The user guide is missing from this build (%1).").arg(resourcePath()));
    resize(900, 760);
}

} // namespace psa::ui

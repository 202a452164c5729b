#include "views/code_view.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QVBoxLayout>

#include "charts/palette.h"

namespace psa::ui {

void LaunchCodeHighlighter::highlightBlock(const QString& text)
{
    const bool dark = palette::isDark(QApplication::palette());
    QTextCharFormat flag, number, string, comment, keyword;
    flag.setForeground(dark ? QColor(0x7f, 0xc8, 0xff) : QColor(0x00, 0x5c, 0xc5));
    number.setForeground(dark ? QColor(0xf0, 0xb0, 0x60) : QColor(0xb0, 0x50, 0x00));
    string.setForeground(dark ? QColor(0x9f, 0xe0, 0x9f) : QColor(0x1a, 0x7f, 0x37));
    comment.setForeground(dark ? QColor(0x90, 0x90, 0x90) : QColor(0x6a, 0x73, 0x7d));
    comment.setFontItalic(true);
    keyword.setForeground(dark ? QColor(0xe0, 0x90, 0xe0) : QColor(0x8f, 0x2f, 0xa0));
    keyword.setFontWeight(QFont::Bold);
    static const QRegularExpression rxNumber(QStringLiteral("\\b\\d+(\\.\\d+)?\\b"));
    static const QRegularExpression rxFlag(QStringLiteral("--?[A-Za-z][\\w-]*"));
    static const QRegularExpression rxKeyword(
        QStringLiteral("\\b(import|from|def|return|export|if|then|fi|for|in|do|done|True|False|None|torchrun|python|msrun)\\b"));
    static const QRegularExpression rxString(QStringLiteral("\"[^\"]*\"|'[^']*'"));
    for (const auto& [rx, fmt] : {std::pair{&rxNumber, number}, {&rxFlag, flag}, {&rxKeyword, keyword}, {&rxString, string}}) {
        auto it = rx->globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(static_cast<int>(m.capturedStart()), static_cast<int>(m.capturedLength()), fmt);
        }
    }
    const int hash = text.indexOf(QLatin1Char('#'));
    if (hash >= 0 && (hash == 0 || text.at(hash - 1).isSpace()))
        setFormat(hash, static_cast<int>(text.size()) - hash, comment);
}

CodeView::CodeView(QWidget* parent) : QWidget(parent)
{
    auto* v = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Framework:")));
    framework_ = new QComboBox;
    framework_->setObjectName(QStringLiteral("codeFramework"));
    for (Framework f : {Framework::PyTorch, Framework::Megatron, Framework::MindSpeed, Framework::MindSpore, Framework::TorchTitan,
                        Framework::TorchTitanToml, Framework::DeepSpeed}) {
        static const char* names[] = {"PyTorch (torchrun + DeviceMesh)", "Megatron-LM", "MindSpeed-LLM", "MindSpore", "TorchTitan",
                                      "TorchTitan <= 0.2.2 (TOML)", "DeepSpeed"};
        framework_->addItem(QString::fromLatin1(names[static_cast<int>(f)]), static_cast<int>(f));
    }
    bar->addWidget(framework_);
    bar->addStretch(1);
    auto* copy = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("&Copy"));
    copy->setToolTip(tr("Copy the launch code to the clipboard"));
    bar->addWidget(copy);
    v->addLayout(bar);
    edit_ = new QPlainTextEdit;
    edit_->setReadOnly(true);
    edit_->setLineWrapMode(QPlainTextEdit::NoWrap);
    edit_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new LaunchCodeHighlighter(edit_->document());
    v->addWidget(edit_);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(edit_->toPlainText()); });
    connect(framework_, &QComboBox::currentIndexChanged, this, [this] {
        regenerate();
        emit frameworkChanged(framework());
    });
}

Framework CodeView::framework() const { return static_cast<Framework>(framework_->currentData().toInt()); }

void CodeView::setFramework(Framework f)
{
    const int i = framework_->findData(static_cast<int>(f));
    if (i >= 0)
        framework_->setCurrentIndex(i);
}

void CodeView::setStrategy(const Scenario& sc, const Strategy& resolved)
{
    scenario_ = sc;
    strategy_ = resolved;
    has_ = true;
    regenerate();
}

void CodeView::clear()
{
    has_ = false;
    edit_->setPlainText(tr("# No strategy selected."));
}

void CodeView::regenerate()
{
    if (!has_)
        return;
    const int scroll = edit_->verticalScrollBar()->value();
    edit_->setPlainText(QString::fromStdString(emitLaunchCode(framework(), scenario_, strategy_)));
    edit_->verticalScrollBar()->setValue(scroll);
}

}  // namespace psa::ui

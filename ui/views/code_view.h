// Generated launch code for the selected strategy: framework selector, highlighting, copy button.
#pragma once

#include <QComboBox>
#include <QPlainTextEdit>
#include <QSyntaxHighlighter>
#include <QWidget>

#include "codegen/codegen.h"
#include "spec/scenario.h"

namespace psa::ui {

class LaunchCodeHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    using QSyntaxHighlighter::QSyntaxHighlighter;

protected:
    void highlightBlock(const QString& text) override;
};

class CodeView : public QWidget {
    Q_OBJECT
public:
    explicit CodeView(QWidget* parent = nullptr);
    void setStrategy(const Scenario& sc, const Strategy& resolved);
    void clear();
    void setFramework(Framework f);
    [[nodiscard]] Framework framework() const;
    [[nodiscard]] QString code() const { return edit_->toPlainText(); }

signals:
    void frameworkChanged(psa::Framework f);

private:
    void regenerate();
    QComboBox* framework_;
    QPlainTextEdit* edit_;
    Scenario scenario_;
    Strategy strategy_;
    bool has_ = false;
};

}  // namespace psa::ui

// The status bar's echo of the run: what the last query understood, or the scenario after a control
// changed it. Long texts are elided to the width available; the full text is the tooltip.
#pragma once

#include <QLabel>

namespace psa::ui {

class StatusEcho : public QLabel {
    Q_OBJECT
public:
    explicit StatusEcho(QWidget* parent = nullptr);
    void setMessage(const QString& full);
    [[nodiscard]] const QString& message() const { return full_; }
    QSize minimumSizeHint() const override { return { 40, QLabel::minimumSizeHint().height() }; }
    QSize sizeHint() const override { return { 200, QLabel::sizeHint().height() }; }

protected:
    void resizeEvent(QResizeEvent* e) override;

private:
    void elide();
    QString full_;
};

} // namespace psa::ui

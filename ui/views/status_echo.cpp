#include "views/status_echo.h"

#include <QResizeEvent>

namespace psa::ui {

StatusEcho::StatusEcho(QWidget* parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("statusEcho"));
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void StatusEcho::setMessage(const QString& full)
{
    full_ = full;
    setToolTip(full);
    elide();
}

void StatusEcho::resizeEvent(QResizeEvent* e)
{
    QLabel::resizeEvent(e);
    elide();
}

// Cut at a separator where one is near the end, so that no value is cut in half ("seq_len: 3276").
void StatusEcho::elide()
{
    const int width = contentsRect().width();
    const QFontMetrics fm = fontMetrics();
    if (fm.horizontalAdvance(full_) <= width) {
        setText(full_);
        return;
    }
    const QString ellipsis = QStringLiteral(" …");
    QString cut = fm.elidedText(full_, Qt::ElideRight, std::max(0, width));
    cut.chop(1); // elidedText's own "…"
    const int sep = std::max(cut.lastIndexOf(QStringLiteral(", ")), cut.lastIndexOf(QStringLiteral(" — ")));
    if (sep > 0)
        cut = cut.left(sep);
    else
        cut.clear();
    setText(cut.isEmpty() ? QString() : cut + ellipsis);
}

} // namespace psa::ui

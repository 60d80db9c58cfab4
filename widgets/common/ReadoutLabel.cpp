#include "ReadoutLabel.h"

#include "DashStyle.h"

#include <QEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>

namespace robodash::widgets {

ReadoutLabel::ReadoutLabel(const QString &text, QWidget *parent) : QWidget(parent), text_(text)
{
    setSizePolicy(QSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred, QSizePolicy::Label));  // as a QLabel's
    style::paintsOwnBackground(this);
    textSize_ = measureText();
}

void ReadoutLabel::setText(const QString &text)
{
    if (text == text_)
        return;
    text_ = text;
    const QSize size = measureText();
    if (size != textSize_) {
        textSize_ = size;
        updateGeometry();
    }
    update();
}

void ReadoutLabel::setAlignment(Qt::Alignment alignment)
{
    if (alignment == alignment_)
        return;
    alignment_ = alignment;
    update();
}

// What QLabel measures for plain text without wrapping, margin or indent (centring left out,
// as QLabel does: its halving would round the size).
QSize ReadoutLabel::measureText() const
{
    const int flags = int(QStyle::visualAlignment(layoutDirection(), alignment_)) &
                      ~(Qt::AlignVCenter | Qt::AlignHCenter);
    return fontMetrics().boundingRect(0, 0, 2000, 2000, flags, text_).size();
}

QSize ReadoutLabel::sizeHint() const
{
    const QMargins margins = contentsMargins();
    return (textSize_ + QSize(margins.left() + margins.right(), margins.top() + margins.bottom()))
        .expandedTo(minimumSize());
}

QSize ReadoutLabel::minimumSizeHint() const { return sizeHint(); }

void ReadoutLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    style::fillBackground(painter, this);
    QStyleOption option;
    option.initFrom(this);
    const int flags = int(QStyle::visualAlignment(layoutDirection(), alignment_)) |
                      (layoutDirection() == Qt::LeftToRight ? Qt::TextForceLeftToRight
                                                            : Qt::TextForceRightToLeft);
    style()->drawItemText(&painter, contentsRect(), flags, option.palette, isEnabled(), text_,
                          foregroundRole());
}

// A new font or style changes the text's size: the layout must know.
void ReadoutLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        textSize_ = measureText();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

}  // namespace robodash::widgets

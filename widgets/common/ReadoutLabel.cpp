#include "ReadoutLabel.h"

#include "DashStyle.h"

#include <QEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>

#include <cmath>

namespace robodash::widgets {

ReadoutLabel::ReadoutLabel(const QString &text, QWidget *parent) : QWidget(parent)
{
    line_.setFont(font());
    line_.setText(text);
    setSizePolicy(QSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred, QSizePolicy::Label));  // as a QLabel's
    style::paintsOwnBackground(this);
    textSize_ = measureText();
}

void ReadoutLabel::setText(const QString &text)
{
    if (!line_.setText(text))
        return;
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

// What QLabel measures for one line of plain text without margin or indent: the advance
// width, rounded up, by the font's line height.
QSize ReadoutLabel::measureText() const
{
    const QSizeF size = line_.size();
    return {static_cast<int>(std::ceil(size.width())), static_cast<int>(std::ceil(size.height()))};
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
    option.initFrom(this);  // the colour group: active, inactive or disabled
    painter.setPen(option.palette.color(foregroundRole()));
    line_.draw(painter, contentsRect(),
               QStyle::visualAlignment(layoutDirection(), alignment_));
}

// A new font or style changes the text's size: the layout must know.
void ReadoutLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        line_.setFont(font());
        textSize_ = measureText();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

}  // namespace robodash::widgets

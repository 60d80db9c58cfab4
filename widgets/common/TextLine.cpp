#include "TextLine.h"

#include <QFontMetrics>
#include <QFontMetricsF>
#include <QPainter>

namespace robodash::widgets {

namespace {
QStaticText plainStaticText(const QString &text, const QFont &font)
{
    QStaticText laidOut(text);
    laidOut.setTextFormat(Qt::PlainText);
    laidOut.prepare(QTransform(), font);
    return laidOut;
}
}  // namespace

bool TextLine::setText(const QString &text)
{
    if (text == text_)
        return false;
    text_ = text;
    full_ = plainStaticText(text_, font_);
    elidedWidth_ = -1;
    return true;
}

void TextLine::setFont(const QFont &font)
{
    if (font == font_)
        return;
    font_ = font;
    full_ = plainStaticText(text_, font_);
    elidedWidth_ = -1;
}

QSizeF TextLine::size() const
{
    return {full_.size().width(), static_cast<double>(QFontMetrics(font_).height())};
}

const QStaticText &TextLine::shownFor(double width, bool elide) const
{
    if (!elide || full_.size().width() <= width)
        return full_;
    if (width != elidedWidth_) {
        const QString shortened = QFontMetricsF(font_).elidedText(text_, Qt::ElideRight, width);
        elided_ = plainStaticText(shortened, font_);
        elidedWidth_ = width;
    }
    return elided_;
}

void TextLine::draw(QPainter &painter, const QRectF &area, Qt::Alignment alignment, bool elide) const
{
    if (text_.isEmpty())
        return;
    const QStaticText &shown = shownFor(area.width(), elide);
    const double width = shown.size().width();
    const double height = size().height();
    double x = area.left();
    if (alignment & Qt::AlignRight)
        x = area.right() - width;
    else if (alignment & Qt::AlignHCenter)
        x = area.left() + (area.width() - width) / 2;
    double y = area.top();
    if (alignment & Qt::AlignBottom)
        y = area.bottom() - height;
    else if (alignment & Qt::AlignVCenter)
        y = area.top() + (area.height() - height) / 2;
    painter.drawStaticText(QPointF(x, y), shown);
}

}  // namespace robodash::widgets

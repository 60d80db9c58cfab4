#pragma once
// One line of plain text that a widget repaints many times a second: the text laid out once
// per change (QStaticText), not on every paint. QPainter::drawText() and QStyle's
// drawItemText() lay the text out, shaping it with HarfBuzz, on every call; with some sixty
// readouts and lamp captions on the dashboard's refresh tick that shaping was a fifth of
// the dashboard's CPU at high telemetry rates. Elided text is cached for the last width.

#include <QFont>
#include <QRectF>
#include <QSizeF>
#include <QStaticText>
#include <QString>

class QPainter;

namespace robodash::widgets {

class TextLine {
public:
    // Returns false (and keeps its layout) when the text is the same.
    bool setText(const QString &text);
    const QString &text() const { return text_; }
    void setFont(const QFont &font);

    // The full text's size in the font: advance width by line height.
    QSizeF size() const;

    // Draws the text in `area` with `alignment` (horizontal and vertical flags), elided on
    // the right when `elide` and it does not fit, in the painter's pen. The painter's font
    // should be the one given to setFont().
    void draw(QPainter &painter, const QRectF &area, Qt::Alignment alignment, bool elide = false) const;

private:
    const QStaticText &shownFor(double width, bool elide) const;

    QString text_;
    QFont font_;
    mutable QStaticText full_;
    mutable QStaticText elided_;
    mutable double elidedWidth_ = -1;  // the width elided_ was made for; -1: none
};

}  // namespace robodash::widgets

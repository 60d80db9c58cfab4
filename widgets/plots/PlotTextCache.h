#pragma once
// The labels of a plot laid out once: tick labels and field names repeat from one repaint to
// the next (20 a second while a plot follows), and shaping each again cost a plot more than
// its lines. A text is shaped the first time it is drawn in a font; the cache starts afresh
// when the font changes or it holds many (numbers that only ever pass once).

#include <QFont>
#include <QHash>
#include <QPointF>
#include <QStaticText>
#include <QString>

class QPainter;

namespace robodash::widgets {

class PlotTextCache {
public:
    // `text` with its baseline's left end at `baselineLeft`, in the painter's font and pen.
    void draw(QPainter &painter, const QPointF &baselineLeft, const QString &text);
    int width(const QPainter &painter, const QString &text);

private:
    const QStaticText &laidOut(const QPainter &painter, const QString &text);

    static constexpr int kMostTexts = 1024;
    QHash<QString, QStaticText> m_texts;
    QFont m_font;
};

}  // namespace robodash::widgets

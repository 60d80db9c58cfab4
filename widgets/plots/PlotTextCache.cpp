#include "PlotTextCache.h"

#include <QFontMetrics>
#include <QPainter>

#include <cmath>

namespace robodash::widgets {

const QStaticText &PlotTextCache::laidOut(const QPainter &painter, const QString &text)
{
    if (painter.font() != m_font || m_texts.size() >= kMostTexts) {
        m_texts.clear();
        m_font = painter.font();
    }
    auto found = m_texts.find(text);
    if (found == m_texts.end()) {
        QStaticText laid(text);
        laid.setTextFormat(Qt::PlainText);
        laid.setPerformanceHint(QStaticText::AggressiveCaching);
        laid.prepare(QTransform(), m_font);
        found = m_texts.insert(text, laid);
    }
    return *found;
}

void PlotTextCache::draw(QPainter &painter, const QPointF &baselineLeft, const QString &text)
{
    const QStaticText &laid = laidOut(painter, text);
    painter.drawStaticText(QPointF(baselineLeft.x(), baselineLeft.y() - QFontMetrics(m_font).ascent()), laid);
}

int PlotTextCache::width(const QPainter &painter, const QString &text)
{
    return int(std::ceil(laidOut(painter, text).size().width()));
}

}  // namespace robodash::widgets

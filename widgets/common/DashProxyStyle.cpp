#include "DashProxyStyle.h"

#include "DashStyle.h"

#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

namespace robodash::widgets {

DashProxyStyle::DashProxyStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

void DashProxyStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                                   const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (element != PE_IndicatorCheckBox && element != PE_IndicatorItemViewItemCheck) return;
    const bool enabled = option->state & State_Enabled;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(enabled ? style::outline() : style::mutedText(), 1.0));
    const QRectF edge = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    painter->drawRoundedRect(edge, 1.5, 1.5);
    painter->restore();
}

}  // namespace robodash::widgets

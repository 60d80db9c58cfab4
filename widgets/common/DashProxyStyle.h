#pragma once
// Fusion, with check boxes whose edge can be seen: Fusion draws an unticked
// box as the text-field colour inside an edge a shade darker than the window, which on the
// dark theme is about 1.2:1 against the bar behind it (the rFLEX's *Motors enabled* all but
// vanished). The edge is drawn again in the theme's outline colour, at least 3:1 against the
// window (WCAG's figure for the parts of a control) in both themes. DashTheme installs it.

#include <QProxyStyle>

namespace robodash::widgets {

class DashProxyStyle : public QProxyStyle {
    Q_OBJECT
public:
    DashProxyStyle();  // over Fusion

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
};

}  // namespace robodash::widgets

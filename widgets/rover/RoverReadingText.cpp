#include "RoverReadingText.h"

#include "DashStyle.h"
#include "ReadoutLabel.h"

#include <QCoreApplication>
#include <QLabel>
#include <QPalette>

namespace robodash::widgets::roverText {

QString notOnFirmware() { return QCoreApplication::translate("RoverReading", "not on this firmware"); }

QString notOnNetwork() { return QCoreApplication::translate("RoverReading", "not on the network"); }

QString notYet() { return QStringLiteral("—"); }

QString reading(const rover::RoverFrame &frame, rover::Register which,
                const std::function<QString(double)> &format)
{
    const rover::RegisterReading &r = frame.reading(which);
    if (frame.identified && !r.onFirmware)
        return frame.overNetwork ? notOnNetwork() : notOnFirmware();
    if (!r.onFirmware || !r.received)
        return notYet();
    const rover::RegisterInfo *info = rover::findRegister(rover::numberOf(which));
    const QString text = format(r.value);
    // Over the network the value is the topic's own, not a raw count scaled by estimate.
    return info && info->approximate && !frame.overNetwork ? QStringLiteral("~") + text : text;
}

bool isMissing(const QString &text) { return text == notOnFirmware() || text == notOnNetwork(); }

QString volts(double v) { return QStringLiteral("%1 V").arg(style::fixed(v, 2)); }
QString amperes(double a) { return QStringLiteral("%1 A").arg(style::fixed(a, 2)); }
QString celsius(double c) { return QStringLiteral("%1 °C").arg(style::fixed(c, 1)); }
QString percent(double p) { return QStringLiteral("%1 %").arg(qRound(p)); }
QString metresPerSecond(double v) { return QStringLiteral("%1 m/s").arg(style::fixed(v, 2)); }

QLabel *caption(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    style::setMutedStyle(label);
    return label;
}

QLabel *estimateLegend(QWidget *parent)
{
    QLabel *legend = caption(QCoreApplication::translate(
                                 "RoverReading", "~ an estimate: the controller's raw count scaled as Rover "
                                                 "Robotics' driver does (no exact scale is published)"),
                             parent);
    legend->setObjectName(QStringLiteral("roverEstimateLegend"));
    legend->setWordWrap(true);
    return legend;
}

void showEstimateLegend(QWidget *panel, const rover::RoverFrame &frame)
{
    // Over the network no reading is a raw count scaled: the legend would explain nothing.
    if (auto *legend = panel->findChild<QLabel *>(QStringLiteral("roverEstimateLegend")))
        legend->setVisible(!frame.overNetwork);
}

void show(ReadoutLabel *label, const QString &text)
{
    label->setText(text);
    if (isMissing(text))
        label->setToolTip(text);
    else if (text.startsWith(QLatin1Char('~')))  // the mark explained where it is shown
        label->setToolTip(QCoreApplication::translate(
            "RoverReading", "~: an estimate: the firmware's raw count scaled as Rover Robotics' driver "
                            "does, with no exact scale published"));
    const QColor colour = isMissing(text) ? style::mutedText() : style::text();
    if (label->palette().color(QPalette::WindowText) == colour)
        return;  // a new palette costs a repaint of its own
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, colour);
    label->setPalette(palette);
}

void showLarge(ReadoutLabel *label, const QString &text)
{
    // In large type the sentence would widen the whole panel: a dash, and the reason in the tip.
    show(label, text);
    if (isMissing(text))
        label->setText(notYet());
}

}  // namespace robodash::widgets::roverText

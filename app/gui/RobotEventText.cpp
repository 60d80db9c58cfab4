#include "RobotEventText.h"

#include <QCoreApplication>

using namespace robodash::kobuki;

namespace {
QString tr(const char *text) { return QCoreApplication::translate("RobotEventText", text); }
}  // namespace

QString RobotEventText::sideName(Side side)
{
    switch (side) {
    case Side::Left: return tr("Left");
    case Side::Centre: return tr("Centre");
    case Side::Right: return tr("Right");
    }
    return {};
}

QString RobotEventText::bumper(const BumperEvent &event)
{
    return tr("%1 bumper %2").arg(sideName(event.bumper), event.pressed ? tr("pressed") : tr("released"));
}

QString RobotEventText::cliff(const CliffEvent &event)
{
    return tr("%1 cliff sensor: %2 (PSD %3)")
        .arg(sideName(event.sensor), event.cliff ? tr("CLIFF") : tr("floor"))
        .arg(event.bottom);
}

QString RobotEventText::wheelDrop(const WheelDropEvent &event)
{
    return tr("%1 wheel %2").arg(sideName(event.wheel), event.dropped ? tr("dropped") : tr("back on the floor"));
}

QString RobotEventText::button(const ButtonEvent &event)
{
    return tr("Button B%1 %2").arg(event.button).arg(event.pressed ? tr("pressed") : tr("released"));
}

QString RobotEventText::digitalInput(const DigitalInputEvent &event)
{
    QString bits;
    for (bool value : event.values) bits += value ? QLatin1Char('1') : QLatin1Char('0');
    return tr("Digital inputs 0-3: %1").arg(bits);
}

QString RobotEventText::power(PowerEvent event)
{
    switch (event) {
    case PowerEvent::Unplugged: return tr("Charger unplugged");
    case PowerEvent::PluggedToAdapter: return tr("Plugged to the adapter");
    case PowerEvent::PluggedToDockbase: return tr("On the docking station");
    case PowerEvent::ChargeCompleted: return tr("Charge completed");
    case PowerEvent::BatteryLow: return tr("Battery LOW");
    case PowerEvent::BatteryCritical: return tr("Battery CRITICAL: charge now");
    }
    return {};
}

bool RobotEventText::isWarning(PowerEvent event)
{
    return event == PowerEvent::BatteryLow || event == PowerEvent::BatteryCritical;
}

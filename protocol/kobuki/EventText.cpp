#include "EventText.h"

namespace robodash::kobuki {
namespace {

const char *sideName(Side side)
{
    switch (side) {
    case Side::Left: return "Left";
    case Side::Centre: return "Centre";
    case Side::Right: return "Right";
    }
    return "";
}

template <class Event>
void append(std::vector<core::RobotEvent> &out, const std::vector<Event> &events,
            bool (*warning)(const Event &))
{
    for (const Event &event : events)
        out.push_back({eventText(event), warning(event)});
}

}  // namespace

std::string eventText(const BumperEvent &event)
{
    return std::string(sideName(event.bumper)) + " bumper " + (event.pressed ? "pressed" : "released");
}

std::string eventText(const CliffEvent &event)
{
    return std::string(sideName(event.sensor)) + " cliff sensor: " + (event.cliff ? "CLIFF" : "floor")
           + " (PSD " + std::to_string(event.bottom) + ")";
}

std::string eventText(const WheelDropEvent &event)
{
    return std::string(sideName(event.wheel)) + " wheel " + (event.dropped ? "dropped" : "back on the floor");
}

std::string eventText(const ButtonEvent &event)
{
    return "Button B" + std::to_string(event.button) + (event.pressed ? " pressed" : " released");
}

std::string eventText(const DigitalInputEvent &event)
{
    std::string bits;
    for (bool value : event.values)
        bits += value ? '1' : '0';
    return "Digital inputs 0-3: " + bits;
}

std::string eventText(PowerEvent event)
{
    switch (event) {
    case PowerEvent::Unplugged: return "Charger unplugged";
    case PowerEvent::PluggedToAdapter: return "Plugged to the adapter";
    case PowerEvent::PluggedToDockbase: return "On the docking station";
    case PowerEvent::ChargeCompleted: return "Charge completed";
    case PowerEvent::BatteryLow: return "Battery LOW";
    case PowerEvent::BatteryCritical: return "Battery CRITICAL: charge now";
    }
    return {};
}

bool isWarning(PowerEvent event)
{
    return event == PowerEvent::BatteryLow || event == PowerEvent::BatteryCritical;
}

std::vector<core::RobotEvent> toCoreEvents(const RobotEvents &events)
{
    std::vector<core::RobotEvent> out;
    append<BumperEvent>(out, events.bumpers, [](const BumperEvent &) { return false; });
    append<CliffEvent>(out, events.cliffs, [](const CliffEvent &e) { return e.cliff; });
    append<WheelDropEvent>(out, events.wheelDrops, [](const WheelDropEvent &e) { return e.dropped; });
    append<ButtonEvent>(out, events.buttons, [](const ButtonEvent &) { return false; });
    append<DigitalInputEvent>(out, events.digitalInputs, [](const DigitalInputEvent &) { return false; });
    for (PowerEvent event : events.power)
        out.push_back({eventText(event), isWarning(event)});
    return out;
}

}  // namespace robodash::kobuki

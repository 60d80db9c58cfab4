#include "Events.h"

#include "Conversions.h"

namespace robodash::kobuki {

namespace {

struct SideBit {
    Side side;
    std::uint8_t bit;
    std::size_t bottomIndex;  // Cliff::bottom is ordered right, central, left
};

constexpr SideBit kThreeSides[] = {
    {Side::Left, bits::kLeft, 2},
    {Side::Centre, bits::kCentre, 1},
    {Side::Right, bits::kRight, 0},
};

constexpr SideBit kWheels[] = {
    {Side::Left, bits::kWheelLeft, 0},
    {Side::Right, bits::kWheelRight, 0},
};

bool changed(std::uint8_t previous, std::uint8_t current, std::uint8_t bit)
{
    return ((previous ^ current) & bit) != 0;
}

void deriveBumpers(const BasicSensors &previous, const BasicSensors &current, RobotEvents &out)
{
    for (const SideBit &s : kThreeSides)
        if (changed(previous.bumper, current.bumper, s.bit))
            out.bumpers.push_back({s.side, (current.bumper & s.bit) != 0});
}

void deriveCliffs(const BasicSensors &previous, const EventState &current, RobotEvents &out)
{
    for (const SideBit &s : kThreeSides) {
        if (!changed(previous.cliff, current.basic.cliff, s.bit))
            continue;
        const std::uint16_t bottom = current.hasCliff ? current.cliff.bottom[s.bottomIndex] : 0;
        out.cliffs.push_back({s.side, (current.basic.cliff & s.bit) != 0, bottom});
    }
}

void deriveWheelDrops(const BasicSensors &previous, const BasicSensors &current,
                      RobotEvents &out)
{
    for (const SideBit &s : kWheels)
        if (changed(previous.wheelDrop, current.wheelDrop, s.bit))
            out.wheelDrops.push_back({s.side, (current.wheelDrop & s.bit) != 0});
}

void deriveButtons(const BasicSensors &previous, const BasicSensors &current, RobotEvents &out)
{
    constexpr std::uint8_t kButtonBits[] = {bits::kButton0, bits::kButton1, bits::kButton2};
    for (std::uint8_t index = 0; index < 3; ++index)
        if (changed(previous.buttons, current.buttons, kButtonBits[index]))
            out.buttons.push_back({index, (current.buttons & kButtonBits[index]) != 0});
}

enum class ChargeSource { None, Adapter, Dock };

std::uint8_t chargeState(std::uint8_t charger) { return charger & bits::kChargerStateMask; }

bool discharging(std::uint8_t charger) { return chargeState(charger) == kDischarging; }

ChargeSource chargeSource(std::uint8_t charger)
{
    if (discharging(charger))
        return ChargeSource::None;
    return (charger & bits::kChargerAdapterBit) ? ChargeSource::Adapter : ChargeSource::Dock;
}

PowerEvent pluggedEvent(ChargeSource source)
{
    switch (source) {
    case ChargeSource::Adapter:
        return PowerEvent::PluggedToAdapter;
    case ChargeSource::Dock:
        return PowerEvent::PluggedToDockbase;
    case ChargeSource::None:
        break;
    }
    return PowerEvent::Unplugged;
}

// Battery level counts only while discharging: a charging battery's voltage says little.
BatteryLevel dischargeLevel(const BasicSensors &basic)
{
    if (!discharging(basic.charger))
        return BatteryLevel::Healthy;
    return batteryLevel(batteryVolts(basic.battery));
}

void deriveBatteryLevel(BatteryLevel previous, BatteryLevel current, RobotEvents &out)
{
    if (current == previous || current == BatteryLevel::Healthy)
        return;
    if (current == BatteryLevel::Critical)
        out.power.push_back(PowerEvent::BatteryCritical);
    else if (previous == BatteryLevel::Healthy)  // Critical -> Low is recovery, not news
        out.power.push_back(PowerEvent::BatteryLow);
}

void derivePower(const BasicSensors &previous, const BasicSensors &current, RobotEvents &out)
{
    const ChargeSource before = chargeSource(previous.charger);
    const ChargeSource after = chargeSource(current.charger);
    if (before != after)
        out.power.push_back(pluggedEvent(after));
    if (chargeState(previous.charger) == kDockingCharging
        && chargeState(current.charger) == kDockingCharged)
        out.power.push_back(PowerEvent::ChargeCompleted);
    deriveBatteryLevel(dischargeLevel(previous), dischargeLevel(current), out);
}

void deriveDigitalInputs(const GeneralPurposeInput &previous, const GeneralPurposeInput &current,
                         RobotEvents &out)
{
    constexpr std::uint16_t kDigitalInputMask = 0x000F;
    if (((previous.digitalInput ^ current.digitalInput) & kDigitalInputMask) == 0)
        return;
    DigitalInputEvent event{};
    for (std::size_t pin = 0; pin < event.values.size(); ++pin)
        event.values[pin] = (current.digitalInput >> pin) & 1U;
    out.digitalInputs.push_back(event);
}

}  // namespace

bool RobotEvents::empty() const
{
    return bumpers.empty() && cliffs.empty() && wheelDrops.empty() && buttons.empty()
           && digitalInputs.empty() && power.empty();
}

RobotEvents deriveEvents(const EventState &previous, const EventState &current)
{
    RobotEvents events;
    if (current.hasBasic) {
        if (previous.hasBasic) {
            deriveBumpers(previous.basic, current.basic, events);
            deriveCliffs(previous.basic, current, events);
            deriveWheelDrops(previous.basic, current.basic, events);
            deriveButtons(previous.basic, current.basic, events);
            derivePower(previous.basic, current.basic, events);
        } else {
            deriveBatteryLevel(BatteryLevel::Healthy, dischargeLevel(current.basic), events);
        }
    }
    if (previous.hasInput && current.hasInput)
        deriveDigitalInputs(previous.input, current.input, events);
    return events;
}

}  // namespace robodash::kobuki

#include "KobukiBattery.h"

#include <algorithm>

namespace robodash::bridge {

KobukiBattery::KobukiBattery(const kobuki::BasicSensors &sensors,
                             const DriverParameters &parameters)
    : m_volts(sensors.battery / 10.0),
      m_low(parameters.batteryLow),
      m_dangerous(parameters.batteryDangerous),
      m_capacity(parameters.batteryCapacity)
{
    // The state bits are the same on the dock and the adapter (kDocking* without the
    // adapter bit).
    const int state = sensors.charger & kobuki::bits::kChargerStateMask;
    m_state = state == kobuki::kDockingCharging  ? State::Charging
              : state == kobuki::kDockingCharged ? State::Charged
                                                 : State::Discharging;
    if (m_state == State::Discharging)
        m_source = Source::None;
    else
        m_source = (sensors.charger & kobuki::bits::kChargerAdapterBit) ? Source::Adapter : Source::Dock;
}

KobukiBattery::Level KobukiBattery::level() const
{
    if (m_state == State::Charged)
        return Level::Maximum;
    if (m_volts > m_low)
        return Level::Healthy;
    if (m_volts > m_dangerous)
        return Level::Low;
    return Level::Dangerous;
}

float KobukiBattery::percent() const
{
    // kobuki_core: 5 % at the dangerous voltage, 100 % at the capacity voltage, clamped.
    // (kobuki_core also takes a full pack's voltage as the capacity from then on; the
    // parameter stays what it was set to here.)
    const double span = m_capacity - m_dangerous;
    if (span <= 0)
        return 0;
    const double percent = 95 * (m_volts - m_dangerous) / span + 5;
    return float(std::clamp(percent, 0.0, 100.0));
}

}  // namespace robodash::bridge

#pragma once
// The Kobuki's battery as kobuki_core reads it from the basic sensors (its Battery class):
// volts from the 0.1 V byte, the charging state and source from the charger byte, a level
// against the battery_low / battery_dangerous thresholds and a percentage from 5 % at
// battery_dangerous to 100 % at battery_capacity. kobuki_ros's sensors/battery_state and
// its /diagnostics "Battery" task are made from this.

#include "DriverParameters.h"

#include "kobuki/Feedback.h"

namespace robodash::bridge {

class KobukiBattery {
public:
    enum class State { Discharging, Charging, Charged };
    enum class Source { None, Adapter, Dock };
    enum class Level { Maximum, Healthy, Low, Dangerous };

    KobukiBattery(const kobuki::BasicSensors &sensors, const DriverParameters &parameters);

    double volts() const { return m_volts; }
    State state() const { return m_state; }
    Source source() const { return m_source; }
    Level level() const;
    // 0..100, as kobuki_core computes it (kobuki_ros puts it in BatteryState.percentage so).
    float percent() const;

private:
    double m_volts;
    State m_state;
    Source m_source;
    double m_low, m_dangerous, m_capacity;
};

}  // namespace robodash::bridge

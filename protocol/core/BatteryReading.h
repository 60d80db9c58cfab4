#pragma once
// A robot's battery as the telemetry core carries it for every family.

namespace robodash::core {

enum class ChargeSource { None, Adapter, Dock };
enum class ChargeState { Discharging, Charging, Charged, Unknown };
enum class BatteryLevel { Healthy, Low, Critical };  // by the family's own thresholds

struct BatteryReading {
    double volts = 0;
    double percent = 0;  // 0..100, the family's own estimate from the voltage or the pack
    ChargeState state = ChargeState::Discharging;
    ChargeSource source = ChargeSource::None;  // where the charge comes from, when charging
    BatteryLevel level = BatteryLevel::Healthy;
};

}  // namespace robodash::core

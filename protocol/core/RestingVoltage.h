#pragma once
// A battery's charge read from its voltage is only true at rest: while the motors draw, the
// pack's internal resistance sags the voltage (a Kobuki's pack, about 0.25 ohm, reads some
// 0.4 V or 12 % low at 1.5 A). This follows the voltage once the robot has rested for a
// moment and holds the last resting figure while it draws, so a percent computed from it
// does not dip each time the robot drives and come back when it stops. Until a first rest it
// is the voltage as read. The voltage shown beside it stays the live one.

#include <cstdint>
#include <optional>

namespace robodash::core {

class RestingVoltage {
public:
    // Below this per motor the electronics' own draw does not sag the pack measurably.
    static constexpr double kRestAmperes = 0.2;
    // A pack's voltage recovers over a moment after a load: held this long after one.
    static constexpr std::int64_t kSettleMs = 1000;
    // A robot that draws without a rest for this long is read as it is (sagged): a charge
    // frozen for a whole drive would hide a battery running flat.
    static constexpr std::int64_t kLongestHoldMs = 60000;

    // The voltage to read the charge from. `drawing`: the motors draw current now.
    double update(double volts, bool drawing, std::int64_t nowMs);
    void reset();

private:
    std::optional<double> m_restingVolts;
    std::optional<std::int64_t> m_lastDrawMs;  // the motors last drew then
    std::optional<std::int64_t> m_drawingSinceMs;  // ... without a rest since then
};

}  // namespace robodash::core

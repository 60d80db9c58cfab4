#include "KobukiWheelJoints.h"

#include "kobuki/Conversions.h"

#include <cstdint>

namespace robodash::bridge {

namespace {

constexpr double kRadiansPerTick = 2 * 3.14159265358979323846 / kobuki::kTicksPerWheelTurn;

}  // namespace

const KobukiWheelJoints::State &KobukiWheelJoints::update(const kobuki::BasicSensors &sensors)
{
    if (m_previous) {
        const double left = kobuki::encoderDeltaTicks(m_previous->leftEncoder, sensors.leftEncoder)
                            * kRadiansPerTick;
        const double right
            = kobuki::encoderDeltaTicks(m_previous->rightEncoder, sensors.rightEncoder)
              * kRadiansPerTick;
        // The robot's clock wraps at 65536 ms; the unsigned difference is right across it.
        const auto elapsedMs = std::uint16_t(sensors.timeStamp - m_previous->timeStamp);
        m_state.leftRadians += left;
        m_state.rightRadians += right;
        m_state.leftRadps = elapsedMs > 0 ? left * 1000.0 / elapsedMs : 0;
        m_state.rightRadps = elapsedMs > 0 ? right * 1000.0 / elapsedMs : 0;
    }
    m_previous = sensors;
    return m_state;
}

}  // namespace robodash::bridge

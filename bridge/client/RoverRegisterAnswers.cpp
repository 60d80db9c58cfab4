#include "RoverRegisterAnswers.h"

#include "rover/MotorBytes.h"
#include "rover/RoverDriverSettings.h"
#include "sim/rover/RegisterValues.h"
#include "sim/rover/RoverFirmware.h"

#include <cmath>

namespace robodash::bridge {
namespace {

using rover::Register;

constexpr double kKelvinAtZeroCelsius = 273.15;

}  // namespace

void RoverRegisterAnswers::markCarried(Register which, bool carried)
{
    m_carried.set(rover::numberOf(which) / 2u, carried);
}

bool RoverRegisterAnswers::carries(Register which) const
{
    return m_carried.test(rover::numberOf(which) / 2u);
}

void RoverRegisterAnswers::setOdometry(double x, double y, double theta, double linearMps,
                                       double angularRadps)
{
    m_counts.addPose(x, y, theta);
    m_readings.leftEncoder = m_counts.left();
    m_readings.rightEncoder = m_counts.right();
    // The driver's own mapping (W / traction), so its turn rate reads back as the robot's.
    const rover::TrackSpeeds tracks = rover::trackSpeedsFromVelocity(
        linearMps, angularRadps, rover::RoverDriverSettings{}.effectiveTrackWidthM());
    const bool speeds = std::isfinite(tracks.left) && std::isfinite(tracks.right);
    m_readings.leftMps = speeds ? tracks.left : 0;
    m_readings.rightMps = speeds ? tracks.right : 0;
    for (Register which : {Register::LeftEncoderCount, Register::RightEncoderCount})
        markCarried(which);
    for (Register which : {Register::LeftRpm, Register::RightRpm, Register::LeftEncoderInterval,
                           Register::RightEncoderInterval})
        markCarried(which, speeds);
}

void RoverRegisterAnswers::forgetOdometry()
{
    m_counts = RoverTrackCounts();
    for (Register which : {Register::LeftEncoderCount, Register::RightEncoderCount, Register::LeftRpm,
                           Register::RightRpm, Register::LeftEncoderInterval, Register::RightEncoderInterval})
        markCarried(which, false);
}

void RoverRegisterAnswers::setBattery(Pack pack, const Battery &battery)
{
    const bool a = pack == Pack::A;
    sim::BatteryReading &reading = m_readings.batteries[a ? 0 : 1];
    const auto take = [&](double value, Register which, auto store) {
        markCarried(which, std::isfinite(value));
        if (std::isfinite(value))
            store(value);
    };
    take(battery.volts, a ? Register::BatteryVoltageA : Register::BatteryVoltageB,
         [&](double v) { reading.volts = v; });
    take(battery.fraction, a ? Register::StateOfChargeA : Register::StateOfChargeB,
         [&](double f) { reading.stateOfChargePercent = int(std::lround(f * 100)); });
    // The register is the current's size (BatteryState's is negative while discharging).
    take(battery.amperes, a ? Register::BatteryCurrentA : Register::BatteryCurrentB,
         [&](double amperes) { reading.amperes = amperes; });
    take(battery.celsius, a ? Register::SmartBatteryTemperatureA : Register::SmartBatteryTemperatureB,
         [&](double celsius) { reading.kelvin = celsius + kKelvinAtZeroCelsius; });
    // The total drawn is both packs' currents together, as the controller reads it.
    markCarried(Register::TotalCurrent, carries(Register::BatteryCurrentA) && carries(Register::BatteryCurrentB));
}

void RoverRegisterAnswers::setFlipperAngle(double radians)
{
    markCarried(Register::FlipperAngle, std::isfinite(radians));
    if (!std::isfinite(radians))
        return;
    // Register 46 is whole degrees (rover::flipperAngleRadians).
    const long degrees = std::lround(radians * 180.0 / M_PI);
    m_readings.flipperAngle = static_cast<std::uint16_t>(degrees & 0xFFFF);
}

std::optional<std::uint16_t> RoverRegisterAnswers::answer(std::uint8_t registerNumber,
                                                          const sim::RoverFirmware &firmware) const
{
    if (!rover::isRegisterNumber(registerNumber))
        return std::nullopt;
    const bool identity = registerNumber == rover::numberOf(Register::BuildNumber);
    if (!identity && (registerNumber / 2u >= m_carried.size() || !m_carried.test(registerNumber / 2u)))
        return std::nullopt;
    return sim::registerValue(registerNumber, m_readings, firmware);
}

}  // namespace robodash::bridge

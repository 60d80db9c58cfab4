#include "sim/kobuki/RobotSimulation.h"

#include "core/Angles.h"

#include "sim/core/TraceWriter.h"
#include "sim/kobuki/CommandTrace.h"
#include "sim/kobuki/KobukiBody.h"
#include "sim/kobuki/WorldSensors.h"

#include "kobuki/Conversions.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {
constexpr std::int64_t kGyroPeriodMicros =
    static_cast<std::int64_t>(GyroSensor::kSamplePeriodSeconds * 1e6);
constexpr double kPsdNoiseDigits = 12.0;
constexpr std::size_t kMaxGyroSamplesPerFrame = 8;
using robodash::core::kRadiansPerDegree;
}  // namespace

RobotSimulation::RobotSimulation(World world, const SimulationSettings &settings)
    : m_world(std::move(world)),
      m_firmware(settings.seed),
      m_drive(kKobukiDrive),
      m_battery(m_world.imperfections.internalResistanceOhms.value_or(Battery::kInternalOhms)),
      m_gyro(settings.seed, settings.gyroNoiseDps,
             settings.gyroBiasDps.value_or(m_world.imperfections.gyroBiasDps),
             m_world.imperfections.gyroBiasWalkDpsPerSqrtS),
      m_psdNoise(settings.seed ^ 0x5eedu),
      // The robot's clock has been running since it was switched on, not since we looked.
      m_timestampOffsetMs(static_cast<std::uint16_t>(settings.seed * 7919u)),
      m_nextGyroMicros(kGyroPeriodMicros)
{
    m_drive.setStuckAtWalls(m_world.imperfections.stuckAtWalls);
    m_firmware.onCommand = [this](const ReceivedCommand &command) {
        if (m_trace)
            m_trace->writeLine(CommandTrace::line(command));
    };
}

void RobotSimulation::setTrace(TraceWriter *trace)
{
    m_trace = trace;
}

std::int64_t RobotSimulation::nextFrameMicros() const
{
    return (m_micros / kFeedbackPeriodMicros + 1) * kFeedbackPeriodMicros;
}

void RobotSimulation::receive(const std::uint8_t *data, std::size_t size)
{
    m_firmware.receive(data, size, seconds());
}

void RobotSimulation::resetRobot()
{
    m_drive.place(Pose{});
    m_battery = Battery{m_world.imperfections.internalResistanceOhms.value_or(Battery::kInternalOhms)};
    applyHardwareFaults();
    m_buttons = 0;
    m_liftedWheels = 0;
    m_adapterPlugged = false;
    m_digitalInputs = 0;
    m_analogInputs = {};
}

void RobotSimulation::setHardwareFaults(const HardwareFaults &faults)
{
    m_faults = faults;
    applyHardwareFaults();
}

void RobotSimulation::applyHardwareFaults()
{
    m_gyro.setExtraBiasDps(m_faults.extraGyroBiasDps);
    m_drive.applyWheelFaults(m_faults);
    m_battery.applyFaults(m_faults);
}

double RobotSimulation::measuredYawRate() const
{
    return m_drive.yawRate() + m_gyro.biasDps() * kRadiansPerDegree;
}

void RobotSimulation::pressButton(int index, bool pressed)
{
    if (index < 0 || index > 2)
        return;
    const auto bit = static_cast<std::uint8_t>(1u << index);
    m_buttons = pressed ? (m_buttons | bit) : (m_buttons & ~bit);
}

void RobotSimulation::liftWheel(int wheel, bool lifted)
{
    if (wheel < 0 || wheel > 1)
        return;
    const auto bit = static_cast<std::uint8_t>(1u << wheel);
    m_liftedWheels = lifted ? (m_liftedWheels | bit) : (m_liftedWheels & ~bit);
}

void RobotSimulation::setAnalogInput(int channel, std::uint16_t raw)
{
    if (channel < 0 || channel > 3)
        return;
    m_analogInputs[static_cast<std::size_t>(channel)] = std::min<std::uint16_t>(raw, 4095);
}

std::uint8_t RobotSimulation::wheelDropBits() const
{
    // A wheel over a missing floor drops, as does one a user lifted.
    const Pose p = m_drive.pose();
    std::uint8_t bits = m_liftedWheels;
    if (m_world.isDrop(toWorld(p, 0, -body::kHalfWheelbase)))
        bits |= kobuki::bits::kWheelRight;
    if (m_world.isDrop(toWorld(p, 0, body::kHalfWheelbase)))
        bits |= kobuki::bits::kWheelLeft;
    return bits;
}

void RobotSimulation::step(const FrameSink &sink)
{
    m_micros += kStepMicros;
    const double dt = static_cast<double>(kStepMicros) * 1e-6;
    const bool motorsEnabled = wheelDropBits() == 0;
    const auto wheels = kobuki::baseControlToWheelSpeeds(m_firmware.baseControl());
    m_drive.step(dt, wheels.leftMps, wheels.rightMps, motorsEnabled, m_world);
    // A broken charger sees the dock and the adapter but never charges.
    const bool chargerWorks = !m_faults.chargerBroken;
    m_battery.update(dt, m_drive.leftAmperes() + m_drive.rightAmperes(),
                     chargerWorks && WorldSensors::isDocked(m_world, m_drive.pose()),
                     chargerWorks && m_adapterPlugged);
    sampleGyroUpTo(m_micros);
    m_firmwareHeading += measuredYawRate() * dt;

    if (m_micros % kFeedbackPeriodMicros == 0 && sink)
        sink(m_firmware.feedbackFrame(readings()));
    if (m_trace && m_micros % kPoseTracePeriodMicros == 0)
        m_trace->writePose(seconds(), m_drive.pose());
}

void RobotSimulation::sampleGyroUpTo(std::int64_t micros)
{
    while (m_nextGyroMicros <= micros) {
        const auto sample = m_gyro.sample(m_drive.yawRate());
        // Frames go out every 20 ms, so only a bug could pile samples up; keep the newest
        // few rather than overflow the frame.
        if (m_gyroSamples.size() >= kMaxGyroSamplesPerFrame) {
            m_gyroSamples.erase(m_gyroSamples.begin());
            ++m_gyroFrameId;
        }
        m_gyroSamples.push_back(sample);
        m_nextGyroMicros += kGyroPeriodMicros;
    }
}

kobuki::RawGyro RobotSimulation::takeGyroSamples()
{
    kobuki::RawGyro gyro;
    gyro.frameId = m_gyroFrameId;  // id of the first sample in this frame
    gyro.sampleCount = static_cast<std::uint8_t>(m_gyroSamples.size());
    std::copy(m_gyroSamples.begin(), m_gyroSamples.end(), gyro.samples.begin());
    m_gyroFrameId = static_cast<std::uint8_t>(m_gyroFrameId + m_gyroSamples.size());
    m_gyroSamples.clear();
    return gyro;
}

kobuki::Cliff RobotSimulation::cliffReadings(std::uint8_t *cliffBits)
{
    std::normal_distribution<double> noise(0.0, kPsdNoiseDigits);
    kobuki::Cliff cliff;
    *cliffBits = 0;
    const Pose p = m_drive.pose();
    for (std::size_t i = 0; i < 3; ++i) {
        const double angle = body::kCliffSensorAngles[i];
        const Point sensor = toWorld(p, body::kCliffSensorRadius * std::cos(angle),
                                     body::kCliffSensorRadius * std::sin(angle));
        const auto bit = static_cast<std::uint8_t>(1u << i);  // right, central, left
        const bool drop = ((m_world.isDrop(sensor) && !(m_faults.cliffsDead & bit))
                           || (m_faults.cliffsStuckOn & bit));
        const double level = (drop ? kCliffDropPsd : kCliffFloorPsd) + noise(m_psdNoise);
        cliff.bottom[i] = static_cast<std::uint16_t>(std::clamp(std::lround(level), 0L, 4095L));
        if (drop)
            *cliffBits |= bit;
    }
    return cliff;
}

kobuki::BasicSensors RobotSimulation::basicSensors() const
{
    kobuki::BasicSensors basic;
    basic.timeStamp = static_cast<std::uint16_t>(m_timestampOffsetMs + m_micros / 1000);
    const std::uint8_t touching = WorldSensors::bumperBits(m_world, m_drive.pose());
    basic.bumper = faultyContacts(touching, m_faults.bumpersStuckPressed, m_faults.bumpersDead);
    basic.wheelDrop = wheelDropBits();
    basic.leftEncoder = m_drive.leftEncoder();
    basic.rightEncoder = m_drive.rightEncoder();
    basic.leftPwm = m_drive.leftPwm();
    basic.rightPwm = m_drive.rightPwm();
    basic.buttons = m_buttons;
    basic.charger = m_battery.chargerByte();
    basic.battery = m_battery.protocolVolts();
    basic.overCurrent = static_cast<std::uint8_t>(
        (m_drive.leftOverCurrent() ? kobuki::bits::kOverCurrentLeft : 0)
        | (m_drive.rightOverCurrent() ? kobuki::bits::kOverCurrentRight : 0));
    return basic;
}

SensorReadings RobotSimulation::readings()
{
    SensorReadings r;
    r.basic = basicSensors();
    r.cliff = cliffReadings(&r.basic.cliff);
    const auto ir = WorldSensors::dockIrSignals(m_world, m_drive.pose());
    r.dockIr.right = ir[0];
    r.dockIr.central = ir[1];
    r.dockIr.left = ir[2];
    r.inertia.angle = kobuki::radiansToInertiaAngle(m_firmwareHeading);
    r.inertia.angleRate = kobuki::radiansPerSecondToInertiaRate(measuredYawRate());
    r.current.current = {
        static_cast<std::uint8_t>(std::clamp(std::lround(m_drive.leftAmperes() * 100), 0L, 255L)),
        static_cast<std::uint8_t>(std::clamp(std::lround(m_drive.rightAmperes() * 100), 0L, 255L))};
    r.rawGyro = takeGyroSamples();
    r.input.digitalInput = m_digitalInputs;
    r.input.analogInput = m_analogInputs;
    return r;
}

}  // namespace robodash::sim

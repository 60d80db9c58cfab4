#include "NetworkRoverDriver.h"

#include "NetworkMessageCodec.h"
#include "RosMessages.h"
#include "RoverRoboticsParameters.h"

#include "core/RecordedIdentity.h"
#include "rover/CoreReadings.h"
#include "rover/MotorBytes.h"
#include "rover/RoverCommands.h"
#include "rover/RoverDriver.h"
#include "rover/RoverDriverSettings.h"

#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "std_msgs.h"

#include <cmath>

namespace robodash::bridge {
namespace {

using rover::Register;

constexpr const char *kOwnOdometry = "odom";
constexpr const char *kOwnVelocity = "commands/velocity";

struct PackRegisters {
    const char *topic;
    Register volts, charge, current, temperature;
};

const PackRegisters kPacks[] = {
    {"battery_a_state", Register::BatteryVoltageA, Register::StateOfChargeA, Register::BatteryCurrentA,
     Register::SmartBatteryTemperatureA},
    {"battery_b_state", Register::BatteryVoltageB, Register::StateOfChargeB, Register::BatteryCurrentB,
     Register::SmartBatteryTemperatureB},
};

bool finite(double value)
{
    return std::isfinite(value);
}

}  // namespace

NetworkRoverDriver::NetworkRoverDriver()
{
    // The same robot as on a cable: its limits, outline and over-current stop (which reads
    // what the packs deliver here: RoverDriver's motor currents are not on the network).
    m_info = rover::RoverDriver().info();
    m_info.capabilities.motorCurrents = false;
    m_info.capabilities.motorCurrentRefreshSeconds = 0;
    forgetRobot();
}

core::DriverTiming NetworkRoverDriver::timing() const
{
    core::DriverTiming timing;
    timing.startUp = core::DriverTiming::StartUp::ListenFirst;
    timing.tickPeriodMs = 50;
    timing.driveResendPeriodMs = 40;
    timing.offlineAfterMs = 500;  // the transport's own floor for a network applies on top
    return timing;
}

std::string NetworkRoverDriver::velocityTopicFor(const std::string &odometryTopic)
{
    if (odometryTopic == kOwnOdometry)
        return kOwnVelocity;
    if (odometryTopic == RoverRoboticsParameters{}.odomTopic)
        return RoverRoboticsParameters{}.speedTopic;
    return {};
}

// Whatever speaks next may be another robot: it is identified again and its readings are
// not shown as current. Where velocity goes and the pose stay: a stop must still reach the
// robot that went quiet, and the map must not jump back to the origin.
void NetworkRoverDriver::forgetRobot()
{
    m_state = rover::RoverFrame{};
    m_state.overNetwork = true;
    m_lastOdometryMs.reset();
    m_staleWarned = false;
}

void NetworkRoverDriver::start(std::int64_t nowMs, bool live, core::DriverOutput &)
{
    m_live = live;
    m_nowMs = nowMs;
    m_finder = core::NetworkMessageFinder();
    m_bytesIn = m_malformed = 0;
    m_sensors = NetworkSensorReader();
    m_refused.clear();
    m_sentOnce = false;
    m_wanted = m_sent = core::Velocity2D{};
    m_velocityTopic.clear();
    m_pose.reset();
    forgetRobot();
}

void NetworkRoverDriver::wentOffline()
{
    forgetRobot();
}

bool NetworkRoverDriver::odometryFresh(std::int64_t nowMs) const
{
    return m_lastOdometryMs && nowMs - *m_lastOdometryMs <= kOdometryFreshMs;
}

void NetworkRoverDriver::receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                                 core::DriverOutput &out)
{
    m_nowMs = timeMs;
    m_bytesIn += size;
    m_finder.feed(data, size, [&](const core::NetworkMessage &message, std::size_t) {
        if (!m_sensors.read(message, timeMs, out))  // the camera, the scanner: every family's
            onMessage(message, timeMs, out);
    });
}

void NetworkRoverDriver::onMessage(const core::NetworkMessage &message, std::int64_t timeMs,
                                   core::DriverOutput &out)
{
    core::TelemetrySample sample;
    sample.receivedMs = timeMs;
    m_messageMs = timeMs;
    m_state.brought.clear();
    const bool read = readOdometry(message, sample.core) || readBattery(message, sample.core)
                      || readFlipper(message);
    if (!read) {
        ++m_malformed;  // a topic this driver does not read, or bytes not of its type
        return;
    }
    // The robot counts as heard only while its odometry comes, as a Rover on a cable answers
    // while it runs: batteries alone (1 Hz, and perhaps another node's) keep no link online,
    // so a Rover whose odometry stopped goes offline and is stopped.
    if (!odometryFresh(timeMs))
        return;
    identify(sample.core, out);
    m_state.topic = message.topic;
    sample.frame = std::make_shared<rover::RoverFrame>(m_state);
    out.samples.push_back(std::move(sample));
}

bool NetworkRoverDriver::readOdometry(const core::NetworkMessage &message, core::TelemetryCore &core)
{
    const std::string velocityTopic = velocityTopicFor(message.topic);
    CdrSample<nav_msgs_msg_dds__Odometry_> odometry(&nav_msgs_msg_dds__Odometry__desc);
    if (velocityTopic.empty() || !NetworkMessageCodec::decode(message, &nav_msgs_msg_dds__Odometry__desc, odometry))
        return false;
    const auto &pose = odometry.value().pose.pose;
    const auto &twist = odometry.value().twist.twist;
    const double yaw = RosMessages::yawOf(pose.orientation);
    if (!finite(pose.position.x) || !finite(pose.position.y) || !finite(yaw))
        return false;
    m_velocityTopic = velocityTopic;
    m_lastOdometryMs = m_messageMs;
    m_staleWarned = false;
    const core::Velocity2D velocity{finite(twist.linear.x) ? twist.linear.x : 0,
                                    finite(twist.angular.z) ? twist.angular.z : 0};
    core.odometry = m_pose.update(pose.position.x, pose.position.y, yaw, velocity);
    // The tracks' speeds by the driver's own mapping (W / traction), as the panels show them.
    const rover::TrackSpeeds tracks = rover::trackSpeedsFromVelocity(
        velocity.linearMps, velocity.angularRadps, rover::RoverDriverSettings{}.effectiveTrackWidthM());
    store(Register::LeftRpm, tracks.left, m_messageMs);
    store(Register::RightRpm, tracks.right, m_messageMs);
    m_state.odometrySource = rover::OdometrySource::Topic;
    return true;
}

bool NetworkRoverDriver::readBattery(const core::NetworkMessage &message, core::TelemetryCore &core)
{
    for (const PackRegisters &pack : kPacks) {
        if (message.topic != pack.topic)
            continue;
        CdrSample<sensor_msgs_msg_dds__BatteryState_> battery(&sensor_msgs_msg_dds__BatteryState__desc);
        if (!NetworkMessageCodec::decode(message, &sensor_msgs_msg_dds__BatteryState__desc, battery))
            return false;
        const auto &state = battery.value();
        storeOrForget(pack.volts, state.voltage);
        storeOrForget(pack.charge, std::round(state.percentage * 100));
        // The register is the current's size (BatteryState's is negative while discharging).
        storeOrForget(pack.current, std::fabs(state.current));
        storeOrForget(pack.temperature, state.temperature);
        const std::optional<double> a = m_state.value(Register::BatteryCurrentA);
        const std::optional<double> b = m_state.value(Register::BatteryCurrentB);
        storeOrForget(Register::TotalCurrent, a && b ? *a + *b : NAN);
        core.battery = rover::batteryFrom(m_state);
        core.supplyAmperes = rover::supplyCurrentFrom(m_state);
        return true;
    }
    return false;
}

bool NetworkRoverDriver::readFlipper(const core::NetworkMessage &message)
{
    CdrSample<std_msgs_msg_dds__Float32_> angle(&std_msgs_msg_dds__Float32__desc);
    if (message.topic != "flipper/position" || !NetworkMessageCodec::decode(message, &std_msgs_msg_dds__Float32__desc, angle))
        return false;
    storeOrForget(Register::FlipperAngle, angle.value().data);
    return true;
}

// A value the network carried: on the network (onFirmware), received, in the register's unit.
void NetworkRoverDriver::store(Register which, double value, std::int64_t timeMs)
{
    rover::RegisterReading &reading = m_state.reading(which);
    reading.onFirmware = true;
    reading.received = true;
    reading.value = value;
    reading.raw = 0;  // no register was read
    reading.receivedMs = timeMs;
    m_state.brought.push_back(which);
}

// A value the message carried as a number is stored; NaN (what the robot lacks, as the
// bridge says it) is not a reading: the register reads as not on the network.
void NetworkRoverDriver::storeOrForget(Register which, double value)
{
    if (finite(value)) {
        store(which, value, m_messageMs);
        return;
    }
    rover::RegisterReading &reading = m_state.reading(which);
    reading.onFirmware = false;
    reading.received = false;
}

// The first message (while the odometry comes) says the robot is there: who it is, as far as
// the network says; the sample names register 40 among what it brought, so every panel learns
// then which readings the network carries, as at register 40 on a cable.
void NetworkRoverDriver::identify(core::TelemetryCore &core, core::DriverOutput &out)
{
    if (m_state.identified)
        return;
    m_state.brought.push_back(Register::BuildNumber);
    m_state.identified = true;
    m_state.driveAllowed = true;
    core::DeviceInfo device;
    device.family = rover::RoverDriver::kFamilyName;
    device.model = "Rover Pro";
    device.firmware = "not on the network";
    device.complete = true;
    core.device = device;
    core.events.push_back({"Rover Pro heard on the network", false});
    out.identityComplete = true;
}

void NetworkRoverDriver::tick(std::int64_t nowMs, core::DriverOutput &out)
{
    m_nowMs = nowMs;
    if (m_state.identified && !odometryFresh(nowMs) && !m_staleWarned) {
        m_staleWarned = true;
        out.warn("the Rover's odometry has not come for " + std::to_string(kOdometryFreshMs)
                 + " ms: it is taken as offline until it does, and not driven");
    }
    sendVelocity(out);  // a stop repeated after motion; a stop when the odometry stopped
}

void NetworkRoverDriver::drive(double linearMps, double angularRadps, core::DriverOutput &out)
{
    m_wanted = core::Velocity2D{linearMps, angularRadps};
    sendVelocity(out);
}

// A change at once; motion renewed every kRenewMs; a stop repeated for kStopRepeatsForMs
// after motion; an idle robot gets nothing.
void NetworkRoverDriver::sendVelocity(core::DriverOutput &out)
{
    if (m_velocityTopic.empty() || !m_live)
        return;
    if (!odometryFresh(m_nowMs))
        m_wanted = core::Velocity2D{};  // a robot not heard is not driven
    const bool moving = !m_wanted.isZero();
    if (moving)
        m_lastMotionMs = m_nowMs;
    const bool changed = !m_sentOnce || m_wanted.linearMps != m_sent.linearMps
                         || m_wanted.angularRadps != m_sent.angularRadps;
    const bool due = m_nowMs - m_sentMs >= kRenewMs;
    const bool repeatedStop = !moving && m_nowMs - m_lastMotionMs <= kStopRepeatsForMs;
    if (!changed && !((moving || repeatedStop) && due))
        return;
    out.write(core::envelopeOf(NetworkMessageCodec::twist(m_velocityTopic, m_wanted.linearMps, m_wanted.angularRadps)));
    m_sent = m_wanted;
    m_sentOnce = true;
    m_sentMs = m_nowMs;
}

void NetworkRoverDriver::shutdown(core::DriverOutput &out)
{
    m_wanted = core::Velocity2D{};
    m_sentOnce = false;  // the stop goes out whatever went before
    sendVelocity(out);
}

void NetworkRoverDriver::refuse(const std::string &what, core::DriverOutput &out)
{
    if (m_refused.insert(what).second)
        out.warn(what + " is not on the network (the bridge takes no such command): nothing sent");
}

bool NetworkRoverDriver::command(const core::FamilyCommand &command, core::DriverOutput &out)
{
    if (command.as<rover::SetFanSpeedCommand>())
        refuse("the fan speed", out);
    else if (command.as<rover::ClearFaultCommand>())
        refuse("clear fault", out);
    else if (command.as<rover::SetLowSpeedModeCommand>())
        refuse("low-speed mode", out);
    else if (command.as<rover::SetFlipperCommand>())
        refuse("the flipper motor", out);
    else if (!command.as<rover::ConfirmUnknownFirmwareCommand>() && !command.as<core::RecordedIdentityCommand>())
        return false;
    return true;
}

core::DriverCounters NetworkRoverDriver::counters() const
{
    core::DriverCounters counters;
    counters.bytesIn = m_bytesIn;
    counters.goodFrames = m_finder.messages();
    counters.checksumErrors = m_finder.badEnvelopes();
    counters.discardedBytes = m_finder.discardedBytes();
    counters.malformed = m_malformed + m_sensors.malformed();
    return counters;
}

}  // namespace robodash::bridge

#include "NetworkRflexDriver.h"

#include "CdrSample.h"
#include "NetworkMessageCodec.h"
#include "RflexTopics.h"
#include "RosMessages.h"

#include "rflex/Conversions.h"

#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "std_msgs.h"

#include <algorithm>
#include <cmath>

namespace robodash::bridge {
namespace {

constexpr std::uint8_t kBrakeEngaged = 1;
constexpr std::uint32_t kFrontBit = 1u << 0;  // events/bump_panels (RflexTopics::bumpMask)
constexpr std::uint32_t kRearBit = 1u << 1;

std::uint32_t baseTime(std::int64_t timeMs)
{
    return std::uint32_t(timeMs);  // the base's own millisecond clock wraps as this does
}

}  // namespace

NetworkRflexDriver::NetworkRflexDriver(rflex::RobotDescription description)
    : m_description(description),
      m_base(std::move(description)),
      m_commands(m_description.units)
{
    m_base.setOverNetwork(true);
}

void NetworkRflexDriver::restart()
{
    m_commands = RflexRosCommands(m_description.units);
    m_pose.reset();
    m_axes = NetworkAxisTravel();
    m_echoes.clear();
    m_lastOdometryMs.reset();
}

bool NetworkRflexDriver::odometryFresh(std::int64_t timeMs) const
{
    return m_lastOdometryMs && timeMs - *m_lastOdometryMs <= kOdometryFreshMs;
}

// A report for the base driver: all of them while the odometry comes, as a base on a cable
// reports while it runs; none of a base whose odometry stopped, which then goes offline.
void NetworkRflexDriver::report(const rflex::RflexDriver::Report &report, std::int64_t timeMs)
{
    if (odometryFresh(timeMs))
        m_base.receiveReport(report, timeMs, m_reported);
}

bool NetworkRflexDriver::onMessage(const core::NetworkMessage &message, std::int64_t timeMs,
                                   core::DriverOutput &out)
{
    if (readSonar(message))
        return true;  // reported with the rest of its burst
    flushEchoes(timeMs);
    const bool read = readOdometry(message, timeMs) || readBumpPanels(message, timeMs)
                      || readBattery(message, timeMs);
    pass(m_reported, out);
    m_reported = core::DriverOutput{};
    return read;
}

bool NetworkRflexDriver::readOdometry(const core::NetworkMessage &message, std::int64_t timeMs)
{
    CdrSample<nav_msgs_msg_dds__Odometry_> odometry(&nav_msgs_msg_dds__Odometry__desc);
    if (message.topic != "odom" || !NetworkMessageCodec::decode(message, &nav_msgs_msg_dds__Odometry__desc, odometry))
        return false;
    m_lastOdometryMs = timeMs;
    const auto &pose = odometry.value().pose.pose;
    const auto &twist = odometry.value().twist.twist;
    const double yaw = RosMessages::yawOf(pose.orientation);
    if (!std::isfinite(pose.position.x) || !std::isfinite(pose.position.y) || !std::isfinite(yaw))
        return true;  // read, and kept out: a NaN would stay in the path for the whole session
    const core::Velocity2D velocity{std::isfinite(twist.linear.x) ? twist.linear.x : 0,
                                    std::isfinite(twist.angular.z) ? twist.angular.z : 0};
    const core::OdometryState state = m_pose.update(pose.position.x, pose.position.y, yaw, velocity);
    m_axes.addPose(core::Pose2D{pose.position.x, pose.position.y, yaw});
    rflex::AxisTelemetry translation;
    translation.axis = rflex::Axis::Translation;
    translation.position = m_axes.distanceMetres();
    translation.velocity = velocity.linearMps;
    translation.networkOdometry = state;
    rflex::AxisTelemetry rotation = translation;
    rotation.axis = rflex::Axis::Rotation;
    rotation.position = m_axes.bearingRadians();
    rotation.velocity = velocity.angularRadps;
    m_base.receiveNetworkAxis(translation, timeMs, m_reported);
    m_base.receiveNetworkAxis(rotation, timeMs, m_reported);
    return true;
}

void NetworkRflexDriver::onSentMessage(const core::NetworkMessage &message)
{
    CdrSample<std_msgs_msg_dds__Bool_> motors(&std_msgs_msg_dds__Bool__desc);
    if (message.topic != "commands/motors" || !NetworkMessageCodec::decode(message, &std_msgs_msg_dds__Bool__desc, motors))
        return;
    m_commands.noteSentMotors(motors.value().data);
    m_base.noteMotorsEnabled(motors.value().data);
}

std::vector<std::uint8_t> NetworkRflexDriver::sentStateForRecording() const
{
    return m_commands.brakeEngaged() ? std::vector<std::uint8_t>{} : core::envelopeOf(RflexRosCommands::motors(true));
}

void NetworkRflexDriver::shutdown(core::DriverOutput &out)
{
    m_commands.setLeaving();  // the ring stays as the robot's other users have it
    FamilyNetworkDriver::shutdown(out);
}

void NetworkRflexDriver::resetOdometry()
{
    // The map's reset: the pose starts again here; the axes go on counting, as a base's do.
    m_pose.reset();
    FamilyNetworkDriver::resetOdometry();
}

bool NetworkRflexDriver::readBumpPanels(const core::NetworkMessage &message, std::int64_t timeMs)
{
    CdrSample<std_msgs_msg_dds__UInt32_> mask(&std_msgs_msg_dds__UInt32__desc);
    if (message.topic != "events/bump_panels" || !NetworkMessageCodec::decode(message, &std_msgs_msg_dds__UInt32__desc, mask))
        return false;
    const rflex::BumpPanelLayout &layout = m_description.bumpPanels;
    // bumpPanelsFrom() reads offset and state as one word: the bits go back there.
    std::uint16_t word = 0;
    if (mask.value().data & kFrontBit)
        word |= std::uint16_t(1u << layout.frontBit);
    if (mask.value().data & kRearBit)
        word |= std::uint16_t(1u << layout.rearBit);
    rflex::DioState dio;
    dio.timestamp = baseTime(timeMs);
    dio.address = layout.address;
    dio.offset = std::uint8_t(word >> 8);
    dio.state = std::uint8_t(word & 0xFF);
    report(dio, timeMs);
    return true;
}

bool NetworkRflexDriver::readBattery(const core::NetworkMessage &message, std::int64_t timeMs)
{
    CdrSample<sensor_msgs_msg_dds__BatteryState_> battery(&sensor_msgs_msg_dds__BatteryState__desc);
    if (message.topic != "battery_state"
        || !NetworkMessageCodec::decode(message, &sensor_msgs_msg_dds__BatteryState__desc, battery))
        return false;
    if (!std::isfinite(battery.value().voltage))
        return true;  // the bridge's robot has no reading: nothing to report
    rflex::SystemStatus status;
    status.timestamp = baseTime(timeMs);
    status.batteryRaw = std::int32_t(std::lround((battery.value().voltage - rflex::kBatteryOffsetVolts) * 100));
    status.brake = m_commands.brakeEngaged() ? kBrakeEngaged : 0;
    report(status, timeMs);
    return true;
}

bool NetworkRflexDriver::readSonar(const core::NetworkMessage &message)
{
    for (std::size_t slot = 0; slot < m_description.sonars.size(); ++slot) {
        if (message.topic != RflexTopics::sonarTopic(int(slot)))
            continue;
        CdrSample<sensor_msgs_msg_dds__Range_> range(&sensor_msgs_msg_dds__Range__desc);
        if (!NetworkMessageCodec::decode(message, &sensor_msgs_msg_dds__Range__desc, range))
            return false;
        const float metres = range.value().range;
        m_echoes.push_back({m_description.sonars[slot].id,
                            rflex::sonarRangeToRaw(std::isfinite(metres) ? std::optional<double>(metres) : std::nullopt)});
        return true;
    }
    return false;
}

// The bridge publishes every sonar of a report at once: they go to the driver as the base
// sends them, up to six echoes a report, rather than one report per range.
void NetworkRflexDriver::flushEchoes(std::int64_t timeMs)
{
    for (std::size_t first = 0; first < m_echoes.size(); first += rflex::SonarReport::kMaxEchoes) {
        rflex::SonarReport sonar;
        sonar.timestamp = baseTime(timeMs);
        while (sonar.count < rflex::SonarReport::kMaxEchoes && first + sonar.count < m_echoes.size()) {
            sonar.echoes[sonar.count] = m_echoes[first + sonar.count];
            ++sonar.count;
        }
        report(sonar, timeMs);
    }
    m_echoes.clear();
}

void NetworkRflexDriver::tick(std::int64_t nowMs, core::DriverOutput &out)
{
    flushEchoes(nowMs);
    pass(m_reported, out);
    m_reported = core::DriverOutput{};
    FamilyNetworkDriver::tick(nowMs, out);
}

void NetworkRflexDriver::translate(const std::vector<std::uint8_t> &frame, std::vector<core::NetworkMessage> &messages)
{
    m_commands.translate(frame.data(), frame.size(), messages);
}

}  // namespace robodash::bridge

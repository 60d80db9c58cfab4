#include "NetworkRflexDriver.h"

#include "CdrSample.h"
#include "NetworkDriverOutput.h"
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
      m_commands(m_description.units),
      m_positions(m_description.units)
{
}

void NetworkRflexDriver::start(std::int64_t nowMs, bool live, core::DriverOutput &out)
{
    m_finder = core::NetworkMessageFinder();
    m_positions = RflexAxisPositions(m_description.units);
    m_echoes.clear();
    core::DriverOutput inner;
    m_base.start(nowMs, live, inner);
    pass(inner, out);
}

void NetworkRflexDriver::receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                                 core::DriverOutput &out)
{
    m_bytesIn += size;
    m_finder.feed(data, size, [&](const core::NetworkMessage &message, std::size_t) {
        onMessage(message, timeMs, out);
    });
}

void NetworkRflexDriver::onMessage(const core::NetworkMessage &message, std::int64_t timeMs,
                                   core::DriverOutput &out)
{
    if (readSonar(message))
        return;  // reported with the rest of its burst
    flushEchoes(timeMs, out);
    if (!readOdometry(message, timeMs, out) && !readBumpPanels(message, timeMs, out)
        && !readBattery(message, timeMs, out))
        ++m_unread;  // a topic an rFLEX bridge does not publish, or bytes not of its type
}

bool NetworkRflexDriver::readOdometry(const core::NetworkMessage &message, std::int64_t timeMs,
                                      core::DriverOutput &out)
{
    CdrSample<nav_msgs_msg_dds__Odometry_> odometry(&nav_msgs_msg_dds__Odometry__desc);
    if (message.topic != "odom" || !NetworkMessageCodec::decode(message, &nav_msgs_msg_dds__Odometry__desc, odometry))
        return false;
    const auto &pose = odometry.value().pose.pose;
    const auto &twist = odometry.value().twist.twist;
    m_positions.addPose(pose.position.x, pose.position.y, RosMessages::yawOf(pose.orientation));
    rflex::MotionReport translation;
    translation.timestamp = baseTime(timeMs);
    translation.axis = std::uint8_t(rflex::Axis::Translation);
    translation.position = m_positions.distance();
    translation.velocity = rflex::translationToRaw(twist.linear.x, m_description.units);
    rflex::MotionReport rotation = translation;
    rotation.axis = std::uint8_t(rflex::Axis::Rotation);
    rotation.position = m_positions.bearing();
    rotation.velocity = rflex::rotationToRaw(twist.angular.z, m_description.units);
    core::DriverOutput inner;
    m_base.receiveReport(translation, timeMs, inner);
    m_base.receiveReport(rotation, timeMs, inner);
    pass(inner, out);
    return true;
}

bool NetworkRflexDriver::readBumpPanels(const core::NetworkMessage &message, std::int64_t timeMs,
                                        core::DriverOutput &out)
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
    core::DriverOutput inner;
    m_base.receiveReport(dio, timeMs, inner);
    pass(inner, out);
    return true;
}

bool NetworkRflexDriver::readBattery(const core::NetworkMessage &message, std::int64_t timeMs,
                                     core::DriverOutput &out)
{
    CdrSample<sensor_msgs_msg_dds__BatteryState_> battery(&sensor_msgs_msg_dds__BatteryState__desc);
    if (message.topic != "battery_state"
        || !NetworkMessageCodec::decode(message, &sensor_msgs_msg_dds__BatteryState__desc, battery)
        || !std::isfinite(battery.value().voltage))
        return false;
    rflex::SystemStatus status;
    status.timestamp = baseTime(timeMs);
    status.batteryRaw = std::int32_t(std::lround((battery.value().voltage - rflex::kBatteryOffsetVolts) * 100));
    status.brake = m_commands.brakeEngaged() ? kBrakeEngaged : 0;
    core::DriverOutput inner;
    m_base.receiveReport(status, timeMs, inner);
    pass(inner, out);
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
void NetworkRflexDriver::flushEchoes(std::int64_t timeMs, core::DriverOutput &out)
{
    core::DriverOutput inner;
    for (std::size_t first = 0; first < m_echoes.size(); first += rflex::SonarReport::kMaxEchoes) {
        rflex::SonarReport sonar;
        sonar.timestamp = baseTime(timeMs);
        while (sonar.count < rflex::SonarReport::kMaxEchoes && first + sonar.count < m_echoes.size()) {
            sonar.echoes[sonar.count] = m_echoes[first + sonar.count];
            ++sonar.count;
        }
        m_base.receiveReport(sonar, timeMs, inner);
    }
    m_echoes.clear();
    pass(inner, out);
}

void NetworkRflexDriver::tick(std::int64_t nowMs, core::DriverOutput &out)
{
    flushEchoes(nowMs, out);
    core::DriverOutput inner;
    m_base.tick(nowMs, inner);
    pass(inner, out);
}

void NetworkRflexDriver::drive(double linearMps, double angularRadps, core::DriverOutput &out)
{
    core::DriverOutput inner;
    m_base.drive(linearMps, angularRadps, inner);
    pass(inner, out);
}

void NetworkRflexDriver::shutdown(core::DriverOutput &out)
{
    core::DriverOutput inner;
    m_base.shutdown(inner);
    pass(inner, out);
    out.write(core::envelopeOf(RflexRosCommands::stop()));
}

bool NetworkRflexDriver::command(const core::FamilyCommand &command, core::DriverOutput &out)
{
    core::DriverOutput inner;
    const bool known = m_base.command(command, inner);
    pass(inner, out);
    return known;
}

// Everything the rFLEX driver produced, with its host frames as the bridge's messages.
void NetworkRflexDriver::pass(core::DriverOutput &inner, core::DriverOutput &out)
{
    passOn(inner, out, [this](const std::vector<std::uint8_t> &frame, std::vector<core::NetworkMessage> &messages) {
        m_commands.translate(frame.data(), frame.size(), messages);
    });
}

core::DriverCounters NetworkRflexDriver::counters() const
{
    core::DriverCounters counters;
    counters.bytesIn = m_bytesIn;
    counters.goodFrames = m_finder.messages();
    counters.checksumErrors = m_finder.badEnvelopes();
    counters.discardedBytes = m_finder.discardedBytes();
    counters.malformed = m_unread + m_base.counters().malformed;
    return counters;
}

}  // namespace robodash::bridge

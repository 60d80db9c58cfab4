#include "CommonTopics.h"

#include "FamilyTopics.h"
#include "OdometryMessages.h"
#include "RosMessages.h"

#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "tf2_msgs.h"

namespace robodash::bridge {

namespace {

// A battery changes slowly; 50 Hz would be noise. By the messages' stamps, so that an
// export keeps the live bridge's rate.
constexpr std::int64_t kBatteryPeriodNs = 1000000000;

std::int64_t stampNanoseconds(RosTime stamp)
{
    return std::int64_t(stamp.sec) * 1000000000 + stamp.nanosec;
}

// A timer the event loop delivers a little late is still on time (OdometryPublisher's rule).
constexpr double kShortestWriteGapShare = 0.9;

}  // namespace

CommonTopics::CommonTopics(const TopicContext &context, const RosProfile &profile)
    : m_context(context), m_profile(profile)
{
    const DriverParameters &parameters = context.options().parameters;
    m_odom = context.writer(&nav_msgs_msg_dds__Odometry__desc, profile.odomTopic(parameters),
                            QosProfile::Default, profile.odomDepth());
    m_tf = context.writer(&tf2_msgs_msg_dds__TFMessage__desc, kTfTopic, QosProfile::Default,
                          kTfDepth);
    m_battery = context.writer(&sensor_msgs_msg_dds__BatteryState__desc, kBatteryTopic,
                               QosProfile::Default, kDefaultDepth);
    for (const TopicWriter *made : {m_odom.get(), m_tf.get(), m_battery.get()}) {
        if (!made->isValid() && m_error.empty())
            m_error = made->error();
    }
}

void CommonTopics::restart()
{
    m_frameTwist = FrameTwist();
    m_lastBatteryNs = -1;
    m_lastOdometryNs = -1;
}

std::string CommonTopics::publish(const core::TelemetrySample &sample, const FamilyTopics *family)
{
    if (sample.core.device && !sample.core.device->serial.empty())
        m_serialNumber = sample.core.device->serial;
    std::string refused;
    if (sample.core.odometry)
        refused = publishOdometry(sample, family);
    if (!sample.core.battery)
        return refused;
    const RosTime stamp = m_context.stamp();
    const std::int64_t since = stampNanoseconds(stamp) - m_lastBatteryNs;
    // A wall clock set back (live) makes `since` negative: publish rather than fall silent.
    if (m_lastBatteryNs >= 0 && since >= 0 && since < kBatteryPeriodNs)
        return refused;
    m_lastBatteryNs = stampNanoseconds(stamp);
    const std::string battery = publishBattery(*sample.core.battery, stamp);
    return refused.empty() ? battery : refused;
}

bool CommonTopics::odometryDue(RosTime stamp)
{
    const int periodMs = m_profile.odometryPeriodMs(m_context.options().parameters);
    const std::int64_t now = stampNanoseconds(stamp);
    const std::int64_t since = now - m_lastOdometryNs;
    if (periodMs > 0 && m_lastOdometryNs >= 0 && since >= 0
        && double(since) < kShortestWriteGapShare * periodMs * 1e6)
        return false;
    m_lastOdometryNs = now;
    return true;
}

std::string CommonTopics::publishOdometry(const core::TelemetrySample &sample,
                                          const FamilyTopics *family)
{
    const core::OdometryState &odometry = *sample.core.odometry;
    const bool byRobotClock = family && family->framesCarryRobotClock();
    const auto robotMs = byRobotClock ? family->robotClockMs(sample) : std::nullopt;
    if (byRobotClock && !robotMs)
        return {};  // not a stream frame: kobuki_ros publishes odometry for those only
    const RosTime stamp = m_context.stamp();
    if (!odometryDue(stamp))
        return {};  // roverrobotics_driver's timer has not come round yet
    std::optional<FrameTwist::Twist> twist;
    if (robotMs)  // kobuki_core's twist: this frame's pose change over its duration
        twist = m_frameTwist.update(odometry.pose, odometry.distanceMetres, *robotMs);
    return OdometryMessages::write(m_profile, m_context.options().parameters, *m_odom, *m_tf,
                                   odometry, stamp, twist);
}

std::string CommonTopics::publishBattery(const core::BatteryReading &battery, RosTime stamp)
{
    const sensor_msgs_msg_dds__BatteryState_ message
        = RosMessages::battery(battery, stamp, m_profile.baseFrame(m_context.options().parameters),
                               m_serialNumber);
    return m_battery->write(&message) ? std::string() : m_battery->topic();
}

}  // namespace robodash::bridge

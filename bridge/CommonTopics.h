#pragma once
// The topics every family's bridge publishes (odom, /tf, battery_state), made in a
// TopicContext: live on DDS for RosBridge, into a recorder for an export (McapExporter), so
// both publish the same messages from the same telemetry.

#include "FrameTwist.h"
#include "TopicContext.h"
#include "TopicWriter.h"

#include "core/TelemetrySample.h"

#include <cstdint>
#include <memory>
#include <string>

namespace robodash::bridge {

class FamilyTopics;

class CommonTopics {
public:
    explicit CommonTopics(const TopicContext &context);

    // Every writer was made; else error() says which could not be.
    bool isValid() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    const TopicWriter &odom() const { return *m_odom; }
    const TopicWriter &tf() const { return *m_tf; }
    const TopicWriter &battery() const { return *m_battery; }

    // Publishes what `sample` carries; `family` (may be null) decides whether odometry goes
    // by the robot's clock. Returns the topic of a refused write, or "".
    std::string publish(const core::TelemetrySample &sample, const FamilyTopics *family);
    // A new session: the twist and the battery period start afresh.
    void restart();

private:
    std::string publishOdometry(const core::TelemetrySample &sample, const FamilyTopics *family);
    std::string publishBattery(const core::BatteryReading &battery, RosTime stamp);

    const TopicContext &m_context;
    std::unique_ptr<TopicWriter> m_odom, m_tf, m_battery;
    FrameTwist m_frameTwist;
    std::string m_serialNumber;
    std::int64_t m_lastBatteryNs = -1;  // stamp of the last battery message
    std::string m_error;
};

}  // namespace robodash::bridge

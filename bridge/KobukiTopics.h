#pragma once
// The Kobuki's own kobuki_ros interface (specs/ros2-wire-facts.md "What kobuki_ros offers"),
// beside the bridge's common topics. Published, relative to the namespace: joint_states,
// sensors/core, sensors/imu_data, sensors/imu_data_raw, sensors/dock_ir, events/button,
// events/bumper, events/cliff, events/wheel_drop, events/power_system,
// events/digital_input; latched (transient local, depth 1): events/robot_state,
// version_info, controller_info; debug/raw_data_stream, debug/raw_data_command and
// debug/raw_control_command while read (KobukiRawData). Subscribed: commands/led1,
// commands/led2, commands/digital_output, commands/external_power, commands/sound,
// commands/reset_odometry, commands/motor_power, commands/controller_info — each turned into
// the call the dashboard's controls make on the link (KobukiCommandHandler), so the driver's
// checks and the safety layer apply.

#include "FamilyTopics.h"

#include <string>
#include <vector>
#include "KobukiDiagnostics.h"
#include "KobukiWheelJoints.h"
#include "RosMessages.h"

#include "kobuki/Feedback.h"
#include "kobuki/FeedbackParser.h"
#include "kobuki/OutputWord.h"

#include "kobuki_ros_interfaces.h"

#include <QTimer>

#include <optional>

namespace robodash::link {
class RobotLink;
}

namespace robodash::kobuki {
struct RobotEvents;
}

namespace robodash::bridge {

class KobukiCommandHandler;
class KobukiRawData;

class KobukiTopics : public FamilyTopics {
    Q_OBJECT
public:
    KobukiTopics(const TopicContext &context, link::RobotLink &link, QObject *parent = nullptr);
    ~KobukiTopics() override;

    void publish(const core::TelemetrySample &sample) override;
    bool framesCarryRobotClock() const override { return true; }
    std::optional<std::uint16_t> robotClockMs(const core::TelemetrySample &sample) const override;
    // The ROS names of this set's fixed topics (RosTopicCatalog).
    static std::vector<std::string> rosTopics();

private:
    struct Writers;

    void makeWriters();
    void makeCommandReaders();
    // debug/raw_data_stream and debug/raw_data_command (KobukiRawData).
    void makeRawDataWriters();

    void publishFeedback(const kobuki::FeedbackFrame &feedback, double headingRad);
    void publishSensorState(const kobuki::BasicSensors &basic, RosTime stamp);
    void publishJointStates(const kobuki::BasicSensors &basic, RosTime stamp);
    void publishBatteryState(const kobuki::BasicSensors &basic, RosTime stamp);
    void publishRawImu(const kobuki::RawGyro &gyro, RosTime stamp);
    void publishDockIr(const kobuki::DockIr &ir, RosTime stamp);
    void publishEvents(const kobuki::RobotEvents &events);
    // One message, made by `convert`, per event.
    template <class Event, class Convert>
    void writeEach(TopicWriter *writer, const std::vector<Event> &events, Convert convert);
    void publishRobotState(bool online);
    void publishDiagnostics();
    void publishVersionInfoWhenComplete(const kobuki::FeedbackFrame &feedback);

    link::RobotLink &m_link;
    KobukiCommandHandler *m_commands;  // a child
    std::unique_ptr<Writers> m_out;
    KobukiWheelJoints m_wheels;
    KobukiDiagnostics m_diagnostics;
    QTimer m_diagnosticsTimer;
    // The latest of each sub-payload, for sensors/core (a frame need not carry all).
    std::optional<kobuki::Cliff> m_cliff;
    std::optional<kobuki::Current> m_current;
    std::optional<kobuki::GeneralPurposeInput> m_input;
    std::optional<kobuki::Version> m_hardware, m_firmware;
    std::optional<kobuki::Udid> m_udid;
    bool m_versionPublished = false;
    // A member, not a child: it goes before the writers it writes to (FamilyTopics's).
    std::unique_ptr<KobukiRawData> m_rawData;
};

}  // namespace robodash::bridge

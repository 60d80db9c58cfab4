#pragma once
// A Rover Pro's own topics beside the common ones: each battery as
// sensor_msgs/BatteryState (battery_a_state, battery_b_state, once a second), the flipper
// angle as std_msgs/Float32 (flipper/position, radians, as the flipper register is read),
// and the tracks on joint_states (left_track_joint, right_track_joint: velocity only, in
// m/s of track, since a track has no angle worth the name). Nothing is subscribed beyond
// commands/velocity, which the bridge handles for every family.

#include "FamilyTopics.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::rover {
class RoverFrame;
}

namespace robodash::bridge {

class RoverTopics : public FamilyTopics {
    Q_OBJECT
public:
    // `withJointStates` false: no joint_states (Rover Robotics' launch files run
    // joint_state_publisher on /joint_states, with the URDF's joint names).
    explicit RoverTopics(const TopicContext &context, bool withJointStates = true,
                         QObject *parent = nullptr);

    void publish(const core::TelemetrySample &sample) override;
    // The ROS names of this set's fixed topics (RosTopicCatalog).
    static std::vector<std::string> rosTopics();

protected:
    // The frame of the battery messages: the odometry's child frame.
    virtual std::string batteryFrame() const;

private:
    enum class Side { A, B };
    void publishBattery(const rover::RoverFrame &frame, Side side);
    void publishTracks(const rover::RoverFrame &frame);

    TopicWriter *m_batteryA, *m_batteryB, *m_flipper, *m_joints = nullptr;
    // The sample time the batteries were last published at: the log's time in an export, so
    // an export holds them once a second of the log, as the live bridge does.
    std::optional<std::int64_t> m_batteriesMs;
};

}  // namespace robodash::bridge

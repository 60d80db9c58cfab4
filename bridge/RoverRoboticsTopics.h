#pragma once
// A Rover Pro as Rover Robotics' roverrobotics_driver offers it (RosProfile): the Rover's own
// topics (RoverTopics: batteries, flipper; no joint_states, which that driver's launch files
// leave to joint_state_publisher) plus the driver's commands, on the names its parameters
// give (absolute in its pro_config.yaml): the software e-stop's trigger and reset
// (std_msgs/Bool, depth 2: true engages, true releases; false does nothing on either) and the
// trim (std_msgs/Float32, depth 3, rad/s added up). What they do is the bridge's
// VelocityCommandGate's; this set only turns the messages into signals.

#include "RoverTopics.h"

namespace robodash::bridge {

class RoverRoboticsTopics : public RoverTopics {
    Q_OBJECT
public:
    explicit RoverRoboticsTopics(const TopicContext &context, QObject *parent = nullptr);

protected:
    std::string batteryFrame() const override;
};

}  // namespace robodash::bridge

#include "RoverRoboticsTopics.h"

#include "std_msgs.h"

namespace robodash::bridge {

namespace {

// roverrobotics_driver's rclcpp::QoS depths for these subscriptions.
constexpr int kEstopDepth = 2;
constexpr int kTrimDepth = 3;

}  // namespace

RoverRoboticsTopics::RoverRoboticsTopics(const TopicContext &context, QObject *parent)
    : RoverTopics(context, false, parent)
{
    const RoverRoboticsParameters &names = context.options().parameters.rover;
    // Only `true` does anything, as in the vendor's callbacks.
    subscribe<std_msgs_msg_dds__Bool_>(&std_msgs_msg_dds__Bool__desc, names.estopTriggerTopic,
                                       kEstopDepth, [this](const std_msgs_msg_dds__Bool_ &m) {
                                           if (m.data)
                                               emit estopRequested(true);
                                       });
    subscribe<std_msgs_msg_dds__Bool_>(&std_msgs_msg_dds__Bool__desc, names.estopResetTopic,
                                       kEstopDepth, [this](const std_msgs_msg_dds__Bool_ &m) {
                                           if (m.data)
                                               emit estopRequested(false);
                                       });
    subscribe<std_msgs_msg_dds__Float32_>(&std_msgs_msg_dds__Float32__desc, names.trimTopic,
                                          kTrimDepth, [this](const std_msgs_msg_dds__Float32_ &m) {
                                              emit trimAdded(double(m.data));
                                          });
}

std::string RoverRoboticsTopics::batteryFrame() const
{
    return context().options().parameters.rover.odomChildFrameId;
}

}  // namespace robodash::bridge

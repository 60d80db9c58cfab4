#include "RosProfile.h"

#include "BridgeFamilies.h"
#include "TopicQos.h"

#include "nav_msgs.h"

#include <cmath>

namespace robodash::bridge {

namespace {

// kobuki_ros's odometry depth; roverrobotics_driver's rclcpp::QoS(4) and QoS(1).
constexpr int kKobukiOdomDepth = 50;
constexpr int kRoverOdomDepth = 4;
constexpr int kRoverVelocityDepth = 1;
// librover zeroes the motors when no velocity command came for 200 ms (a constant there,
// not a parameter).
constexpr double kRoverCommandHoldSec = 0.2;

std::string onOff(bool value)
{
    return value ? "active" : "inactive";
}

}  // namespace

RosProfile::RosProfile(const std::string &family, RoverProfile roverProfile)
{
    const BridgeFamily *known = BridgeFamilies::find(family);
    m_roverRobotics = known && known->hasVendorProfile && roverProfile == RoverProfile::RoverRobotics;
}

ParameterSet RosProfile::parameterSet() const
{
    return m_roverRobotics ? ParameterSet::RoverRobotics : ParameterSet::KobukiRos;
}

std::string RosProfile::defaultNodeName(const std::string &family, RoverProfile roverProfile)
{
    const BridgeFamily *known = BridgeFamilies::find(family);
    const bool vendorNames = known && !known->vendorNodeName.empty()
                             && (!known->hasVendorProfile || RosProfile(family, roverProfile).isRoverRobotics());
    return vendorNames ? known->vendorNodeName : "robodash_" + family + "_node";
}

std::vector<std::string> RosProfile::roverRoboticsTopics()
{
    const RoverRoboticsParameters shipped;
    return {shipped.odomTopic, shipped.speedTopic, shipped.estopTriggerTopic,
            shipped.estopResetTopic, shipped.trimTopic};
}

bool RosProfile::parseRoverProfile(const std::string &text, RoverProfile *profile)
{
    if (text == "roverrobotics")
        *profile = RoverProfile::RoverRobotics;
    else if (text == "robodash")
        *profile = RoverProfile::Robodash;
    else
        return false;
    return true;
}

std::string RosProfile::odomTopic(const DriverParameters &p) const
{
    return m_roverRobotics ? p.rover.odomTopic : "odom";
}

int RosProfile::odomDepth() const
{
    return m_roverRobotics ? kRoverOdomDepth : kKobukiOdomDepth;
}

std::string RosProfile::velocityTopic(const DriverParameters &p) const
{
    return m_roverRobotics ? p.rover.speedTopic : "commands/velocity";
}

int RosProfile::velocityDepth() const
{
    return m_roverRobotics ? kRoverVelocityDepth : kDefaultDepth;
}

const std::string &RosProfile::odomFrame(const DriverParameters &p) const
{
    return m_roverRobotics ? p.rover.odomFrameId : p.odomFrame;
}

const std::string &RosProfile::baseFrame(const DriverParameters &p) const
{
    return m_roverRobotics ? p.rover.odomChildFrameId : p.baseFrame;
}

bool RosProfile::publishTf(const DriverParameters &p) const
{
    return m_roverRobotics ? p.rover.publishTf : p.publishTf;
}

double RosProfile::cmdVelTimeoutSec(const DriverParameters &p) const
{
    return m_roverRobotics ? kRoverCommandHoldSec : p.cmdVelTimeoutSec;
}

int RosProfile::odometryPeriodMs(const DriverParameters &p) const
{
    if (!m_roverRobotics || !(p.rover.odometryFrequency > 0))
        return 0;
    return int(std::lround(1000.0 / p.rover.odometryFrequency));
}

void RosProfile::fillCovariance(const DriverParameters &p,
                                nav_msgs_msg_dds__Odometry_ &odometry) const
{
    if (!m_roverRobotics)
        return;  // RosMessages::odometry's, kobuki_ros's
    for (double &each : odometry.pose.covariance)
        each = 0;
    double *twist = odometry.twist.covariance;
    twist[0] = twist[7] = p.rover.linearCovariance;
    twist[35] = p.rover.yawCovariance;
}

std::vector<std::string> RosProfile::startLines(const DriverParameters &p) const
{
    if (m_roverRobotics) {
        const RoverRoboticsParameters &r = p.rover;
        return {"Starting Rover Driver node",
                "Robot type is Rover " + r.robotType + " over " + r.commType,
                "Receiving velocity command from " + r.speedTopic,
                "Estop state is currently " + onOff(r.estopState),
                "Receiving Estop activation at " + r.estopTriggerTopic,
                "Receiving Estop deactivation at " + r.estopResetTopic,
                "Connected to robot at " + p.devicePort};
    }
    return {"Kobuki : Velocity commands timeout: " + std::to_string(p.cmdVelTimeoutSec) + " seconds.",
            "Kobuki : using odom_frame [" + p.odomFrame + "].",
            "Kobuki : using base_frame [" + p.baseFrame + "].",
            std::string(p.publishTf ? "Kobuki : publishing transforms."
                                    : "Kobuki : not publishing transforms (see robot_pose_ekf).")};
}

}  // namespace robodash::bridge

#include "RoverVelocityPublisher.h"

#include "RosQos.h"
#include "TopicWriter.h"

#include "rover/RoverDriverSettings.h"

#include "geometry_msgs.h"

namespace robodash::bridge {

RoverVelocityPublisher::RoverVelocityPublisher(dds_entity_t participant, const std::string &ddsTopic,
                                               int depth)
{
    const QosPointer qos = RosQos::make(QosProfile::Default, depth);
    m_writer = std::make_unique<TopicWriter>(participant, &geometry_msgs_msg_dds__Twist__desc,
                                             ddsTopic, qos.get());
}

RoverVelocityPublisher::~RoverVelocityPublisher() = default;

bool RoverVelocityPublisher::isValid() const { return m_writer->isValid(); }
bool RoverVelocityPublisher::forbiddenBySecurity() const { return m_writer->forbiddenBySecurity(); }
std::string RoverVelocityPublisher::error() const { return m_writer->error(); }
const std::string &RoverVelocityPublisher::topic() const { return m_writer->topic(); }

double RoverVelocityPublisher::linearMps(const rover::MotorBytes &motors)
{
    return (rover::trackSpeedFromMotorByte(motors.left) + rover::trackSpeedFromMotorByte(motors.right)) / 2;
}

double RoverVelocityPublisher::angularRadps(const rover::MotorBytes &motors)
{
    // The driver maps with W / traction (RoverDriver::drive): the same width undoes it.
    const double width = rover::RoverDriverSettings{}.effectiveTrackWidthM();
    return (rover::trackSpeedFromMotorByte(motors.right) - rover::trackSpeedFromMotorByte(motors.left))
           / width;
}

void RoverVelocityPublisher::packet(const rover::MotorBytes &motors, bool motorsOnly,
                                    std::int64_t nowMs)
{
    rover::MotorBytes tracks = motors;
    tracks.flipper = rover::kMotorStop;  // no topic carries it (NetworkRoverTransport says so)
    const bool moving = !tracks.isStop();
    if (moving)
        m_lastMotionMs = nowMs;
    const bool changed = !m_published || !(tracks == m_last);
    const bool due = nowMs - m_lastMs >= kRenewMs;
    const bool repeatedStop = !moving && motorsOnly && nowMs - m_lastMotionMs <= kStopRepeatsForMs;
    if (changed || (moving && due) || (repeatedStop && due))
        publish(tracks, nowMs);
}

void RoverVelocityPublisher::stop()
{
    publish(rover::MotorBytes{}, m_lastMs);
}

void RoverVelocityPublisher::publish(const rover::MotorBytes &motors, std::int64_t nowMs)
{
    geometry_msgs_msg_dds__Twist_ twist{};
    twist.linear.x = linearMps(motors);
    twist.angular.z = angularRadps(motors);
    m_writer->write(&twist);
    m_published = true;
    m_last = motors;
    m_lastMs = nowMs;
}

}  // namespace robodash::bridge

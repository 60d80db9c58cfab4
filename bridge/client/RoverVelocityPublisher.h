#pragma once
// The Rover Pro driver's motor bytes as the velocity commands a network Rover's bridge
// subscribes (geometry_msgs/Twist on `/cmd_vel` as roverrobotics_driver names it, or
// `commands/velocity` under `--ros-profile robodash`): the tracks' speeds the bytes ask,
// back to (v, w) by the driver's own geometry, so the bridge's driver makes the same bytes
// again. Every packet carries the motor bytes; a command goes out at once when they change,
// and again at least every kRenewMs while they ask for motion (the bridge's relay lets go
// after 200 ms). A stop goes out at once; the driver's repeated stops (motors-only packets)
// are passed on for a while after motion, in case one is lost, but an idle robot's polls
// send nothing.

#include "rover/MotorBytes.h"

#include <dds/dds.h>

#include <cstdint>
#include <memory>
#include <string>

namespace robodash::bridge {

class TopicWriter;

class RoverVelocityPublisher {
public:
    static constexpr std::int64_t kRenewMs = 50;
    static constexpr std::int64_t kStopRepeatsForMs = 500;

    // `ddsTopic` with its subscriber's depth (roverrobotics_driver's 1, the bridge's own 10).
    RoverVelocityPublisher(dds_entity_t participant, const std::string &ddsTopic, int depth);
    ~RoverVelocityPublisher();

    bool isValid() const;
    bool forbiddenBySecurity() const;  // a "watch" enclave: see TopicWriter
    std::string error() const;
    const std::string &topic() const;

    // The motor bytes of one packet the driver wrote; `motorsOnly`: a packet that only sets
    // the motors (a stop, a change, a keep-alive).
    void packet(const rover::MotorBytes &motors, bool motorsOnly, std::int64_t nowMs);
    void stop();  // zero now: the port closes

    static double linearMps(const rover::MotorBytes &motors);
    static double angularRadps(const rover::MotorBytes &motors);

private:
    void publish(const rover::MotorBytes &motors, std::int64_t nowMs);

    std::unique_ptr<TopicWriter> m_writer;
    bool m_published = false;
    rover::MotorBytes m_last;
    std::int64_t m_lastMs = 0;
    std::int64_t m_lastMotionMs = -kStopRepeatsForMs;
};

}  // namespace robodash::bridge

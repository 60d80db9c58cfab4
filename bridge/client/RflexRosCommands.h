#pragma once
// The rFLEX driver's host commands as the messages a network rFLEX's bridge subscribes
// (RflexTopics, RosBridge), for the network transport to publish: each axis's
// MOT_AXIS_SET_DIR as geometry_msgs/Twist on `commands/velocity` (the driver sends both axes
// together, at 12.5 Hz and at once on a stop: the pair goes out when the rotation completes
// it, or at once when a zero comes), brake release and set as `commands/motors` true and
// false, SONAR_RUN as `commands/sonar` (std_msgs/Bool each). The driver's requests (reports,
// defaults, status) need no message: the network brings what they ask for.

#include "rflex/CommandDecoder.h"
#include "rflex/Conversions.h"
#include "rflex/FrameFinder.h"

#include "core/NetworkMessage.h"

#include <dds/dds.h>

#include <string>
#include <vector>

namespace robodash::bridge {

class RflexRosCommands {
public:
    struct Topic {
        const char *name;
        const dds_topic_descriptor_t *type;
    };
    static const std::vector<Topic> &topics();
    static constexpr const char *kVelocityTopic = "commands/velocity";

    explicit RflexRosCommands(const rflex::OdometryUnits &units) : m_units(units) {}

    // The messages of the host frames in `bytes` (whole or cut anywhere), appended.
    void translate(const std::uint8_t *bytes, std::size_t size, std::vector<core::NetworkMessage> &messages);
    static core::NetworkMessage stop();
    // `commands/motors`: true releases the brake, false sets it.
    static core::NetworkMessage motors(bool released) { return boolean("commands/motors", released); }
    // The brake as last commanded (engaged at power-up and after the driver's start-up). A
    // brake set goes out only where this session released the brake, and the sonar is left
    // as it is when the session ends (setLeaving): the robot is shared, and the driver's
    // start-up and shutdown (which set the brake and stop the ring on a cable) must not brake
    // or deafen it for the others.
    bool brakeEngaged() const { return m_brakeEngaged; }
    void setLeaving() { m_leaving = true; }
    // A replay: `commands/motors` as the recorded session sent it (true: brake released).
    void noteSentMotors(bool released) { m_brakeEngaged = !released; }

private:
    void translate(const rflex::HostCommand &command, std::vector<core::NetworkMessage> &messages);
    void axis(const rflex::AxisSetDirection &command, std::vector<core::NetworkMessage> &messages);
    static core::NetworkMessage boolean(const char *topic, bool value);

    rflex::OdometryUnits m_units;
    rflex::FrameFinder m_finder;
    double m_linearMps = 0, m_angularRadps = 0;
    bool m_brakeEngaged = true;
    bool m_leaving = false;
};

}  // namespace robodash::bridge

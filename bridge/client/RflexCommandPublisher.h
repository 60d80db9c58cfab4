#pragma once
// The rFLEX driver's host commands as the commands a network rFLEX's bridge subscribes
// (RflexTopics, RosBridge): each axis's MOT_AXIS_SET_DIR as geometry_msgs/Twist on
// `commands/velocity` (the driver sends both axes together, at 12.5 Hz and at once on a
// stop: the pair goes out when the rotation completes it, or at once when a zero comes),
// brake release and set as `commands/motors` true and false, SONAR_RUN as `commands/sonar`
// (std_msgs/Bool each). Everything else the driver asks (reports, defaults, status) is the
// transport's to answer, not a command for the network.

#include "rflex/CommandDecoder.h"
#include "rflex/Conversions.h"

#include <dds/dds.h>

#include <memory>
#include <optional>
#include <string>

namespace robodash::bridge {

class TopicWriter;

class RflexCommandPublisher {
public:
    RflexCommandPublisher(dds_entity_t participant, const std::string &rosNamespace,
                          const rflex::OdometryUnits &units);
    ~RflexCommandPublisher();

    // Writers that DDS Security's permissions forbid (a "watch" enclave) are not errors: the
    // robot is watched, and what they would send is dropped.
    bool isValid() const;
    // False when the permissions forbid sending velocities: this client watches only.
    bool mayDrive() const;
    std::string error() const;

    // True when `command` went out on the network.
    bool publish(const rflex::HostCommand &command);
    void stop();  // zero now: the port closes
    // The brake as last commanded (engaged until a release went out), since the bridge
    // publishes no brake state: what SYS_STATUS says to the driver.
    bool brakeEngaged() const { return m_brakeEngaged; }

private:
    void axis(const rflex::AxisSetDirection &command);
    void publishVelocity();
    void publishBool(TopicWriter &writer, bool value);

    rflex::OdometryUnits m_units;
    std::unique_ptr<TopicWriter> m_velocity, m_motors, m_sonar;
    double m_linearMps = 0, m_angularRadps = 0;
    bool m_brakeEngaged = true;  // at power-up, and after the driver's start-up
};

}  // namespace robodash::bridge

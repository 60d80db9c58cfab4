#pragma once
// An rFLEX base's own topics beside the common ones: one sensor_msgs/Range per sonar of the
// ring (sonar/range_N, frame sonar_N, N the ring slot of the robot description, 0 first;
// made once the first sonar report says how many the ring has) and the bump panels as a
// std_msgs/UInt32 bit mask (events/bump_panels: bit 0 front, bit 1 rear; sent with each
// bump panel report). No echo is +inf, as REP 117 asks. The sonars are switched on at each
// connect, since a ROS reader of ranges expects them. Each sonar's pose on the robot (the
// robot description's placement) is a base -> sonar_N transform on /tf_static, all in one
// latched message as tf2_ros's static broadcaster sends them. Subscribed (std_msgs/Bool):
// commands/sonar (on or silent) and commands/motors (true: the brake released and the motors
// on, as the dashboard's switch; false: stopped and braked), through the link.

#include "FamilyTopics.h"

#include "rflex/RobotDescription.h"

#include <vector>

namespace robodash::link {
class RobotLink;
}

namespace robodash::rflex {
struct SonarTelemetry;
struct BumpPanels;
}

namespace robodash::bridge {

class RflexTopics : public FamilyTopics {
    Q_OBJECT
public:
    RflexTopics(const TopicContext &context, link::RobotLink &link,
                const rflex::RobotDescription &description, QObject *parent = nullptr);

    void publish(const core::TelemetrySample &sample) override;
    // The ROS names of this set's fixed topics (RosTopicCatalog).
    static std::vector<std::string> rosTopics();

    static std::string sonarTopic(int slot);  // "sonar/range_3"
    static std::string sonarFrame(int slot);  // "sonar_3"
    static std::uint32_t bumpMask(const rflex::BumpPanels &panels);

private:
    void publishSonarPoses(const rflex::RobotDescription &description);
    void publishSonars(const rflex::SonarTelemetry &sonar);
    void makeSonarWriters(std::size_t count);
    void setSonar(bool on);
    void setMotors(bool enabled);

    link::RobotLink &m_link;
    TopicWriter *m_bumpPanels;
    std::vector<TopicWriter *> m_sonars;
    std::vector<std::string> m_sonarFrames;
};

}  // namespace robodash::bridge

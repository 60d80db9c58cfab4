#pragma once
// An rFLEX base's own topics beside the common ones: one sensor_msgs/Range per sonar of the
// ring (sonar/range_N, frame sonar_N, N the ring slot of the robot description, 0 first;
// made once the first sonar report says how many the ring has) and the bump panels as a
// std_msgs/UInt32 bit mask (events/bump_panels: bit 0 front, bit 1 rear; sent with each
// bump panel report). No echo is +inf, as REP 117 asks. Nothing is subscribed beyond
// commands/velocity, which the bridge handles for every family.

#include "FamilyTopics.h"

#include <vector>

namespace robodash::rflex {
struct SonarTelemetry;
struct BumpPanels;
}

namespace robodash::bridge {

class RflexTopics : public FamilyTopics {
    Q_OBJECT
public:
    explicit RflexTopics(const TopicContext &context, QObject *parent = nullptr);

    void publish(const core::TelemetrySample &sample) override;
    // The ROS names of this set's fixed topics (RosTopicCatalog).
    static std::vector<std::string> rosTopics();

    static std::string sonarTopic(int slot);  // "sonar/range_3"
    static std::uint32_t bumpMask(const rflex::BumpPanels &panels);

private:
    void publishSonars(const rflex::SonarTelemetry &sonar);
    void makeSonarWriters(std::size_t count);

    TopicWriter *m_bumpPanels;
    std::vector<TopicWriter *> m_sonars;
    std::vector<std::string> m_sonarFrames;
};

}  // namespace robodash::bridge

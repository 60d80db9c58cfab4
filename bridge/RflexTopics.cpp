#include "RflexTopics.h"

#include "RosMessages.h"

#include "core/FamilyCommand.h"
#include "link/RobotLink.h"
#include "rflex/RflexCommands.h"
#include "rflex/RflexFrame.h"

#include "sensor_msgs.h"
#include "std_msgs.h"
#include "tf2_msgs.h"

#include <limits>

namespace robodash::bridge {

namespace {

constexpr int kStaticTfDepth = 1;  // tf2_ros's static broadcaster: one message, latched
constexpr std::uint32_t kFrontBit = 1u << 0;
constexpr std::uint32_t kRearBit = 1u << 1;
// The ring's Polaroid transducers: a beam of about 15 degrees, echoes from 0.15 m to 10.7 m
// (the vendor's figures; the base reports what it hears, so these only tell readers what
// to trust).
constexpr float kFieldOfViewRad = 0.26f;
constexpr float kMinRangeM = 0.15f;
constexpr float kMaxRangeM = 10.7f;
constexpr std::uint8_t kUltrasound = 0;  // sensor_msgs/Range ULTRASOUND

}  // namespace

RflexTopics::RflexTopics(const TopicContext &context, link::RobotLink &link,
                         const rflex::RobotDescription &description, QObject *parent)
    : FamilyTopics(context, parent), m_link(link)
{
    publishSonarPoses(description);
    m_bumpPanels = addWriter(&std_msgs_msg_dds__UInt32__desc, "events/bump_panels",
                             QosProfile::Default, kDefaultDepth);
    subscribe<std_msgs_msg_dds__Bool_>(&std_msgs_msg_dds__Bool__desc, "commands/sonar", kDefaultDepth,
                                       [this](const auto &on) { setSonar(on.data); });
    subscribe<std_msgs_msg_dds__Bool_>(&std_msgs_msg_dds__Bool__desc, "commands/motors", kDefaultDepth,
                                       [this](const auto &enabled) { setMotors(enabled.data); });
    // The driver silences the ring at every connect; a bridge wants its ranges.
    connect(&m_link, &link::RobotLink::onlineChanged, this, [this](bool online) {
        if (online)
            setSonar(true);
    });
    if (m_link.isOnline())
        setSonar(true);
}

void RflexTopics::setSonar(bool on)
{
    m_link.sendCommand(core::FamilyCommand(rflex::SetSonarCommand{on}));
}

void RflexTopics::setMotors(bool enabled)
{
    // The driver releases the brake only on this command, and sets it again on false.
    m_link.sendCommand(core::FamilyCommand(rflex::SetMotorsEnabledCommand{enabled}));
}

std::string RflexTopics::sonarTopic(int slot)
{
    return "sonar/range_" + std::to_string(slot);
}

std::string RflexTopics::sonarFrame(int slot)
{
    return "sonar_" + std::to_string(slot);
}

void RflexTopics::publishSonarPoses(const rflex::RobotDescription &description)
{
    TopicWriter *tfStatic = addWriter(&tf2_msgs_msg_dds__TFMessage__desc, "/tf_static",
                                      QosProfile::Latched, kStaticTfDepth);
    if (description.sonars.empty())
        return;
    const RosTime stamp = context().stamp();
    const std::string &base = context().options().parameters.baseFrame;
    std::vector<std::string> frames;
    std::vector<geometry_msgs_msg_dds__TransformStamped_> transforms;
    frames.reserve(description.sonars.size());  // the messages point into these strings
    for (std::size_t slot = 0; slot < description.sonars.size(); ++slot) {
        const rflex::SonarPlacement &sonar = description.sonars[slot];
        frames.push_back(sonarFrame(int(slot)));
        transforms.push_back(RosMessages::transform(
            {sonar.xMetres, sonar.yMetres, sonar.angleRadians}, stamp, base, frames.back()));
    }
    tf2_msgs_msg_dds__TFMessage_ message{};
    message.transforms._maximum = message.transforms._length = std::uint32_t(transforms.size());
    message.transforms._buffer = transforms.data();
    message.transforms._release = false;
    write(tfStatic, &message);
}

std::uint32_t RflexTopics::bumpMask(const rflex::BumpPanels &panels)
{
    return (panels.front ? kFrontBit : 0) | (panels.rear ? kRearBit : 0);
}

std::vector<std::string> RflexTopics::rosTopics()
{
    return {"events/bump_panels", "/tf_static", "commands/sonar", "commands/motors"};
}

void RflexTopics::publish(const core::TelemetrySample &sample)
{
    const auto *frame = sample.frameAs<rflex::RflexFrame>();
    if (!frame)
        return;
    if (frame->sonar)
        publishSonars(*frame->sonar);
    if (frame->dio && frame->dio->bumpPanels) {
        const std_msgs_msg_dds__UInt32_ mask{bumpMask(*frame->dio->bumpPanels)};
        write(m_bumpPanels, &mask);
    }
}

void RflexTopics::makeSonarWriters(std::size_t count)
{
    for (std::size_t slot = m_sonars.size(); slot < count; ++slot) {
        m_sonars.push_back(addWriter(&sensor_msgs_msg_dds__Range__desc, sonarTopic(int(slot)),
                                     QosProfile::Default, kDefaultDepth));
        m_sonarFrames.push_back(sonarFrame(int(slot)));
    }
    if (!isValid())
        emit diagnostic(QString::fromStdString(error()));
    emit endpointsChanged();
}

void RflexTopics::publishSonars(const rflex::SonarTelemetry &sonar)
{
    if (sonar.ring.size() > m_sonars.size())
        makeSonarWriters(sonar.ring.size());
    const RosTime stamp = context().stamp();
    for (std::size_t slot = 0; slot < sonar.ring.size(); ++slot) {
        const rflex::SonarSlot &reading = sonar.ring[slot];
        if (!reading.heard)
            continue;  // not heard since connect: nothing to say yet
        sensor_msgs_msg_dds__Range_ range{};
        range.header = {stamp, const_cast<char *>(m_sonarFrames[slot].c_str())};
        range.radiation_type = kUltrasound;
        range.field_of_view = kFieldOfViewRad;
        range.min_range = kMinRangeM;
        range.max_range = kMaxRangeM;
        range.range = reading.metres ? float(*reading.metres)
                                     : std::numeric_limits<float>::infinity();
        write(m_sonars[slot], &range);
    }
}

}  // namespace robodash::bridge

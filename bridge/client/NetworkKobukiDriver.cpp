#include "NetworkKobukiDriver.h"

#include "CdrSample.h"
#include "NetworkMessageCodec.h"
#include "RawStreamText.h"

#include "std_msgs.h"

namespace robodash::bridge {

NetworkKobukiDriver::NetworkKobukiDriver()
    : m_commands({[this] { m_versionAsked = true; }, [this] { m_gainsAsked = true; },
                  [this](const std::string &sentence) { m_notices.push_back(sentence); }})
{
}

void NetworkKobukiDriver::restart()
{
    m_feedback = KobukiMessageFeedback();
    m_commands.forgetOutputs();
    m_version.reset();
    m_gains.reset();
    m_rawStreamMs.reset();
    m_versionAsked = m_gainsAsked = false;
}

bool NetworkKobukiDriver::relaysOwnBytes() const
{
    return m_rawStreamMs && m_nowMs - *m_rawStreamMs < kRawStreamStaleMs;
}

bool NetworkKobukiDriver::onMessage(const core::NetworkMessage &message, std::int64_t timeMs,
                                    core::DriverOutput &out)
{
    m_nowMs = timeMs;
    if (message.topic == kRawStreamTopic)
        return readRawStream(message, timeMs, out);
    std::vector<kobuki::FeedbackFrame> frames;
    std::string error;
    if (!m_feedback.add(message.topic, message.payload.data(), message.payload.size(), frames, &error))
        return false;
    core::DriverOutput inner;
    for (const kobuki::FeedbackFrame &frame : frames) {
        const bool version = frame.hardwareVersion || frame.firmwareVersion || frame.udid;
        if (version)
            m_version = frame;  // kept for the driver's next request
        if (frame.controllerInfo)
            m_gains = frame;
        // The robot's identity and gains go in as they come, as the robot's answers would; its
        // readings only while its own bytes do not bring them.
        if (version || frame.controllerInfo || !relaysOwnBytes())
            m_robot.receiveFeedback(frame, timeMs, inner);
    }
    pass(inner, out);
    return true;
}

// kobuki_ros's debug/raw_data_stream: the robot's own frames, read by the driver's finder.
bool NetworkKobukiDriver::readRawStream(const core::NetworkMessage &message, std::int64_t timeMs,
                                        core::DriverOutput &out)
{
    CdrSample<std_msgs_msg_dds__String_> text(&std_msgs_msg_dds__String__desc);
    if (!NetworkMessageCodec::decode(message, &std_msgs_msg_dds__String__desc, text))
        return false;
    const auto bytes = RawStreamText::parse(text.value().data ? text.value().data : "");
    if (!bytes)
        return false;
    m_rawStreamMs = timeMs;
    core::DriverOutput inner;
    m_robot.receive(bytes->data(), bytes->size(), timeMs, inner);
    pass(inner, out);
    return true;
}

void NetworkKobukiDriver::tick(std::int64_t nowMs, core::DriverOutput &out)
{
    m_nowMs = nowMs;
    FamilyNetworkDriver::tick(nowMs, out);
}

void NetworkKobukiDriver::translate(const std::vector<std::uint8_t> &frame, std::vector<core::NetworkMessage> &messages)
{
    m_commands.translate(frame.data(), frame.size(), messages);
}

// What the commands could not carry is said; the driver's requests for the version and the
// gains are answered from what the network latched (kobuki_ros answers no raw request, even
// while it relays the robot's bytes).
void NetworkKobukiDriver::afterPass(core::DriverOutput &out)
{
    for (std::string &notice : m_notices)
        out.warn(std::move(notice));
    m_notices.clear();
    answer(m_versionAsked, m_version, out);
    answer(m_gainsAsked, m_gains, out);
}

void NetworkKobukiDriver::answer(bool &asked, const std::optional<kobuki::FeedbackFrame> &answer,
                                 core::DriverOutput &out)
{
    if (!asked || !answer)
        return;
    asked = false;  // before the answer's own pass, which may ask again
    core::DriverOutput inner;
    m_robot.receiveFeedback(*answer, m_nowMs, inner);
    pass(inner, out);
}

}  // namespace robodash::bridge

#include "NetworkKobukiDriver.h"

#include "CdrSample.h"
#include "NetworkDriverOutput.h"
#include "NetworkMessageCodec.h"
#include "RawStreamText.h"

#include "std_msgs.h"

namespace robodash::bridge {

NetworkKobukiDriver::NetworkKobukiDriver()
    : m_commands({[this] { m_versionAsked = true; }, [this] { m_gainsAsked = true; },
                  [this](const std::string &sentence) { m_notices.push_back(sentence); }})
{
}

void NetworkKobukiDriver::start(std::int64_t nowMs, bool live, core::DriverOutput &out)
{
    m_nowMs = nowMs;
    m_finder = core::NetworkMessageFinder();
    m_feedback = KobukiMessageFeedback();
    m_commands.forgetOutputs();
    m_version.reset();
    m_gains.reset();
    m_rawStreamMs.reset();
    core::DriverOutput inner;
    m_robot.start(nowMs, live, inner);
    pass(inner, out);
}

void NetworkKobukiDriver::wentOffline()
{
    m_robot.wentOffline();
    m_rawStreamMs.reset();
}

bool NetworkKobukiDriver::relaysOwnBytes() const
{
    return m_rawStreamMs && m_nowMs - *m_rawStreamMs < kRawStreamStaleMs;
}

void NetworkKobukiDriver::receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                                  core::DriverOutput &out)
{
    m_nowMs = timeMs;
    m_bytesIn += size;
    m_finder.feed(data, size, [&](const core::NetworkMessage &message, std::size_t) {
        onMessage(message, timeMs, out);
    });
}

void NetworkKobukiDriver::onMessage(const core::NetworkMessage &message, std::int64_t timeMs,
                                    core::DriverOutput &out)
{
    core::DriverOutput inner;
    if (message.topic == kRawStreamTopic) {
        CdrSample<std_msgs_msg_dds__String_> text(&std_msgs_msg_dds__String__desc);
        const auto bytes = NetworkMessageCodec::decode(message, &std_msgs_msg_dds__String__desc, text)
                               ? RawStreamText::parse(text.value().data ? text.value().data : "")
                               : std::nullopt;
        if (!bytes) {
            ++m_unread;
            return;
        }
        m_rawStreamMs = timeMs;
        m_robot.receive(bytes->data(), bytes->size(), timeMs, inner);
        pass(inner, out);
        return;
    }
    std::vector<kobuki::FeedbackFrame> frames;
    std::string error;
    if (!m_feedback.add(message.topic, message.payload.data(), message.payload.size(), frames, &error)) {
        ++m_unread;  // a topic a Kobuki does not publish, or bytes not of its type
        return;
    }
    for (const kobuki::FeedbackFrame &frame : frames) {
        // Latched answers are kept for the driver's next request.
        if (frame.hardwareVersion || frame.firmwareVersion || frame.udid)
            m_version = frame;
        if (frame.controllerInfo)
            m_gains = frame;
    }
    if (relaysOwnBytes())
        return;  // the same readings came as the robot's own bytes
    for (const kobuki::FeedbackFrame &frame : frames)
        m_robot.receiveFeedback(frame, timeMs, inner);
    pass(inner, out);
}

void NetworkKobukiDriver::tick(std::int64_t nowMs, core::DriverOutput &out)
{
    m_nowMs = nowMs;
    core::DriverOutput inner;
    m_robot.tick(nowMs, inner);
    pass(inner, out);
}

void NetworkKobukiDriver::drive(double linearMps, double angularRadps, core::DriverOutput &out)
{
    core::DriverOutput inner;
    m_robot.drive(linearMps, angularRadps, inner);
    pass(inner, out);
}

void NetworkKobukiDriver::shutdown(core::DriverOutput &out)
{
    core::DriverOutput inner;
    m_robot.shutdown(inner);
    pass(inner, out);
    out.write(core::envelopeOf(m_commands.stop()));
}

bool NetworkKobukiDriver::command(const core::FamilyCommand &command, core::DriverOutput &out)
{
    core::DriverOutput inner;
    const bool known = m_robot.command(command, inner);
    pass(inner, out);
    return known;
}

// Everything the Kobuki driver produced, with its command frames as kobuki_ros's messages
// and its requests answered from what the network latched.
void NetworkKobukiDriver::pass(core::DriverOutput &inner, core::DriverOutput &out)
{
    passOn(inner, out, [this](const std::vector<std::uint8_t> &frame, std::vector<core::NetworkMessage> &messages) {
        m_commands.translate(frame.data(), frame.size(), messages);
    });
    for (std::string &notice : m_notices)
        out.warn(std::move(notice));
    m_notices.clear();
    answerVersion(out);
    answerGains(out);
}

void NetworkKobukiDriver::answerVersion(core::DriverOutput &out)
{
    // kobuki_ros answers no raw request, even while it relays the robot's bytes: the latched
    // version_info is the answer.
    if (!m_versionAsked || !m_version)
        return;
    m_versionAsked = false;
    core::DriverOutput inner;
    m_robot.receiveFeedback(*m_version, m_nowMs, inner);
    pass(inner, out);
}

void NetworkKobukiDriver::answerGains(core::DriverOutput &out)
{
    if (!m_gainsAsked || !m_gains)
        return;
    m_gainsAsked = false;
    core::DriverOutput inner;
    m_robot.receiveFeedback(*m_gains, m_nowMs, inner);
    pass(inner, out);
}

core::DriverCounters NetworkKobukiDriver::counters() const
{
    const core::DriverCounters robot = m_robot.counters();
    core::DriverCounters counters;
    counters.bytesIn = m_bytesIn;
    counters.goodFrames = m_finder.messages();
    counters.checksumErrors = m_finder.badEnvelopes() + robot.checksumErrors;
    counters.discardedBytes = m_finder.discardedBytes() + robot.discardedBytes;
    counters.malformed = m_unread + robot.malformed;
    return counters;
}

}  // namespace robodash::bridge

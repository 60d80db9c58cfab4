#include "KobukiRawData.h"

#include "TopicWriter.h"

#include "RosSequence.h"

#include "kobuki/CommandParser.h"
#include "kobuki/Conversions.h"
#include "link/RobotLink.h"

#include "std_msgs.h"

#include <dds/dds.h>

#include <algorithm>
#include <cmath>

namespace robodash::bridge {

namespace {

std::string hexBytes(const std::vector<std::uint8_t> &bytes, const char *prefix,
                     const char *digits)
{
    std::string text;
    text.reserve(bytes.size() * (3 + std::char_traits<char>::length(prefix)));
    for (const std::uint8_t byte : bytes) {
        text += prefix;
        text += digits[byte >> 4];
        text += digits[byte & 0xF];
        text += ' ';
    }
    return text;
}

constexpr std::size_t kHeaderLength = 3;  // AA 55 and the payload length
constexpr double kMilli = 1000;

// Collects the base control sub-payloads of one command frame.
struct BaseControls : kobuki::CommandHandler {
    std::vector<kobuki::BaseControl> found;
    void onBaseControl(const kobuki::BaseControl &command) override { found.push_back(command); }
};

std::int16_t clampedShort(double value)
{
    return static_cast<std::int16_t>(std::lround(std::clamp(value, -32768.0, 32767.0)));
}

}  // namespace

KobukiRawData::KobukiRawData(link::RobotLink &link, TopicWriter *stream, TopicWriter *command,
                             TopicWriter *control, QObject *parent)
    : QObject(parent),
      m_link(link),
      m_stream(stream),
      m_command(command),
      m_control(control),
      m_poll(this)
{
    connect(&m_link, &link::RobotLink::wireFrames, this, &KobukiRawData::publish);
    connect(&m_poll, &QTimer::timeout, this, &KobukiRawData::updateWanted);
    m_poll.start(kMatchPollMs);
    updateWanted();  // an export's writers count as read from the start
}

KobukiRawData::~KobukiRawData()
{
    m_link.setWireTapWanted(this, false);
}

std::string KobukiRawData::streamText(const std::vector<std::uint8_t> &bytes)
{
    return "{ " + hexBytes(bytes, "", "0123456789ABCDEF") + "}";
}

std::string KobukiRawData::commandText(const std::vector<std::uint8_t> &bytes)
{
    return "[ " + hexBytes(bytes, "0x", "0123456789abcdef") + "]";
}

std::vector<std::array<std::int16_t, 4>> KobukiRawData::controlCommands(
    const std::vector<std::uint8_t> &frame)
{
    std::vector<std::array<std::int16_t, 4>> values;
    if (frame.size() < kHeaderLength + 1 || frame[2] + kHeaderLength + 1 > frame.size())
        return values;
    BaseControls controls;
    kobuki::parseCommands(frame.data() + kHeaderLength, frame[2], controls);
    for (const kobuki::BaseControl &command : controls.found) {
        // kobuki_core reports the velocity it asked for; the link's is the one this arc
        // command carries, so it is read back from the wheel speeds.
        const kobuki::WheelSpeeds wheels = kobuki::baseControlToWheelSpeeds(command);
        const double linear = (wheels.leftMps + wheels.rightMps) / 2;
        const double angular = (wheels.rightMps - wheels.leftMps) / kobuki::kWheelbaseM;
        values.push_back({command.speed, command.radius, clampedShort(linear * kMilli),
                          clampedShort(angular * kMilli)});
    }
    return values;
}

void KobukiRawData::updateWanted()
{
    const bool wasWanted = m_streamRead || m_commandRead || m_controlRead;
    m_streamRead = m_stream->hasReader();
    m_commandRead = m_command->hasReader();
    m_controlRead = m_control->hasReader();
    const bool wanted = m_streamRead || m_commandRead || m_controlRead;
    if (wasWanted != wanted)
        m_link.setWireTapWanted(this, wanted);
}

void KobukiRawData::publish(const link::WireBatch &batch)
{
    // The inspector may have the tap on with no reader here: then nothing is formatted.
    if (!m_streamRead && !m_commandRead && !m_controlRead)
        return;
    for (const core::WireFrame &frame : batch.frames) {
        if (frame.direction == core::WireDirection::Sent) {
            if (m_commandRead)
                write(m_command, commandText(frame.bytes));
            if (m_controlRead) {
                for (const auto &values : controlCommands(frame.bytes))
                    writeControl(values);
            }
        } else if (frame.status == core::WireStatus::Good && m_streamRead) {
            // kobuki_ros publishes what its packet finder accepted, never the bytes between.
            write(m_stream, streamText(frame.bytes));
        }
    }
}

void KobukiRawData::write(TopicWriter *writer, const std::string &text)
{
    std_msgs_msg_dds__String_ message{};
    message.data = const_cast<char *>(text.c_str());  // read only by dds_write
    if (!writer->write(&message))
        reportWriteFailure(writer);
}

void KobukiRawData::writeControl(const std::array<std::int16_t, 4> &values)
{
    std::array<std::int16_t, 4> data = values;
    std_msgs_msg_dds__Int16MultiArray_ message{};  // an empty layout, as kobuki_ros sends
    message.data = sequenceView<dds_sequence_short>(data.data(), data.size());
    if (!m_control->write(&message))
        reportWriteFailure(m_control);
}

void KobukiRawData::reportWriteFailure(TopicWriter *writer)
{
    if (m_writeFailureReported)
        return;
    m_writeFailureReported = true;
    emit diagnostic(QStringLiteral("DDS refused a sample on %1; later failures are not reported")
                        .arg(QString::fromStdString(writer->topic())));
}

}  // namespace robodash::bridge

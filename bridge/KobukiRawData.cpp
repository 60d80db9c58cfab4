#include "KobukiRawData.h"

#include "TopicWriter.h"

#include "link/RobotLink.h"

#include "std_msgs.h"

#include <dds/dds.h>

namespace robodash::bridge {

namespace {

bool hasReader(const TopicWriter *writer)
{
    dds_publication_matched_status_t status{};
    return writer && writer->isValid()
           && dds_get_publication_matched_status(writer->handle(), &status) == DDS_RETCODE_OK
           && status.current_count > 0;
}

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

}  // namespace

KobukiRawData::KobukiRawData(link::RobotLink &link, TopicWriter *stream, TopicWriter *command,
                             QObject *parent)
    : QObject(parent), m_link(link), m_stream(stream), m_command(command), m_poll(this)
{
    connect(&m_link, &link::RobotLink::wireFrames, this, &KobukiRawData::publish);
    connect(&m_poll, &QTimer::timeout, this, &KobukiRawData::updateWanted);
    m_poll.start(kMatchPollMs);
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

void KobukiRawData::updateWanted()
{
    const bool streamRead = hasReader(m_stream);
    const bool commandRead = hasReader(m_command);
    const bool wasWanted = m_streamRead || m_commandRead;
    m_streamRead = streamRead;
    m_commandRead = commandRead;
    if (wasWanted != (streamRead || commandRead))
        m_link.setWireTapWanted(this, streamRead || commandRead);
}

void KobukiRawData::publish(const link::WireBatch &batch)
{
    // The inspector may have the tap on with no reader here: then nothing is formatted.
    if (!m_streamRead && !m_commandRead)
        return;
    for (const core::WireFrame &frame : batch.frames) {
        if (frame.direction == core::WireDirection::Sent) {
            if (m_commandRead)
                write(m_command, commandText(frame.bytes));
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
    if (writer->write(&message) || m_writeFailureReported)
        return;
    m_writeFailureReported = true;
    emit diagnostic(QStringLiteral("DDS refused a sample on %1; later failures are not reported")
                        .arg(QString::fromStdString(writer->topic())));
}

}  // namespace robodash::bridge

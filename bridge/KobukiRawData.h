#pragma once
// kobuki_ros's debug topics `debug/raw_data_stream` (each good frame the robot sent) and
// `debug/raw_data_command` (each command sent to it), as std_msgs/String hex text in
// kobuki_ros's own two formats, and `debug/raw_control_command` (std_msgs/Int16MultiArray:
// each base control command sent — speed mm/s, radius mm — and the velocity it asks for, mm/s
// and mrad/s, as kobuki_core's sendBaseControlCommand reports them), fed by the link's wire
// tap (RobotLink::wireFrames). The tap costs the link's worker a copy and a cut of every
// byte, so it is wanted only while one of the writers has a matched reader (polled a few
// times a second: Cyclone's matched count is a cheap read). kobuki_ros's
// raw_control_command is not lazy, but what nobody reads makes no difference on the wire.

#include "link/WireBatch.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace robodash::link {
class RobotLink;
}

namespace robodash::bridge {

class TopicWriter;

class KobukiRawData : public QObject {
    Q_OBJECT
public:
    static constexpr int kMatchPollMs = 250;

    KobukiRawData(link::RobotLink &link, TopicWriter *stream, TopicWriter *command,
                  TopicWriter *control, QObject *parent = nullptr);
    ~KobukiRawData() override;  // the tap is no longer wanted by this

    // kobuki_ros's publishRawDataStream: "{ AA 55 4D 01 ... }" (upper-case, a space after each).
    static std::string streamText(const std::vector<std::uint8_t> &bytes);
    // kobuki_ros's publishRawDataCommand (ecl's byte formatter): "[ 0xaa 0x55 0x03 ... ]".
    static std::string commandText(const std::vector<std::uint8_t> &bytes);
    // raw_control_command's four values for each base control command in a whole sent
    // frame (AA 55 length payload checksum): speed, radius, linear mm/s, angular mrad/s.
    static std::vector<std::array<std::int16_t, 4>> controlCommands(
        const std::vector<std::uint8_t> &frame);

signals:
    void diagnostic(const QString &message);

private:
    void updateWanted();
    void publish(const link::WireBatch &batch);
    void write(TopicWriter *writer, const std::string &text);
    void writeControl(const std::array<std::int16_t, 4> &values);
    void reportWriteFailure(TopicWriter *writer);

    link::RobotLink &m_link;
    TopicWriter *m_stream;
    TopicWriter *m_command;
    TopicWriter *m_control;
    QTimer m_poll;
    bool m_streamRead = false, m_commandRead = false, m_controlRead = false;
    bool m_writeFailureReported = false;
};

}  // namespace robodash::bridge

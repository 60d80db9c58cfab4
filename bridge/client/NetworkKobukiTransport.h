#pragma once
// A Kobuki on a ROS 2 network (`ros2:/tb1`) as a byte pipe, so that the link's Kobuki driver,
// safety layer, recording and every panel work on it unchanged: kobuki_ros's topics (as the
// real kobuki_ros node or `robodash-cli bridge` publish them) become the feedback frames they
// were decoded from (KobukiFrameAssembler), and the frames the driver writes become
// kobuki_ros's commands (KobukiRosCommandPublisher). While the robot publishes
// `debug/raw_data_stream` (kobuki_ros and the bridge do while it is read), its own bytes are
// passed on instead, so the wire inspector and a recording hold what the robot sent; without
// it, the frames are rebuilt from the topics, with only what the network carried.
//
// Sensor topics are read best-effort, which matches reliable and best-effort writers alike
// (a reliable reader would never match a best-effort one); version_info and controller_info
// are read as kobuki_ros latches them (reliable, transient local), so they come at once.
// What every network robot shares (participant, presence, silent topics, delay) is
// NetworkRobotTransport's. Lives on the link's worker thread.

#include "NetworkRobotTransport.h"

#include <QElapsedTimer>

#include <memory>
#include <optional>
#include <vector>

namespace robodash::bridge {

class KobukiFrameAssembler;
class KobukiRosCommandPublisher;
struct VersionFeedback;

class NetworkKobukiTransport : public NetworkRobotTransport {
    Q_OBJECT
public:
    explicit NetworkKobukiTransport(const link::PortAddress &address, QObject *parent = nullptr);
    ~NetworkKobukiTransport() override;

    bool write(const QByteArray &bytes) override;
    void flush(int timeoutMs) override;

protected:
    bool openRobot(QString *error) override;
    void closeRobot() override;
    void forgetRobot() override;
    QString sourceNote() const override;  // "the robot's own bytes" while they come

private:
    bool makeCommandPublisher(QString *error);
    void addSensorReaders();
    void addLatchedReaders();
    void addRawStreamReader();
    void send(const std::vector<std::vector<std::uint8_t>> &frames);
    void sendVersion();
    void sendGains();
    bool rawStreamLive() const;  // debug/raw_data_stream brings the robot's own frames

    std::unique_ptr<KobukiRosCommandPublisher> m_commands;
    std::unique_ptr<KobukiFrameAssembler> m_assembler;
    std::unique_ptr<VersionFeedback> m_version;
    std::optional<std::vector<std::uint8_t>> m_gainsFrame;
    QElapsedTimer m_sinceRawStream;  // since the latest debug/raw_data_stream frame
};

}  // namespace robodash::bridge

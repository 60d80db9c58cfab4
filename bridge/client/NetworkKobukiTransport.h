#pragma once
// A Kobuki on a ROS 2 network (`ros2:/tb1`): kobuki_ros's topics (as the real kobuki_ros node
// or `robodash-cli bridge` publish them), each message passed on as it arrives as one
// envelope (core/NetworkMessage.h) to the Kobuki's network driver (NetworkKobukiDriver),
// which reads them; the link records them and shows them in the wire inspector as what
// crossed the network. While the robot publishes `debug/raw_data_stream` (kobuki_ros and the
// bridge do while it is read), its own bytes come in those messages. What the driver writes
// back is kobuki_ros's command messages, published here (NetworkCommandWriters).
//
// Sensor topics are read best-effort, which matches reliable and best-effort writers alike
// (a reliable reader would never match a best-effort one); version_info and controller_info
// are read as kobuki_ros latches them (reliable, transient local), so they come at once.
// What every network robot shares (participant, presence, silent topics, delay) is
// NetworkRobotTransport's. Lives on the link's worker thread.

#include "NetworkRobotTransport.h"

#include <QElapsedTimer>

#include <memory>

namespace robodash::bridge {

class NetworkCommandWriters;

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
    bool carriesMessages() const override { return !rawStreamLive(); }

private:
    bool makeCommandWriters(QString *error);
    bool rawStreamLive() const;  // debug/raw_data_stream brings the robot's own frames

    std::unique_ptr<NetworkCommandWriters> m_commands;
    QElapsedTimer m_sinceRawStream;  // since the latest debug/raw_data_stream message
};

}  // namespace robodash::bridge

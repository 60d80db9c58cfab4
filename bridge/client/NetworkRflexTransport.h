#pragma once
// An rFLEX base (ATRV-Jr) on a ROS 2 network (`ros2:/ns`, shared by `robodash-cli bridge
// --robot rflex`): the bridge's messages (odometry, battery, bump panels, sonar ranges), each
// passed on as it arrives as one envelope (core/NetworkMessage.h) to the rFLEX's network
// driver (NetworkRflexDriver), which reads them; the link records them and shows them in the
// wire inspector as what crossed the network. What the driver writes back is the bridge's
// command messages, published here (NetworkCommandWriters).

#include "NetworkRobotTransport.h"

#include <memory>

namespace robodash::bridge {

class NetworkCommandWriters;

class NetworkRflexTransport : public NetworkRobotTransport {
    Q_OBJECT
public:
    explicit NetworkRflexTransport(const link::PortAddress &address, QObject *parent = nullptr);
    ~NetworkRflexTransport() override;

    bool write(const QByteArray &bytes) override;

protected:
    bool openRobot(QString *error) override;
    void closeRobot() override;
    void forgetRobot() override;

private:
    std::unique_ptr<NetworkCommandWriters> m_commands;
};

}  // namespace robodash::bridge

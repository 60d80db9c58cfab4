#pragma once
// A Rover Pro on a ROS 2 network (`ros2:/ns`, shared by `robodash-cli bridge --robot rover`)
// as a byte pipe that answers the Rover Pro driver's register requests as the robot would
// (the virtual Rover's firmware reads the packets; its register encoder writes the words),
// from the bridge's topics: the odometry (the encoder counts and the tracks' speeds), both
// batteries and the flipper angle (RoverRegisterAnswers). The motor bytes of the driver's
// packets become the bridge's velocity commands (RoverVelocityPublisher). The link, the
// driver, the safety layer, recording and the wire inspector work unchanged.
//
// The bridge names its topics two ways: as roverrobotics_driver (`/odometry/wheels`,
// `/cmd_vel`, absolute, its default) or as its own (`odom`, `commands/velocity`,
// `--ros-profile robodash`). Both odometry topics are read; the one that is this robot's
// decides where velocity goes (acceptOdometryFrom: `/odometry/wheels` is absolute, so
// another Rover may publish it). Two writers of `/odometry/wheels` are two Rovers under the
// vendor's absolute names: a `/cmd_vel` would drive both, so the link stops them and watches
// only (velocityReachesOthers). The Rover is answered only while its odometry is fresh (and its
// batteries, once a second, not long silent), so a robot that goes away goes offline after
// the driver's own limit and is identified again when it is back.
//
// What no topic carries is not answered, so it reads as not read: the firmware version
// (register 40 must be answered for the driver to poll: it reads as kRegister40, the
// newer line, whose registers the bridge's topics come from, and the operator is told),
// motor currents and temperatures, faults, fan, low-speed mode, charger, smart-battery
// status. Fan, clear fault, low-speed mode and the flipper motor are not on the network.

#include "NetworkRobotTransport.h"
#include "RoverRegisterAnswers.h"

#include <QElapsedTimer>

#include <memory>
#include <optional>
#include <vector>

namespace robodash::rover {
struct ReceivedHostPacket;
}

namespace robodash::sim {
class RoverFirmware;
}

namespace robodash::bridge {

class RoverVelocityPublisher;

class NetworkRoverTransport : public NetworkRobotTransport {
    Q_OBJECT
public:
    static constexpr std::uint16_t kRegister40 = 10100;  // "1.1.0", the newer line's first
    // The bridge publishes odometry at 15 Hz (roverrobotics_driver's rate) or faster. A second
    // of silence is a robot gone: a Wi-Fi's or a busy machine's late samples are not (150 ms
    // and 300 ms both made the self-test go offline on a loaded Debian 13 run, the driver's
    // own 0.5 s coming on top).
    static constexpr int kOdometryFreshMs = 1000;
    static constexpr int kBatteryFreshMs = 2500;  // once a second
    // How long the robot is heard before `/odometry/wheels` counts as its own: its bridge's
    // `odom` (under its own names) comes 10 to 30 times a second, so within this it would
    // have spoken.
    static constexpr int kNamesSettleMs = 500;

    explicit NetworkRoverTransport(const link::PortAddress &address, QObject *parent = nullptr);
    ~NetworkRoverTransport() override;

    bool write(const QByteArray &bytes) override;

protected:
    bool openRobot(QString *error) override;
    void closeRobot() override;
    void forgetRobot() override;
    bool opensWhenReady() const override { return true; }

private:
    enum class Names { RoverRobotics, Robodash };
    void addBatteryReader(const char *topic, RoverRegisterAnswers::Pack pack);
    void addOdometryReader(const std::string &topic, Names names);
    bool acceptOdometryFrom(Names names);
    void useNames(Names names);
    bool velocityReachesOthers();
    void onPacket(const rover::ReceivedHostPacket &packet);
    void reportMissing(std::uint8_t param1);
    bool fresh() const;
    void answerRequests();
    void flushAnswers();
    void tellWhatIsNotOnTheNetwork();

    std::unique_ptr<sim::RoverFirmware> m_firmware;
    RoverRegisterAnswers m_answers;
    std::unique_ptr<RoverVelocityPublisher> m_velocity;
    std::optional<Names> m_names;
    bool m_velocityShared = false;  // another Rover takes the same /cmd_vel: watch only
    QElapsedTimer m_clock, m_sinceOdometry, m_sinceBattery, m_sinceFirstBattery;
    std::vector<std::uint8_t> m_outgoing;  // replies, sent from the event loop
};

}  // namespace robodash::bridge

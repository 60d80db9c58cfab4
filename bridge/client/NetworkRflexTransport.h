#pragma once
// An rFLEX base (ATRV-Jr) on a ROS 2 network (`ros2:/ns`, shared by `robodash-cli bridge
// --robot rflex`) as a byte pipe that plays the base for the rFLEX driver, from the bridge's
// topics, with the protocol's own encoders (rflex::encodeReport): while the driver has asked
// for them, each odometry message becomes a MOT_SYSTEM_REPORT per axis (positions rebuilt by
// RflexAxisPositions), the sonar/range_N that come together SONAR_REPORTs of up to six
// echoes (the sonars' wire ids), each events/bump_panels a DIO_REPORT at the panels'
// address; SYS_STATUS is answered with battery_state's volts and the brake as last
// commanded. The driver's commands go out as the bridge's (RflexCommandPublisher). The
// link, driver, safety layer (the bump panels), recording and wire inspector work unchanged.
//
// Not on the network: the brake as the base reports it (the bridge publishes none: the
// status says what was last commanded), the axes' acceleration and torque (reported as 0:
// the protocol has no way to say "unknown"), the joystick
// and the LCD. The base is played for the built-in ATRV-Jr's description (sonar ids,
// bump panel address, odometry units), which the bridge's own twin uses too. Reports stop
// while the odometry is stale, so a base that goes away goes offline after the driver's own
// limit and comes back by itself.

#include "NetworkRobotTransport.h"
#include "RflexAxisPositions.h"

#include "rflex/FrameFinder.h"
#include "rflex/Reports.h"
#include "rflex/RobotDescription.h"

#include <QElapsedTimer>

#include <memory>
#include <optional>
#include <vector>

namespace robodash::bridge {

class RflexCommandPublisher;

class NetworkRflexTransport : public NetworkRobotTransport {
    Q_OBJECT
public:
    static constexpr int kOdometryFreshMs = 300;  // the bridge's odometry comes at ~20 Hz

    explicit NetworkRflexTransport(const link::PortAddress &address, QObject *parent = nullptr);
    ~NetworkRflexTransport() override;

    bool write(const QByteArray &bytes) override;

protected:
    bool openRobot(QString *error) override;
    void closeRobot() override;
    void forgetRobot() override;

private:
    void addOdometryReader();
    void addSonarReaders();
    void addBumpPanelReader();
    void addBatteryReader();
    void addEcho(const rflex::SonarEcho &echo);
    void flushEchoes();
    void onCommandFrame(const rflex::FrameView &frame);
    bool fresh() const;
    std::uint32_t timestamp() const;
    void report(const std::vector<std::uint8_t> &frame);

    rflex::RobotDescription m_description = rflex::RobotDescription::atrvJr();
    rflex::FrameFinder m_finder;
    std::unique_ptr<RflexCommandPublisher> m_commands;
    RflexAxisPositions m_positions;
    QElapsedTimer m_clock, m_sinceOdometry;
    std::optional<double> m_volts;
    std::vector<rflex::SonarEcho> m_echoes;  // heard this event-loop turn
    bool m_motionReports = false, m_dioReports = false;
};

}  // namespace robodash::bridge

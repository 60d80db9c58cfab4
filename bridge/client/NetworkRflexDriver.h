#pragma once
// An rFLEX base (ATRV-Jr) on a ROS 2 network (`robodash-cli bridge --robot rflex`), read from
// its bridge's messages (core/NetworkMessage.h) by the rFLEX's own driver, so the safety
// layer (the bump panels), the sonar ring, the battery and every panel are the rFLEX's.
// `odom` gives a sample per axis straight from the message (RflexDriver::receiveNetworkAxis:
// the pose and speeds as the robot measured them, no counters rebuilt; the axes stand where
// NetworkAxisTravel puts them). The rest become the decoded report the base would have sent
// (RflexDriver::receiveReport): `events/bump_panels` a DIO report at the panels' address,
// `battery_state` a SYS_STATUS (the brake as last commanded: the bridge publishes none), the
// `sonar/range_N` that come together one SONAR_REPORT. The driver's commands leave as the
// bridge's messages (RflexRosCommands).
//
// Not on the network: the brake as the base reports it, the axes' raw counters, acceleration
// and torque (shown as not on the network), the joystick and the LCD. The base is read for
// its description (sonar ids, bump panel address, odometry units), the built-in ATRV-Jr's
// unless the user gave another.

#include "FamilyNetworkDriver.h"
#include "NetworkAxisTravel.h"
#include "NetworkPose.h"
#include "RflexRosCommands.h"

#include "rflex/RflexDriver.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::bridge {

class NetworkRflexDriver : public FamilyNetworkDriver {
public:
    static constexpr const char *kRecordingId = "rflex-ros2-1";
    // The bridge publishes odometry at about 20 Hz: a second without it is a base that stopped
    // reporting (its battery, bump panels and sonars alone keep no link online).
    static constexpr std::int64_t kOdometryFreshMs = 1000;

    explicit NetworkRflexDriver(rflex::RobotDescription description = rflex::RobotDescription::atrvJr());

    void tick(std::int64_t nowMs, core::DriverOutput &out) override;
    void resetOdometry() override;
    void shutdown(core::DriverOutput &out) override;
    // The brake released before a recording started: its replay starts released too.
    std::vector<std::uint8_t> sentStateForRecording() const override;

protected:
    core::RobotDriver &family() override { return m_base; }
    const core::RobotDriver &family() const override { return m_base; }
    void restart() override;
    bool onMessage(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out) override;
    void translate(const std::vector<std::uint8_t> &frame, std::vector<core::NetworkMessage> &messages) override;
    core::NetworkMessage stopMessage() const override { return RflexRosCommands::stop(); }
    // A replay: the brake as the recorded session switched it (the bridge publishes none).
    void onSentMessage(const core::NetworkMessage &message) override;

private:
    bool readOdometry(const core::NetworkMessage &message, std::int64_t timeMs);
    bool readBumpPanels(const core::NetworkMessage &message, std::int64_t timeMs);
    bool readBattery(const core::NetworkMessage &message, std::int64_t timeMs);
    bool readSonar(const core::NetworkMessage &message);
    void flushEchoes(std::int64_t timeMs);
    bool odometryFresh(std::int64_t timeMs) const;
    void report(const rflex::RflexDriver::Report &report, std::int64_t timeMs);

    rflex::RobotDescription m_description;
    rflex::RflexDriver m_base;
    RflexRosCommands m_commands;
    NetworkPose m_pose;         // the map's: starts again at its reset
    NetworkAxisTravel m_axes;   // the axes': count on through it

    std::vector<rflex::SonarEcho> m_echoes;  // the ranges of one burst, not yet reported
    std::optional<std::int64_t> m_lastOdometryMs;
    core::DriverOutput m_reported;  // the base driver's output for the message being read
};

}  // namespace robodash::bridge

#pragma once
// An rFLEX base (ATRV-Jr) on a ROS 2 network (`robodash-cli bridge --robot rflex`), read from
// its bridge's messages (core/NetworkMessage.h) by the rFLEX's own driver: each message
// becomes the decoded report the base would have sent (RflexDriver::receiveReport), so the
// safety layer (the bump panels), the sonar ring, the battery and every panel are the
// rFLEX's. `odom` gives one MOT_SYSTEM_REPORT per axis (the axes' counters rebuilt from the
// pose by RflexAxisPositions, the velocities from the twist), `events/bump_panels` a DIO
// report at the panels' address, `battery_state` a SYS_STATUS (the brake as last commanded:
// the bridge publishes none), the `sonar/range_N` that come together one SONAR_REPORT. The
// driver's commands leave as the bridge's messages (RflexRosCommands).
//
// Not on the network: the brake as the base reports it, the axes' acceleration and torque
// (reported as 0), the joystick and the LCD. The base is read for its description (sonar ids,
// bump panel address, odometry units), the built-in ATRV-Jr's unless the user gave another.

#include "RflexAxisPositions.h"
#include "RflexRosCommands.h"

#include "core/NetworkMessage.h"
#include "core/RobotDriver.h"
#include "rflex/RflexDriver.h"

#include <cstdint>
#include <vector>

namespace robodash::bridge {

class NetworkRflexDriver : public core::RobotDriver {
public:
    static constexpr const char *kRecordingId = "rflex-ros2-1";

    explicit NetworkRflexDriver(rflex::RobotDescription description = rflex::RobotDescription::atrvJr());

    const core::RobotInfo &info() const override { return m_base.info(); }
    core::DriverTiming timing() const override { return m_base.timing(); }
    void start(std::int64_t nowMs, bool live, core::DriverOutput &out) override;
    void receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                 core::DriverOutput &out) override;
    void tick(std::int64_t nowMs, core::DriverOutput &out) override;
    void wentOffline() override { m_base.wentOffline(); }
    void drive(double linearMps, double angularRadps, core::DriverOutput &out) override;
    void shutdown(core::DriverOutput &out) override;
    bool command(const core::FamilyCommand &command, core::DriverOutput &out) override;
    void resetOdometry() override { m_base.resetOdometry(); }
    core::DriverCounters counters() const override;

private:
    void onMessage(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    bool readOdometry(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    bool readBumpPanels(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    bool readBattery(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    bool readSonar(const core::NetworkMessage &message);
    void flushEchoes(std::int64_t timeMs, core::DriverOutput &out);
    void pass(core::DriverOutput &inner, core::DriverOutput &out);

    rflex::RobotDescription m_description;
    rflex::RflexDriver m_base;
    RflexRosCommands m_commands;
    RflexAxisPositions m_positions;
    core::NetworkMessageFinder m_finder;
    std::vector<rflex::SonarEcho> m_echoes;  // the ranges of one burst, not yet reported
    std::uint64_t m_bytesIn = 0, m_unread = 0;
};

}  // namespace robodash::bridge

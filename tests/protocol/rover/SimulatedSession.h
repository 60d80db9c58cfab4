#pragma once
// Runs a RoverDriver against a ScriptedRover in simulated time, 1 ms at a time, as the link
// would: tick() every timing().tickPeriodMs, drive() again every driveResendPeriodMs while
// driving, every byte written handed to the robot, every reply received when it is due.
// No real timers: the tests decide what time it is.

#include "ScriptedRover.h"

#include "core/DriverOutput.h"
#include "rover/RoverDriver.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::rover::testing {

class SimulatedSession {
public:
    struct Write {
        std::int64_t timeMs;
        std::vector<std::uint8_t> bytes;
    };

    explicit SimulatedSession(ScriptedRover &robot, const RoverDriverSettings &settings = {});

    void start(bool live = true);
    void runFor(std::int64_t ms);
    void drive(double linearMps, double angularRadps);  // zero ends the resending
    void command(const core::FamilyCommand &command);
    void goOffline() { m_driver.wentOffline(); }
    void receiveNow(const std::vector<std::uint8_t> &bytes);

    RoverDriver &driver() { return m_driver; }
    std::int64_t now() const { return m_nowMs; }
    const std::vector<Write> &writes() const { return m_writes; }
    const std::vector<core::TelemetrySample> &samples() const { return m_samples; }
    const std::vector<std::string> &warnings() const { return m_warnings; }
    int identityCompletions() const { return m_identityCompletions; }
    const RoverFrame *lastFrame() const;
    std::optional<core::OdometryState> lastOdometry() const;
    std::int64_t longestWriteGapMs(std::int64_t fromMs) const;

private:
    void apply(core::DriverOutput &out);
    void step();

    ScriptedRover &m_robot;
    RoverDriver m_driver;
    std::int64_t m_nowMs = 0;
    std::int64_t m_nextTickMs = 0;
    std::int64_t m_nextDriveMs = 0;
    std::optional<std::pair<double, double>> m_driving;
    std::vector<Write> m_writes;
    std::vector<core::TelemetrySample> m_samples;
    std::vector<std::string> m_warnings;
    int m_identityCompletions = 0;
};

}  // namespace robodash::rover::testing

#pragma once
// One robot family behind one interface (DESIGN.md "One program, several robot families").
// Plain C++: the link (protocol/link) owns the thread, the port, the timers, the dead-man,
// the safety layer, recording and replay for every family; a driver only turns bytes into
// telemetry and intentions into bytes. Every call appends to `out` what it produced; none
// blocks, and none keeps time itself: times come in as arguments (link clock, ms).

#include "core/DriverCounters.h"
#include "core/DriverOutput.h"
#include "core/FamilyCommand.h"
#include "core/RobotInfo.h"

#include <cstddef>
#include <cstdint>

namespace robodash::core {

class RobotDriver {
public:
    virtual ~RobotDriver() = default;

    virtual const RobotInfo &info() const = 0;
    virtual DriverTiming timing() const = 0;

    // A port opened (or a replay started, `live` false: nothing written is sent anywhere,
    // and a driver should not ask a log anything). Forget what the previous robot said.
    virtual void start(std::int64_t nowMs, bool live, DriverOutput &out) = 0;
    // Bytes as they arrived, with their receive time.
    virtual void receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                         DriverOutput &out) = 0;
    // Bytes this session sent, read back from its log in a replay, in order with what it
    // received: nothing is sent. Most drivers ignore them (the robot's replies say its state);
    // one whose shown state follows its own commands (a network rFLEX's brake: its bridge
    // publishes none) reads them here.
    virtual void replaySent(const std::uint8_t *data, std::size_t size, std::int64_t timeMs)
    {
        (void)data, (void)size, (void)timeMs;
    }
    // What this session sent before a recording started that its replay needs to show the
    // robot as it was (a network rFLEX's motors, switched on before): written into the log as
    // sent at its start. Empty: nothing.
    virtual std::vector<std::uint8_t> sentStateForRecording() const { return {}; }
    // Called every timing().tickPeriodMs while a port is open: polling, retries.
    virtual void tick(std::int64_t nowMs, DriverOutput &out) = 0;
    // The link found no good frame for timing().offlineAfterMs: whatever comes back is asked
    // again who it is.
    virtual void wentOffline() = 0;

    // Velocity after the safety layer and the limiter, m/s and rad/s; zero is a stop.
    virtual void drive(double linearMps, double angularRadps, DriverOutput &out) = 0;
    // The port is about to close or the program to quit: motors off, reports off.
    virtual void shutdown(DriverOutput &out) = 0;

    // A family command; false when the driver does not know the command's type.
    virtual bool command(const FamilyCommand &command, DriverOutput &out) = 0;
    // Odometry starts again at the origin (the map's reset).
    virtual void resetOdometry() = 0;

    virtual DriverCounters counters() const = 0;
};

}  // namespace robodash::core

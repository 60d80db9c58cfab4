#pragma once
// The virtual Rover Pro: firmware of the chosen line, skid-steer physics, motors, flipper,
// fan and two smart batteries in the shared world, served on a pseudo-terminal so that hosts
// use the real serial path. It only answers: each valid request gets its 5-byte reply.
// SimulationHost runs it on its own thread, in real time or faster; the family-neutral
// members (start, stop, devicePath, reset, faults, ...) are its.
//
// Every public member is thread-safe: each Rover member below is one question put to the
// simulation through withSimulation().

#include "sim/core/Pose.h"
#include "sim/core/SimulationHost.h"
#include "sim/rover/RoverFirmwareCounters.h"
#include "sim/rover/RoverFirmwareVersion.h"
#include "sim/rover/RoverSimulation.h"

#include "rover/MotorBytes.h"

#include <cstdint>
#include <optional>
#include <string>

namespace robodash::sim {

struct VirtualRoverOptions {
    RoverFirmwareVersion firmware = RoverFirmwareVersion::V1_3_0;
    // 0: register 40 as `firmware` gives it. Otherwise the twin answers this value (tests: a
    // value of neither line, which a host must treat as unknown); the firmware model then
    // tells its line from it as a host would, and an unknown line behaves as the newer one.
    std::uint16_t register40 = 0;
    std::string worldFile;           // empty: the default world
    double timeScale = 1.0;          // 1 real time; 10 ten times faster
    std::string linkPath;            // optional symlink to the pty, like /dev/rover
    std::string traceFile;           // optional JSON lines trace: packets and the true pose
    std::uint32_t seed = 1;          // for fault injection
};

class VirtualRover : public SimulationHost {
public:
    explicit VirtualRover(VirtualRoverOptions options = {});
    // What can break (HardwareFaultSwitch): the faults that mean something for this robot.
    HardwareParts hardwareParts() const override;

    // Calls fn(simulation) under the twin's lock, for anything the members below do not ask.
    template <typename Fn>
    auto withSimulation(Fn &&fn) { return withModel<RoverSimulation>(fn); }
    template <typename Fn>
    auto withSimulation(Fn &&fn) const { return withModel<const RoverSimulation>(fn); }

    void placeRobot(const Pose &pose);
    Pose truePose() const;
    void setCharging(bool charging);

    // What the host made the robot do.
    rover::MotorBytes lastMotorBytes() const;   // of the last valid packet
    bool motorsStoppedByWatchdog() const;       // no valid packet for 333 ms (or none yet)
    double leftTrackSpeed() const;              // m/s the tracks run at now
    double rightTrackSpeed() const;
    std::uint8_t fanSpeed() const;
    RoverFirmwareCounters counters() const;
    std::optional<std::uint16_t> registerValue(std::uint8_t number) const;
    const VirtualRoverOptions &options() const { return m_options; }

private:
    VirtualRoverOptions m_options;
};

}  // namespace robodash::sim

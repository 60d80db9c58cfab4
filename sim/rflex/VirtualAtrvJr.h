#pragma once
// The virtual iRobot ATRV-Jr: an rFLEX base's firmware, its two motion axes, sonars, bump
// panels and battery on the shared world, served on a pseudo-terminal so hosts use the real
// serial path (115200 8N1 on a real one). SimulationHost runs it on its own thread; the
// family-neutral members (start, stop, devicePath, reset, faults...) are the host's.
//
// Like the base it says nothing until asked: a host first requests odometry and DIO
// reports (rflex-facts.md "Start-up"). Behaviour in sim/rflex/AtrvJrSimulation.h and
// RflexFirmware.h. Every public member is thread-safe.

#include "sim/core/Pose.h"
#include "sim/core/SimulationHost.h"
#include "sim/core/World.h"
#include "sim/rflex/AtrvJrSimulation.h"

#include "rflex/BumpPanels.h"

#include <cstdint>
#include <string>
#include <vector>

namespace robodash::sim {

struct VirtualAtrvJrOptions {
    std::string worldFile;           // empty: the default world
    std::uint32_t seed = 1;          // for fault injection
    double timeScale = 1.0;          // 1 real time; 10 ten times faster
    std::string linkPath;            // optional symlink to the pty
    std::string traceFile;           // optional JSON lines trace: commands and the true pose
};

class VirtualAtrvJr : public SimulationHost {
public:
    explicit VirtualAtrvJr(VirtualAtrvJrOptions options = {});
    // What can break (HardwareFaultSwitch): the faults that mean something for this robot.
    HardwareParts hardwareParts() const override;

    // Calls fn(simulation) under the twin's lock; return values, not references.
    template <typename Fn>
    auto withSimulation(Fn &&fn) { return withModel<AtrvJrSimulation>(fn); }
    template <typename Fn>
    auto withSimulation(Fn &&fn) const { return withModel<const AtrvJrSimulation>(fn); }

    void placeRobot(const Pose &pose);
    Pose truePose() const;
    void setBatteryVolts(double volts);
    double batteryVolts() const;
    bool brakeEngaged() const;
    bool sonarOn() const;
    rflex::BumpPanels bumpPanels() const;
    World world() const;

    // What the host made the base do.
    std::vector<std::string> receivedCommands() const;  // names, oldest first (last 256)
    void clearReceivedCommands();
    std::uint32_t motionReportPeriod() const;  // microseconds, 0 off
    std::uint64_t badCommandFrames() const;    // frames the finder refused
    std::uint64_t unknownCommands() const;     // good frames that are no known command
    std::uint64_t motionTimeouts() const;      // stops after 1 s without a motion command
    const VirtualAtrvJrOptions &options() const { return m_options; }

private:
    VirtualAtrvJrOptions m_options;
};

}  // namespace robodash::sim

#pragma once
// The virtual Kobuki: firmware behaviour, physics and a small world, served on a
// pseudo-terminal so that hosts use the real serial path. SimulationHost runs it on its own
// thread, in real time or faster, so it keeps streaming whatever the host's event loop is
// doing; the family-neutral members (start, stop, devicePath, reset, faults, ...) are its.
//
// Every public member is thread-safe: tests and the GUI's harness call them from any thread.
// Each Kobuki member below is one question put to the simulation through withSimulation().

#include "kobuki/Commands.h"
#include "kobuki/Feedback.h"
#include "sim/core/Faults.h"
#include "sim/core/Pose.h"
#include "sim/core/SimulationHost.h"
#include "sim/core/World.h"
#include "sim/kobuki/KobukiFirmware.h"
#include "sim/kobuki/OutputState.h"
#include "sim/kobuki/ReceivedCommand.h"
#include "sim/kobuki/RobotSimulation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::sim {

struct VirtualKobukiOptions {
    std::string worldFile;           // empty: the default world
    std::uint32_t seed = 1;
    double timeScale = 1.0;          // 1 real time; 10 ten times faster
    std::string linkPath;            // optional symlink to the pty, like /dev/kobuki
    std::string traceFile;           // optional JSON lines trace
    double gyroNoiseDps = 0.02;      // raw gyro noise, standard deviation
    std::optional<double> gyroBiasDps;  // set: instead of the world's imperfections' bias
};

class VirtualKobuki : public SimulationHost {
public:
    explicit VirtualKobuki(VirtualKobukiOptions options = {});
    // What can break (HardwareFaultSwitch): the faults that mean something for this robot.
    HardwareParts hardwareParts() const override;

    // Calls fn(simulation) under the twin's lock, for anything the members below do not ask.
    // Return values, not references: the lock is released when fn returns.
    template <typename Fn>
    auto withSimulation(Fn &&fn) { return withModel<RobotSimulation>(fn); }
    template <typename Fn>
    auto withSimulation(Fn &&fn) const { return withModel<const RobotSimulation>(fn); }

    // World and robot state. reset() (SimulationHost): at the origin, battery at its start
    // charge, buttons up, wheels down, no adapter, no faults.
    void placeRobot(const Pose &pose);
    Pose truePose() const;
    void pressButton(int index, bool pressed);  // 0..2
    void liftWheel(int wheel, bool lifted);     // 0 right, 1 left (protocol bit order)
    void setBatteryVolts(double volts);
    double batteryVolts() const;
    void setDigitalInputs(std::uint16_t bits);
    void setAnalogInput(int channel, std::uint16_t raw);
    void setAdapterPlugged(bool plugged);       // charger cable in (charger byte 18/22)

    // What the host made the robot do
    std::vector<ReceivedCommand> receivedCommands() const;
    void clearReceivedCommands();
    std::uint16_t outputWord() const;           // last general purpose output word
    kobuki::ControllerInfo controllerGains() const;
    kobuki::BaseControl lastBaseControl() const;
    std::uint64_t badCommandFrames() const;     // checksum errors seen by the firmware parser
    OutputState outputs() const;                // LEDs, power rails, digital outputs
    SoundState sound() const;                   // last note or sequence played
    World world() const;                        // walls, drops and dock, e.g. to draw them
    bool isDocked() const;
    std::uint64_t malformedCommandPayloads() const;  // good frames with a broken sub-payload
    const VirtualKobukiOptions &options() const { return m_options; }

private:
    VirtualKobukiOptions m_options;
};

}  // namespace robodash::sim

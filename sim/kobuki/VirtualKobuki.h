#pragma once
// The virtual Kobuki: firmware behaviour, physics and a small world, served on a
// pseudo-terminal so that hosts use the real serial path. It runs on its own thread, in
// real time or faster, so it keeps streaming whatever the host's event loop is doing.
//
// Every public member is thread-safe: tests and the GUI's harness call them from any thread.

#include "kobuki/Commands.h"
#include "kobuki/Feedback.h"
#include "sim/kobuki/KobukiFirmware.h"
#include "sim/kobuki/OutputState.h"
#include "sim/core/Pose.h"
#include "sim/kobuki/ReceivedCommand.h"
#include "sim/core/World.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace robodash::sim {

struct Faults {
    double dropFrameFraction = 0;    // 0..1 of feedback frames not sent
    double corruptByteFraction = 0;  // 0..1 of sent bytes with a flipped bit
    int delayMs = 0;                 // extra latency of every feedback frame
    bool silent = false;             // stop sending feedback and ignore commands (switched off)
};

struct VirtualKobukiOptions {
    std::string worldFile;           // empty: the default world
    std::uint32_t seed = 1;
    double timeScale = 1.0;          // 1 real time; 10 ten times faster
    std::string linkPath;            // optional symlink to the pty, like /dev/kobuki
    std::string traceFile;           // optional JSON lines trace
    double gyroNoiseDps = 0.02;      // raw gyro noise, standard deviation
    double gyroBiasDps = 0.0;
};

class VirtualKobuki {
public:
    explicit VirtualKobuki(VirtualKobukiOptions options = {});
    ~VirtualKobuki();  // stops and closes the pty
    VirtualKobuki(const VirtualKobuki &) = delete;
    VirtualKobuki &operator=(const VirtualKobuki &) = delete;

    // Opens the pty, starts streaming; false with a one-line reason (bad world file, no pty,
    // link or trace not writable). After stop(), start() opens a new pty; the robot's state
    // (pose, battery, gains) carries over.
    bool start(std::string *error = nullptr);
    void stop();                                // closes the port (the host sees it vanish)
    bool isRunning() const;
    std::string devicePath() const;             // the pty's slave path, e.g. /dev/pts/3;
                                                // empty when not running

    // World and robot state
    // Back to the start for the next student: at the origin, battery at its start charge,
    // buttons up, wheels down, no adapter, no faults. Keeps running on the same port.
    void reset();
    void placeRobot(const Pose &pose);
    Pose truePose() const;
    void pressButton(int index, bool pressed);  // 0..2
    void liftWheel(int wheel, bool lifted);     // 0 right, 1 left (protocol bit order)
    void setBatteryVolts(double volts);
    double batteryVolts() const;
    void setDigitalInputs(std::uint16_t bits);
    void setAnalogInput(int channel, std::uint16_t raw);
    void setFaults(const Faults &faults);
    Faults faults() const;
    void setAdapterPlugged(bool plugged);       // charger cable in (charger byte 18/22)

    // What the host made the robot do
    std::vector<ReceivedCommand> receivedCommands() const;
    void clearReceivedCommands();
    std::uint16_t outputWord() const;           // last general purpose output word
    kobuki::ControllerInfo controllerGains() const;
    kobuki::BaseControl lastBaseControl() const;
    std::uint64_t badCommandFrames() const;     // checksum errors seen by the firmware parser
    std::uint64_t feedbackFramesSent() const;
    double simulatedSeconds() const;

    // Additions beyond the first draft
    OutputState outputs() const;                // LEDs, power rails, digital outputs
    SoundState sound() const;                   // last note or sequence played
    World world() const;                        // walls, drops and dock, e.g. to draw them
    bool isDocked() const;
    std::uint64_t malformedCommandPayloads() const;  // good frames with a broken sub-payload
    std::uint64_t framesDroppedByPort() const;  // nobody reading and the buffer full
    const VirtualKobukiOptions &options() const;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace robodash::sim

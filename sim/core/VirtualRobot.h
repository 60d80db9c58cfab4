#pragma once
// A virtual robot of any family, served on a pseudo-terminal: what the app needs to start
// "the twin of the chosen family" without knowing which. Every member is thread-safe.

#include "sim/core/Faults.h"
#include "sim/core/HardwareFaults.h"
#include "sim/core/HardwareParts.h"
#include "sim/core/TwinScene.h"

#include <cstdint>
#include <optional>
#include <string>

namespace robodash::sim {

class VirtualRobot {
public:
    virtual ~VirtualRobot() = default;

    // Opens the pty, starts running; false with a one-line reason (bad world file, no pty,
    // link or trace not writable). After stop(), start() opens a new pty; the robot's state
    // carries over.
    virtual bool start(std::string *error = nullptr) = 0;
    virtual void stop() = 0;                        // closes the port (the host sees it vanish)
    virtual bool isRunning() const = 0;
    // The pty's slave path, e.g. /dev/pts/3; empty when not running.
    virtual std::string devicePath() const = 0;

    // Back to the start for the next student, without faults; keeps running on the same port.
    virtual void reset() = 0;
    virtual double simulatedSeconds() const = 0;
    virtual void setFaults(const Faults &faults) = 0;
    virtual Faults faults() const = 0;
    // Broken parts (a drifting gyro, a dead encoder, ...); a family ignores what it lacks.
    virtual void setHardwareFaults(const HardwareFaults &faults) = 0;
    virtual HardwareFaults hardwareFaults() const = 0;
    // What of it can break, for HardwareFaultSwitch (a made-up family's twin: nothing named).
    virtual HardwareParts hardwareParts() const { return {}; }
    virtual std::uint64_t feedbackFramesSent() const = 0;
    virtual std::uint64_t framesDroppedByPort() const = 0;  // nobody reading, buffer full
    // The true pose and the room, for simulated cameras and lasers; nothing from a twin that
    // has no model of its surroundings.
    virtual std::optional<TwinScene> scene() const { return std::nullopt; }
};

}  // namespace robodash::sim

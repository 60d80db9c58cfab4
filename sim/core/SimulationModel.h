#pragma once
// A robot family's whole simulation in simulated time, as SimulationHost drives it: no
// threads, no port. The host calls every member with its lock held.

#include "sim/core/HardwareFaults.h"
#include "sim/core/Pose.h"
#include "sim/core/World.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace robodash::sim {

class TraceWriter;

class SimulationModel {
public:
    using FrameSink = std::function<void(std::vector<std::uint8_t> &&frame)>;

    virtual ~SimulationModel() = default;

    virtual std::int64_t micros() const = 0;           // simulated time since start
    virtual std::int64_t stepMicros() const = 0;       // length of one step()
    // When the robot next sends something unasked; the host sleeps until then (or until
    // bytes arrive).
    virtual std::int64_t nextFrameMicros() const = 0;
    virtual void step(const FrameSink &sink) = 0;      // one step; frames due go to `sink`
    virtual void receive(const std::uint8_t *data, std::size_t size) = 0;  // host's bytes
    virtual void setTrace(TraceWriter *trace) = 0;     // nullptr: no trace
    // Back to the start for the next user; the family says what that means.
    virtual void resetRobot() = 0;
    // Broken parts to simulate from now on; a family without the part ignores its switch.
    virtual void setHardwareFaults(const HardwareFaults &) {}
    // Where the robot really is, and the room it is in: what the twin's own camera and laser
    // (RoomCamera, RoomScanner) see, whatever the family's firmware believes.
    virtual Pose truePose() const = 0;
    virtual const World &world() const = 0;

    double seconds() const { return static_cast<double>(micros()) * 1e-6; }
};

}  // namespace robodash::sim

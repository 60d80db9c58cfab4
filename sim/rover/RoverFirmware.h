#pragma once
// The virtual Rover Pro's firmware: reads the host's 7-byte packets (HostPacketFinder: bad
// checksums are ignored and counted), obeys their motor bytes, and keeps the requests it
// must answer. It follows the chosen line's quirks (rover-pro-facts.md):
//   - the motors stop when no valid packet came for 333 ms (both lines);
//   - the older line keeps only the latest pending request, the newer queues them;
//   - the fan speed reverts after 333 ms on the older line unless resent;
//   - clear fault (232) is the newer line's, low-speed mode (240) the older's;
//   - a track above 1 m/s for 3 s faults the motors until cleared or restarted.
// Register values are not its business (RegisterValues): it says which to answer, when.
// Plain C++ on simulated time, no threads: the model calls it under the host's lock, and the
// fuzz target calls it directly.

#include "sim/rover/RoverFirmwareCounters.h"

#include "rover/Firmware.h"
#include "rover/HostPacketFinder.h"
#include "rover/MotorBytes.h"
#include "rover/ReceivedHostPacket.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <vector>

namespace robodash::sim {

// What the motor controller is asked to do now, in m/s for the tracks, -1..1 for the flipper.
struct MotorCommand {
    double leftMps = 0;
    double rightMps = 0;
    double flipperEffort = 0;
};

class RoverFirmware {
public:
    static constexpr std::int64_t kWatchdogMicros = 333000;
    static constexpr std::int64_t kFanRevertMicros = 333000;  // older line
    static constexpr std::int64_t kOverspeedMicros = 3000000;
    static constexpr double kOverspeedMps = 1.0;
    static constexpr double kLowSpeedFactor = 0.5;  // no source gives it: half speed
    static constexpr std::size_t kMaxQueuedRequests = 16;  // newer line; bounded for any host
    static constexpr std::uint16_t kOverspeedFaultBit = 0x0001;

    explicit RoverFirmware(std::uint16_t register40);

    // The host's bytes, arriving at simulated time `micros`.
    void receive(const std::uint8_t *data, std::size_t size, std::int64_t micros);
    // Watchdog, fan revert and overspeed, given the tracks' measured speeds.
    void tick(std::int64_t micros, double leftMps, double rightMps);
    // The registers to answer now, oldest first; the firmware forgets them.
    std::vector<std::uint8_t> takeRequests();
    bool hasPendingRequests() const { return !m_requests.empty(); }
    // A reply went out carrying `word`: the older line's reply buffer keeps it
    // (OlderLineRegisters).
    void recordReply(std::uint16_t word);
    std::uint16_t previousReplyWord() const { return m_previousReplyWord; }

    MotorCommand motorCommand(std::int64_t micros) const;
    bool motorsStoppedByWatchdog(std::int64_t micros) const;
    // Whether this line answers the register at all (the older line answers every register
    // number, some with another's word: OlderLineRegisters); RegisterValues says what it reads.
    bool answers(std::uint8_t registerNumber) const;

    std::uint16_t register40() const { return m_identity.raw; }
    rover::FirmwareLine line() const { return m_identity.line; }
    const rover::FirmwareIdentity &identity() const { return m_identity; }
    const rover::MotorBytes &lastMotorBytes() const { return m_motors; }
    std::uint8_t fanSpeed() const { return m_fanSpeed; }
    bool lowSpeedMode() const { return m_lowSpeed; }
    std::uint16_t faultWord() const { return m_faultWord; }
    // A fault from outside the model (tests, a demo of Clear fault): stays until cleared
    // (232, newer line) or restarted.
    void raiseFault(std::uint16_t bits) { m_faultWord |= bits; }
    RoverFirmwareCounters counters() const;

    // Power cycle (param1 230, or the twin's reset): motors stopped, fan off, faults and
    // requests gone. Counters stay: they describe the host, not the robot.
    void restart();

    // Each valid packet, for the trace.
    std::function<void(const rover::ReceivedHostPacket &packet, std::int64_t micros)> onPacket;

private:
    void handle(const rover::ReceivedHostPacket &packet, std::int64_t micros);
    void request(std::uint8_t registerNumber);
    void command(const rover::ReceivedHostPacket &packet, std::int64_t micros);
    bool isOlderLine() const { return m_identity.line == rover::FirmwareLine::Older; }

    rover::FirmwareIdentity m_identity;
    rover::HostPacketFinder m_finder;
    rover::MotorBytes m_motors;
    std::deque<std::uint8_t> m_requests;
    std::int64_t m_lastPacketMicros = 0;
    bool m_heardPacket = false;   // no packet yet: the motors have never been told to move
    bool m_watchdogTripped = true;
    std::uint8_t m_fanSpeed = 0;
    std::int64_t m_fanSetMicros = 0;
    bool m_lowSpeed = false;
    std::uint16_t m_faultWord = 0;
    std::int64_t m_overspeedSinceMicros = -1;
    std::uint16_t m_previousReplyWord = 0;  // zero after power-up, as the firmware's buffer
    RoverFirmwareCounters m_counters;
};

}  // namespace robodash::sim

#include "sim/rover/RoverFirmware.h"

#include "rover/HostPacket.h"
#include "rover/Register.h"
#include "rover/RegisterTable.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {

constexpr std::uint8_t kRestart = 230;
constexpr std::uint8_t kFlipperCalibration = 250;  // with param2 250; nothing to calibrate here

double flipperEffortOf(std::uint8_t byte)
{
    return rover::trackSpeedFromMotorByte(byte) / (rover::kMotorStop / 50.0);
}

}  // namespace

RoverFirmware::RoverFirmware(std::uint16_t register40)
    : m_identity(rover::identifyFirmware(register40))
{
}

void RoverFirmware::receive(const std::uint8_t *data, std::size_t size, std::int64_t micros)
{
    m_finder.feed(data, size, [this, micros](const rover::ReceivedHostPacket &packet) {
        handle(packet, micros);
    });
}

void RoverFirmware::handle(const rover::ReceivedHostPacket &packet, std::int64_t micros)
{
    ++m_counters.packets;
    // Every valid packet sets the motors and feeds the watchdog, requests included.
    m_motors = packet.motors;
    m_lastPacketMicros = micros;
    m_heardPacket = true;
    m_watchdogTripped = false;
    if (onPacket)
        onPacket(packet, micros);
    command(packet, micros);
}

void RoverFirmware::command(const rover::ReceivedHostPacket &packet, std::int64_t micros)
{
    using rover::Opcode;
    const std::uint8_t param1 = packet.param1;
    if (param1 == static_cast<std::uint8_t>(Opcode::MotorsOnly))
        return;
    if (param1 == static_cast<std::uint8_t>(Opcode::ReadRegister)) {
        request(packet.param2);
    } else if (param1 == static_cast<std::uint8_t>(Opcode::FanSpeed)) {
        m_fanSpeed = std::min(packet.param2, rover::kFanSpeedMax);
        m_fanSetMicros = micros;
    } else if (param1 == static_cast<std::uint8_t>(Opcode::ClearFault) && !isOlderLine()) {
        m_faultWord = 0;
        m_overspeedSinceMicros = -1;
    } else if (param1 == static_cast<std::uint8_t>(Opcode::LowSpeedMode) && isOlderLine()) {
        m_lowSpeed = packet.param2 != 0;
    } else if (param1 == kRestart) {
        restart();
    } else if (rover::writesFlash(param1)) {
        ++m_counters.flashWrites;  // a real robot would rewrite its settings: a driver bug
    } else if (!(param1 == kFlipperCalibration && packet.param2 == kFlipperCalibration)) {
        ++m_counters.unknownCommands;
    }
}

void RoverFirmware::request(std::uint8_t registerNumber)
{
    ++m_counters.requests;
    if (!answers(registerNumber)) {
        ++m_counters.unanswered;  // the host waits for its timeout, as with a real robot
        return;
    }
    if (isOlderLine()) {
        // One pending request: a second one before the reply replaces the first.
        m_counters.replacedRequests += m_requests.size();
        m_requests.clear();
    } else if (m_requests.size() >= kMaxQueuedRequests) {
        ++m_counters.droppedRequests;
        return;
    }
    m_requests.push_back(registerNumber);
}

bool RoverFirmware::answers(std::uint8_t registerNumber) const
{
    // Both lines answer every register number: the newer line has them all (72-82
    // undocumented), the older one answers those it lacks with other words
    // (OlderLineRegisters); its encoder counts exist but read 0 (RegisterValues).
    return rover::isRegisterNumber(registerNumber);
}

void RoverFirmware::recordReply(std::uint16_t word)
{
    ++m_counters.replies;
    m_previousReplyWord = word;
}

std::vector<std::uint8_t> RoverFirmware::takeRequests()
{
    std::vector<std::uint8_t> due(m_requests.begin(), m_requests.end());
    m_requests.clear();
    return due;
}

bool RoverFirmware::motorsStoppedByWatchdog(std::int64_t micros) const
{
    return !m_heardPacket || micros - m_lastPacketMicros > kWatchdogMicros;
}

MotorCommand RoverFirmware::motorCommand(std::int64_t micros) const
{
    if (motorsStoppedByWatchdog(micros) || m_faultWord != 0)
        return {};
    const double scale = m_lowSpeed ? kLowSpeedFactor : 1.0;
    return {rover::trackSpeedFromMotorByte(m_motors.left) * scale,
            rover::trackSpeedFromMotorByte(m_motors.right) * scale,
            flipperEffortOf(m_motors.flipper)};
}

void RoverFirmware::tick(std::int64_t micros, double leftMps, double rightMps)
{
    if (!m_watchdogTripped && motorsStoppedByWatchdog(micros)) {
        m_watchdogTripped = true;
        if (!m_motors.isStop())
            ++m_counters.watchdogStops;
    }
    if (isOlderLine() && m_fanSpeed != 0 && micros - m_fanSetMicros > kFanRevertMicros)
        m_fanSpeed = 0;

    const bool overspeed = std::max(std::fabs(leftMps), std::fabs(rightMps)) > kOverspeedMps;
    if (!overspeed) {
        m_overspeedSinceMicros = -1;
    } else if (m_overspeedSinceMicros < 0) {
        m_overspeedSinceMicros = micros;
    } else if (m_faultWord == 0 && micros - m_overspeedSinceMicros >= kOverspeedMicros) {
        m_faultWord |= kOverspeedFaultBit;
        ++m_counters.overspeedFaults;
    }
}

RoverFirmwareCounters RoverFirmware::counters() const
{
    RoverFirmwareCounters counters = m_counters;
    const rover::FinderStats &stats = m_finder.stats();
    counters.badChecksums = stats.checksumErrors;
    counters.implausible = stats.implausibleFrames;
    counters.discardedBytes = stats.discardedBytes;
    return counters;
}

void RoverFirmware::restart()
{
    m_motors = rover::MotorBytes{};
    m_requests.clear();
    m_heardPacket = false;
    m_watchdogTripped = true;
    m_fanSpeed = 0;
    m_lowSpeed = false;
    m_faultWord = 0;
    m_overspeedSinceMicros = -1;
    m_previousReplyWord = 0;
}

}  // namespace robodash::sim

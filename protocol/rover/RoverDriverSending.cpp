// RoverDriver's sending side: the poll, the keep-alive, the motor bytes, and the family's
// own commands (fan, flipper, confirming an unknown firmware, a recorded identity). Its
// receiving side is RoverDriver.cpp.
#include "RoverDriver.h"

#include "RoverCommands.h"
#include "core/RecordedIdentity.h"

#include <cmath>

namespace robodash::rover {

namespace {

std::vector<std::uint8_t> toVector(const HostPacketBytes &bytes)
{
    return std::vector<std::uint8_t>(bytes.begin(), bytes.end());
}

}  // namespace

void RoverDriver::tick(std::int64_t nowMs, core::DriverOutput &out)
{
    m_nowMs = nowMs;
    expireFlipper(nowMs, out);
    resendFanOnOlderLine(nowMs);
    pump(nowMs, out);
    if (m_live && nowMs - m_lastWriteMs >= kKeepAliveMs)
        writeMotors(out);  // a request is still waiting: the motors must hear from us anyway
}

// Sends what is due, unless a request is still waiting for its answer (the older line
// would drop it for the next one).
void RoverDriver::pump(std::int64_t nowMs, core::DriverOutput &out)
{
    if (!m_live)
        return;  // a log cannot be asked anything
    if (m_pending.waiting()) {
        const std::optional<Register> asked = m_pending.which();
        if (!m_pending.expire(nowMs))
            return;
        countUnanswered(*asked);
    }
    for (const HostPacket &command : m_commands)
        writePacket(command.withMotors(m_motors), out);
    m_commands.clear();
    askNext(nowMs, out);
}

void RoverDriver::countUnanswered(Register which)
{
    if (m_phase != Phase::Polling || m_state.reading(which).received)
        return;  // register 40 is asked until answered; one that answered once is there
    int &inARow = m_unansweredInARow[numberOf(which) / 2u];
    if (++inARow == kUnansweredBeforeDropped)
        m_schedule.drop(which);
}

void RoverDriver::askNext(std::int64_t nowMs, core::DriverOutput &out)
{
    std::optional<Register> next;
    if (m_phase == Phase::Identifying) {
        next = Register::BuildNumber;
        // Only before its first answer: a robot that answered and went quiet is told by the
        // link's offline state (and a network robot's "left the network").
        if (++m_identifyRequests == kIdentifyRequestsBeforeWarning && !m_answeredThisConnection)
            out.warn("the Rover Pro has not answered register 40 (its firmware version) after "
                     + std::to_string(kIdentifyRequestsBeforeWarning)
                     + " requests: is it switched on, and is this its port? Still asking");
    } else {
        next = m_schedule.takeNext(nowMs);
    }
    if (!next)
        return;
    writePacket(HostPacket::readRegister(m_motors, *next), out);
    m_pending.sent(*next, nowMs);
}

void RoverDriver::writePacket(const HostPacket &packet, core::DriverOutput &out)
{
    out.write(toVector(packet.bytes()));
    m_lastWriteMs = m_nowMs;
}

void RoverDriver::writeMotors(core::DriverOutput &out)
{
    if (m_live)
        writePacket(HostPacket::motorsOnly(m_motors), out);
}

void RoverDriver::drive(double linearMps, double angularRadps, core::DriverOutput &out)
{
    MotorBytes wanted = motorBytesFromVelocity(linearMps, angularRadps,
                                               m_settings.effectiveTrackWidthM());
    if (!driveAllowed() && !wanted.isStop()) {
        if (!m_refusalWarned)
            out.warn(m_phase == Phase::Identifying
                         ? "not driving: the Rover has not said which firmware it runs yet"
                         : "not driving: firmware " + m_state.firmware.describe()
                               + " is unknown; confirm it to drive");
        m_refusalWarned = true;
        wanted = MotorBytes{};
    }
    wanted.flipper = m_motors.flipper;
    const bool changed = !(wanted == m_motors);
    m_motors = wanted;
    // A change goes out at once rather than with the next request, and so does every stop
    // the link sends (it repeats them in case one is lost); otherwise the polls carry them.
    if (changed || (linearMps == 0 && angularRadps == 0))
        writeMotors(out);
}

void RoverDriver::shutdown(core::DriverOutput &out)
{
    m_motors = MotorBytes{};
    m_commands.clear();
    m_fanByte.reset();
    writeMotors(out);
}

void RoverDriver::expireFlipper(std::int64_t nowMs, core::DriverOutput &out)
{
    if (m_motors.flipper == kMotorStop || nowMs < m_flipperUntilMs)
        return;
    m_motors.flipper = kMotorStop;  // hold-to-move: nobody is holding it any more
    writeMotors(out);
}

void RoverDriver::resendFanOnOlderLine(std::int64_t nowMs)
{
    if (m_state.firmware.line != FirmwareLine::Older || !m_fanByte || *m_fanByte == 0
        || nowMs - m_fanQueuedMs < kOlderLineFanResendMs)
        return;
    m_commands.push_back(HostPacket::setFanSpeed(m_motors, *m_fanByte));
    m_fanQueuedMs = nowMs;
}

// ---- family commands ------------------------------------------------------------------------

bool RoverDriver::command(const core::FamilyCommand &command, core::DriverOutput &out)
{
    if (command.as<ConfirmUnknownFirmwareCommand>()) {
        confirmUnknownFirmware(out);
    } else if (const auto *recorded = command.as<core::RecordedIdentityCommand>()) {
        identifyFromRecording(recorded->device, out);
    } else if (const auto *fan = command.as<SetFanSpeedCommand>()) {
        setFanSpeed(fan->fraction, out);
    } else if (command.as<ClearFaultCommand>()) {
        if (!refuseWhileReadOnly("clear fault", out)
            && !refuseUnsupported(Opcode::ClearFault, "clear fault", out))
            m_commands.push_back(HostPacket::clearFault(m_motors));
    } else if (const auto *mode = command.as<SetLowSpeedModeCommand>()) {
        if (!refuseWhileReadOnly("low-speed mode", out)
            && !refuseUnsupported(Opcode::LowSpeedMode, "low-speed mode", out))
            m_commands.push_back(HostPacket::setLowSpeedMode(m_motors, mode->on));
    } else if (const auto *flipper = command.as<SetFlipperCommand>()) {
        setFlipper(flipper->effort, out);
    } else {
        return false;
    }
    return true;
}

bool RoverDriver::refuseWhileReadOnly(const char *what, core::DriverOutput &out)
{
    if (driveAllowed())
        return false;
    out.warn(std::string(what) + " not sent: "
             + (m_phase == Phase::Identifying ? "the Rover has not said which firmware it runs yet"
                                              : "unknown firmware, connected read-only"));
    return true;
}

bool RoverDriver::refuseUnsupported(Opcode opcode, const char *what, core::DriverOutput &out)
{
    if (opcodeSupportedOn(opcode, m_state.firmware.line))
        return false;
    out.warn(std::string(what) + " not sent: firmware " + m_state.firmware.describe() + " ("
             + lineName(m_state.firmware.line) + " line) does not have it");
    return true;
}

void RoverDriver::confirmUnknownFirmware(core::DriverOutput &out)
{
    if (m_phase != Phase::Polling || m_state.firmware.line != FirmwareLine::Unknown) {
        out.warn("nothing to confirm: the Rover's firmware is "
                 + (m_phase == Phase::Polling ? "a known line" : std::string("not known yet")));
        return;
    }
    m_confirmedUnknown = m_state.firmware.raw;
    m_state.driveAllowed = true;
    m_refusalWarned = false;
    out.warn("driving enabled on unknown firmware " + m_state.firmware.describe()
             + " at your request: values and motor mapping may be wrong");
}

void RoverDriver::setFanSpeed(double fraction, core::DriverOutput &out)
{
    if (!std::isfinite(fraction) || fraction < 0 || fraction > 1) {
        out.warn("fan speed not sent: " + std::to_string(fraction) + " is not between 0 and 1");
        return;
    }
    if (refuseWhileReadOnly("fan speed", out))
        return;
    m_fanByte = static_cast<std::uint8_t>(std::lround(fraction * kFanSpeedMax));
    m_fanQueuedMs = m_nowMs;
    m_commands.push_back(HostPacket::setFanSpeed(m_motors, *m_fanByte));
}

void RoverDriver::setFlipper(double effort, core::DriverOutput &out)
{
    if (!std::isfinite(effort) || effort < -1 || effort > 1) {
        out.warn("flipper not moved: effort " + std::to_string(effort) + " is not between -1 and 1");
        return;
    }
    if (effort != 0 && refuseWhileReadOnly("flipper", out))
        return;
    const std::uint8_t byte = flipperByteFromEffort(effort);
    m_flipperUntilMs = m_nowMs + kFlipperHoldMs;
    if (byte == m_motors.flipper)
        return;
    m_motors.flipper = byte;
    writeMotors(out);
}

core::DriverCounters RoverDriver::counters() const
{
    const FinderStats &f = m_finder.stats();
    core::DriverCounters counters;
    counters.bytesIn = f.bytesIn;
    counters.goodFrames = f.goodFrames;
    counters.checksumErrors = f.checksumErrors;
    counters.discardedBytes = f.discardedBytes;
    counters.malformed = m_malformed;
    return counters;
}

}  // namespace robodash::rover

#include "RoverDriver.h"

#include "CoreReadings.h"
#include "core/RecordedIdentity.h"
#include "RoverCommands.h"

#include <cmath>

namespace robodash::rover {

namespace {

std::vector<std::uint8_t> toVector(const HostPacketBytes &bytes)
{
    return std::vector<std::uint8_t>(bytes.begin(), bytes.end());
}

}  // namespace

RoverDriver::RoverDriver(const RoverDriverSettings &settings)
    : m_settings(settings.sanitised()), m_odometry(m_settings)
{
    m_info.name = kFamilyName;
    m_info.displayName = "Rover Pro";
    m_info.baudRate = kBaudRate;
    // Neither source names the Rover's USB adapter: no ids, so discovery lists every port.
    // The firmware faults above 1 m/s held for about 3 s; a turn adds to one track's speed.
    m_info.maxLinearMps = 0.8;
    m_info.maxAngularRadps = 1.5;
    // The map's outline; approximate, neither source gives the dimensions.
    m_info.widthMetres = 0.50;
    m_info.lengthMetres = 0.60;
    // Over-current stop. Neither source gives the motors' ratings; the twin, modelled on a
    // 20 kg base, draws about 5 A per motor while accelerating at 1 m/s^2 to the 0.8 m/s top
    // speed and about 16 A stalled against a wall. 10 A sits between with margin both ways,
    // as the Kobuki's 1.2 A sits between its 0.9 A and 1.7 A. Motor currents are polled at
    // 2 Hz (medium class), so the 500 ms hold is two or three readings in a row: a start-up
    // surge read once does not stop the robot. The registers read up to 1023 / 34 A.
    m_info.overCurrentAmperes = 10.0;
    m_info.overCurrentCeilingAmperes = core::SafetySettings::kMaxOverCurrentAmperes;
    // Encoders (or RPM) and motor currents; no gyro, no contact sensors.
    m_info.capabilities.motorCurrents = true;
    m_info.capabilities.wheelBaseMetres = m_settings.trackWidthM;
    // The batteries are polled at 1 Hz (slow class), the motor currents at 2 Hz (medium).
    m_info.capabilities.batteryRefreshSeconds = PollScheduler::kSlowPeriodMs / 1000.0;
    m_info.capabilities.motorCurrentRefreshSeconds = PollScheduler::kMediumPeriodMs / 1000.0;
    forgetRobot();
}

core::DriverTiming RoverDriver::timing() const
{
    core::DriverTiming timing;
    timing.startUp = core::DriverTiming::StartUp::AskFirst;
    timing.tickPeriodMs = kTickPeriodMs;
    timing.driveResendPeriodMs = 40;
    // About 70-100 replies a second while polling: half a second without one is a lost robot.
    timing.offlineAfterMs = 500;
    return timing;
}

void RoverDriver::forgetRobot()
{
    // Whatever answers next may be another robot, or this one after a power cycle: it is
    // asked who it is, and nothing it said before is shown as current.
    m_phase = Phase::Identifying;
    m_state = RoverFrame{};
    m_device = core::DeviceInfo{};
    m_schedule.clear();
    m_pending.clear();
    m_commands.clear();
    m_motors = MotorBytes{};
    m_fanByte.reset();
    m_refusalWarned = false;
    m_identifyRequests = 0;
    m_unansweredInARow.fill(0);
    m_odometry.restart();
}

void RoverDriver::start(std::int64_t nowMs, bool live, core::DriverOutput &out)
{
    m_live = live;
    m_nowMs = nowMs;
    m_lastWriteMs = nowMs;
    m_finder.reset();
    m_malformed = 0;
    m_confirmedUnknown.reset();  // a new connection: the user confirms again
    m_answeredThisConnection = false;
    forgetRobot();
    m_odometry.resetPose();
    pump(nowMs, out);  // AskFirst: register 40 before anything else
}

void RoverDriver::wentOffline()
{
    forgetRobot();
}

void RoverDriver::receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                          core::DriverOutput &out)
{
    m_nowMs = timeMs;
    m_finder.feed(data, size, [&](const Reply &reply) { onReply(reply, timeMs, out); });
    pump(timeMs, out);  // the answer is in: the next request need not wait for a tick
}

void RoverDriver::onReply(const Reply &reply, std::int64_t timeMs, core::DriverOutput &out)
{
    m_pending.answeredBy(reply.registerNumber);
    const RegisterInfo *row = findRegister(reply.registerNumber);
    if (!row) {
        ++m_malformed;  // 72-82: the firmware has them, nobody documents them, we never ask
        return;
    }
    core::TelemetrySample sample;
    sample.receivedMs = timeMs;
    if (row->id == Register::BuildNumber) {
        identify(reply.value, timeMs, sample, out);
    } else if (m_phase == Phase::Polling && m_state.reading(row->id).onFirmware) {
        storeReading(*row, reply.value, timeMs, sample.core);
    } else {
        return;  // not asked for: on the older line such registers answer with aliases
    }
    m_state.reply = reply;
    m_state.driveAllowed = driveAllowed();
    sample.frame = std::make_shared<RoverFrame>(m_state);
    out.samples.push_back(std::move(sample));
}

void RoverDriver::identify(std::uint16_t raw, std::int64_t timeMs, core::TelemetrySample &sample,
                           core::DriverOutput &out)
{
    if (m_phase == Phase::Polling && m_state.firmware.raw == raw)
        return;  // a late answer to a repeated start-up request: nothing new, plan untouched
    const FirmwareIdentity firmware = identifyFirmware(raw);
    m_answeredThisConnection = true;
    m_phase = Phase::Polling;
    m_state.identified = true;
    m_state.firmware = firmware;
    m_state.odometrySource =
        firmware.line == FirmwareLine::Newer ? OdometrySource::Encoders : OdometrySource::Rpm;
    m_schedule.plan(firmware.line, timeMs);
    markPresence();
    RegisterReading &reading = m_state.reading(Register::BuildNumber);
    reading = RegisterReading{true, true, raw, double(raw), timeMs};
    const bool unknown = firmware.line == FirmwareLine::Unknown;
    if (unknown && m_confirmedUnknown != raw)
        out.warn("the Rover answered register 40 with " + std::to_string(raw)
                 + ", which is neither firmware line: connected read-only, driving is off until "
                   "you confirm this firmware");
    sample.core.events.push_back({"Rover Pro firmware " + firmware.describe() + " ("
                                      + lineName(firmware.line) + " line)",
                                  unknown});
    const core::DeviceInfo device = deviceFrom(firmware);
    if (device != m_device)
        sample.core.device = device;
    m_device = device;
    out.identityComplete = true;
}

// A log recorded after the robot was identified starts without register 40: its header
// keeps the answer (DeviceInfo::firmwareCode, deviceFrom(); logs made before it had its own
// field carry it as the UDID), which decides how every other register reads. A live robot is
// always asked.
void RoverDriver::identifyFromRecording(const core::DeviceInfo &device, core::DriverOutput &out)
{
    if (m_live || m_phase != Phase::Identifying || device.family != kFamilyName)
        return;
    const std::optional<std::uint16_t> register40 =
        parseRegister40(device.firmwareCode.empty() ? device.serial : device.firmwareCode);
    if (!register40)
        return;  // an older log without it: the replay waits for a recorded register 40
    core::TelemetrySample sample;
    sample.receivedMs = m_nowMs;
    identify(*register40, m_nowMs, sample, out);
    m_state.driveAllowed = driveAllowed();
    sample.frame = std::make_shared<RoverFrame>(m_state);
    out.samples.push_back(std::move(sample));
}

std::optional<std::uint16_t> RoverDriver::parseRegister40(const std::string &text)
{
    if (text.empty() || text.size() > 5 || text.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    const unsigned long value = std::stoul(text);
    if (value > 0xFFFF)
        return std::nullopt;
    return std::uint16_t(value);
}

// A register is on this firmware when the plan polls it (PollScheduler::plan asks the table
// per line); register 40 always is.
void RoverDriver::markPresence()
{
    for (const RegisterInfo &row : registerTable())
        m_state.reading(row.id).onFirmware = m_schedule.polls(row.id) || row.id == Register::BuildNumber;
}

void RoverDriver::storeReading(const RegisterInfo &row, std::uint16_t raw, std::int64_t timeMs,
                               core::TelemetryCore &core)
{
    RegisterReading &reading = m_state.reading(row.id);
    core.events = eventsBetween(row.id, reading, raw);
    reading.received = true;
    reading.raw = raw;
    reading.value = row.toSi(raw, m_state.firmware);
    reading.receivedMs = timeMs;
    updateOdometry(row.id, reading, timeMs, core);
    if (feedsBattery(row.id))
        core.battery = batteryFrom(m_state);
    if (feedsCurrents(row.id))
        core.currents = currentsFrom(m_state);
    if (feedsSupplyCurrent(row.id))
        core.supplyAmperes = supplyCurrentFrom(m_state);
}

void RoverDriver::updateOdometry(Register which, const RegisterReading &reading,
                                 std::int64_t timeMs, core::TelemetryCore &core)
{
    bool moved = false;
    if (m_state.odometrySource == OdometrySource::Encoders) {
        if (which == Register::LeftEncoderCount)
            moved = m_odometry.leftCount(reading.raw, timeMs);
        else if (which == Register::RightEncoderCount)
            moved = m_odometry.rightCount(reading.raw, timeMs);
        else if (which == Register::LeftRpm)
            m_odometry.leftSpeedBesideCounts(reading.value);
        else if (which == Register::RightRpm)
            m_odometry.rightSpeedBesideCounts(reading.value);
    } else if (m_state.odometrySource == OdometrySource::Rpm) {
        if (which == Register::LeftRpm)
            moved = m_odometry.leftSpeed(reading.value, timeMs);
        else if (which == Register::RightRpm)
            moved = m_odometry.rightSpeed(reading.value, timeMs);
    }
    if (moved)
        core.odometry = m_odometry.state();
}

bool RoverDriver::driveAllowed() const
{
    if (m_phase != Phase::Polling)
        return false;
    return m_state.firmware.line != FirmwareLine::Unknown
           || m_confirmedUnknown == m_state.firmware.raw;
}

// ---- sending ------------------------------------------------------------------------------

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

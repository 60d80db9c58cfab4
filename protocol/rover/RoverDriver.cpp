// RoverDriver's receiving side: identifying the firmware, storing each reply, odometry. Its
// sending side (the poll, motors, commands) is RoverDriverSending.cpp.
#include "RoverDriver.h"

#include "CoreReadings.h"

namespace robodash::rover {

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

}  // namespace robodash::rover

#include "RflexDriver.h"

#include "BumpPanels.h"
#include "Conversions.h"
#include "RflexCommands.h"
#include "RflexEvents.h"
#include "core/SetDriveEnabledCommand.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <type_traits>

namespace robodash::rflex {
namespace {

constexpr double kLowPercent = 20.0;
constexpr double kCriticalPercent = 5.0;

}  // namespace

RflexDriver::RflexDriver(RobotDescription description)
    : m_description(std::move(description)),
      m_odometry(m_description.units),
      m_sonar(m_description)
{
    m_info.name = kFamilyName;
    m_info.displayName = "rFLEX";
    m_info.baudRate = 115200;  // 8N1 (rflex-facts.md "Framing")
    // Bases are wired through any USB-serial adapter: no ids of their own to look for.
    m_info.maxLinearMps = m_description.maxLinearMps;
    m_info.maxAngularRadps = m_description.maxAngularRadps;
    m_info.widthMetres = m_description.widthMetres;
    m_info.lengthMetres = m_description.lengthMetres;
    // Odometry and the front and rear bump panels; no gyro, no motor currents in the core.
    m_info.capabilities.contacts.bumperCentre = true;
    m_info.capabilities.contacts.bumperRear = true;
    // The battery comes with SYS_STATUS, polled every 2 s.
    m_info.capabilities.batteryRefreshSeconds = kStatusPollMs / 1000.0;
    // The brake holds the base until the motors are enabled (SetMotorsEnabledCommand or
    // the family-neutral core::SetDriveEnabledCommand).
    m_info.capabilities.driveCanBeHeld = true;
}

core::DriverTiming RflexDriver::timing() const
{
    core::DriverTiming timing;
    timing.startUp = core::DriverTiming::StartUp::AskFirst;
    timing.tickPeriodMs = kTickMs;
    timing.driveResendPeriodMs = kDriveResendMs;
    timing.offlineAfterMs = kOfflineAfterMs;
    return timing;
}

void RflexDriver::start(std::int64_t nowMs, bool live, core::DriverOutput &out)
{
    // A new connection may be another base: nothing the previous one said counts.
    m_live = live;
    m_finder.reset();
    m_queue.clear();
    m_malformed = 0;
    m_odometry.reset();
    m_odometry.forgetCounters();
    m_moving = false;
    m_restingVolts.reset();
    m_sonarOn = false;
    m_sonarOffAtMs.reset();
    m_lastFrameMs = nowMs;
    forgetRobot();
    m_startUpDue = false;
    if (!live)
        return;  // a log cannot be asked anything
    queueStartUp(nowMs);
    m_queue.releaseOne(out);
}

// What a base that went away (or was replaced) must be told again, and what it said before.
void RflexDriver::forgetRobot()
{
    m_heard = false;
    m_motorsEnabled = false;
    m_warnedDisabled = false;
    m_panels.reset();
    m_brakeEngaged.reset();
    m_sonar.reset();
}

void RflexDriver::wentOffline()
{
    // Nothing can be written here: the next tick asks again, and its start-up sets the
    // brake, so a base that comes back does not drive off with it released.
    forgetRobot();
    m_odometry.forgetCounters();  // a power-cycled base counts from zero again
    m_startUpDue = true;
}

void RflexDriver::queueStartUp(std::int64_t nowMs)
{
    m_queue.push(m_encoder.encode(SystemReportRequest{kDefaultReportPeriodUs, kBothAxesMask}));
    m_queue.push(m_encoder.encode(DioReportsRequest{kDefaultReportPeriodUs}));
    m_queue.push(m_encoder.encode(SetDefaults{}));
    // Engaged at power-up, but a base left running by a program that crashed may not be.
    m_queue.push(m_encoder.encode(BrakeSet{}));
    m_queue.push(m_encoder.encode(SystemStatusRequest{}));  // battery and brake at once
    m_startUpAtMs = nowMs;
    m_lastPollMs = nowMs;
    m_startUpDue = false;
}

void RflexDriver::tick(std::int64_t nowMs, core::DriverOutput &out)
{
    if (!m_live)
        return;
    if (m_startUpDue || (!m_heard && nowMs - m_startUpAtMs >= kStartUpRetryMs))
        queueStartUp(nowMs);
    else if (nowMs - m_lastPollMs >= kStatusPollMs) {
        m_queue.push(m_encoder.encode(SystemStatusRequest{}));
        m_lastPollMs = nowMs;
    }
    m_queue.releaseOne(out);
}

void RflexDriver::receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                          core::DriverOutput &out)
{
    m_finder.feed(data, size, [&](const FrameView &view) { onFrame(view, timeMs, out); });
}

void RflexDriver::onFrame(const FrameView &view, std::int64_t timeMs, core::DriverOutput &out)
{
    handle(view.port, view.opcode, [&view, this] { decodeReport(view, *this); }, timeMs, out);
}

void RflexDriver::receiveReport(const Report &report, std::int64_t timeMs, core::DriverOutput &out)
{
    std::visit(
        [&](const auto &r) {
            using R = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<R, SystemStatus>)
                handle(std::uint8_t(Port::System), sys::kStatus, [&] { onSystemStatus(r); }, timeMs, out);
            else if constexpr (std::is_same_v<R, MotionReport>)
                handle(std::uint8_t(Port::Motion), motion::kSystemReport, [&] { onMotionReport(r); }, timeMs, out);
            else if constexpr (std::is_same_v<R, SonarReport>)
                handle(std::uint8_t(Port::Sonar), sonar::kReport, [&] { onSonarReport(r); }, timeMs, out);
            else
                handle(std::uint8_t(Port::DigitalIo), dio::kReport, [&] { onDio(r); }, timeMs, out);
        },
        report);
}

// One report's sample: `deliver` calls the report's handler, which fills it.
void RflexDriver::handle(std::uint8_t port, std::uint8_t opcode, const std::function<void()> &deliver,
                         std::int64_t timeMs, core::DriverOutput &out)
{
    core::TelemetrySample sample;
    sample.receivedMs = timeMs;
    m_lastFrameMs = timeMs;
    auto frame = std::make_shared<RflexFrame>();
    frame->port = port;
    frame->opcode = opcode;
    if (!m_heard) {
        // The base has no identity to ask for: that it answers is all there is to know.
        m_heard = true;
        core::DeviceInfo device;
        device.family = kFamilyName;
        device.model = m_description.model;
        device.complete = true;
        sample.core.device = device;
        out.identityComplete = true;
    }
    m_sample = &sample;
    m_frame = frame.get();
    deliver();
    m_sample = nullptr;
    m_frame = nullptr;
    frame->motorsEnabled = m_motorsEnabled;
    sample.core.driveHeld = !m_motorsEnabled;
    frame->sonarOn = m_sonarOn;
    sample.frame = std::move(frame);
    out.samples.push_back(std::move(sample));
}

void RflexDriver::onSystemStatus(const SystemStatus &report)
{
    StatusTelemetry status;
    status.raw = report;
    status.volts = batteryVolts(report.batteryRaw);
    status.brakeEngaged = brakeEngaged(report.brake);
    status.overNetwork = m_overNetwork;
    // The base reports no motor currents: moving wheels (or a drive released) say it draws.
    m_sample->core.battery = toBattery(status.volts, m_restingVolts.update(status.volts, m_moving, m_sample->receivedMs));
    m_sample->core.events = brakeEvents(m_brakeEngaged, status.brakeEngaged);
    m_brakeEngaged = status.brakeEngaged;
    m_frame->status = status;
}

core::BatteryReading RflexDriver::toBattery(double volts, double restingVolts) const
{
    core::BatteryReading battery;
    battery.volts = volts;
    const double span = m_description.batteryFullVolts - m_description.batteryEmptyVolts;
    const double fraction = span > 0 ? (restingVolts - m_description.batteryEmptyVolts) / span : 0;
    battery.percent = std::clamp(fraction * 100.0, 0.0, 100.0);
    if (battery.percent < kCriticalPercent)
        battery.level = core::BatteryLevel::Critical;
    else if (battery.percent < kLowPercent)
        battery.level = core::BatteryLevel::Low;
    return battery;  // the base reports no charger state
}

void RflexDriver::onMotionReport(const MotionReport &report)
{
    m_odometry.update(report);
    m_sample->core.odometry = m_odometry.state();
    m_moving = !m_odometry.state().velocity.isZero();
    const bool rotation = report.axis == static_cast<std::uint8_t>(Axis::Rotation);
    AxisTelemetry axis;
    axis.axis = rotation ? Axis::Rotation : Axis::Translation;
    axis.raw = report;
    const OdometryUnits &units = m_description.units;
    const double perUnit = rotation ? 1.0 / units.perRadian : 1.0 / units.perMetre;
    axis.position = report.position * perUnit;
    axis.velocity = report.velocity * perUnit;
    axis.acceleration = report.acceleration * perUnit;
    axis.torque = report.torque;
    m_frame->axis = axis;
}

void RflexDriver::receiveNetworkAxis(const AxisTelemetry &axis, std::int64_t timeMs, core::DriverOutput &out)
{
    handle(std::uint8_t(Port::Motion), motion::kSystemReport, [&] {
        m_sample->core.odometry = axis.networkOdometry;
        m_moving = axis.networkOdometry && !axis.networkOdometry->velocity.isZero();
        m_frame->axis = axis;
    }, timeMs, out);
}

void RflexDriver::onSonarReport(const SonarReport &report)
{
    m_frame->sonar = m_sonar.update(report);
    m_frame->sonar->overNetwork = m_overNetwork;
    // Echoes say the ring is on, whoever switched it on (an earlier session, the robot's own
    // bridge on the network): it is shown on rather than off beside a ring of ranges.
    const bool justSwitchedOff = m_sonarOffAtMs && m_sample->receivedMs - *m_sonarOffAtMs < kSonarOffSettleMs;
    if (!justSwitchedOff)
        m_sonarOn = true;
}

void RflexDriver::onDio(const DioState &report)
{
    DioTelemetry dio;
    dio.raw = report;
    dio.bumpPanels = bumpPanelsFrom(report, m_description.bumpPanels);
    dio.overNetwork = m_overNetwork;
    if (dio.bumpPanels) {
        const BumpPanels &panels = *dio.bumpPanels;
        core::Contacts contacts;
        contacts.bumperCentre = panels.front;  // the whole front: forward refused
        contacts.bumperRear = panels.rear;     // reverse refused
        m_sample->core.contacts = contacts;
        m_sample->core.events = bumpPanelEvents(m_panels, panels);
        m_panels = panels;
    }
    m_frame->dio = dio;
}

void RflexDriver::drive(double linearMps, double angularRadps, core::DriverOutput &out)
{
    const bool still = translationToRaw(linearMps, m_description.units) == 0
                       && rotationToRaw(angularRadps, m_description.units) == 0;
    if (!m_motorsEnabled && !still) {
        // The brake holds the base; a speed sent now would move it the moment someone
        // enables the motors. Zero goes out instead, and the user is told once.
        if (!m_warnedDisabled)
            out.warn("the motors are disabled (brake set): enable them to drive");
        m_warnedDisabled = true;
        queueVelocity(0, 0);
        return;
    }
    queueVelocity(translationToRaw(linearMps, m_description.units),
                  rotationToRaw(angularRadps, m_description.units));
}

void RflexDriver::queueVelocity(std::int32_t translation, std::int32_t rotation)
{
    m_queue.push(m_encoder.encode(axisVelocityCommand(Axis::Translation, translation)),
                 SendQueue::Slot::Translation);
    m_queue.push(m_encoder.encode(axisVelocityCommand(Axis::Rotation, rotation)),
                 SendQueue::Slot::Rotation);
}

void RflexDriver::shutdown(core::DriverOutput &out)
{
    // The facts file's order: stop, brake, sonar off, reports off. All at once: the port
    // closes after this call and no tick follows.
    queueVelocity(0, 0);
    setMotorsEnabled(false);
    m_queue.push(m_encoder.encode(SonarRun{30000, 0, 0, SonarMode::Off}));
    m_sonarOn = false;
    m_queue.push(m_encoder.encode(SystemReportRequest{0, kBothAxesMask}));
    m_queue.push(m_encoder.encode(DioReportsRequest{0}));
    m_queue.releaseAll(out);
}

bool RflexDriver::command(const core::FamilyCommand &command, core::DriverOutput &)
{
    if (const auto *motors = command.as<SetMotorsEnabledCommand>()) {
        setMotorsEnabled(motors->enabled);
    } else if (const auto *drive = command.as<core::SetDriveEnabledCommand>()) {
        setMotorsEnabled(drive->enabled);
    } else if (const auto *sonar = command.as<SetSonarCommand>()) {
        SonarRun run;
        run.mode = sonar->on ? SonarMode::On : SonarMode::Off;
        m_queue.push(m_encoder.encode(run));
        m_sonarOn = sonar->on;
        m_sonarOffAtMs = sonar->on ? std::nullopt : std::optional<std::int64_t>(m_lastFrameMs);
    } else {
        return false;
    }
    return true;
}

void RflexDriver::setMotorsEnabled(bool enabled)
{
    if (enabled) {
        m_queue.push(m_encoder.encode(BrakeRelease{}));
    } else {
        queueVelocity(0, 0);  // never leave a speed behind the brake
        m_queue.push(m_encoder.encode(BrakeSet{}));
    }
    m_motorsEnabled = enabled;
    m_warnedDisabled = false;
}

core::DriverCounters RflexDriver::counters() const
{
    const FrameFinderStats &f = m_finder.stats();
    core::DriverCounters counters;
    counters.bytesIn = f.bytesIn;
    counters.goodFrames = f.goodFrames;
    // Every bad frame, not only bad XORs: length and cut frames are the same symptom here.
    counters.checksumErrors = f.badFrames;
    counters.discardedBytes = f.discardedBytes;
    counters.malformed = m_malformed;
    return counters;
}

}  // namespace robodash::rflex

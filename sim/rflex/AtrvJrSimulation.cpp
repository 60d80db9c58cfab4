#include "sim/rflex/AtrvJrSimulation.h"

#include "sim/core/TraceWriter.h"
#include "sim/rflex/AtrvJrBody.h"
#include "sim/rflex/AtrvJrSensors.h"
#include "sim/rflex/RflexCommandTrace.h"

#include "rflex/Conversions.h"
#include "rflex/ReportEncoder.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {

// The base's 32-bit position counters wrap; the twin keeps the unwrapped count.
std::int32_t wrapped(double units)
{
    const auto whole = static_cast<unsigned long long>(std::llround(units));
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(whole & 0xFFFFFFFFull));
}

std::int32_t rounded(double value)
{
    return static_cast<std::int32_t>(std::clamp(std::round(value), -2147483648.0, 2147483647.0));
}

}  // namespace

AtrvJrSimulation::AtrvJrSimulation(World world)
    : m_world(std::move(world)),
      m_description(rflex::RobotDescription::atrvJr()),
      m_drive(atrvjr::kDrive),
      m_volts(atrvjr::kBatteryFullVolts),
      m_battery(m_world.imperfections.internalResistanceOhms.value_or(atrvjr::kBatteryInternalOhms),
                atrvjr::kBatteryCellsInSeries)
{
    rebuildBody();
    m_firmware.onCommand = [this](const rflex::HostCommand &command, std::int64_t micros) {
        if (m_trace)
            m_trace->writeLine(RflexCommandTrace::line(command, static_cast<double>(micros) * 1e-6));
    };
}

void AtrvJrSimulation::rebuildBody()
{
    m_drive = DifferentialDrive(atrvjr::kDrive);
    m_drive.setStuckAtWalls(m_world.imperfections.stuckAtWalls);
    m_drive.applyWheelFaults(m_faults);
}

void AtrvJrSimulation::setHardwareFaults(const HardwareFaults &faults)
{
    m_faults = faults;
    m_drive.applyWheelFaults(m_faults);
    m_battery.applyFaults(m_faults);
}

double AtrvJrSimulation::motorAmperes() const
{
    return (m_drive.leftAmperes() + m_drive.rightAmperes()) * atrvjr::kMotorCurrentScale;
}

double AtrvJrSimulation::batteryVolts() const
{
    return m_battery.terminalVolts(m_volts, motorAmperes());
}

void AtrvJrSimulation::setBatteryVolts(double volts)
{
    if (std::isfinite(volts))
        m_volts = m_battery.healthyVoltsFor(volts, motorAmperes());
}

void AtrvJrSimulation::resetRobot()
{
    rebuildBody();
    m_translation.brake();
    m_rotation.brake();
    m_volts = atrvjr::kBatteryFullVolts;
    m_firmware.holdStill();
}

std::int64_t AtrvJrSimulation::nextFrameMicros() const
{
    if (m_firmware.repliesOwed())
        return m_micros + kStepMicros;
    const std::int64_t next = std::min({m_motionTimer.nextMicros(), m_dioTimer.nextMicros(),
                                        m_sonarTimer.nextMicros()});
    // Nothing scheduled: wake now and then anyway; the host polls for commands meanwhile.
    if (next == ReportTimer::kOff)
        return m_micros + 20 * kStepMicros;
    return std::max(next, m_micros + kStepMicros);
}

void AtrvJrSimulation::receive(const std::uint8_t *data, std::size_t size)
{
    m_firmware.receive(data, size, m_micros);
    // A report's period counts from its request, so the first one is a period away.
    if (m_firmware.takeMotionReportRequest())
        m_motionTimer.setPeriod(m_firmware.motionReportPeriod(), m_micros);
    if (m_firmware.takeDioReportRequest())
        m_dioTimer.setPeriod(m_firmware.dioReportPeriod(), m_micros);
}

std::uint32_t AtrvJrSimulation::timestampMs() const
{
    return static_cast<std::uint32_t>(m_micros / 1000);
}

std::int32_t AtrvJrSimulation::translationPosition() const { return wrapped(m_translationUnits); }
std::int32_t AtrvJrSimulation::rotationPosition() const { return wrapped(m_rotationUnits); }

rflex::BumpPanels AtrvJrSimulation::bumpPanels() const
{
    rflex::BumpPanels panels = AtrvJrSensors::bumpPanels(m_world, m_drive.pose());
    const std::uint8_t bits = faultyContacts(static_cast<std::uint8_t>((panels.front ? 1 : 0) | (panels.rear ? 2 : 0)),
                                             m_faults.bumpersStuckPressed, m_faults.bumpersDead);
    panels.front = bits & 1;
    panels.rear = bits & 2;
    return panels;
}

void AtrvJrSimulation::step(const FrameSink &sink)
{
    m_micros += kStepMicros;
    const double dt = static_cast<double>(kStepMicros) * 1e-6;
    m_firmware.checkMotionTimeout(m_micros);
    followCommands();
    moveBody(dt);
    sendReplies(sink);
    sendReports(sink);
    if (m_trace && m_micros % kPoseTracePeriodMicros == 0)
        m_trace->writePose(seconds(), m_drive.pose());
}

void AtrvJrSimulation::followCommands()
{
    if (m_firmware.brakeEngaged()) {
        m_translation.brake();
        m_rotation.brake();
        return;
    }
    const rflex::OdometryUnits &units = m_description.units;
    const double maxTranslation = m_description.maxLinearMps * units.perMetre;
    const double maxRotation = m_description.maxAngularRadps * units.perRadian;
    const AxisCommand &t = m_firmware.axis(rflex::Axis::Translation);
    const AxisCommand &r = m_firmware.axis(rflex::Axis::Rotation);
    m_translation.setTarget(std::clamp<double>(t.velocity, -maxTranslation, maxTranslation),
                            t.acceleration);
    m_rotation.setTarget(std::clamp<double>(r.velocity, -maxRotation, maxRotation),
                         r.acceleration);
}

void AtrvJrSimulation::moveBody(double seconds)
{
    m_translation.step(seconds);
    m_rotation.step(seconds);
    const rflex::OdometryUnits &units = m_description.units;
    const double linear = m_translation.velocity() / units.perMetre;
    const double angular = m_rotation.velocity() / units.perRadian;
    const double halfTrack = atrvjr::kTrackWidth / 2;

    const Pose before = m_drive.pose();
    m_drive.step(seconds, linear - angular * halfTrack, linear + angular * halfTrack, true,
                 m_world);
    const Pose after = m_drive.pose();
    countAxes(before, after);
    const double forward = (after.x - before.x) * std::cos(before.theta)
        + (after.y - before.y) * std::sin(before.theta);

    const double drain = atrvjr::kBatteryIdleDrainVoltsPerSecond * seconds
        + atrvjr::kBatteryDriveDrainVoltsPerMetre * std::fabs(forward);
    m_volts = std::max(atrvjr::kBatteryEmptyVolts, m_volts - drain);
}

void AtrvJrSimulation::countAxes(const Pose &before, const Pose &after)
{
    // The axes count what the body did, so against a wall the position stops as the base's
    // encoders would. The base derives them from each side's encoder: a dead one counts
    // nothing, and both axes go wrong with it.
    const double turn = normalizeAngle(after.theta - before.theta);
    const double midHeading = before.theta + turn / 2;
    const double forward = (after.x - before.x) * std::cos(midHeading)
        + (after.y - before.y) * std::sin(midHeading);
    const double halfTrack = atrvjr::kTrackWidth / 2;
    const double left = m_faults.deadEncoder == Wheel::Left ? 0.0 : forward - turn * halfTrack;
    const double right = m_faults.deadEncoder == Wheel::Right ? 0.0 : forward + turn * halfTrack;
    const rflex::OdometryUnits &units = m_description.units;
    m_translationUnits += (left + right) / 2 * units.perMetre;
    m_rotationUnits += (right - left) / atrvjr::kTrackWidth * units.perRadian;
}

void AtrvJrSimulation::sendReplies(const FrameSink &sink)
{
    for (RflexReply reply : m_firmware.takeReplies()) {
        switch (reply) {
        case RflexReply::Status:
            sink(rflex::encodeReport(
                rflex::SystemStatus{timestampMs(), rounded((batteryVolts() - rflex::kBatteryOffsetVolts) * 100),
                                    static_cast<std::uint8_t>(m_firmware.brakeEngaged() ? 1 : 0)},
                nextId()));
            break;
        case RflexReply::DioReportsAck:
            sink(rflex::encodeReport(rflex::DioAck{0, timestampMs()}, nextId()));
            break;
        case RflexReply::DioUpdateAck:
            sink(rflex::encodeReport(rflex::DioUpdateAck{0, timestampMs(), 0}, nextId()));
            break;
        case RflexReply::DioSetAck:
            sink(rflex::encodeDioSetAck(rflex::DioAck{0, timestampMs()}, nextId()));
            break;
        case RflexReply::Joystick:
            sink(rflex::encodeReport(rflex::JoystickState{timestampMs(), 0, 0, 0}, nextId()));
            break;
        }
    }
}

void AtrvJrSimulation::sendReports(const FrameSink &sink)
{
    const bool sonarRunning = m_sonarTimer.nextMicros() != ReportTimer::kOff;
    if (m_firmware.sonarOn() != sonarRunning)
        m_sonarTimer.setPeriod(m_firmware.sonarOn() ? kSonarReportMicros : 0, m_micros);

    if (m_motionTimer.due(m_micros))
        sendMotionReports(sink);
    if (m_dioTimer.due(m_micros))
        sink(panelReport());
    if (m_sonarTimer.due(m_micros))
        sendSonarReport(sink);
}

void AtrvJrSimulation::sendMotionReports(const FrameSink &sink)
{
    const std::uint32_t mask = m_firmware.motionReportMask();
    const struct {
        rflex::Axis axis;
        const AxisMotion &motion;
        std::int32_t position;
    } axes[] = {{rflex::Axis::Translation, m_translation, translationPosition()},
                {rflex::Axis::Rotation, m_rotation, rotationPosition()}};
    for (const auto &a : axes) {
        const auto index = static_cast<std::uint8_t>(a.axis);
        if ((mask & (1u << index)) == 0)
            continue;
        const bool moving = a.motion.velocity() != 0;
        rflex::MotionReport report;
        report.timestamp = timestampMs();
        report.axis = index;
        report.position = a.position;
        report.velocity = rounded(a.motion.velocity());
        report.acceleration = rounded(a.motion.acceleration());
        report.torque = moving ? m_firmware.axis(a.axis).torque : 0;
        sink(rflex::encodeReport(report, nextId()));
    }
}

std::vector<std::uint8_t> AtrvJrSimulation::panelReport()
{
    const rflex::BumpPanelLayout &layout = m_description.bumpPanels;
    rflex::DioState state;
    state.timestamp = timestampMs();
    state.address = layout.address;
    state.state = AtrvJrSensors::panelBits(bumpPanels(), layout);
    return rflex::encodeReport(state, nextId());
}

void AtrvJrSimulation::sendSonarReport(const FrameSink &sink)
{
    const auto &ring = m_description.sonars;
    if (ring.empty())
        return;
    rflex::SonarReport report;
    report.timestamp = timestampMs();
    const std::size_t count = std::min(rflex::SonarReport::kMaxEchoes, ring.size());
    for (std::size_t i = 0; i < count; ++i) {
        const rflex::SonarPlacement &sonar = ring[m_sonarCursor];
        report.echoes[i] = {sonar.id, AtrvJrSensors::sonarRaw(m_world, m_drive.pose(), sonar)};
        m_sonarCursor = (m_sonarCursor + 1) % ring.size();
    }
    report.count = static_cast<std::uint8_t>(count);
    sink(rflex::encodeReport(report, nextId()));
}

}  // namespace robodash::sim

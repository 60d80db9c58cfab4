#include "KobukiDriver.h"

#include "CommandEncoder.h"
#include "Conversions.h"
#include "CoreContacts.h"
#include "KobukiCommands.h"

#include <algorithm>
#include <cmath>

namespace robodash::kobuki {
namespace {

// A Kobuki's gyro, encoders, motor currents and contact sensors: three bumpers, three
// cliff sensors, two wheel drops, its buttons B0-B2 (kobuki-protocol.md "Basic Sensor
// Data") and its two LEDs (the general purpose output word).
core::RobotCapabilities kobukiCapabilities()
{
    core::RobotCapabilities capabilities;
    capabilities.gyro = true;
    capabilities.wheelTravel = true;
    capabilities.motorCurrents = true;
    capabilities.wheelBaseMetres = kWheelbaseM;
    core::Contacts &has = capabilities.contacts;
    has.bumperLeft = has.bumperCentre = has.bumperRight = true;
    has.cliffLeft = has.cliffCentre = has.cliffRight = true;
    has.wheelDropLeft = has.wheelDropRight = true;
    capabilities.buttons = {"B0", "B1", "B2"};
    capabilities.lights = {{"LED1", {"green", "orange", "red"}}, {"LED2", {"green", "orange", "red"}}};
    return capabilities;
}

}  // namespace

KobukiDriver::KobukiDriver()
{
    m_info.name = kFamilyName;
    m_info.displayName = "Kobuki";
    m_info.baudRate = 115200;
    m_info.usbIds = {{0x0403, 0x6001, "kobuki"}};
    m_info.maxLinearMps = 0.7;
    m_info.maxAngularRadps = 3.14;
    m_info.widthMetres = 0.352;
    m_info.lengthMetres = 0.352;
    m_info.capabilities = kobukiCapabilities();
    m_device.family = kFamilyName;
    m_device.model = "Kobuki";
}

core::DriverTiming KobukiDriver::timing() const
{
    core::DriverTiming timing;
    timing.startUp = core::DriverTiming::StartUp::ListenFirst;
    timing.tickPeriodMs = 50;
    timing.driveResendPeriodMs = 40;  // 25 Hz, above the 20 Hz a teleop needs
    timing.offlineAfterMs = 400;
    return timing;
}

void KobukiDriver::start(std::int64_t, bool live, core::DriverOutput &out)
{
    // A new connection may be another robot: nothing it said before counts.
    m_live = live;
    m_finder.reset();
    m_eventState = EventState{};
    m_handshake.reset();
    m_malformed = 0;
    m_heard = false;
    m_firmwareChecked = false;
    m_restingVolts.reset();
    m_motorsDraw.reset();
    m_device = core::DeviceInfo{};
    m_device.family = kFamilyName;
    m_device.model = "Kobuki";
    // Another robot, or the same one after a power cycle, counts from other encoder values,
    // and where it went while no one listened is unknown: the map starts again at the origin.
    m_odometry.forgetReference();
    m_odometry.reset();
    // The controls show the word this robot will have (a driver made anew after a replay of
    // another family's log starts again at the power-on word).
    if (live)
        out.report(core::FamilyReport(OutputWordReport{m_outputs.word()}));
    m_ledOverrides = {};
}

void KobukiDriver::wentOffline()
{
    // Whatever comes back (the same robot after a power cycle, or another one) is asked
    // again who it is, and is not compared with stale sensor state.
    m_heard = false;
    m_eventState = EventState{};
    m_firmwareChecked = false;
    m_handshake.reset();
}

void KobukiDriver::receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                           core::DriverOutput &out)
{
    m_finder.feed(data, size, [&](const std::uint8_t *payload, std::size_t length) {
        onFrame(payload, length, timeMs, out);
    });
}

void KobukiDriver::onFrame(const std::uint8_t *payload, std::size_t length, std::int64_t timeMs,
                           core::DriverOutput &out)
{
    receiveFeedback(decodeFeedbackFrame(payload, length), timeMs, out);
}

void KobukiDriver::receiveFeedback(FeedbackFrame feedback, std::int64_t timeMs, core::DriverOutput &out)
{
    if (!m_heard)
        firstFrameHeard(timeMs, out);
    auto frame = std::make_shared<KobukiFrame>();
    frame->feedback = std::move(feedback);
    m_malformed += frame->feedback.counts.malformed;
    frame->events = deriveFrameEvents(frame->feedback);
    core::TelemetrySample sample;
    sample.receivedMs = timeMs;
    fillCore(*frame, timeMs, sample.core);
    noteIdentity(frame->feedback, sample.core, out);
    sample.frame = std::move(frame);
    out.samples.push_back(std::move(sample));
}

void KobukiDriver::firstFrameHeard(std::int64_t timeMs, core::DriverOutput &out)
{
    // The robot streams from power-on; only once we hear it do we ask it anything. A log
    // cannot answer: the answers it recorded play back anyway.
    m_heard = true;
    if (!m_live)
        return;
    m_handshake.start(timeMs);
    askForIdentity(timeMs, out);
    // A robot that was switched off or replaced is back at its power-on word; give it the
    // one the user set, so that the robot and the toggles on screen agree.
    if (m_outputsSet || outputWordToSend() != m_outputs.word())
        out.write(encodeCommand(GeneralPurposeOutput{outputWordToSend()}));
}

void KobukiDriver::fillCore(const KobukiFrame &frame, std::int64_t timeMs, core::TelemetryCore &core)
{
    const FeedbackFrame &f = frame.feedback;
    if (f.current) {
        core.currents = toCoreCurrents(*f.current);
        m_motorsDraw = core.currents->highest() > core::RestingVoltage::kRestAmperes;
    }
    if (f.basicSensors) {
        core.contacts = toCoreContacts(*f.basicSensors);
        core.buttons = f.basicSensors->buttons & (bits::kButton0 | bits::kButton1 | bits::kButton2);
        std::optional<std::int16_t> angle;
        if (f.inertia)
            angle = f.inertia->angle;
        m_odometry.update(*f.basicSensors, angle);
        core::OdometryState odometry;
        odometry.pose = {m_odometry.pose().x, m_odometry.pose().y, m_odometry.pose().theta};
        odometry.distanceMetres = m_odometry.distanceMetres();
        odometry.velocity = {m_odometry.linearSpeedMps(), m_odometry.angularSpeedRadps()};
        odometry.headingFromGyro = m_odometry.headingFromGyro();
        odometry.wheels = core::WheelTravel{m_odometry.leftTravelMetres(), m_odometry.rightTravelMetres()};
        core.odometry = odometry;
        // Without the current sub-payload, turning wheels are what says the motors draw.
        const bool drawing = m_motorsDraw.value_or(!odometry.velocity.isZero());
        const double restingVolts = m_restingVolts.update(batteryVolts(f.basicSensors->battery), drawing, timeMs);
        core.battery = toCoreBattery(*f.basicSensors, restingVolts);
    }
    core.events = toCoreEvents(frame.events);
}

void KobukiDriver::noteIdentity(const FeedbackFrame &f, core::TelemetryCore &core,
                                core::DriverOutput &out)
{
    const core::DeviceInfo before = m_device;
    bool completed = false;
    if (f.hardwareVersion) {
        completed |= m_handshake.gotHardwareVersion();
        m_device.hardware = f.hardwareVersion->toString();
    }
    if (f.firmwareVersion) {
        completed |= m_handshake.gotFirmwareVersion();
        m_device.firmware = f.firmwareVersion->toString();
        checkFirmware(*f.firmwareVersion, out);
    }
    if (f.udid) {
        completed |= m_handshake.gotUdid();
        m_device.serial = f.udid->toString();
    }
    if (f.controllerInfo)
        completed |= m_handshake.gotGains();
    if (completed) {
        m_device.complete = true;
        out.identityComplete = true;
    }
    if (m_device != before)
        core.device = m_device;
}

RobotEvents KobukiDriver::deriveFrameEvents(const FeedbackFrame &frame)
{
    if (!frame.basicSensors && !frame.cliff && !frame.generalPurposeInput)
        return {};
    EventState next = m_eventState;
    if (frame.basicSensors) {
        next.hasBasic = true;
        next.basic = *frame.basicSensors;
    }
    if (frame.cliff) {
        next.hasCliff = true;
        next.cliff = *frame.cliff;
    }
    if (frame.generalPurposeInput) {
        next.hasInput = true;
        next.input = *frame.generalPurposeInput;
    }
    RobotEvents events = deriveEvents(m_eventState, next);
    m_eventState = next;
    return events;
}

void KobukiDriver::checkFirmware(const Version &version, core::DriverOutput &out)
{
    if (m_firmwareChecked)
        return;
    m_firmwareChecked = true;
    if (version.major != 1)
        out.warn("firmware " + version.toString()
                 + " is not a 1.x version: the Kobuki protocol may differ, values may be wrong");
}

void KobukiDriver::tick(std::int64_t nowMs, core::DriverOutput &out)
{
    askForIdentity(nowMs, out);
    const std::string missing = m_handshake.takeGaveUp();
    if (!missing.empty())
        out.warn("the robot did not answer " + missing + " after "
                 + std::to_string(KobukiHandshake::kMaxRounds) + " requests");
}

void KobukiDriver::askForIdentity(std::int64_t nowMs, core::DriverOutput &out)
{
    const std::optional<KobukiHandshake::Request> request = m_handshake.poll(nowMs);
    if (!request)
        return;
    // One command per frame, as the reference driver sends them: the protocol allows
    // several, but nothing says every firmware revision parses more than the first.
    if (request->extraFlags)
        out.write(encodeCommand(RequestExtra{request->extraFlags}));
    if (request->gains)
        out.write(encodeCommand(GetControllerGain{}));
}

void KobukiDriver::drive(double linearMps, double angularRadps, core::DriverOutput &out)
{
    out.write(encodeCommand(velocityToBaseControl(linearMps, angularRadps)));
}

void KobukiDriver::shutdown(core::DriverOutput &)
{
    // Nothing beyond the zero the link's drive streamer sends before any close: the Kobuki
    // has no reports to switch off and no brake.
}
core::DriverCounters KobukiDriver::counters() const
{
    const FrameFinderStats &f = m_finder.stats();
    core::DriverCounters counters;
    counters.bytesIn = f.bytesIn;
    counters.goodFrames = f.goodFrames;
    counters.checksumErrors = f.checksumErrors;
    counters.discardedBytes = f.discardedBytes;
    counters.malformed = m_malformed;
    return counters;
}

}  // namespace robodash::kobuki

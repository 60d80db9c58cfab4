#include "KobukiDriver.h"

#include "CommandEncoder.h"
#include "Conversions.h"
#include "CoreContacts.h"
#include "KobukiCommands.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace robodash::kobuki {
namespace {

constexpr int kMaxSoundDurationMs = 255;

std::string formatNumber(double value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

// The colours of each bicolour LED, in LedColour's order after Off (OutputWord.h).
constexpr LedColour kLedColours[] = {LedColour::Green, LedColour::Orange, LedColour::Red};

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

bool KobukiDriver::command(const core::FamilyCommand &command, core::DriverOutput &out)
{
    if (changeOutputs(command, out))
        return true;
    if (const auto *light = command.as<core::SetLightCommand>()) {
        setLight(*light, out);
    } else if (const auto *note = command.as<PlayNoteCommand>()) {
        playNote(note->hertz, note->durationMs, out);
    } else if (const auto *sequence = command.as<PlaySequenceCommand>()) {
        if (static_cast<int>(sequence->sequence) >= kSoundSequenceCount)
            out.warn("unknown sound sequence " + std::to_string(static_cast<int>(sequence->sequence)));
        else
            out.write(encodeCommand(sequence->sequence));
    } else if (const auto *gains = command.as<SetGainsCommand>()) {
        setGains(gains->p, gains->i, gains->d, true, out);
    } else if (command.as<RestoreFactoryGainsCommand>()) {
        setGains(kFactoryP, kFactoryI, kFactoryD, false, out);
    } else if (command.as<RequestGainsCommand>()) {
        out.write(encodeCommand(GetControllerGain{}));
    } else {
        return false;
    }
    return true;
}

// An output command changes its own bits of the one word; the whole word goes to the robot
// (sent even when unchanged: a sender may be re-asserting a word the robot lost) and back
// to every control as a report. False when `command` is not an output command.
bool KobukiDriver::changeOutputs(const core::FamilyCommand &command, core::DriverOutput &out)
{
    OutputWord next = m_outputs;
    if (const auto *word = command.as<SetOutputWordCommand>()) {
        next.setBits(word->mask, word->word);
    } else if (const auto *led = command.as<SetLedCommand>()) {
        if (led->led < 0 || led->led >= OutputWord::kLedCount
            || static_cast<int>(led->colour) > static_cast<int>(LedColour::Red)) {
            out.warn("no LED " + std::to_string(led->led + 1) + " colour "
                     + std::to_string(static_cast<int>(led->colour)) + ": nothing sent");
            return true;
        }
        next.setLed(led->led, led->colour);
    } else if (const auto *digital = command.as<SetDigitalOutputsCommand>()) {
        next.setBits(digital->mask & GeneralPurposeOutput::kDigitalOutputMask, digital->values);
    } else if (const auto *rail = command.as<SetPowerRailCommand>()) {
        if (std::find(kPowerRails.begin(), kPowerRails.end(), rail->rail) == kPowerRails.end()) {
            out.warn("no power rail with bit " + std::to_string(static_cast<int>(rail->rail))
                     + ": nothing sent");
            return true;
        }
        next.setPowerRail(rail->rail, rail->on);
    } else {
        return false;
    }
    sendOutputs(next, out);
    return true;
}

void KobukiDriver::sendOutputs(const OutputWord &next, core::DriverOutput &out)
{
    m_outputs = next;
    m_outputsSet = true;
    out.write(encodeCommand(GeneralPurposeOutput{outputWordToSend()}));
    out.report(core::FamilyReport(OutputWordReport{m_outputs.word()}));
}

void KobukiDriver::playNote(double hertz, int durationMs, core::DriverOutput &out)
{
    const double lowest = frequencyFromNote(0xFFFF);
    if (!std::isfinite(hertz) || hertz < lowest || durationMs <= 0) {
        char lowestText[32];
        std::snprintf(lowestText, sizeof lowestText, "%.1f", lowest);
        out.warn("sound not played: " + formatNumber(hertz) + " Hz for " + std::to_string(durationMs)
                 + " ms is out of range (at least " + lowestText + " Hz, 1-255 ms)");
        return;
    }
    Sound sound;
    sound.note = noteFromFrequency(hertz);
    sound.durationMs = static_cast<std::uint8_t>(durationMs < kMaxSoundDurationMs ? durationMs
                                                                                 : kMaxSoundDurationMs);
    out.write(encodeCommand(sound));
}

void KobukiDriver::setGains(double p, double i, double d, bool userConfigured,
                            core::DriverOutput &out)
{
    for (double gain : {p, i, d}) {
        if (!std::isfinite(gain) || gain < 0 || gain > kMaxGain) {
            char maxText[32];
            std::snprintf(maxText, sizeof maxText, "%.3f", kMaxGain);
            out.warn("gains not sent: P " + formatNumber(p) + ", I " + formatNumber(i) + ", D "
                     + formatNumber(d) + " must each be between 0 and " + maxText);
            return;
        }
    }
    SetControllerGain gains;
    gains.type = userConfigured ? 1 : 0;
    gains.pGain = gainToWire(p);
    gains.iGain = gainToWire(i);
    gains.dGain = gainToWire(d);
    // Ask back at once so the display shows what the robot really holds.
    out.write(encodeCommand(gains));
    out.write(encodeCommand(GetControllerGain{}));
}

void KobukiDriver::setLight(const core::SetLightCommand &light, core::DriverOutput &out)
{
    constexpr std::size_t kColourCount = sizeof kLedColours / sizeof kLedColours[0];
    if (light.light >= m_ledOverrides.size() || (light.colour && *light.colour >= kColourCount)) {
        out.warn("light " + std::to_string(light.light) + " colour "
                 + (light.colour ? std::to_string(*light.colour) : std::string("off"))
                 + " does not exist on a Kobuki: nothing sent");
        return;
    }
    std::optional<LedColour> &led = m_ledOverrides[light.light];
    if (light.restore)
        led.reset();
    else
        led = light.colour ? kLedColours[*light.colour] : LedColour::Off;
    out.write(encodeCommand(GeneralPurposeOutput{outputWordToSend()}));
}

std::uint16_t KobukiDriver::outputWordToSend() const
{
    OutputWord word = m_outputs;
    for (std::size_t led = 0; led < m_ledOverrides.size(); ++led) {
        if (m_ledOverrides[led])
            word.setLed(static_cast<int>(led), *m_ledOverrides[led]);
    }
    return word.word();
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

#include "sim/kobuki/KobukiFirmware.h"

#include "kobuki/FeedbackEncoder.h"

namespace robodash::sim {

kobuki::ControllerInfo KobukiFirmware::factoryGains()
{
    kobuki::ControllerInfo gains;
    gains.type = 0;
    gains.pGain = 100 * 1000;
    gains.iGain = 100;  // 0.1 * 1000
    gains.dGain = 2 * 1000;
    return gains;
}

KobukiFirmware::KobukiFirmware(std::uint32_t seed)
{
    // Stable per seed, so two simulators with different seeds look like two robots.
    m_udid.udid = {0x00400031u, 0x3533470Du ^ (seed * 2654435761u), 0x20363850u + seed};
}

void KobukiFirmware::receive(const std::uint8_t *data, std::size_t size, double now)
{
    m_now = now;
    m_finder.feed(data, size, [this](const std::uint8_t *payload, std::size_t length) {
        kobuki::parseCommands(payload, length, *this);
    });
}

std::vector<std::uint8_t> KobukiFirmware::feedbackFrame(const SensorReadings &readings)
{
    kobuki::FeedbackEncoder encoder;
    encoder.add(readings.basic)
        .add(readings.dockIr)
        .add(readings.inertia)
        .add(readings.cliff)
        .add(readings.current)
        .add(readings.rawGyro)
        .add(readings.input);
    if (m_pendingExtras & kobuki::RequestExtra::kHardwareVersion)
        encoder.addHardwareVersion(hardwareVersion());
    if (m_pendingExtras & kobuki::RequestExtra::kFirmwareVersion)
        encoder.addFirmwareVersion(firmwareVersion());
    if (m_pendingExtras & kobuki::RequestExtra::kUdid)
        encoder.add(m_udid);
    if (m_pendingGains)
        encoder.add(m_gains);
    m_pendingExtras = 0;
    m_pendingGains = false;
    return encoder.frame();
}

ReceivedCommand KobukiFirmware::stamped(std::uint8_t id) const
{
    ReceivedCommand command;
    command.t = m_now;
    command.id = id;
    return command;
}

void KobukiFirmware::remember(const ReceivedCommand &command)
{
    if (m_received.size() >= kMaxRememberedCommands)
        m_received.pop_front();
    m_received.push_back(command);
    if (onCommand)
        onCommand(command);
}

void KobukiFirmware::onBaseControl(const kobuki::BaseControl &control)
{
    // No command timeout: the robot keeps this until the next one (DESIGN.md).
    m_baseControl = control;
    ReceivedCommand command = stamped(kobuki::kBaseControlId);
    command.baseControl = control;
    remember(command);
}

void KobukiFirmware::onSound(const kobuki::Sound &sound)
{
    m_sound.anyPlayed = true;
    m_sound.t = m_now;
    m_sound.lastWasSequence = false;
    m_sound.sound = sound;
    ReceivedCommand command = stamped(kobuki::kSoundId);
    command.sound = sound;
    remember(command);
}

void KobukiFirmware::onSoundSequence(kobuki::SoundSequence sequence)
{
    m_sound.anyPlayed = true;
    m_sound.t = m_now;
    m_sound.lastWasSequence = true;
    m_sound.sequence = sequence;
    ReceivedCommand command = stamped(kobuki::kSoundSequenceId);
    command.soundSequence = sequence;
    remember(command);
}

void KobukiFirmware::onRequestExtra(const kobuki::RequestExtra &request)
{
    m_pendingExtras |= request.flags;
    ReceivedCommand command = stamped(kobuki::kRequestExtraId);
    command.requestExtra = request;
    remember(command);
}

void KobukiFirmware::onGeneralPurposeOutput(const kobuki::GeneralPurposeOutput &output)
{
    m_outputWord = output.word;
    ReceivedCommand command = stamped(kobuki::kGeneralPurposeOutputId);
    command.output = output;
    remember(command);
}

void KobukiFirmware::onSetControllerGain(const kobuki::SetControllerGain &gain)
{
    if (gain.type == 0) {
        m_gains = factoryGains();
    } else {
        m_gains.type = 1;
        m_gains.pGain = gain.pGain;
        m_gains.iGain = gain.iGain;
        m_gains.dGain = gain.dGain;
    }
    ReceivedCommand command = stamped(kobuki::kSetControllerGainId);
    command.gain = gain;
    remember(command);
}

void KobukiFirmware::onGetControllerGain(const kobuki::GetControllerGain &)
{
    m_pendingGains = true;
    remember(stamped(kobuki::kGetControllerGainId));
}

void KobukiFirmware::onUnknown(std::uint8_t, std::size_t)
{
    ++m_unknown;
}

void KobukiFirmware::onMalformed(std::uint8_t, std::size_t)
{
    ++m_malformed;
}

}  // namespace robodash::sim

#include "KobukiRosCommandPublisher.h"

#include "CommandWriter.h"
#include "KobukiMessages.h"

#include "kobuki/Conversions.h"
#include "kobuki/OutputWord.h"

#include "geometry_msgs.h"
#include "kobuki_ros_interfaces.h"

#include <algorithm>

namespace robodash::bridge {
namespace {

constexpr std::size_t kHeaderBytes = 3;  // AA 55 length
constexpr std::uint8_t kOn = 1;          // kobuki_ros_interfaces ExternalPower ON

}  // namespace

KobukiRosCommandPublisher::KobukiRosCommandPublisher(dds_entity_t participant,
                                                     const std::string &ns, Callbacks callbacks)
    : m_callbacks(std::move(callbacks))
{
    m_velocity = commandWriter(participant, ns, &geometry_msgs_msg_dds__Twist__desc,
                               "commands/velocity");
    m_led1 = commandWriter(participant, ns, &kobuki_ros_interfaces_msg_dds__Led__desc,
                           "commands/led1");
    m_led2 = commandWriter(participant, ns, &kobuki_ros_interfaces_msg_dds__Led__desc,
                           "commands/led2");
    m_digitalOutput = commandWriter(participant, ns,
                                    &kobuki_ros_interfaces_msg_dds__DigitalOutput__desc,
                                    "commands/digital_output");
    m_externalPower = commandWriter(participant, ns,
                                    &kobuki_ros_interfaces_msg_dds__ExternalPower__desc,
                                    "commands/external_power");
    m_sound = commandWriter(participant, ns, &kobuki_ros_interfaces_msg_dds__Sound__desc,
                            "commands/sound");
    m_controllerInfo = commandWriter(participant, ns,
                                     &kobuki_ros_interfaces_msg_dds__ControllerInfo__desc,
                                     "commands/controller_info");
}

KobukiRosCommandPublisher::~KobukiRosCommandPublisher() = default;

bool KobukiRosCommandPublisher::mayDrive() const
{
    return !m_velocity->forbiddenBySecurity();
}

bool KobukiRosCommandPublisher::isValid() const
{
    return error().empty();
}

std::string KobukiRosCommandPublisher::error() const
{
    for (const auto *writer : {&m_velocity, &m_led1, &m_led2, &m_digitalOutput, &m_externalPower,
                               &m_sound, &m_controllerInfo}) {
        if (!(*writer)->isValid() && !(*writer)->forbiddenBySecurity())
            return (*writer)->error();
    }
    return {};
}

void KobukiRosCommandPublisher::publishFrames(const std::uint8_t *bytes, std::size_t size)
{
    // The driver writes whole frames, one or more per call.
    std::size_t at = 0;
    while (at + kHeaderBytes <= size) {
        const std::size_t length = bytes[at + 2];
        if (at + kHeaderBytes + length + 1 > size)
            break;
        kobuki::parseCommands(bytes + at + kHeaderBytes, length, *this);
        at += kHeaderBytes + length + 1;
    }
}

void KobukiRosCommandPublisher::write(TopicWriter &writer, const void *message)
{
    if (writer.isValid()) {
        writer.write(message);
        return;
    }
    if (std::find(m_refusalsReported.begin(), m_refusalsReported.end(), writer.topic())
        != m_refusalsReported.end())
        return;
    m_refusalsReported.push_back(writer.topic());
    if (m_callbacks.notOnTheNetwork)
        m_callbacks.notOnTheNetwork("this enclave may not send " + writer.topic().substr(2)
                                    + ": its DDS Security permissions forbid it (watch only)");
}

void KobukiRosCommandPublisher::stop()
{
    publishVelocity(0, 0);
}

void KobukiRosCommandPublisher::onBaseControl(const kobuki::BaseControl &command)
{
    const kobuki::WheelSpeeds wheels = kobuki::baseControlToWheelSpeeds(command);
    publishVelocity((wheels.leftMps + wheels.rightMps) / 2.0,
                    (wheels.rightMps - wheels.leftMps) / kobuki::kWheelbaseM);
}

void KobukiRosCommandPublisher::publishVelocity(double linearMps, double angularRadps)
{
    geometry_msgs_msg_dds__Twist_ twist{};
    twist.linear.x = linearMps;
    twist.angular.z = angularRadps;
    write(*m_velocity, &twist);
}

void KobukiRosCommandPublisher::onSound(const kobuki::Sound &)
{
    if (m_noteReported || !m_callbacks.notOnTheNetwork)
        return;
    m_noteReported = true;  // once: a tune is many notes
    m_callbacks.notOnTheNetwork("kobuki_ros plays only its seven sound sequences: a single "
                                "note is not on the network");
}

void KobukiRosCommandPublisher::onSoundSequence(kobuki::SoundSequence sequence)
{
    kobuki_ros_interfaces_msg_dds__Sound_ sound{};
    sound.value = static_cast<std::uint8_t>(sequence);
    write(*m_sound, &sound);
}

void KobukiRosCommandPublisher::onRequestExtra(const kobuki::RequestExtra &)
{
    if (m_callbacks.versionRequested)
        m_callbacks.versionRequested();
}

void KobukiRosCommandPublisher::onGeneralPurposeOutput(const kobuki::GeneralPurposeOutput &output)
{
    const std::uint16_t word = output.word;
    publishLeds(word);
    publishDigitalOutputs(word);
    publishPowerRails(word);
    m_lastWord = word;
}

void KobukiRosCommandPublisher::publishLeds(std::uint16_t word)
{
    const kobuki::OutputWord now(word);
    const std::optional<kobuki::OutputWord> before =
        m_lastWord ? std::optional<kobuki::OutputWord>(kobuki::OutputWord(*m_lastWord)) : std::nullopt;
    TopicWriter *writers[] = {m_led1.get(), m_led2.get()};
    for (int led = 0; led < kobuki::OutputWord::kLedCount; ++led) {
        if (before && before->led(led) == now.led(led))
            continue;
        kobuki_ros_interfaces_msg_dds__Led_ message{};
        message.value = static_cast<std::uint8_t>(now.led(led));
        write(*writers[led], &message);
    }
}

void KobukiRosCommandPublisher::publishDigitalOutputs(std::uint16_t word)
{
    constexpr std::uint16_t kMask = kobuki::GeneralPurposeOutput::kDigitalOutputMask;
    if (m_lastWord && (*m_lastWord & kMask) == (word & kMask))
        return;
    kobuki_ros_interfaces_msg_dds__DigitalOutput_ message{};
    for (int channel = 0; channel < kobuki::OutputWord::kDigitalOutputCount; ++channel) {
        message.values[channel] = (word >> channel) & 1u;
        message.mask[channel] = true;
    }
    write(*m_digitalOutput, &message);
}

void KobukiRosCommandPublisher::publishPowerRails(std::uint16_t word)
{
    for (std::size_t source = 0; source < kobuki::kPowerRails.size(); ++source) {
        const auto bit = static_cast<std::uint16_t>(kobuki::kPowerRails[source]);
        if (m_lastWord && (*m_lastWord & bit) == (word & bit))
            continue;
        kobuki_ros_interfaces_msg_dds__ExternalPower_ message{};
        message.source = static_cast<std::uint8_t>(source);
        message.state = (word & bit) ? kOn : 0;
        write(*m_externalPower, &message);
    }
}

void KobukiRosCommandPublisher::onSetControllerGain(const kobuki::SetControllerGain &gains)
{
    // The same message the bridge publishes for the robot's gains (zeroed padding included).
    const auto message = KobukiMessages::controllerInfo(
        kobuki::ControllerInfo{gains.type, gains.pGain, gains.iGain, gains.dGain});
    write(*m_controllerInfo, &message);
}

void KobukiRosCommandPublisher::onGetControllerGain(const kobuki::GetControllerGain &)
{
    if (m_callbacks.gainsRequested)
        m_callbacks.gainsRequested();
}

}  // namespace robodash::bridge

#include "KobukiRosCommands.h"

#include "NetworkMessageCodec.h"
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

const std::vector<KobukiRosCommands::Topic> &KobukiRosCommands::topics()
{
    static const std::vector<Topic> all = {
        {kVelocityTopic, &geometry_msgs_msg_dds__Twist__desc},
        {"commands/led1", &kobuki_ros_interfaces_msg_dds__Led__desc},
        {"commands/led2", &kobuki_ros_interfaces_msg_dds__Led__desc},
        {"commands/digital_output", &kobuki_ros_interfaces_msg_dds__DigitalOutput__desc},
        {"commands/external_power", &kobuki_ros_interfaces_msg_dds__ExternalPower__desc},
        {"commands/sound", &kobuki_ros_interfaces_msg_dds__Sound__desc},
        {"commands/controller_info", &kobuki_ros_interfaces_msg_dds__ControllerInfo__desc},
    };
    return all;
}

void KobukiRosCommands::translate(const std::uint8_t *bytes, std::size_t size,
                                  std::vector<core::NetworkMessage> &messages)
{
    m_out = &messages;
    // The driver writes whole frames, one or more per call.
    std::size_t at = 0;
    while (at + kHeaderBytes <= size) {
        const std::size_t length = bytes[at + 2];
        if (at + kHeaderBytes + length + 1 > size)
            break;
        kobuki::parseCommands(bytes + at + kHeaderBytes, length, *this);
        at += kHeaderBytes + length + 1;
    }
    m_out = nullptr;
}

void KobukiRosCommands::add(const char *topic, const dds_topic_descriptor_t *type, const void *message)
{
    if (m_out)
        m_out->push_back(NetworkMessageCodec::encode(topic, type, message));
}

core::NetworkMessage KobukiRosCommands::stop()
{
    return NetworkMessageCodec::twist(kVelocityTopic, 0, 0);
}

void KobukiRosCommands::onBaseControl(const kobuki::BaseControl &command)
{
    const kobuki::WheelSpeeds wheels = kobuki::baseControlToWheelSpeeds(command);
    if (m_out)
        m_out->push_back(NetworkMessageCodec::twist(kVelocityTopic, (wheels.leftMps + wheels.rightMps) / 2.0,
                                                    (wheels.rightMps - wheels.leftMps) / kobuki::kWheelbaseM));
}

void KobukiRosCommands::onSound(const kobuki::Sound &)
{
    if (m_noteReported || !m_callbacks.notOnTheNetwork)
        return;
    m_noteReported = true;  // once: a tune is many notes
    m_callbacks.notOnTheNetwork("kobuki_ros plays only its seven sound sequences: a single "
                                "note is not on the network");
}

void KobukiRosCommands::onSoundSequence(kobuki::SoundSequence sequence)
{
    kobuki_ros_interfaces_msg_dds__Sound_ sound{};
    sound.value = static_cast<std::uint8_t>(sequence);
    add("commands/sound", &kobuki_ros_interfaces_msg_dds__Sound__desc, &sound);
}

void KobukiRosCommands::onRequestExtra(const kobuki::RequestExtra &)
{
    if (m_callbacks.versionRequested)
        m_callbacks.versionRequested();
}

void KobukiRosCommands::onGeneralPurposeOutput(const kobuki::GeneralPurposeOutput &output)
{
    const std::uint16_t word = output.word;
    publishLeds(word);
    publishDigitalOutputs(word);
    publishPowerRails(word);
    m_lastWord = word;
}

void KobukiRosCommands::publishLeds(std::uint16_t word)
{
    const kobuki::OutputWord now(word);
    const std::optional<kobuki::OutputWord> before =
        m_lastWord ? std::optional<kobuki::OutputWord>(kobuki::OutputWord(*m_lastWord)) : std::nullopt;
    const char *topics[] = {"commands/led1", "commands/led2"};
    for (int led = 0; led < kobuki::OutputWord::kLedCount; ++led) {
        if (before && before->led(led) == now.led(led))
            continue;
        kobuki_ros_interfaces_msg_dds__Led_ message{};
        message.value = static_cast<std::uint8_t>(now.led(led));
        add(topics[led], &kobuki_ros_interfaces_msg_dds__Led__desc, &message);
    }
}

void KobukiRosCommands::publishDigitalOutputs(std::uint16_t word)
{
    constexpr std::uint16_t kMask = kobuki::GeneralPurposeOutput::kDigitalOutputMask;
    if (m_lastWord && (*m_lastWord & kMask) == (word & kMask))
        return;
    kobuki_ros_interfaces_msg_dds__DigitalOutput_ message{};
    for (int channel = 0; channel < kobuki::OutputWord::kDigitalOutputCount; ++channel) {
        message.values[channel] = (word >> channel) & 1u;
        message.mask[channel] = true;
    }
    add("commands/digital_output", &kobuki_ros_interfaces_msg_dds__DigitalOutput__desc, &message);
}

void KobukiRosCommands::publishPowerRails(std::uint16_t word)
{
    for (std::size_t source = 0; source < kobuki::kPowerRails.size(); ++source) {
        const auto bit = static_cast<std::uint16_t>(kobuki::kPowerRails[source]);
        if (m_lastWord && (*m_lastWord & bit) == (word & bit))
            continue;
        kobuki_ros_interfaces_msg_dds__ExternalPower_ message{};
        message.source = static_cast<std::uint8_t>(source);
        message.state = (word & bit) ? kOn : 0;
        add("commands/external_power", &kobuki_ros_interfaces_msg_dds__ExternalPower__desc, &message);
    }
}

void KobukiRosCommands::onSetControllerGain(const kobuki::SetControllerGain &gains)
{
    // The same message the bridge publishes for the robot's gains (zeroed padding included).
    const auto message = KobukiMessages::controllerInfo(
        kobuki::ControllerInfo{gains.type, gains.pGain, gains.iGain, gains.dGain});
    add("commands/controller_info", &kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, &message);
}

void KobukiRosCommands::onGetControllerGain(const kobuki::GetControllerGain &)
{
    if (m_callbacks.gainsRequested)
        m_callbacks.gainsRequested();
}

}  // namespace robodash::bridge

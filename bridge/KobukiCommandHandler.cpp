#include "KobukiCommandHandler.h"

#include "TopicContext.h"

#include "core/FamilyCommand.h"
#include "kobuki/GainLimit.h"
#include "kobuki/KobukiCommands.h"
#include "link/RobotLink.h"

namespace robodash::bridge {

namespace {

constexpr std::uint8_t kOn = 1;  // MotorPower.ON, ExternalPower.ON
constexpr std::uint8_t kUserConfigured = 1;  // ControllerInfo.USER_CONFIGURED

}  // namespace

KobukiCommandHandler::KobukiCommandHandler(const TopicContext &context, link::RobotLink &link,
                                           QObject *parent)
    : QObject(parent), m_context(context), m_link(link)
{
}

void KobukiCommandHandler::refuse(const char *rosName, const QString &why)
{
    emit diagnostic(QStringLiteral("%1: %2, ignored")
                        .arg(QString::fromStdString(m_context.ddsTopic(rosName)), why));
}

// The output word is the driver's (KobukiCommands.h): each command sends only its own bits,
// so the dashboard's toggles and the network's commands never undo each other.
void KobukiCommandHandler::setLed(int led, const kobuki_ros_interfaces_msg_dds__Led_ &command)
{
    if (command.value > std::uint8_t(kobuki::LedColour::Red))
        return refuse(led == 0 ? "commands/led1" : "commands/led2",
                      QStringLiteral("no colour %1 (BLACK 0, GREEN 1, ORANGE 2, RED 3)")
                          .arg(command.value));
    m_link.sendCommand(
        core::FamilyCommand(kobuki::SetLedCommand{led, kobuki::LedColour(command.value)}));
}

void KobukiCommandHandler::setDigitalOutputs(const kobuki_ros_interfaces_msg_dds__DigitalOutput_ &command)
{
    kobuki::SetDigitalOutputsCommand outputs{0, 0};
    for (int channel = 0; channel < kobuki::OutputWord::kDigitalOutputCount; ++channel) {
        const auto bit = static_cast<std::uint8_t>(1u << channel);
        if (command.mask[channel])  // kobuki_ros: a pin outside the mask keeps its value
            outputs.mask |= bit;
        if (command.values[channel])
            outputs.values |= bit;
    }
    m_link.sendCommand(core::FamilyCommand(outputs));
}

void KobukiCommandHandler::setExternalPower(const kobuki_ros_interfaces_msg_dds__ExternalPower_ &command)
{
    if (command.source >= kobuki::kPowerRails.size())
        return refuse("commands/external_power",
                      QStringLiteral("no power source %1 (0..3)").arg(command.source));
    m_link.sendCommand(core::FamilyCommand(
        kobuki::SetPowerRailCommand{kobuki::kPowerRails[command.source], command.state == kOn}));
}

void KobukiCommandHandler::playSound(const kobuki_ros_interfaces_msg_dds__Sound_ &command)
{
    if (command.value >= kobuki::kSoundSequenceCount)
        return refuse("commands/sound", QStringLiteral("no sound %1 (0..%2)")
                                            .arg(command.value)
                                            .arg(kobuki::kSoundSequenceCount - 1));
    m_link.sendCommand(core::FamilyCommand(
        kobuki::PlaySequenceCommand{kobuki::SoundSequence(command.value)}));
}

void KobukiCommandHandler::setMotorPower(const kobuki_ros_interfaces_msg_dds__MotorPower_ &command)
{
    // Off: the link sends zero at once and only zero after; RosBridge voids a velocity
    // command held when the link says the motors went off, whoever switched them.
    m_link.setMotorsEnabled(command.state == kOn);
}

void KobukiCommandHandler::setControllerGains(
    const kobuki_ros_interfaces_msg_dds__ControllerInfo_ &command)
{
    if (command.type != kUserConfigured) {  // DEFAULT: the factory's gains
        m_link.sendCommand(core::FamilyCommand(kobuki::RestoreFactoryGainsCommand{}));
        return;
    }
    // The PID editor's range, so the network cannot set what the dashboard would refuse.
    for (const double gain : {command.p_gain, command.i_gain, command.d_gain}) {
        if (!kobuki::isOperatorGain(gain))
            return refuse("commands/controller_info",
                          QStringLiteral("gains are 0 to %1 each (P %2, I %3, D %4)")
                              .arg(kobuki::kOperatorMaxGain)
                              .arg(command.p_gain)
                              .arg(command.i_gain)
                              .arg(command.d_gain));
    }
    m_link.sendCommand(core::FamilyCommand(
        kobuki::SetGainsCommand{command.p_gain, command.i_gain, command.d_gain}));
}

}  // namespace robodash::bridge

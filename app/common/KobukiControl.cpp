#include "KobukiControl.h"

#include "core/FamilyCommand.h"
#include "kobuki/KobukiCommands.h"
#include "link/RobotLink.h"

namespace robodash::app {

KobukiControl::KobukiControl(link::RobotLink *link, QObject *parent)
    : QObject(parent), m_link(link)
{
    registerKobukiMetaTypes();
    connect(m_link, &link::RobotLink::familyReport, this, &KobukiControl::onFamilyReport);
}

template <class Command>
void KobukiControl::send(Command command)
{
    m_link->sendCommand(core::FamilyCommand(std::move(command)));
}

template <class Command>
void KobukiControl::changeOutputs(const kobuki::OutputWord &next, Command command)
{
    showOutputs(next);
    send(std::move(command));
}

void KobukiControl::showOutputs(const kobuki::OutputWord &outputs)
{
    const bool changed = outputs.word() != m_outputs.word();
    m_outputs = outputs;
    if (changed)
        emit outputWordChanged(m_outputs.word());
}

void KobukiControl::onFamilyReport(const core::FamilyReport &report)
{
    if (const auto *outputs = report.as<kobuki::OutputWordReport>())
        showOutputs(kobuki::OutputWord(outputs->word));
}

void KobukiControl::setOutputWord(quint16 word)
{
    // Only the bits that differ from the word shown: a whole word from a panel must not undo
    // what another sender changed meanwhile.
    kobuki::OutputWord next = m_outputs;
    next.setWord(word);
    const auto changedBits = static_cast<std::uint16_t>(word ^ m_outputs.word());
    changeOutputs(next, kobuki::SetOutputWordCommand{word, changedBits});
}

void KobukiControl::setDigitalOutput(int channel, bool high)
{
    if (channel < 0 || channel >= kobuki::OutputWord::kDigitalOutputCount)
        return;
    kobuki::OutputWord next = m_outputs;
    next.setDigitalOutput(channel, high);
    const auto bit = static_cast<std::uint8_t>(1u << channel);
    changeOutputs(next, kobuki::SetDigitalOutputsCommand{high ? bit : std::uint8_t(0), bit});
}

void KobukiControl::setDigitalOutputs(quint8 bits)
{
    kobuki::OutputWord next = m_outputs;
    next.setDigitalOutputs(bits);
    changeOutputs(next, kobuki::SetDigitalOutputsCommand{bits, 0x0F});
}

void KobukiControl::setPowerRail(kobuki::PowerRail rail, bool on)
{
    kobuki::OutputWord next = m_outputs;
    next.setPowerRail(rail, on);
    changeOutputs(next, kobuki::SetPowerRailCommand{rail, on});
}

void KobukiControl::setLed(int led, kobuki::LedColour colour)
{
    kobuki::OutputWord next = m_outputs;
    next.setLed(led, colour);
    changeOutputs(next, kobuki::SetLedCommand{led, colour});
}

void KobukiControl::playSound(double hertz, int durationMs)
{
    send(kobuki::PlayNoteCommand{hertz, durationMs});
}

void KobukiControl::playSoundSequence(kobuki::SoundSequence sequence)
{
    send(kobuki::PlaySequenceCommand{sequence});
}

void KobukiControl::setControllerGains(double p, double i, double d)
{
    send(kobuki::SetGainsCommand{p, i, d});
}

void KobukiControl::restoreFactoryGains()
{
    send(kobuki::RestoreFactoryGainsCommand{});
}

void KobukiControl::requestControllerGains()
{
    send(kobuki::RequestGainsCommand{});
}

}  // namespace robodash::app

#include "KobukiControl.h"

#include "core/FamilyCommand.h"
#include "kobuki/KobukiCommands.h"
#include "link/RobotLink.h"

namespace robodash::app {

KobukiControl::KobukiControl(link::RobotLink *link, QObject *parent)
    : QObject(parent), m_link(link)
{
    registerKobukiMetaTypes();
}

template <class Command>
void KobukiControl::send(Command command)
{
    m_link->sendCommand(core::FamilyCommand(std::move(command)));
}

void KobukiControl::applyOutputs(const kobuki::OutputWord &next)
{
    const bool changed = next.word() != m_outputs.word();
    m_outputs = next;
    // Sent even when unchanged: the user may be re-asserting a word the robot lost.
    send(kobuki::SetOutputWordCommand{m_outputs.word()});
    if (changed)
        emit outputWordChanged(m_outputs.word());
}

void KobukiControl::setOutputWord(quint16 word)
{
    kobuki::OutputWord next = m_outputs;
    next.setWord(word);
    applyOutputs(next);
}

void KobukiControl::setDigitalOutput(int channel, bool high)
{
    kobuki::OutputWord next = m_outputs;
    next.setDigitalOutput(channel, high);
    applyOutputs(next);
}

void KobukiControl::setDigitalOutputs(quint8 bits)
{
    kobuki::OutputWord next = m_outputs;
    next.setDigitalOutputs(bits);
    applyOutputs(next);
}

void KobukiControl::setPowerRail(kobuki::PowerRail rail, bool on)
{
    kobuki::OutputWord next = m_outputs;
    next.setPowerRail(rail, on);
    applyOutputs(next);
}

void KobukiControl::setLed(int led, kobuki::LedColour colour)
{
    kobuki::OutputWord next = m_outputs;
    next.setLed(led, colour);
    applyOutputs(next);
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

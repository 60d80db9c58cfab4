#include "link/OutputWord.h"

namespace robodash::link {
namespace {

constexpr int kLedShift = 8;  // LED1 red 0x0100, green 0x0200; LED2 red 0x0400, green 0x0800

int ledShift(int led)
{
    return kLedShift + 2 * led;
}

}  // namespace

void OutputWord::setDigitalOutput(int channel, bool high)
{
    if (channel < 0 || channel > 3)
        return;
    const quint16 bit = quint16(1u << channel);
    setBits(bit, high ? bit : 0);
}

void OutputWord::setDigitalOutputs(quint8 bits)
{
    setBits(kobuki::GeneralPurposeOutput::kDigitalOutputMask, bits);
}

void OutputWord::setPowerRail(PowerRail rail, bool on)
{
    const quint16 bit = static_cast<quint16>(rail);
    setBits(bit, on ? bit : 0);
}

void OutputWord::setLed(int led, LedColour colour)
{
    if (led < 0 || led > 1)
        return;
    const quint16 mask = quint16(0x3u << ledShift(led));
    setBits(mask, quint16(static_cast<quint16>(colour) << ledShift(led)));
}

bool OutputWord::digitalOutput(int channel) const
{
    return channel >= 0 && channel <= 3 && (m_word & (1u << channel));
}

bool OutputWord::powerRail(PowerRail rail) const
{
    return m_word & static_cast<quint16>(rail);
}

LedColour OutputWord::led(int led) const
{
    if (led < 0 || led > 1)
        return LedColour::Off;
    return static_cast<LedColour>((m_word >> ledShift(led)) & 0x3u);
}

}  // namespace robodash::link

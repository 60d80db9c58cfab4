#include "kobuki/OutputWord.h"

namespace robodash::kobuki {
namespace {

constexpr std::uint16_t kLedRed[OutputWord::kLedCount] = {0x0100, 0x0400};
constexpr std::uint16_t kLedGreen[OutputWord::kLedCount] = {0x0200, 0x0800};

bool isLed(int led)
{
    return led >= 0 && led < OutputWord::kLedCount;
}

bool isDigitalOutput(int channel)
{
    return channel >= 0 && channel < OutputWord::kDigitalOutputCount;
}

std::uint16_t bitFor(int channel)
{
    return static_cast<std::uint16_t>(1u << channel);
}

}  // namespace

void OutputWord::setDigitalOutput(int channel, bool high)
{
    if (!isDigitalOutput(channel))
        return;
    setBits(bitFor(channel), high ? bitFor(channel) : 0);
}

void OutputWord::setDigitalOutputs(std::uint8_t bits)
{
    setBits(GeneralPurposeOutput::kDigitalOutputMask, bits);
}

void OutputWord::setPowerRail(PowerRail rail, bool on)
{
    const auto bit = static_cast<std::uint16_t>(rail);
    setBits(bit, on ? bit : 0);
}

void OutputWord::setLed(int led, LedColour colour)
{
    if (!isLed(led))
        return;
    const std::uint16_t red = kLedRed[led];
    const std::uint16_t green = kLedGreen[led];
    const bool redOn = colour == LedColour::Red || colour == LedColour::Orange;
    const bool greenOn = colour == LedColour::Green || colour == LedColour::Orange;
    setBits(static_cast<std::uint16_t>(red | green),
            static_cast<std::uint16_t>((redOn ? red : 0) | (greenOn ? green : 0)));
}

bool OutputWord::digitalOutput(int channel) const
{
    return isDigitalOutput(channel) && (m_word & bitFor(channel));
}

bool OutputWord::powerRail(PowerRail rail) const
{
    return m_word & static_cast<std::uint16_t>(rail);
}

LedColour OutputWord::led(int led) const
{
    if (!isLed(led))
        return LedColour::Off;
    const bool red = m_word & kLedRed[led];
    const bool green = m_word & kLedGreen[led];
    if (red && green)
        return LedColour::Orange;
    return red ? LedColour::Red : green ? LedColour::Green : LedColour::Off;
}

}  // namespace robodash::kobuki

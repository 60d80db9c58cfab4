#pragma once
// The robot's one general purpose output word (command 12): digital outputs 0x000F, external
// power rails 0x00F0 and the two bicolour LEDs 0x0F00 (LED1 red 0x0100, green 0x0200; LED2
// red 0x0400, green 0x0800). Each setter changes only its own bits, because the word is only
// ever sent whole. It starts as the robot powers up, rails on, so that nothing switches them
// off by accident.

#include "kobuki/Commands.h"

#include <array>
#include <cstdint>

namespace robodash::kobuki {

// The order of kobuki_msgs/Led; orange is red and green together.
enum class LedColour : std::uint8_t { Off = 0, Green = 1, Orange = 2, Red = 3 };

enum class PowerRail : std::uint16_t {
    Rail3V3 = 0x0010,
    Rail5V = 0x0020,
    Rail12V5A = 0x0040,
    Rail12V1A5 = 0x0080,
};

// The rails in bit order, for code that numbers them 0..3.
inline constexpr std::array<PowerRail, 4> kPowerRails = {
    PowerRail::Rail3V3, PowerRail::Rail5V, PowerRail::Rail12V5A, PowerRail::Rail12V1A5};

class OutputWord {
public:
    static constexpr int kLedCount = 2;
    static constexpr int kDigitalOutputCount = 4;

    OutputWord() = default;
    explicit OutputWord(std::uint16_t word) : m_word(word) {}

    std::uint16_t word() const { return m_word; }
    void setWord(std::uint16_t word) { m_word = word; }
    void setDigitalOutput(int channel, bool high);  // channel 0..3; others ignored
    void setDigitalOutputs(std::uint8_t bits);      // low four bits
    void setPowerRail(PowerRail rail, bool on);
    void setLed(int led, LedColour colour);         // led 0 is LED1, 1 is LED2; others ignored
    // The bits of `mask` become those of `value`; the others keep theirs.
    void setBits(std::uint16_t mask, std::uint16_t value)
    {
        m_word = static_cast<std::uint16_t>((m_word & ~mask) | (value & mask));
    }

    bool digitalOutput(int channel) const;
    bool powerRail(PowerRail rail) const;
    LedColour led(int led) const;                   // Off for a led that does not exist

private:
    std::uint16_t m_word = GeneralPurposeOutput::kPowerOnWord;
};

}  // namespace robodash::kobuki

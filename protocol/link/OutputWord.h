#pragma once
// The robot's one general purpose output word: digital outputs (0x000F), external power
// rails (0x00F0) and LEDs (0x0F00). Each setter changes only its own bits; the whole word is
// what gets sent. It starts as the robot powers up, rails on, so nothing switches them off
// by accident.

#include "kobuki/Commands.h"

#include <QtGlobal>

namespace robodash::link {

enum class LedColour : quint8 { Off = 0, Red = 1, Green = 2, Orange = 3 };  // orange: both

enum class PowerRail : quint16 {
    Rail3V3 = 0x0010,
    Rail5V = 0x0020,
    Rail12V5A = 0x0040,
    Rail12V1A5 = 0x0080,
};

class OutputWord {
public:
    quint16 word() const { return m_word; }
    void setWord(quint16 word) { m_word = word; }
    void setDigitalOutput(int channel, bool high);  // channel 0..3; others ignored
    void setDigitalOutputs(quint8 bits);            // low four bits
    void setPowerRail(PowerRail rail, bool on);
    void setLed(int led, LedColour colour);         // led 0 or 1; others ignored

    bool digitalOutput(int channel) const;
    bool powerRail(PowerRail rail) const;
    LedColour led(int led) const;

private:
    void setBits(quint16 mask, quint16 value) { m_word = quint16((m_word & ~mask) | (value & mask)); }

    quint16 m_word = kobuki::GeneralPurposeOutput::kPowerOnWord;
};

}  // namespace robodash::link

// KobukiDriver's commands: the family's own commands (outputs, LEDs, sounds, the wheel
// controller's gains) as the frames that carry them. The link and its samples are in
// KobukiDriver.cpp.
#include "KobukiDriver.h"

#include "CommandEncoder.h"
#include "KobukiCommands.h"

#include <cstdio>
#include <sstream>

namespace robodash::kobuki {
namespace {

constexpr int kMaxSoundDurationMs = 255;

std::string formatNumber(double value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

// The colours of each bicolour LED, in LedColour's order after Off (OutputWord.h).
constexpr LedColour kLedColours[] = {LedColour::Green, LedColour::Orange, LedColour::Red};

}  // namespace

bool KobukiDriver::command(const core::FamilyCommand &command, core::DriverOutput &out)
{
    if (changeOutputs(command, out))
        return true;
    if (const auto *light = command.as<core::SetLightCommand>()) {
        setLight(*light, out);
    } else if (const auto *note = command.as<PlayNoteCommand>()) {
        playNote(note->hertz, note->durationMs, out);
    } else if (const auto *sequence = command.as<PlaySequenceCommand>()) {
        if (static_cast<int>(sequence->sequence) >= kSoundSequenceCount)
            out.warn("unknown sound sequence " + std::to_string(static_cast<int>(sequence->sequence)));
        else
            out.write(encodeCommand(sequence->sequence));
    } else if (const auto *gains = command.as<SetGainsCommand>()) {
        setGains(gains->p, gains->i, gains->d, true, out);
    } else if (command.as<RestoreFactoryGainsCommand>()) {
        setGains(kFactoryP, kFactoryI, kFactoryD, false, out);
    } else if (command.as<RequestGainsCommand>()) {
        out.write(encodeCommand(GetControllerGain{}));
    } else {
        return false;
    }
    return true;
}

// An output command changes its own bits of the one word; the whole word goes to the robot
// (sent even when unchanged: a sender may be re-asserting a word the robot lost) and back
// to every control as a report. False when `command` is not an output command.
bool KobukiDriver::changeOutputs(const core::FamilyCommand &command, core::DriverOutput &out)
{
    OutputWord next = m_outputs;
    if (const auto *word = command.as<SetOutputWordCommand>()) {
        next.setBits(word->mask, word->word);
    } else if (const auto *led = command.as<SetLedCommand>()) {
        if (led->led < 0 || led->led >= OutputWord::kLedCount
            || static_cast<int>(led->colour) > static_cast<int>(LedColour::Red)) {
            out.warn("no LED " + std::to_string(led->led + 1) + " colour "
                     + std::to_string(static_cast<int>(led->colour)) + ": nothing sent");
            return true;
        }
        next.setLed(led->led, led->colour);
    } else if (const auto *digital = command.as<SetDigitalOutputsCommand>()) {
        next.setBits(digital->mask & GeneralPurposeOutput::kDigitalOutputMask, digital->values);
    } else if (const auto *rail = command.as<SetPowerRailCommand>()) {
        if (std::find(kPowerRails.begin(), kPowerRails.end(), rail->rail) == kPowerRails.end()) {
            out.warn("no power rail with bit " + std::to_string(static_cast<int>(rail->rail))
                     + ": nothing sent");
            return true;
        }
        next.setPowerRail(rail->rail, rail->on);
    } else {
        return false;
    }
    sendOutputs(next, out);
    return true;
}

void KobukiDriver::sendOutputs(const OutputWord &next, core::DriverOutput &out)
{
    m_outputs = next;
    m_outputsSet = true;
    out.write(encodeCommand(GeneralPurposeOutput{outputWordToSend()}));
    out.report(core::FamilyReport(OutputWordReport{m_outputs.word()}));
}

void KobukiDriver::playNote(double hertz, int durationMs, core::DriverOutput &out)
{
    const double lowest = frequencyFromNote(0xFFFF);
    if (!std::isfinite(hertz) || hertz < lowest || durationMs <= 0) {
        char lowestText[32];
        std::snprintf(lowestText, sizeof lowestText, "%.1f", lowest);
        out.warn("sound not played: " + formatNumber(hertz) + " Hz for " + std::to_string(durationMs)
                 + " ms is out of range (at least " + lowestText + " Hz, 1-255 ms)");
        return;
    }
    Sound sound;
    sound.note = noteFromFrequency(hertz);
    sound.durationMs = static_cast<std::uint8_t>(durationMs < kMaxSoundDurationMs ? durationMs
                                                                                 : kMaxSoundDurationMs);
    out.write(encodeCommand(sound));
}

void KobukiDriver::setGains(double p, double i, double d, bool userConfigured,
                            core::DriverOutput &out)
{
    for (double gain : {p, i, d}) {
        if (!std::isfinite(gain) || gain < 0 || gain > kMaxGain) {
            char maxText[32];
            std::snprintf(maxText, sizeof maxText, "%.3f", kMaxGain);
            out.warn("gains not sent: P " + formatNumber(p) + ", I " + formatNumber(i) + ", D "
                     + formatNumber(d) + " must each be between 0 and " + maxText);
            return;
        }
    }
    SetControllerGain gains;
    gains.type = userConfigured ? 1 : 0;
    gains.pGain = gainToWire(p);
    gains.iGain = gainToWire(i);
    gains.dGain = gainToWire(d);
    // Ask back at once so the display shows what the robot really holds.
    out.write(encodeCommand(gains));
    out.write(encodeCommand(GetControllerGain{}));
}

void KobukiDriver::setLight(const core::SetLightCommand &light, core::DriverOutput &out)
{
    constexpr std::size_t kColourCount = sizeof kLedColours / sizeof kLedColours[0];
    if (light.light >= m_ledOverrides.size() || (light.colour && *light.colour >= kColourCount)) {
        out.warn("light " + std::to_string(light.light) + " colour "
                 + (light.colour ? std::to_string(*light.colour) : std::string("off"))
                 + " does not exist on a Kobuki: nothing sent");
        return;
    }
    std::optional<LedColour> &led = m_ledOverrides[light.light];
    if (light.restore)
        led.reset();
    else
        led = light.colour ? kLedColours[*light.colour] : LedColour::Off;
    out.write(encodeCommand(GeneralPurposeOutput{outputWordToSend()}));
}

std::uint16_t KobukiDriver::outputWordToSend() const
{
    OutputWord word = m_outputs;
    for (std::size_t led = 0; led < m_ledOverrides.size(); ++led) {
        if (m_ledOverrides[led])
            word.setLed(static_cast<int>(led), *m_ledOverrides[led]);
    }
    return word.word();
}

}  // namespace robodash::kobuki

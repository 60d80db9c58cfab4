#pragma once
// Typed command sub-payloads of the Kobuki protocol, raw protocol values only.

#include <cstdint>

namespace robodash::kobuki {

enum CommandId : std::uint8_t {
    kBaseControlId = 1,
    kSoundId = 3,
    kSoundSequenceId = 4,
    kRequestExtraId = 9,
    kGeneralPurposeOutputId = 12,
    kSetControllerGainId = 13,  // spec table wrongly says 1
    kGetControllerGainId = 14,  // spec table wrongly says 1
};

struct BaseControl {             // id 1, 4 bytes
    std::int16_t speed = 0;      // mm/s
    std::int16_t radius = 0;     // mm; 0 straight, 1 spin in place
    bool operator==(const BaseControl &) const;
};

struct Sound {                   // id 3, 3 bytes
    std::uint16_t note = 0;      // 1 / (f * 0.00000275)
    std::uint8_t durationMs = 0;
    bool operator==(const Sound &) const;
};

enum class SoundSequence : std::uint8_t {
    On = 0, Off = 1, Recharge = 2, Button = 3, Error = 4, CleaningStart = 5, CleaningEnd = 6,
};
constexpr int kSoundSequenceCount = 7;

struct RequestExtra {            // id 9, 2 bytes
    static constexpr std::uint16_t kHardwareVersion = 0x01;
    static constexpr std::uint16_t kFirmwareVersion = 0x02;
    static constexpr std::uint16_t kUdid = 0x08;
    std::uint16_t flags = 0;
    bool operator==(const RequestExtra &) const;
};

// One 16-bit word shared by digital outputs, external power rails and LEDs: always send
// the whole word (DESIGN.md). The robot powers up with the rails on.
struct GeneralPurposeOutput {    // id 12, 2 bytes
    static constexpr std::uint16_t kDigitalOutputMask = 0x000F;
    static constexpr std::uint16_t kPowerRailMask = 0x00F0;
    static constexpr std::uint16_t kLedMask = 0x0F00;
    static constexpr std::uint16_t kPowerOnWord = 0x00F0;
    std::uint16_t word = kPowerOnWord;
    bool operator==(const GeneralPurposeOutput &) const;
};

struct SetControllerGain {       // id 13, 13 bytes
    std::uint8_t type = 0;       // 0 factory default, 1 user configured
    std::uint32_t pGain = 0, iGain = 0, dGain = 0;  // gain * 1000
    bool operator==(const SetControllerGain &) const;
};

struct GetControllerGain {       // id 14, 1 unused byte
    bool operator==(const GetControllerGain &) const { return true; }
};

}  // namespace robodash::kobuki

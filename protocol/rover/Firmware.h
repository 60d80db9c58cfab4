#pragma once
// Which firmware line a Rover Pro runs, told apart by register 40 (rover-pro-facts.md,
// "Firmware lines"). Everything the line changes is decided from a FirmwareIdentity.

#include <cstdint>
#include <string>

namespace robodash::rover {

enum class FirmwareLine : std::uint8_t {
    Unknown,  // register 40 matches neither line: connect read-only, drive after confirmation
    Older,    // 1.0.x: a build date (e.g. 40621), or 10007-10009 on 1.0.7-1.0.9
    Newer,    // 1.x from 1.1.0: major*10000 + minor*100 + patch (1.3.0 -> 10300)
};

struct FirmwareIdentity {
    FirmwareLine line = FirmwareLine::Unknown;
    std::uint16_t raw = 0;   // register 40 as read
    bool hasVersion = false; // major.minor.patch below are meaningful
    int major = 0, minor = 0, patch = 0;
    bool hasBuildDate = false;  // month and day below are meaningful (older line)
    int buildMonth = 0, buildDay = 0;

    std::string describe() const;  // "1.3.0", "1.0.9", "build 40621", "unknown (12345)"
};

FirmwareIdentity identifyFirmware(std::uint16_t register40);

const char *lineName(FirmwareLine line);  // "1.0.x", "1.x", "unknown"

// The older line's RPM registers read half the speed on 1.0.9 (reg 40 = 10009): the vendor's
// library doubles them there. 1 everywhere else.
double rpmReadingScale(const FirmwareIdentity &firmware);

// Encoder interval tick: about 45 us on the older line, 16 us on the newer; 0 when unknown.
double encoderIntervalTickSeconds(FirmwareLine line);

}  // namespace robodash::rover

#include "Firmware.h"

namespace robodash::rover {

namespace {

constexpr int kVersionedMajorOne = 1;
constexpr std::uint16_t kRpmHalvedBuild = 10009;

bool isVersionNumber(std::uint16_t raw) { return raw >= 10000 && raw <= 19999; }

// Older-line build numbers are A*10000 + month*100 + day with A = (last digit of year) / 2.
// Only A = 3 or 4 (2016-2019, the years the older line was built) counts: A = 1 would read
// as a 1.x version and A = 0 or 2 would let almost any small number through as a "build".
bool isBuildNumber(std::uint16_t raw, int &month, int &day)
{
    const int halfYearDigit = raw / 10000;
    month = raw / 100 % 100;
    day = raw % 100;
    return (halfYearDigit == 3 || halfYearDigit == 4) && month >= 1 && month <= 12 && day >= 1
           && day <= 31;
}

FirmwareIdentity fromVersionNumber(std::uint16_t raw)
{
    FirmwareIdentity identity;
    identity.raw = raw;
    identity.hasVersion = true;
    identity.major = kVersionedMajorOne;
    identity.minor = raw / 100 % 100;
    identity.patch = raw % 100;
    identity.line = identity.minor == 0 ? FirmwareLine::Older : FirmwareLine::Newer;
    return identity;
}

}  // namespace

FirmwareIdentity identifyFirmware(std::uint16_t register40)
{
    if (isVersionNumber(register40))
        return fromVersionNumber(register40);
    FirmwareIdentity identity;
    identity.raw = register40;
    int month = 0, day = 0;
    if (isBuildNumber(register40, month, day)) {
        identity.line = FirmwareLine::Older;
        identity.hasBuildDate = true;
        identity.buildMonth = month;
        identity.buildDay = day;
    }
    return identity;
}

std::string FirmwareIdentity::describe() const
{
    if (hasVersion)
        return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
    if (hasBuildDate)
        return "build " + std::to_string(raw);
    return "unknown (" + std::to_string(raw) + ")";
}

const char *lineName(FirmwareLine line)
{
    switch (line) {
    case FirmwareLine::Older:
        return "1.0.x";
    case FirmwareLine::Newer:
        return "1.x";
    case FirmwareLine::Unknown:
        break;
    }
    return "unknown";
}

double rpmReadingScale(const FirmwareIdentity &firmware)
{
    return firmware.raw == kRpmHalvedBuild ? 2.0 : 1.0;
}

double encoderIntervalTickSeconds(FirmwareLine line)
{
    switch (line) {
    case FirmwareLine::Older:
        return 45e-6;
    case FirmwareLine::Newer:
        return 16e-6;
    case FirmwareLine::Unknown:
        break;
    }
    return 0.0;
}

}  // namespace robodash::rover

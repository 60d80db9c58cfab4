#include "Conversions.h"

#include "core/Angles.h"

namespace robodash::rover {

namespace {
using robodash::core::kPi;
using robodash::core::kRadiansPerDegree;
constexpr double kZeroCelsiusInKelvin = 273.15;
}  // namespace

std::int16_t asSigned(std::uint16_t raw) { return static_cast<std::int16_t>(raw); }

double approximateAmperes(std::uint16_t raw) { return raw / kRawPerAmpere; }

double approximateVolts(std::uint16_t raw) { return raw / kRawPerVolt; }

double rpmToTrackSpeed(std::int16_t rpm, double scale)
{
    return rpm * scale / kRpmPerMetrePerSecond;
}

double flipperPotRadians(std::uint16_t raw)
{
    const double span = kFlipperPotHighDegrees - kFlipperPotLowDegrees;
    return (kFlipperPotLowDegrees + span * raw / kFlipperPotFullScale) * kRadiansPerDegree;
}

double flipperAngleRadians(std::uint16_t raw) { return raw * kRadiansPerDegree; }

double motorTemperatureCelsius(std::uint16_t raw) { return asSigned(raw); }

double encoderIntervalSeconds(std::uint16_t ticks, FirmwareLine line)
{
    return ticks * encoderIntervalTickSeconds(line);
}

double stateOfChargePercent(std::uint16_t raw) { return raw; }

double fanSpeedFraction(std::uint16_t raw) { return double(raw) / kFanFullScale; }

double deciKelvinToCelsius(std::uint16_t raw) { return raw / 10.0 - kZeroCelsiusInKelvin; }

double millivoltsToVolts(std::uint16_t raw) { return raw / 1000.0; }

double signedMilliampsToAmperes(std::uint16_t raw) { return asSigned(raw) / 1000.0; }

bool isCharging(std::uint16_t register38) { return register38 == kChargingCode; }

bool lowSpeedModeOn(std::uint16_t register50) { return register50 != 0; }

bool motorFaultActive(std::uint16_t register18) { return register18 != 0; }

int encoderDelta(std::uint16_t previous, std::uint16_t current)
{
    return static_cast<std::int16_t>(static_cast<std::uint16_t>(current - previous));
}

double encoderDeltaMetres(std::uint16_t previous, std::uint16_t current, double countsPerMetre)
{
    return encoderDelta(previous, current) / countsPerMetre;
}

}  // namespace robodash::rover

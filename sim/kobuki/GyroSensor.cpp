#include "sim/kobuki/GyroSensor.h"

#include "core/Angles.h"

#include "kobuki/Conversions.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {
using robodash::core::kDegreesPerRadian;
}

GyroSensor::GyroSensor(std::uint32_t seed, double noiseDps, double biasDps,
                       double biasWalkDpsPerSqrtS)
    : m_random(seed),
      m_walkRandom(seed ^ 0xb1a5u),
      m_noiseDps(std::max(0.0, noiseDps)),
      m_biasDps(biasDps),
      m_biasWalkDpsPerSqrtS(std::max(0.0, biasWalkDpsPerSqrtS))
{
}

void GyroSensor::walkBias()
{
    if (m_biasWalkDpsPerSqrtS <= 0)
        return;
    static const double sqrtPeriod = std::sqrt(kSamplePeriodSeconds);
    m_biasDps += m_biasWalkDpsPerSqrtS * sqrtPeriod * m_unitWalk(m_walkRandom);
}

double GyroSensor::noise()
{
    return m_noiseDps > 0 ? m_noiseDps * m_unitNoise(m_random) : 0.0;
}

std::int16_t GyroSensor::toDigits(double degreesPerSecond)
{
    const double digits = std::round(degreesPerSecond / kobuki::kGyroDegPerSecPerDigit);
    return static_cast<std::int16_t>(std::clamp(digits, -32768.0, 32767.0));
}

std::array<std::int16_t, 3> GyroSensor::sample(double yawRateRadps)
{
    const double robotX = noise();
    const double robotY = noise();
    walkBias();
    const double robotZ = yawRateRadps * kDegreesPerRadian + biasDps() + noise();
    // Sensor axes: raw x = robot y, raw y = -robot x.
    return {toDigits(robotY), toDigits(-robotX), toDigits(robotZ)};
}

}  // namespace robodash::sim

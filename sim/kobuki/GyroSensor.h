#pragma once
// The L3G4200D three-axis gyro: samples the body's rotation at about 100 Hz with seeded
// noise and bias, in the sensor's own axes (robot x = -raw y, robot y = raw x, z = z).

#include <array>
#include <cstdint>
#include <random>

namespace robodash::sim {

class GyroSensor {
public:
    // Slightly faster than 100 Hz, like the real part against the 50 Hz feedback clock:
    // most frames carry 2 samples, some 3.
    static constexpr double kSamplePeriodSeconds = 0.0098;

    GyroSensor(std::uint32_t seed, double noiseDps, double biasDps);

    // One raw sample for a body rotating at `yawRateRadps` about z (roll and pitch still).
    std::array<std::int16_t, 3> sample(double yawRateRadps);

private:
    static std::int16_t toDigits(double degreesPerSecond);
    double noise();

    std::mt19937 m_random;
    std::normal_distribution<double> m_unitNoise{0.0, 1.0};
    double m_noiseDps;
    double m_biasDps;
};

}  // namespace robodash::sim

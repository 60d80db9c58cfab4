#pragma once
// The L3G4200D three-axis gyro: samples the body's rotation at about 100 Hz with seeded
// noise and bias, in the sensor's own axes (robot x = -raw y, robot y = raw x, z = z).
// The z bias wanders as a seeded random walk, stepped with each sample; the firmware's
// heading integrates the same biased rate (RobotSimulation), so a robot standing still
// drifts as a real one does.

#include <array>
#include <cstdint>
#include <random>

namespace robodash::sim {

class GyroSensor {
public:
    // Slightly faster than 100 Hz, like the real part against the 50 Hz feedback clock:
    // most frames carry 2 samples, some 3.
    static constexpr double kSamplePeriodSeconds = 0.0098;

    GyroSensor(std::uint32_t seed, double noiseDps, double biasDps,
               double biasWalkDpsPerSqrtS = 0);

    // One raw sample for a body rotating at `yawRateRadps` about z (roll and pitch still).
    std::array<std::int16_t, 3> sample(double yawRateRadps);

    // The z rate error now, deg/s: the bias as it has wandered, plus any fault's.
    double biasDps() const { return m_biasDps + m_extraBiasDps; }
    void setExtraBiasDps(double dps) { m_extraBiasDps = dps; }  // a drifting gyro (fault)

private:
    static std::int16_t toDigits(double degreesPerSecond);
    double noise();
    void walkBias();

    std::mt19937 m_random;
    // Its own generator, so a walk of zero draws nothing and leaves the noise as it was.
    std::mt19937 m_walkRandom;
    std::normal_distribution<double> m_unitNoise{0.0, 1.0};
    std::normal_distribution<double> m_unitWalk{0.0, 1.0};  // a distribution keeps state too
    double m_noiseDps;
    double m_biasDps;
    double m_biasWalkDpsPerSqrtS;
    double m_extraBiasDps = 0;
};

}  // namespace robodash::sim

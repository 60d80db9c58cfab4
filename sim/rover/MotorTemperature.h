#pragma once
// A track motor's winding temperature: heated by the current squared, cooling towards the
// air around it. Steady state: ambient + kKelvinPerAmpereSquared x I^2 x kCoolingSeconds.

namespace robodash::sim {

class MotorTemperature {
public:
    static constexpr double kAmbientCelsius = 25.0;
    static constexpr double kCoolingSeconds = 120.0;
    // 10 A held for minutes settles 40 degrees above ambient.
    static constexpr double kKelvinPerAmpereSquared = 40.0 / (100.0 * kCoolingSeconds);

    void update(double seconds, double amperes);
    double celsius() const { return m_celsius; }
    void reset() { m_celsius = kAmbientCelsius; }

private:
    double m_celsius = kAmbientCelsius;
};

}  // namespace robodash::sim

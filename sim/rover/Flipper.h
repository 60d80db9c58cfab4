#pragma once
// The flipper arm: its motor byte's effort (-1..1) turns it at up to kDegreesPerSecond.
// Register 46 reads the angle in degrees 0-359; the two position pots (6, 8) read it over
// their 15-330 degree span as 0-1023, clamped at the ends. The spec says nothing of how the
// two pots differ: both read the same shaft here.

#include <cstdint>

namespace robodash::sim {

class Flipper {
public:
    static constexpr double kDegreesPerSecond = 45.0;
    static constexpr double kStartDegrees = 180.0;  // folded back along the tracks

    void update(double seconds, double effort);
    double degrees() const { return m_degrees; }  // 0 <= angle < 360
    std::uint16_t angleRegister() const;
    std::uint16_t potRegister() const;
    void reset() { m_degrees = kStartDegrees; }

private:
    double m_degrees = kStartDegrees;
};

}  // namespace robodash::sim

#include "sim/rover/MotorTemperature.h"

namespace robodash::sim {

void MotorTemperature::update(double seconds, double amperes)
{
    const double heating = kKelvinPerAmpereSquared * amperes * amperes;
    const double cooling = (m_celsius - kAmbientCelsius) / kCoolingSeconds;
    m_celsius += (heating - cooling) * seconds;
}

}  // namespace robodash::sim

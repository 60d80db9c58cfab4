#pragma once
// Angle constants for every layer (C++17 has no std::numbers): one definition, so that two
// sources never carry their own copy (a unity build compiles several sources as one).

namespace robodash::core {

inline constexpr double kPi = 3.14159265358979323846;
inline constexpr double kDegreesPerRadian = 180.0 / kPi;
inline constexpr double kRadiansPerDegree = kPi / 180.0;

}  // namespace robodash::core

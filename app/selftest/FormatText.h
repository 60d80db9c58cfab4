#pragma once
// printf-style text for a step's reasons ("gyro drifts 6.1 deg/min (limit 1.5)").

#include "core/Angles.h"

#include <string>

namespace robodash::selftest {

std::string formatText(const char *format, ...) __attribute__((format(printf, 1, 2)));

// Steps measure headings in radians and say them in degrees.
using core::kDegreesPerRadian;

}  // namespace robodash::selftest

#pragma once
// printf-style text for a step's reasons ("gyro drifts 6.1 deg/min (limit 1.5)").

#include <string>

namespace robodash::selftest {

std::string formatText(const char *format, ...) __attribute__((format(printf, 1, 2)));

}  // namespace robodash::selftest

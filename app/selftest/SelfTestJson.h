#pragma once
// The self-test report as JSON (app/selftest/README.md "Report"): the robot's identity, the
// start time (UTC), the program, and each step with status, reason, figures and series.

#include "SelfTestReport.h"

#include <QByteArray>

namespace robodash::selftest {

QByteArray selfTestJson(const SelfTestReport &report);

}  // namespace robodash::selftest

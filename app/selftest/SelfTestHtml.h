#pragma once
// The self-test report as one self-contained HTML page: inline CSS and SVG plots, no
// scripts or external files, readable on screen and printed.

#include "SelfTestReport.h"

#include <QString>

namespace robodash::selftest {

QString selfTestHtml(const SelfTestReport &report);

}  // namespace robodash::selftest

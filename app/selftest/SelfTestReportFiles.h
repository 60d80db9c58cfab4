#pragma once
// Where a report goes: FILE.html and FILE.json side by side. A name ending in .html or
// .json gives the base ("lab/kobuki3.html" writes lab/kobuki3.html and lab/kobuki3.json);
// any other name gets both extensions added.

#include "SelfTestReport.h"

#include <QString>

namespace robodash::selftest {

struct SelfTestReportFiles {
    QString html;
    QString json;

    static SelfTestReportFiles forPath(const QString &path);
    // Writes both; false with a message naming the file and why when either fails.
    bool write(const SelfTestReport &report, QString *error) const;
};

}  // namespace robodash::selftest

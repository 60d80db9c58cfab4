#pragma once
// Builds a replay's whole-log overview (store/LogOverview.h): the log read once, page by page
// (its memory does not grow with the log's length), through its family's own driver, as an
// export reads it. Meant for a thread of its own: it checks `cancel` between records.

#include "core/FamilyRegistry.h"
#include "store/LogOverview.h"

#include <QString>

#include <atomic>
#include <memory>

namespace robodash::link {

class LogOverviewBuilder {
public:
    // Nothing, with a sentence in `error`, when the log cannot be read or its family is not
    // known; nothing when cancelled.
    static std::shared_ptr<const store::LogOverview> build(const QString &path, const core::FamilyRegistry &families,
                                                           const std::atomic<bool> &cancel, QString *error);
};

}  // namespace robodash::link

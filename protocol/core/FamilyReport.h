#pragma once
// Something a family's driver tells the program about the robot outside its telemetry frames
// (the Kobuki's output word after any sender changed it), on its way from the worker thread
// to the caller's through the link's one report path. Typed at both ends, like
// FamilyCommand: the driver wraps its family's struct, a family's control asks for the
// types it knows (as<T>()) and ignores the rest.

#include <any>
#include <utility>

namespace robodash::core {

class FamilyReport {
public:
    FamilyReport() = default;
    template <class Report>
    explicit FamilyReport(Report report) : m_report(std::move(report))
    {
    }

    template <class Report>
    const Report *as() const
    {
        return std::any_cast<Report>(&m_report);
    }
    bool empty() const { return !m_report.has_value(); }

private:
    std::any m_report;
};

}  // namespace robodash::core

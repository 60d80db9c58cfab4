#pragma once
// One family's telemetry, described once: every feedback kind with its columns, units and
// readers. The CSV exporter writes a file per kind from it and the monitor names its JSON
// fields from it, so a new family writes a description instead of tables and printers
// (issue 13). Plain C++17: codecs, link and tools all read it.

#include "TelemetryKind.h"

#include <string>
#include <utility>
#include <vector>

namespace robodash::core {

template <typename Frame>
class TelemetryDescription {
public:
    TelemetryDescription(std::string family, std::vector<TelemetryKind<Frame>> kinds)
        : m_family(std::move(family)), m_kinds(std::move(kinds))
    {
    }

    // The same description read from another frame type (TelemetryKind::viewOf).
    template <typename Inner, typename Unwrap>
    static TelemetryDescription viewOf(const TelemetryDescription<Inner> &inner, Unwrap unwrap)
    {
        std::vector<TelemetryKind<Frame>> kinds;
        for (const TelemetryKind<Inner> &kind : inner.kinds())
            kinds.push_back(TelemetryKind<Frame>::viewOf(kind, unwrap));
        return TelemetryDescription(inner.family(), std::move(kinds));
    }

    const std::string &family() const { return m_family; }
    // In the order files are written and listed.
    const std::vector<TelemetryKind<Frame>> &kinds() const { return m_kinds; }

    const TelemetryKind<Frame> *find(const std::string &name) const
    {
        for (const TelemetryKind<Frame> &kind : m_kinds) {
            if (kind.name() == name)
                return &kind;
        }
        return nullptr;
    }

private:
    std::string m_family;
    std::vector<TelemetryKind<Frame>> m_kinds;
};

}  // namespace robodash::core

#pragma once
// Plausible 50 Hz Kobuki telemetry as the typed values RobotLink emits, so that the GUI
// benchmarks can feed the dashboard without a port: frame `index` of a robot turning slowly
// with the battery, cliffs and inputs moving enough that every widget has something new.

#include "link/RobotLink.h"

#include <QtGlobal>

class SyntheticTelemetry {
public:
    explicit SyntheticTelemetry(robodash::link::RobotLink &link) : m_link(link) {}

    // Emits every signal one feedback frame produces, stamped `receivedMs`.
    void emitFrame(qint64 receivedMs);
    // Only this signal from now on ("basicSensors", "inertia", ...); empty: all of them.
    void emitOnly(const char *signalName) { m_only = signalName; }
    static const char *const kSignalNames[7];
    static constexpr int kSignalCount = 7;
    quint64 framesEmitted() const { return m_index; }

private:
    robodash::link::RobotLink &m_link;
    quint64 m_index = 0;
    const char *m_only = nullptr;
    bool wanted(const char *signalName) const;
};

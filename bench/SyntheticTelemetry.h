#pragma once
// Plausible 50 Hz Kobuki telemetry as RobotLink hands it on, so that the GUI benchmarks can
// feed the dashboard without a port: frame `index` of a robot turning slowly with the
// battery, cliffs and inputs moving enough that every widget has something new.
//
// Each frame is encoded as the robot would send it and decoded by a KobukiDriver, so that the
// telemetry core (pose, battery, contacts) is the driver's own, and is emitted as the one
// telemetry value the link's worker queues per frame. The driver's decode and odometry run
// in this process as RobotDashboard's odometry did before it moved there (issue 13): a few
// microseconds per frame, inside the CPU figures as before.

#include "kobuki/KobukiDriver.h"
#include "link/RobotLink.h"

#include <QtGlobal>

#include <cstdint>
#include <vector>

class SyntheticTelemetry {
public:
    explicit SyntheticTelemetry(robodash::link::RobotLink &link);

    // Emits the telemetry of one feedback frame, stamped `receivedMs`.
    void emitFrame(qint64 receivedMs);
    // The next frame's bytes as the robot sends them, not emitted (a benchmark's log is made
    // of these); empty under emitOnly("none").
    std::vector<std::uint8_t> nextFrameBytes();
    // Only this sub-payload from now on ("basicSensors", "inertia", ...; "none": nothing is
    // emitted); null: all of them.
    void emitOnly(const char *signalName) { m_only = signalName; }
    static const char *const kSignalNames[7];
    static constexpr int kSignalCount = 7;
    quint64 framesEmitted() const { return m_index; }

private:
    robodash::link::RobotLink &m_link;
    robodash::kobuki::KobukiDriver m_driver;
    quint64 m_index = 0;
    const char *m_only = nullptr;
    bool wanted(const char *signalName) const;
};

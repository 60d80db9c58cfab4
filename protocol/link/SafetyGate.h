#pragma once
// The safety layer in the link: every drive request passes core::MotionSafety before it
// reaches the DriveStreamer, and every contacts or currents update is checked against the
// motion being streamed. A hazard that cuts that motion down stops the robot at once —
// zero goes out in the same call that decoded the frame, not at the streamer's next tick —
// and then only what moves away from the hazard is sent.
//
// Emits statusChanged when the operator-visible state changes (not per frame or request),
// and warning() when an expert override is switched on and each time it lets motion
// through a hazard (once per hazard episode and per drive), when settings are refused, and
// when the streamer's dead-man stops the robot.
//
// Lives on the link's worker thread, owned by LinkWorker; family-neutral: the worker feeds
// it core contacts and currents decoded by the family's adapter (kobuki/CoreContacts.h).

#include "core/MotionSafety.h"
#include "link/LinkMetaTypes.h"

#include <QObject>
#include <QString>

namespace robodash::link {

class DriveStreamer;

class SafetyGate : public QObject {
    Q_OBJECT
public:
    SafetyGate(DriveStreamer *drive, QObject *parent = nullptr);

    void drive(double linearMps, double angularRadps);
    void stop();  // e-stop: releases the drive (and the over-current latch), zero now
    void updateContacts(const core::Contacts &contacts);
    void setFittedContacts(const core::Contacts &fitted) { m_safety.setFittedContacts(fitted); }
    void updateCurrents(const core::MotorCurrents &currents, qint64 nowMs);
    void updateSupplyCurrent(double amperes, qint64 nowMs);
    // False (and a warning saying what is allowed) when invalid.
    bool setSettings(const core::SafetySettings &settings);
    void reset();  // a new connection: nothing known about the robot yet

    const core::SafetyStatus &status() const { return m_published; }

signals:
    void statusChanged(const robodash::core::SafetyStatus &status);
    void warning(const QString &message);

private:
    void actOnChange(const core::HazardSet &before);  // hazards changed: re-filter, tell
    void applyToStreamedMotion();
    void send(const core::SafetyDecision &decision);
    void reportOverrides(core::HazardSet used);
    void publish();

    DriveStreamer *m_drive;
    core::MotionSafety m_safety;
    core::SafeMotion m_request;    // what the operator asked for last
    core::SafeMotion m_commanded;  // what the streamer was given for it
    core::SafetyStatus m_published;
};

}  // namespace robodash::link

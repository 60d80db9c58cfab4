#include "link/SafetyGate.h"

#include "link/DriveStreamer.h"

namespace robodash::link {
namespace {

QString hazardList(core::HazardSet hazards)
{
    QStringList names;
    for (core::Hazard hazard : core::kAllHazards)
        if (hazards.has(hazard))
            names << QString::fromLatin1(core::hazardName(hazard));
    return names.join(QStringLiteral(", "));
}

}  // namespace

SafetyGate::SafetyGate(DriveStreamer *drive, QObject *parent)
    : QObject(parent), m_drive(drive)
{
    connect(m_drive, &DriveStreamer::deadmanTripped, this, [this] {
        emit warning(QStringLiteral("no fresh drive command for %1 ms: robot stopped")
                         .arg(DriveStreamer::kDeadmanMs));
    });
}

void SafetyGate::drive(double linearMps, double angularRadps)
{
    m_request = {linearMps, angularRadps};
    const core::SafetyDecision decision = m_safety.filter(linearMps, angularRadps);
    reportOverrides(decision.overriddenNow);
    send(decision);
    publish();
}

void SafetyGate::stop()
{
    m_request = {};
    m_commanded = {};
    m_safety.release();
    m_drive->stop();
    publish();
}

void SafetyGate::send(const core::SafetyDecision &decision)
{
    m_commanded = decision.allowed;
    m_drive->command(decision.allowed.linearMps, decision.allowed.angularRadps);
}

void SafetyGate::updateContacts(const core::Contacts &contacts)
{
    if (contacts == m_safety.contacts())
        return;  // the same 50 times a second: nothing to decide
    m_safety.updateContacts(contacts);
    applyToStreamedMotion();
    publish();
}

void SafetyGate::updateCurrents(const core::MotorCurrents &currents, qint64 nowMs)
{
    const core::HazardSet before = m_safety.activeHazards();
    m_safety.updateCurrents(currents, nowMs);
    actOnChange(before);
}

void SafetyGate::updateSupplyCurrent(double amperes, qint64 nowMs)
{
    const core::HazardSet before = m_safety.activeHazards();
    m_safety.updateSupplyCurrent(amperes, nowMs);
    actOnChange(before);
}

void SafetyGate::actOnChange(const core::HazardSet &before)
{
    if (m_safety.activeHazards() == before)
        return;
    applyToStreamedMotion();
    publish();
}

void SafetyGate::applyToStreamedMotion()
{
    if (!m_drive->isStreaming())
        return;  // stopped already: the next request is filtered when it comes
    const core::SafetyDecision decision = m_safety.filter(m_request.linearMps, m_request.angularRadps);
    reportOverrides(decision.overriddenNow);
    if (decision.allowed == m_commanded)
        return;
    // Zero first, whatever is allowed next: the streamer would otherwise ramp down from the
    // current speed towards the hazard.
    m_drive->stop();
    m_commanded = {};
    if (!decision.allowed.isZero())
        send(decision);
}

bool SafetyGate::setSettings(const core::SafetySettings &settings)
{
    const core::HazardSet newlyOverridden = settings.overrides.without(m_safety.settings().overrides);
    if (!m_safety.setSettings(settings)) {
        emit warning(QStringLiteral("safety settings not changed: the over-current limit must be "
                                    "above 0 A (at most %1 A) and its time 0 to %2 ms")
                         .arg(core::SafetySettings::kMaxOverCurrentAmperes)
                         .arg(core::SafetySettings::kMaxOverCurrentHoldMs));
        return false;
    }
    if (!newlyOverridden.empty())
        emit warning(QStringLiteral("Expert override on: %1 no longer stop the robot")
                         .arg(hazardList(newlyOverridden)));
    applyToStreamedMotion();
    publish();
    return true;
}

void SafetyGate::reset()
{
    m_safety.reset();
    m_request = {};
    m_commanded = {};
    publish();
}

void SafetyGate::reportOverrides(core::HazardSet used)
{
    if (used.empty())
        return;
    emit warning(QStringLiteral("Expert override: drove through %1 (%2)")
                     .arg(hazardList(used), QString::fromStdString(m_safety.status().reason)));
}

void SafetyGate::publish()
{
    const core::SafetyStatus next = m_safety.status();
    if (next == m_published)
        return;
    m_published = next;
    emit statusChanged(next);
}

}  // namespace robodash::link

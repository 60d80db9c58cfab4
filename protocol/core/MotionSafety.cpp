#include "MotionSafety.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

namespace robodash::core {
namespace {

// The same "released" as the link's drive streamer: below this both axes count as zero.
constexpr double kStillEpsilon = 1e-4;

bool isRelease(double linearMps, double angularRadps)
{
    if (!std::isfinite(linearMps) || !std::isfinite(angularRadps))
        return true;
    return std::abs(linearMps) < kStillEpsilon && std::abs(angularRadps) < kStillEpsilon;
}

// "left", "left, centre"...: which of the sensors of one kind fired.
std::string sideOf(bool left, bool centre, bool right)
{
    std::string sides;
    for (const auto &[on, name] : {std::pair{left, "left"}, std::pair{centre, "centre"},
                                   std::pair{right, "right"}}) {
        if (!on)
            continue;
        if (!sides.empty())
            sides += ", ";
        sides += name;
    }
    return sides;
}

}  // namespace

MotionSafety::MotionSafety(const SafetySettings &settings)
{
    setSettings(settings);
}

bool MotionSafety::setSettings(const SafetySettings &settings)
{
    if (!settings.isValid())
        return false;
    // An override switched off and on again is a new decision, reported again when used.
    m_overrideReported = m_overrideReported & settings.overrides & m_settings.overrides;
    m_settings = settings;
    return true;
}

void MotionSafety::updateContacts(const Contacts &contacts)
{
    m_contacts = contacts;
    // A hazard that went away ends its episode: the next override use is reported again.
    m_overrideReported = m_overrideReported & activeHazards();
}

void MotionSafety::updateCurrents(const MotorCurrents &currents, std::int64_t nowMs)
{
    watchCurrent(currents.highest(), m_settings.overCurrentAmperes, false, nowMs);
}

void MotionSafety::updateSupplyCurrent(double amperes, std::int64_t nowMs)
{
    watchCurrent(amperes, m_settings.overCurrentAmperes * kSupplyLimitFactor, true, nowMs);
}

void MotionSafety::watchCurrent(double amperes, double limit, bool ofSupply, std::int64_t nowMs)
{
    if (m_overCurrentLatched)
        return;  // until released, the stop's reason keeps the figures it was announced with
    // Only our own driving is stopped: a current that rises while nobody drives (the robot
    // being pushed by hand) has no command to cut.
    if (!(amperes > limit) || !m_driving) {
        m_aboveSinceMs.reset();
        return;
    }
    if (!m_aboveSinceMs) {
        m_aboveSinceMs = nowMs;
        m_overCurrentPeak = 0;
    }
    m_overCurrentPeak = std::max(m_overCurrentPeak, amperes);
    m_overCurrentLimit = limit;
    m_overCurrentOfSupply = ofSupply;
    if (nowMs - *m_aboveSinceMs >= m_settings.overCurrentHoldMs)
        m_overCurrentLatched = true;
}

void MotionSafety::reset()
{
    m_contacts = Contacts{};
    m_driving = false;
    m_refusing = false;
    m_aboveSinceMs.reset();
    m_overCurrentLatched = false;
    m_overCurrentPeak = 0;
    m_overrideReported = HazardSet{};
}

void MotionSafety::release()
{
    m_driving = false;
    m_refusing = false;
    m_aboveSinceMs.reset();
    m_overCurrentLatched = false;
    // The next drive through an overridden hazard is a new decision: report it again.
    m_overrideReported = HazardSet{};
}

HazardSet MotionSafety::activeHazards() const
{
    HazardSet active;
    active.set(Hazard::Bumper, m_contacts.anyBumper());
    active.set(Hazard::Cliff, m_contacts.anyCliff());
    active.set(Hazard::WheelDrop, m_contacts.anyWheelDrop());
    active.set(Hazard::OverCurrent, m_overCurrentLatched);
    return active;
}

SafeMotion MotionSafety::restrict(Hazard hazard, SafeMotion motion) const
{
    switch (hazard) {
    case Hazard::Bumper: {
        // Away from whichever side touches: a front bumper allows reverse, a rear one forward.
        double linear = motion.linearMps;
        if (m_contacts.anyFrontBumper())
            linear = std::min(linear, 0.0);
        if (m_contacts.bumperRear)
            linear = std::max(linear, 0.0);
        return {linear, motion.angularRadps};
    }
    case Hazard::Cliff:
        return {std::min(motion.linearMps, 0.0), 0.0};
    case Hazard::WheelDrop:
    case Hazard::OverCurrent:
        return {};
    }
    return {};
}

SafetyDecision MotionSafety::filter(double linearMps, double angularRadps)
{
    SafetyDecision decision;
    if (isRelease(linearMps, angularRadps)) {
        release();
        return decision;
    }
    m_driving = true;
    const SafeMotion request{linearMps, angularRadps};
    SafeMotion allowed = request;
    const HazardSet active = activeHazards();
    for (Hazard hazard : kAllHazards) {
        if (!active.has(hazard) || restrict(hazard, request) == request)
            continue;  // absent, or the request already moves away from it
        if (m_settings.overrides.has(hazard)) {
            if (!m_overrideReported.has(hazard))
                decision.overriddenNow.set(hazard, true);
            m_overrideReported.set(hazard, true);
            continue;
        }
        allowed = restrict(hazard, allowed);
        decision.refusedBy.set(hazard, true);
    }
    // Below the streamer's "released" a remainder is noise: make a refusal an exact zero.
    if (isRelease(allowed.linearMps, allowed.angularRadps))
        allowed = SafeMotion{};
    decision.allowed = allowed;
    m_refusing = !decision.refusedBy.empty();
    return decision;
}

SafetyStatus MotionSafety::status() const
{
    SafetyStatus status;
    status.active = activeHazards();
    status.enforced = enforcedHazards();
    status.refusing = m_refusing && !status.enforced.empty();
    for (Hazard hazard : kAllHazards) {
        if (!status.active.has(hazard))
            continue;
        if (!status.reason.empty())
            status.reason += "; ";
        status.reason += describe(hazard);
    }
    return status;
}

std::string MotionSafety::describe(Hazard hazard) const
{
    const Contacts &c = m_contacts;
    std::string what;
    std::string consequence;
    switch (hazard) {
    case Hazard::Bumper:
        what = describeBumper();
        if (!c.bumperRear)
            consequence = "forward refused, back away or turn";
        else if (!c.anyFrontBumper())
            consequence = "reverse refused, drive forward or turn";
        else
            consequence = "forward and reverse refused, turn only";
        break;
    case Hazard::Cliff:
        what = "Cliff ahead (" + sideOf(c.cliffLeft, c.cliffCentre, c.cliffRight) + ")";
        consequence = "forward and turning refused, back straight away";
        break;
    case Hazard::WheelDrop:
        what = "Wheel dropped (" + sideOf(c.wheelDropLeft, false, c.wheelDropRight) + ")";
        consequence = "all motion refused until both wheels are down";
        break;
    case Hazard::OverCurrent:
        what = describeOverCurrent();
        consequence = "stopped, let go of the drive, then drive again";
        break;
    }
    if (m_settings.overrides.has(hazard))
        consequence = "expert override on, not enforced";
    return what + ": " + consequence;
}

std::string MotionSafety::describeOverCurrent() const
{
    char text[160];
    const long long holdMs = static_cast<long long>(m_settings.overCurrentHoldMs);
    if (m_overCurrentOfSupply)
        std::snprintf(text, sizeof text,
                      "Drive over-current (the batteries deliver %.2f A, above %.2f A for %lld ms; "
                      "this robot reports no motor currents)",
                      m_overCurrentPeak, m_overCurrentLimit, holdMs);
    else
        std::snprintf(text, sizeof text, "Motor over-current (%.2f A, above %.2f A for %lld ms)",
                      m_overCurrentPeak, m_overCurrentLimit, holdMs);
    return text;
}

bool MotionSafety::hasBumpPanels() const
{
    return m_fitted.bumperCentre && m_fitted.bumperRear && !m_fitted.bumperLeft && !m_fitted.bumperRight;
}

// "Bumper pressed (centre)", "Bumper pressed (left, rear)"; on a robot with bump panels
// "Front bump panel pressed", "Front and rear bump panels pressed".
std::string MotionSafety::describeBumper() const
{
    if (hasBumpPanels()) {
        const bool front = m_contacts.anyFrontBumper();
        if (front && m_contacts.bumperRear)
            return "Front and rear bump panels pressed";
        return front ? "Front bump panel pressed" : "Rear bump panel pressed";
    }
    std::string sides = sideOf(m_contacts.bumperLeft, m_contacts.bumperCentre, m_contacts.bumperRight);
    if (m_contacts.bumperRear)
        sides += sides.empty() ? "rear" : ", rear";
    return "Bumper pressed (" + sides + ")";
}

}  // namespace robodash::core

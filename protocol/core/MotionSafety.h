#pragma once
// The safety layer between what an operator asks a base to do and what it is sent, for
// every robot family: it reads the telemetry core (contacts and motor currents) and cuts a
// requested velocity down to what is safe. Plain C++17 with no clock of its own: callers
// pass the time, so tests can drive it with any times they like.
//
// Rules (the bumpers and cliff sensors of the bases we drive sit on the front half):
//   - Bumper pressed: forward refused; reverse and turning allowed (the body is round around
//     the wheel axle, so turning on the spot does not push further into what was hit, and
//     it is how one gets off a wall). Clears when the bumper is released. A rear bumper
//     (Contacts::bumperRear) is the mirror image: reverse refused, forward and turning
//     allowed; front and rear pressed together leave only turning.
//   - Cliff seen: forward and turning refused; straight reverse allowed. Turning swings a
//     wheel forward by up to half the wheelbase, which near an edge the robot has already
//     rolled towards can be enough to drop it. Clears when every cliff sensor sees floor.
//   - Wheel dropped: all motion refused until both wheels are down (the Kobuki's firmware
//     cuts its motors anyway; refusing says so instead of silently doing nothing, and a
//     robot with a wheel in the air cannot back away in a controlled way).
//   - Over-current: either motor above the threshold for the hold time while driving
//     latches a stop; all motion is refused until the operator releases the drive (asks
//     for zero), after which driving is allowed again. A robot that reports no motor
//     currents but what its batteries deliver (a Rover Pro on the network) is held to
//     kSupplyLimitFactor times the threshold on that sum of both motors and electronics.
// Left and right are not told apart: one rule per hazard kind is easier to trust.
//
// An override (SafetySettings::overrides) lets one hazard kind through: the hazard is still
// reported, and each time an override lets motion through a hazard the decision says so
// (once per hazard episode and per drive, so the caller can log it without flooding).

#include "Contacts.h"
#include "HazardSet.h"
#include "MotorCurrents.h"
#include "SafetySettings.h"
#include "SafetyStatus.h"

#include <cstdint>
#include <optional>
#include <string>

namespace robodash::core {

struct SafeMotion {
    double linearMps = 0;
    double angularRadps = 0;
    bool isZero() const { return linearMps == 0 && angularRadps == 0; }
    bool operator==(const SafeMotion &other) const
    {
        return linearMps == other.linearMps && angularRadps == other.angularRadps;
    }
    bool operator!=(const SafeMotion &other) const { return !(*this == other); }
};

struct SafetyDecision {
    SafeMotion allowed;          // what may be sent
    HazardSet refusedBy;         // enforced hazards that cut the request down
    HazardSet overriddenNow;     // hazards an override let motion through, not reported before
};

class MotionSafety {
public:
    explicit MotionSafety(const SafetySettings &settings = SafetySettings{});

    // Invalid settings are ignored (returns false) so a bad value never disables safety.
    bool setSettings(const SafetySettings &settings);
    const SafetySettings &settings() const { return m_settings; }

    void updateContacts(const Contacts &contacts);
    // The contact sensors the robot has (RobotCapabilities::contacts), for the words of the
    // reason: a robot with a front and a rear bump panel and no side bumpers (an rFLEX base)
    // says "Front bump panel pressed", not "Bumper pressed (centre)".
    void setFittedContacts(const Contacts &fitted) { m_fitted = fitted; }
    void updateCurrents(const MotorCurrents &currents, std::int64_t nowMs);
    // Both motors and the electronics together, for a robot without motor currents. One
    // track stalled with the other driving crosses 1.6 motors' limit; both accelerating
    // hard (two motors at half the limit), or a turn on the spot with both at 0.75 of it
    // and the electronics, does not.
    static constexpr double kSupplyLimitFactor = 1.6;
    void updateSupplyCurrent(double amperes, std::int64_t nowMs);
    // Nothing is known any more (a new connection): forget contacts, currents and latches.
    void reset();

    // Filters a request in m/s and rad/s. A zero (or non-finite) request is the operator
    // letting go: it releases the over-current latch and is always allowed.
    SafetyDecision filter(double linearMps, double angularRadps);
    // The operator let go without a request (an e-stop): same as filter(0, 0).
    void release();

    HazardSet activeHazards() const;
    HazardSet enforcedHazards() const { return activeHazards().without(m_settings.overrides); }
    SafetyStatus status() const;
    const Contacts &contacts() const { return m_contacts; }

private:
    SafeMotion restrict(Hazard hazard, SafeMotion motion) const;
    std::string describeBumper() const;
    bool hasBumpPanels() const;
    std::string describe(Hazard hazard) const;
    std::string describeOverCurrent() const;
    void watchCurrent(double amperes, double limit, bool ofSupply, std::int64_t nowMs);

    SafetySettings m_settings;
    Contacts m_contacts;
    Contacts m_fitted;
    bool m_driving = false;                     // the latest request asked for motion
    bool m_refusing = false;                    // ... and was cut down
    std::optional<std::int64_t> m_aboveSinceMs; // over the current threshold since
    bool m_overCurrentLatched = false;
    double m_overCurrentPeak = 0;
    double m_overCurrentLimit = 0;              // the limit the peak crossed
    bool m_overCurrentOfSupply = false;         // ... of the batteries' sum, not of a motor
    HazardSet m_overrideReported;               // override use already reported this episode
};

}  // namespace robodash::core

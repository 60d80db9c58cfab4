// The safety layer's rules alone: plain C++ with chosen contacts, currents and times.
// Also the Kobuki adapter that feeds it (sensor bits -> named contacts, 10 mA -> amperes).
#include "core/MotionSafety.h"
#include "kobuki/CoreContacts.h"

#include <QtTest>

#include <limits>

namespace tst_motion_safety {  // this file's names, apart in a unity batch

using namespace robodash::core;

namespace {

constexpr double kForward = 0.3, kBack = -0.2, kTurn = 1.0;

Contacts bumperCentre()
{
    Contacts c;
    c.bumperCentre = true;
    return c;
}

Contacts bumperRear()
{
    Contacts c;
    c.bumperRear = true;
    return c;
}

Contacts cliffLeft()
{
    Contacts c;
    c.cliffLeft = true;
    return c;
}

Contacts wheelDropRight()
{
    Contacts c;
    c.wheelDropRight = true;
    return c;
}

MotorCurrents amperes(double left, double right) { return {left, right}; }

// `amps` on the left motor from `fromMs` to `untilMs`, one reading per 20 ms frame.
void holdCurrent(MotionSafety &safety, double amps, std::int64_t fromMs, std::int64_t untilMs)
{
    for (std::int64_t t = fromMs; t <= untilMs; t += 20)
        safety.updateCurrents(amperes(amps, 0.1), t);
}

SafetySettings withOverride(Hazard hazard)
{
    SafetySettings settings;
    settings.overrides.set(hazard, true);
    return settings;
}

}  // namespace

class TestMotionSafety : public QObject {
    Q_OBJECT

private slots:
    void nothingSensedLetsEveryRequestThrough()
    {
        MotionSafety safety;
        const SafetyDecision decision = safety.filter(kForward, kTurn);
        QCOMPARE(decision.allowed.linearMps, kForward);
        QCOMPARE(decision.allowed.angularRadps, kTurn);
        QVERIFY(decision.refusedBy.empty());
        QVERIFY(safety.status().reason.empty());
        QVERIFY(!safety.status().refusing);
    }

    void bumperRefusesForwardButAllowsBackingAwayAndTurning()
    {
        MotionSafety safety;
        safety.updateContacts(bumperCentre());
        QVERIFY(safety.enforcedHazards().has(Hazard::Bumper));

        const SafetyDecision forward = safety.filter(kForward, 0);
        QVERIFY(forward.allowed.isZero());
        QVERIFY(forward.refusedBy.has(Hazard::Bumper));
        QVERIFY(safety.status().refusing);
        QVERIFY(QString::fromStdString(safety.status().reason).contains(QLatin1String("Bumper pressed (centre)")));

        // Forward while turning: the forward part goes, the turn stays.
        const SafetyDecision arc = safety.filter(kForward, kTurn);
        QCOMPARE(arc.allowed.linearMps, 0.0);
        QCOMPARE(arc.allowed.angularRadps, kTurn);

        const SafetyDecision back = safety.filter(kBack, kTurn);
        QCOMPARE(back.allowed.linearMps, kBack);
        QCOMPARE(back.allowed.angularRadps, kTurn);
        QVERIFY(back.refusedBy.empty());
        QVERIFY(!safety.status().refusing);
    }

    void bumperClearsWhenReleased()
    {
        MotionSafety safety;
        safety.updateContacts(bumperCentre());
        QVERIFY(safety.filter(kForward, 0).allowed.isZero());
        safety.updateContacts(Contacts{});
        QVERIFY(safety.activeHazards().empty());
        QCOMPARE(safety.filter(kForward, 0).allowed.linearMps, kForward);
        QVERIFY(safety.status().reason.empty());
    }

    // The ATRV-Jr's rear bump panel: the mirror image of a front bumper.
    void rearBumperRefusesReverseButAllowsForwardAndTurning()
    {
        MotionSafety safety;
        safety.updateContacts(bumperRear());
        QVERIFY(safety.enforcedHazards().has(Hazard::Bumper));

        const SafetyDecision back = safety.filter(kBack, kTurn);
        QCOMPARE(back.allowed.linearMps, 0.0);
        QCOMPARE(back.allowed.angularRadps, kTurn);
        QVERIFY(back.refusedBy.has(Hazard::Bumper));
        const QString reason = QString::fromStdString(safety.status().reason);
        QVERIFY2(reason.contains(QLatin1String("Bumper pressed (rear): reverse refused")),
                 qPrintable(reason));

        const SafetyDecision forward = safety.filter(kForward, kTurn);
        QCOMPARE(forward.allowed.linearMps, kForward);
        QCOMPARE(forward.allowed.angularRadps, kTurn);
        QVERIFY(forward.refusedBy.empty());

        safety.updateContacts(Contacts{});
        QCOMPARE(safety.filter(kBack, 0).allowed.linearMps, kBack);
    }

    void frontAndRearBumpersTogetherLeaveOnlyTurning()
    {
        MotionSafety safety;
        Contacts both = bumperRear();
        both.bumperCentre = true;
        safety.updateContacts(both);
        QVERIFY(safety.filter(kForward, 0).allowed.isZero());
        QVERIFY(safety.filter(kBack, 0).allowed.isZero());
        const SafetyDecision turn = safety.filter(kBack, kTurn);
        QCOMPARE(turn.allowed.linearMps, 0.0);
        QCOMPARE(turn.allowed.angularRadps, kTurn);
        const QString reason = QString::fromStdString(safety.status().reason);
        QVERIFY2(reason.contains(QLatin1String("(centre, rear): forward and reverse refused")),
                 qPrintable(reason));
    }

    void rearBumperCountsInContactEquality()
    {
        QVERIFY(bumperRear() != Contacts{});
        QVERIFY(bumperRear().anyBumper());
        QVERIFY(!bumperRear().anyFrontBumper());
    }

    void cliffAllowsOnlyStraightReverse()
    {
        MotionSafety safety;
        safety.updateContacts(cliffLeft());
        QVERIFY(safety.filter(kForward, 0).allowed.isZero());
        QVERIFY(safety.filter(0, kTurn).allowed.isZero());  // a turn swings a wheel forward
        const SafetyDecision back = safety.filter(kBack, kTurn);
        QCOMPARE(back.allowed.linearMps, kBack);
        QCOMPARE(back.allowed.angularRadps, 0.0);
        QVERIFY(back.refusedBy.has(Hazard::Cliff));  // the turn was cut: still refusing
        const SafetyDecision straight = safety.filter(kBack, 0);
        QCOMPARE(straight.allowed.linearMps, kBack);
        QVERIFY(straight.refusedBy.empty());
        QVERIFY(QString::fromStdString(safety.status().reason).contains(QLatin1String("Cliff ahead (left)")));

        safety.updateContacts(Contacts{});
        QCOMPARE(safety.filter(kForward, kTurn).allowed.angularRadps, kTurn);
    }

    void wheelDropRefusesEverythingUntilBothWheelsAreDown()
    {
        MotionSafety safety;
        Contacts both = wheelDropRight();
        both.wheelDropLeft = true;
        safety.updateContacts(both);
        for (const auto &[v, w] : {std::pair{kForward, 0.0}, std::pair{kBack, 0.0},
                                   std::pair{0.0, kTurn}, std::pair{kBack, kTurn}}) {
            const SafetyDecision decision = safety.filter(v, w);
            QVERIFY(decision.allowed.isZero());
            QVERIFY(decision.refusedBy.has(Hazard::WheelDrop));
        }
        safety.updateContacts(wheelDropRight());  // one wheel back down is not enough
        QVERIFY(safety.filter(kBack, 0).allowed.isZero());
        QVERIFY(QString::fromStdString(safety.status().reason).contains(QLatin1String("Wheel dropped (right)")));
        safety.updateContacts(Contacts{});
        QCOMPARE(safety.filter(kBack, 0).allowed.linearMps, kBack);
    }

    void severalHazardsCombineToTheStrictest()
    {
        MotionSafety safety;
        Contacts c = bumperCentre();
        c.cliffRight = true;
        safety.updateContacts(c);
        const SafetyDecision decision = safety.filter(kBack, kTurn);
        QCOMPARE(decision.allowed.linearMps, kBack);
        QCOMPARE(decision.allowed.angularRadps, 0.0);  // the cliff's rule is stricter
        const std::string reason = safety.status().reason;
        QVERIFY(reason.find("Bumper") != std::string::npos && reason.find("Cliff") != std::string::npos);
    }

    void aShortCurrentSpikeDoesNotStop()
    {
        MotionSafety safety;
        QVERIFY(!safety.filter(kForward, 0).allowed.isZero());
        holdCurrent(safety, 1.8, 0, 400);  // 400 ms above 1.2 A: shorter than the 500 ms hold
        safety.updateCurrents(amperes(0.4, 0.4), 420);
        holdCurrent(safety, 1.8, 440, 840);  // the count starts again after a dip
        QVERIFY(safety.activeHazards().empty());
        QCOMPARE(safety.filter(kForward, 0).allowed.linearMps, kForward);
    }

    void sustainedOverCurrentStopsUntilTheDriveIsReleased()
    {
        MotionSafety safety;
        QVERIFY(!safety.filter(kForward, 0).allowed.isZero());
        holdCurrent(safety, 1.8, 0, 500);
        QVERIFY(safety.enforcedHazards().has(Hazard::OverCurrent));
        QVERIFY(QString::fromStdString(safety.status().reason).contains(QLatin1String("1.80 A")));
        // Still held against the wall, the current dips and climbs: the reason stays what
        // was announced (issue 38: the banner said 17.03 A, the pad 20.03 A).
        safety.updateCurrents(amperes(0.5, 0.1), 510);
        holdCurrent(safety, 2.4, 520, 800);
        safety.updateSupplyCurrent(5.0, 810);
        QVERIFY(QString::fromStdString(safety.status().reason).contains(QLatin1String("1.80 A")));
        // Every direction is refused while the drive is held, even once the current fell.
        safety.updateCurrents(amperes(0.0, 0.0), 520);
        QVERIFY(safety.filter(kBack, 0).allowed.isZero());
        QVERIFY(safety.filter(kForward, kTurn).allowed.isZero());
        QVERIFY(safety.status().refusing);
        // Let go (zero), then drive again: allowed.
        QVERIFY(safety.filter(0, 0).allowed.isZero());
        QVERIFY(safety.activeHazards().empty());
        QCOMPARE(safety.filter(kForward, 0).allowed.linearMps, kForward);
    }

    // Without motor currents, the batteries' sum of both motors and the electronics is held
    // to 1.6 times the motor limit (1.92 A for the Kobuki's 1.2 A).
    void aSupplyCurrentIsHeldToOnePointSixMotorLimits()
    {
        MotionSafety safety;
        safety.filter(kForward, 0);
        for (std::int64_t t = 0; t <= 1000; t += 20)
            safety.updateSupplyCurrent(1.7, t);  // two motors at 0.85 A: driving hard
        QVERIFY(safety.activeHazards().empty());
        for (std::int64_t t = 1020; t <= 1520; t += 20)
            safety.updateSupplyCurrent(2.0, t);
        QVERIFY(safety.enforcedHazards().has(Hazard::OverCurrent));
        const QString reason = QString::fromStdString(safety.status().reason);
        QVERIFY2(reason.contains(QLatin1String("the batteries deliver 2.00 A, above 1.92 A for 500 ms")),
                 qPrintable(reason));
        QVERIFY(safety.filter(kForward, 0).allowed.isZero());
    }

    void currentWhileNotDrivingIsNotOurs()
    {
        MotionSafety safety;  // no request yet: somebody pushes the robot by hand
        holdCurrent(safety, 2.0, 0, 2000);
        QVERIFY(safety.activeHazards().empty());
    }

    void overCurrentThresholdAndHoldAreSettings()
    {
        SafetySettings settings;
        settings.overCurrentAmperes = 2.0;
        settings.overCurrentHoldMs = 100;
        MotionSafety safety(settings);
        safety.filter(kForward, 0);
        holdCurrent(safety, 1.8, 0, 1000);  // under the raised threshold
        QVERIFY(safety.activeHazards().empty());
        holdCurrent(safety, 2.1, 1020, 1120);
        QVERIFY(safety.activeHazards().has(Hazard::OverCurrent));
    }

    void invalidSettingsAreIgnored()
    {
        MotionSafety safety;
        SafetySettings bad;
        bad.overCurrentAmperes = std::numeric_limits<double>::quiet_NaN();
        QVERIFY(!safety.setSettings(bad));
        bad.overCurrentAmperes = 0;
        QVERIFY(!safety.setSettings(bad));
        bad.overCurrentAmperes = 1.0;
        bad.overCurrentHoldMs = -1;
        QVERIFY(!safety.setSettings(bad));
        QCOMPARE(safety.settings().overCurrentAmperes, SafetySettings::kDefaultOverCurrentAmperes);
        QVERIFY(safety.settings().overrides.empty());  // defaults: every protection on
    }

    void overrideLetsMotionThroughAndReportsItOncePerEpisode()
    {
        MotionSafety safety(withOverride(Hazard::Bumper));
        safety.updateContacts(bumperCentre());
        QVERIFY(safety.activeHazards().has(Hazard::Bumper));
        QVERIFY(safety.enforcedHazards().empty());

        const SafetyDecision first = safety.filter(kForward, 0);
        QCOMPARE(first.allowed.linearMps, kForward);
        QVERIFY(first.overriddenNow.has(Hazard::Bumper));
        QVERIFY(first.refusedBy.empty());
        QVERIFY(!safety.status().refusing);
        QVERIFY(QString::fromStdString(safety.status().reason).contains(QLatin1String("override")));

        // The same push, repeated at 20 Hz, is one decision: not reported again...
        QVERIFY(safety.filter(kForward, 0).overriddenNow.empty());
        // ... backing away needs no override at all ...
        QVERIFY(safety.filter(kBack, 0).overriddenNow.empty());
        // ... but after letting go, pushing again is reported again,
        safety.filter(0, 0);
        QVERIFY(safety.filter(kForward, 0).overriddenNow.has(Hazard::Bumper));
        // and so is a new contact.
        safety.updateContacts(Contacts{});
        safety.updateContacts(bumperCentre());
        QVERIFY(safety.filter(kForward, 0).overriddenNow.has(Hazard::Bumper));
    }

    void overrideIsPerHazardKind()
    {
        MotionSafety safety(withOverride(Hazard::Bumper));
        Contacts c = bumperCentre();
        c.cliffCentre = true;
        safety.updateContacts(c);
        const SafetyDecision decision = safety.filter(kForward, 0);
        QVERIFY(decision.allowed.isZero());  // the cliff is still enforced
        QVERIFY(decision.refusedBy.has(Hazard::Cliff));
        QVERIFY(!decision.refusedBy.has(Hazard::Bumper));
    }

    void overCurrentOverrideKeepsDriving()
    {
        MotionSafety safety(withOverride(Hazard::OverCurrent));
        safety.filter(kForward, 0);
        holdCurrent(safety, 1.8, 0, 600);
        QVERIFY(safety.activeHazards().has(Hazard::OverCurrent));
        const SafetyDecision decision = safety.filter(kForward, 0);
        QCOMPARE(decision.allowed.linearMps, kForward);
        QVERIFY(decision.overriddenNow.has(Hazard::OverCurrent));
    }

    void nonFiniteRequestIsAStop()
    {
        MotionSafety safety;
        const SafetyDecision decision = safety.filter(std::numeric_limits<double>::infinity(), 0);
        QVERIFY(decision.allowed.isZero());
    }

    void resetForgetsEverythingSensed()
    {
        MotionSafety safety;
        safety.updateContacts(wheelDropRight());
        safety.filter(kForward, 0);
        holdCurrent(safety, 2.0, 0, 600);
        QCOMPARE(safety.activeHazards().bits(), std::uint8_t(0x0C));
        safety.reset();
        QVERIFY(safety.activeHazards().empty());
        QCOMPARE(safety.filter(kForward, 0).allowed.linearMps, kForward);
    }

    void kobukiBitsBecomeNamedContacts()
    {
        namespace kobuki = robodash::kobuki;
        kobuki::BasicSensors basic;
        basic.bumper = kobuki::bits::kLeft;
        basic.cliff = kobuki::bits::kRight | kobuki::bits::kCentre;
        basic.wheelDrop = kobuki::bits::kWheelLeft;
        const Contacts c = kobuki::toCoreContacts(basic);
        QVERIFY(c.bumperLeft && !c.bumperCentre && !c.bumperRight);
        QVERIFY(!c.cliffLeft && c.cliffCentre && c.cliffRight);
        QVERIFY(c.wheelDropLeft && !c.wheelDropRight);

        kobuki::Current current;
        current.current = {168, 12};  // 10 mA each
        const MotorCurrents amps = kobuki::toCoreCurrents(current);
        QCOMPARE(amps.leftAmperes, 1.68);
        QCOMPARE(amps.rightAmperes, 0.12);
    }
};

QTEST_APPLESS_MAIN(TestMotionSafety)

}  // namespace tst_motion_safety
#include "tst_motion_safety.moc"

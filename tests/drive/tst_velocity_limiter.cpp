// VelocityLimiter: speed caps, acceleration and deceleration ramps, immediate stops,
// reversal, and the time it is given (never a clock).
#include "link/VelocityLimiter.h"

#include <QtTest>

#include <cmath>
#include <limits>

namespace tst_velocity_limiter {  // this file's names, apart in a unity batch

using robodash::link::DriveLimits;
using robodash::link::Velocity;
using robodash::link::VelocityLimiter;

namespace {

constexpr double kTick = 0.04;  // the worker's 25 Hz

Velocity run(VelocityLimiter &limiter, int ticks)
{
    Velocity last;
    for (int i = 0; i < ticks; ++i)
        last = limiter.advance(kTick);
    return last;
}

}  // namespace

class TestVelocityLimiter : public QObject {
    Q_OBJECT
private slots:
    void defaultsAreLabSafe()
    {
        const DriveLimits limits;
        QCOMPARE(limits.maxLinearMps, 0.3);
        QCOMPARE(limits.maxAngularRadps, 1.5);
        QCOMPARE(limits.linearAccelMps2, 0.5);
        QCOMPARE(limits.angularAccelRadps2, 3.5);
        QVERIFY(limits.linearDecelMps2 > limits.linearAccelMps2);
        QVERIFY(limits.angularDecelRadps2 > limits.angularAccelRadps2);
        QVERIFY(limits.isValid());
    }

    void clampsTargetToTheSpeedLimits()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.7, -4.0);
        QCOMPARE(limiter.target().linearMps, 0.3);
        QCOMPARE(limiter.target().angularRadps, -1.5);
        const Velocity settled = run(limiter, 100);
        QCOMPARE(settled.linearMps, 0.3);
        QCOMPARE(settled.angularRadps, -1.5);
    }

    void acceleratesAtTheLimit()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.3, 0);
        QCOMPARE(limiter.advance(kTick).linearMps, 0.5 * kTick);   // 20 mm/s per tick
        QVERIFY(qFuzzyCompare(limiter.advance(kTick).linearMps, 2 * 0.5 * kTick));
        // 0.3 m/s at 0.5 m/s^2 takes 0.6 s = 15 ticks; 13 more after these two.
        QVERIFY(run(limiter, 12).linearMps < 0.3);
        QCOMPARE(run(limiter, 1).linearMps, 0.3);
        QVERIFY(limiter.atTarget());
    }

    void angularRampUsesItsOwnLimit()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0, 1.5);
        QVERIFY(qFuzzyCompare(limiter.advance(0.1).angularRadps, 0.35));
        QCOMPARE(limiter.output().linearMps, 0.0);
    }

    void deceleratesFasterThanItAccelerates()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.3, 0);
        run(limiter, 50);
        limiter.setTarget(0.1, 0);
        QVERIFY(qFuzzyCompare(limiter.advance(kTick).linearMps, 0.3 - 0.7 * kTick));
        QCOMPARE(run(limiter, 20).linearMps, 0.1);
    }

    void releaseStopsAtOnce()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.3, 1.0);
        run(limiter, 50);
        limiter.setTarget(0, 0);
        QCOMPARE(limiter.output().linearMps, 0.0);
        QCOMPARE(limiter.output().angularRadps, 0.0);
        QVERIFY(limiter.advance(kTick).isZero());
    }

    void nonFiniteTargetStops()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.3, 0);
        run(limiter, 10);
        limiter.setTarget(std::numeric_limits<double>::quiet_NaN(), 0);
        QVERIFY(limiter.output().isZero());
        limiter.setTarget(0.2, std::numeric_limits<double>::infinity());
        QVERIFY(limiter.output().isZero());
        QVERIFY(limiter.advance(kTick).isZero());
    }

    void oneAxisToZeroIsRampedNotAStop()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.3, 1.5);
        run(limiter, 50);
        limiter.setTarget(0.3, 0);  // stop turning, keep driving
        const Velocity next = limiter.advance(kTick);
        QCOMPARE(next.linearMps, 0.3);
        QVERIFY(qFuzzyCompare(next.angularRadps, 1.5 - 5.0 * kTick));
    }

    void reversalBrakesThenAccelerates()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.05, 0);
        run(limiter, 10);
        QCOMPARE(limiter.output().linearMps, 0.05);
        limiter.setTarget(-0.3, 0);
        // 0.05 m/s brakes at 0.7 m/s^2 in 1/14 s; the other 0.0286 s of a 0.1 s step
        // accelerate backwards at 0.5 m/s^2.
        const double braking = 0.05 / 0.7;
        const double expected = -0.5 * (0.1 - braking);
        QVERIFY(std::abs(limiter.advance(0.1).linearMps - expected) < 1e-12);
        QCOMPARE(run(limiter, 50).linearMps, -0.3);
    }

    void negativeSpeedsMirror()
    {
        VelocityLimiter limiter;
        limiter.setTarget(-0.3, -1.5);
        const Velocity first = limiter.advance(kTick);
        QCOMPARE(first.linearMps, -0.5 * kTick);
        QCOMPARE(first.angularRadps, -3.5 * kTick);
    }

    void longStallsAreCapped()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.3, 0);
        QCOMPARE(limiter.advance(5.0).linearMps, 0.5 * VelocityLimiter::kMaxStepSeconds);
    }

    void badTimesDoNotMove()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.3, 0);
        QVERIFY(limiter.advance(-1).isZero());
        QVERIFY(limiter.advance(std::numeric_limits<double>::quiet_NaN()).isZero());
        QVERIFY(limiter.advance(0).isZero());
    }

    void unlimitedPassesTargetsThrough()
    {
        VelocityLimiter limiter(DriveLimits::unlimited());
        limiter.setTarget(0.7, -3.0);
        const Velocity now = limiter.advance(0);
        QCOMPARE(now.linearMps, 0.7);
        QCOMPARE(now.angularRadps, -3.0);
        limiter.setTarget(-0.2, 3.0);
        QCOMPARE(limiter.advance(0).linearMps, -0.2);
    }

    void invalidLimitsAreRefused()
    {
        VelocityLimiter limiter;
        DriveLimits bad;
        bad.linearAccelMps2 = 0;
        QVERIFY(!limiter.setLimits(bad));
        bad = DriveLimits{};
        bad.maxAngularRadps = std::numeric_limits<double>::quiet_NaN();
        QVERIFY(!limiter.setLimits(bad));
        bad = DriveLimits{};
        bad.maxLinearMps = -0.1;
        QVERIFY(!limiter.setLimits(bad));
        QVERIFY(limiter.limits() == DriveLimits{});
    }

    void lowerLimitAppliesToTheHeldTarget()
    {
        VelocityLimiter limiter;
        limiter.setTarget(0.3, 0);
        run(limiter, 50);
        DriveLimits slower;
        slower.maxLinearMps = 0.1;
        QVERIFY(limiter.setLimits(slower));
        QCOMPARE(limiter.target().linearMps, 0.1);
        QCOMPARE(limiter.output().linearMps, 0.3);  // no sudden braking...
        QVERIFY(qFuzzyCompare(limiter.advance(kTick).linearMps, 0.3 - 0.7 * kTick));
        QCOMPARE(run(limiter, 20).linearMps, 0.1);  // ...but down to it at the decel limit
    }
};

QTEST_APPLESS_MAIN(TestVelocityLimiter)

}  // namespace tst_velocity_limiter
#include "tst_velocity_limiter.moc"

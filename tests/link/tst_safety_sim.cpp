// The safety layer end to end: RobotLink on `sim:`, the virtual Kobuki driven into the
// walls and towards the stair of its default world (sim/World.h). What the simulated robot
// received and where it really is are the truth every test checks against.
#include "sim/kobuki/VirtualKobuki.h"

#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <memory>

namespace tst_safety_sim {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::core::Hazard;
using robodash::core::SafetySettings;
using robodash::link::RobotLink;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr double kSpeed = 0.2;  // m/s, a careful operator's speed
constexpr double kPi = 3.14159265358979323846;

// Facing the front wall (x = 1.7) 0.15 m before the bumper meets it.
const sim::Pose kBeforeFrontWall{1.375, 0.0, 0.0};
// Facing the stairwell (x 0.4..1.2, y below -1.2) from 0.25 m before its cliff is seen.
const sim::Pose kBeforeStair{0.8, -0.8, -kPi / 2};
constexpr double kStairEdgeY = -1.2;
// The stop is written while the link decodes the hazard's frame (tst_link_safety proves the
// order); here it only has to cross the pty to the simulator's thread. Generous, for
// sanitizer builds on a loaded machine: a link that did not stop would never get there.
constexpr int kAtOnceMs = 1000;

}  // namespace

class TestSafetySim : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<robodash::app::RobotSession> m_session;
    RobotLink *m_link = nullptr;
    QTimer m_stick;  // an operator holding the stick: drive() at 20 Hz, as the pad does
    double m_linear = 0;

    std::shared_ptr<sim::VirtualKobuki> robot() const { return m_session->virtualKobuki(); }
    void hold(double linearMps)
    {
        m_linear = linearMps;
        m_link->drive(m_linear, 0);
        m_stick.start();
    }
    void letGo()
    {
        m_stick.stop();
        m_linear = 0;
        m_link->drive(0, 0);
    }
    std::int16_t lastSpeed() const { return robot()->lastBaseControl().speed; }
    bool enforced(Hazard hazard) const { return m_link->safetyStatus().enforced.has(hazard); }
    // Base controls the robot obeyed since the last clearReceivedCommands().
    std::vector<kobuki::BaseControl> baseControls() const
    {
        std::vector<kobuki::BaseControl> result;
        for (const sim::ReceivedCommand &command : robot()->receivedCommands())
            if (command.id == kobuki::kBaseControlId)
                result.push_back(command.baseControl);
        return result;
    }

private slots:
    void initTestCase()
    {
        m_stick.setInterval(50);
        connect(&m_stick, &QTimer::timeout, this, [this] { m_link->drive(m_linear, 0); });
    }
    void init()
    {
        m_session = std::make_unique<robodash::app::RobotSession>("kobuki");
        m_link = &m_session->link();
        m_link->connectTo(QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(m_link->isOnline() && robot(), kTimeoutMs);
    }
    void cleanup()
    {
        m_stick.stop();
        m_session.reset();
        m_link = nullptr;
    }

    void wallBumpStopsAtOnceAndOnlyReverseIsAccepted()
    {
        robot()->placeRobot(kBeforeFrontWall);
        QSignalSpy safety(m_link, &RobotLink::safetyChanged);
        hold(kSpeed);
        QTRY_VERIFY_WITH_TIMEOUT(lastSpeed() > 0, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(enforced(Hazard::Bumper), kTimeoutMs);
        // The operator still holds forward: only the safety layer can have sent this zero.
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kAtOnceMs);
        QVERIFY(QString::fromStdString(m_link->safetyStatus().reason).contains(QLatin1String("Bumper pressed")));

        // Still holding forward: refused, and the pad's stream of requests says so.
        robot()->clearReceivedCommands();
        QTRY_VERIFY_WITH_TIMEOUT(m_link->safetyStatus().refusing, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!baseControls().empty(), kTimeoutMs);
        for (const kobuki::BaseControl &c : baseControls())
            QCOMPARE(c.speed, std::int16_t(0));
        QVERIFY(robot()->truePose().x < 1.7 - 0.17);  // against the wall, not through it

        // Backing away is accepted and releases the bumper.
        hold(-kSpeed);
        QTRY_VERIFY_WITH_TIMEOUT(lastSpeed() < 0, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_link->safetyStatus().active.empty(), kTimeoutMs);
        letGo();
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kTimeoutMs);
        QVERIFY(!safety.isEmpty());
    }

    void stairCliffStopsBeforeAWheelDrops()
    {
        robot()->placeRobot(kBeforeStair);
        QSignalSpy basic(&m_session->kobuki(), &robodash::app::KobukiFeed::basicSensors);
        hold(kSpeed);
        QTRY_VERIFY_WITH_TIMEOUT(enforced(Hazard::Cliff), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kAtOnceMs);
        // Keep holding forward for a while: the robot must stay where it stopped.
        QTest::qWait(500);
        QCOMPARE(lastSpeed(), std::int16_t(0));
        QVERIFY(m_link->safetyStatus().refusing);
        const double wheelsY = robot()->truePose().y;  // the wheels sit on the axle's line
        QVERIFY2(wheelsY > kStairEdgeY + 0.05, qPrintable(QString::number(wheelsY)));
        for (const QList<QVariant> &frame : basic)
            QCOMPARE(frame.at(0).value<kobuki::BasicSensors>().wheelDrop, std::uint8_t(0));
        QVERIFY(!m_link->safetyStatus().active.has(Hazard::WheelDrop));
    }

    void cliffOverrideLetsForwardThroughAndIsLogged()
    {
        robot()->placeRobot(kBeforeStair);
        hold(kSpeed);
        QTRY_VERIFY_WITH_TIMEOUT(enforced(Hazard::Cliff), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kAtOnceMs);

        QSignalSpy warnings(m_link, &RobotLink::warning);
        SafetySettings settings;
        settings.overrides.set(Hazard::Cliff, true);
        m_link->setSafetySettings(settings);
        QTRY_VERIFY_WITH_TIMEOUT(lastSpeed() > 0, kTimeoutMs);  // the held stick gets through
        QTRY_VERIFY_WITH_TIMEOUT(warnings.count() >= 2, kTimeoutMs);
        QVERIFY(warnings.at(0).at(0).toString().contains(QLatin1String("Expert override on: cliff")));
        QVERIFY(warnings.at(1).at(0).toString().contains(QLatin1String("drove through cliff")));
        QVERIFY(m_link->safetyStatus().active.has(Hazard::Cliff));
        QVERIFY(!m_link->safetyStatus().enforced.has(Hazard::Cliff));

        // Overriding the cliff does not override the wheel drop it leads to.
        QTRY_VERIFY_WITH_TIMEOUT(enforced(Hazard::WheelDrop), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kAtOnceMs);
        letGo();
    }

    void pushingAWallWithTheBumperOverriddenStopsOnOverCurrent()
    {
        SafetySettings settings;
        settings.overrides.set(Hazard::Bumper, true);
        m_link->setSafetySettings(settings);
        robot()->placeRobot(kBeforeFrontWall);
        hold(kSpeed);
        QTRY_VERIFY_WITH_TIMEOUT(m_link->safetyStatus().active.has(Hazard::Bumper), kTimeoutMs);
        QVERIFY(lastSpeed() > 0);  // pushing on through the override
        QTRY_VERIFY_WITH_TIMEOUT(enforced(Hazard::OverCurrent), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kAtOnceMs);
        QVERIFY(QString::fromStdString(m_link->safetyStatus().reason).contains(QLatin1String("over-current")));
        // Released and driven again, the robot may push (the operator chose to).
        letGo();
        QTRY_VERIFY_WITH_TIMEOUT(!m_link->safetyStatus().active.has(Hazard::OverCurrent), kTimeoutMs);
        hold(kSpeed);
        QTRY_VERIFY_WITH_TIMEOUT(lastSpeed() > 0, kTimeoutMs);
        letGo();
    }
};

QTEST_GUILESS_MAIN(TestSafetySim)

}  // namespace tst_safety_sim
#include "tst_safety_sim.moc"

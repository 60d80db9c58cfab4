// The safety layer in the link, byte for byte, against a fake transport: which base
// controls go out when a bumper, cliff, wheel drop or over-current arrives, what is refused
// and what is let through, and what the link says about it.
#include "FakeTransport.h"
#include "WrittenCommands.h"

#include "kobuki/FeedbackEncoder.h"
#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

namespace tst_link_safety {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::link;
using robodash::core::Hazard;
using robodash::core::SafetySettings;
using robodash::core::SafetyStatus;
using robodash::link::test::FakeWire;
using robodash::link::test::bytesOf;
using robodash::link::test::WrittenCommands;

namespace {

constexpr int kTimeoutMs = 8000;

struct Sensed {
    std::uint8_t bumper = 0;
    std::uint8_t cliff = 0;
    std::uint8_t wheelDrop = 0;
    std::uint8_t current = 20;  // 10 mA units, per motor
};

QByteArray feedbackFrame(const Sensed &sensed)
{
    kobuki::BasicSensors basic;
    basic.battery = 160;
    basic.bumper = sensed.bumper;
    basic.cliff = sensed.cliff;
    basic.wheelDrop = sensed.wheelDrop;
    kobuki::Current current;
    current.current = {sensed.current, sensed.current};
    return bytesOf(kobuki::FeedbackEncoder().add(basic).add(current).frame());
}

bool isZero(const kobuki::BaseControl &c) { return c.speed == 0 && c.radius == 0; }

}  // namespace

class TestLinkSafety : public QObject {
    Q_OBJECT

private:
    FakeWire m_wire;
    QTimer m_stream;  // the robot's 50 Hz feedback
    Sensed m_sensed;
    std::unique_ptr<robodash::app::RobotSession> m_session;
    RobotLink *m_link = nullptr;

    WrittenCommands written() const { return WrittenCommands(m_wire.written()); }
    kobuki::BaseControl lastBaseControl() const
    {
        const WrittenCommands commands = written();
        return commands.baseControls.empty() ? kobuki::BaseControl{} : commands.baseControls.back();
    }
    bool drivingForward() const { return lastBaseControl().speed > 0; }

    // Changes what the robot reports and waits until the link has decoded it (frames the
    // stream queued before the change may still arrive first: wait for one that matches).
    bool sense(const Sensed &sensed)
    {
        QSignalSpy basic(&m_session->kobuki(), &robodash::app::KobukiFeed::basicSensors);
        m_sensed = sensed;
        m_wire.receive(feedbackFrame(m_sensed));
        return QTest::qWaitFor([&] {
            for (const QList<QVariant> &frame : basic) {
                const auto b = frame.at(0).value<kobuki::BasicSensors>();
                if (b.bumper == sensed.bumper && b.cliff == sensed.cliff && b.wheelDrop == sensed.wheelDrop)
                    return true;
            }
            return false;
        }, kTimeoutMs);
    }
    bool driveForwardUntilSent()
    {
        m_link->drive(0.2, 0);
        return QTest::qWaitFor([this] { return drivingForward(); }, kTimeoutMs);
    }

private slots:
    void initTestCase()
    {
        m_stream.setInterval(20);
        connect(&m_stream, &QTimer::timeout, this, [this] { m_wire.receive(feedbackFrame(m_sensed)); });
    }
    void init()
    {
        m_wire.clearWritten();
        m_sensed = Sensed{};
        m_session = std::make_unique<robodash::app::RobotSession>("kobuki", m_wire.factory());
        m_link = &m_session->link();
        m_link->connectTo(QStringLiteral("/dev/fake"));
        m_stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(m_link->isOnline(), kTimeoutMs);
    }
    void cleanup()
    {
        m_stream.stop();
        m_session.reset();
        m_link = nullptr;
    }

    void bumperSendsZeroBeforeTheFrameIsEvenReported()
    {
        QVERIFY(driveForwardUntilSent());
        QSignalSpy safety(m_link, &RobotLink::safetyChanged);
        m_stream.stop();  // only the one frame below carries the bumper
        m_wire.clearWritten();
        Sensed bumped = m_sensed;
        bumped.bumper = kobuki::bits::kCentre;
        QVERIFY(sense(bumped));
        // The worker writes the zero while decoding the frame, before it emits the frame's
        // signals: by the time the frame is reported here, the zero is on the wire.
        const WrittenCommands commands = written();
        QVERIFY(!commands.baseControls.empty());
        QVERIFY(isZero(commands.baseControls.back()));
        QTRY_VERIFY_WITH_TIMEOUT(!safety.isEmpty(), kTimeoutMs);
        const SafetyStatus status = safety.last().at(0).value<SafetyStatus>();
        QVERIFY(status.enforced.has(Hazard::Bumper));
        QVERIFY(QString::fromStdString(status.reason).contains(QLatin1String("Bumper pressed (centre)")));
        QCOMPARE(m_link->safetyStatus(), status);
    }

    void bumperRefusesForwardButLetsTheRobotBackAway()
    {
        m_sensed.bumper = kobuki::bits::kLeft;
        QVERIFY(sense(m_sensed));
        QSignalSpy safety(m_link, &RobotLink::safetyChanged);
        m_wire.clearWritten();
        m_link->drive(0.2, 0);
        QTRY_VERIFY_WITH_TIMEOUT(!safety.isEmpty() && safety.last().at(0).value<SafetyStatus>().refusing,
                                 kTimeoutMs);
        for (const kobuki::BaseControl &c : written().baseControls)
            QVERIFY(c.speed <= 0);

        m_link->drive(-0.1, 0);
        QTRY_VERIFY_WITH_TIMEOUT(lastBaseControl().speed < 0, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!m_link->safetyStatus().refusing, kTimeoutMs);

        // Released bumper: forward again.
        m_link->drive(0, 0);
        m_sensed.bumper = 0;
        QVERIFY(sense(m_sensed));
        QTRY_VERIFY_WITH_TIMEOUT(m_link->safetyStatus().active.empty(), kTimeoutMs);
        QVERIFY(driveForwardUntilSent());
    }

    void cliffWhileDrivingStopsAndWheelDropRefusesReverse()
    {
        QVERIFY(driveForwardUntilSent());
        m_sensed.cliff = kobuki::bits::kRight;
        QVERIFY(sense(m_sensed));
        QVERIFY(isZero(lastBaseControl()));
        m_sensed.wheelDrop = kobuki::bits::kWheelRight;
        QVERIFY(sense(m_sensed));
        m_wire.clearWritten();
        m_link->drive(-0.1, 0);
        QTRY_VERIFY_WITH_TIMEOUT(m_link->safetyStatus().refusing, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!written().baseControls.empty(), kTimeoutMs);
        for (const kobuki::BaseControl &c : written().baseControls)
            QVERIFY(isZero(c));
        QVERIFY(QString::fromStdString(m_link->safetyStatus().reason).contains(QLatin1String("Wheel dropped")));
    }

    void sustainedOverCurrentStopsUntilTheDriveIsReleased()
    {
        SafetySettings settings;
        settings.overCurrentAmperes = 1.0;
        settings.overCurrentHoldMs = 200;
        m_link->setSafetySettings(settings);
        QVERIFY(driveForwardUntilSent());
        m_sensed.current = 150;  // 1.5 A on both motors, streamed at 50 Hz
        QTRY_VERIFY_WITH_TIMEOUT(m_link->safetyStatus().enforced.has(Hazard::OverCurrent), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(isZero(lastBaseControl()), kTimeoutMs);
        m_sensed.current = 0;  // stalled motors cut: the current falls, the stop holds
        m_link->drive(0.2, 0);  // still holding the stick
        QTRY_VERIFY_WITH_TIMEOUT(m_link->safetyStatus().refusing, kTimeoutMs);
        QVERIFY(isZero(lastBaseControl()));
        m_link->drive(0, 0);  // let go ...
        QTRY_VERIFY_WITH_TIMEOUT(m_link->safetyStatus().active.empty(), kTimeoutMs);
        QVERIFY(driveForwardUntilSent());  // ... and drive again
    }

    void overrideIsLoggedWhenSwitchedOnAndWhenUsed()
    {
        m_sensed.bumper = kobuki::bits::kCentre;
        QVERIFY(sense(m_sensed));
        QSignalSpy warnings(m_link, &RobotLink::warning);
        SafetySettings settings;
        settings.overrides.set(Hazard::Bumper, true);
        m_link->setSafetySettings(settings);
        QTRY_VERIFY_WITH_TIMEOUT(!warnings.isEmpty(), kTimeoutMs);
        QVERIFY(warnings.at(0).at(0).toString().contains(QLatin1String("Expert override on: bumper")));

        QVERIFY(driveForwardUntilSent());
        QTRY_VERIFY_WITH_TIMEOUT(warnings.count() >= 2, kTimeoutMs);  // later: the deadman
        QVERIFY(warnings.at(1).at(0).toString().contains(QLatin1String("drove through bumper")));
        QVERIFY(m_link->safetyStatus().active.has(Hazard::Bumper));
        QVERIFY(!m_link->safetyStatus().enforced.has(Hazard::Bumper));
    }

    void switchingTheOverrideOffStopsADriveThroughTheHazard()
    {
        SafetySettings settings;
        settings.overrides.set(Hazard::Bumper, true);
        m_link->setSafetySettings(settings);
        m_sensed.bumper = kobuki::bits::kCentre;
        QVERIFY(sense(m_sensed));
        QVERIFY(driveForwardUntilSent());
        m_link->setSafetySettings(SafetySettings{});
        QTRY_VERIFY_WITH_TIMEOUT(isZero(lastBaseControl()), kTimeoutMs);
    }

    void invalidSettingsAreRefusedWithAWarning()
    {
        QSignalSpy warnings(m_link, &RobotLink::warning);
        SafetySettings settings;
        settings.overCurrentAmperes = -1;
        m_link->setSafetySettings(settings);
        QTRY_VERIFY_WITH_TIMEOUT(!warnings.isEmpty(), kTimeoutMs);
        QVERIFY(warnings.at(0).at(0).toString().contains(QLatin1String("safety settings not changed")));
    }
};

QTEST_GUILESS_MAIN(TestLinkSafety)

}  // namespace tst_link_safety
#include "tst_link_safety.moc"

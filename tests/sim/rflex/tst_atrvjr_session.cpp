// End to end: the app's RobotSession for family "rflex" (the real link, the RflexDriver)
// against the virtual ATRV-Jr on its pty: the start-up sequence in the twin's trace, the
// brake released only when the motors are enabled, drive, a stop on release, and the brake
// set and reports off when the session lets go. Also `sim:` starting this family's twin.
#include "RobotSession.h"
#include "core/FamilyCommand.h"
#include "link/RobotLink.h"
#include "rflex/RflexCommands.h"
#include "sim/rflex/VirtualAtrvJr.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

namespace tst_atrvjr_session {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::link::RobotLink;
using robodash::sim::VirtualAtrvJr;

namespace {

constexpr int kTimeoutMs = 10000;

// The command names of a twin's trace, in order.
QStringList commandNames(const QString &traceFile)
{
    QFile file(traceFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList names;
    static const QRegularExpression command(QStringLiteral("\"type\":\"command\".*\"name\":\"([a-z_]+)\""));
    for (const QByteArray &line : file.readAll().split('\n')) {
        const auto match = command.match(QString::fromUtf8(line));
        if (match.hasMatch())
            names << match.captured(1);
    }
    return names;
}

// What the dashboard's "motors enabled" control does for an rFLEX base: the link's drive
// gate, and the driver's brake.
void enableMotors(RobotLink &link)
{
    link.setMotorsEnabled(true);
    link.sendCommand(core::FamilyCommand(rflex::SetMotorsEnabledCommand{true}));
}

double translationVelocity(const VirtualAtrvJr &twin)
{
    return twin.withSimulation([](const sim::AtrvJrSimulation &s) { return s.translationVelocity(); });
}

}  // namespace

class TestAtrvJrSession : public QObject {
    Q_OBJECT

private slots:
    void startUpDriveReleaseAndQuitAsTheTwinSawThem()
    {
        QTemporaryDir dir;
        const QString linkPath = dir.filePath(QStringLiteral("atrvjr"));
        const QString tracePath = dir.filePath(QStringLiteral("trace.jsonl"));
        VirtualAtrvJr twin({{}, 1, 1.0, linkPath.toStdString(), tracePath.toStdString()});
        std::string error;
        QVERIFY2(twin.start(&error), error.c_str());

        app::RobotSession session("rflex");
        RobotLink &link = session.link();
        link.connectTo(linkPath);
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(twin.motionReportPeriod(), std::uint32_t(100000), kTimeoutMs);
        QVERIFY(twin.brakeEngaged());  // connecting does not release it

        enableMotors(link);
        QTRY_VERIFY_WITH_TIMEOUT(!twin.brakeEngaged(), kTimeoutMs);
        QTimer joystick;
        connect(&joystick, &QTimer::timeout, &link, [&link] { link.drive(0.3, 0); });
        joystick.start(50);
        QTRY_VERIFY_WITH_TIMEOUT(twin.truePose().x > 0.1, kTimeoutMs);
        joystick.stop();
        link.drive(0, 0);  // the pad let go
        QTRY_COMPARE_WITH_TIMEOUT(translationVelocity(twin), 0.0, kTimeoutMs);
        QCOMPARE(twin.motionTimeouts(), std::uint64_t(0));  // stopped by the zero, not the timeout

        link.disconnectFromRobot();
        QTRY_VERIFY_WITH_TIMEOUT(twin.brakeEngaged(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(twin.motionReportPeriod(), std::uint32_t(0), kTimeoutMs);
        twin.stop();  // closes the trace

        const QStringList names = commandNames(tracePath);
        const QStringList startUp{"mot_system_report_req", "dio_reports_req", "mot_set_defaults",
                                  "mot_brake_set", "sys_status"};
        QCOMPARE(names.mid(0, startUp.size()), startUp);
        const int release = names.indexOf(QStringLiteral("mot_brake_release"));
        QVERIFY(release > startUp.size() - 1);
        QVERIFY(names.indexOf(QStringLiteral("mot_axis_set_dir")) > release);
        const int lastBrake = names.lastIndexOf(QStringLiteral("mot_brake_set"));
        QVERIFY(lastBrake > names.lastIndexOf(QStringLiteral("mot_axis_set_dir")));
        QVERIFY(names.lastIndexOf(QStringLiteral("mot_system_report_req")) > lastBrake);
    }

    void simStartsTheVirtualAtrvJr()
    {
        app::RobotSession session("rflex");
        RobotLink &link = session.link();
        link.connectTo(QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);
        const auto twin = std::dynamic_pointer_cast<VirtualAtrvJr>(session.virtualRobot());
        QVERIFY(twin);
        QVERIFY(twin->brakeEngaged());
        enableMotors(link);
        QTRY_VERIFY_WITH_TIMEOUT(!twin->brakeEngaged(), kTimeoutMs);
        link.disconnectFromRobot();
    }
};

QTEST_GUILESS_MAIN(TestAtrvJrSession)

}  // namespace tst_atrvjr_session
#include "tst_atrvjr_session.moc"

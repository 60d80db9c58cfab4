// A Kobuki on the network, opened as a port: `robodash-cli bridge sim:` in a process of its
// own publishes the virtual Kobuki's kobuki_ros topics on the loopback interface, and a
// RobotSession here opens `ros2:/ns?domain=D&interface=lo` as the dashboard does. Every
// Kobuki reading arrives through the Kobuki's own feed; driving reaches the twin (its trace
// holds what its firmware obeyed) and stops; gains go out and come back; a namespace with no
// robot is named; the robot going away and coming back is followed.
#include "BridgeProcess.h"
#include "DiscoveredRobot.h"
#include "KobukiMetaTypes.h"
#include "RobotSession.h"

#include "kobuki/Feedback.h"
#include "link/LinkMetaTypes.h"
#include "DdsTestDomain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <unistd.h>

namespace tst_network_kobuki {  // this file's names, apart in a unity batch

using robodash::app::RobotSession;

namespace {

constexpr int kStartUpMs = 30000;  // a sanitized bridge starting its twin, and DDS discovery
constexpr int kDriveMmps = 200;

// The base control commands the twin obeyed, in order: (speed mm/s, radius mm).
QList<QPair<int, int>> obeyedBaseControls(const QString &traceFile)
{
    QList<QPair<int, int>> found;
    QFile trace(traceFile);
    if (!trace.open(QIODevice::ReadOnly))
        return found;
    for (const QByteArray &line : trace.readAll().split('\n')) {
        if (!line.contains("\"name\":\"base_control\""))
            continue;
        const QJsonObject command = QJsonDocument::fromJson(line).object();
        if (!command.isEmpty())
            found.append({command.value("speed").toInt(), command.value("radius").toInt()});
    }
    return found;
}

}  // namespace

class TestNetworkKobuki : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void discoverListsTheRobot();
    void discoverTakesTheDashboardsInterfaceVariable();
    void everyKobukiReadingArrives();
    void drivingReachesTheRobotAndStops();
    void gainsAreWrittenAndReadBack();
    void theSelfTestRunsOverTheNetwork();
    void theSafetyLayerRefusesDrivingIntoTheWall();
    void aNamespaceWithoutARobotIsNamed();
    void theRobotGoingAwayAndBackIsFollowed();
    void twoRobotsInOneNamespaceAreNamed();

private:
    QString port(const QString &rosNamespace) const
    {
        return QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(rosNamespace).arg(m_domain);
    }

    int m_domain = 0;
    QString m_namespace;
    QTemporaryDir m_dir;
    QString m_trace;
    BridgeProcess m_bridge;
    std::unique_ptr<RobotSession> m_session;
};

void TestNetworkKobuki::initTestCase()
{
    m_domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/net%1").arg(getpid());
    m_trace = m_dir.filePath(QStringLiteral("twin.jsonl"));
    // --no-sensors: see tst_network_rover (nothing here checks the twin's pictures).
    QVERIFY(m_bridge.start(m_domain, m_namespace, {"--trace", m_trace, "--no-sensors"}));
    m_session = std::make_unique<RobotSession>("kobuki");
}

void TestNetworkKobuki::discoverListsTheRobot()
{
    QJsonObject robot;
    QTRY_VERIFY_WITH_TIMEOUT(!(robot = DiscoveredRobot::in(m_domain, m_namespace, kStartUpMs)).isEmpty(),
                             kStartUpMs);
    QCOMPARE(robot.value("family").toString(), QStringLiteral("kobuki"));
    QCOMPARE(robot.value("node").toString(), QStringLiteral("kobuki_ros_node"));
    QCOMPARE(robot.value("port").toString(),
             QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(m_namespace).arg(m_domain));
    QVERIFY(robot.value("problem").toString().isEmpty());
}

// Issue 38's new-user hour: without --interface, discover listened where DDS chose and found
// nothing on loopback, while the dashboard's list used ROBODASH_ROS_INTERFACE.
void TestNetworkKobuki::discoverTakesTheDashboardsInterfaceVariable()
{
    const QString expected = QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(m_namespace).arg(m_domain);
    QString printed;
    QTRY_VERIFY2_WITH_TIMEOUT(
        [&] {
            QProcess discover;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("ROBODASH_ROS_INTERFACE"), QStringLiteral("lo"));
            discover.setProcessEnvironment(environment);
            discover.start(QStringLiteral(ROBODASH_CLI_PATH),
                           {"discover", "--domain", QString::number(m_domain), "--seconds", "1"});
            discover.waitForFinished(kStartUpMs);
            printed = QString::fromUtf8(discover.readAllStandardOutput());
            return printed.contains(expected);
        }(),
        qPrintable(printed), kStartUpMs);
}

void TestNetworkKobuki::everyKobukiReadingArrives()
{
    auto &feed = m_session->kobuki();
    QSignalSpy basic(&feed, &robodash::app::KobukiFeed::basicSensors);
    QSignalSpy inertia(&feed, &robodash::app::KobukiFeed::inertia);
    QSignalSpy cliff(&feed, &robodash::app::KobukiFeed::cliff);
    QSignalSpy current(&feed, &robodash::app::KobukiFeed::current);
    QSignalSpy input(&feed, &robodash::app::KobukiFeed::generalPurposeInput);
    QSignalSpy dock(&feed, &robodash::app::KobukiFeed::dockIr);
    QSignalSpy rawGyro(&feed, &robodash::app::KobukiFeed::rawGyro);
    QSignalSpy firmware(&feed, &robodash::app::KobukiFeed::firmwareVersion);
    QSignalSpy udid(&feed, &robodash::app::KobukiFeed::udid);
    QSignalSpy identity(&m_session->link(), &robodash::link::RobotLink::identityComplete);
    QSignalSpy statistics(&m_session->link(), &robodash::link::RobotLink::statistics);

    m_session->link().connectTo(port(m_namespace));
    QTRY_VERIFY_WITH_TIMEOUT(m_session->link().isOnline(), kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(identity.count() > 0, kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(basic.count() > 10 && inertia.count() > 10 && cliff.count() > 10
                                 && current.count() > 10 && input.count() > 10
                                 && dock.count() > 10 && rawGyro.count() > 10,
                             kStartUpMs);
    QVERIFY(!firmware.isEmpty());
    QVERIFY(!udid.isEmpty());

    // The twin's battery is a charged pack (16.x V); a cliff sensor over the floor reads a
    // reflection, not zero; the UDID is the twin's, not zeros.
    const auto battery = basic.last().at(0).value<robodash::kobuki::BasicSensors>().battery;
    QVERIFY2(battery >= 140 && battery <= 170, qPrintable(QString::number(battery)));
    const auto bottom = cliff.last().at(0).value<robodash::kobuki::Cliff>().bottom;
    QVERIFY(bottom[0] > 0 && bottom[1] > 0 && bottom[2] > 0);
    const auto id = udid.last().at(0).value<robodash::kobuki::Udid>().udid;
    QVERIFY(id[0] != 0 || id[1] != 0 || id[2] != 0);
    // The bridge publishes debug/raw_data_stream while it is read: the robot's own bytes are
    // what the link (and so the wire inspector and a recording) gets.
    QTRY_VERIFY_WITH_TIMEOUT(!statistics.isEmpty()
                                 && statistics.last().at(0).value<robodash::link::LinkStatistics>().transportNote.contains(
                                     QStringLiteral("the robot's own bytes")),
                             kStartUpMs);
    // ... and frames, not messages, are what the status line counts then.
    QVERIFY(!statistics.last().at(0).value<robodash::link::LinkStatistics>().messages);
    // Frames are put together as the robot sends them: one sensors/core with the heading,
    // not a frame for each message.
    QVERIFY2(basic.count() * 2 > inertia.count(),
             qPrintable(QStringLiteral("%1 core, %2 heading").arg(basic.count()).arg(inertia.count())));
}

void TestNetworkKobuki::drivingReachesTheRobotAndStops()
{
    auto &link = m_session->link();
    QVERIFY(link.isOnline());
    QTimer stick;  // a held stick: the dashboard repeats its command at 20 Hz
    connect(&stick, &QTimer::timeout, &link, [&link] { link.drive(kDriveMmps / 1000.0, 0); });
    stick.start(50);
    QTRY_VERIFY_WITH_TIMEOUT(obeyedBaseControls(m_trace).contains(qMakePair(kDriveMmps, 0)),
                             kStartUpMs);
    stick.stop();
    link.stop();
    // The last command the twin obeyed is a stop, and it stays so.
    QTRY_VERIFY_WITH_TIMEOUT(!obeyedBaseControls(m_trace).isEmpty()
                                 && obeyedBaseControls(m_trace).last() == qMakePair(0, 0),
                             10000);
}

void TestNetworkKobuki::gainsAreWrittenAndReadBack()
{
    QSignalSpy gains(&m_session->kobuki(), &robodash::app::KobukiFeed::controllerInfo);
    m_session->kobukiControl().setControllerGains(0.2, 0.1, 0.05);
    const auto readBack = [&gains] {
        for (const auto &arguments : gains) {
            const auto info = arguments.at(0).value<robodash::kobuki::ControllerInfo>();
            if (info.type == 1 && info.pGain == 200 && info.iGain == 100 && info.dGain == 50)
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(readBack(), kStartUpMs);
    QFile trace(m_trace);
    QVERIFY(trace.open(QIODevice::ReadOnly));
    QVERIFY(trace.readAll().contains("\"name\":\"set_controller_gain\",\"gain_type\":1,\"p\":200,\"i\":100,\"d\":50"));
}

void TestNetworkKobuki::theSelfTestRunsOverTheNetwork()
{
    // A teacher checks a TurtleBot from the desk: `robodash-cli selftest ros2:/ns` drives,
    // turns and reads the robot through kobuki_ros's topics (the dashboard's session lets go
    // of nothing: both are clients of the same robot).
    QProcess selfTest;
    selfTest.start(QStringLiteral(ROBODASH_CLI_PATH),
                   {"selftest", port(m_namespace), "--gyro-seconds", "1"});
    QVERIFY(selfTest.waitForFinished(120000));
    const QString printed = QString::fromLocal8Bit(selfTest.readAllStandardOutput());
    QVERIFY2(selfTest.exitCode() == 0, qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("PASS  Motors and encoders: drive straight")),
             qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("PASS  Link and identity")), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral(" 0 failed")), qPrintable(printed));
}

void TestNetworkKobuki::theSafetyLayerRefusesDrivingIntoTheWall()
{
    // kobuki_ros has no hazard interlock of its own: the bumper comes over the network in
    // sensors/core, and the link's safety layer stops the robot, with the stick still held.
    auto &link = m_session->link();
    QSignalSpy safety(&link, &robodash::link::RobotLink::safetyChanged);
    QTimer stick;
    connect(&stick, &QTimer::timeout, &link, [&link] { link.drive(0.3, 0); });
    stick.start(50);
    const auto bumperEnforced = [&safety] {
        for (const auto &arguments : safety) {
            const auto status = arguments.at(0).value<robodash::core::SafetyStatus>();
            if (status.enforced.has(robodash::core::Hazard::Bumper) && status.refusing)
                return true;
        }
        return false;
    };
    // The room's wall is 1.7 m ahead of the start.
    QTRY_VERIFY_WITH_TIMEOUT(bumperEnforced(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!obeyedBaseControls(m_trace).isEmpty()
                                 && obeyedBaseControls(m_trace).last().first == 0,
                             10000);
    QVERIFY(stick.isActive());
    stick.stop();
    link.stop();
}

void TestNetworkKobuki::aNamespaceWithoutARobotIsNamed()
{
    RobotSession lonely("kobuki");
    QSignalSpy disconnected(&lonely.link(), &robodash::link::RobotLink::disconnected);
    lonely.link().connectTo(port(QStringLiteral("/nobody%1").arg(getpid())));
    QTRY_VERIFY_WITH_TIMEOUT(!disconnected.isEmpty(), kStartUpMs);
    const QString reason = disconnected.first().at(0).toString();
    QVERIFY2(reason.contains(QStringLiteral("no Kobuki at ros2:/nobody")), qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("domain %1").arg(m_domain)), qPrintable(reason));
    // What is there instead is named: the bridge's Kobuki, found by DDS discovery.
    QVERIFY2(reason.contains(QStringLiteral("found: %1 Kobuki").arg(m_namespace)), qPrintable(reason));
    QVERIFY(!lonely.link().isOnline());
}

void TestNetworkKobuki::theRobotGoingAwayAndBackIsFollowed()
{
    auto &link = m_session->link();
    QVERIFY(link.isOnline());
    QVERIFY(m_bridge.terminate(20000));
    QTRY_VERIFY_WITH_TIMEOUT(!link.isOnline(), 10000);
    QVERIFY(m_bridge.start(m_domain, m_namespace, {"--no-sensors"}));
    QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kStartUpMs * 2);
}

void TestNetworkKobuki::twoRobotsInOneNamespaceAreNamed()
{
    BridgeProcess second;
    QVERIFY(second.start(m_domain, m_namespace, {"--no-sensors"}));
    auto &link = m_session->link();
    QSignalSpy warnings(&link, &robodash::link::RobotLink::warning);
    link.disconnectFromRobot();
    link.connectTo(port(m_namespace));
    const auto named = [&warnings] {
        for (const auto &arguments : warnings) {
            if (arguments.at(0).toString().contains(QStringLiteral("2 robots publish")))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(named(), kStartUpMs);
    link.disconnectFromRobot();
    QVERIFY(second.terminate(20000));
}

QTEST_GUILESS_MAIN(TestNetworkKobuki)

}  // namespace tst_network_kobuki
#include "tst_network_kobuki.moc"

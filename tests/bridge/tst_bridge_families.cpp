// Every family on ROS 2 from its telemetry core, over real DDS on loopback: the virtual Rover
// Pro publishes odometry and battery and drives from commands/velocity like the Kobuki; and a
// topic given the sensor-data QoS (--sensor-qos odom, here on the virtual rFLEX) no longer
// feeds a reliable reader, which the bridge reports by name.
#include "BridgeProcess.h"
#include "DdsTestPeer.h"

#include <QTimer>
#include <QtTest>

#include <cmath>
#include <unistd.h>

namespace {

constexpr int kStartUpMs = 30000;
constexpr int kMotionMs = 20000;

}  // namespace

class TestBridgeFamilies : public QObject {
    Q_OBJECT
private slots:
    void roverPublishesAndDrives();
    void sensorQosIsTheUsersChoice();

private:
    // A domain for this run, apart from tst_bridge_loopback's (100..219) and
    // tst_bridge_cdr's (10..99), and a namespace tag of its own.
    const int m_domain = 220 + int(getpid() % 10);
    QString m_tag = QString::number(getpid());
};

void TestBridgeFamilies::roverPublishesAndDrives()
{
    BridgeProcess bridge;
    const QString rosNamespace = "/rover_" + m_tag;
    QVERIFY(bridge.start(m_domain, rosNamespace, {"--robot", "rover"}));
    DdsTestPeer peer(m_domain, rosNamespace.toStdString());
    QVERIFY2(peer.isValid(), peer.error().c_str());

    std::optional<OdometryView> latest;
    auto odometryWhere = [&](auto condition) {
        if (auto newest = peer.takeOdometry())
            latest = newest;
        return latest && condition(*latest);
    };
    QTRY_VERIFY_WITH_TIMEOUT(odometryWhere([](const OdometryView &) { return true; }), kStartUpMs);
    QCOMPARE(latest->frame, std::string("odom"));
    QTRY_VERIFY_WITH_TIMEOUT(peer.latestBattery().has_value(), kStartUpMs);
    QVERIFY(peer.latestBattery()->voltage > 0);
    QTRY_VERIFY_WITH_TIMEOUT(peer.latestNode().has_value(), kStartUpMs);
    QCOMPARE(peer.latestNode()->name, std::string("robodash_rover_node"));

    QTimer commands;
    commands.setInterval(100);
    connect(&commands, &QTimer::timeout, this, [&] { peer.sendVelocity(0.2, 0); });
    const double startX = latest->x;
    commands.start();
    QTRY_VERIFY_WITH_TIMEOUT(odometryWhere([&](const OdometryView &o) {
                                 return o.linear > 0.1 && o.x > startX + 0.02;
                             }),
                             kMotionMs);
    commands.stop();  // the 0.6 s timeout stops it, well within 0.5 m (2.5 s at 0.2 m/s)
    const double silentX = latest->x;
    QTRY_VERIFY_WITH_TIMEOUT(odometryWhere([](const OdometryView &o) {
                                 return std::abs(o.linear) < 0.005;
                             }),
                             kMotionMs);
    QVERIFY2(latest->x - silentX < 0.5, qPrintable(QString::number(latest->x - silentX)));
    QVERIFY(bridge.terminate(15000));
}

void TestBridgeFamilies::sensorQosIsTheUsersChoice()
{
    BridgeProcess bridge;
    const QString rosNamespace = "/rflex_" + m_tag;
    QVERIFY(bridge.start(m_domain, rosNamespace, {"--robot", "rflex", "--sensor-qos", "odom"}));
    DdsTestPeer peer(m_domain, rosNamespace.toStdString());  // a reliable odom reader
    QVERIFY2(peer.isValid(), peer.error().c_str());
    // The other topics still flow (the bridge is up and publishing)...
    QTRY_VERIFY_WITH_TIMEOUT(peer.latestBattery().has_value(), kStartUpMs);
    // ...but a best-effort odom never feeds this reliable reader, and the bridge says why.
    const QByteArray expected = "a reader of rt" + rosNamespace.toUtf8()
                                + "/odom cannot be matched: reliability";
    QTRY_VERIFY_WITH_TIMEOUT(bridge.standardError().contains(expected), kStartUpMs);
    QVERIFY(!peer.takeOdometry().has_value());
    QVERIFY(bridge.terminate(15000));
}

QTEST_GUILESS_MAIN(TestBridgeFamilies)
#include "tst_bridge_families.moc"

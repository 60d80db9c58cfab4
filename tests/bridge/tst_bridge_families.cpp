// Every family on ROS 2 from its telemetry core, over real DDS on loopback: the virtual Rover
// Pro publishes odometry and battery and drives from commands/velocity like the Kobuki; and a
// topic given the sensor-data QoS (--sensor-qos odom, here on the virtual rFLEX) no longer
// feeds a reliable reader, which the bridge reports by name. Each family's own topics reach a
// peer: a Rover Pro's batteries A and B, flipper and tracks; an rFLEX's sonars and bump
// panels, the latter latched by a --qos-profile file (a latched reader matches no other), and
// the sonars' poses on /tf_static, latched, read by a peer that joins after they were sent.
#include "BridgeProcess.h"
#include "DdsTestPeer.h"
#include "OdometryWatch.h"
#include "TopicProbe.h"

#include "bridge/RosNames.h"
#include "rflex/RobotDescription.h"
#include "sensor_msgs.h"
#include "std_msgs.h"
#include "tf2_msgs.h"
#include "DdsTestDomain.h"

#include <QTemporaryFile>

#include <QTimer>
#include <QtTest>

#include <cmath>
#include <unistd.h>

namespace tst_bridge_families {  // this file's names, apart in a unity batch

namespace {

constexpr int kStartUpMs = 30000;
constexpr int kMotionMs = 20000;

}  // namespace

class TestBridgeFamilies : public QObject {
    Q_OBJECT
private slots:
    void roverPublishesAndDrives();
    void sensorQosIsTheUsersChoice();
    void rflexDrivesOnlyWithMotorsOn();

private:
    void roverFamilyTopicsArrive(TopicProbe &probe, const std::string &rosNamespace);
    void rflexFamilyTopicsArrive(TopicProbe &probe, const std::string &rosNamespace);
    void rflexSonarPosesAreStatic(TopicProbe &probe);

    // A domain for this run, apart from tst_bridge_loopback's (100..219) and
    // tst_bridge_cdr's (10..99), and a namespace tag of its own.
    const int m_domain = robodash::testprogram::DdsTestDomain::reserve();
    QString m_tag = QString::number(getpid());
};

void TestBridgeFamilies::roverPublishesAndDrives()
{
    BridgeProcess bridge;
    const QString rosNamespace = "/rover_" + m_tag;
    // The bridge's own names (the other families'), not Rover Robotics' driver's.
    QVERIFY(bridge.start(m_domain, rosNamespace, {"--robot", "rover", "--ros-profile", "robodash"}));
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
    TopicProbe probe(m_domain);
    QVERIFY2(probe.isValid(), probe.error().c_str());
    roverFamilyTopicsArrive(probe, rosNamespace.toStdString());
    if (QTest::currentTestFailed())
        return;

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
    QTemporaryFile profile;
    QVERIFY(profile.open());
    profile.write(R"({"events/bump_panels": {"durability": "transient_local", "depth": 1}})");
    profile.flush();
    QVERIFY(bridge.start(m_domain, rosNamespace, {"--robot", "rflex", "--sensor-qos", "odom",
                                                  "--qos-profile", profile.fileName()}));
    DdsTestPeer peer(m_domain, rosNamespace.toStdString());  // a reliable odom reader
    QVERIFY2(peer.isValid(), peer.error().c_str());
    // The other topics still flow (the bridge is up and publishing)...
    QTRY_VERIFY_WITH_TIMEOUT(peer.latestBattery().has_value(), kStartUpMs);
    // ...but a best-effort odom never feeds this reliable reader, and the bridge says why.
    const QByteArray expected = "a reader of rt" + rosNamespace.toUtf8()
                                + "/odom cannot be matched: reliability";
    QTRY_VERIFY_WITH_TIMEOUT(bridge.standardError().contains(expected), kStartUpMs);
    QVERIFY(!peer.takeOdometry().has_value());
    TopicProbe probe(m_domain);
    QVERIFY2(probe.isValid(), probe.error().c_str());
    rflexFamilyTopicsArrive(probe, rosNamespace.toStdString());
    if (QTest::currentTestFailed())
        return;
    QVERIFY(bridge.terminate(15000));
}

void TestBridgeFamilies::rflexDrivesOnlyWithMotorsOn()
{
    // An rFLEX's motors are off (braked) at every connect: velocity from the network does
    // nothing until commands/motors says true, as the dashboard's switch would.
    BridgeProcess bridge;
    const QString rosNamespace = "/atrv_" + m_tag;
    QVERIFY(bridge.start(m_domain, rosNamespace, {"--robot", "rflex"}));
    DdsTestPeer peer(m_domain, rosNamespace.toStdString());
    QVERIFY2(peer.isValid(), peer.error().c_str());
    TopicProbe probe(m_domain);
    QVERIFY2(probe.isValid(), probe.error().c_str());
    OdometryWatch odometry(peer);
    QTRY_VERIFY_WITH_TIMEOUT(odometry.any(), kStartUpMs);
    rflexSonarPosesAreStatic(probe);
    if (QTest::currentTestFailed())
        return;
    const double startX = odometry.latest()->x;
    QTimer commands;
    commands.setInterval(100);
    connect(&commands, &QTimer::timeout, this, [&] { peer.sendVelocity(0.2, 0); });
    commands.start();
    QTest::qWait(2000);
    QVERIFY(odometry.where([&](const OdometryView &o) { return std::abs(o.x - startX) < 0.005; }));

    const dds_entity_t motors = probe.writer(
        &std_msgs_msg_dds__Bool__desc,
        robodash::bridge::RosNames::ddsTopic(rosNamespace.toStdString(), "commands/motors"));
    const std_msgs_msg_dds__Bool_ on{true};
    QVERIFY(probe.write(motors, &on));
    QTRY_VERIFY_WITH_TIMEOUT(odometry.where([&](const OdometryView &o) {
                                 return o.x > startX + 0.05;
                             }),
                             kMotionMs);
    commands.stop();
    QVERIFY(bridge.terminate(15000));
}

void TestBridgeFamilies::roverFamilyTopicsArrive(TopicProbe &probe, const std::string &rosNamespace)
{
    using robodash::bridge::RosNames;
    const dds_entity_t batteryA = probe.reader(&sensor_msgs_msg_dds__BatteryState__desc,
                                               RosNames::ddsTopic(rosNamespace, "battery_a_state"));
    const dds_entity_t batteryB = probe.reader(&sensor_msgs_msg_dds__BatteryState__desc,
                                               RosNames::ddsTopic(rosNamespace, "battery_b_state"));
    const dds_entity_t flipper = probe.reader(&std_msgs_msg_dds__Float32__desc,
                                              RosNames::ddsTopic(rosNamespace, "flipper/position"));
    const dds_entity_t joints = probe.reader(&sensor_msgs_msg_dds__JointState__desc,
                                             RosNames::ddsTopic(rosNamespace, "joint_states"));
    std::string locationA, locationB, track;
    float voltsA = 0, percentB = -1;
    int flipperAngles = 0;
    QTRY_VERIFY_WITH_TIMEOUT(
        (probe.takeEach<sensor_msgs_msg_dds__BatteryState_>(batteryA,
                                                            [&](const auto &s) {
                                                                locationA = s.location;
                                                                voltsA = s.voltage;
                                                            }),
         probe.takeEach<sensor_msgs_msg_dds__BatteryState_>(batteryB,
                                                            [&](const auto &s) {
                                                                locationB = s.location;
                                                                percentB = s.percentage;
                                                            }),
         flipperAngles += probe.takeEach<std_msgs_msg_dds__Float32_>(flipper, [](const auto &) {}),
         probe.takeEach<sensor_msgs_msg_dds__JointState_>(
             joints, [&](const auto &s) { track = s.name._length ? s.name._buffer[0] : ""; }),
         !locationA.empty() && !locationB.empty() && flipperAngles > 0 && !track.empty()),
        kStartUpMs);
    QCOMPARE(locationA, std::string("A"));
    QCOMPARE(locationB, std::string("B"));
    QVERIFY2(voltsA > 10 && voltsA < 40, qPrintable(QString::number(voltsA)));
    QVERIFY2(percentB >= 0 && percentB <= 1, qPrintable(QString::number(percentB)));
    QCOMPARE(track, std::string("left_track_joint"));
}

void TestBridgeFamilies::rflexFamilyTopicsArrive(TopicProbe &probe, const std::string &rosNamespace)
{
    using robodash::bridge::RosNames;
    const dds_entity_t sonar = probe.reader(&sensor_msgs_msg_dds__Range__desc,
                                            RosNames::ddsTopic(rosNamespace, "sonar/range_0"));
    // Latched by the profile file: this reader matches only a transient-local writer.
    const dds_entity_t bumps = probe.reader(&std_msgs_msg_dds__UInt32__desc,
                                            RosNames::ddsTopic(rosNamespace, "events/bump_panels"),
                                            true);
    std::string frame;
    float range = 0, maxRange = 0;
    int masks = 0;
    std::uint32_t mask = 0xffffffff;
    QTRY_VERIFY_WITH_TIMEOUT(
        (probe.takeEach<sensor_msgs_msg_dds__Range_>(sonar,
                                                     [&](const auto &s) {
                                                         frame = s.header.frame_id;
                                                         range = s.range;
                                                         maxRange = s.max_range;
                                                     }),
         masks += probe.takeEach<std_msgs_msg_dds__UInt32_>(bumps,
                                                             [&](const auto &s) { mask = s.data; }),
         !frame.empty() && masks > 0),
        kStartUpMs);
    QCOMPARE(frame, std::string("sonar_0"));
    QVERIFY2(range > 0, qPrintable(QString::number(range)));  // a range, or +inf: no echo
    QVERIFY(maxRange > 0);
    QCOMPARE(mask, 0u);  // neither panel pressed in an open room
}

void TestBridgeFamilies::rflexSonarPosesAreStatic(TopicProbe &probe)
{
    // Sent once, at start, long before this reader: only a latched writer still has it.
    const dds_entity_t tfStatic = probe.reader(&tf2_msgs_msg_dds__TFMessage__desc,
                                               "rt/tf_static", true);
    struct Seen {
        std::string parent, child;
        double x = 0, y = 0, yaw = 0;
    };
    std::vector<Seen> seen;
    QTRY_VERIFY_WITH_TIMEOUT(
        (probe.takeEach<tf2_msgs_msg_dds__TFMessage_>(
             tfStatic,
             [&](const auto &message) {
                 seen.clear();
                 for (std::uint32_t i = 0; i < message.transforms._length; ++i) {
                     const auto &t = message.transforms._buffer[i];
                     seen.push_back({t.header.frame_id, t.child_frame_id,
                                     t.transform.translation.x, t.transform.translation.y,
                                     2 * std::atan2(t.transform.rotation.z,
                                                    t.transform.rotation.w)});
                 }
             }),
         !seen.empty()),
        kStartUpMs);
    // The virtual ATRV-Jr's ring, as its robot description places it.
    const auto ring = robodash::rflex::RobotDescription::atrvJr().sonars;
    QCOMPARE(seen.size(), ring.size());
    for (const std::size_t slot : {std::size_t(0), std::size_t(2), std::size_t(9), ring.size() - 1}) {
        const Seen &pose = seen[slot];
        QCOMPARE(pose.parent, std::string("base"));
        QCOMPARE(pose.child, "sonar_" + std::to_string(slot));
        QVERIFY(std::abs(pose.x - ring[slot].xMetres) < 1e-9);
        QVERIFY(std::abs(pose.y - ring[slot].yMetres) < 1e-9);
        QVERIFY2(std::abs(std::remainder(pose.yaw - ring[slot].angleRadians, 2 * M_PI)) < 1e-9,
                 qPrintable(QString::number(pose.yaw)));
    }
}

QTEST_GUILESS_MAIN(TestBridgeFamilies)

}  // namespace tst_bridge_families
#include "tst_bridge_families.moc"

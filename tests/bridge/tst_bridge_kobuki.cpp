// The Kobuki's kobuki_ros interface end to end over real DDS on loopback: a virtual Kobuki of
// this test's own (`robodash-cli sim --trace`, so every command it obeys is on record), the
// bridge on its port in another process, and plain Cyclone DDS peers here. The peers read
// the sensors and events kobuki_ros publishes (a bumper pressed against the room's wall), a
// late joiner reads the latched version_info, and the commands take effect on the twin: LED
// and sound in its trace, gains read back on controller_info, motor power and odometry reset
// in the odometry. Waits are for conditions with generous limits, never for timing.
#include "BridgeProcess.h"
#include "DdsTestPeer.h"
#include "OdometryWatch.h"
#include "TopicProbe.h"
#include "TwinProcess.h"

#include "bridge/RosNames.h"
#include "kobuki_ros_interfaces.h"
#include "sensor_msgs.h"
#include "std_msgs.h"
#include "DdsTestDomain.h"

#include <QTimer>
#include <QtTest>

#include <cmath>
#include <unistd.h>

namespace tst_bridge_kobuki {  // this file's names, apart in a unity batch

using robodash::bridge::RosNames;

namespace {

constexpr int kStartUpMs = 30000;
constexpr int kMotionMs = 30000;
constexpr double kCommandMps = 0.2;
constexpr std::uint8_t kLedRed = 3;
constexpr std::uint16_t kLed1RedBit = 0x0100;
constexpr std::uint8_t kSoundCleaningEnd = 6;
constexpr std::uint8_t kPressed = 1;
constexpr std::uint8_t kCentre = 1;

}  // namespace

class TestBridgeKobuki : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void publishesSensorsAsKobukiRos();
    void lateJoinerReadsLatchedInfo();
    void ledAndSoundReachTheTwin();
    void eachOutputCommandChangesOnlyItsOwnBits();
    void gainsAreSetAndReadBack();
    void gainsOutOfRangeAreRefused();
    void motorPowerOffHoldsTheRobot();
    void resetOdometryZeroesThePose();
    void bumperEventWhenTheWallIsHit();
    void rawDataShowsTheBytesBothWays();
    void cleanupTestCase();

private:
    std::string topic(const char *rosName) const
    {
        return RosNames::ddsTopic(m_namespace.toStdString(), rosName);
    }
    bool traceContains(const QByteArray &text) const { return m_twin.traceContains(text); }
    bool controllerInfoIs(double p, double i, double d);

    QString m_namespace;
    TwinProcess m_twin;
    BridgeProcess m_bridge;
    std::unique_ptr<DdsTestPeer> m_peer;
    std::unique_ptr<TopicProbe> m_probe;
    std::unique_ptr<OdometryWatch> m_odometry;
    dds_entity_t m_controllerInfo = 0;
    std::optional<kobuki_ros_interfaces_msg_dds__ControllerInfo_> m_gains;
    QTimer m_commands;
};

void TestBridgeKobuki::initTestCase()
{
    // Domains 230..232: apart from the other bridge tests' (10..229).
    const int domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/kobuki_%1").arg(getpid());
    QVERIFY(m_twin.start(QStringLiteral("robodash-kobuki-%1").arg(getpid()), kStartUpMs));
    QVERIFY(m_bridge.startOnPort(m_twin.port(), domain, m_namespace));
    m_peer = std::make_unique<DdsTestPeer>(domain, m_namespace.toStdString());
    QVERIFY2(m_peer->isValid(), m_peer->error().c_str());
    m_odometry = std::make_unique<OdometryWatch>(*m_peer);
    m_probe = std::make_unique<TopicProbe>(domain);
    QVERIFY2(m_probe->isValid(), m_probe->error().c_str());
    m_controllerInfo = m_probe->reader(&kobuki_ros_interfaces_msg_dds__ControllerInfo__desc,
                                       topic("controller_info"), true);
    QVERIFY(m_controllerInfo > 0);
    m_commands.setInterval(100);
    connect(&m_commands, &QTimer::timeout, this, [this] { m_peer->sendVelocity(kCommandMps, 0); });
}

void TestBridgeKobuki::publishesSensorsAsKobukiRos()
{
    const dds_entity_t joints = m_probe->reader(&sensor_msgs_msg_dds__JointState__desc,
                                                topic("joint_states"));
    const dds_entity_t core = m_probe->reader(&kobuki_ros_interfaces_msg_dds__SensorState__desc,
                                              topic("sensors/core"));
    const dds_entity_t imu = m_probe->reader(&sensor_msgs_msg_dds__Imu__desc,
                                             topic("sensors/imu_data"));
    const dds_entity_t rawImu = m_probe->reader(&sensor_msgs_msg_dds__Imu__desc,
                                                topic("sensors/imu_data_raw"));
    const dds_entity_t dockIr = m_probe->reader(&kobuki_ros_interfaces_msg_dds__DockInfraRed__desc,
                                                topic("sensors/dock_ir"));
    std::string firstJoint, imuFrame, rawImuFrame;
    int battery = 0, bottoms = 0, irBytes = -1;
    QTRY_VERIFY_WITH_TIMEOUT(
        (m_probe->takeEach<sensor_msgs_msg_dds__JointState_>(
             joints, [&](const auto &s) { firstJoint = s.name._length ? s.name._buffer[0] : ""; }),
         m_probe->takeEach<kobuki_ros_interfaces_msg_dds__SensorState_>(
             core, [&](const auto &s) { battery = s.battery; bottoms = int(s.bottom._length); }),
         m_probe->takeEach<sensor_msgs_msg_dds__Imu_>(
             imu, [&](const auto &s) { imuFrame = s.header.frame_id; }),
         m_probe->takeEach<sensor_msgs_msg_dds__Imu_>(
             rawImu, [&](const auto &s) { rawImuFrame = s.header.frame_id; }),
         m_probe->takeEach<kobuki_ros_interfaces_msg_dds__DockInfraRed_>(
             dockIr, [&](const auto &s) { irBytes = int(s.data._length); }),
         !firstJoint.empty() && battery > 0 && !imuFrame.empty() && !rawImuFrame.empty()
             && irBytes >= 0),
        kStartUpMs);
    QCOMPARE(firstJoint, std::string("wheel_left_joint"));
    QVERIFY2(battery > 100 && battery < 200, qPrintable(QString::number(battery)));  // 0.1 V
    QCOMPARE(bottoms, 3);  // right, centre, left cliff PSD
    QCOMPARE(imuFrame, std::string("gyro_link"));
    QCOMPARE(rawImuFrame, std::string("gyro_link"));
    QCOMPARE(irBytes, 3);
}

void TestBridgeKobuki::lateJoinerReadsLatchedInfo()
{
    // Joins only now, long after the handshake: only a latched writer still has these.
    const dds_entity_t version = m_probe->reader(&kobuki_ros_interfaces_msg_dds__VersionInfo__desc,
                                                 topic("version_info"), true);
    const dds_entity_t robotState = m_probe->reader(
        &kobuki_ros_interfaces_msg_dds__RobotStateEvent__desc, topic("events/robot_state"), true);
    std::string hardware, firmware, software;
    unsigned udidWords = 0;
    int state = -1;
    QTRY_VERIFY_WITH_TIMEOUT(
        (m_probe->takeEach<kobuki_ros_interfaces_msg_dds__VersionInfo_>(
             version,
             [&](const auto &s) {
                 hardware = s.hardware;
                 firmware = s.firmware;
                 software = s.software;
                 udidWords = s.udid._length;
             }),
         m_probe->takeEach<kobuki_ros_interfaces_msg_dds__RobotStateEvent_>(
             robotState, [&](const auto &s) { state = s.state; }),
         !firmware.empty() && state >= 0),
        kStartUpMs);
    QVERIFY2(QByteArray::fromStdString(firmware).startsWith("1."), firmware.c_str());
    QVERIFY(!hardware.empty());
    QVERIFY2(QByteArray::fromStdString(software).startsWith("robodash"), software.c_str());
    QCOMPARE(udidWords, 3u);
    QCOMPARE(state, 1);  // ONLINE
}

void TestBridgeKobuki::ledAndSoundReachTheTwin()
{
    const dds_entity_t led = m_probe->writer(&kobuki_ros_interfaces_msg_dds__Led__desc,
                                             topic("commands/led1"));
    const dds_entity_t sound = m_probe->writer(&kobuki_ros_interfaces_msg_dds__Sound__desc,
                                               topic("commands/sound"));
    const kobuki_ros_interfaces_msg_dds__Led_ red{kLedRed};
    QVERIFY(m_probe->write(led, &red));
    const kobuki_ros_interfaces_msg_dds__Sound_ cleaningEnd{kSoundCleaningEnd};
    QVERIFY(m_probe->write(sound, &cleaningEnd));
    // Rails on (0x00F0, the power-on word kept) and LED1 red: 0x01F0 = 496.
    const QByteArray word = QByteArray::number(0x00F0 | kLed1RedBit);
    QTRY_VERIFY_WITH_TIMEOUT(traceContains("\"general_purpose_output\",\"word\":" + word),
                             kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(traceContains("\"sound_sequence\",\"sequence\":6"), kStartUpMs);
}

// The driver owns the one output word; the bridge sends each change alone: LED1 red from the
// test before survives a digital output (one pin in the mask) and LED2 green.
void TestBridgeKobuki::eachOutputCommandChangesOnlyItsOwnBits()
{
    const dds_entity_t digital = m_probe->writer(
        &kobuki_ros_interfaces_msg_dds__DigitalOutput__desc, topic("commands/digital_output"));
    const dds_entity_t led2 = m_probe->writer(&kobuki_ros_interfaces_msg_dds__Led__desc,
                                              topic("commands/led2"));
    kobuki_ros_interfaces_msg_dds__DigitalOutput_ pin0{};
    pin0.values[0] = true;
    pin0.values[1] = true;  // outside the mask: kept low
    pin0.mask[0] = true;
    QVERIFY(m_probe->write(digital, &pin0));
    const kobuki_ros_interfaces_msg_dds__Led_ green{1};
    QVERIFY(m_probe->write(led2, &green));
    // Rails on, LED1 red (0x0100), output 0 (0x0001), LED2 green (0x0800): 0x09F1 = 2545.
    const QByteArray word = QByteArray::number(0x00F0 | kLed1RedBit | 0x0001 | 0x0800);
    QTRY_VERIFY_WITH_TIMEOUT(traceContains("\"general_purpose_output\",\"word\":" + word),
                             kStartUpMs);
}

bool TestBridgeKobuki::controllerInfoIs(double p, double i, double d)
{
    m_probe->takeEach<kobuki_ros_interfaces_msg_dds__ControllerInfo_>(
        m_controllerInfo, [&](const auto &s) { m_gains = s; });
    return m_gains && std::abs(m_gains->p_gain - p) < 1e-9 && std::abs(m_gains->i_gain - i) < 1e-9
           && std::abs(m_gains->d_gain - d) < 1e-9;
}

void TestBridgeKobuki::gainsAreSetAndReadBack()
{
    QTRY_VERIFY_WITH_TIMEOUT(controllerInfoIs(100, 0.1, 2), kStartUpMs);  // the factory's
    QCOMPARE(int(m_gains->type), 0);
    const dds_entity_t writer = m_probe->writer(
        &kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, topic("commands/controller_info"));
    const kobuki_ros_interfaces_msg_dds__ControllerInfo_ gains{1, 50, 0.5, 1.5};
    QVERIFY(m_probe->write(writer, &gains));
    // The twin stores them and the driver reads them back: the robot's word, not an echo.
    QTRY_VERIFY_WITH_TIMEOUT(controllerInfoIs(50, 0.5, 1.5), kStartUpMs);
    QCOMPARE(int(m_gains->type), 1);
}

void TestBridgeKobuki::gainsOutOfRangeAreRefused()
{
    const dds_entity_t writer = m_probe->writer(
        &kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, topic("commands/controller_info"));
    const kobuki_ros_interfaces_msg_dds__ControllerInfo_ tooHigh{1, 20000, 0.5, 1.5};
    QVERIFY(m_probe->write(writer, &tooHigh));
    QTRY_VERIFY_WITH_TIMEOUT(m_bridge.standardError().contains("gains are 0 to 10000"), kStartUpMs);
    QVERIFY(!traceContains("\"p\":20000000"));
    QVERIFY(controllerInfoIs(50, 0.5, 1.5));
}

void TestBridgeKobuki::motorPowerOffHoldsTheRobot()
{
    const dds_entity_t power = m_probe->writer(&kobuki_ros_interfaces_msg_dds__MotorPower__desc,
                                               topic("commands/motor_power"));
    QTRY_VERIFY_WITH_TIMEOUT(m_odometry->still(), kStartUpMs);
    const kobuki_ros_interfaces_msg_dds__MotorPower_ off{0};
    QVERIFY(m_probe->write(power, &off));
    QTest::qWait(500);  // let the switch arrive before the commands do
    const double startX = m_odometry->latest()->x;
    m_commands.start();
    QTest::qWait(2000);  // 20 commands: enough to move 0.3 m if they were followed
    QVERIFY(m_odometry->where([&](const OdometryView &o) {
        return std::abs(o.linear) < 0.005 && std::abs(o.x - startX) < 0.005;
    }));
    const kobuki_ros_interfaces_msg_dds__MotorPower_ on{1};
    QVERIFY(m_probe->write(power, &on));
    QTRY_VERIFY_WITH_TIMEOUT(m_odometry->where([&](const OdometryView &o) {
                                 return o.linear > kCommandMps / 2 && o.x > startX + 0.05;
                             }),
                             kMotionMs);
    m_commands.stop();
    QTRY_VERIFY_WITH_TIMEOUT(m_odometry->still(), kMotionMs);
}

void TestBridgeKobuki::resetOdometryZeroesThePose()
{
    // Where the last test left it.
    QVERIFY(m_odometry->latest() && m_odometry->latest()->x > 0.05);
    const dds_entity_t reset = m_probe->writer(&std_msgs_msg_dds__Empty__desc,
                                               topic("commands/reset_odometry"));
    const std_msgs_msg_dds__Empty_ empty{};
    QVERIFY(m_probe->write(reset, &empty));
    QTRY_VERIFY_WITH_TIMEOUT(m_odometry->where([](const OdometryView &o) {
                                 return std::abs(o.x) < 0.01 && std::abs(o.y) < 0.01;
                             }),
                             kStartUpMs);
}

void TestBridgeKobuki::bumperEventWhenTheWallIsHit()
{
    // The room's wall is 1.7 m ahead of the start: driving on, the centre bumper meets it
    // (and the safety layer stops the robot).
    const dds_entity_t bumper = m_probe->reader(&kobuki_ros_interfaces_msg_dds__BumperEvent__desc,
                                                topic("events/bumper"));
    std::optional<kobuki_ros_interfaces_msg_dds__BumperEvent_> pressed;
    m_commands.start();
    QTRY_VERIFY_WITH_TIMEOUT((m_probe->takeEach<kobuki_ros_interfaces_msg_dds__BumperEvent_>(
                                  bumper,
                                  [&](const auto &s) {
                                      if (s.state == kPressed && !pressed)
                                          pressed = s;
                                  }),
                              pressed.has_value()),
                             60000);
    m_commands.stop();
    QCOMPARE(int(pressed->bumper), int(kCentre));
}

void TestBridgeKobuki::rawDataShowsTheBytesBothWays()
{
    // kobuki_ros's debug topics, in its formats: received frames "{ AA 55 ... }", commands
    // "[ 0xaa 0x55 ... ]". The bridge taps the wire only once a reader is matched, so the
    // sound is sent until its command shows (the first may go before the tap is on).
    const dds_entity_t stream = m_probe->reader(&std_msgs_msg_dds__String__desc,
                                                topic("debug/raw_data_stream"));
    const dds_entity_t command = m_probe->reader(&std_msgs_msg_dds__String__desc,
                                                 topic("debug/raw_data_command"));
    const dds_entity_t sound = m_probe->writer(&kobuki_ros_interfaces_msg_dds__Sound__desc,
                                               topic("commands/sound"));
    QByteArray feedback, soundCommand;
    const kobuki_ros_interfaces_msg_dds__Sound_ cleaningEnd{kSoundCleaningEnd};
    QTimer resend;
    connect(&resend, &QTimer::timeout, this, [&] { m_probe->write(sound, &cleaningEnd, 0); });
    resend.start(500);
    QTRY_VERIFY_WITH_TIMEOUT(
        (m_probe->takeEach<std_msgs_msg_dds__String_>(stream,
                                                      [&](const auto &s) {
                                                          // Basic sensor data: id 1, 15 octets.
                                                          if (QByteArray(s.data).contains(
                                                                  " 01 0F "))
                                                              feedback = s.data;
                                                      }),
         m_probe->takeEach<std_msgs_msg_dds__String_>(command,
                                                      [&](const auto &s) {
                                                          // Sound sequence: id 4, 1 octet, 6.
                                                          if (QByteArray(s.data).contains(
                                                                  "0x04 0x01 0x06 "))
                                                              soundCommand = s.data;
                                                      }),
         !feedback.isEmpty() && !soundCommand.isEmpty()),
        kStartUpMs);
    resend.stop();
    QVERIFY2(feedback.startsWith("{ AA 55 ") && feedback.endsWith(" }"), feedback.constData());
    QVERIFY2(soundCommand.startsWith("[ 0xaa 0x55 ") && soundCommand.endsWith(" ]"),
             soundCommand.constData());
    QVERIFY(traceContains("\"sound_sequence\",\"sequence\":6"));
}

void TestBridgeKobuki::cleanupTestCase()
{
    m_commands.stop();
    m_odometry.reset();
    m_peer.reset();
    m_probe.reset();
    QVERIFY(m_bridge.terminate(15000));
    QVERIFY(m_twin.stop(15000));
}

QTEST_GUILESS_MAIN(TestBridgeKobuki)

}  // namespace tst_bridge_kobuki
#include "tst_bridge_kobuki.moc"

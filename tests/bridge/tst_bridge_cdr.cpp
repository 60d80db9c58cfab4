// The CDR the bridge writes equals, byte for byte, what an independent ROS 2 encoder makes
// of the same values (@foxglove/rosmsg2-serialization; bridge/tests/reference/make-reference.js
// wrote the .hex files and mirrors the values below). Serialization is Cyclone DDS's own,
// through the bridge's writers and QoS (CdrCapture); messages the bridge fills from the
// telemetry core are made by RosMessages, so their field layout is checked too. The MCAP
// export's CdrSerializer must give the same bytes as Cyclone's writer.
#include "CdrCapture.h"

#include "bridge/CdrSerializer.h"
#include "bridge/KobukiMessages.h"
#include "bridge/RosMessages.h"
#include "bridge/DiscoveryAnnouncer.h"
#include "kobuki_ros_interfaces.h"
#include "rmw_dds_common.h"
#include "rmw_dds_common_humble.h"
#include "DdsTestDomain.h"

#include <QFile>
#include <QtTest>

#include <unistd.h>

namespace tst_bridge_cdr {  // this file's names, apart in a unity batch

using robodash::bridge::KobukiMessages;
using robodash::bridge::RosMessages;
using robodash::bridge::RosTime;

namespace {

QByteArray reference(const char *name)
{
    QFile file(QStringLiteral(ROBODASH_BRIDGE_REFERENCE_DIR "/%1.hex").arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QByteArray::fromHex(file.readAll().simplified().replace(' ', ""));
}

const RosTime kStamp{1700000000, 123456789};

geometry_msgs_msg_dds__Quaternion_ quaternion() { return {0.0, 0.0, 0.5, -0.75}; }

geometry_msgs_msg_dds__Pose_ pose() { return {{1.5, -0.25, 0}, quaternion()}; }

void fillCovariance(double (&covariance)[36])
{
    for (int i = 0; i < 36; ++i)
        covariance[i] = i * 0.5;
}

geometry_msgs_msg_dds__Twist_ twist() { return {{0.2, 0, 0}, {0, 0, -0.5}}; }

robodash::core::OdometryState odometryState()
{
    robodash::core::OdometryState state;
    state.pose = {1.5, -0.25, 0};
    state.distanceMetres = 3;  // not in the message
    state.velocity = {0.2, 0.5};
    state.headingFromGyro = true;
    return state;
}

rmw_dds_common_msg_dds__Gid_ gid(int first)
{
    rmw_dds_common_msg_dds__Gid_ value{};
    for (int i = 0; i < 16; ++i)
        value.data[i] = std::uint8_t(first + i);
    return value;
}

// Humble's Gid: the same 16 octets, then 8 zeros.
rmw_dds_common_humble_msg_dds__Gid_ humbleGid(int first)
{
    rmw_dds_common_humble_msg_dds__Gid_ value{};
    for (int i = 0; i < 16; ++i)
        value.data[i] = std::uint8_t(first + i);
    return value;
}

// A sequence viewing `values` (the message does not own them).
template <class Sequence, class Value, std::size_t N>
Sequence sequenceOf(Value (&values)[N])
{
    Sequence sequence{};
    sequence._maximum = sequence._length = std::uint32_t(N);
    sequence._buffer = values;
    sequence._release = false;
    return sequence;
}

char *text(const char *value) { return const_cast<char *>(value); }

const std::string kOdom = "odom";
const std::string kBase = "base";

}  // namespace

class TestBridgeCdr : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void plainTypes();
    void coreMessages();
    void sequences();
    void discoveryInfo();
    void valueMessages();
    void sensorMessages();
    void kobukiSensorMessages();
    void kobukiEvents();
    void kobukiInfo();
    void kobukiCommands();
    void discoveryInfoForHumble();

private:
    void compare(const char *name, const dds_topic_descriptor_t *type, const void *sample);
    std::unique_ptr<CdrCapture> m_capture;
};

void TestBridgeCdr::initTestCase()
{
    m_capture = std::make_unique<CdrCapture>(robodash::testprogram::DdsTestDomain::reserve());
    QVERIFY2(m_capture->isValid(), m_capture->error().c_str());
}

void TestBridgeCdr::compare(const char *name, const dds_topic_descriptor_t *type, const void *sample)
{
    const QByteArray expected = reference(name);
    QVERIFY2(expected.size() > 4, name);
    const QByteArray actual = m_capture->serialize(type, sample);
    QVERIFY2(actual.size() > 4, name);
    // XCDR1, little-endian: the representation rmw_cyclonedds and every ROS 2 reader expect.
    QCOMPARE(actual.left(2).toHex(), QByteArray("0001"));
    QCOMPARE(expected.left(2).toHex(), QByteArray("0001"));
    // Cyclone pads a payload to a multiple of 4 with zeros and says how many in the last two
    // bits of the header's options (XTypes 1.3, 7.6.3.1.2), where the reference encoder
    // writes none; readers skip them either way. The payloads must agree byte for byte.
    const int padding = actual.at(3) & 3;
    QCOMPARE(actual.at(2), '\0');
    QCOMPARE(actual.at(3) & ~3, 0);
    QCOMPARE(actual.size() % 4, 0);
    QCOMPARE(actual.right(padding), QByteArray(padding, '\0'));
    const QByteArray payload = actual.mid(4, actual.size() - 4 - padding);
    if (payload != expected.mid(4))
        qWarning("%s\n  cyclone   %s\n  reference %s", name, actual.toHex(' ').constData(),
                 expected.toHex(' ').constData());
    QCOMPARE(payload.toHex(), expected.mid(4).toHex());
    // The MCAP export's serializer (no DDS) gives the bytes Cyclone put on the wire, padding
    // and options included.
    const std::string exported = robodash::bridge::CdrSerializer::serialize(type, sample);
    QCOMPARE(QByteArray::fromStdString(exported).toHex(), actual.toHex());
}

void TestBridgeCdr::plainTypes()
{
    compare("builtin_interfaces__Time", &builtin_interfaces_msg_dds__Time__desc, &kStamp);
    const std_msgs_msg_dds__Header_ header{kStamp, const_cast<char *>("odom")};
    compare("std_msgs__Header", &std_msgs_msg_dds__Header__desc, &header);
    const geometry_msgs_msg_dds__Vector3_ vector{1.5, -2.25, 0.125};
    compare("geometry_msgs__Vector3", &geometry_msgs_msg_dds__Vector3__desc, &vector);
    const geometry_msgs_msg_dds__Quaternion_ rotation = quaternion();
    compare("geometry_msgs__Quaternion", &geometry_msgs_msg_dds__Quaternion__desc, &rotation);
    const geometry_msgs_msg_dds__Pose_ position = pose();
    compare("geometry_msgs__Pose", &geometry_msgs_msg_dds__Pose__desc, &position);
    geometry_msgs_msg_dds__PoseWithCovariance_ poseWithCovariance{pose(), {}};
    fillCovariance(poseWithCovariance.covariance);
    compare("geometry_msgs__PoseWithCovariance", &geometry_msgs_msg_dds__PoseWithCovariance__desc,
            &poseWithCovariance);
    const geometry_msgs_msg_dds__Twist_ velocity = twist();
    compare("geometry_msgs__Twist", &geometry_msgs_msg_dds__Twist__desc, &velocity);
    geometry_msgs_msg_dds__TwistWithCovariance_ twistWithCovariance{twist(), {}};
    fillCovariance(twistWithCovariance.covariance);
    compare("geometry_msgs__TwistWithCovariance",
            &geometry_msgs_msg_dds__TwistWithCovariance__desc, &twistWithCovariance);
}

void TestBridgeCdr::coreMessages()
{
    const auto transform = RosMessages::transform({1.5, -0.25, 0}, kStamp, kOdom, kBase);
    compare("geometry_msgs__TransformStamped", &geometry_msgs_msg_dds__TransformStamped__desc,
            &transform);
    const auto odometry = RosMessages::odometry(odometryState(), kStamp, kOdom, kBase);
    compare("nav_msgs__Odometry", &nav_msgs_msg_dds__Odometry__desc, &odometry);

    robodash::core::BatteryReading reading;
    reading.volts = 15.2;
    reading.percent = 80;
    reading.state = robodash::core::ChargeState::Charging;
    const std::string serial = "0a1b";
    const auto battery = RosMessages::battery(reading, kStamp, kBase, serial);
    compare("sensor_msgs__BatteryState", &sensor_msgs_msg_dds__BatteryState__desc, &battery);
}

void TestBridgeCdr::sequences()
{
    const std::string otherChild = "b";  // the message points into it
    geometry_msgs_msg_dds__TransformStamped_ transforms[2] = {
        RosMessages::transform({1.5, -0.25, 0}, kStamp, kOdom, kBase),
        RosMessages::transform({1.5, -0.25, 0}, kStamp, kOdom, otherChild),
    };
    tf2_msgs_msg_dds__TFMessage_ tf{};
    tf.transforms = {2, 2, transforms, false};
    compare("tf2_msgs__TFMessage", &tf2_msgs_msg_dds__TFMessage__desc, &tf);

    char *names[] = {const_cast<char *>("wheel_left_joint"), const_cast<char *>("wheel_right_joint")};
    double positions[] = {0.5, -1.25};
    double velocities[] = {2.0, -2.0};
    sensor_msgs_msg_dds__JointState_ joints{};
    joints.header = {kStamp, const_cast<char *>("")};
    joints.name = {2, 2, names, false};
    joints.position = {2, 2, positions, false};
    joints.velocity = {2, 2, velocities, false};
    compare("sensor_msgs__JointState", &sensor_msgs_msg_dds__JointState__desc, &joints);
}

void TestBridgeCdr::discoveryInfo()
{
    rmw_dds_common_msg_dds__Gid_ readers[] = {gid(0x20)};
    rmw_dds_common_msg_dds__Gid_ writers[] = {gid(0x40), gid(0x60)};
    rmw_dds_common_msg_dds__NodeEntitiesInfo_ node{};
    std::strcpy(node.node_namespace, "/robot1");
    std::strcpy(node.node_name, "kobuki_ros_node");
    node.reader_gid_seq = {1, 1, readers, false};
    node.writer_gid_seq = {2, 2, writers, false};
    rmw_dds_common_msg_dds__ParticipantEntitiesInfo_ info{};
    info.gid = gid(1);
    info.node_entities_info_seq = {1, 1, &node, false};
    compare("rmw_dds_common__ParticipantEntitiesInfo",
            &rmw_dds_common_msg_dds__ParticipantEntitiesInfo__desc, &info);
}

void TestBridgeCdr::discoveryInfoForHumble()
{
    using robodash::bridge::DiscoveryAnnouncer;
    using robodash::bridge::RosDistro;
    const dds_topic_descriptor_t *type = DiscoveryAnnouncer::type(RosDistro::Humble);
    // The one ROS type name, whichever release's layout.
    QCOMPARE(QByteArray(type->m_typename),
             QByteArray(DiscoveryAnnouncer::type(RosDistro::JazzyOrLater)->m_typename));
    QCOMPARE(QByteArray(type->m_typename),
             QByteArray("rmw_dds_common::msg::dds_::ParticipantEntitiesInfo_"));

    rmw_dds_common_humble_msg_dds__Gid_ readers[] = {humbleGid(0x20)};
    rmw_dds_common_humble_msg_dds__Gid_ writers[] = {humbleGid(0x40), humbleGid(0x60)};
    rmw_dds_common_humble_msg_dds__NodeEntitiesInfo_ node{};
    std::strcpy(node.node_namespace, "/robot1");
    std::strcpy(node.node_name, "kobuki_ros_node");
    node.reader_gid_seq = {1, 1, readers, false};
    node.writer_gid_seq = {2, 2, writers, false};
    rmw_dds_common_humble_msg_dds__ParticipantEntitiesInfo_ info{};
    info.gid = humbleGid(1);
    info.node_entities_info_seq = {1, 1, &node, false};
    compare("rmw_dds_common_humble__ParticipantEntitiesInfo", type, &info);
}

// Every field set and none zero, so a field out of place shows (make-reference.js's values).
void TestBridgeCdr::valueMessages()
{
    const std_msgs_msg_dds__String_ string{text("{ AA 55 4D 01 0F }")};
    compare("std_msgs__String", &std_msgs_msg_dds__String__desc, &string);
    const std_msgs_msg_dds__Empty_ empty{};
    compare("std_msgs__Empty", &std_msgs_msg_dds__Empty__desc, &empty);
    const std_msgs_msg_dds__Bool_ boolean{true};
    compare("std_msgs__Bool", &std_msgs_msg_dds__Bool__desc, &boolean);
    const std_msgs_msg_dds__Float32_ float32{0.75f};
    compare("std_msgs__Float32", &std_msgs_msg_dds__Float32__desc, &float32);
    const std_msgs_msg_dds__UInt32_ uint32{0x80010003u};
    compare("std_msgs__UInt32", &std_msgs_msg_dds__UInt32__desc, &uint32);
}

void TestBridgeCdr::sensorMessages()
{
    sensor_msgs_msg_dds__Imu_ imu{};
    imu.header = {kStamp, text("gyro_link")};
    imu.orientation = quaternion();
    imu.angular_velocity = {1.5, -2.25, 0.125};
    imu.linear_acceleration = {-0.5, 9.75, 0.25};
    for (int i = 0; i < 9; ++i) {
        imu.orientation_covariance[i] = 0.5 + i * 0.5;
        imu.angular_velocity_covariance[i] = 10 + i;
        imu.linear_acceleration_covariance[i] = 1 + i * 0.25;
    }
    compare("sensor_msgs__Imu", &sensor_msgs_msg_dds__Imu__desc, &imu);

    sensor_msgs_msg_dds__Range_ range{};
    range.header = {kStamp, text("sonar_3")};
    range.radiation_type = 1;
    range.field_of_view = 0.5f;
    range.min_range = 0.25f;
    range.max_range = 5.5f;
    range.range = 1.75f;
    range.variance = 0.125f;
    compare("sensor_msgs__Range", &sensor_msgs_msg_dds__Range__desc, &range);
}

void TestBridgeCdr::kobukiSensorMessages()
{
    std::uint16_t bottom[] = {2100, 30, 4095};
    std::uint8_t current[] = {12, 250};
    std::uint16_t analog[] = {1, 2048, 4095, 300};
    kobuki_ros_interfaces_msg_dds__SensorState_ state{};
    state.header = {kStamp, text("base")};
    state.time_stamp = 54321;
    state.bumper = 5;
    state.wheel_drop = 3;
    state.cliff = 6;
    state.left_encoder = 65000;
    state.right_encoder = 1234;
    state.left_pwm = -100;
    state.right_pwm = 37;
    state.buttons = 4;
    state.charger = 22;
    state.battery = 161;
    state.bottom = sequenceOf<dds_sequence_unsigned_short>(bottom);
    state.current = sequenceOf<dds_sequence_octet>(current);
    state.over_current = 3;
    state.digital_input = 79;
    state.analog_input = sequenceOf<dds_sequence_unsigned_short>(analog);
    compare("kobuki_ros_interfaces__SensorState", &kobuki_ros_interfaces_msg_dds__SensorState__desc,
            &state);

    std::uint8_t ir[] = {1, 0x12, 0x2a};
    kobuki_ros_interfaces_msg_dds__DockInfraRed_ dock{};
    dock.header = {kStamp, text("dock_ir_link")};
    dock.data = sequenceOf<dds_sequence_octet>(ir);
    compare("kobuki_ros_interfaces__DockInfraRed",
            &kobuki_ros_interfaces_msg_dds__DockInfraRed__desc, &dock);
}

void TestBridgeCdr::kobukiEvents()
{
    const kobuki_ros_interfaces_msg_dds__ButtonEvent_ button{2, 1};
    compare("kobuki_ros_interfaces__ButtonEvent", &kobuki_ros_interfaces_msg_dds__ButtonEvent__desc,
            &button);
    const kobuki_ros_interfaces_msg_dds__BumperEvent_ bumper{2, 1};
    compare("kobuki_ros_interfaces__BumperEvent", &kobuki_ros_interfaces_msg_dds__BumperEvent__desc,
            &bumper);
    const kobuki_ros_interfaces_msg_dds__CliffEvent_ cliff{1, 1, 1234};
    compare("kobuki_ros_interfaces__CliffEvent", &kobuki_ros_interfaces_msg_dds__CliffEvent__desc,
            &cliff);
    const kobuki_ros_interfaces_msg_dds__WheelDropEvent_ wheel{1, 1};
    compare("kobuki_ros_interfaces__WheelDropEvent",
            &kobuki_ros_interfaces_msg_dds__WheelDropEvent__desc, &wheel);
    const kobuki_ros_interfaces_msg_dds__PowerSystemEvent_ power{5};
    compare("kobuki_ros_interfaces__PowerSystemEvent",
            &kobuki_ros_interfaces_msg_dds__PowerSystemEvent__desc, &power);
    const kobuki_ros_interfaces_msg_dds__DigitalInputEvent_ input{{true, false, true, true}};
    compare("kobuki_ros_interfaces__DigitalInputEvent",
            &kobuki_ros_interfaces_msg_dds__DigitalInputEvent__desc, &input);
    const kobuki_ros_interfaces_msg_dds__RobotStateEvent_ robot{1};
    compare("kobuki_ros_interfaces__RobotStateEvent",
            &kobuki_ros_interfaces_msg_dds__RobotStateEvent__desc, &robot);
}

void TestBridgeCdr::kobukiInfo()
{
    std::uint32_t udid[] = {0x05d30b30, 0x32363438, 0xffffffff};
    kobuki_ros_interfaces_msg_dds__VersionInfo_ version{};
    version.hardware = text("1.0.4");
    version.firmware = text("1.2.0");
    version.software = text("robodash 0.9");
    version.udid = sequenceOf<dds_sequence_unsigned_long>(udid);
    version.features = 0x100000003ull;
    compare("kobuki_ros_interfaces__VersionInfo", &kobuki_ros_interfaces_msg_dds__VersionInfo__desc,
            &version);
    // Made by the bridge's own builder: it zeroes the padding Cyclone copies to the wire.
    robodash::kobuki::ControllerInfo gains;
    gains.type = 1;
    gains.pGain = 100500;
    gains.iGain = 125;
    gains.dGain = 2250;
    const auto controller = KobukiMessages::controllerInfo(gains);
    compare("kobuki_ros_interfaces__ControllerInfo",
            &kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, &controller);
}

void TestBridgeCdr::kobukiCommands()
{
    const kobuki_ros_interfaces_msg_dds__Led_ led{2};
    compare("kobuki_ros_interfaces__Led", &kobuki_ros_interfaces_msg_dds__Led__desc, &led);
    const kobuki_ros_interfaces_msg_dds__DigitalOutput_ output{{true, false, true, false},
                                                              {true, true, false, true}};
    compare("kobuki_ros_interfaces__DigitalOutput",
            &kobuki_ros_interfaces_msg_dds__DigitalOutput__desc, &output);
    const kobuki_ros_interfaces_msg_dds__ExternalPower_ power{3, 1};
    compare("kobuki_ros_interfaces__ExternalPower",
            &kobuki_ros_interfaces_msg_dds__ExternalPower__desc, &power);
    const kobuki_ros_interfaces_msg_dds__Sound_ sound{6};
    compare("kobuki_ros_interfaces__Sound", &kobuki_ros_interfaces_msg_dds__Sound__desc, &sound);
    const kobuki_ros_interfaces_msg_dds__MotorPower_ motor{1};
    compare("kobuki_ros_interfaces__MotorPower", &kobuki_ros_interfaces_msg_dds__MotorPower__desc,
            &motor);
}

QTEST_GUILESS_MAIN(TestBridgeCdr)

}  // namespace tst_bridge_cdr
#include "tst_bridge_cdr.moc"

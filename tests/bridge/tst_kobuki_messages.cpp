// The Kobuki's feedback in kobuki_ros's messages, with kobuki_ros's meanings: event indices,
// the features a firmware has, gains in their float64 units, gyro axes and stamps, the wheel
// joints from the encoders (across the 16-bit wrap of counts and clock). Bytes are
// tst_bridge_cdr's; this is what the values mean.
#include "bridge/KobukiMessages.h"
#include "bridge/KobukiRawData.h"
#include "bridge/KobukiWheelJoints.h"
#include "bridge/RflexTopics.h"
#include "bridge/RosTopicCatalog.h"

#include "kobuki/Conversions.h"
#include "rflex/BumpPanels.h"

#include <QtTest>

#include <cmath>

namespace tst_kobuki_messages {  // this file's names, apart in a unity batch

using robodash::bridge::KobukiMessages;
using robodash::bridge::KobukiWheelJoints;
namespace kobuki = robodash::kobuki;

class TestKobukiMessages : public QObject {
    Q_OBJECT
private slots:
    void rawDataInKobukiRosFormats()
    {
        using robodash::bridge::KobukiRawData;
        // kobuki_ros's raw_data_stream: "{ ", upper-case pairs each followed by a space, "}".
        QCOMPARE(KobukiRawData::streamText({0xAA, 0x55, 0x03, 0x04, 0x01, 0x0F, 0x0D}),
                 std::string("{ AA 55 03 04 01 0F 0D }"));
        // raw_data_command (ecl's byte formatter): "[ ", 0x and lower case, "]".
        QCOMPARE(KobukiRawData::commandText({0xAA, 0x55, 0x03, 0x04, 0x01, 0x06, 0x00}),
                 std::string("[ 0xaa 0x55 0x03 0x04 0x01 0x06 0x00 ]"));
        QCOMPARE(KobukiRawData::streamText({}), std::string("{ }"));
        QCOMPARE(KobukiRawData::commandText({}), std::string("[ ]"));
    }

    void eventsUseKobukiRosIndices()
    {
        QCOMPARE(int(KobukiMessages::bumper({kobuki::Side::Left, true}).bumper), 0);
        QCOMPARE(int(KobukiMessages::bumper({kobuki::Side::Right, false}).bumper), 2);
        QCOMPARE(int(KobukiMessages::bumper({kobuki::Side::Right, false}).state), 0);
        // WheelDropEvent has LEFT 0 and RIGHT 1, not the bumper's RIGHT 2.
        QCOMPARE(int(KobukiMessages::wheelDrop({kobuki::Side::Right, true}).wheel), 1);
        QCOMPARE(int(KobukiMessages::wheelDrop({kobuki::Side::Right, true}).state), 1);
        const auto cliff = KobukiMessages::cliff({kobuki::Side::Centre, true, 1234});
        QCOMPARE(int(cliff.sensor), 1);
        QCOMPARE(int(cliff.state), 1);
        QCOMPARE(int(cliff.bottom), 1234);
        QCOMPARE(int(KobukiMessages::button({2, true}).button), 2);
    }

    void featuresFollowTheFirmware()
    {
        QCOMPARE(KobukiMessages::versionFeatures({1, 2, 0}), std::uint64_t(3));
        QCOMPARE(KobukiMessages::versionFeatures({1, 0, 1}), std::uint64_t(3));
        QCOMPARE(KobukiMessages::versionFeatures({1, 0, 0}), std::uint64_t(0));
    }

    void gainsAreInTheirOwnUnits()
    {
        kobuki::ControllerInfo wire;
        wire.type = 1;
        wire.pGain = 100000;
        wire.iGain = 100;
        wire.dGain = 2000;
        const auto info = KobukiMessages::controllerInfo(wire);
        QCOMPARE(int(info.type), 1);
        QCOMPARE(info.p_gain, 100.0);
        QCOMPARE(info.i_gain, 0.1);
        QCOMPARE(info.d_gain, 2.0);
    }

    void imuCarriesHeadingAndRate()
    {
        const std::string frame = "gyro_link";
        const auto imu = KobukiMessages::imu(M_PI / 2, 0.25, {5, 0}, frame);
        QCOMPARE(std::string(imu.header.frame_id), frame);
        QVERIFY(std::abs(imu.orientation.z - std::sin(M_PI / 4)) < 1e-12);
        QVERIFY(std::abs(imu.orientation.w - std::cos(M_PI / 4)) < 1e-12);
        QCOMPARE(imu.angular_velocity.z, 0.25);
        QCOMPARE(imu.orientation_covariance[8], 0.05);
        QVERIFY(imu.orientation_covariance[0] > 1e300);  // roll: not measured
    }

    void rawGyroInRobotAxes()
    {
        const auto imu = KobukiMessages::rawImu({100, -200, 300}, {5, 0}, "gyro_link");
        const auto expected = kobuki::rawGyroToRobotRadiansPerSecond({100, -200, 300});
        QCOMPARE(imu.angular_velocity.x, expected[0]);
        QCOMPARE(imu.angular_velocity.y, expected[1]);
        QCOMPARE(imu.angular_velocity.z, expected[2]);
        QVERIFY(imu.angular_velocity.x > 0);  // robot x = -raw y
        const auto earlier = KobukiMessages::earlier({5, 5000000}, 10000000);
        QCOMPARE(earlier.sec, 4);
        QCOMPARE(earlier.nanosec, 995000000u);
    }

    void wheelJointsAcrossTheWrap()
    {
        KobukiWheelJoints wheels;
        kobuki::BasicSensors sensors;
        sensors.timeStamp = 65530;
        sensors.leftEncoder = 65000;
        sensors.rightEncoder = 100;
        wheels.update(sensors);
        QCOMPARE(wheels.state().leftRadians, 0.0);  // the first frame is the origin
        sensors.timeStamp = 14;  // 20 ms later, across the clock's wrap
        sensors.leftEncoder = std::uint16_t(65000 + 1289);  // half a turn forward, wrapped
        sensors.rightEncoder = std::uint16_t(100 - 1289);   // half a turn back, wrapped
        const auto &state = wheels.update(sensors);
        const double halfTurn = 1289 * 2 * M_PI / kobuki::kTicksPerWheelTurn;
        QVERIFY(std::abs(state.leftRadians - halfTurn) < 1e-9);
        QVERIFY(std::abs(state.rightRadians + halfTurn) < 1e-9);
        QVERIFY(std::abs(state.leftRadps - halfTurn / 0.020) < 1e-6);
        QVERIFY(std::abs(state.rightRadps + halfTurn / 0.020) < 1e-6);
    }

    void familyTopicNamesAreKnown()
    {
        using robodash::bridge::RosTopicCatalog;
        for (const char *name : {"odom", "/tf", "sensors/core", "version_info",
                                 "commands/led1", "battery_a_state", "flipper/position",
                                 "events/bump_panels", "sonar/range_0", "sonar/range_23",
                                 "debug/raw_data_stream", "debug/raw_data_command", "/tf_static"})
            QVERIFY2(RosTopicCatalog::isKnown(name), name);
        for (const char *name : {"odometry", "sonar/range_", "sonar/range_1a", "tf"})
            QVERIFY2(!RosTopicCatalog::isKnown(name), name);
        QCOMPARE(robodash::bridge::RflexTopics::sonarTopic(3), std::string("sonar/range_3"));
        QCOMPARE(robodash::bridge::RflexTopics::sonarFrame(3), std::string("sonar_3"));
        QCOMPARE(robodash::bridge::RflexTopics::bumpMask({true, true}), 3u);
        QCOMPARE(robodash::bridge::RflexTopics::bumpMask({false, true}), 2u);
    }
};

QTEST_GUILESS_MAIN(TestKobukiMessages)

}  // namespace tst_kobuki_messages
#include "tst_kobuki_messages.moc"

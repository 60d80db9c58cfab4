// kobuki_ros's messages back into the Kobuki's feedback (bridge/client): every field of
// sensors/core, the heading and raw gyro of the two Imu topics, dock IR, version and gains
// come back as they went in (the messages made by the bridge's own encoders, KobukiMessages,
// or filled by hand from the published definitions); an empty sequence stays "not sent";
// and the frames put together from them decode to the same values in one frame.
#include "KobukiFrameAssembler.h"
#include "bridge/KobukiMessages.h"
#include "KobukiRosDecoder.h"
#include "RawStreamText.h"
#include "bridge/KobukiRawData.h"

#include "kobuki/FeedbackEncoder.h"
#include "kobuki/Conversions.h"
#include "kobuki/FeedbackParser.h"

#include <QtTest>

#include <cmath>

namespace tst_kobuki_ros_decoder {  // this file's names, apart in a unity batch

using namespace robodash;
using bridge::KobukiFrameAssembler;
using bridge::KobukiRosDecoder;

namespace {

// The assembler's feedback as a frame on the wire and read back (as a bag's replay reads it).
kobuki::FeedbackFrame decodeFrame(const kobuki::FeedbackFrame &feedback)
{
    const std::vector<std::uint8_t> frame = kobuki::encodeFeedbackFrame(feedback);
    // AA 55 length payload checksum
    return kobuki::decodeFeedbackFrame(frame.data() + 3, frame.size() - 4);
}

}  // namespace

class TestKobukiRosDecoder : public QObject {
    Q_OBJECT
private slots:
    void sensorStateComesBackFieldForField()
    {
        std::uint16_t bottom[] = {1200, 2400, 3600};
        std::uint8_t current[] = {7, 250};
        std::uint16_t analog[] = {10, 20, 30, 4095};
        kobuki_ros_interfaces_msg_dds__SensorState_ state{};
        state.time_stamp = 65000;
        state.bumper = kobuki::bits::kLeft;
        state.wheel_drop = kobuki::bits::kWheelRight;
        state.cliff = kobuki::bits::kCentre;
        state.left_encoder = 12345;
        state.right_encoder = 54321;
        state.left_pwm = -100;
        state.right_pwm = 99;
        state.buttons = kobuki::bits::kButton2;
        state.charger = 6;
        state.battery = 163;
        state.bottom = {3, 3, bottom, false};
        state.current = {2, 2, current, false};
        state.over_current = kobuki::bits::kOverCurrentRight;
        state.digital_input = 0x5;
        state.analog_input = {4, 4, analog, false};

        const bridge::SensorStateFeedback out = KobukiRosDecoder::sensorState(state);
        QCOMPARE(out.basic.timeStamp, std::uint16_t(65000));
        QCOMPARE(out.basic.bumper, kobuki::bits::kLeft);
        QCOMPARE(out.basic.wheelDrop, kobuki::bits::kWheelRight);
        QCOMPARE(out.basic.cliff, kobuki::bits::kCentre);
        QCOMPARE(out.basic.leftEncoder, std::uint16_t(12345));
        QCOMPARE(out.basic.rightEncoder, std::uint16_t(54321));
        QCOMPARE(out.basic.leftPwm, std::int8_t(-100));
        QCOMPARE(out.basic.rightPwm, std::int8_t(99));
        QCOMPARE(out.basic.buttons, kobuki::bits::kButton2);
        QCOMPARE(out.basic.charger, std::uint8_t(6));
        QCOMPARE(out.basic.battery, std::uint8_t(163));
        QCOMPARE(out.basic.overCurrent, kobuki::bits::kOverCurrentRight);
        QVERIFY(out.cliff && out.current && out.input);
        QCOMPARE(out.cliff->bottom[2], std::uint16_t(3600));
        QCOMPARE(out.current->current[1], std::uint8_t(250));
        QCOMPARE(out.input->digitalInput, std::uint16_t(0x5));
        QCOMPARE(out.input->analogInput[3], std::uint16_t(4095));
    }

    void emptySequencesStayNotSent()
    {
        // kobuki_ros leaves bottom, current and analog_input empty for packets the robot did
        // not send: no made-up zeros.
        kobuki_ros_interfaces_msg_dds__SensorState_ state{};
        state.battery = 150;
        const bridge::SensorStateFeedback out = KobukiRosDecoder::sensorState(state);
        QCOMPARE(out.basic.battery, std::uint8_t(150));
        QVERIFY(!out.cliff);
        QVERIFY(!out.current);
        QVERIFY(!out.input);
    }

    void headingAndTurnRateComeBack()
    {
        const auto imu = bridge::KobukiMessages::imu(2.5, -0.75, {}, "gyro_link");
        const kobuki::Inertia inertia = KobukiRosDecoder::inertia(imu);
        QVERIFY(std::abs(kobuki::inertiaAngleToRadians(inertia.angle) - 2.5) < 0.0002);
        QVERIFY(std::abs(kobuki::inertiaRateToRadiansPerSecond(inertia.angleRate) + 0.75) < 0.0002);
    }

    void rawGyroSampleComesBackInTheGyrosAxes()
    {
        const std::array<std::int16_t, 3> sample{-321, 1234, 77};
        const auto imu = bridge::KobukiMessages::rawImu(sample, {}, "gyro_link");
        QCOMPARE(KobukiRosDecoder::rawGyroSample(imu), sample);
    }

    void dockVersionAndGains()
    {
        std::uint8_t ir[] = {kobuki::bits::kNearLeft, kobuki::bits::kFarCenter, kobuki::bits::kNearRight};
        kobuki_ros_interfaces_msg_dds__DockInfraRed_ dock{};
        dock.data = {3, 3, ir, false};
        const auto decoded = KobukiRosDecoder::dockIr(dock);
        QVERIFY(decoded);
        QCOMPARE(decoded->right, kobuki::bits::kNearLeft);
        QCOMPARE(decoded->left, kobuki::bits::kNearRight);
        dock.data._length = 2;
        QVERIFY(!KobukiRosDecoder::dockIr(dock));

        std::uint32_t udid[] = {0xdeadbeef, 1, 2};
        kobuki_ros_interfaces_msg_dds__VersionInfo_ version{};
        version.hardware = const_cast<char *>("1.0.4");
        version.firmware = const_cast<char *>("1.2.0");
        version.udid = {3, 3, udid, false};
        const bridge::VersionFeedback info = KobukiRosDecoder::versionInfo(version);
        QVERIFY(info.hardware && info.firmware && info.udid);
        QCOMPARE(info.firmware->toString(), std::string("1.2.0"));
        QCOMPARE(info.udid->udid[0], 0xdeadbeefu);
        QVERIFY(!KobukiRosDecoder::parseVersion("1.0"));
        QVERIFY(!KobukiRosDecoder::parseVersion("1.0.4-beta"));
        QVERIFY(!KobukiRosDecoder::parseVersion("1.300.4"));
        QVERIFY(!KobukiRosDecoder::parseVersion(nullptr));

        const kobuki::ControllerInfo gains{1, 100, 2500, 1};
        QCOMPARE(KobukiRosDecoder::controllerInfo(bridge::KobukiMessages::controllerInfo(gains)),
                 gains);
    }

    void messagesWaitForSensorStateAndGoInOneFrame()
    {
        KobukiFrameAssembler assembler;
        QVERIFY(assembler.addInertia({1000, -50}).empty());
        QVERIFY(assembler.addDockIr({1, 2, 4}).empty());
        QVERIFY(assembler.addRawGyroSample({1, 2, 3}).empty());
        QVERIFY(assembler.addRawGyroSample({4, 5, 6}).empty());
        bridge::SensorStateFeedback state;
        state.basic.battery = 155;
        state.cliff = kobuki::Cliff{{1, 2, 3}};
        const auto frames = assembler.addSensorState(state);
        QCOMPARE(frames.size(), std::size_t(1));
        const kobuki::FeedbackFrame frame = decodeFrame(frames.front());
        QCOMPARE(frame.counts.malformed, 0u);
        QVERIFY(frame.basicSensors && frame.inertia && frame.dockIr && frame.rawGyro && frame.cliff);
        QVERIFY(!frame.current && !frame.generalPurposeInput);
        QCOMPARE(frame.basicSensors->battery, std::uint8_t(155));
        QCOMPARE(frame.inertia->angle, std::int16_t(1000));
        QCOMPARE(frame.rawGyro->sampleCount, std::uint8_t(2));
        QCOMPARE(frame.rawGyro->samples[1][2], std::int16_t(6));
        // Nothing waits after it.
        const auto next = assembler.addSensorState(state);
        QVERIFY(!decodeFrame(next.front()).inertia);
    }

    void rawStreamTextComesBackAsBytes()
    {
        const std::vector<std::uint8_t> frame{0xAA, 0x55, 0x03, 0x04, 0x01, 0x0F, 0x0D};
        const auto parsed = bridge::RawStreamText::parse(bridge::KobukiRawData::streamText(frame));
        QVERIFY(parsed);
        QCOMPARE(*parsed, frame);
        QVERIFY(!bridge::RawStreamText::parse("{ }"));
        QVERIFY(!bridge::RawStreamText::parse("AA 55"));
        QVERIFY(!bridge::RawStreamText::parse("{ AA 5 }"));
        QVERIFY(!bridge::RawStreamText::parse("{ AA GG }"));
        QVERIFY(!bridge::RawStreamText::parse("[ 0xaa 0x55 ]"));  // the command topic's format
    }

    void aSecondMessageOfAKindSendsTheFirstAlone()
    {
        // A publisher of the heading only (no sensors/core): nothing waits for ever.
        KobukiFrameAssembler assembler;
        QVERIFY(assembler.addInertia({100, 0}).empty());
        const auto frames = assembler.addInertia({200, 0});
        QCOMPARE(frames.size(), std::size_t(1));
        const kobuki::FeedbackFrame frame = decodeFrame(frames.front());
        QVERIFY(frame.inertia && !frame.basicSensors);
        QCOMPARE(frame.inertia->angle, std::int16_t(100));
    }
};

QTEST_GUILESS_MAIN(TestKobukiRosDecoder)

}  // namespace tst_kobuki_ros_decoder
#include "tst_kobuki_ros_decoder.moc"

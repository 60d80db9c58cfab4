// RoverFeed: the Rover Pro's typed signals from the link's samples. A reply's register picks
// the one kind it belongs to, identification reaches every kind, driving allowed or not is
// told once per change, and samples of another family are not for it.
#include "RoverFeed.h"

#include "kobuki/KobukiFrame.h"
#include "rover/Conversions.h"
#include "rover/RegisterTable.h"

#include <QSignalSpy>
#include <QtTest>

#include <memory>

namespace tst_rover_feed {  // this file's names, apart in a unity batch

using robodash::app::RoverFeed;
using robodash::core::TelemetrySample;
namespace rover = robodash::rover;
using rover::Register;

namespace {

// The frame as RoverDriver makes it on firmware `register40`, with `reply` as the reply
// this sample is for and every register the line has marked present.
rover::RoverFrame identifiedFrame(std::uint16_t register40, bool driveAllowed)
{
    rover::RoverFrame frame;
    frame.identified = true;
    frame.firmware = rover::identifyFirmware(register40);
    frame.driveAllowed = driveAllowed;
    frame.odometrySource = frame.firmware.line == rover::FirmwareLine::Newer ? rover::OdometrySource::Encoders
                                                                             : rover::OdometrySource::Rpm;
    for (const rover::RegisterInfo &row : rover::registerTable())
        frame.reading(row.id).onFirmware = rover::hasRegister(row, frame.firmware.line) || row.id == Register::BuildNumber;
    frame.reading(Register::BuildNumber) = {true, true, register40, double(register40), 1000};
    frame.reply = rover::Reply{40, register40};
    return frame;
}

void answer(rover::RoverFrame &frame, Register which, std::uint16_t raw)
{
    const rover::RegisterInfo *row = rover::findRegister(rover::numberOf(which));
    rover::RegisterReading &reading = frame.reading(which);
    reading.received = true;
    reading.raw = raw;
    reading.value = row->toSi(raw, frame.firmware);
    frame.reply = rover::Reply{rover::numberOf(which), raw};
}

TelemetrySample sampleOf(const rover::RoverFrame &frame, qint64 ms)
{
    TelemetrySample sample;
    sample.receivedMs = ms;
    sample.frame = std::make_shared<rover::RoverFrame>(frame);
    return sample;
}

rover::RoverFrame frameIn(const QSignalSpy &spy, int index = -1)
{
    return spy.at(index < 0 ? spy.size() - 1 : index).at(0).value<rover::RoverFrame>();
}

}  // namespace

class TestRoverFeed : public QObject {
    Q_OBJECT
private slots:
    void aBatteryReplyIsABatterySignalWithItsVolts()
    {
        RoverFeed feed;
        QSignalSpy batteries(&feed, &RoverFeed::batteries);
        QSignalSpy tracks(&feed, &RoverFeed::tracks);
        QSignalSpy firmware(&feed, &RoverFeed::firmware);
        rover::RoverFrame frame = identifiedFrame(10300, true);
        answer(frame, Register::BatteryVoltageA, 1450);  // 1450 / 58 = 25.0 V
        feed.consume(sampleOf(frame, 2000));
        QCOMPARE(batteries.size(), 1);
        QCOMPARE(tracks.size(), 0);
        QCOMPARE(batteries.at(0).at(1).toLongLong(), 2000);
        const rover::RoverFrame got = frameIn(batteries);
        QCOMPARE(got.value(Register::BatteryVoltageA).value(), 25.0);
        QVERIFY(!got.value(Register::BatteryVoltageB));  // not answered yet
        QCOMPARE(firmware.size(), 1);  // the first frame says driving is allowed
    }

    void eachRegisterGoesToItsKind_data()
    {
        QTest::addColumn<int>("reg");
        QTest::addColumn<int>("kind");
        QTest::newRow("left rpm") << 2 << int(RoverFeed::Kind::Tracks);
        QTest::newRow("right encoder") << 16 << int(RoverFeed::Kind::Tracks);
        QTest::newRow("total current") << 0 << int(RoverFeed::Kind::Tracks);
        QTest::newRow("flipper angle") << 46 << int(RoverFeed::Kind::Flipper);
        QTest::newRow("flipper pot 2") << 8 << int(RoverFeed::Kind::Flipper);
        QTest::newRow("fault") << 18 << int(RoverFeed::Kind::Accessories);
        QTest::newRow("fan") << 48 << int(RoverFeed::Kind::Accessories);
        QTest::newRow("low speed") << 50 << int(RoverFeed::Kind::Accessories);
        QTest::newRow("charger") << 38 << int(RoverFeed::Kind::Batteries);
        QTest::newRow("smart battery B current") << 70 << int(RoverFeed::Kind::Batteries);
        QTest::newRow("firmware") << 40 << int(RoverFeed::Kind::Firmware);
    }

    void eachRegisterGoesToItsKind()
    {
        QFETCH(int, reg);
        QFETCH(int, kind);
        QCOMPARE(int(RoverFeed::kindOf(Register(reg))), kind);
    }

    void trackFlipperAndAccessoryRepliesCarryTheirValues()
    {
        RoverFeed feed;
        QSignalSpy tracks(&feed, &RoverFeed::tracks);
        QSignalSpy flipper(&feed, &RoverFeed::flipper);
        QSignalSpy accessories(&feed, &RoverFeed::accessories);
        rover::RoverFrame frame = identifiedFrame(10300, true);
        answer(frame, Register::LeftMotorCurrent, 68);  // 2 A
        feed.consume(sampleOf(frame, 1));
        answer(frame, Register::FlipperAngle, 90);
        feed.consume(sampleOf(frame, 2));
        answer(frame, Register::FanSpeed, 120);  // half of 240
        feed.consume(sampleOf(frame, 3));
        QCOMPARE(tracks.size(), 1);
        QCOMPARE(flipper.size(), 1);
        QCOMPARE(accessories.size(), 1);
        QCOMPARE(frameIn(tracks).value(Register::LeftMotorCurrent).value(), 2.0);
        QCOMPARE(frameIn(flipper).raw(Register::FlipperAngle).value(), std::uint16_t(90));
        QCOMPARE(frameIn(accessories).value(Register::FanSpeed).value(), 0.5);
    }

    void identificationReachesEveryKind()
    {
        RoverFeed feed;
        QSignalSpy batteries(&feed, &RoverFeed::batteries);
        QSignalSpy tracks(&feed, &RoverFeed::tracks);
        QSignalSpy flipper(&feed, &RoverFeed::flipper);
        QSignalSpy accessories(&feed, &RoverFeed::accessories);
        QSignalSpy firmware(&feed, &RoverFeed::firmware);
        feed.consume(sampleOf(identifiedFrame(10009, true), 5));  // 1.0.9, the older line
        for (QSignalSpy *spy : {&batteries, &tracks, &flipper, &accessories, &firmware})
            QCOMPARE(spy->size(), 1);
        const rover::RoverFrame got = frameIn(firmware);
        QCOMPARE(got.firmware.line, rover::FirmwareLine::Older);
        QCOMPARE(got.odometrySource, rover::OdometrySource::Rpm);
        // The older line has no smart-battery registers: a panel says so at once.
        QVERIFY(!frameIn(batteries).reading(Register::SmartBatteryVoltageA).onFirmware);
        QVERIFY(frameIn(batteries).reading(Register::BatteryVoltageA).onFirmware);
    }

    void drivingAllowedIsToldOncePerChange()
    {
        RoverFeed feed;
        QSignalSpy allowed(&feed, &RoverFeed::driveAllowedChanged);
        QSignalSpy firmware(&feed, &RoverFeed::firmware);
        rover::RoverFrame frame = identifiedFrame(20100, false);  // a 2.x: neither line
        QCOMPARE(frame.firmware.line, rover::FirmwareLine::Unknown);
        feed.consume(sampleOf(frame, 1));
        QCOMPARE(allowed.size(), 0);  // not allowed, as before anything arrived
        QCOMPARE(firmware.size(), 1);
        answer(frame, Register::BatteryVoltageA, 1400);
        feed.consume(sampleOf(frame, 2));
        QCOMPARE(firmware.size(), 1);
        frame.driveAllowed = true;  // the user confirmed
        answer(frame, Register::BatteryVoltageB, 1400);
        feed.consume(sampleOf(frame, 3));
        QCOMPARE(allowed.size(), 1);
        QCOMPARE(allowed.at(0).at(0).toBool(), true);
        QCOMPARE(firmware.size(), 2);
        QVERIFY(frameIn(firmware).driveAllowed);
        feed.consume(sampleOf(frame, 4));
        QCOMPARE(allowed.size(), 1);
    }

    void anotherFamilysSampleIsIgnored()
    {
        RoverFeed feed;
        QSignalSpy batteries(&feed, &RoverFeed::batteries);
        QSignalSpy firmware(&feed, &RoverFeed::firmware);
        TelemetrySample kobuki;
        kobuki.frame = std::make_shared<robodash::kobuki::KobukiFrame>();
        feed.consume(kobuki);
        feed.consume(TelemetrySample{});  // no frame at all
        QCOMPARE(batteries.size(), 0);
        QCOMPARE(firmware.size(), 0);
        QVERIFY(!feed.latest().identified);
    }
};

QTEST_GUILESS_MAIN(TestRoverFeed)

}  // namespace tst_rover_feed
#include "tst_rover_feed.moc"

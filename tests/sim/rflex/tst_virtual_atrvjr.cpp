// The running virtual ATRV-Jr on its pty, driven by an independent host that speaks only
// bytes (RawRflexHost: its own framing, stuffing and XOR). Every wait is generous and ends
// on a condition; simulated timestamps, not wall time, check the report periods.
#include "RawRflexHost.h"

#include "sim/rflex/VirtualAtrvJr.h"

#include <QTest>

#include <cmath>

namespace tst_virtual_atrvjr {  // this file's names, apart in a unity batch

using namespace robodash::sim;
using Bytes = RawRflexHost::Bytes;

namespace {

// The wire's numbers, from the spec and the facts file (not from the codec's headers).
constexpr std::uint8_t kSystem = 1, kMotion = 2, kSonar = 4, kDio = 5;
constexpr std::uint8_t kStatus = 1;
constexpr std::uint8_t kSetDir = 7, kBrakeSet = 11, kBrakeRelease = 12;
constexpr std::uint8_t kReport = 33, kReportRequest = 34;
constexpr std::uint8_t kSonarRun = 0, kSonarReport = 2;
constexpr std::uint8_t kDioReportsRequest = 0, kDioReport = 1;

Bytes words(std::initializer_list<std::int32_t> values, std::initializer_list<std::uint8_t> tail = {})
{
    Bytes out;
    for (std::int32_t v : values)
        RawRflexHost::putI32(out, v);
    out.insert(out.end(), tail);
    return out;
}

// MOT_AXIS_SET_DIR: axis, |velocity|, acceleration, torque, direction (1 forward).
Bytes setDir(std::uint8_t axis, std::int32_t velocity)
{
    Bytes out{axis};
    const Bytes rest = words({std::abs(velocity), 100000, 30000},
                             {static_cast<std::uint8_t>(velocity >= 0 ? 1 : 0)});
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

class Fixture {
public:
    Fixture() : twin(VirtualAtrvJrOptions{{}, 1, 2.0, {}, {}}) {}
    bool start()
    {
        std::string error;
        return twin.start(&error) && host.open(twin.devicePath());
    }
    // Asks SYS_STATUS and waits for a new answer; its brake byte, or -1.
    int brakeByte()
    {
        const std::size_t before = host.framesOf(kSystem, kStatus).size();
        host.send(kSystem, kStatus);
        if (!host.pumpUntil([&] { return host.framesOf(kSystem, kStatus).size() > before; }))
            return -1;
        return host.framesOf(kSystem, kStatus).back().data[8];
    }
    std::int32_t lastPosition(std::uint8_t axis) const
    {
        std::int32_t position = 0;
        for (const auto &f : host.framesOf(kMotion, kReport))
            if (f.data[8] == axis)
                position = f.i32(9);
        return position;
    }
    std::size_t reportsSince(std::size_t index, std::uint8_t axis) const
    {
        const auto all = host.framesOf(kMotion, kReport);
        std::size_t n = 0;
        for (std::size_t i = index; i < all.size(); ++i)
            n += all[i].data[8] == axis;
        return n;
    }

    VirtualAtrvJr twin;
    RawRflexHost host;
};

}  // namespace

class TestVirtualAtrvJr : public QObject {
    Q_OBJECT

private slots:
    void reportsComeAtTheRequestedPeriodForTheRequestedAxes()
    {
        Fixture f;
        QVERIFY(f.start());
        f.host.send(kMotion, kReportRequest, words({100000, 3}));
        QVERIFY(f.host.pumpUntil([&] { return f.reportsSince(0, 1) >= 5; }));
        const auto reports = f.host.framesOf(kMotion, kReport);
        std::vector<std::int32_t> stamps;
        for (const auto &r : reports)
            if (r.data[8] == 0)
                stamps.push_back(r.i32(4));
        QVERIFY(stamps.size() >= 4);
        for (std::size_t i = 1; i < stamps.size(); ++i)
            QCOMPARE(stamps[i] - stamps[i - 1], 100);  // ms of the base's own clock

        f.host.send(kMotion, kReportRequest, words({0, 3}));  // off
        QCOMPARE(f.brakeByte(), 1);  // an answer after the request: it has been obeyed
        const std::size_t heard = f.host.framesOf(kMotion, kReport).size();
        QCOMPARE(f.brakeByte(), 1);
        f.host.pump(300);
        QCOMPARE(f.host.framesOf(kMotion, kReport).size(), heard);
    }

    void theBrakeHoldsUntilReleasedAndDriveMovesBothAxes()
    {
        Fixture f;
        QVERIFY(f.start());
        f.host.send(kMotion, kReportRequest, words({50000, 3}));
        QCOMPARE(f.brakeByte(), 1);  // engaged at power-up
        f.host.send(kMotion, kSetDir, setDir(0, 45405));
        f.host.send(kMotion, kSetDir, setDir(1, -18500));
        const std::size_t from = f.host.framesOf(kMotion, kReport).size();
        QVERIFY(f.host.pumpUntil([&] { return f.reportsSince(from, 0) >= 10; }));
        QCOMPARE(f.lastPosition(0), 0);  // half a second under the brake: no motion
        QCOMPARE(f.lastPosition(1), 0);

        f.host.send(kMotion, kBrakeRelease);
        QCOMPARE(f.brakeByte(), 0);
        f.host.send(kMotion, kSetDir, setDir(0, 45405));
        f.host.send(kMotion, kSetDir, setDir(1, -18500));
        QVERIFY(f.host.pumpUntil([&] { return f.lastPosition(0) > 2000 && f.lastPosition(1) < -2000; }));

        f.host.send(kMotion, kBrakeSet);
        QCOMPARE(f.brakeByte(), 1);
        const std::size_t afterBrake = f.host.framesOf(kMotion, kReport).size();
        QVERIFY(f.host.pumpUntil([&] { return f.reportsSince(afterBrake, 0) >= 2; }));
        const auto reports = f.host.framesOf(kMotion, kReport);
        QCOMPARE(reports.back().i32(13), 0);  // velocity: stopped
    }

    void aFrontSonarHearsTheWallAhead()
    {
        Fixture f;
        QVERIFY(f.start());
        f.host.send(kSonar, kSonarRun, words({30000, 0, 0}, {2}));
        // Sonar 0x02: front centre, 0.39 m ahead of the origin, facing the wall at x = 1.7.
        int range = -1;
        QVERIFY(f.host.pumpUntil([&] {
            for (const auto &r : f.host.framesOf(kSonar, kSonarReport))
                for (std::size_t at = 8; at + 3 <= r.data.size(); at += 3)
                    if (r.data[at] == 0x02)
                        range = r.u16(at + 1);
            return range >= 0;
        }));
        QCOMPARE(range, static_cast<int>(std::lround((1.7 - 0.39) * 1476)));
        for (const auto &r : f.host.framesOf(kSonar, kSonarReport))
            QCOMPARE((r.data.size() - 8) % 3, std::size_t(0));  // 3-byte entries
    }

    void bumpPanelsReportContact()
    {
        Fixture f;
        QVERIFY(f.start());
        f.twin.placeRobot({1.7 - 0.39, 0.0, 0.0});
        f.host.send(kDio, kDioReportsRequest, words({100000}));
        QVERIFY(f.host.pumpUntil([&] { return !f.host.framesOf(kDio, kDioReport).empty(); }));
        const auto report = f.host.framesOf(kDio, kDioReport).back();
        QCOMPARE(report.data[4], std::uint8_t(0x40));  // the ATRV-Jr's panels' address
        QCOMPARE(report.data[6], std::uint8_t(0x01));  // front
    }

    void badFramesAreIgnoredAndStuffedOnesObeyed()
    {
        Fixture f;
        QVERIFY(f.start());
        Bytes corrupt = RawRflexHost::frame(kMotion, kBrakeRelease, {});
        corrupt[corrupt.size() - 3] ^= 0x40;  // the checksum
        QVERIFY(f.host.write({0x00, 0x1B, 0x03, 0xFF}));  // noise
        QVERIFY(f.host.write(corrupt));
        QCOMPARE(f.brakeByte(), 1);  // not released
        QTRY_VERIFY(f.twin.badCommandFrames() >= 1);
        // A period with a 0x1B byte, stuffed, and an id the base ignores.
        f.host.write(RawRflexHost::frame(kMotion, kReportRequest, words({0x1B1B0, 1}), true, 0x1B));
        QVERIFY(f.host.pumpUntil([&] { return f.reportsSince(0, 0) >= 3; }));
        QCOMPARE(f.reportsSince(0, 1), std::size_t(0));  // mask 1: translation only
        QCOMPARE(f.twin.motionReportPeriod(), std::uint32_t(0x1B1B0));
        // Unstuffed, as the drivers send: a raw 0x1B inside the velocity (not followed by
        // 00..03, which would read as an escape) is a data byte.
        const std::uint64_t badBefore = f.twin.badCommandFrames();
        f.twin.clearReceivedCommands();
        f.host.send(kMotion, kBrakeRelease);
        f.host.send(kMotion, kSetDir, setDir(0, 0x1B7F));
        QCOMPARE(f.brakeByte(), 0);
        const auto heard = f.twin.receivedCommands();
        QCOMPARE(heard.size(), std::size_t(3));
        QCOMPARE(heard[1], std::string("mot_axis_set_dir"));
        QCOMPARE(f.twin.badCommandFrames(), badBefore);
        QCOMPARE(f.host.badFrames, 0);  // and the twin stuffed all it sent
        for (std::size_t i = 0; i + 1 < f.host.raw.size(); ++i)
            if (f.host.raw[i] == 0x1B)
                QVERIFY(f.host.raw[i + 1] == 0x00 || f.host.raw[i + 1] == 0x02
                        || f.host.raw[i + 1] == 0x03);
    }
};

QTEST_GUILESS_MAIN(TestVirtualAtrvJr)

}  // namespace tst_virtual_atrvjr
#include "tst_virtual_atrvjr.moc"

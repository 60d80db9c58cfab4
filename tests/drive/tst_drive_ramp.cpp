// The limiter in the link's sending path: DriveStreamer ramps towards the target at the
// rate frames go out, caps speed, and sends zeros at once (release, stop, motors off).
// Frames are checked against the time that really passed between them, so a slow machine
// changes how many frames there are, never whether the test passes.
#include "kobuki/Conversions.h"
#include "link/DriveStreamer.h"

#include <QTimer>
#include <QtTest>

#include <chrono>
#include <cmath>
#include <vector>

namespace tst_drive_ramp {  // this file's names, apart in a unity batch

using robodash::link::DriveLimits;
using robodash::link::DriveStreamer;
namespace kobuki = robodash::kobuki;

namespace {

constexpr int kTimeoutMs = 10000;

struct SentFrame {
    kobuki::BaseControl command;
    double atSeconds;
};

double nowSeconds()
{
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

class TestDriveRamp : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_frames.clear();
        // The streamer gives velocities to the family's driver; the Kobuki's encodes them so.
        m_streamer = std::make_unique<DriveStreamer>([this](const robodash::link::Velocity &v) {
            m_frames.push_back({kobuki::velocityToBaseControl(v.linearMps, v.angularRadps), nowSeconds()});
        });
        m_joystick = std::make_unique<QTimer>();
        m_joystick->setInterval(50);  // a pad held at 20 Hz
    }

    void cleanup()
    {
        m_joystick.reset();
        m_streamer.reset();
    }

    void withoutLimitsTheTargetGoesOutAtOnce()
    {
        m_streamer->command(0.2, 0);
        QCOMPARE(int(m_frames.size()), 1);
        QCOMPARE(m_frames.back().command.speed, std::int16_t(200));
    }

    void rampsUpWithinTheAccelerationLimitAndCapsSpeed()
    {
        QVERIFY(m_streamer->setLimits(DriveLimits{}));
        holdStick(0.7, 0);  // more than the 0.3 m/s cap
        QTRY_COMPARE_WITH_TIMEOUT(m_frames.back().command.speed, std::int16_t(300), kTimeoutMs);
        // First frame: one 40 ms period at 0.5 m/s^2.
        QCOMPARE(m_frames.front().command.speed, std::int16_t(20));
        // 20 mm/s, then at most 50 mm/s per frame (steps are capped at 100 ms): 300 mm/s
        // cannot come before the seventh frame, however slowly the machine runs.
        QVERIFY(m_frames.size() >= 7);
        for (std::size_t i = 1; i < m_frames.size(); ++i) {
            const double dt = std::min(m_frames[i].atSeconds - m_frames[i - 1].atSeconds, 0.1);
            const int rise = m_frames[i].command.speed - m_frames[i - 1].command.speed;
            QVERIFY2(rise >= 0, "speed went down while ramping up");
            QVERIFY2(rise <= std::ceil(500 * dt) + 1, qPrintable(QStringLiteral(
                "rise of %1 mm/s in %2 s is above 0.5 m/s^2").arg(rise).arg(dt)));
            QVERIFY(m_frames[i].command.speed <= 300);
        }
        m_joystick->stop();
    }

    void releaseSendsZeroAtOnce()
    {
        QVERIFY(m_streamer->setLimits(DriveLimits{}));
        holdStick(0.3, 0);
        QTRY_VERIFY_WITH_TIMEOUT(m_frames.back().command.speed >= 100, kTimeoutMs);
        m_joystick->stop();
        m_streamer->command(0, 0);
        QCOMPARE(m_frames.back().command.speed, std::int16_t(0));
        QVERIFY(!m_streamer->isStreaming());
    }

    void stopAndMotorsOffSendZeroAtOnce()
    {
        QVERIFY(m_streamer->setLimits(DriveLimits{}));
        holdStick(0, 1.5);
        QTRY_VERIFY_WITH_TIMEOUT(m_frames.back().command.speed >= 50, kTimeoutMs);
        m_streamer->stop();
        QCOMPARE(m_frames.back().command.speed, std::int16_t(0));
        QTRY_VERIFY_WITH_TIMEOUT(m_frames.back().command.speed >= 20, kTimeoutMs);  // still held
        m_streamer->setMotorsEnabled(false);
        QCOMPARE(m_frames.back().command.speed, std::int16_t(0));
        m_joystick->stop();
        m_streamer->setMotorsEnabled(true);
    }

    void slowingDownIsRampedNotJumped()
    {
        QVERIFY(m_streamer->setLimits(DriveLimits{}));
        holdStick(0.3, 0);
        QTRY_COMPARE_WITH_TIMEOUT(m_frames.back().command.speed, std::int16_t(300), kTimeoutMs);
        const std::size_t from = m_frames.size();
        m_target = {0.1, 0};
        m_streamer->command(0.1, 0);
        QTRY_COMPARE_WITH_TIMEOUT(m_frames.back().command.speed, std::int16_t(100), kTimeoutMs);
        QVERIFY(m_frames.size() - from >= 3);  // 0.2 m/s at 0.7 m/s^2 takes 0.29 s
        QVERIFY(m_frames[from].command.speed > 100);
        m_joystick->stop();
    }

private:
    void holdStick(double linear, double angular)
    {
        m_target = {linear, angular};
        QObject::connect(m_joystick.get(), &QTimer::timeout, m_streamer.get(),
                         [this] { m_streamer->command(m_target.first, m_target.second); });
        m_streamer->command(linear, angular);
        m_joystick->start();
    }

    std::unique_ptr<DriveStreamer> m_streamer;
    std::unique_ptr<QTimer> m_joystick;
    std::pair<double, double> m_target;
    std::vector<SentFrame> m_frames;
};

QTEST_GUILESS_MAIN(TestDriveRamp)

}  // namespace tst_drive_ramp
#include "tst_drive_ramp.moc"

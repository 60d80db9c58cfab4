// WrongPortDetector on its own: times and counters are given, no timer runs, so each case
// states exactly when the verdict may and may not come.
#include "link/WrongPortDetector.h"

#include <QTest>

namespace tst_wrong_port_detector {  // this file's names, apart in a unity batch

using robodash::link::WrongPortDetector;

namespace {

constexpr qint64 kOpenedAt = 10'000;  // link-clock ms at which the port opened
constexpr qint64 kVerdictAt = kOpenedAt + WrongPortDetector::kVerdictAfterMs;
constexpr quint64 kPlenty = 812;

}  // namespace

class TestWrongPortDetector : public QObject {
    Q_OBJECT

private slots:
    void bytesWithoutFramesWarnAfterTwoSecondsNotBefore()
    {
        WrongPortDetector detector;
        detector.start(kOpenedAt);
        QVERIFY(!detector.check(kOpenedAt + 500, kPlenty, 0));
        QVERIFY(!detector.check(kVerdictAt - 1, kPlenty, 0));
        QVERIFY(detector.check(kVerdictAt, kPlenty, 0));
    }

    void aFewBytesOfLineNoiseAreNoVerdict()
    {
        WrongPortDetector detector;
        detector.start(kOpenedAt);
        QVERIFY(!detector.check(kVerdictAt + 5000, WrongPortDetector::kMinBytes - 1, 0));
        // Bytes that start late still count once there are enough of them.
        QVERIFY(detector.check(kVerdictAt + 6000, WrongPortDetector::kMinBytes, 0));
    }

    void aQuietPortIsNotAWrongPort()
    {
        WrongPortDetector detector;
        detector.start(kOpenedAt);
        QVERIFY(!detector.check(kVerdictAt + 60'000, 0, 0));
    }

    void aGoodFrameFirstMeansNoWarningForTheConnection()
    {
        WrongPortDetector detector;
        detector.start(kOpenedAt);
        QVERIFY(!detector.check(kOpenedAt + 100, 90, 1));
        // Garbage later on (a loose cable) is the statistics' business, not this verdict's.
        QVERIFY(!detector.check(kVerdictAt, kPlenty, 1));
        QVERIFY(!detector.check(kVerdictAt + 10'000, 100 * kPlenty, 1));
    }

    // Issue 25: the Rover Pro's dashboard on a Kobuki's stream found a few of its short
    // frames in it by chance and never said it was the wrong robot.
    void strayFramesInAnotherRobotsStreamSettleNothing()
    {
        WrongPortDetector detector;
        detector.start(kOpenedAt);
        QVERIFY(!detector.check(kOpenedAt + 500, 2000, 2, 1980));
        QVERIFY(detector.check(kVerdictAt, 7000, 3, 6970));
        // Frames that explain most bytes, after a noisy start, settle it.
        WrongPortDetector noisyStart;
        noisyStart.start(kOpenedAt);
        QVERIFY(!noisyStart.check(kOpenedAt + 500, 2000, 25, 400));
        QVERIFY(!noisyStart.check(kVerdictAt, 7000, 90, 400));
    }

    void warnsOncePerConnection()
    {
        WrongPortDetector detector;
        detector.start(kOpenedAt);
        QVERIFY(detector.check(kVerdictAt, kPlenty, 0));
        QVERIFY(!detector.check(kVerdictAt + 1000, 2 * kPlenty, 0));
        QVERIFY(!detector.check(kVerdictAt + 2000, 3 * kPlenty, 0));
        // A new connection (reconnect, another port) gets a verdict of its own, 2 s after it.
        const qint64 reopenedAt = kVerdictAt + 3000;
        detector.start(reopenedAt);
        QVERIFY(!detector.check(reopenedAt + 1000, kPlenty, 0));
        QVERIFY(detector.check(reopenedAt + WrongPortDetector::kVerdictAfterMs, kPlenty, 0));
    }

    void noPortNoVerdict()
    {
        WrongPortDetector never;
        QVERIFY(!never.check(kVerdictAt + 60'000, kPlenty, 0));
        WrongPortDetector stopped;
        stopped.start(kOpenedAt);
        stopped.stop();
        QVERIFY(!stopped.check(kVerdictAt, kPlenty, 0));
    }

    // Issue 25: the Kobuki's dashboard on a Rover Pro (which answers only its own polls)
    // heard nothing and waited "for data" for ever.
    void aSilentPortIsSaidOnceLaterThanAnyRobotAnswers()
    {
        WrongPortDetector detector;
        detector.start(kOpenedAt);
        const qint64 silentAt = kOpenedAt + WrongPortDetector::kSilentVerdictAfterMs;
        QVERIFY(!detector.checkSilent(silentAt - 1, 0, 0));
        QVERIFY(detector.checkSilent(silentAt, WrongPortDetector::kMinBytes - 1, 0));
        QVERIFY(!detector.checkSilent(silentAt + 1000, 0, 0));
        QVERIFY(!detector.check(silentAt + 1000, 0, 0));  // silence is not garbage
        detector.start(silentAt + 2000);  // a new connection is judged again
        QVERIFY(detector.checkSilent(silentAt + 2000 + WrongPortDetector::kSilentVerdictAfterMs, 0, 0));
    }

    void aRobotThatAnswersOrBytesThatArriveAreNotSilence()
    {
        WrongPortDetector answered;
        answered.start(kOpenedAt);
        QVERIFY(!answered.checkSilent(kOpenedAt + 100, 20, 1));
        QVERIFY(!answered.checkSilent(kOpenedAt + 60'000, 20, 1));
        WrongPortDetector garbage;
        garbage.start(kOpenedAt);
        QVERIFY(!garbage.checkSilent(kOpenedAt + 60'000, kPlenty, 0));
        QVERIFY(garbage.check(kOpenedAt + 60'000, kPlenty, 0));
        WrongPortDetector closed;
        closed.start(kOpenedAt);
        closed.stop();
        QVERIFY(!closed.checkSilent(kOpenedAt + 60'000, 0, 0));
    }

    void keepsTheFirstBytesWhileWatching()
    {
        WrongPortDetector detector;
        detector.sample("before");  // no port: nothing kept
        QVERIFY(detector.sampled().isEmpty());
        detector.start(kOpenedAt);
        detector.sample(QByteArray(WrongPortDetector::kSampleBytes - 2, 'a'));
        detector.sample("bcd");
        QCOMPARE(detector.sampled().size(), qsizetype(WrongPortDetector::kSampleBytes));
        QVERIFY(detector.sampled().endsWith("bc"));
        detector.start(kOpenedAt + 10);
        QVERIFY(detector.sampled().isEmpty());
    }

    void messagesNameTheRobotTheBytesAreFrom()
    {
        const QString named = WrongPortDetector::message(QStringLiteral("/dev/pts/3"), 900, 2000, QStringLiteral("Rover Pro"),
                                                         57600, QStringLiteral("Kobuki"), QStringLiteral("kobuki"));
        QVERIFY2(named.contains(QLatin1String("none of them is a Rover Pro frame: they are a Kobuki's")), qPrintable(named));
        QVERIFY2(named.contains(QLatin1String("robodash --robot kobuki")), qPrintable(named));
        const QString silent = WrongPortDetector::silentMessage(QStringLiteral("/dev/pts/3"), 5000, QStringLiteral("Kobuki"));
        QVERIFY2(silent.contains(QLatin1String("Nothing arrives on /dev/pts/3 (5.0 s)")), qPrintable(silent));
        QVERIFY2(silent.contains(QLatin1String("a Kobuki (not another robot)")), qPrintable(silent));
    }

    void messageNamesThePortAndWhatArrived()
    {
        const QString message = WrongPortDetector::message(QStringLiteral("/dev/ttyUSB0"), 812, 2030);
        QVERIFY2(message.contains(QLatin1String("/dev/ttyUSB0")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("812 in 2.0 s")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("Kobuki")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("115200 baud")), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestWrongPortDetector)

}  // namespace tst_wrong_port_detector
#include "tst_wrong_port_detector.moc"

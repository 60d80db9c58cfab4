// Record and replay end to end: the virtual Kobuki through RobotLink (the dashboard's own
// path) into a session log, then the log back through a second RobotLink. The decoded
// structs must be the same sequences; a damaged log replays up to the damage and says
// where; a write error stops only the recording; a replay never opens a transport; a file
// that is not a log leaves a live link as it was.
#include "sim/kobuki/VirtualKobuki.h"

#include "RobotSession.h"
#include "link/RobotLink.h"
#include "link/SessionLogReader.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <optional>
#include <sys/resource.h>

namespace tst_record_replay {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::link;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr int kFramesToRecord = 120;  // about 2.4 s at 50 Hz

// Every decoded struct a link emits, in order, per kind.
struct Seen {
    std::vector<kobuki::BasicSensors> basic;
    std::vector<kobuki::Inertia> inertia;
    std::vector<kobuki::Cliff> cliff;
    std::vector<kobuki::Current> current;
    std::vector<kobuki::RawGyro> gyro;
    std::vector<kobuki::DockIr> dockIr;
    std::vector<kobuki::GeneralPurposeInput> input;
    std::vector<kobuki::Version> hardware, firmware;
    std::vector<kobuki::Udid> udid;
    std::vector<kobuki::ControllerInfo> gains;
    bool collecting = true;

    void attach(robodash::app::KobukiFeed &feed, QObject *context)
    {
        collectInto(feed, &robodash::app::KobukiFeed::basicSensors, basic, context);
        collectInto(feed, &robodash::app::KobukiFeed::inertia, inertia, context);
        collectInto(feed, &robodash::app::KobukiFeed::cliff, cliff, context);
        collectInto(feed, &robodash::app::KobukiFeed::current, current, context);
        collectInto(feed, &robodash::app::KobukiFeed::rawGyro, gyro, context);
        collectInto(feed, &robodash::app::KobukiFeed::dockIr, dockIr, context);
        collectInto(feed, &robodash::app::KobukiFeed::generalPurposeInput, input, context);
        collectInto(feed, &robodash::app::KobukiFeed::hardwareVersion, hardware, context);
        collectInto(feed, &robodash::app::KobukiFeed::firmwareVersion, firmware, context);
        collectInto(feed, &robodash::app::KobukiFeed::udid, udid, context);
        collectInto(feed, &robodash::app::KobukiFeed::controllerInfo, gains, context);
    }

private:
    template <typename T>
    void collectInto(robodash::app::KobukiFeed &link, void (robodash::app::KobukiFeed::*signal)(const T &, qint64), std::vector<T> &into,
                     QObject *context)
    {
        QObject::connect(&link, signal, context, [this, &into](const T &value) {
            if (collecting)
                into.push_back(value);
        });
    }
};

// The replay may lack the one frame whose first bytes came before the recording started;
// otherwise it is the same sequence.
template <typename T>
bool sameSequence(const std::vector<T> &live, const std::vector<T> &replayed, const char *what)
{
    qInfo("%s: %zu live, %zu replayed", what, live.size(), replayed.size());
    const std::size_t skip = live.size() - replayed.size();
    if (replayed.size() > live.size() || skip > 1) {
        qWarning("%s: %zu live, %zu replayed", what, live.size(), replayed.size());
        return false;
    }
    if (!std::equal(replayed.begin(), replayed.end(), live.begin() + std::ptrdiff_t(skip))) {
        qWarning("%s: values differ", what);
        return false;
    }
    return true;
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

// Base-control commands asking for motion, among those the robot obeyed.
int drivingCommands(const sim::VirtualKobuki &robot)
{
    int count = 0;
    for (const sim::ReceivedCommand &command : robot.receivedCommands())
        count += command.id == kobuki::kBaseControlId && command.baseControl.speed != 0;
    return count;
}

// Connects `link` to a fresh virtual Kobuki and holds it forward at 0.2 m/s with
// `joystick` (drive() at 20 Hz, as the pad does). The robot once it drives at that speed;
// nothing when it never comes online or never gets there.
std::shared_ptr<sim::VirtualKobuki> driveForwardOnSim(RobotLink &link, QTimer &joystick)
{
    QSignalSpy online(&link, &RobotLink::onlineChanged);
    link.connectTo(QStringLiteral("sim:"));
    if (!online.wait(kTimeoutMs)) return nullptr;
    std::shared_ptr<sim::VirtualKobuki> robot = robodash::app::RobotSession::owning(&link)->virtualKobuki();
    if (!robot) return nullptr;
    QObject::connect(&joystick, &QTimer::timeout, &link, [&link] { link.drive(0.2, 0); });
    joystick.start(50);
    const bool driving = QTest::qWaitFor([&robot] { return robot->lastBaseControl().speed == 200; }, kTimeoutMs);
    return driving ? robot : nullptr;
}

}  // namespace

class TestRecordReplay : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_log;
    Seen m_live;

    // A live session, driving in an arc so the encoders and the gyro move, recorded.
    bool recordLiveSession(const QString &path, Seen &seen)
    {
        robodash::app::RobotSession session;
        RobotLink &link = session.link();
        seen.collecting = false;
        seen.attach(session.kobuki(), this);
        QObject::connect(&link, &RobotLink::recordingStarted, this, [&seen] { seen.collecting = true; });
        QObject::connect(&link, &RobotLink::recordingStopped, this, [&seen] { seen.collecting = false; });
        QSignalSpy online(&link, &RobotLink::onlineChanged);
        QSignalSpy started(&link, &RobotLink::recordingStarted);
        QSignalSpy stopped(&link, &RobotLink::recordingStopped);
        link.connectTo(QStringLiteral("sim:"));
        if (!online.wait(kTimeoutMs))
            return false;
        QTimer drive;
        QObject::connect(&drive, &QTimer::timeout, &link, [&link] { link.drive(0.2, 0.6); });
        drive.start(50);
        link.startRecording(path);
        if (!started.wait(kTimeoutMs))
            return false;
        session.kobukiControl().requestControllerGains();  // so the log carries an answer too
        if (!QTest::qWaitFor([&seen] { return seen.basic.size() >= std::size_t(kFramesToRecord); }, kTimeoutMs))
            return false;
        link.stopRecording();
        if (!QTest::qWaitFor([&stopped] { return stopped.count() == 1; }, kTimeoutMs))
            return false;
        drive.stop();
        if (!stopped.first().at(2).toString().isEmpty()) {
            qWarning("recording failed: %s", qPrintable(stopped.first().at(2).toString()));
            return false;
        }
        return true;
    }

    // Plays `path` as fast as possible; returns what replayFinished said.
    QString replay(const QString &path, Seen &seen, int *transportsMade = nullptr)
    {
        int made = 0;
        robodash::app::RobotSession session("kobuki", [&made](const PortAddress &) -> Transport * {
            ++made;  // a replay must never ask for a real transport
            return nullptr;
        });
        RobotLink &link = session.link();
        seen.attach(session.kobuki(), this);
        QSignalSpy finished(&link, &RobotLink::replayFinished);
        QSignalSpy opened(&link, &RobotLink::replayOpened);
        link.openReplay(path);
        link.setReplaySpeed(0);
        // Commands during a replay go nowhere: there is nothing to send them to.
        link.drive(0.3, 0);
        session.kobukiControl().setOutputWord(0x0F00);
        if (!finished.wait(kTimeoutMs) || opened.count() != 1 || !link.isReplaying())
            return QStringLiteral("replay did not finish");
        if (transportsMade)
            *transportsMade = made;
        return finished.first().at(0).toString();
    }

private slots:
    // A log recorded before the family seam (its header's robot field was written and never
    // read) still replays, as a Kobuki log, through the Kobuki's driver and feed.
    void aLogRecordedBeforeTheSeamStillReplays()
    {
        robodash::app::RobotSession session;
        RobotLink &link = session.link();
        QSignalSpy basic(&session.kobuki(), &robodash::app::KobukiFeed::basicSensors);
        QSignalSpy firmware(&session.kobuki(), &robodash::app::KobukiFeed::firmwareVersion);
        QSignalSpy finished(&link, &RobotLink::replayFinished);
        link.setReplaySpeed(0);
        link.openReplay(QStringLiteral(ROBODASH_TEST_DATA_DIR "/kobuki-before-seam.rdlog"));
        QVERIFY(finished.wait(kTimeoutMs));
        QCOMPARE(link.family(), QStringLiteral("kobuki"));
        QVERIFY(basic.count() > 100);  // 3 s at 50 frames per second
        QCOMPARE(firmware.count(), 1);
        QCOMPARE(firmware.first().first().value<kobuki::Version>().toString(), std::string("1.2.0"));
    }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_log = m_dir.filePath(QStringLiteral("session.rdlog"));
        QVERIFY(recordLiveSession(m_log, m_live));
    }

    void logHeaderNamesTheSession()
    {
        QString error;
        const std::optional<SessionLog> log = SessionLogReader::read(m_log, &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->header.robot, QStringLiteral("kobuki"));
        QCOMPARE(log->header.port, QStringLiteral("sim:"));
        QVERIFY(log->header.startUtc.isValid());
        QVERIFY(qAbs(log->header.startUtc.secsTo(QDateTime::currentDateTimeUtc())) < 600);
        QVERIFY(log->stop.clean);
        QVERIFY(log->durationMs() > 1000);
    }

    void replayDecodesTheSameValuesAsLive()
    {
        Seen replayed;
        int transports = -1;
        QCOMPARE(replay(m_log, replayed, &transports), QString());
        QCOMPARE(transports, 0);
        QVERIFY(m_live.basic.size() >= std::size_t(kFramesToRecord));
        QVERIFY(sameSequence(m_live.basic, replayed.basic, "basic sensors"));
        QVERIFY(sameSequence(m_live.inertia, replayed.inertia, "inertia"));
        QVERIFY(sameSequence(m_live.cliff, replayed.cliff, "cliff"));
        QVERIFY(sameSequence(m_live.current, replayed.current, "current"));
        QVERIFY(sameSequence(m_live.gyro, replayed.gyro, "raw gyro"));
        QVERIFY(sameSequence(m_live.dockIr, replayed.dockIr, "dock IR"));
        QVERIFY(sameSequence(m_live.input, replayed.input, "inputs"));
        QVERIFY(sameSequence(m_live.gains, replayed.gains, "controller info"));
        QVERIFY(!replayed.gains.empty());
        // The robot moved during the recording, so equal sequences are not trivially equal.
        QVERIFY(m_live.basic.front().leftEncoder != m_live.basic.back().leftEncoder);
    }

    void truncatedLogReplaysUpToTheCutAndSaysWhere()
    {
        const QString cut = m_dir.filePath(QStringLiteral("cut.rdlog"));
        QVERIFY(QFile::copy(m_log, cut));
        QFile file(cut);
        const qint64 size = file.size();
        QVERIFY(file.resize(size / 2 + 3));  // mid-record, most likely
        Seen replayed;
        const QString message = replay(cut, replayed);
        QVERIFY2(message.contains(QStringLiteral("stopped at byte")) && message.contains(QStringLiteral("t = ")),
                 qPrintable(message));
        const std::optional<SessionLog> log = SessionLogReader::read(cut, nullptr);
        QVERIFY(log);
        QVERIFY2(message.contains(QString::number(log->stop.byteOffset)), qPrintable(message));
        // What was played is the start of the live sequence.
        QVERIFY(replayed.basic.size() > m_live.basic.size() / 3);
        QVERIFY(replayed.basic.size() < m_live.basic.size());
        const std::size_t skip = m_live.basic.size() > 0 && replayed.basic.front() == m_live.basic.front() ? 0 : 1;
        QVERIFY(std::equal(replayed.basic.begin(), replayed.basic.end(), m_live.basic.begin() + std::ptrdiff_t(skip)));
    }

    void pauseHoldsAndSeekMoves()
    {
        robodash::app::RobotSession session("kobuki", [](const PortAddress &) -> Transport * { return nullptr; });
        RobotLink &link = session.link();
        QSignalSpy opened(&link, &RobotLink::replayOpened);
        qint64 position = -1;
        QObject::connect(&link, &RobotLink::replayPosition, this, [&position](qint64 p) { position = p; });
        int frames = 0;
        QObject::connect(&session.kobuki(), &robodash::app::KobukiFeed::basicSensors, this, [&frames] { ++frames; });
        link.openReplay(m_log);
        QVERIFY(opened.wait(kTimeoutMs));
        const qint64 duration = opened.first().at(1).toLongLong();
        QVERIFY(duration > 1000);
        link.setReplaySpeed(0.25);
        link.setReplayPaused(true);
        // The seek's position report comes after everything played before the pause; then
        // the state at the new place, once (issue 38: a paused seek left the panels as they
        // were), and nothing more while paused.
        QSignalSpy telemetry(&link, &RobotLink::telemetry);
        link.seekReplay(duration / 2);
        QTRY_COMPARE_WITH_TIMEOUT(position, duration / 2, kTimeoutMs);
        // (Samples played before the pause may still be on their way: at least the one.)
        QTRY_VERIFY_WITH_TIMEOUT(telemetry.count() >= 1, kTimeoutMs);
        const int framesWhenPaused = frames;
        const int samplesWhenPaused = int(telemetry.count());
        QTest::qWait(300);
        QCOMPARE(frames, framesWhenPaused);
        QCOMPARE(int(telemetry.count()), samplesWhenPaused);
        QCOMPARE(position, duration / 2);

        link.setReplaySpeed(20);
        link.setReplayPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(frames > framesWhenPaused + 10, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(position, duration, kTimeoutMs);
    }

    // A replay moved back and played to the end ends where a straight play ends: heading,
    // place and distance (issue 38: after a seek the driver integrated the jump, and the end
    // read -123° and 1.76 m against +126° and 1.46 m).
    void aSeekBackEndsWhereAStraightPlayEnds()
    {
        const auto lastOdometry = [this](bool seekBack) -> std::optional<core::OdometryState> {
            robodash::app::RobotSession session("kobuki", [](const PortAddress &) -> Transport * { return nullptr; });
            RobotLink &link = session.link();
            std::optional<core::OdometryState> last;
            qint64 position = 0;
            QObject::connect(&link, &RobotLink::telemetry, &link, [&last](const core::TelemetrySample &sample) {
                if (sample.core.odometry) last = sample.core.odometry;
            });
            QObject::connect(&link, &RobotLink::replayPosition, &link, [&position](qint64 p) { position = p; });
            QSignalSpy opened(&link, &RobotLink::replayOpened);
            QSignalSpy finished(&link, &RobotLink::replayFinished);
            link.openReplay(m_log);
            if (!opened.wait(kTimeoutMs)) return std::nullopt;
            const qint64 duration = opened.first().at(1).toLongLong();
            if (seekBack) {  // play the first half, then go back to a quarter
                link.setReplaySpeed(20);
                if (!QTest::qWaitFor([&] { return position >= duration / 2; }, kTimeoutMs)) return std::nullopt;
                link.seekReplay(duration / 4);
            }
            link.setReplaySpeed(0);
            if (!finished.wait(kTimeoutMs)) return std::nullopt;
            return last;
        };
        const std::optional<core::OdometryState> straight = lastOdometry(false);
        const std::optional<core::OdometryState> moved = lastOdometry(true);
        QVERIFY(straight && moved);
        QVERIFY(std::abs(straight->pose.theta) > 0.3);  // it turned: the heading says something
        QCOMPARE(moved->pose.theta, straight->pose.theta);
        QCOMPARE(moved->pose.x, straight->pose.x);
        QCOMPARE(moved->pose.y, straight->pose.y);
        QCOMPARE(moved->distanceMetres, straight->distanceMetres);
    }

    void aFileThatIsNotALogLeavesTheLiveLinkDriving_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("text") << QByteArray("not a log\n") << "not a RoboDash session log";
        QTest::newRow("empty") << QByteArray() << "not a RoboDash session log";
        QTest::newRow("rosbag2 sqlite") << QByteArray("SQLite format 3\0\x10\x00\x01\x01", 20)
                                        << "convert it to MCAP with `ros2 bag convert`";
        QTest::newRow("missing") << QByteArray("(no file)") << "cannot open";
    }

    void aFileThatIsNotALogLeavesTheLiveLinkDriving()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        const QString garbage = m_dir.filePath(QStringLiteral("garbage-%1.rdlog").arg(QTest::currentDataTag()));
        if (content != "(no file)")
            QVERIFY(writeFile(garbage, content));
        robodash::app::RobotSession session;
        RobotLink &link = session.link();
        QTimer joystick;
        const std::shared_ptr<sim::VirtualKobuki> robot = driveForwardOnSim(link, joystick);
        QVERIFY2(robot, "the virtual Kobuki never came online at 0.2 m/s");

        QSignalSpy failed(&link, &RobotLink::replayFailed);
        QSignalSpy disconnected(&link, &RobotLink::disconnected);
        QSignalSpy connectionFailed(&link, &RobotLink::connectionFailed);
        QSignalSpy opened(&link, &RobotLink::replayOpened);
        link.openReplay(garbage);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kTimeoutMs);
        const QString message = failed.first().at(0).toString();
        QVERIFY2(message.contains(reason) && message.contains(garbage), qPrintable(message));
        // A close would have been reported before the failure, on the same queue.
        QCOMPARE(disconnected.count(), 0);
        QCOMPARE(connectionFailed.count(), 0);
        QCOMPARE(opened.count(), 0);
        QVERIFY(link.isConnected() && link.isOnline() && !link.isReplaying());
        QCOMPARE(session.virtualKobuki(), robot);
        // Still driving: fresh commands keep reaching the same robot at the held speed.
        robot->clearReceivedCommands();
        QTRY_VERIFY_WITH_TIMEOUT(drivingCommands(*robot) >= 10, kTimeoutMs);
        QCOMPARE(robot->lastBaseControl().speed, std::int16_t(200));
        joystick.stop();
    }

    void aLogOpenedOverALiveLinkStopsTheRobotThenPlays()
    {
        robodash::app::RobotSession session;
        RobotLink &link = session.link();
        QTimer joystick;  // still held when the log is opened: only the close may stop it
        const std::shared_ptr<sim::VirtualKobuki> robot = driveForwardOnSim(link, joystick);
        QVERIFY2(robot, "the virtual Kobuki never came online at 0.2 m/s");
        QSignalSpy disconnected(&link, &RobotLink::disconnected);
        QSignalSpy opened(&link, &RobotLink::replayOpened);
        link.openReplay(m_log);
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, kTimeoutMs);
        QCOMPARE(disconnected.count(), 1);
        QCOMPARE(disconnected.first().at(0).toString(), QString::fromLatin1(kClosedOnRequestReason));
        QVERIFY(link.isReplaying());
        QTRY_COMPARE_WITH_TIMEOUT(robot->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
    }

    void unwritablePathStopsOnlyTheRecording_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("missing directory") << QStringLiteral("/nonexistent-robodash/x.rdlog");
        QTest::newRow("under a file") << QStringLiteral("%1/x.rdlog").arg(m_log);
        QTest::newRow("proc") << QStringLiteral("/proc/robodash.rdlog");
    }

    void unwritablePathStopsOnlyTheRecording()
    {
        QFETCH(QString, path);
        robodash::app::RobotSession session;
        RobotLink &link = session.link();
        QSignalSpy online(&link, &RobotLink::onlineChanged);
        QSignalSpy stopped(&link, &RobotLink::recordingStopped);
        link.connectTo(QStringLiteral("sim:"));
        QVERIFY(online.wait(kTimeoutMs));
        link.startRecording(path);
        QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, kTimeoutMs);
        const QString error = stopped.first().at(2).toString();
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!link.isRecording());
        int frames = 0;
        QObject::connect(&session.kobuki(), &robodash::app::KobukiFeed::basicSensors, this, [&frames] { ++frames; });
        QTRY_VERIFY_WITH_TIMEOUT(frames >= 10, kTimeoutMs);
        QVERIFY(link.isConnected() && link.isOnline());
    }

    // A file size limit fails writes the way a full disk does (and binds root too).
    void writeErrorMidwayStopsOnlyTheRecording()
    {
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit old{};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &old) == 0);
        robodash::app::RobotSession session;
        RobotLink &link = session.link();
        QSignalSpy online(&link, &RobotLink::onlineChanged);
        QSignalSpy stopped(&link, &RobotLink::recordingStopped);
        link.connectTo(QStringLiteral("sim:"));
        QVERIFY(online.wait(kTimeoutMs));
        rlimit small = old;
        small.rlim_cur = 3000;
        QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
        link.startRecording(m_dir.filePath(QStringLiteral("limited.rdlog")));
        const bool stoppedInTime = QTest::qWaitFor([&] { return stopped.count() == 1; }, kTimeoutMs);
        setrlimit(RLIMIT_FSIZE, &old);
        QVERIFY(stoppedInTime);
        const QString error = stopped.first().at(2).toString();
        QVERIFY2(error.contains(QStringLiteral("limited.rdlog")) && error.contains(QStringLiteral("large")),
                 qPrintable(error));
        int frames = 0;
        QObject::connect(&session.kobuki(), &robodash::app::KobukiFeed::basicSensors, this, [&frames] { ++frames; });
        QTRY_VERIFY_WITH_TIMEOUT(frames >= 10, kTimeoutMs);
        QVERIFY(link.isConnected() && link.isOnline());
    }
};

QTEST_GUILESS_MAIN(TestRecordReplay)

}  // namespace tst_record_replay
#include "tst_record_replay.moc"

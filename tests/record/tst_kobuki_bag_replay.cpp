// A ROS 2 bag of kobuki_ros topics (tests/data/mcap/make-kobuki-bag.mjs) replayed through the
// dashboard's own path (RobotSession, RobotLink, the Kobuki driver and feed): the panels'
// signals carry the values the script wrote, and seek and speed work as for a .rdlog.
#include "KobukiBag.h"
#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QSignalSpy>
#include <QTest>

#include <vector>

namespace tst_kobuki_bag_replay {  // this file's names, apart in a unity batch

namespace {

const QString kBag = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/kobuki-ros-bag.mcap");
constexpr int kTimeoutMs = 10000;

}  // namespace

class TestKobukiBagReplay : public QObject {
    Q_OBJECT

private slots:
    void seekToTheBumperPress()
    {
        robodash::bridge::KobukiBag::install();
        robodash::bridge::KobukiBag::setNamespace(QStringLiteral("/tb1"));
        robodash::app::RobotSession session(
            "kobuki", [](const robodash::link::PortAddress &) -> robodash::link::Transport * { return nullptr; });
        robodash::link::RobotLink &link = session.link();
        QSignalSpy opened(&link, &robodash::link::RobotLink::replayOpened);
        qint64 position = -1;
        QObject::connect(&link, &robodash::link::RobotLink::replayPosition, this,
                         [&position](qint64 p) { position = p; });
        std::vector<robodash::kobuki::BasicSensors> seen;
        QObject::connect(&session.kobuki(), &robodash::app::KobukiFeed::basicSensors, this,
                         [&seen](const robodash::kobuki::BasicSensors &value, qint64) { seen.push_back(value); });
        link.openReplay(kBag);
        QVERIFY(opened.wait(kTimeoutMs));
        QCOMPARE(opened.first().at(1).toLongLong(), 1980);
        link.setReplayPaused(true);
        // The seek's position report comes after everything played before the pause.
        link.seekReplay(1000);
        QTRY_COMPARE_WITH_TIMEOUT(position, 1000, kTimeoutMs);
        seen.clear();
        link.setReplaySpeed(20);
        link.setReplayPaused(false);
        QTRY_COMPARE_WITH_TIMEOUT(position, 1980, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(int(seen.size()), 50, kTimeoutMs);  // 1.00 s to 1.98 s at 50 Hz
        QCOMPARE(int(seen.front().bumper), 2);  // the centre bumper, pressed at 1.0 s
        QCOMPARE(int(seen.front().battery), 152);
        int pressed = 0;
        for (const auto &value : seen)
            pressed += value.bumper == 2 ? 1 : 0;
        QCOMPARE(pressed, 10);
    }
};

QTEST_GUILESS_MAIN(TestKobukiBagReplay)

}  // namespace tst_kobuki_bag_replay
#include "tst_kobuki_bag_replay.moc"

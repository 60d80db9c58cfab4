// A fleet tile says what its robot's store says: a replay that is paused or has ended says so
// (it used to say "Replay" throughout, as if it were still playing), and shows the readings
// of the log where it stands. Waits are on conditions, never on time.
#include "EventLog.h"
#include "RobotSession.h"
#include "RobotTile.h"
#include "link/RobotLink.h"

#include <QSignalSpy>
#include <QTest>

namespace tst_robot_tile {  // this file's names, apart in a unity batch

using robodash::link::RobotLink;

constexpr int kTimeoutMs = 10000;

class TestRobotTile : public QObject {
    Q_OBJECT
private slots:
    void aReplaySaysWhetherItPlaysIsPausedOrEnded()
    {
        robodash::app::RobotSession session;
        EventLog events;
        RobotTile tile(&session.link(), &session.store(), &events, QStringLiteral("Demo"),
                       QStringLiteral("Kobuki · a log"));
        QCOMPARE(tile.stateText(), QStringLiteral("Not connected"));
        QCOMPARE(tile.batteryText(), QStringLiteral("Battery —"));
        RobotLink &link = session.link();
        QSignalSpy finished(&link, &RobotLink::replayFinished);
        link.openReplay(QStringLiteral(ROBODASH_TEST_DATA_DIR "/kobuki-before-seam.rdlog"));
        link.setReplaySpeed(0);  // after the open: it speeds the open log
        QVERIFY(finished.wait(kTimeoutMs));
        tile.refreshNow();
        QCOMPARE(tile.stateText(), QStringLiteral("Replay ended"));
        QVERIFY2(tile.batteryText().contains(QStringLiteral(" V)")), qPrintable(tile.batteryText()));
        link.setReplayPaused(true);
        link.seekReplay(0);
        QTRY_COMPARE_WITH_TIMEOUT((tile.refreshNow(), tile.stateText()), QStringLiteral("Replay paused"), kTimeoutMs);
        link.setReplayPaused(false);
        tile.refreshNow();
        QCOMPARE(tile.stateText(), QStringLiteral("Replay"));
    }

    void aPortThatCannotOpenSaysWhy()
    {
        robodash::app::RobotSession session;
        EventLog events;
        RobotTile tile(&session.link(), &session.store(), &events, QStringLiteral("Lab 2"), QStringLiteral("Kobuki"));
        session.link().connectTo(QStringLiteral("/dev/robodash-no-such-port"));
        QTRY_COMPARE_WITH_TIMEOUT((tile.refreshNow(), tile.stateText()), QStringLiteral("Failed"), kTimeoutMs);
        QVERIFY2(tile.lastEventText().contains(QStringLiteral("robodash-no-such-port")), qPrintable(tile.lastEventText()));
    }
};

QTEST_MAIN(TestRobotTile)

}  // namespace tst_robot_tile
#include "tst_robot_tile.moc"

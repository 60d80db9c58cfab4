// The status bar's link summary tells the truth at once: "Online" the moment data arrives
// (not at the next once-a-second statistics), never "Offline" before the first frame, replay
// named as replay, and every figure in the tooltip.
#include "LinkStatusLabel.h"

#include <QtTest>

namespace tst_link_status_label {  // this file's names, apart in a unity batch

using robodash::link::LinkStatistics;

class TestLinkStatusLabel : public QObject {
    Q_OBJECT
private slots:
    void notConnectedUntilAPortOpens()
    {
        LinkStatusLabel label;
        QCOMPARE(label.text(), QStringLiteral("Not connected"));
    }

    void waitsForDataInsteadOfSayingOffline()
    {
        LinkStatusLabel label;
        label.showConnected();
        QVERIFY2(label.text().contains(QStringLiteral("waiting for data")), qPrintable(label.text()));
        LinkStatistics beforeFirstFrame;
        beforeFirstFrame.connected = true;
        label.setStatistics(beforeFirstFrame);
        QVERIFY2(!label.text().contains(QStringLiteral("Offline")), qPrintable(label.text()));
    }

    void onlineShowsAtOnceAndKeepsTheFigures()
    {
        LinkStatusLabel label;
        LinkStatistics statistics;
        statistics.connected = true;
        statistics.framesPerSecond = 50;
        statistics.checksumErrors = 2;
        statistics.malformedSubPayloads = 1;
        statistics.discardedBytes = 7;
        statistics.lastFrameAgeMs = 900;  // an earlier silence
        label.setStatistics(statistics);
        QVERIFY2(label.text().startsWith(QStringLiteral("Offline")), qPrintable(label.text()));
        label.setOnline(true);
        QCOMPARE(label.text(), QStringLiteral("Online · 50.0 frames/s · 3 errors · 7 bytes discarded"));
        label.setOnline(false);
        QVERIFY2(label.text().startsWith(QStringLiteral("Offline")), qPrintable(label.text()));
        QVERIFY2(label.toolTip().contains(QStringLiteral("Checksum errors: 2")), qPrintable(label.toolTip()));
        QVERIFY2(label.toolTip().contains(QStringLiteral("Malformed sub-payloads: 1")), qPrintable(label.toolTip()));
    }

    // A network robot's link carries messages: no frames, checksums or discarded bytes.
    void aNetworkRobotCountsMessages()
    {
        LinkStatusLabel label;
        LinkStatistics statistics;
        statistics.connected = true;
        statistics.online = true;
        statistics.messages = true;
        statistics.framesPerSecond = 62;
        statistics.goodFrames = 1240;
        statistics.lastFrameAgeMs = 15;
        statistics.transportNote = QStringLiteral("network delay 0.4 ms (median)");
        label.setStatistics(statistics);
        QCOMPARE(label.text(), QStringLiteral("Online · 62.0 messages/s · network delay 0.4 ms (median)"));
        QVERIFY2(label.toolTip().contains(QStringLiteral("Messages: 1240 (62.0 per second)")), qPrintable(label.toolTip()));
        QVERIFY2(!label.toolTip().contains(QStringLiteral("Checksum")), qPrintable(label.toolTip()));
    }

    void replayIsNamedAsReplay()
    {
        LinkStatusLabel label;
        label.showReplay(QStringLiteral("lab.rdlog"));
        label.setOnline(true);
        QVERIFY2(label.text().startsWith(QStringLiteral("Replay of lab.rdlog · Online")), qPrintable(label.text()));
        label.showDisconnected();
        QCOMPARE(label.text(), QStringLiteral("Not connected"));
    }
};

QTEST_MAIN(TestLinkStatusLabel)

}  // namespace tst_link_status_label
#include "tst_link_status_label.moc"

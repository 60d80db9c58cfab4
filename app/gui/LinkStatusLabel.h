#pragma once
// The status bar's permanent summary of link health, kept short so that the status bar's
// messages (export finished, screenshot saved, ...) still have room beside it: online or not,
// frames/s and errors; the tooltip has every figure. Online/offline changes show at once,
// not at the next once-a-second statistics.

#include "link/LinkStatistics.h"

#include <QLabel>

class LinkStatusLabel : public QLabel {
    Q_OBJECT
public:
    explicit LinkStatusLabel(QWidget *parent = nullptr);
    // "Online · 50.0 frames/s · 0 errors" (checksum errors + discarded bytes as one count).
    static QString describe(const robodash::link::LinkStatistics &statistics);
    // Every figure, one per line: the tooltip.
    static QString describeInDetail(const robodash::link::LinkStatistics &statistics);
    // A network robot's: messages, not frames; no checksums, no discarded bytes.
    static QString describeMessagesInDetail(const robodash::link::LinkStatistics &statistics);
    // With --log-events: each new text also goes to standard error ("robodash: link status:
    // ..."), so that a test reading the screen from outside (tests/xvfb) can wait until the
    // figures have stopped changing (0.0 frames/s a whole period after the robot went quiet).
    void setEchoToStandardError(bool echo) { m_echo = echo; }

public slots:
    void setStatistics(const robodash::link::LinkStatistics &statistics);
    void setOnline(bool online);
    void showConnected();  // the port is open, no statistics yet
    void showDisconnected();
    void showReplay(const QString &fileName);
    // "Replay paused", "Replay at its end" instead of the figures (a replay standing still is
    // not a robot online at 0.0 frames/s); empty: the figures again.
    void showReplayHeld(const QString &why);

private:
    void show(const robodash::link::LinkStatistics &statistics);

    robodash::link::LinkStatistics m_latest;
    QString m_source;  // "Replay of x.rdlog" while a log plays, empty for a live robot
    QString m_held;    // why that replay stands still, empty while it plays
    bool m_echo = false;
};

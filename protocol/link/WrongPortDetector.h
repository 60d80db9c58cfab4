#pragma once
// Tells a wrong port from a quiet one. A Kobuki streams about 50 frames a second from
// power-on, so a port that delivers plenty of bytes for 2 s without a single good frame is
// not a Kobuki at 115200 baud: another device, another robot, another baud rate. Statistics
// alone would only show the discarded bytes growing; this turns them into one sentence.
//
// A port that stays silent is the other half (issue 25): a Rover Pro answers only its own
// polls, so the Kobuki's dashboard on one hears nothing at all. checkSilent() says that once,
// later than a robot's first answer ever comes, naming the robot the window expects.
//
// Plain logic on numbers the link already keeps (link-clock time, FrameFinder's counters):
// the caller asks check() from its own timer, tests give it any times they like. The first
// bytes are kept (sample()) so that the caller can tell whose frames they are.

#include <QByteArray>
#include <QString>
#include <QtGlobal>

namespace robodash::link {

class WrongPortDetector {
public:
    static constexpr qint64 kVerdictAfterMs = 2000;  // a Kobuki sends ~100 frames by then
    static constexpr quint64 kMinBytes = 64;         // fewer is line noise, not a device
    // Every family answers within a second; a loaded machine's twin within a few.
    static constexpr qint64 kSilentVerdictAfterMs = 5000;
    static constexpr int kSampleBytes = 4096;        // enough for a few frames of any family

    // A port opened: a new connection gets its own verdict.
    void start(qint64 openedAtMs);
    // No port (closed, lost, or a replay): nothing to judge.
    void stop();

    // True exactly once per start(): when kVerdictAfterMs have passed since it, at least
    // kMinBytes arrived, and no good frames that explain them. Good frames settle the
    // connection for good, so later garbage (a loose cable) is left to the statistics; but
    // only while at most a quarter of the bytes were discarded: a few stray matches in
    // another robot's stream settle nothing.
    bool check(qint64 nowMs, quint64 bytesIn, quint64 goodFrames, quint64 discardedBytes = 0);
    // True exactly once per start(): kSilentVerdictAfterMs passed with fewer than kMinBytes
    // and no good frame.
    bool checkSilent(qint64 nowMs, quint64 bytesIn, quint64 goodFrames);
    // The first kSampleBytes received since start().
    void sample(const QByteArray &bytes);
    const QByteArray &sampled() const { return m_sample; }
    qint64 openedAtMs() const { return m_openedAtMs; }

    // The sentence for the user, naming the port and what arrived in how long.
    // `robot` is the family's display name ("Kobuki"), `baudRate` the rate the port was opened at.
    // `lookLike`: the display name of the family whose frames the bytes are, if known, and
    // `lookLikeOption` its --robot name.
    static QString message(const QString &port, quint64 bytesIn, qint64 elapsedMs,
                           const QString &robot = QStringLiteral("Kobuki"), int baudRate = 115200,
                           const QString &lookLike = {}, const QString &lookLikeOption = {});
    static QString silentMessage(const QString &port, qint64 elapsedMs, const QString &robot);

private:
    bool m_watching = false;
    bool m_watchingSilence = false;
    QByteArray m_sample;
    qint64 m_openedAtMs = 0;
};

}  // namespace robodash::link

#include "link/WrongPortDetector.h"

namespace robodash::link {

void WrongPortDetector::start(qint64 openedAtMs)
{
    m_watching = true;
    m_watchingSilence = true;
    m_openedAtMs = openedAtMs;
    m_sample.clear();
}

void WrongPortDetector::stop()
{
    m_watching = false;
    m_watchingSilence = false;
    m_sample.clear();
}

void WrongPortDetector::sample(const QByteArray &bytes)
{
    if (m_watching && m_sample.size() < kSampleBytes) m_sample += bytes.left(kSampleBytes - m_sample.size());
}

bool WrongPortDetector::checkSilent(qint64 nowMs, quint64 bytesIn, quint64 goodFrames)
{
    if (!m_watchingSilence) return false;
    if (goodFrames > 0 || bytesIn >= kMinBytes) {
        m_watchingSilence = false;  // a robot answered, or something else talks: check() judges
        return false;
    }
    if (nowMs - m_openedAtMs < kSilentVerdictAfterMs) return false;
    m_watchingSilence = false;
    return true;
}

bool WrongPortDetector::check(qint64 nowMs, quint64 bytesIn, quint64 goodFrames, quint64 discardedBytes)
{
    if (!m_watching)
        return false;
    // Frames that explain the bytes, not one stray match: another robot's stream holds a
    // few "frames" of a family with short frames and a one-byte checksum (the Rover Pro's
    // in a Kobuki's), while nearly all of it is thrown away.
    const bool explained = discardedBytes * 4 <= bytesIn;
    if (goodFrames > 0 && explained) {
        m_watching = false;  // the robot answered: this connection is settled
        m_sample.clear();
        return false;
    }
    if (nowMs - m_openedAtMs < kVerdictAfterMs || bytesIn < kMinBytes)
        return false;
    m_watching = false;  // said once; repeating it every second would only be noise
    return true;
}

QString WrongPortDetector::message(const QString &port, quint64 bytesIn, qint64 elapsedMs,
                                   const QString &robot, int baudRate, const QString &lookLike,
                                   const QString &lookLikeOption)
{
    const QString start = QStringLiteral("Bytes arrive on %1 (%2 in %3 s) but none of them is a %4 frame")
                              .arg(port)
                              .arg(bytesIn)
                              .arg(double(elapsedMs) / 1000.0, 0, 'f', 1)
                              .arg(robot);
    if (!lookLike.isEmpty())
        return start + QStringLiteral(": they are a %1's. Is this another robot? Its dashboard is robodash --robot %2")
                           .arg(lookLike, lookLikeOption);
    return start + QStringLiteral(": is this another robot, or another port? A %1 talks at %2 baud")
                       .arg(robot)
                       .arg(baudRate);
}

QString WrongPortDetector::silentMessage(const QString &port, qint64 elapsedMs, const QString &robot)
{
    return QStringLiteral("Nothing arrives on %1 (%2 s) but a %3 answers within a second: is it switched "
                          "on, on this port, and a %3 (not another robot)?")
        .arg(port)
        .arg(double(elapsedMs) / 1000.0, 0, 'f', 1)
        .arg(robot);
}

}  // namespace robodash::link

#include "link/WrongPortDetector.h"

namespace robodash::link {

void WrongPortDetector::start(qint64 openedAtMs)
{
    m_watching = true;
    m_openedAtMs = openedAtMs;
}

void WrongPortDetector::stop()
{
    m_watching = false;
}

bool WrongPortDetector::check(qint64 nowMs, quint64 bytesIn, quint64 goodFrames)
{
    if (!m_watching)
        return false;
    if (goodFrames > 0) {
        m_watching = false;  // a Kobuki answered: this connection is settled
        return false;
    }
    if (nowMs - m_openedAtMs < kVerdictAfterMs || bytesIn < kMinBytes)
        return false;
    m_watching = false;  // said once; repeating it every second would only be noise
    return true;
}

QString WrongPortDetector::message(const QString &port, quint64 bytesIn, qint64 elapsedMs,
                                   const QString &robot, int baudRate)
{
    return QStringLiteral("Bytes arrive on %1 (%2 in %3 s) but none of them is a %4 frame: "
                          "is it the right port, and is the robot a %4 at %5 baud?")
        .arg(port)
        .arg(bytesIn)
        .arg(double(elapsedMs) / 1000.0, 0, 'f', 1)
        .arg(robot)
        .arg(baudRate);
}

}  // namespace robodash::link

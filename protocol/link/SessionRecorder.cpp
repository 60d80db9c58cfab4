#include "link/SessionRecorder.h"

#include "link/LinkClock.h"

#include <QCoreApplication>

#include <algorithm>

namespace robodash::link {

SessionRecorder::SessionRecorder(QObject *parent) : QObject(parent), m_flushTimer(this)
{
    m_flushTimer.setInterval(kFlushPeriodMs);
    connect(&m_flushTimer, &QTimer::timeout, this, &SessionRecorder::flushNow);
}

SessionRecorder::~SessionRecorder()
{
    if (isRecording())
        m_writer.close(m_lastTimeMs);
}

void SessionRecorder::start(const QString &path, const QString &port, const SessionLogHeader &robot)
{
    if (isRecording())
        stop();
    SessionLogHeader header;
    header.port = port;
    header.robot = robot.robot;        // the family: replay and export pick its driver
    header.protocol = robot.protocol;
    header.hardware = robot.hardware;
    header.firmware = robot.firmware;
    header.udid = robot.udid;
    header.serialNumber = robot.serialNumber;
    header.programVersion = QCoreApplication::applicationVersion();
    if (header.programVersion.isEmpty())
        header.programVersion = QStringLiteral(ROBODASH_VERSION);
    header.startUtc = QDateTime::currentDateTimeUtc();
    m_startMs = linkClockMs();
    m_lastTimeMs = 0;
    if (!m_writer.open(path, header)) {
        emit recordingStopped(path, 0, m_writer.errorString());
        return;
    }
    m_flushTimer.start();
    emit recordingStarted(path);
}

void SessionRecorder::stop()
{
    if (!isRecording())
        return;
    m_flushTimer.stop();
    const QString path = m_writer.path();
    const qint64 endMs = std::max(m_lastTimeMs, linkClockMs() - m_startMs);
    if (!m_writer.close(endMs)) {
        emit recordingStopped(path, m_writer.bytesRecorded(), m_writer.errorString());
        return;
    }
    emit recordingStopped(path, m_writer.bytesRecorded(), QString());
}

void SessionRecorder::record(const QByteArray &bytes, qint64 receivedMs)
{
    if (!isRecording())
        return;
    if (!m_writer.append(logTime(receivedMs), bytes))
        failed();
}

void SessionRecorder::recordSent(const QByteArray &bytes, qint64 sentMs)
{
    if (!isRecording())
        return;
    if (!m_writer.appendSent(logTime(sentMs), bytes))
        failed();
}

// Link times come from one monotonic clock, so they never go backwards; the max() keeps the
// log's promise even if a caller's stamp did.
qint64 SessionRecorder::logTime(qint64 linkMs)
{
    m_lastTimeMs = std::max(m_lastTimeMs, linkMs - m_startMs);
    return m_lastTimeMs;
}

void SessionRecorder::flushNow()
{
    if (isRecording() && !m_writer.flush())
        failed();
}

void SessionRecorder::failed()
{
    m_flushTimer.stop();
    emit recordingStopped(m_writer.path(), m_writer.bytesRecorded(), m_writer.errorString());
}

}  // namespace robodash::link

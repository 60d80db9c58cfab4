#include "link/SessionRecorder.h"

#include "link/LinkClock.h"
#include "link/SessionLogWriter.h"

#include <QCoreApplication>

#include <algorithm>
#include <mutex>

namespace robodash::link {

namespace {

// Set by the program's main thread, read on the links' worker threads.
std::mutex g_factoryMutex;
SessionLogSinkFactory g_sinkFactory;

SessionLogSinkFactory sinkFactory()
{
    const std::lock_guard<std::mutex> lock(g_factoryMutex);
    return g_sinkFactory;
}

}  // namespace

void SessionRecorder::setSinkFactory(SessionLogSinkFactory factory)
{
    const std::lock_guard<std::mutex> lock(g_factoryMutex);
    g_sinkFactory = std::move(factory);
}

SessionRecorder::SessionRecorder(QObject *parent) : QObject(parent), m_flushTimer(this)
{
    m_flushTimer.setInterval(kFlushPeriodMs);
    connect(&m_flushTimer, &QTimer::timeout, this, &SessionRecorder::flushNow);
}

SessionRecorder::~SessionRecorder()
{
    if (isRecording())
        m_sink->close(m_lastTimeMs);
}

std::unique_ptr<SessionLogSink> SessionRecorder::makeSink(const QString &path, QString *error) const
{
    const SessionLogSinkFactory factory = sinkFactory();
    std::unique_ptr<SessionLogSink> sink = factory ? factory(path) : nullptr;
    if (sink)
        return sink;
    // Rather than .rdlog bytes under a name every other tool opens as MCAP.
    if (path.endsWith(QLatin1String(".mcap"), Qt::CaseInsensitive)) {
        *error = QStringLiteral("this program cannot record MCAP files; name the recording "
                                ".rdlog, or export it afterwards (robodash-cli export --format mcap)");
        return nullptr;
    }
    return std::make_unique<SessionLogWriter>();
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
    header.firmwareCode = robot.firmwareCode;
    header.serialNumber = robot.serialNumber;
    header.programVersion = QCoreApplication::applicationVersion();
    if (header.programVersion.isEmpty())
        header.programVersion = QStringLiteral(ROBODASH_VERSION);
    header.startUtc = QDateTime::currentDateTimeUtc();
    m_startMs = linkClockMs();
    m_lastTimeMs = 0;
    QString error;
    m_sink = makeSink(path, &error);
    if (!m_sink) {
        emit recordingStopped(path, 0, error);
        return;
    }
    if (!m_sink->open(path, header)) {
        emit recordingStopped(path, 0, m_sink->errorString());
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
    const QString path = m_sink->path();
    const qint64 endMs = std::max(m_lastTimeMs, linkClockMs() - m_startMs);
    if (!m_sink->close(endMs)) {
        emit recordingStopped(path, m_sink->bytesRecorded(), m_sink->errorString());
        return;
    }
    emit recordingStopped(path, m_sink->bytesRecorded(), QString());
}

void SessionRecorder::record(const QByteArray &bytes, qint64 receivedMs)
{
    if (!isRecording())
        return;
    if (!m_sink->append(logTime(receivedMs), bytes))
        failed();
}

void SessionRecorder::recordSent(const QByteArray &bytes, qint64 sentMs)
{
    if (!isRecording())
        return;
    if (!m_sink->appendSent(logTime(sentMs), bytes))
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
    if (isRecording() && !m_sink->flush())
        failed();
}

void SessionRecorder::failed()
{
    m_flushTimer.stop();
    emit recordingStopped(m_sink->path(), m_sink->bytesRecorded(), m_sink->errorString());
}

}  // namespace robodash::link

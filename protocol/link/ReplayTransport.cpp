#include "link/ReplayTransport.h"

#include "link/LinkClock.h"

#include <algorithm>

namespace robodash::link {
namespace {

constexpr int kMaxWaitMs = 20;             // re-check often enough to follow speed changes
constexpr std::size_t kChunksPerTurn = 256; // then let the worker's event loop breathe
constexpr int kPublishPeriodMs = 100;

}  // namespace

ReplayTransport::ReplayTransport(const QString &path, QObject *parent)
    : Transport(parent), m_path(path), m_timer(this)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &ReplayTransport::tick);
}

ReplayTransport::ReplayTransport(const QString &path, PagedSessionLog log, QObject *parent)
    : ReplayTransport(path, parent)
{
    m_log = std::move(log);
}

ReplayTransport::~ReplayTransport() = default;

void ReplayTransport::open()
{
    if (!m_log) {
        QString error;
        m_log = PagedSessionLog::open(m_path, &error);
        if (!m_log) {
            emit openFailed(error);
            return;
        }
    }
    m_received = m_log->cursor(logformat::kReceivedBytes);
    m_sent = m_log->cursor(logformat::kSentBytes);
    m_open = true;
    m_positionMs = 0;
    m_endReported = false;
    m_clockOriginMs = linkClockMs();
    m_chunkStampMs = m_clockOriginMs;
    anchorAt(0);
    m_sincePublish.start();
    emit clockOriginChanged(m_clockOriginMs);
    emit opened();
    if (m_open) {
        publishPosition(true);
        schedule();
    }
}

void ReplayTransport::close()
{
    m_open = false;
    m_timer.stop();
}

bool ReplayTransport::write(const QByteArray &bytes)
{
    // A replay has no robot to talk to: whatever the link would send is dropped here.
    Q_UNUSED(bytes)
    ++m_droppedWrites;
    return m_open;
}

qint64 ReplayTransport::positionMs() const
{
    return m_positionMs;
}

void ReplayTransport::setSpeed(double speed)
{
    updatePosition();
    m_speed = speed <= 0 ? kAsFastAsPossible : std::clamp(speed, kMinSpeed, kMaxSpeed);
    anchorAt(m_positionMs);
    schedule();
}

void ReplayTransport::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    updatePosition();
    m_paused = paused;
    anchorAt(m_positionMs);
    if (paused)
        m_timer.stop();
    publishPosition(true);
    schedule();
}

void ReplayTransport::seek(qint64 positionMs, const std::function<void()> &atPlace)
{
    if (!m_open)
        return;
    m_positionMs = std::clamp<qint64>(positionMs, 0, durationMs());
    m_received->seek(m_positionMs);
    m_sent->seek(m_positionMs);
    // Stamps never go backwards: a seek back moves the clock origin forward instead.
    const qint64 origin = std::max(m_clockOriginMs, m_chunkStampMs - m_positionMs);
    if (origin != m_clockOriginMs) {
        m_clockOriginMs = origin;
        emit clockOriginChanged(origin);
    }
    m_endReported = false;
    anchorAt(m_positionMs);
    if (atPlace)
        atPlace();
    publishPosition(true);
    schedule();
}

void ReplayTransport::forEachRecordBefore(qint64 positionMs,
                                          const std::function<void(bool, qint64, const QByteArray &)> &each) const
{
    if (!m_log)
        return;
    const std::unique_ptr<SessionLogPageCursor> received = m_log->cursor(logformat::kReceivedBytes);
    const std::unique_ptr<SessionLogPageCursor> sent = m_log->cursor(logformat::kSentBytes);
    const auto sendUpTo = [&](qint64 timeMs, bool inclusive) {
        for (; !sent->atEnd() && (sent->timeMs() < timeMs || (inclusive && sent->timeMs() == timeMs)); sent->next())
            each(true, sent->timeMs(), sent->bytes());
    };
    for (; !received->atEnd() && received->timeMs() < positionMs; received->next()) {
        sendUpTo(received->timeMs(), true);
        each(false, received->timeMs(), received->bytes());
    }
    sendUpTo(positionMs, false);
}

void ReplayTransport::anchorAt(qint64 logMs)
{
    m_anchorLogMs = logMs;
    m_anchorWall.start();
}

void ReplayTransport::updatePosition()
{
    if (!m_open || m_paused || m_speed == kAsFastAsPossible || isFinished())
        return;
    const double elapsed = double(m_anchorWall.elapsed()) * m_speed;
    m_positionMs = std::min(durationMs(), m_anchorLogMs + qint64(elapsed));
}

void ReplayTransport::schedule()
{
    if (m_open && !m_paused)
        m_timer.start(0);
}

void ReplayTransport::tick()
{
    if (!m_open || m_paused)
        return;
    const bool fast = m_speed == kAsFastAsPossible;
    updatePosition();
    std::size_t delivered = 0;
    while (m_open && !m_received->atEnd() && delivered < kChunksPerTurn
           && (fast || m_received->timeMs() <= m_positionMs)) {
        deliverNext();
        ++delivered;
    }
    if (!m_open)
        return;  // closed from a slot of dataReceived
    if (m_received->atEnd()) {
        reachEnd();
        return;
    }
    publishPosition(false);
    if (fast || delivered == kChunksPerTurn) {
        m_timer.start(0);
        return;
    }
    const double waitMs = double(m_received->timeMs() - m_positionMs) / m_speed;
    m_timer.start(std::clamp(int(waitMs), 1, kMaxWaitMs));
}

void ReplayTransport::deliverNext()
{
    const qint64 timeMs = m_received->timeMs();
    const QByteArray bytes = m_received->bytes();
    m_received->next();  // before the signal: a slot may seek or close
    deliverSentUpTo(timeMs);
    m_chunkStampMs = std::max(m_chunkStampMs, m_clockOriginMs + timeMs);
    if (m_speed == kAsFastAsPossible)
        m_positionMs = timeMs;
    emit dataReceived(bytes);
}

// Sent chunks go out in order with the received ones: every one recorded up to `logMs`.
void ReplayTransport::deliverSentUpTo(qint64 logMs)
{
    while (!m_sent->atEnd() && m_sent->timeMs() <= logMs) {
        const qint64 timeMs = m_sent->timeMs();
        const QByteArray bytes = m_sent->bytes();
        m_sent->next();
        emit sentReplayed(bytes, std::max(m_chunkStampMs, m_clockOriginMs + timeMs));
    }
}

void ReplayTransport::reachEnd()
{
    deliverSentUpTo(durationMs());
    m_timer.stop();
    m_positionMs = durationMs();
    publishPosition(true);
    if (m_endReported)
        return;
    m_endReported = true;
    // A log that could not be read again (changed or removed while it replayed) says so;
    // otherwise where the recording itself stopped, as a log read whole would.
    const QString &failure = !m_received->failure().isEmpty() ? m_received->failure() : m_sent->failure();
    emit finished(failure.isEmpty() ? m_log->stop().describe() : failure);
}

const SessionLogHeader &ReplayTransport::header() const
{
    static const SessionLogHeader none;
    return m_log ? m_log->header() : none;
}

quint64 ReplayTransport::pagesRead() const
{
    return (m_received ? m_received->pagesRead() : 0) + (m_sent ? m_sent->pagesRead() : 0);
}

void ReplayTransport::publishPosition(bool force)
{
    if (!force && m_sincePublish.elapsed() < kPublishPeriodMs)
        return;
    m_sincePublish.restart();
    emit positionChanged(m_positionMs, durationMs());
}

}  // namespace robodash::link

// LinkWorker's session logs and wire tap: recording what the link receives and sends, playing a
// log back through its family's driver, and the inspector's rows. The rest of the class is in
// LinkWorker.cpp.
#include "link/LinkWorker.h"

#include "link/LinkClock.h"
#include "link/LinkSessionLogs.h"
#include "link/ReplayRebuild.h"
#include "link/ReplayTransport.h"
#include "link/SessionRecorder.h"
#include "link/WireTap.h"

namespace robodash::link {

void LinkWorker::startRecording(const QString &path)
{
    SessionLogHeader header = LinkSessionLogs::recordingHeader(m_families, m_driverFamily, m_device,
                                                               m_port.target().identity());
    header.protocol = QString::fromStdString(m_driverProtocol);
    m_recorder->start(path, m_port.target().address().text, header);
    if (m_recorder->isRecording() && !m_port.replay()) {
        for (const QByteArray &latched : m_latchedMessages)
            m_recorder->record(latched, linkClockMs());
        const std::vector<std::uint8_t> state = m_driver->sentStateForRecording();
        if (!state.empty())
            m_recorder->recordSent(QByteArray(reinterpret_cast<const char *>(state.data()), qsizetype(state.size())),
                                   linkClockMs());
    }
}

void LinkWorker::stopRecording()
{
    m_recorder->stop();
}

void LinkWorker::openReplay(const QString &path)
{
    // The whole file is read through and checked (and indexed) before the live link is
    // touched: a file that is not a log must leave a connected (perhaps driving) robot
    // exactly as it was.
    QString error;
    std::optional<PagedSessionLog> log = LinkSessionLogs::openForReplay(path, m_families, &error);
    if (!log) {
        emit replayFailed(error);
        return;
    }
    if (m_port.transport())
        closePort();  // sends zero first, as for any close
    useFamily(log->header().family(), log->header().protocol.toStdString());
    m_port.openReplay(path, std::move(*log));
}

void LinkWorker::setReplaySpeed(double speed)
{
    if (ReplayTransport *log = m_port.replay())
        log->setSpeed(speed);
}

void LinkWorker::setReplayPaused(bool paused)
{
    if (ReplayTransport *log = m_port.replay())
        log->setPaused(paused);
}

void LinkWorker::seekReplay(qint64 positionMs)
{
    ReplayTransport *log = m_port.replay();
    if (!log)
        return;
    log->seek(positionMs, [this, log] {
        // The inspector's rows start afresh at the new position: a frame cut by the jump would
        // otherwise swallow the first bytes after it and show as a bad frame that never was.
        m_wireTap->restart();
        // The robot's state as it was there, shown at once (not through the health watch: a
        // paused replay stays standing still), and before the new position is reported.
        if (const std::optional<core::TelemetrySample> there = ReplayRebuild::rebuild(*m_driver, *log))
            emit telemetry(*there);
    });
}

void LinkWorker::setRecordedPicturesPerSecond(double perSecond)
{
    m_pictureRate.setPicturesPerSecond(perSecond);
}

void LinkWorker::chooseCameraTopic(const QString &topic)
{
    if (Transport *transport = m_port.transport())
        transport->chooseCameraTopic(topic);
}

void LinkWorker::setWireTapEnabled(bool enabled, bool prompt)
{
    m_wireTap->setEnabled(enabled);
    m_wireTap->setPrompt(prompt);
}

}  // namespace robodash::link

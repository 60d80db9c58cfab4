#include "link/WireTap.h"

namespace robodash::link {

namespace {
const std::uint8_t *bytesOf(const QByteArray &bytes)
{
    return reinterpret_cast<const std::uint8_t *>(bytes.constData());
}
}  // namespace

WireTap::WireTap(QObject *parent) : QObject(parent), m_flushTimer(this)
{
    m_flushTimer.setInterval(kBatchPeriodMs);
    m_flushTimer.setSingleShot(true);
    connect(&m_flushTimer, &QTimer::timeout, this, &WireTap::flush);
}

void WireTap::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    if (enabled) {
        restart();
        return;
    }
    m_flushTimer.stop();
    m_streams.reset();
    m_batch.frames.clear();
}

void WireTap::setAnnotator(std::shared_ptr<const core::WireAnnotator> annotator)
{
    if (annotator == m_annotator)
        return;
    flush();  // rows cut by the old family go out with the old annotator
    m_annotator = std::move(annotator);
    restart();
}

void WireTap::restart()
{
    if (!m_enabled)
        return;
    m_streams.emplace(m_annotator);
    m_batch.annotator = m_annotator;
}

void WireTap::received(const QByteArray &bytes, qint64 timeMs)
{
    if (!m_streams)
        return;
    const std::size_t first = m_batch.frames.size();
    m_streams->received(bytesOf(bytes), std::size_t(bytes.size()), timeMs, m_batch.frames);
    cutLongFrames(m_batch.frames, first);
    afterAppend();
}

void WireTap::sent(const QByteArray &bytes, qint64 timeMs)
{
    if (!m_streams)
        return;
    m_streams->sent(bytesOf(bytes), std::size_t(bytes.size()), timeMs, m_batch.frames);
    afterAppend();
}

void WireTap::cutLongFrames(std::vector<core::WireFrame> &frames, std::size_t first)
{
    for (std::size_t i = first; i < frames.size(); ++i) {
        core::WireFrame &frame = frames[i];
        if (frame.bytes.size() <= kMaxKeptBytes)
            continue;
        frame.cutFrom = frame.bytes.size();
        frame.bytes.resize(kMaxKeptBytes);
        frame.bytes.shrink_to_fit();
    }
}

void WireTap::afterAppend()
{
    if (m_prompt || m_batch.frames.size() >= kMaxBatchRows)
        flush();
    else if (!m_batch.frames.empty() && !m_flushTimer.isActive())
        m_flushTimer.start();
}

void WireTap::flush()
{
    m_flushTimer.stop();
    if (m_batch.frames.empty())
        return;
    WireBatch batch{m_batch.annotator, {}};
    batch.frames.swap(m_batch.frames);
    emit frames(batch);
}

}  // namespace robodash::link

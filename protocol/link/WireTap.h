#pragma once
// The link's tap for the wire inspector. Off by default: then received() and sent() return
// at their first line, and nothing is copied, cut or queued (the inspector costs nothing
// while hidden). On, it cuts both directions into rows with the family's annotator on the
// worker thread and hands them over in batches, one queued signal per kBatchPeriodMs or per
// kMaxBatchRows rows, so 500 frames/s cost the GUI about 20 deliveries a second.

#include "core/WireStreams.h"
#include "link/WireBatch.h"

#include <QByteArray>
#include <QObject>
#include <QTimer>

#include <optional>

namespace robodash::link {

class WireTap : public QObject {
    Q_OBJECT
public:
    static constexpr int kBatchPeriodMs = 50;
    static constexpr std::size_t kMaxBatchRows = 256;
    // A row keeps at most this much of its frame (WireFrame::cutFrom says how long it was): a
    // network robot's camera sends 50 kB to 1 MB a picture, 15 a second, and the inspector's
    // 20,000 rows of whole pictures would take gigabytes. A scan (about 3 kB) stays whole.
    static constexpr std::size_t kMaxKeptBytes = 8192;

    explicit WireTap(QObject *parent = nullptr);

    void setEnabled(bool enabled);
    // Prompt: every frame goes out at once (a network reader of the robot's bytes waits on
    // it), at the cost of one queued signal per frame instead of about 20 a second.
    void setPrompt(bool prompt) { m_prompt = prompt; }
    bool isEnabled() const { return m_enabled; }
    // The family whose wire this is; a change (another family's log) starts afresh.
    void setAnnotator(std::shared_ptr<const core::WireAnnotator> annotator);
    // A new connection or replay: frames cut by the old one are not continued.
    void restart();

    void received(const QByteArray &bytes, qint64 timeMs);
    void sent(const QByteArray &bytes, qint64 timeMs);
    // The rows from `first` on keep at most kMaxKeptBytes each.
    static void cutLongFrames(std::vector<core::WireFrame> &frames, std::size_t first);

signals:
    void frames(const robodash::link::WireBatch &batch);

private:
    void flush();
    void afterAppend();

    bool m_enabled = false;
    bool m_prompt = false;
    std::shared_ptr<const core::WireAnnotator> m_annotator;
    std::optional<core::WireStreams> m_streams;
    WireBatch m_batch;
    QTimer m_flushTimer;
};

}  // namespace robodash::link

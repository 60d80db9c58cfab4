#pragma once
// A robot camera's newest picture, scaled to fit and centred on a dark backdrop, with a
// caption: the topic, then "640×480 · 15.0 Hz · 42 ms old".
//
// Pictures arrive still encoded (core::CameraImage) and only the newest is kept: it is decoded
// when the view paints, once per frame, so a hidden view (a closed dock, a robot's page behind
// another) costs no decoding at all. Repaints follow the dashboard's 20 Hz refresh gate.
//
// Age is measured on the link's clock, which the owner passes in with setNowMs() (on a timer
// or with each sample). Like every reading on the dashboard, a stream that stops fades: after
// kStaleAfterMs without a frame (or three frame intervals of a slow camera) the picture is
// veiled as the app's ReadingFade veils readings (kStaleOpacity of it shows through) and the
// caption says since when. A frame that cannot be decoded shows its error over the last good
// picture, faded as well.

#include "core/CameraImage.h"

#include <QDateTime>
#include <QImage>
#include <QPixmap>
#include <QWidget>

#include <cstdint>
#include <deque>
#include <optional>

namespace robodash::widgets {

class RefreshGate;

class CameraView : public QWidget {
    Q_OBJECT
public:
    static constexpr std::int64_t kStaleAfterMs = 1000;
    static constexpr double kStaleOpacity = 0.35;       // ReadingFade's: how much shows through
    static constexpr std::int64_t kRateWindowMs = 2000;  // the rate is over the last 2 s ...
    static constexpr int kRateFrames = 30;               // ... or the last 30 frames

    explicit CameraView(QWidget *parent = nullptr);

    void setImage(const core::CameraImage &image);
    void setNowMs(std::int64_t linkClockMs);
    // Shown, centred, before the first picture ("No camera topic found on tb1").
    void setHintText(const QString &text);
    QString hintText() const { return m_hint; }
    // Forget every picture (another robot, another topic): back to the hint.
    void clear();

    bool hasImage() const { return m_newest.has_value(); }
    // The newest frame's header stamp (ns since 1970; 0 before the first frame): the frame a
    // paint now draws (robodash-bench-camera times publish -> paint with it).
    std::int64_t newestStampNs() const { return m_newest ? m_newest->stampNs : 0; }
    // The newest frame's picture (decoding it now if no paint has yet); null before the first
    // frame or when the newest could not be decoded.
    QImage currentImage() const;
    // Why the newest frame could not be shown, or empty (decoding it now if no paint has yet).
    QString errorText() const;
    // "camera/image_raw/compressed · 640×480 · 15.0 Hz · 42 ms old", or with "no picture
    // since 14:02:11 (for 12 s)" once stale; empty before the first frame. Needs the picture's
    // size, so it decodes the newest frame if no paint has yet.
    QString captionText() const;
    std::optional<double> frameRateHz() const;  // from receivedMs of the recent frames
    std::optional<std::int64_t> ageMs() const;  // of the newest frame, on the link's clock
    bool isStale() const;
    int decodeCount() const { return m_decodeCount; }  // for tests: decoding is lazy
    QRect pictureRect() const;                        // where the picture is drawn

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void refresh();  // at the screen's pace: repaint what changed
    void decodePending() const;
    std::int64_t staleAfterMs() const;
    QString sizeText() const;
    QString statusText() const;  // the caption after the topic
    QRectF captionRect() const;
    QRectF pictureArea() const;  // above the caption
    void drawPicture(QPainter &painter, bool faded);
    void drawCentredText(QPainter &painter, const QRectF &area, const QString &text, const QColor &colour) const;
    void drawCaption(QPainter &painter);

    RefreshGate *m_refresh;
    std::optional<core::CameraImage> m_newest;
    std::deque<std::int64_t> m_frameTimesMs;  // receivedMs of the recent frames, oldest first
    QDateTime m_newestArrived;                // wall clock, for "no picture since 14:02:11"
    std::optional<std::int64_t> m_nowMs;
    QString m_hint;
    // Decoded lazily from m_newest: mutable so that the const accessors can decode too.
    mutable bool m_decodePending = false;
    mutable QImage m_picture;  // the last picture that decoded
    mutable QString m_error;   // of the newest frame
    mutable int m_decodeCount = 0;
    mutable bool m_pictureChanged = false;
    QPixmap m_scaled;  // m_picture at its drawn size, made again when either changes
    QString m_shownCaption;
    bool m_shownStale = false;
    bool m_shownError = false;
};

}  // namespace robodash::widgets

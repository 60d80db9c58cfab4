#include "CameraView.h"

#include "CameraImageDecoder.h"
#include "DashStyle.h"
#include "RefreshGate.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {
namespace {

// A camera picture reads best on a dark backdrop in either theme: the dark theme's own
// colours, so the caption stays readable on it whatever the dashboard's theme.
QColor cameraBackdrop() { return QColor::fromRgb(style::colours::kSurface.dark); }
QColor cameraCaptionColour() { return QColor::fromRgb(style::colours::kText.dark); }
QColor cameraMutedColour() { return QColor::fromRgb(style::colours::kMutedText.dark); }
QColor cameraStaleColour() { return QColor::fromRgb(style::colours::kWarning.dark); }
// The dark theme's red, a third of the way to white: kCritical itself reads at only 3.4:1 on
// the backdrop, below style::kTextContrast.
QColor cameraErrorColour()
{
    const QColor red = QColor::fromRgb(style::colours::kCritical.dark);
    const auto towardsWhite = [](int channel) { return channel + (255 - channel) * 35 / 100; };
    return QColor(towardsWhite(red.red()), towardsWhite(red.green()), towardsWhite(red.blue()));
}

constexpr int kCameraCaptionLines = 2;  // the topic, then size · rate · age

// "42 ms", "3.2 s", "12 s", "5 min": as precise as a person reads an age.
QString frameAgeText(std::int64_t ms)
{
    if (ms < 1000)
        return QObject::tr("%1 ms").arg(ms);
    if (ms < 10000)
        return QObject::tr("%1 s").arg(ms / 1000.0, 0, 'f', 1);
    if (ms < 120000)
        return QObject::tr("%1 s").arg(ms / 1000);
    return QObject::tr("%1 min").arg(ms / 60000);
}

}  // namespace

CameraView::CameraView(QWidget *parent)
    : QWidget(parent), m_refresh(new RefreshGate([this] { refresh(); }, this)),
      m_hint(tr("No camera picture yet"))
{
    setObjectName(QStringLiteral("cameraView"));
    style::paintsOwnBackground(this);  // paintEvent() fills every pixel
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize CameraView::sizeHint() const { return {320, 260}; }
// Small: the view sits in a dock that shares a 1024×600 screen.
QSize CameraView::minimumSizeHint() const { return {160, 120}; }

void CameraView::setImage(const core::CameraImage &image)
{
    // A replay that jumped back starts the rate again rather than averaging across the jump.
    if (!m_frameTimesMs.empty() && image.receivedMs < m_frameTimesMs.back())
        m_frameTimesMs.clear();
    m_frameTimesMs.push_back(image.receivedMs);
    // The last 2 s, but at least two frames: a camera slower than that still has a rate.
    while (m_frameTimesMs.size() > std::size_t(kRateFrames) ||
           (m_frameTimesMs.size() > 2 && m_frameTimesMs.front() < image.receivedMs - kRateWindowMs))
        m_frameTimesMs.pop_front();
    m_newest = image;
    m_newestArrived = QDateTime::currentDateTime();
    m_decodePending = true;  // decoded when painted: a hidden view never decodes
    m_refresh->requestRefresh();
}

void CameraView::setNowMs(std::int64_t linkClockMs)
{
    m_nowMs = linkClockMs;
    if (m_newest)
        m_refresh->requestRefresh();
}

void CameraView::setHintText(const QString &text)
{
    m_hint = text;
    update();
}

void CameraView::clear()
{
    m_newest.reset();
    m_frameTimesMs.clear();
    m_decodePending = false;
    m_picture = QImage();
    m_error.clear();
    m_scaled = QPixmap();
    update();
}

// The caption alone when only the age moved on: the picture is the costly part to repaint.
void CameraView::refresh()
{
    if (!isVisible())
        return;  // Qt paints it whole when it is shown
    if (m_decodePending || isStale() != m_shownStale || !m_error.isEmpty() != m_shownError) {
        update();
        return;
    }
    if (captionText() != m_shownCaption)
        update(captionRect().toAlignedRect());
}

void CameraView::decodePending() const
{
    if (!m_decodePending || !m_newest)
        return;
    m_decodePending = false;
    ++m_decodeCount;
    QString error;
    const QImage picture = CameraImageDecoder::decode(*m_newest, &error);
    m_error = error;
    if (!picture.isNull()) {
        m_picture = picture;  // a frame that fails keeps the last good picture on screen
        m_pictureChanged = true;
    }
}

QImage CameraView::currentImage() const
{
    decodePending();
    return m_newest && m_error.isEmpty() ? m_picture : QImage();
}

QString CameraView::errorText() const
{
    decodePending();
    return m_error;
}

std::optional<double> CameraView::frameRateHz() const
{
    if (m_frameTimesMs.size() < 2 || m_frameTimesMs.back() <= m_frameTimesMs.front())
        return std::nullopt;
    const double spanMs = double(m_frameTimesMs.back() - m_frameTimesMs.front());
    return double(m_frameTimesMs.size() - 1) * 1000.0 / spanMs;
}

std::optional<std::int64_t> CameraView::ageMs() const
{
    if (!m_newest || !m_nowMs)
        return std::nullopt;
    return std::max<std::int64_t>(0, *m_nowMs - m_newest->receivedMs);
}

// A second without a frame, or three frame intervals of a camera slower than 3 Hz: a slow
// camera is not stale between two of its frames.
std::int64_t CameraView::staleAfterMs() const
{
    const std::optional<double> rate = frameRateHz();
    return rate ? std::max(kStaleAfterMs, std::int64_t(3000.0 / *rate)) : kStaleAfterMs;
}

bool CameraView::isStale() const
{
    const std::optional<std::int64_t> age = ageMs();
    return age && *age > staleAfterMs();
}

// The newest frame's size: a raw frame says it even when it fails; a failed compressed one
// has no size to give, and the last good picture's would be a wrong one.
QString CameraView::sizeText() const
{
    const auto text = [](auto width, auto height) { return QStringLiteral("%1×%2").arg(width).arg(height); };
    if (m_error.isEmpty())
        return m_picture.isNull() ? QString() : text(m_picture.width(), m_picture.height());
    return m_newest->kind == core::CameraImage::Kind::Raw ? text(m_newest->width, m_newest->height) : QString();
}

QString CameraView::statusText() const
{
    QStringList parts;
    const std::optional<std::int64_t> age = ageMs();
    if (isStale()) {
        // How long first: a narrow camera column cuts the end of the line, not the news.
        return tr("no picture for %1 (since %2)")
            .arg(frameAgeText(*age), m_newestArrived.toString(QStringLiteral("HH:mm:ss")));
    }
    if (const QString size = sizeText(); !size.isEmpty())
        parts << size;
    if (const std::optional<double> rate = frameRateHz())
        parts << tr("%1 Hz").arg(style::fixed(*rate, 1));
    if (age)
        parts << tr("%1 old").arg(frameAgeText(*age));
    return parts.join(QStringLiteral(" · "));
}

QString CameraView::captionText() const
{
    if (!m_newest)
        return {};
    decodePending();
    QStringList parts;
    if (!m_newest->topic.empty())
        parts << QString::fromStdString(m_newest->topic);
    if (const QString status = statusText(); !status.isEmpty())
        parts << status;
    return parts.join(QStringLiteral(" · "));
}

QRectF CameraView::captionRect() const
{
    const QFontMetricsF metrics(style::captionFont(font()));
    const double height = kCameraCaptionLines * metrics.lineSpacing() + style::kMargin;
    return QRectF(0, std::max(0.0, this->height() - height), width(), std::min<double>(height, this->height()));
}

QRectF CameraView::pictureArea() const
{
    QRectF area = rect();
    area.setBottom(captionRect().top());
    return area.adjusted(style::kMargin / 2, style::kMargin / 2, -style::kMargin / 2, 0);
}

QRect CameraView::pictureRect() const
{
    decodePending();
    const QRectF area = pictureArea();
    if (m_picture.isNull() || area.isEmpty())
        return {};
    const QSize fitted = m_picture.size().scaled(area.size().toSize(), Qt::KeepAspectRatio);
    const QPointF corner = area.center() - QPointF(fitted.width() / 2.0, fitted.height() / 2.0);
    return {QPoint(int(std::round(corner.x())), int(std::round(corner.y()))), fitted};
}

void CameraView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), cameraBackdrop());
    if (!m_newest) {
        drawCentredText(painter, rect(), m_hint, cameraMutedColour());
        return;
    }
    decodePending();
    const bool stale = isStale();
    drawPicture(painter, stale || !m_error.isEmpty());
    if (!m_error.isEmpty())
        drawCentredText(painter, pictureArea(), m_error, cameraErrorColour());
    drawCaption(painter);
    m_shownStale = stale;
    m_shownError = !m_error.isEmpty();
}

void CameraView::drawPicture(QPainter &painter, bool faded)
{
    const QRect target = pictureRect();
    if (target.isEmpty())
        return;
    // Scaled once per picture and size, not on every caption repaint: a smooth scale of a
    // 640×480 frame is the costly part of a paint.
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (QSizeF(target.size()) * ratio).toSize();
    if (m_pictureChanged || m_scaled.size() != pixels) {
        m_scaled = QPixmap::fromImage(m_picture.scaled(pixels, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
        m_scaled.setDevicePixelRatio(ratio);
        m_pictureChanged = false;
    }
    painter.drawPixmap(target.topLeft(), m_scaled);
    if (faded) {  // ReadingFade's veil: the backdrop over the picture, kStaleOpacity showing through
        QColor veil = cameraBackdrop();
        veil.setAlphaF(float(1.0 - kStaleOpacity));
        painter.fillRect(target, veil);
    }
}

void CameraView::drawCentredText(QPainter &painter, const QRectF &area, const QString &text,
                                 const QColor &colour) const
{
    const QRectF inside = area.adjusted(style::kMargin, style::kMargin, -style::kMargin, -style::kMargin);
    if (inside.isEmpty())
        return;
    painter.setFont(font());
    const int flags = Qt::AlignCenter | Qt::TextWordWrap;
    // On a box of the backdrop: an error over a picture reads whatever the picture's colours.
    QColor box = cameraBackdrop();
    box.setAlphaF(0.85f);
    const QRectF textArea = painter.boundingRect(inside, flags, text);
    painter.fillRect(textArea.adjusted(-style::kMargin / 2, -style::kMargin / 2, style::kMargin / 2, style::kMargin / 2)
                         .intersected(area),
                     box);
    painter.setPen(colour);
    painter.drawText(inside, flags, text);
}

void CameraView::drawCaption(QPainter &painter)
{
    const QRectF area = captionRect().adjusted(style::kMargin, style::kMargin / 2.0, -style::kMargin, 0);
    const QFont font = style::captionFont(this->font());
    const QFontMetricsF metrics(font);
    const QString topic = QString::fromStdString(m_newest->topic);
    const QString status = statusText();
    painter.setFont(font);
    // The middle of a long topic goes first: its namespace and "compressed" say the most.
    painter.setPen(cameraCaptionColour());
    painter.drawText(QRectF(area.left(), area.top(), area.width(), metrics.lineSpacing()),
                     Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(topic, Qt::ElideMiddle, area.width()));
    painter.setPen(isStale() ? cameraStaleColour() : cameraMutedColour());
    painter.drawText(QRectF(area.left(), area.top() + metrics.lineSpacing(), area.width(), metrics.lineSpacing()),
                     Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(status, Qt::ElideRight, area.width()));
    m_shownCaption = captionText();
}

}  // namespace robodash::widgets

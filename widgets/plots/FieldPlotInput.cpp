// FieldPlot's mouse, wheel, keys, drops and menu: how a user looks around a plot.
#include "FieldPlot.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QMouseEvent>
#include <QWheelEvent>

#include <cmath>

namespace robodash::widgets {

namespace {

constexpr double kZoomStep = 1.25;  // per wheel notch
constexpr int kClickSlop = 4;       // pixels a click may move and still be a click

QStringList droppedPaths(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(FieldPlot::fieldMimeType()))
        return {};
    return QString::fromUtf8(mime->data(FieldPlot::fieldMimeType())).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

}  // namespace

std::optional<std::int64_t> FieldPlot::timeAt(int x) const
{
    const QRect area = plotArea();
    if (area.width() <= 0)
        return std::nullopt;
    const auto [start, end] = visibleTimeRange();
    const double fraction = std::clamp(double(x - area.left()) / area.width(), 0.0, 1.0);
    return start + std::int64_t(std::llround(fraction * double(end - start)));
}

void FieldPlot::zoomTime(double factor, int x)
{
    const auto [start, end] = visibleTimeRange();
    const std::int64_t window = std::max<std::int64_t>(std::llround(double(end - start) * factor), 20);
    if (m_following) {  // the newest stays at the right edge
        setTimeWindowMs(window);
        return;
    }
    const std::int64_t pivot = timeAt(x).value_or(end);
    const double right = double(end - pivot) / double(std::max<std::int64_t>(end - start, 1));
    holdViewEndAt(pivot + std::llround(right * double(window)));
    setTimeWindowMs(window);
}

void FieldPlot::zoomValues(double factor, int y)
{
    const auto [low, high] = visibleValueRange();
    const QRect area = plotArea();
    const double fraction = area.height() > 0 ? std::clamp(double(area.bottom() - y) / area.height(), 0.0, 1.0) : 0.5;
    const double pivot = low + fraction * (high - low);
    const double newLow = pivot - (pivot - low) * factor, newHigh = pivot + (high - pivot) * factor;
    // No closer than the numbers can tell apart, no wider than any reading needs.
    const double span = newHigh - newLow;
    if (!(span > std::max(std::abs(pivot), 1.0) * 1e-9) || !(span < 1e15))
        return;
    m_valueRange = std::make_pair(newLow, newHigh);
    update();
}

void FieldPlot::pan(const QPoint &delta)
{
    const QRect area = plotArea();
    if (area.width() <= 0 || area.height() <= 0)
        return;
    if (m_mode == Mode::Time) {
        const auto [start, end] = visibleTimeRange();
        setFollowing(false);
        holdViewEndAt(end - std::llround(double(delta.x()) / area.width() * double(end - start)));
    } else {  // an XY plot pans its values; its time window stays
        const auto [xLow, xHigh] = visibleXRange();
        const double shift = -double(delta.x()) / area.width() * (xHigh - xLow);
        m_xRange = std::make_pair(xLow + shift, xHigh + shift);
    }
    if (delta.y() != 0) {
        const auto [low, high] = visibleValueRange();
        const double shift = double(delta.y()) / area.height() * (high - low);
        m_valueRange = std::make_pair(low + shift, high + shift);
    }
    update();
}

void FieldPlot::wheelEvent(QWheelEvent *event)
{
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0) {
        event->ignore();
        return;
    }
    const double factor = std::pow(kZoomStep, -notches);
    if (event->modifiers() & Qt::ControlModifier)
        zoomValues(factor, int(event->position().y()));
    else
        zoomTime(factor, int(event->position().x()));
    event->accept();
}

void FieldPlot::mousePressEvent(QMouseEvent *event)
{
    emit activated();
    if (event->button() != Qt::LeftButton)
        return;
    m_pressedAt = m_lastDragAt = event->position().toPoint();
    m_dragging = false;
}

void FieldPlot::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return;
    const QPoint at = event->position().toPoint();
    if (!m_dragging && (at - m_pressedAt).manhattanLength() < kClickSlop)
        return;
    m_dragging = true;
    pan(at - m_lastDragAt);
    m_lastDragAt = at;
}

void FieldPlot::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_swallowRelease) {  // the end of a double-click: no click of its own
        m_swallowRelease = false;
        return;
    }
    if (event->button() != Qt::LeftButton || m_dragging)
        return;
    if (m_mode != Mode::Time || !plotArea().contains(event->position().toPoint()))
        return;
    const std::optional<std::int64_t> time = timeAt(int(event->position().x()));
    if (m_clickSeeks && time)
        emit seekRequested(*time);
    else
        setCursorTime(time);
}

void FieldPlot::mouseDoubleClickEvent(QMouseEvent *)
{
    m_swallowRelease = true;
    followNewest();
}

void FieldPlot::followNewest()
{
    setCursorTime(std::nullopt);  // the double-click's first click put one
    m_valueRange.reset();
    m_xRange.reset();
    setFollowing(true);
    update();
}

void FieldPlot::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_cursorMs) {
        setCursorTime(std::nullopt);
        return;
    }
    QWidget::keyPressEvent(event);
}

void FieldPlot::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    for (const QString &path : fields())
        menu.addAction(tr("Remove %1").arg(path), this, [this, path] { removeField(path); });
    if (!m_curves.empty())
        menu.addSeparator();
    QAction *xy = menu.addAction(tr("XY: first field across"));
    xy->setCheckable(true);
    xy->setChecked(m_mode == Mode::XY);
    connect(xy, &QAction::toggled, this, [this](bool on) { setMode(on ? Mode::XY : Mode::Time); });
    menu.addAction(tr("Follow the newest"), this, &FieldPlot::followNewest);
    if (m_cursorMs)
        menu.addAction(tr("Hide the time cursor"), this, [this] { setCursorTime(std::nullopt); });
    menu.addAction(tr("Remove every field"), this, &FieldPlot::clearFields)->setEnabled(!m_curves.empty());
    menu.addSeparator();
    menu.addAction(tr("Export visible range as CSV…"), this, &FieldPlot::exportCsvRequested)
        ->setEnabled(!m_curves.empty());
    menu.addAction(tr("Save plot as PNG…"), this, &FieldPlot::saveImageRequested);
    menu.exec(event->globalPos());
}

void FieldPlot::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void FieldPlot::dropEvent(QDropEvent *event)
{
    const QStringList paths = droppedPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    for (const QString &path : paths)
        addField(path);
    event->acceptProposedAction();
    emit activated();
}

}  // namespace robodash::widgets

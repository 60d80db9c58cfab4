#include "JoystickPad.h"

#include "DashStyle.h"

#include <QFontMetrics>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

JoystickPad::JoystickPad(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setToolTip(tr("Drag to drive, or click and hold the arrow keys; space stops."));
    repeatTimer_.setInterval(kRepeatIntervalMs);
    connect(&repeatTimer_, &QTimer::timeout, this, &JoystickPad::repeatCommand);
    connect(&keys_, &HeldKeys::released, this, &JoystickPad::keyLetGo);
}

QSize JoystickPad::sizeHint() const { return {300, 340}; }
QSize JoystickPad::minimumSizeHint() const
{
    // Wide enough for the command line at its widest and the hint under it, never cut.
    const QFontMetrics value(style::valueFont(font(), 1.25));
    const QFontMetrics caption(style::captionFont(font()));
    const int text = std::max(value.horizontalAdvance(QStringLiteral("v -0.00 m/s   ω -000 °/s")),
                              caption.horizontalAdvance(tr("Drag, or hold arrow keys · Space stops")));
    return {std::max(160, text + 12), 200};
}

void JoystickPad::setMaxLinearSpeed(double metresPerSecond)
{
    if (metresPerSecond > 0 && std::isfinite(metresPerSecond))
        maxLinear_ = metresPerSecond;
}

void JoystickPad::setMaxAngularSpeed(double radiansPerSecond)
{
    if (radiansPerSecond > 0 && std::isfinite(radiansPerSecond))
        maxAngular_ = radiansPerSecond;
}

void JoystickPad::setDeadZone(double fraction)
{
    if (fraction >= 0 && fraction < 0.9)
        deadZone_ = fraction;
}

bool JoystickPad::isHeld() const
{
    return dragging_ || keys_.anyHeld();
}

QPointF JoystickPad::padCentre() const
{
    const double r = padRadius();
    return QPointF(width() / 2.0, r + 6);
}

double JoystickPad::padRadius() const
{
    const double textHeight = 3.2 * fontMetrics().height();
    return std::max(20.0, std::min(width() - 12.0, height() - textHeight - 12.0) / 2);
}

void JoystickPad::setRefusal(const QString &reason)
{
    if (reason == refusal_)
        return;
    refusal_ = reason;
    update();
}

QString JoystickPad::commandText() const
{
    auto format = [](double value, int decimals) {
        const double smallest = 0.5 * std::pow(10.0, -decimals);
        const double shown = std::abs(value) < smallest ? 0.0 : value;
        return QStringLiteral("%1%2").arg(shown > 0 ? QStringLiteral("+") : QString())
            .arg(shown, 0, 'f', decimals);
    };
    // Turn rate in degrees per second, as the map, the gyro and the presentation view say it.
    const QString command = tr("v %1 m/s   ω %2 °/s").arg(format(linear_, 2), format(angular_ * 57.29577951308232, 0));
    // Refused, what is held is asked, not driven: "v +0.30" alone read as the robot moving.
    const bool driving = linear_ != 0 || angular_ != 0;
    return driving && !refusal_.isEmpty() ? tr("asked %1").arg(command) : command;
}

void JoystickPad::setCommand(double linear, double angular)
{
    const bool changed = linear != linear_ || angular != angular_;
    linear_ = linear;
    angular_ = angular;
    if (changed) {
        emit velocityRequested(linear_, angular_);
        update();
    }
}

void JoystickPad::startRepeating()
{
    if (!repeatTimer_.isActive())
        repeatTimer_.start();
}

void JoystickPad::repeatCommand()
{
    if (!isHeld() || latched_) {
        repeatTimer_.stop();
        return;
    }
    emit velocityRequested(linear_, angular_);
}

// Forgets what is held (its release may never reach us); a latch stays until the next let-go.
void JoystickPad::stop()
{
    dragging_ = false;
    keys_.clear();
    zeroCommand();
}

void JoystickPad::stopAndLatch()
{
    const bool wasLatched = latched_;
    latched_ = isHeld() || otherInputHeld_;
    zeroCommand();
    if (latched_ != wasLatched)
        emit latchChanged(latched_);
}

void JoystickPad::takeOverHeldKeys(const JoystickPad &other)
{
    bool any = false;
    for (int key = 0; key < KeyCount; ++key) {
        if (!other.keys_.isHeld(key)) continue;
        keys_.press(key, 0, false);
        any = true;
    }
    if (any) stopAndLatch();
}

void JoystickPad::setOtherInputHeld(bool held)
{
    otherInputHeld_ = held;
    liftLatchIfAllLetGo();
}

void JoystickPad::liftLatchIfAllLetGo()
{
    if (!latched_ || isHeld() || otherInputHeld_)
        return;
    latched_ = false;
    update();
    emit latchChanged(false);
}

void JoystickPad::zeroCommand()
{
    repeatTimer_.stop();
    knob_ = QPointF();
    linear_ = angular_ = 0;
    emit velocityRequested(0, 0);
    emit stopRequested();
    update();
}

void JoystickPad::dragTo(const QPointF &position)
{
    QPointF offset = (position - padCentre()) / padRadius();
    const double length = std::hypot(offset.x(), offset.y());
    if (length > 1)
        offset /= length;
    knob_ = offset;
    const double magnitude = std::min(1.0, length);
    if (magnitude <= deadZone_) {
        setCommand(0, 0);
        update();
        return;
    }
    // Rescale so the command starts from zero at the dead zone's edge, not with a jump.
    const double scale = (magnitude - deadZone_) / (1 - deadZone_) / magnitude;
    const double linear = -offset.y() * scale * maxLinear_;
    const double angular = -offset.x() * scale * maxAngular_;
    setCommand(linear, angular);
    update();
}

void JoystickPad::driveFromKeys()
{
    const double forward = (keys_.isHeld(Up) ? 1 : 0) - (keys_.isHeld(Down) ? 1 : 0);
    const double turnLeft = (keys_.isHeld(Left) ? 1 : 0) - (keys_.isHeld(Right) ? 1 : 0);
    knob_ = QPointF(-turnLeft, -forward);
    const double length = std::hypot(knob_.x(), knob_.y());
    if (length > 1)
        knob_ /= length;
    setCommand(forward * maxLinear_, turnLeft * maxAngular_);
    update();
}

void JoystickPad::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    // A click on the text below (e.g. to give the keys focus) must not start driving.
    const QPointF offset = event->position() - padCentre();
    if (std::hypot(offset.x(), offset.y()) > padRadius() * 1.05)
        return;
    dragging_ = true;
    if (latched_)
        return;
    dragTo(event->position());
    startRepeating();
}

void JoystickPad::mouseMoveEvent(QMouseEvent *event)
{
    if (dragging_ && !latched_)
        dragTo(event->position());
}

void JoystickPad::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !dragging_)
        return;
    if (!latched_) {
        stop();
        return;
    }
    dragging_ = false;
    liftLatchIfAllLetGo();
}

int JoystickPad::keyIndex(int qtKey)
{
    switch (qtKey) {
    case Qt::Key_Up: return Up;
    case Qt::Key_Down: return Down;
    case Qt::Key_Left: return Left;
    case Qt::Key_Right: return Right;
    default: return -1;
    }
}

void JoystickPad::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space) {
        stopAndLatch();
        return;
    }
    const int index = keyIndex(event->key());
    if (index < 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    // Repeats carry nothing new: our own 20 Hz repeat keeps the link alive.
    if (!keys_.press(index, event->timestamp(), event->isAutoRepeat()))
        return;
    if (latched_ || dragging_) {
        update();
        return;
    }
    driveFromKeys();
    startRepeating();
}

void JoystickPad::keyReleaseEvent(QKeyEvent *event)
{
    const int index = keyIndex(event->key());
    if (index < 0) {
        QWidget::keyReleaseEvent(event);
        return;
    }
    keys_.release(index, event->timestamp(), event->isAutoRepeat());  // keyLetGo when it stands
}

void JoystickPad::keyLetGo(int)
{
    if (latched_) {
        liftLatchIfAllLetGo();
        return;
    }
    if (dragging_)
        return;
    if (keys_.anyHeld())
        driveFromKeys();
    else
        stop();
}

void JoystickPad::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void JoystickPad::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    // Key releases go to whoever has focus now: stop rather than drive on blind. With keys
    // from the window, focus moving inside it (a click on STOP, Tab) keeps them coming; a
    // popup or another window does not.
    const bool releasesStillCome = keysFromWindow_ && event->reason() != Qt::PopupFocusReason
                                   && event->reason() != Qt::ActiveWindowFocusReason;
    if (!releasesStillCome && (isHeld() || linear_ != 0 || angular_ != 0))
        stop();
    update();
}

void JoystickPad::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    if (isHeld() || linear_ != 0 || angular_ != 0)
        stop();
}

QString JoystickPad::hintText() const
{
    if (!refusal_.isEmpty())
        return tr("Refused: %1").arg(refusal_);
    if (!isEnabled())
        return disabledReason_.isEmpty() ? tr("Driving is off") : disabledReason_;
    if (latched_)
        return tr("Stopped: let go, then press again");
    if (keysFromWindow_)
        return tr("Drag, or hold arrow keys · Space stops");
    return hasFocus() ? tr("Arrow keys drive while held · space stops")
                      : tr("Drag to drive · click here for arrow keys");
}

void JoystickPad::setKeysFromWindow(bool fromWindow)
{
    keysFromWindow_ = fromWindow;
    update();
}

void JoystickPad::setDisabledReason(const QString &reason)
{
    disabledReason_ = reason;
    update();
}

void JoystickPad::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::EnabledChange && !isEnabled() &&
        (isHeld() || linear_ != 0 || angular_ != 0))
        stop();
}

// A disabled widget gets no key events; but a key held onto a pad that is off (a fleet's
// switch onto a robot whose motors are off) is let go while it is, and a latch waiting for
// that let-go would hold the next press too. Releases count; presses stay ignored.
bool JoystickPad::event(QEvent *event)
{
    if (event->type() == QEvent::KeyRelease && !isEnabled()) {
        keyReleaseEvent(static_cast<QKeyEvent *>(event));
        return true;
    }
    return QWidget::event(event);
}

void JoystickPad::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    drawPad(painter);
    drawKnob(painter);
    drawText(painter);
}

void JoystickPad::drawPad(QPainter &painter) const
{
    const QPointF c = padCentre();
    const double r = padRadius();
    const bool keyboardReady = (hasFocus() || keysFromWindow_) && isEnabled();
    painter.setPen(QPen(keyboardReady ? style::signal() : style::outline(), keyboardReady ? 2 : 1.2));
    painter.setBrush(style::surface());
    painter.drawEllipse(c, r, r);
    painter.setPen(QPen(style::idle(), 1, Qt::DashLine));
    painter.drawLine(c - QPointF(r, 0), c + QPointF(r, 0));
    painter.drawLine(c - QPointF(0, r), c + QPointF(0, r));
    painter.setPen(Qt::NoPen);
    painter.setBrush(style::idle());
    painter.drawEllipse(c, r * deadZone_, r * deadZone_);

    QFont small = style::captionFont(font());
    painter.setFont(small);
    painter.setPen(style::mutedText());
    const double h = fontMetrics().height();
    painter.drawText(QRectF(c.x() - 50, c.y() - r + 4, 100, h), Qt::AlignCenter, tr("forward"));
    painter.drawText(QRectF(c.x() - 50, c.y() + r - 4 - h, 100, h), Qt::AlignCenter, tr("back"));
    painter.drawText(QRectF(c.x() - r + 6, c.y() - h - 2, 60, h), Qt::AlignLeft, tr("left"));
    painter.drawText(QRectF(c.x() + r - 66, c.y() - h - 2, 60, h), Qt::AlignRight, tr("right"));
    painter.setFont(font());
}

void JoystickPad::drawKnob(QPainter &painter) const
{
    const QPointF c = padCentre();
    const double r = padRadius();
    const QPointF knob = c + knob_ * r;
    const bool driving = linear_ != 0 || angular_ != 0;
    // Asking is not driving: a refused request is drawn in the stop colour, not the live one.
    const QColor live = refusal_.isEmpty() ? style::signal() : style::critical();
    if (driving) {
        painter.setPen(QPen(live, 2, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(c, knob);
    }
    const QColor fill = !isEnabled() ? style::idle() : driving ? live : style::bodyFill();
    painter.setPen(QPen(driving ? live.darker(130) : style::outline(), 1.5));
    painter.setBrush(fill);
    painter.drawEllipse(knob, r * 0.17, r * 0.17);
}

void JoystickPad::drawText(QPainter &painter) const
{
    const double top = padCentre().y() + padRadius() + 6;
    const double line = fontMetrics().height();
    QFont value = style::valueFont(font(), 1.25);
    painter.setFont(value);
    const bool driving = linear_ != 0 || angular_ != 0;
    const QColor live = refusal_.isEmpty() ? style::signal() : style::critical();
    painter.setPen(driving ? live.darker(115) : style::text());
    painter.drawText(QRectF(0, top, width(), line * 1.6), Qt::AlignCenter, commandText());
    painter.setFont(style::captionFont(font()));
    painter.setPen(refusal_.isEmpty() ? style::mutedText() : style::critical());
    const QString hint = painter.fontMetrics().elidedText(hintText(), Qt::ElideRight, width() - 8);
    painter.drawText(QRectF(0, top + line * 1.6, width(), line * 1.4), Qt::AlignCenter, hint);
    painter.setFont(font());
}

}  // namespace robodash::widgets

#pragma once
// Drive by dragging a knob (it springs back to zero on release) or with the arrow keys
// while they are held; space stops. Up/down is linear speed, left/right is turning.
//
// The link stops the robot when commands stop coming for 300 ms, so while the pad is held
// the current command is repeated at 20 Hz, on top of being emitted on every change.
// Releasing, space, losing focus, hiding or disabling the pad all stop the robot.
// The window may hand the pad its arrow keys from anywhere (setKeysFromWindow); a disabled
// pad shows zero and says why it is off (setDisabledReason).
// While the link refuses what the pad asks (a safety stop), setRefusal(reason) draws the
// knob red instead of the "driving" blue and puts the reason under the command.
// STOP latches (stopAndLatch): whatever is still held when it comes (keys, the knob, another
// input the window reports with setOtherInputHeld) drives nothing until all of it has been
// let go; the line under the command says so meanwhile. Held keys are told apart from the
// server's auto-repeat by HeldKeys.

#include "HeldKeys.h"

#include <QPointF>
#include <QTimer>
#include <QWidget>

namespace robodash::widgets {

class JoystickPad : public QWidget {
    Q_OBJECT
    Q_PROPERTY(double maxLinearSpeed READ maxLinearSpeed WRITE setMaxLinearSpeed)
    Q_PROPERTY(double maxAngularSpeed READ maxAngularSpeed WRITE setMaxAngularSpeed)
    Q_PROPERTY(double deadZone READ deadZone WRITE setDeadZone)
public:
    static constexpr int kRepeatIntervalMs = 50;  // 20 Hz, well inside the 300 ms deadman

    explicit JoystickPad(QWidget *parent = nullptr);

    double maxLinearSpeed() const { return maxLinear_; }   // m/s
    void setMaxLinearSpeed(double metresPerSecond);
    double maxAngularSpeed() const { return maxAngular_; } // rad/s
    void setMaxAngularSpeed(double radiansPerSecond);
    double deadZone() const { return deadZone_; }          // fraction of the pad radius
    void setDeadZone(double fraction);

    double linearCommand() const { return linear_; }
    double angularCommand() const { return angular_; }
    bool isHeld() const;     // a key or the knob is held, driving or not
    bool isLatched() const { return latched_; }  // stopped: waiting for every input to be let go
    // The pad's circle in widget coordinates, to aim mouse events at.
    QPointF padCentre() const;
    double padRadius() const;
    QString commandText() const;
    QString hintText() const;  // the line under the command: how to drive, or why not
    QString refusal() const { return refusal_; }

    // The window forwards arrow keys to the pad wherever focus is: the hint says so.
    void setKeysFromWindow(bool fromWindow);
    void setDisabledReason(const QString &reason);
    QString disabledReason() const { return disabledReason_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // Zero the command and tell the link, e.g. when the connection drops.
    void stop();
    // An operator's STOP: zero at once, and nothing held now drives until all is let go.
    void stopAndLatch();
    // Another drive input (a gamepad's dead-man) is held: a latch waits for it too.
    void setOtherInputHeld(bool held);
    // A fleet's switch: the keys held on `other` (the robot left behind) count as held here,
    // latched, so that a key held across the switch drives this robot only once it has been
    // let go and pressed again (the server's repeats of it are repeats here too).
    void takeOverHeldKeys(const JoystickPad &other);
    // Why the link is not doing what the pad asks; empty when it is.
    void setRefusal(const QString &reason);

signals:
    void velocityRequested(double linear, double angular);
    void stopRequested();
    void latchChanged(bool latched);  // for other views of the same drive (the presentation view)

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    enum Key { Up, Down, Left, Right, KeyCount };
    static int keyIndex(int qtKey);

    void dragTo(const QPointF &position);
    void driveFromKeys();
    void keyLetGo(int index);
    void liftLatchIfAllLetGo();
    void zeroCommand();
    void setCommand(double linear, double angular);
    void startRepeating();
    void repeatCommand();

    void drawPad(QPainter &painter) const;
    void drawKnob(QPainter &painter) const;
    void drawText(QPainter &painter) const;

    double maxLinear_ = 0.3;
    double maxAngular_ = 1.5;
    double deadZone_ = 0.12;
    double linear_ = 0;
    double angular_ = 0;
    QPointF knob_;  // knob offset as a fraction of the pad radius, y down
    bool dragging_ = false;
    HeldKeys keys_;
    bool latched_ = false;
    bool otherInputHeld_ = false;
    QString refusal_;
    QTimer repeatTimer_;
    bool keysFromWindow_ = false;
    QString disabledReason_;
};

}  // namespace robodash::widgets

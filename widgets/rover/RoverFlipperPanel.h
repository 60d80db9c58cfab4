#pragma once
// The Rover Pro's flipper: its angle (register 46) and its two position sensors, and a
// hold-to-move control. While Raise or Lower is held the panel asks for the chosen effort
// every kResendMs (the driver stops the flipper kFlipperHoldMs after the last request);
// letting go, hiding or disabling the panel asks for 0 at once.

#include "rover/RoverFrame.h"

#include <QTimer>
#include <QWidget>

class QPushButton;
class QSlider;

namespace robodash::widgets {

class ReadoutLabel;
class RefreshGate;

class RoverFlipperPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kResendMs = 100;  // well inside RoverDriver::kFlipperHoldMs (300 ms)

    explicit RoverFlipperPanel(QWidget *parent = nullptr);

    QString angleText() const;
    QString sensorsText() const;
    double effort() const;  // the magnitude Raise and Lower ask for, 0.1 .. 1

    QSize sizeHint() const override;

public slots:
    void setFrame(const robodash::rover::RoverFrame &frame);
    void raise();  // as if Raise were pressed (tests, keys); release() lets go
    void lower();
    void release();

signals:
    // -1 (down) .. 1 (up); 0: stop.
    void flipperEffortRequested(double effort);

protected:
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void hold(double direction);
    void refresh();

    ReadoutLabel *angle_ = nullptr;
    ReadoutLabel *sensors_ = nullptr;
    QPushButton *raise_ = nullptr;
    QPushButton *lower_ = nullptr;
    QSlider *effort_ = nullptr;
    QTimer resend_;
    double direction_ = 0;
    RefreshGate *refresh_ = nullptr;
    rover::RoverFrame frame_;
};

}  // namespace robodash::widgets

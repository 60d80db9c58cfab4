#pragma once
// The Rover Pro's own switches: side fan speed, low-speed mode and the motor fault with its
// Clear fault button, each with what the robot reads back (registers 48, 50, 18). A command
// the firmware line lacks (clear fault on 1.0.x, low-speed mode on 1.x) is disabled with
// "not on this firmware". Shows, never emits, what arrives from the robot.

#include "rover/RoverFrame.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QSlider;

namespace robodash::widgets {

class ReadoutLabel;
class RefreshGate;
class StatusLamp;

class RoverControlsPanel : public QWidget {
    Q_OBJECT
public:
    explicit RoverControlsPanel(QWidget *parent = nullptr);

    QString fanText() const;       // what the robot reads back
    QString lowSpeedText() const;
    QString faultText() const;
    bool faultShown() const;       // the fault lamp is red
    bool clearFaultAvailable() const;
    bool lowSpeedAvailable() const;

    QSize sizeHint() const override;

public slots:
    void setFrame(const robodash::rover::RoverFrame &frame);

signals:
    void fanSpeedRequested(double fraction);  // 0 .. 1
    void lowSpeedModeRequested(bool on);
    void clearFaultRequested();

private:
    QWidget *buildFan();
    QWidget *buildLowSpeed();
    QWidget *buildFault();
    void refresh();
    void refreshLineSupport();
    void refreshFault();

    QSlider *fan_ = nullptr;
    ReadoutLabel *fanReading_ = nullptr;
    QCheckBox *lowSpeed_ = nullptr;
    ReadoutLabel *lowSpeedReading_ = nullptr;
    StatusLamp *fault_ = nullptr;
    QPushButton *clearFault_ = nullptr;
    RefreshGate *refresh_ = nullptr;
    rover::RoverFrame frame_;
};

}  // namespace robodash::widgets

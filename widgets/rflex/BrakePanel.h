#pragma once
// The rFLEX's motors and brake: the switch that enables the motors (the brake is released)
// or disables them (zero on both axes, then the brake is set), and the brake as the base last
// reported it in SYS_STATUS (polled every 2 s), with the battery volts of the same report.
// The switch emits an intent only; setMotorsEnabled() shows what the control did.

#include "rflex/RflexTelemetry.h"

#include <QWidget>

#include <optional>

class QPushButton;

namespace robodash::widgets {

class ReadoutLabel;
class RefreshGate;
class StatusLamp;

class BrakePanel : public QWidget {
    Q_OBJECT
public:
    explicit BrakePanel(QWidget *parent = nullptr);

    QPushButton *motorsButton() const { return motors_; }
    bool motorsEnabled() const { return motorsEnabled_; }
    QString motorsText() const;  // the motors lamp's caption
    // The brake lamp's caption and colour (a pending refresh runs first).
    QString brakeText() const;
    QColor brakeColour() const;
    // What the base reported (the brake lamp, the battery volts), to fade while nothing
    // arrives; the switch and the motors lamp are this program's, not readings.
    QList<QWidget *> readingWidgets() const;

public slots:
    // Shows the motors' state without emitting motorsRequested().
    void setMotorsEnabled(bool enabled);
    void setStatus(const robodash::rflex::StatusTelemetry &status);
    // The switch acts on a live robot only.
    void setLinkAvailable(bool available);
    void clear();

signals:
    void motorsRequested(bool enabled);

private:
    void refresh();
    void showMotors();

    QPushButton *motors_;
    StatusLamp *motorsLamp_;
    StatusLamp *brake_;
    ReadoutLabel *note_;
    RefreshGate *refresh_;
    bool motorsEnabled_ = false;
    std::optional<rflex::StatusTelemetry> status_;
};

}  // namespace robodash::widgets

#pragma once
// The two wheel motors side by side: speed from the encoders (m/s), current (A), PWM (%),
// and the over-current flags.

#include "kobuki/Feedback.h"

#include <QWidget>

#include <array>


namespace robodash::widgets {

class LevelBar;
class ReadoutLabel;
class RefreshGate;
class StatusLamp;

class MotorsView : public QWidget {
    Q_OBJECT
public:
    enum Wheel { Left = 0, Right = 1 };

    explicit MotorsView(QWidget *parent = nullptr);

    // Latest wheel speed in m/s; NaN until two successive readings have been seen.
    double wheelSpeed(Wheel wheel) const { return speeds_[wheel]; }
    // The readouts show the newest sample: a refresh still pending runs first.
    QString speedText(Wheel wheel) const;
    QString currentText(Wheel wheel) const;
    QString pwmText(Wheel wheel) const;
    QColor overCurrentColour(Wheel wheel) const;

    QSize sizeHint() const override;

public slots:
    void setBasicSensors(const robodash::kobuki::BasicSensors &sensors);
    void setCurrent(const robodash::kobuki::Current &current);

private:
    struct Column {
        ReadoutLabel *speed = nullptr;
        ReadoutLabel *current = nullptr;
        ReadoutLabel *pwm = nullptr;
        LevelBar *pwmBar = nullptr;
        StatusLamp *overCurrent = nullptr;
    };
    void updateSpeeds(const robodash::kobuki::BasicSensors &sensors);
    void refresh();  // the readouts, at the screen's pace

    std::array<Column, 2> columns_;
    RefreshGate *refresh_ = nullptr;
    std::array<double, 2> speeds_;
    std::array<double, 2> amperes_;  // NaN until a Current packet arrives
    std::array<int, 2> pwm_{};
    std::uint8_t overCurrent_ = 0;
    bool hasSensors_ = false;
    robodash::kobuki::BasicSensors previous_;
    bool hasPrevious_ = false;
};

}  // namespace robodash::widgets

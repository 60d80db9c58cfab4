#pragma once
// The battery: volts, percent, level (healthy, low, critical), charging source and state,
// and a trend over the session. Low and critical turn the badge and a banner amber or red.
// Reads the telemetry core's battery, so it serves every robot family; the family decides
// its own percent and thresholds.

#include "core/BatteryReading.h"

#include <QWidget>

class QLabel;

namespace robodash::widgets {

class LevelBar;
class ReadoutLabel;
class RefreshGate;
class TimePlot;

class BatteryView : public QWidget {
    Q_OBJECT
public:
    explicit BatteryView(QWidget *parent = nullptr);

    // The readouts show the newest sample: a refresh still pending runs first.
    QString voltsText() const;
    QString percentText() const;
    QString levelText() const;
    QColor levelColour() const;
    QString chargingText() const;
    bool warningShown() const;
    QString warningText() const;
    TimePlot *trend() const { return trend_; }

    QSize sizeHint() const override;

public slots:
    void setBattery(const robodash::core::BatteryReading &battery, double tSeconds);

private:
    void refresh();  // the readouts, at the screen's pace
    void showLevelColour();
    void showLevel(robodash::core::BatteryLevel level, double volts);
    static QString describeCharging(const robodash::core::BatteryReading &battery);

    ReadoutLabel *voltsLabel_ = nullptr;
    QLabel *levelBadge_ = nullptr;
    LevelBar *percentBar_ = nullptr;
    ReadoutLabel *percentLabel_ = nullptr;
    QLabel *chargingLabel_ = nullptr;
    QLabel *warningBanner_ = nullptr;
    TimePlot *trend_ = nullptr;
    RefreshGate *refresh_ = nullptr;
    QColor levelColour_;
    robodash::core::BatteryReading battery_;
    double lastTrendTime_ = -1e300;
};

}  // namespace robodash::widgets

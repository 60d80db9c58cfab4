#pragma once
// The battery: volts, percent, level (healthy, low, critical), charging source and state,
// and a trend over the session. Low and critical turn the badge and a banner amber or red.

#include "kobuki/Conversions.h"
#include "kobuki/Feedback.h"

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
    void setBasicSensors(const robodash::kobuki::BasicSensors &sensors, double tSeconds);

private:
    void refresh();  // the readouts, at the screen's pace
    void showLevel(robodash::kobuki::BatteryLevel level, double volts);
    static QString describeCharger(std::uint8_t charger);

    ReadoutLabel *voltsLabel_ = nullptr;
    QLabel *levelBadge_ = nullptr;
    LevelBar *percentBar_ = nullptr;
    ReadoutLabel *percentLabel_ = nullptr;
    QLabel *chargingLabel_ = nullptr;
    QLabel *warningBanner_ = nullptr;
    TimePlot *trend_ = nullptr;
    RefreshGate *refresh_ = nullptr;
    QColor levelColour_;
    robodash::kobuki::BasicSensors sensors_;
    double lastTrendTime_ = -1e300;
};

}  // namespace robodash::widgets

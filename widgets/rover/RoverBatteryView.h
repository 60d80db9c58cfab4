#pragma once
// The Rover Pro's two battery packs side by side: volts (the motor board's estimate and the
// smart battery's own), state of charge, current (both sources), temperature, the smart
// battery's alarm and status flags and its condition-cycle request, and the charger. What
// the firmware line lacks (the smart-battery registers on 1.0.x) reads "not on this firmware".

#include "rover/RoverFrame.h"

#include <QWidget>

#include <array>

class QGridLayout;
class QLabel;

namespace robodash::widgets {

class LevelBar;
class ReadoutLabel;
class RefreshGate;
class StatusLamp;

class RoverBatteryView : public QWidget {
    Q_OBJECT
public:
    enum Pack { A = 0, B = 1 };

    explicit RoverBatteryView(QWidget *parent = nullptr);

    // The readouts show the newest frame: a refresh still pending runs first.
    QString voltsText(Pack pack) const;
    QString packVoltsText(Pack pack) const;  // the smart battery's own (newer line)
    QString chargeText(Pack pack) const;
    QString currentText(Pack pack) const;
    QString packCurrentText(Pack pack) const;  // the smart battery's own (newer line)
    QString temperatureText(Pack pack) const;
    QString alarmsText(Pack pack) const;
    QString statusText(Pack pack) const;
    QString chargerText() const;

    QSize sizeHint() const override;

public slots:
    void setFrame(const robodash::rover::RoverFrame &frame);

private:
    struct Column {
        ReadoutLabel *volts = nullptr;
        ReadoutLabel *packVolts = nullptr;
        ReadoutLabel *charge = nullptr;
        LevelBar *chargeBar = nullptr;
        ReadoutLabel *current = nullptr;
        ReadoutLabel *packCurrent = nullptr;
        ReadoutLabel *temperature = nullptr;
        StatusLamp *alarms = nullptr;
        ReadoutLabel *status = nullptr;
    };
    void buildColumn(Pack pack, QGridLayout *grid);
    void refresh();
    void refreshColumn(Pack pack);
    void refreshFlags(Pack pack);
    void refreshCharger();
    QString flush(const ReadoutLabel *label) const;

    std::array<Column, 2> columns_;
    StatusLamp *charger_ = nullptr;
    RefreshGate *refresh_ = nullptr;
    rover::RoverFrame frame_;
};

}  // namespace robodash::widgets

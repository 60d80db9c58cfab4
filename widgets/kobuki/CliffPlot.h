#pragma once
// The three floor-facing PSD sensors over time, with the robot's own cliff flags marked on
// the curves, and the latest reading of each sensor above the plot.

#include "kobuki/Feedback.h"

#include <QWidget>

#include <array>

namespace robodash::widgets {

class RefreshGate;
class StatusLamp;
class TimePlot;

class CliffPlot : public QWidget {
    Q_OBJECT
public:
    // Series indices in the plot, in the order the readouts show them.
    enum Sensor { Left = 0, Centre = 1, Right = 2 };

    explicit CliffPlot(QWidget *parent = nullptr);

    TimePlot *plot() const { return plot_; }
    int cliffMarkerSeries() const { return cliffMarkers_; }
    QString readoutText(Sensor sensor) const;
    QColor flagColour(Sensor sensor) const;

    QSize sizeHint() const override;

public slots:
    void setCliff(const robodash::kobuki::Cliff &cliff, double tSeconds);
    void setBasicSensors(const robodash::kobuki::BasicSensors &sensors, double tSeconds);

private:
    void updateReadouts();  // at the screen's pace, through refresh_

    TimePlot *plot_ = nullptr;
    RefreshGate *refresh_ = nullptr;
    int cliffMarkers_ = -1;
    std::array<StatusLamp *, 3> readouts_{};
    std::array<int, 3> latestAdc_{{-1, -1, -1}};
    std::uint8_t cliffFlags_ = 0;
};

}  // namespace robodash::widgets

#pragma once
// The gyro: heading as a dial (the odometry's when given, else the inertia angle), the angle rate over time, and the
// raw 3-axis gyro over time, all in degrees and in the robot frame.

#include "kobuki/Feedback.h"

#include <QWidget>


namespace robodash::widgets {

class HeadingDial;
class ReadoutLabel;
class RefreshGate;
class TimePlot;

class GyroView : public QWidget {
    Q_OBJECT
public:
    enum RawAxis { X = 0, Y = 1, Z = 2 };

    explicit GyroView(QWidget *parent = nullptr);

    HeadingDial *dial() const { return dial_; }
    TimePlot *ratePlot() const { return ratePlot_; }
    TimePlot *rawPlot() const { return rawPlot_; }
    QString headingText() const;
    QString rateText() const;

    QSize sizeHint() const override;

public slots:
    void setInertia(const robodash::kobuki::Inertia &inertia, double tSeconds);
    void setRawGyro(const robodash::kobuki::RawGyro &gyro, double tSeconds);
    // The heading the map and the presentation view show (the odometry's, from this gyro, 0
    // where odometry started or was reset): from the first call on, the dial and the heading
    // show it instead of the inertia angle, whose zero is wherever the robot was switched on.
    void setOdometryHeading(double radians);

private:
    void refresh();  // the labels, at the screen's pace
    void showHeading(double degrees);

    HeadingDial *dial_ = nullptr;
    ReadoutLabel *headingLabel_ = nullptr;
    ReadoutLabel *rateLabel_ = nullptr;
    TimePlot *ratePlot_ = nullptr;
    TimePlot *rawPlot_ = nullptr;
    RefreshGate *refresh_ = nullptr;
    bool hasInertia_ = false;
    bool headingFromOdometry_ = false;
    double heading_ = 0;  // degrees, -180..180
    double rate_ = 0;     // degrees per second
};

}  // namespace robodash::widgets

#pragma once
// A compass-like dial of the robot's heading: 0° at the top, positive turning left
// (counter-clockwise, as the gyro reports it), with the value written in the middle.

#include <QWidget>

namespace robodash::widgets {

class RefreshGate;

class HeadingDial : public QWidget {
    Q_OBJECT
public:
    explicit HeadingDial(QWidget *parent = nullptr);

    double headingDegrees() const { return degrees_; }
    bool hasHeading() const { return hasHeading_; }
    // Tip of the needle in widget coordinates, for tests and tooltips.
    QPointF needleTip() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

public slots:
    void setHeadingDegrees(double degrees);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QPointF centre() const;
    double radius() const;
    QPointF onDial(double degrees, double fraction) const;

    RefreshGate *repaint_ = nullptr;
    double degrees_ = 0;
    bool hasHeading_ = false;
};

}  // namespace robodash::widgets

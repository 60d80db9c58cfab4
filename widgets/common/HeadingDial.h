#pragma once
// A compass-like dial of the robot's heading: 0° at the top, positive turning left
// (counter-clockwise, as the gyro reports it), with the value written in the middle.

#include <QPixmap>
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
    void changeEvent(QEvent *event) override;

private:
    // The face (rim, ticks, labels) does not move with the needle: drawn once per size and
    // kept, since its antialiased rim and ticks cost more than the rest of a repaint.
    const QPixmap &face();
    void paintFace(QPainter &painter) const;
    void paintNeedle(QPainter &painter) const;
    QPointF centre() const;
    double radius() const;
    QPointF onDial(double degrees, double fraction) const;

    RefreshGate *repaint_ = nullptr;
    double degrees_ = 0;        // the latest heading
    double needleDegrees_ = 0;  // where the needle is drawn
    bool hasHeading_ = false;
    QPixmap face_;
};

}  // namespace robodash::widgets

#pragma once
// A flat horizontal bar for a value in a range; bipolar ranges (e.g. -100..100 % PWM) fill
// from the centre so the sign is visible at a glance.

#include <QColor>
#include <QPixmap>
#include <QWidget>

namespace robodash::widgets {

class LevelBar : public QWidget {
    Q_OBJECT
public:
    explicit LevelBar(double minimum = 0, double maximum = 1, QWidget *parent = nullptr);

    void setRange(double minimum, double maximum);
    void setValue(double value);
    double value() const { return value_; }
    void setColour(const QColor &colour);
    QColor colour() const { return colour_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    double fraction(double value) const;  // 0..1 along the bar, clamped
    QPixmap trackPicture(const QRectF &track) const;

    double minimum_;
    double maximum_;
    double value_ = 0;
    QColor colour_;
};

}  // namespace robodash::widgets

#pragma once
// The replay's position slider. A click on the groove jumps there, as in a media player,
// and asks for that position at once (paused or playing). Qt's own slider steps a page
// towards the click instead: on a log measured in milliseconds, 10 ms, which looks like
// nothing happened. Dragging the handle works as always (sliderReleased).

#include <QSlider>

class SeekSlider : public QSlider {
    Q_OBJECT
public:
    explicit SeekSlider(QWidget *parent = nullptr);

signals:
    void jumpedTo(int value);  // a click on the groove moved the handle to `value`

protected:
    void mousePressEvent(QMouseEvent *event) override;

private:
    int valueAt(const QPoint &position) const;
};

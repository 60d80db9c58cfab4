#pragma once
// Where the robot stands relative to the dock, at a glance. The dock (bottom) emits a fan
// of three fields (left, centre, right), each split into near and far; a field lights up
// when any of the robot's three receivers sees its code. A sentence says what that means
// ("Dock ahead, slightly left · centre field, near") and a small grid shows the raw bits.

#include "kobuki/Feedback.h"

#include <QHash>
#include <QPixmap>
#include <QPointF>
#include <QString>
#include <QWidget>

#include <optional>

namespace robodash::widgets {

class RefreshGate;

class DockIrView : public QWidget {
    Q_OBJECT
public:
    enum class Region { Left = 0, Centre = 1, Right = 2 };

    explicit DockIrView(QWidget *parent = nullptr);

    QPointF fieldCentre(Region region, bool far) const;
    QColor fieldColour(Region region, bool far) const;
    // Where the robot is drawn (the middle of the fields seen, the nearest band first) and
    // which way it faces (a unit vector, y down): nothing when no field is seen.
    std::optional<QPointF> robotPosition() const;
    QPointF robotHeading() const;
    // One line: bearing of the dock from the robot, then the field the robot is in.
    QString description() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void setDockIr(const robodash::kobuki::DockIr &dockIr);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The picture depends only on the three receivers' bytes (and the size, font, palette),
    // and a docking robot cycles through a few of them many times a second: each one is drawn
    // once and kept (a handful at most), instead of its arcs and two dozen labels every time.
    const QPixmap &picture();
    void draw(QPainter &painter) const;
    RefreshGate *repaint_ = nullptr;
    struct Fan {
        QPointF apex;   // the dock's emitter
        double radius = 0;
    };
    Fan fan() const;
    double gridTop() const;
    std::uint8_t seenBits() const;  // union of the three receivers
    bool fieldSeen(Region region, bool far) const;
    QString bearingText() const;
    QString fieldText() const;

    void drawFan(QPainter &painter) const;
    void drawDock(QPainter &painter) const;
    void drawRobot(QPainter &painter) const;
    void drawDescription(QPainter &painter) const;
    void drawBitGrid(QPainter &painter) const;

    robodash::kobuki::DockIr dockIr_;
    bool hasData_ = false;
    QHash<quint32, QPixmap> pictures_;  // by pictureKey of the state drawn
};

}  // namespace robodash::widgets

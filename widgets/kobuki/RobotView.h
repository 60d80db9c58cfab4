#pragma once
// The Kobuki seen from above, front up: round body, two wheels, the three bumpers, the two
// wheel drops, the three cliff sensors, the three buttons and the dock charging contact, each
// lit as it changes, with a one-line summary underneath.

#include "kobuki/Feedback.h"

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QWidget>

namespace robodash::widgets {

class RefreshGate;

class RobotView : public QWidget {
    Q_OBJECT
public:
    enum class Part {
        LeftBumper, CentreBumper, RightBumper,
        LeftWheel, RightWheel,
        LeftCliff, CentreCliff, RightCliff,
        Button0, Button1, Button2,
        ChargerContact,
    };

    explicit RobotView(QWidget *parent = nullptr);

    // A point well inside the drawing of `part`, in widget coordinates: where a test or a
    // tooltip can look to find the part's colour.
    QPointF partCentre(Part part) const;
    // Colour `part` is drawn with for the current state.
    QColor partColour(Part part) const;
    // "All clear" or what is active, e.g. "Bumper left · Cliff right".
    QString summary() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void setBasicSensors(const robodash::kobuki::BasicSensors &sensors);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    RefreshGate *repaint_ = nullptr;
    struct Geometry {
        QPointF centre;
        double radius = 0;  // outer edge of the bumper
    };
    Geometry geometry() const;
    QPointF polar(double degrees, double radiusFraction) const;
    QRectF wheelRect(bool left) const;
    QRectF chargerRect() const;
    double sensorRadius() const;
    bool onDockContacts() const;

    void drawBody(QPainter &painter) const;
    void drawBumpers(QPainter &painter) const;
    void drawWheels(QPainter &painter) const;
    void drawCliffSensors(QPainter &painter) const;
    void drawButtons(QPainter &painter) const;
    void drawCharger(QPainter &painter) const;
    void drawSummary(QPainter &painter) const;

    robodash::kobuki::BasicSensors sensors_;
    bool hasData_ = false;
};

}  // namespace robodash::widgets

#pragma once
// The rFLEX base from above, front up, with its sonar ring around it: each sonar of the robot
// description drawn at its position, facing its angle, as a cone out to its range (an echo),
// as a short dashed stub ending in an open ring (no echo: nothing came back, which is no
// distance), or as a grey dot (not heard since connect). Range rings every metre; the bump
// panels light on the outline; a summary line underneath. The geometry (SonarCones and
// conePolygon()) is public so that tests check it without reading pixels.

#include "SonarCones.h"
#include "rflex/BumpPanels.h"

#include <QPolygonF>
#include <QString>
#include <QWidget>

namespace robodash::widgets {

class RefreshGate;

class SonarRingView : public QWidget {
    Q_OBJECT
public:
    explicit SonarRingView(QWidget *parent = nullptr);

    void setDescription(const rflex::RobotDescription &description);
    const rflex::RobotDescription &description() const { return description_; }
    double displayRange() const { return displayRange_; }
    // The newest cones, one per placed sonar in ring order.
    const std::vector<SonarCone> &cones() const { return cones_; }

    // Widget geometry: where the robot's origin is drawn and how many pixels a metre takes.
    QPointF origin() const;
    double pixelsPerMetre() const;
    // A point of the robot's frame (x ahead, y to the left, metres) in widget coordinates.
    QPointF toWidget(double x, double y) const;
    // The cone drawn for the sonar in `slot` (widget coordinates): the sonar's position, then
    // the arc at its reach; empty when it has no range (no echo, not heard).
    QPolygonF conePolygon(int slot) const;
    // "Nearest echo 0.84 m, 40° left · 3 no echo", "Sonar off", "Waiting for sonar reports…".
    QString summary() const;
    static QString bearingText(double angleRadians);  // "ahead", "40° left", "behind"
    // The room the summary is drawn in (under the ring, two lines at most) and the rectangle
    // its words take there, wrapped: a narrow view wraps the summary rather than cutting it.
    QRectF summaryRoom() const;
    QRectF summaryText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void setSonar(const robodash::rflex::SonarTelemetry &sonar);
    void setBumpPanels(const robodash::rflex::BumpPanels &panels);
    void setSonarOn(bool on);
    void setDisplayRange(double metres);
    // Nothing heard (a new connection).
    void clear();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void rebuild();
    QRectF drawingArea() const;
    void drawRangeRings(QPainter &painter) const;
    void drawBody(QPainter &painter) const;
    void drawCones(QPainter &painter) const;
    void drawSummary(QPainter &painter) const;

    RefreshGate *repaint_ = nullptr;
    rflex::RobotDescription description_;
    std::vector<rflex::SonarSlot> ring_;
    std::vector<SonarCone> cones_;
    rflex::BumpPanels panels_;
    bool sonarOn_ = false;
    bool heardAny_ = false;
    double displayRange_ = 3.0;
};

}  // namespace robodash::widgets

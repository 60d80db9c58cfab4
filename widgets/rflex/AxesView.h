#pragma once
// The rFLEX's two motion axes side by side, from MOT_SYSTEM_REPORT: translation (m, m/s,
// m/s^2) and rotation (degrees, degrees/s, degrees/s^2), each with its torque in the base's
// own unit (no SI conversion is known). The positions are the base's counters converted,
// not the integrated pose (the map shows that).

#include "rflex/RflexTelemetry.h"

#include <QWidget>

#include <array>
#include <optional>

namespace robodash::widgets {

class LevelBar;
class ReadoutLabel;
class RefreshGate;

class AxesView : public QWidget {
    Q_OBJECT
public:
    enum Axis { Translation = 0, Rotation = 1 };

    explicit AxesView(QWidget *parent = nullptr);

    std::optional<rflex::AxisTelemetry> axis(Axis axis) const { return axes_[axis]; }
    // The readouts as they read (a pending refresh runs first).
    QString positionText(Axis axis) const;
    QString velocityText(Axis axis) const;
    QString accelerationText(Axis axis) const;
    QString torqueText(Axis axis) const;

    QSize sizeHint() const override;

public slots:
    void setAxis(const robodash::rflex::AxisTelemetry &axis);
    void clear();

private:
    struct Column {
        ReadoutLabel *position = nullptr;
        ReadoutLabel *velocity = nullptr;
        ReadoutLabel *acceleration = nullptr;
        ReadoutLabel *torque = nullptr;
        LevelBar *torqueBar = nullptr;
    };
    void refresh();
    void showNothing(Column &column);
    void showMotion(std::size_t index, Column &column, const rflex::AxisTelemetry &axis);
    void showDrive(std::size_t index, Column &column, const rflex::AxisTelemetry &axis);
    void showNotOnTheNetwork(Column &column);

    std::array<Column, 2> columns_;
    std::array<std::optional<rflex::AxisTelemetry>, 2> axes_;
    RefreshGate *refresh_;
};

}  // namespace robodash::widgets

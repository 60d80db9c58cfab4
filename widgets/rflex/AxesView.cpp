#include "AxesView.h"

#include "core/Angles.h"

#include "DashStyle.h"
#include "LevelBar.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "SectionTitle.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>
#include <cstdlib>

namespace robodash::widgets {

namespace {
using robodash::core::kDegreesPerRadian;
// The drivers' default torques (translation 30000, rotation 35000): the bar's full scale.
constexpr double kTorqueScale = 40000;

QLabel *axisCaption(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    style::setMutedStyle(label);
    return label;
}
}  // namespace

AxesView::AxesView(QWidget *parent) : QWidget(parent), refresh_(new RefreshGate([this] { refresh(); }, this))
{
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(style::kSpacing * 3);
    grid->setVerticalSpacing(style::kSpacing);
    grid->addWidget(axisCaption(tr("Position"), this), 1, 0);
    grid->addWidget(axisCaption(tr("Velocity"), this), 2, 0);
    grid->addWidget(axisCaption(tr("Acceleration"), this), 3, 0);
    grid->addWidget(axisCaption(tr("Torque (raw)"), this), 4, 0);
    const QString names[2] = {tr("Translation"), tr("Rotation")};
    for (int axis = 0; axis < 2; ++axis) {
        Column &column = columns_[std::size_t(axis)];
        column.position = new ReadoutLabel(QStringLiteral("—"), this);
        column.velocity = new ReadoutLabel(QStringLiteral("—"), this);
        column.velocity->setFont(style::valueFont(font(), 1.3));
        column.acceleration = new ReadoutLabel(QStringLiteral("—"), this);
        column.torque = new ReadoutLabel(QStringLiteral("—"), this);
        column.torqueBar = new LevelBar(-kTorqueScale, kTorqueScale, this);
        auto *torqueRow = new QHBoxLayout;
        torqueRow->setSpacing(style::kSpacing);
        torqueRow->addWidget(column.torqueBar, 1);
        torqueRow->addWidget(column.torque);
        const int c = axis + 1;
        grid->addWidget(sectionTitle(names[axis], this), 0, c);
        grid->addWidget(column.position, 1, c);
        grid->addWidget(column.velocity, 2, c);
        grid->addWidget(column.acceleration, 3, c);
        grid->addLayout(torqueRow, 4, c);
        grid->setColumnStretch(c, 1);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(style::kMargin, style::kMargin, style::kMargin, style::kMargin);
    layout->addLayout(grid);
    layout->addStretch();
}

QSize AxesView::sizeHint() const { return {360, 180}; }

QString AxesView::positionText(Axis axis) const { refresh_->flush(); return columns_[axis].position->text(); }
QString AxesView::velocityText(Axis axis) const { refresh_->flush(); return columns_[axis].velocity->text(); }
QString AxesView::accelerationText(Axis axis) const { refresh_->flush(); return columns_[axis].acceleration->text(); }
QString AxesView::torqueText(Axis axis) const { refresh_->flush(); return columns_[axis].torque->text(); }

void AxesView::setAxis(const rflex::AxisTelemetry &axis)
{
    const int index = axis.axis == rflex::Axis::Rotation ? Rotation : Translation;
    axes_[std::size_t(index)] = axis;
    refresh_->requestRefresh();
}

void AxesView::clear()
{
    axes_ = {};
    refresh_->requestRefresh();
}

// A base on the network: its bridge publishes the odometry, not the axes' own reports.
void AxesView::showNotOnTheNetwork(Column &column)
{
    const QString why = tr("Not on the network: the robot's bridge publishes its odometry, not the "
                           "axes' own reports");
    for (ReadoutLabel *label : {column.acceleration, column.torque}) {
        label->setText(QStringLiteral("—"));
        label->setToolTip(why);
    }
    column.torqueBar->setValue(0);
}

void AxesView::showNothing(Column &column)
{
    for (ReadoutLabel *label : {column.position, column.velocity, column.acceleration, column.torque})
        label->setText(QStringLiteral("—"));
    column.torqueBar->setValue(0);
}

void AxesView::showMotion(std::size_t index, Column &column, const rflex::AxisTelemetry &axis)
{
    if (index == Translation) {
        column.position->setText(tr("%1 m").arg(style::fixed(axis.position, 3)));
        column.velocity->setText(tr("%1 m/s").arg(style::fixed(axis.velocity, 3)));
    } else {
        column.position->setText(tr("%1°").arg(style::fixed(axis.position * kDegreesPerRadian, 1)));
        column.velocity->setText(tr("%1 °/s").arg(style::fixed(axis.velocity * kDegreesPerRadian, 1)));
    }
}

// What the axis's own report says of its motor (a cable's rFLEX only).
void AxesView::showDrive(std::size_t index, Column &column, const rflex::AxisTelemetry &axis)
{
    if (index == Translation)
        column.acceleration->setText(tr("%1 m/s²").arg(style::fixed(axis.acceleration, 2)));
    else
        column.acceleration->setText(tr("%1 °/s²").arg(style::fixed(axis.acceleration * kDegreesPerRadian, 1)));
    column.torque->setText(QString::number(axis.raw.torque));
    column.torqueBar->setValue(axis.torque);
    for (ReadoutLabel *label : {column.acceleration, column.torque})
        label->setToolTip({});
}

void AxesView::refresh()
{
    for (std::size_t index = 0; index < 2; ++index) {
        Column &column = columns_[index];
        const std::optional<rflex::AxisTelemetry> &axis = axes_[index];
        if (!axis) {
            showNothing(column);
            continue;
        }
        showMotion(index, column, *axis);
        if (axis->networkOdometry)
            showNotOnTheNetwork(column);
        else
            showDrive(index, column, *axis);
    }
}

}  // namespace robodash::widgets

#include "MotorsView.h"

#include "DashStyle.h"
#include "LevelBar.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "SectionTitle.h"
#include "StatusLamp.h"
#include "kobuki/Conversions.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace robodash::widgets {

namespace kobuki = robodash::kobuki;
namespace bits = robodash::kobuki::bits;

namespace {
// Readings further apart than this are a gap in the stream (reconnect, dropped frames),
// not a speed to report.
constexpr int kMaxReadingGapMs = 500;

QLabel *captionLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    style::setMutedStyle(label);
    return label;
}
}  // namespace

MotorsView::MotorsView(QWidget *parent)
    : QWidget(parent), refresh_(new RefreshGate([this] { refresh(); }, this))
{
    speeds_.fill(std::numeric_limits<double>::quiet_NaN());
    amperes_.fill(std::numeric_limits<double>::quiet_NaN());
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(style::kSpacing * 3);
    grid->setVerticalSpacing(style::kSpacing);
    const QString names[2] = {tr("Left wheel"), tr("Right wheel")};
    grid->addWidget(captionLabel(tr("Speed"), this), 1, 0);
    grid->addWidget(captionLabel(tr("Current"), this), 2, 0);
    grid->addWidget(captionLabel(tr("PWM"), this), 3, 0);
    for (int wheel = 0; wheel < 2; ++wheel) {
        Column &column = columns_[static_cast<std::size_t>(wheel)];
        QLabel *title = sectionTitle(names[wheel], this);
        column.speed = new ReadoutLabel(tr("— m/s"), this);
        column.speed->setFont(style::valueFont(font(), 1.5));
        column.current = new ReadoutLabel(tr("— A"), this);
        column.current->setFont(style::valueFont(font(), 1.15));
        column.pwm = new ReadoutLabel(tr("— %"), this);
        column.pwmBar = new LevelBar(-100, 100, this);
        column.overCurrent = new StatusLamp(tr("current ok"), this);
        auto *pwmRow = new QHBoxLayout;
        pwmRow->setSpacing(style::kSpacing);
        pwmRow->addWidget(column.pwmBar, 1);
        pwmRow->addWidget(column.pwm);
        column.pwm->setMinimumWidth(column.pwm->fontMetrics().horizontalAdvance(QStringLiteral("−100 %")));
        column.pwm->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

        const int c = wheel + 1;
        grid->addWidget(title, 0, c);
        grid->addWidget(column.speed, 1, c);
        grid->addWidget(column.current, 2, c);
        grid->addLayout(pwmRow, 3, c);
        grid->addWidget(column.overCurrent, 4, c);
        grid->setColumnStretch(c, 1);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(style::kMargin, style::kMargin, style::kMargin, style::kMargin);
    layout->addLayout(grid);
    layout->addStretch();
}

QSize MotorsView::sizeHint() const { return {360, 190}; }

QString MotorsView::speedText(Wheel wheel) const
{
    refresh_->flush();
    return columns_[wheel].speed->text();
}

QString MotorsView::currentText(Wheel wheel) const
{
    refresh_->flush();
    return columns_[wheel].current->text();
}

QString MotorsView::pwmText(Wheel wheel) const
{
    refresh_->flush();
    return columns_[wheel].pwm->text();
}

QColor MotorsView::overCurrentColour(Wheel wheel) const
{
    refresh_->flush();
    return columns_[wheel].overCurrent->colour();
}

void MotorsView::setBasicSensors(const kobuki::BasicSensors &sensors)
{
    updateSpeeds(sensors);
    pwm_ = {sensors.leftPwm, sensors.rightPwm};
    overCurrent_ = sensors.overCurrent;
    hasSensors_ = true;
    refresh_->requestRefresh();
}

void MotorsView::updateSpeeds(const kobuki::BasicSensors &sensors)
{
    // Robot time stamps wrap at 65536 ms, like the encoders.
    const int elapsedMs = static_cast<std::uint16_t>(sensors.timeStamp - previous_.timeStamp);
    if (hasPrevious_ && elapsedMs > 0 && elapsedMs <= kMaxReadingGapMs) {
        const double seconds = elapsedMs / 1000.0;
        speeds_[Left] = kobuki::encoderDeltaMetres(previous_.leftEncoder, sensors.leftEncoder) / seconds;
        speeds_[Right] = kobuki::encoderDeltaMetres(previous_.rightEncoder, sensors.rightEncoder) / seconds;
    }
    // Repeated time stamps (same reading twice) keep the previous reference.
    if (!hasPrevious_ || elapsedMs != 0) {
        previous_ = sensors;
        hasPrevious_ = true;
    }
}

void MotorsView::setCurrent(const kobuki::Current &current)
{
    for (std::size_t wheel = 0; wheel < 2; ++wheel)
        amperes_[wheel] = kobuki::motorCurrentAmperes(current.current[wheel]);
    refresh_->requestRefresh();
}

void MotorsView::refresh()
{
    const std::uint8_t overCurrentBit[2] = {bits::kOverCurrentLeft, bits::kOverCurrentRight};
    for (std::size_t wheel = 0; wheel < 2; ++wheel) {
        Column &column = columns_[wheel];
        const double speed = speeds_[wheel];
        if (!std::isnan(speed)) {
            column.speed->setText(tr("%1 m/s").arg(style::fixed(speed, 3)));
        }
        if (!std::isnan(amperes_[wheel]))
            column.current->setText(tr("%1 A").arg(amperes_[wheel], 0, 'f', 2));
        if (!hasSensors_)
            continue;
        // The firmware reports PWM as a signed percentage of full duty.
        column.pwm->setText(tr("%1 %").arg(pwm_[wheel]));
        column.pwmBar->setValue(pwm_[wheel]);
        const bool overCurrent = overCurrent_ & overCurrentBit[wheel];
        column.overCurrent->setColour(overCurrent ? style::critical() : style::ok());
        column.overCurrent->setCaption(overCurrent ? tr("OVER-CURRENT") : tr("current ok"));
    }
}

}  // namespace robodash::widgets

#include "GyroView.h"

#include "core/Angles.h"

#include "DashStyle.h"
#include "HeadingDial.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "TimePlot.h"
#include "kobuki/Conversions.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace robodash::widgets {

namespace kobuki = robodash::kobuki;

namespace {
using robodash::core::kDegreesPerRadian;
constexpr double kRawGyroPeriodS = 0.01;  // the L3G4200D samples at 100 Hz

// "+45.0°", "-12.5 °/s": a plain angle takes its degree sign without a space.
QString signedDegrees(double value, const QString &unit)
{
    const QString separator = unit == QStringLiteral("°") ? QString() : QStringLiteral(" ");
    if (std::abs(value) < 0.05)
        value = 0;  // never "-0.0"
    return QStringLiteral("%1%2%3%4")
        .arg(value >= 0.05 ? QStringLiteral("+") : QString())
        .arg(value, 0, 'f', 1)
        .arg(separator, unit);
}
}  // namespace

GyroView::GyroView(QWidget *parent)
    : QWidget(parent), dial_(new HeadingDial(this)), headingLabel_(new ReadoutLabel(tr("—"), this)),
      rateLabel_(new ReadoutLabel(tr("—"), this)), ratePlot_(new TimePlot(tr("Angle rate"), this)),
      rawPlot_(new TimePlot(tr("Raw gyro (robot frame)"), this)),
      refresh_(new RefreshGate([this] { refresh(); }, this))
{
    headingLabel_->setFont(style::valueFont(font(), 1.9));
    rateLabel_->setFont(style::valueFont(font(), 1.3));
    auto *headingCaption = new QLabel(tr("Heading"), this);
    auto *rateCaption = new QLabel(tr("Turn rate"), this);
    for (QLabel *caption : {headingCaption, rateCaption}) {
        caption->setFont(style::captionFont(font()));
        style::setMutedStyle(caption);
    }
    auto *readouts = new QVBoxLayout;
    readouts->addStretch();
    readouts->addWidget(headingCaption);
    readouts->addWidget(headingLabel_);
    readouts->addSpacing(style::kSpacing);
    readouts->addWidget(rateCaption);
    readouts->addWidget(rateLabel_);
    readouts->addStretch();

    dial_->setFixedSize(120, 120);
    auto *top = new QHBoxLayout;
    top->setSpacing(style::kSpacing * 2);
    top->addWidget(dial_);
    top->addLayout(readouts, 1);

    ratePlot_->addSeries(tr("rate"), style::seriesColour(0));
    ratePlot_->setAxisTitles(tr("time (s)"), tr("°/s"));
    ratePlot_->setAutoValueRange(20);
    ratePlot_->setLegendVisible(false);
    const QString axes[3] = {tr("x"), tr("y"), tr("z")};
    for (int axis = 0; axis < 3; ++axis)
        rawPlot_->addSeries(axes[axis], style::seriesColour(axis + 1));
    rawPlot_->setAxisTitles(tr("time (s)"), tr("°/s"));
    rawPlot_->setAutoValueRange(20);

    auto *layout = panelLayout(this);
    layout->addLayout(top);
    layout->addWidget(ratePlot_, 1);
    layout->addWidget(rawPlot_, 1);
}

QSize GyroView::sizeHint() const { return {380, 560}; }

// From the stored values, so that they answer with the newest sample before the labels catch up.
QString GyroView::headingText() const
{
    return hasInertia_ || headingFromOdometry_ ? signedDegrees(heading_, QStringLiteral("°")) : headingLabel_->text();
}

QString GyroView::rateText() const
{
    return hasInertia_ ? signedDegrees(rate_, QStringLiteral("°/s")) : rateLabel_->text();
}

void GyroView::setInertia(const kobuki::Inertia &inertia, double tSeconds)
{
    const double rate = kobuki::inertiaRateToRadiansPerSecond(inertia.angleRate) * kDegreesPerRadian;
    rate_ = rate;
    hasInertia_ = true;
    // The firmware keeps the angle within +-180 degrees; the int16 could hold more.
    if (!headingFromOdometry_)
        showHeading(style::headingDegrees(kobuki::inertiaAngleToRadians(inertia.angle)));
    ratePlot_->addSample(0, tSeconds, rate);
    refresh_->requestRefresh();
}

void GyroView::setOdometryHeading(double radians)
{
    headingFromOdometry_ = true;
    showHeading(style::headingDegrees(radians));
}

void GyroView::showHeading(double degrees)
{
    heading_ = degrees;
    dial_->setHeadingDegrees(degrees);
    refresh_->requestRefresh();
}

void GyroView::refresh()
{
    headingLabel_->setText(headingText());
    rateLabel_->setText(rateText());
}

void GyroView::setRawGyro(const kobuki::RawGyro &gyro, double tSeconds)
{
    const int count = std::min<int>(gyro.sampleCount, static_cast<int>(kobuki::RawGyro::kMaxSamples));
    for (int i = 0; i < count; ++i) {
        // The frame carries the last `count` samples; the newest arrived with the frame.
        const double t = tSeconds - (count - 1 - i) * kRawGyroPeriodS;
        const auto robot = kobuki::rawGyroToRobotRadiansPerSecond(gyro.samples[static_cast<std::size_t>(i)]);
        for (int axis = 0; axis < 3; ++axis)
            rawPlot_->addSample(axis, t, robot[static_cast<std::size_t>(axis)] * kDegreesPerRadian);
    }
}

}  // namespace robodash::widgets

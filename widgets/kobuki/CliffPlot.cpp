#include "CliffPlot.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "RefreshGate.h"
#include "StatusLamp.h"
#include "TimePlot.h"

#include <QHBoxLayout>
#include <QVBoxLayout>

namespace robodash::widgets {

namespace bits = robodash::kobuki::bits;

namespace {
// Cliff::bottom is ordered right, central, left; the flags use the bumper bit layout.
constexpr std::size_t kBottomIndex[3] = {2, 1, 0};
constexpr std::uint8_t kFlagBit[3] = {bits::kLeft, bits::kCentre, bits::kRight};
}  // namespace

CliffPlot::CliffPlot(QWidget *parent)
    : QWidget(parent), plot_(new TimePlot(tr("Floor sensors"), this)),
      refresh_(new RefreshGate([this] { updateReadouts(); }, this))
{
    const QString names[3] = {tr("left"), tr("centre"), tr("right")};
    for (int sensor = 0; sensor < 3; ++sensor)
        plot_->addSeries(names[sensor], style::seriesColour(sensor));
    cliffMarkers_ = plot_->addMarkerSeries(tr("cliff"), style::critical());
    plot_->setFixedValueRange(0, 4095);
    plot_->setValueTickInterval(1000);
    plot_->setAxisTitles(tr("time (s)"), tr("PSD counts"));  // short: a 170 px plot shows it whole

    auto *readoutRow = new QHBoxLayout;
    readoutRow->setSpacing(style::kSpacing);
    for (int sensor = 0; sensor < 3; ++sensor) {
        readouts_[sensor] = new StatusLamp(QString(), this);
        readoutRow->addWidget(readouts_[sensor]);
    }
    readoutRow->addStretch();
    auto *layout = panelLayout(this);
    layout->addWidget(plot_, 1);
    layout->addLayout(readoutRow);
    updateReadouts();
}

QSize CliffPlot::sizeHint() const { return {380, 280}; }

void CliffPlot::setCliff(const robodash::kobuki::Cliff &cliff, double tSeconds)
{
    for (int sensor = 0; sensor < 3; ++sensor) {
        const int adc = cliff.bottom[kBottomIndex[sensor]];
        latestAdc_[sensor] = adc;
        plot_->addSample(sensor, tSeconds, adc);
        if (cliffFlags_ & kFlagBit[sensor])
            plot_->addMarker(cliffMarkers_, tSeconds, adc);
    }
    refresh_->requestRefresh();
}

void CliffPlot::setBasicSensors(const robodash::kobuki::BasicSensors &sensors, double)
{
    if (sensors.cliff == cliffFlags_)
        return;
    cliffFlags_ = sensors.cliff;
    refresh_->requestRefresh();
}

QString CliffPlot::readoutText(Sensor sensor) const
{
    const QString names[3] = {tr("Left"), tr("Centre"), tr("Right")};
    const int adc = latestAdc_[sensor];
    const QString value = adc < 0 ? tr("—") : QString::number(adc);
    const QString flag = (cliffFlags_ & kFlagBit[sensor]) ? tr(" CLIFF") : QString();
    return QStringLiteral("%1 %2%3").arg(names[sensor], value, flag);
}

QColor CliffPlot::flagColour(Sensor sensor) const
{
    if (cliffFlags_ & kFlagBit[sensor])
        return style::critical();
    return latestAdc_[sensor] < 0 ? style::idle() : style::ok();
}

void CliffPlot::updateReadouts()
{
    for (int sensor = 0; sensor < 3; ++sensor) {
        readouts_[sensor]->setCaption(readoutText(static_cast<Sensor>(sensor)));
        readouts_[sensor]->setColour(flagColour(static_cast<Sensor>(sensor)));
    }
}

}  // namespace robodash::widgets

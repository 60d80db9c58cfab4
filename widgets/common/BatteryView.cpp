#include "BatteryView.h"

#include "DashStyle.h"
#include "LevelBar.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "TimePlot.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace robodash::widgets {

namespace {
// The battery changes over minutes: one trend point every two seconds, drawn in minutes.
constexpr double kTrendPeriodS = 2.0;
constexpr double kTrendWindowMin = 30.0;
constexpr int kTrendCapacity = 1024;
}  // namespace

BatteryView::BatteryView(QWidget *parent)
    : QWidget(parent), voltsLabel_(new ReadoutLabel(tr("— V"), this)), levelBadge_(new QLabel(this)),
      percentBar_(new LevelBar(0, 100, this)), percentLabel_(new ReadoutLabel(tr("— %"), this)),
      chargingLabel_(new QLabel(tr("Waiting for battery data…"), this)),
      warningBanner_(new QLabel(this)), trend_(new TimePlot(tr("Session trend"), this)),
      refresh_(new RefreshGate([this] { refresh(); }, this)), levelColour_(style::idle())
{
    voltsLabel_->setFont(style::valueFont(font(), 2.2));
    levelBadge_->setAlignment(Qt::AlignCenter);
    showLevelColour();
    levelBadge_->setText(tr("NO DATA"));
    percentLabel_->setFont(style::valueFont(font(), 1.2));
    percentLabel_->setMinimumWidth(percentLabel_->fontMetrics().horizontalAdvance(QStringLiteral("100 %")));
    percentLabel_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    warningBanner_->setWordWrap(true);
    warningBanner_->setFont(style::valueFont(font(), 1.1));
    warningBanner_->hide();

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(style::kSpacing * 2);
    grid->addWidget(voltsLabel_, 0, 0);
    grid->addWidget(levelBadge_, 0, 1, Qt::AlignRight | Qt::AlignVCenter);
    grid->addWidget(percentBar_, 1, 0);
    grid->addWidget(percentLabel_, 1, 1);
    grid->addWidget(chargingLabel_, 2, 0, 1, 2);
    grid->setColumnStretch(0, 1);

    trend_->addSeries(tr("battery"), style::seriesColour(0));
    trend_->setRingCapacity(kTrendCapacity);
    trend_->setTimeWindow(kTrendWindowMin);
    trend_->setAxisTitles(tr("time (min)"), tr("V"));
    trend_->setAutoValueRange(1.0);
    trend_->setRefreshRate(2);
    trend_->setLegendVisible(false);

    auto *layout = panelLayout(this);
    layout->addLayout(grid);
    layout->addWidget(warningBanner_);
    layout->addWidget(trend_, 1);
}

QSize BatteryView::sizeHint() const { return {360, 360}; }

QString BatteryView::voltsText() const
{
    refresh_->flush();
    return voltsLabel_->text();
}

QString BatteryView::percentText() const
{
    refresh_->flush();
    return percentLabel_->text();
}

QString BatteryView::levelText() const
{
    refresh_->flush();
    return levelBadge_->text();
}

QColor BatteryView::levelColour() const
{
    refresh_->flush();
    return levelColour_;
}

QString BatteryView::chargingText() const
{
    refresh_->flush();
    return chargingLabel_->text();
}

bool BatteryView::warningShown() const
{
    refresh_->flush();
    return !warningBanner_->isHidden();
}

QString BatteryView::warningText() const
{
    refresh_->flush();
    return warningBanner_->text();
}


void BatteryView::setBattery(const core::BatteryReading &battery, double tSeconds)
{
    battery_ = battery;
    refresh_->requestRefresh();
    if (tSeconds - lastTrendTime_ >= kTrendPeriodS || tSeconds < lastTrendTime_) {
        trend_->addSample(0, tSeconds / 60.0, battery.volts);
        lastTrendTime_ = tSeconds;
    }
}

void BatteryView::refresh()
{
    voltsLabel_->setText(tr("%1 V").arg(battery_.volts, 0, 'f', 1));
    percentLabel_->setText(tr("%1 %").arg(battery_.percent, 0, 'f', 0));
    percentBar_->setValue(battery_.percent);
    showLevel(battery_.level, battery_.volts);
    chargingLabel_->setText(describeCharging(battery_));
}

void BatteryView::showLevel(core::BatteryLevel level, double volts)
{
    QString badge, warning;
    switch (level) {
    case core::BatteryLevel::Healthy:
        levelColour_ = style::ok();
        badge = tr("HEALTHY");
        break;
    case core::BatteryLevel::Low:
        levelColour_ = style::warning();
        badge = tr("LOW");
        warning = tr("Battery low (%1 V): dock or plug in the charger soon.").arg(volts, 0, 'f', 1);
        break;
    case core::BatteryLevel::Critical:
        levelColour_ = style::critical();
        badge = tr("CRITICAL");
        warning = tr("Battery critical (%1 V): stop driving and charge now.").arg(volts, 0, 'f', 1);
        break;
    }
    if (levelBadge_->text() != badge) {
        levelBadge_->setText(badge);
        showLevelColour();
    }
    percentBar_->setColour(levelColour_);
    warningBanner_->setText(warning);
    warningBanner_->setVisible(!warning.isEmpty());
}

QString BatteryView::describeCharging(const core::BatteryReading &battery)
{
    const QString source = battery.source == core::ChargeSource::Adapter ? tr("adapter") : tr("dock");
    switch (battery.state) {
    case core::ChargeState::Discharging:
        return tr("On battery (discharging)");
    case core::ChargeState::Charged:
        return tr("Charged, on the %1").arg(source);
    case core::ChargeState::Charging:
        return tr("Charging from the %1").arg(source);
    case core::ChargeState::Unknown:
        break;
    }
    return tr("Unknown charger state");
}

// The badge and the banner in the level's colour, made again in a new theme's colour of the
// same meaning.
void BatteryView::showLevelColour()
{
    style::setThemedStyleSheet(levelBadge_, [this] {
        return style::badgeStyleSheet(style::rethemed(levelColour_));
    });
    style::setThemedStyleSheet(warningBanner_, [this] {
        const QColor colour = style::rethemed(levelColour_);
        return QStringLiteral("QLabel { background: %1; color: %2; border-radius: 4px;"
                              " padding: 6px 8px; }")
            .arg(colour.name(), style::textOn(colour).name());
    });
}

}  // namespace robodash::widgets

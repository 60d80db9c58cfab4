#include "RoverBatteryView.h"

#include "DashStyle.h"
#include "LevelBar.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "RoverReadingText.h"
#include "SectionTitle.h"
#include "StatusLamp.h"
#include "rover/BatteryFlags.h"
#include "rover/Conversions.h"
#include "rover/CoreReadings.h"

#include <QGridLayout>
#include <QLabel>
#include <QStringList>
#include <QVBoxLayout>

#include <iterator>

namespace robodash::widgets {

using rover::Register;

namespace {

// One register per pack, A first.
struct PackRegisters {
    Register volts, packVolts, charge, current, packCurrent, temperature, status, mode;
};
constexpr PackRegisters kPacks[2] = {
    {Register::BatteryVoltageA, Register::SmartBatteryVoltageA, Register::StateOfChargeA,
     Register::BatteryCurrentA, Register::SmartBatteryCurrentA, Register::SmartBatteryTemperatureA,
     Register::SmartBatteryStatusA, Register::SmartBatteryModeA},
    {Register::BatteryVoltageB, Register::SmartBatteryVoltageB, Register::StateOfChargeB,
     Register::BatteryCurrentB, Register::SmartBatteryCurrentB, Register::SmartBatteryTemperatureB,
     Register::SmartBatteryStatusB, Register::SmartBatteryModeB},
};

QStringList alarmNames(const rover::BatteryFlags &f)
{
    QStringList names;
    if (f.overCharged) names << RoverBatteryView::tr("over-charged");
    if (f.terminateCharge) names << RoverBatteryView::tr("stop charging");
    if (f.overTemperature) names << RoverBatteryView::tr("over-temperature");
    if (f.terminateDischarge) names << RoverBatteryView::tr("stop discharging");
    if (f.remainingCapacity) names << RoverBatteryView::tr("capacity low");
    if (f.remainingTime) names << RoverBatteryView::tr("time low");
    return names;
}

QStringList statusNames(const rover::BatteryFlags &f, bool conditionCycle)
{
    QStringList names;
    if (f.fullyCharged) names << RoverBatteryView::tr("full");
    if (f.fullyDischarged) names << RoverBatteryView::tr("empty");
    names << (f.discharging ? RoverBatteryView::tr("discharging") : RoverBatteryView::tr("not discharging"));
    if (!f.initialized) names << RoverBatteryView::tr("not initialised");
    if (conditionCycle) names << RoverBatteryView::tr("needs a condition cycle");
    return names;
}

// The smart pack reports negative while it discharges: "0.40 A drawn", "1.20 A charging".
QString packCurrent(double amperes)
{
    if (amperes > 0)
        return RoverBatteryView::tr("%1 charging").arg(roverText::amperes(amperes));
    return RoverBatteryView::tr("%1 drawn").arg(roverText::amperes(0.0 - amperes));  // never "-0.00"
}

}  // namespace

RoverBatteryView::RoverBatteryView(QWidget *parent)
    : QWidget(parent), refresh_(new RefreshGate([this] { refresh(); }, this))
{
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(style::kSpacing * 3);
    grid->setVerticalSpacing(style::kSpacing - 2);
    const QString captions[] = {tr("Volts"), tr("Pack volts"), tr("Charge"), QString(), tr("Drawn"),
                                tr("Pack current"), tr("Temperature"), tr("Alarms"), tr("Status")};
    // Two currents of one battery, from two sources: say which is which. Both read as drawn,
    // so they agree; the pack's own sign (negative discharging) becomes words.
    const QString tips[] = {tr("The controller's measure of the battery, an estimate (~)"),
                            tr("The smart battery's own measure"), QString(), QString(),
                            tr("The controller's measure of what the robot draws from this pack, an estimate (~)"),
                            tr("The smart battery's own measure, as drawn from it or charging it"),
                            QString(), QString(), QString()};
    for (int row = 0; row < int(std::size(captions)); ++row) {
        if (captions[row].isEmpty()) continue;
        QLabel *caption = roverText::caption(captions[row], this);
        caption->setToolTip(tips[row]);
        grid->addWidget(caption, row + 1, 0);
    }
    buildColumn(A, grid);
    buildColumn(B, grid);
    charger_ = new StatusLamp(tr("Charger: —"), this);
    charger_->setObjectName(QStringLiteral("roverCharger"));
    auto *layout = panelLayout(this);
    layout->addLayout(grid);
    layout->addWidget(charger_);
    layout->addWidget(roverText::estimateLegend(this));
    layout->addStretch();
    refresh();
}

void RoverBatteryView::buildColumn(Pack pack, QGridLayout *grid)
{
    Column &c = columns_[pack];
    const QString suffix = pack == A ? QStringLiteral("A") : QStringLiteral("B");
    auto readout = [this, &suffix](const char *name, double scale = 1.0) {
        auto *label = new ReadoutLabel(roverText::notYet(), this);
        label->setObjectName(QStringLiteral("rover%1%2").arg(QLatin1String(name), suffix));
        if (scale != 1.0) label->setFont(style::valueFont(font(), scale));
        return label;
    };
    c.volts = readout("Volts", 1.3);
    c.packVolts = readout("PackVolts");
    c.charge = readout("Charge", 1.15);
    c.chargeBar = new LevelBar(0, 100, this);
    c.current = readout("Current");
    c.packCurrent = readout("PackCurrent");
    c.temperature = readout("Temperature");
    c.alarms = new StatusLamp(roverText::notOnFirmware(), this);
    c.alarms->setMinimumWidth(c.alarms->sizeHint().width());  // the longest it says: never elided
    c.alarms->setCaption(roverText::notYet());
    c.status = readout("Status");
    const int col = pack + 1;
    grid->addWidget(sectionTitle(pack == A ? tr("Battery A") : tr("Battery B"), this), 0, col);
    int row = 1;
    for (QWidget *w : std::initializer_list<QWidget *>{c.volts, c.packVolts, c.charge, c.chargeBar, c.current,
                                                       c.packCurrent, c.temperature, c.alarms, c.status})
        grid->addWidget(w, row++, col);
    grid->setColumnStretch(col, 1);
}

QSize RoverBatteryView::sizeHint() const { return {380, 290}; }

void RoverBatteryView::setFrame(const rover::RoverFrame &frame)
{
    frame_ = frame;
    refresh_->requestRefresh();
}

void RoverBatteryView::refresh()
{
    roverText::showEstimateLegend(this, frame_);
    refreshColumn(A);
    refreshColumn(B);
    refreshCharger();
}

void RoverBatteryView::refreshColumn(Pack pack)
{
    const Column &c = columns_[pack];
    const PackRegisters &r = kPacks[pack];
    roverText::show(c.volts, roverText::reading(frame_, r.volts, roverText::volts));
    roverText::show(c.packVolts, roverText::reading(frame_, r.packVolts, roverText::volts));
    roverText::show(c.charge, roverText::reading(frame_, r.charge, roverText::percent));
    const std::optional<double> charge = frame_.value(r.charge);
    c.chargeBar->setValue(charge.value_or(0));
    c.chargeBar->setColour(!charge ? style::idle()
                           : *charge < rover::kCriticalChargePercent ? style::critical()
                           : *charge < rover::kLowChargePercent      ? style::warning()
                                                                     : style::ok());
    roverText::show(c.current, roverText::reading(frame_, r.current, roverText::amperes));
    roverText::show(c.packCurrent, roverText::reading(frame_, r.packCurrent, packCurrent));
    roverText::show(c.temperature, roverText::reading(frame_, r.temperature, roverText::celsius));
    refreshFlags(pack);
}

void RoverBatteryView::refreshFlags(Pack pack)
{
    const Column &c = columns_[pack];
    const PackRegisters &r = kPacks[pack];
    const QString missing = roverText::reading(frame_, r.status, [](double) { return QString(); });
    const std::optional<std::uint16_t> status = frame_.raw(r.status);
    if (!status) {
        c.alarms->setCaption(missing);
        c.alarms->setColour(style::idle());
        roverText::show(c.status, missing);
        return;
    }
    const rover::BatteryFlags flags = rover::decodeBatteryStatus(*status);
    const QStringList alarms = alarmNames(flags);
    c.alarms->setCaption(alarms.isEmpty() ? tr("none") : alarms.join(QStringLiteral(", ")));
    c.alarms->setColour(alarms.isEmpty() ? style::ok() : style::critical());
    const std::optional<std::uint16_t> mode = frame_.raw(r.mode);
    roverText::show(c.status, statusNames(flags, mode && rover::conditionCycleRequested(*mode))
                                  .join(QStringLiteral(", ")));
}

void RoverBatteryView::refreshCharger()
{
    const std::optional<std::uint16_t> raw = frame_.raw(Register::ChargerState);
    if (!raw) {
        charger_->setCaption(tr("Charger: %1").arg(roverText::reading(frame_, Register::ChargerState,
                                                                      [](double) { return QString(); })));
        charger_->setColour(style::idle());
        return;
    }
    const bool charging = rover::isCharging(*raw);
    charger_->setCaption(charging ? tr("Charger: charging") : tr("Charger: not charging"));
    charger_->setColour(charging ? style::signal() : style::idle());
}

QString RoverBatteryView::flush(const ReadoutLabel *label) const
{
    refresh_->flush();
    return label->text();
}

QString RoverBatteryView::voltsText(Pack pack) const { return flush(columns_[pack].volts); }
QString RoverBatteryView::packVoltsText(Pack pack) const { return flush(columns_[pack].packVolts); }
QString RoverBatteryView::chargeText(Pack pack) const { return flush(columns_[pack].charge); }
QString RoverBatteryView::currentText(Pack pack) const { return flush(columns_[pack].current); }
QString RoverBatteryView::packCurrentText(Pack pack) const { return flush(columns_[pack].packCurrent); }
QString RoverBatteryView::temperatureText(Pack pack) const { return flush(columns_[pack].temperature); }
QString RoverBatteryView::statusText(Pack pack) const { return flush(columns_[pack].status); }

QString RoverBatteryView::alarmsText(Pack pack) const
{
    refresh_->flush();
    return columns_[pack].alarms->caption();
}

QString RoverBatteryView::chargerText() const
{
    refresh_->flush();
    return charger_->caption();
}

}  // namespace robodash::widgets

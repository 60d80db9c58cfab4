#include "RoverControlsPanel.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "RoverReadingText.h"
#include "SectionTitle.h"
#include "StatusLamp.h"
#include "rover/Conversions.h"
#include "rover/HostPacket.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

namespace robodash::widgets {

using rover::Register;

namespace {

QString onOff(double value) { return value != 0 ? RoverControlsPanel::tr("on") : RoverControlsPanel::tr("off"); }

// Whether the robot's line has the command; before identification nothing is known, and
// the panel is off anyway (no live robot).
bool lineHas(const rover::RoverFrame &frame, rover::Opcode opcode)
{
    if (frame.overNetwork)
        return false;  // no topic carries the firmware's own commands
    return !frame.identified || rover::opcodeSupportedOn(opcode, frame.firmware.line);
}

QString missingText(const rover::RoverFrame &frame)
{
    return frame.overNetwork ? roverText::notOnNetwork() : roverText::notOnFirmware();
}

}  // namespace

RoverControlsPanel::RoverControlsPanel(QWidget *parent)
    : QWidget(parent), refresh_(new RefreshGate([this] { refresh(); }, this))
{
    auto *layout = panelLayout(this);
    layout->addWidget(buildFan());
    layout->addWidget(buildLowSpeed());
    layout->addWidget(buildFault());
    layout->addStretch();
    refresh();
}

QWidget *RoverControlsPanel::buildFan()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    fan_ = new QSlider(Qt::Horizontal, box);
    fan_->setObjectName(QStringLiteral("roverFanSpeed"));
    fan_->setRange(0, 100);
    fan_->setPageStep(25);
    fan_->setTracking(false);  // one command when the handle is let go, not one per pixel
    fan_->setToolTip(tr("Side fan speed to send (0 to 100 %)"));
    connect(fan_, &QSlider::valueChanged, this, [this](int percent) { emit fanSpeedRequested(percent / 100.0); });
    fanReading_ = new ReadoutLabel(roverText::notYet(), box);
    fanReading_->setObjectName(QStringLiteral("roverFanReading"));
    fanReading_->setToolTip(tr("The fan speed the robot reads back"));
    fanReading_->setMinimumWidth(fanReading_->fontMetrics().horizontalAdvance(QStringLiteral("100 %")));
    fanReading_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    row->addWidget(roverText::caption(tr("Fan"), box));
    row->addWidget(fan_, 1);
    row->addWidget(fanReading_);
    return box;
}

QWidget *RoverControlsPanel::buildLowSpeed()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    lowSpeed_ = new QCheckBox(tr("Low-speed mode"), box);
    lowSpeed_->setObjectName(QStringLiteral("roverLowSpeed"));
    connect(lowSpeed_, &QCheckBox::clicked, this, &RoverControlsPanel::lowSpeedModeRequested);
    lowSpeedReading_ = new ReadoutLabel(roverText::notYet(), box);
    lowSpeedReading_->setObjectName(QStringLiteral("roverLowSpeedReading"));
    lowSpeedReading_->setToolTip(tr("The mode the robot reads back"));
    lowSpeedReading_->setMinimumWidth(fanReading_->minimumWidth());
    lowSpeedReading_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    row->addWidget(lowSpeed_, 1);
    row->addWidget(lowSpeedReading_);
    return box;
}

QWidget *RoverControlsPanel::buildFault()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    fault_ = new StatusLamp(roverText::notYet(), box);
    fault_->setObjectName(QStringLiteral("roverFault"));
    clearFault_ = new QPushButton(tr("Clear fault"), box);
    clearFault_->setObjectName(QStringLiteral("roverClearFault"));
    connect(clearFault_, &QPushButton::clicked, this, &RoverControlsPanel::clearFaultRequested);
    row->addWidget(fault_, 1);
    row->addWidget(clearFault_);
    return box;
}

QSize RoverControlsPanel::sizeHint() const { return {280, 120}; }

void RoverControlsPanel::setFrame(const rover::RoverFrame &frame)
{
    frame_ = frame;
    refresh_->requestRefresh();
}

void RoverControlsPanel::refresh()
{
    roverText::show(fanReading_, roverText::reading(frame_, Register::FanSpeed, [](double fraction) {
                        return roverText::percent(fraction * 100);
                    }));
    roverText::show(lowSpeedReading_, roverText::reading(frame_, Register::LowSpeedMode, onOff));
    if (const std::optional<double> on = frame_.value(Register::LowSpeedMode)) {
        const QSignalBlocker quiet(lowSpeed_);  // shows the robot's state, asks nothing
        lowSpeed_->setChecked(*on != 0);
    }
    refreshFault();
    refreshLineSupport();
}

void RoverControlsPanel::refreshFault()
{
    const std::optional<std::uint16_t> raw = frame_.raw(Register::MotorFault);
    if (!raw) {
        fault_->setCaption(roverText::reading(frame_, Register::MotorFault, [](double) { return QString(); }));
        fault_->setColour(style::idle());
        return;
    }
    const bool faulted = rover::motorFaultActive(*raw);
    fault_->setCaption(faulted ? tr("MOTOR FAULT (0x%1)").arg(*raw, 4, 16, QLatin1Char('0')) : tr("No motor fault"));
    fault_->setColour(faulted ? style::critical() : style::ok());
}

void RoverControlsPanel::refreshLineSupport()
{
    const bool clear = lineHas(frame_, rover::Opcode::ClearFault);
    const bool lowSpeed = lineHas(frame_, rover::Opcode::LowSpeedMode);
    clearFault_->setEnabled(clear);
    clearFault_->setToolTip(clear ? tr("Ask the motor board to clear its fault") : missingText(frame_));
    lowSpeed_->setEnabled(lowSpeed);
    lowSpeed_->setToolTip(lowSpeed ? tr("Limit the top speed (the firmware's low-speed mode)")
                                   : missingText(frame_));
}

QString RoverControlsPanel::fanText() const
{
    refresh_->flush();
    return fanReading_->text();
}

QString RoverControlsPanel::lowSpeedText() const
{
    refresh_->flush();
    return lowSpeedReading_->text();
}

QString RoverControlsPanel::faultText() const
{
    refresh_->flush();
    return fault_->caption();
}

bool RoverControlsPanel::faultShown() const
{
    refresh_->flush();
    return fault_->colour() == style::critical();
}

bool RoverControlsPanel::clearFaultAvailable() const
{
    refresh_->flush();
    return clearFault_->isEnabledTo(this);
}

bool RoverControlsPanel::lowSpeedAvailable() const
{
    refresh_->flush();
    return lowSpeed_->isEnabledTo(this);
}

}  // namespace robodash::widgets

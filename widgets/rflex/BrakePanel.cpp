#include "BrakePanel.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "StatusLamp.h"

#include <QPushButton>
#include <QVBoxLayout>

namespace robodash::widgets {

BrakePanel::BrakePanel(QWidget *parent)
    : QWidget(parent),
      motors_(new QPushButton(this)),
      motorsLamp_(new StatusLamp(QString(), this)),
      brake_(new StatusLamp(tr("Brake: no status yet"), this)),
      note_(new ReadoutLabel(QString(), this)),
      refresh_(new RefreshGate([this] { refresh(); }, this))
{
    motors_->setObjectName(QStringLiteral("rflexMotorsButton"));
    motors_->setFocusPolicy(Qt::NoFocus);  // never steal the keyboard from the drive pad
    motors_->setToolTip(tr("Enabled: the brake is released and the robot drives. Disabled: zero "
                           "velocity, then the brake is set. Off at every connect."));
    QVBoxLayout *layout = panelLayout(this);
    layout->addWidget(motorsLamp_);
    layout->addWidget(brake_);
    layout->addWidget(motors_);
    layout->addWidget(note_);
    layout->addStretch();
    brake_->setColour(style::idle());
    showMotors();
    refresh();
    // The button asks for the other state; what the control did comes back through
    // setMotorsEnabled().
    connect(motors_, &QPushButton::clicked, this, [this] { emit motorsRequested(!motorsEnabled_); });
}

QString BrakePanel::motorsText() const { return motorsLamp_->caption(); }
QList<QWidget *> BrakePanel::readingWidgets() const
{
    return {brake_, note_};
}

QString BrakePanel::brakeText() const { refresh_->flush(); return brake_->caption(); }
QColor BrakePanel::brakeColour() const { refresh_->flush(); return brake_->colour(); }

void BrakePanel::setMotorsEnabled(bool enabled)
{
    motorsEnabled_ = enabled;
    showMotors();
}

void BrakePanel::showMotors()
{
    motors_->setText(motorsEnabled_ ? tr("Disable motors (set brake)") : tr("Enable motors (release brake)"));
    motorsLamp_->setColour(motorsEnabled_ ? style::ok() : style::idle());
    motorsLamp_->setCaption(motorsEnabled_ ? tr("Motors enabled") : tr("Motors off"));
}

void BrakePanel::setStatus(const rflex::StatusTelemetry &status)
{
    status_ = status;
    refresh_->requestRefresh();
}

void BrakePanel::setLinkAvailable(bool available) { motors_->setEnabled(available); }

void BrakePanel::clear()
{
    status_.reset();
    refresh_->requestRefresh();
}

void BrakePanel::refresh()
{
    if (!status_) {
        brake_->setColour(style::idle());
        brake_->setCaption(tr("Brake: no status yet"));
        note_->setText(tr("The base is asked for its status every 2 s"));
        note_->setToolTip(QString());
        return;
    }
    brake_->setColour(status_->brakeEngaged ? style::warning() : style::ok());
    brake_->setCaption(status_->brakeEngaged ? tr("Brake ENGAGED") : tr("Brake released"));
    // The words for the user; the raw byte (and the wire inspector) for whoever debugs it.
    note_->setText(tr("Battery %1 V, status every 2 s").arg(status_->volts, 0, 'f', 1));
    note_->setToolTip(tr("SYS_STATUS: brake byte %1").arg(uint(status_->raw.brake)));
}

}  // namespace robodash::widgets

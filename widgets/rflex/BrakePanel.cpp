#include "BrakePanel.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "StatusLamp.h"

#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace robodash::widgets {

BrakePanel::BrakePanel(QWidget *parent)
    : QWidget(parent),
      motors_(new QPushButton(this)),
      brake_(new StatusLamp(tr("Brake: no status yet"), this)),
      note_(new ReadoutLabel(QString(), this)),
      refresh_(new RefreshGate([this] { refresh(); }, this))
{
    motors_->setObjectName(QStringLiteral("rflexMotorsButton"));
    motors_->setCheckable(true);
    motors_->setFocusPolicy(Qt::NoFocus);  // never steal the keyboard from the drive pad
    motors_->setToolTip(tr("Enabled: the brake is released and the robot drives. Disabled: zero "
                           "velocity, then the brake is set. Off at every connect."));
    QVBoxLayout *layout = panelLayout(this);
    layout->addWidget(motors_);
    layout->addWidget(brake_);
    layout->addWidget(note_);
    layout->addStretch();
    brake_->setColour(style::idle());
    showMotors();
    refresh();
    connect(motors_, &QPushButton::toggled, this, [this](bool on) {
        // The button shows what the control did, not what was clicked.
        const QSignalBlocker quiet(motors_);
        motors_->setChecked(motorsEnabled_);
        emit motorsRequested(on);
    });
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
    const QSignalBlocker quiet(motors_);
    motors_->setChecked(motorsEnabled_);
    motors_->setText(motorsEnabled_ ? tr("Motors enabled — click to disable and brake")
                                    : tr("Motors off — click to enable (release brake)"));
    motors_->setStyleSheet(motorsEnabled_
                               ? QStringLiteral("QPushButton { background: %1; color: white; font-weight: 600;"
                                                " padding: 6px; border-radius: 4px; }")
                                     .arg(style::ok().name())
                               : QStringLiteral("QPushButton { font-weight: 600; padding: 6px; }"));
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
        note_->setText(tr("SYS_STATUS is asked for every 2 s"));
        return;
    }
    brake_->setColour(status_->brakeEngaged ? style::warning() : style::ok());
    brake_->setCaption(status_->brakeEngaged ? tr("Brake ENGAGED") : tr("Brake released"));
    note_->setText(tr("Status: %1 V, brake byte %2").arg(status_->volts, 0, 'f', 2).arg(uint(status_->raw.brake)));
}

}  // namespace robodash::widgets

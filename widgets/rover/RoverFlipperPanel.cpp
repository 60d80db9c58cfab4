#include "RoverFlipperPanel.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "RoverReadingText.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace robodash::widgets {

using rover::Register;

namespace {

QString degrees(double radians) { return QStringLiteral("%1°").arg(qRound(radians * 180.0 / M_PI)); }

}  // namespace

RoverFlipperPanel::RoverFlipperPanel(QWidget *parent)
    : QWidget(parent), refresh_(new RefreshGate([this] { refresh(); }, this))
{
    angle_ = new ReadoutLabel(roverText::notYet(), this);
    angle_->setObjectName(QStringLiteral("roverFlipperAngle"));
    angle_->setFont(style::valueFont(font(), 1.5));
    sensors_ = new ReadoutLabel(roverText::notYet(), this);
    sensors_->setObjectName(QStringLiteral("roverFlipperSensors"));
    raise_ = new QPushButton(tr("▲ Raise"), this);
    raise_->setObjectName(QStringLiteral("roverFlipperRaise"));
    lower_ = new QPushButton(tr("▼ Lower"), this);
    lower_->setObjectName(QStringLiteral("roverFlipperLower"));
    for (QPushButton *button : {raise_, lower_})
        button->setToolTip(tr("Hold to move the flipper; it stops when you let go"));
    effort_ = new QSlider(Qt::Horizontal, this);
    effort_->setObjectName(QStringLiteral("roverFlipperEffort"));
    effort_->setRange(10, 100);
    effort_->setValue(50);
    effort_->setToolTip(tr("Flipper motor effort while held"));
    connect(raise_, &QPushButton::pressed, this, &RoverFlipperPanel::raise);
    connect(lower_, &QPushButton::pressed, this, &RoverFlipperPanel::lower);
    connect(raise_, &QPushButton::released, this, &RoverFlipperPanel::release);
    connect(lower_, &QPushButton::released, this, &RoverFlipperPanel::release);
    resend_.setInterval(kResendMs);
    connect(&resend_, &QTimer::timeout, this, [this] { emit flipperEffortRequested(direction_ * effort()); });

    auto *form = new QFormLayout;
    form->setVerticalSpacing(style::kSpacing - 2);
    form->addRow(roverText::caption(tr("Angle"), this), angle_);
    form->addRow(roverText::caption(tr("Sensors"), this), sensors_);
    form->addRow(roverText::caption(tr("Effort"), this), effort_);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(raise_);
    buttons->addWidget(lower_);
    auto *layout = panelLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addStretch();
    refresh();
}

QSize RoverFlipperPanel::sizeHint() const { return {260, 150}; }

double RoverFlipperPanel::effort() const { return effort_->value() / 100.0; }

void RoverFlipperPanel::setFrame(const rover::RoverFrame &frame)
{
    frame_ = frame;
    refresh_->requestRefresh();
}

void RoverFlipperPanel::raise() { hold(1); }
void RoverFlipperPanel::lower() { hold(-1); }

void RoverFlipperPanel::hold(double direction)
{
    if (!isEnabled())
        return;
    direction_ = direction;
    emit flipperEffortRequested(direction_ * effort());
    resend_.start();
}

void RoverFlipperPanel::release()
{
    const bool wasMoving = direction_ != 0;
    resend_.stop();
    direction_ = 0;
    if (wasMoving)
        emit flipperEffortRequested(0);
}

void RoverFlipperPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::EnabledChange && !isEnabled())
        release();
    QWidget::changeEvent(event);
}

void RoverFlipperPanel::hideEvent(QHideEvent *event)
{
    release();
    QWidget::hideEvent(event);
}

void RoverFlipperPanel::refresh()
{
    roverText::show(angle_, roverText::reading(frame_, Register::FlipperAngle, degrees));
    const QString one = roverText::reading(frame_, Register::FlipperPot1, degrees);
    const QString two = roverText::reading(frame_, Register::FlipperPot2, degrees);
    roverText::show(sensors_, one == two && roverText::isMissing(one) ? one : QStringLiteral("%1 / %2").arg(one, two));
}

QString RoverFlipperPanel::angleText() const
{
    refresh_->flush();
    return angle_->text();
}

QString RoverFlipperPanel::sensorsText() const
{
    refresh_->flush();
    return sensors_->text();
}

}  // namespace robodash::widgets

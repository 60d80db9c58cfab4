#include "PresentationView.h"

#include "CameraView.h"
#include "core/Angles.h"

#include "DashStyle.h"
#include "MapView.h"
#include "ReadoutLabel.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using robodash::widgets::DashTheme;
using robodash::widgets::MapView;
using robodash::widgets::ReadoutLabel;
namespace style = robodash::widgets::style;

namespace {

using robodash::core::kPi;

QString sides(bool left, bool centre, bool right)
{
    QStringList names;
    if (left) names << QObject::tr("left");
    if (centre) names << QObject::tr("centre");
    if (right) names << QObject::tr("right");
    return names.join(QStringLiteral(", "));
}

QString chargeText(const robodash::core::BatteryReading &battery)
{
    switch (battery.state) {
    case robodash::core::ChargeState::Charging: return QObject::tr("charging");
    case robodash::core::ChargeState::Charged: return QObject::tr("charged");
    case robodash::core::ChargeState::Unknown: return QString();
    case robodash::core::ChargeState::Discharging: break;
    }
    return QObject::tr("on battery");
}

}  // namespace

PresentationView::PresentationView(QWidget *parent)
    : QWidget(parent), m_speed(new ReadoutLabel(QString(), this)), m_turn(new ReadoutLabel(QString(), this)),
      m_heading(new ReadoutLabel(QString(), this)), m_headingDetail(new ReadoutLabel(QString(), this)),
      m_battery(new ReadoutLabel(QString(), this)), m_batteryDetail(new ReadoutLabel(QString(), this)),
      m_contacts(new ReadoutLabel(QString(), this)), m_contactsDetail(new ReadoutLabel(QString(), this)),
      m_map(new MapView(this)), m_camera(new robodash::widgets::CameraView(this)), m_stop(makeStopButton()),
      m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("presentationView"));
    auto *tiles = new QHBoxLayout;
    tiles->setSpacing(style::kSpacing * 2);
    tiles->addWidget(makeTile(tr("Speed"), m_speed, m_turn));
    tiles->addWidget(makeTile(tr("Heading"), m_heading, m_headingDetail));
    tiles->addWidget(makeTile(tr("Battery"), m_battery, m_batteryDetail));
    tiles->addWidget(makeTile(tr("Contacts"), m_contacts, m_contactsDetail));

    auto *middle = new QHBoxLayout;
    middle->setSpacing(style::kSpacing * 2);
    middle->addWidget(m_camera, 3);  // where the robot drives, when it has a camera
    m_camera->hide();
    middle->addWidget(m_map, 3);
    middle->addWidget(m_stop, 1);

    showStopLatched(false);
    m_hint->setAlignment(Qt::AlignCenter);
    style::setMutedStyle(m_hint);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(style::kMargin * 2, style::kMargin * 2, style::kMargin * 2, style::kMargin);
    layout->setSpacing(style::kSpacing * 2);
    layout->addLayout(tiles);
    layout->addLayout(middle, 1);
    layout->addWidget(m_hint);

    connect(m_stop, &QPushButton::clicked, this, &PresentationView::stopRequested);
    // Value colours are set on each label's palette: pick them again for a new theme.
    connect(&DashTheme::instance(), &DashTheme::changed, this, &PresentationView::refreshReadouts);
    refreshReadouts();
    scaleFonts();
}

QWidget *PresentationView::makeTile(const QString &caption, ReadoutLabel *value, ReadoutLabel *detail)
{
    auto *tile = new QFrame(this);
    tile->setFrameShape(QFrame::StyledPanel);
    auto *captionLabel = new QLabel(caption, tile);
    style::setMutedStyle(captionLabel);
    m_captions << captionLabel;
    for (ReadoutLabel *label : {value, detail}) {
        label->setParent(tile);
        // Long values are clipped rather than widen the window beyond the screen.
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        label->setAlignment(Qt::AlignCenter);
    }
    captionLabel->setAlignment(Qt::AlignCenter);
    auto *layout = new QVBoxLayout(tile);
    layout->addWidget(captionLabel);
    layout->addWidget(value);
    layout->addWidget(detail);
    return tile;
}

// As the main STOP (ConnectionBar), several times as large: a room sees it pressed.
QPushButton *PresentationView::makeStopButton()
{
    auto *button = new QPushButton(tr("STOP"), this);
    button->setObjectName(QStringLiteral("presentationStop"));
    button->setToolTip(tr("Stop the robot now (Space or Esc)"));
    button->setFocusPolicy(Qt::NoFocus);  // the keys stay with the window's driving
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    return button;
}

int PresentationView::valuePixelSize() const { return m_speed->font().pixelSize(); }

// Everything in proportion to the screen: ~72 px values at 1920x1080, ~40 px at 1024x600.
void PresentationView::scaleFonts()
{
    const int valuePx = std::clamp(std::min(height() / 15, width() / 26), 24, 160);
    QFont value = font();
    value.setBold(true);
    value.setPixelSize(valuePx);
    QFont detail = font();
    detail.setPixelSize(std::max(14, valuePx * 2 / 5));
    QFont caption = detail;
    caption.setCapitalization(QFont::AllUppercase);
    for (ReadoutLabel *label : {m_speed, m_heading, m_battery, m_contacts}) label->setFont(value);
    for (ReadoutLabel *label : {m_turn, m_headingDetail, m_batteryDetail, m_contactsDetail}) label->setFont(detail);
    for (QLabel *label : m_captions) label->setFont(caption);
    m_hint->setFont(detail);
    QFont stop = value;
    stop.setPixelSize(valuePx * 3 / 2);
    m_stop->setFont(stop);
    m_stop->setStyleSheet(QStringLiteral(
        "QPushButton#presentationStop { background: #c62828; color: white; border: %1px solid #8e0000;"
        " border-radius: %2px; padding: 8px; }"
        "QPushButton#presentationStop:pressed { background: #8e0000; }")
                              .arg(std::max(3, valuePx / 12))
                              .arg(valuePx / 3));
}

void PresentationView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    scaleFonts();
}

// Values that arrived while hidden are shown now (hidden, only the newest is kept).
void PresentationView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refreshReadouts();
}

void PresentationView::showOdometry(const robodash::core::OdometryState &odometry)
{
    m_odometry = odometry;
    m_map->setPose(odometry.pose);
    m_map->setTravel(odometry.distanceMetres, odometry.velocity.linearMps, odometry.velocity.angularRadps);
    if (!isVisible()) return;
    showSpeed();
    showHeading();
}

void PresentationView::showBattery(const robodash::core::BatteryReading &battery)
{
    m_batteryReading = battery;
    if (isVisible()) showBatteryReading();
}

void PresentationView::showContacts(const robodash::core::Contacts &contacts)
{
    m_contactState = contacts;
    if (isVisible()) showContactState();
}

void PresentationView::showLive(bool live)
{
    m_live = live;
    refreshReadouts();
}

void PresentationView::refreshReadouts()
{
    showSpeed();
    showHeading();
    showBatteryReading();
    showContactState();
}

void PresentationView::colourValue(ReadoutLabel *label, const QColor &colour)
{
    if (label->palette().color(QPalette::WindowText) == colour) return;  // a new palette repaints
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, colour);
    label->setPalette(palette);
}

// A readout the robot has not given (yet): a muted dash, never an old or made-up value.
void PresentationView::showNothingYet(ReadoutLabel *value, ReadoutLabel *detail, const QString &why)
{
    value->setText(QStringLiteral("–"));
    detail->setText(why);
    colourValue(value, style::mutedText());
}

void PresentationView::showSpeed()
{
    if (!m_odometry) {
        showNothingYet(m_speed, m_turn, m_live ? tr("waiting for odometry") : tr("no data"));
        return;
    }
    const robodash::core::Velocity2D &velocity = m_odometry->velocity;
    m_speed->setText(tr("%1 m/s").arg(style::fixed(velocity.linearMps, 2)));
    const double turnDegrees = velocity.angularRadps * 180.0 / kPi;
    const QString turn = style::fixed(std::abs(turnDegrees), 0);
    m_turn->setText(turn == QStringLiteral("0") ? tr("not turning")
                    : turnDegrees > 0           ? tr("turning left %1 °/s").arg(turn)
                                                : tr("turning right %1 °/s").arg(turn));
    colourValue(m_speed, m_live ? style::text() : style::mutedText());
}

void PresentationView::showHeading()
{
    if (!m_odometry) {
        showNothingYet(m_heading, m_headingDetail, QString());
        return;
    }
    const robodash::core::Pose2D &pose = m_odometry->pose;
    m_heading->setText(style::headingText(pose.theta));  // as the gyro panel writes it
    m_headingDetail->setText(
        tr("x %1 m  y %2 m").arg(style::fixed(pose.x, 2), style::fixed(pose.y, 2)));
    colourValue(m_heading, m_live ? style::text() : style::mutedText());
}

void PresentationView::showBatteryReading()
{
    if (!m_batteryReading) {
        showNothingYet(m_battery, m_batteryDetail, QString());
        return;
    }
    const robodash::core::BatteryReading &battery = *m_batteryReading;
    m_battery->setText(tr("%1 %").arg(style::fixed(battery.percent, 0)));
    const QString charge = chargeText(battery);
    const QString volts = tr("%1 V").arg(style::fixed(battery.volts, 1));
    m_batteryDetail->setText(charge.isEmpty() ? volts : volts + QStringLiteral("  ·  ") + charge);
    const QColor level = battery.level == robodash::core::BatteryLevel::Critical ? style::critical()
                         : battery.level == robodash::core::BatteryLevel::Low    ? style::warning()
                                                                                 : style::ok();
    colourValue(m_battery, m_live ? level : style::mutedText());
}

// The most serious contact in large letters (a wheel off the floor, a cliff, a bump), all
// of them with their sides underneath.
void PresentationView::showContactState()
{
    if (!m_contactState) {
        // A Rover Pro has no bumper, cliff or wheel-drop sensor in its core.
        showNothingYet(m_contacts, m_contactsDetail, m_live ? tr("none reported by this robot") : QString());
        return;
    }
    const robodash::core::Contacts &c = *m_contactState;
    QStringList details;
    if (c.anyWheelDrop()) details << tr("wheel drop %1").arg(sides(c.wheelDropLeft, false, c.wheelDropRight));
    if (c.anyCliff()) details << tr("cliff %1").arg(sides(c.cliffLeft, c.cliffCentre, c.cliffRight));
    if (c.anyFrontBumper()) details << tr("bumper %1").arg(sides(c.bumperLeft, c.bumperCentre, c.bumperRight));
    if (c.bumperRear) details << tr("rear bumper");
    const QString headline = c.anyWheelDrop() ? tr("WHEEL DROP")
                             : c.anyCliff()   ? tr("CLIFF")
                             : c.anyBumper()  ? tr("BUMPER")
                                              : tr("clear");
    m_contacts->setText(headline);
    m_contactsDetail->setText(details.isEmpty() ? tr("nothing touched") : details.join(QStringLiteral("; ")));
    colourValue(m_contacts, !m_live ? style::mutedText() : details.isEmpty() ? style::ok() : style::critical());
}

QString PresentationView::speedText() const { return m_speed->text(); }
QString PresentationView::headingText() const { return m_heading->text(); }
QString PresentationView::batteryText() const { return m_battery->text(); }
QString PresentationView::contactsText() const { return m_contacts->text(); }

void PresentationView::showStopLatched(bool latched)
{
    m_hint->setText(latched ? tr("Stopped: let go of every drive key, then press again to drive")
                            : tr("Esc or F11: back to the dashboard  ·  arrow keys drive while held  ·  "
                                 "Space or STOP stops"));
}

QString PresentationView::hintText() const
{
    return m_hint->text();
}

#include "RobotTile.h"

#include "DashStyle.h"
#include "LevelBar.h"
#include "StatusLamp.h"
#include "core/Angles.h"
#include "link/LinkStatistics.h"
#include "link/RobotLink.h"

#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QTime>
#include <QVBoxLayout>

#include <algorithm>

using robodash::link::RobotLink;
namespace style = robodash::widgets::style;

RobotTile::RobotTile(RobotLink *link, EventLog *events, const QString &name, const QString &familyAndPort,
                     QWidget *parent)
    : QFrame(parent), m_link(link), m_refresh([this] { refreshNow(); }, this, 250)
{
    setObjectName(QStringLiteral("robotTile"));
    setFrameShape(QFrame::StyledPanel);
    setLineWidth(2);
    setCursor(Qt::PointingHandCursor);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(3);
    auto *top = new QHBoxLayout;
    m_name = new QLineEdit(name, this);
    m_name->setObjectName(QStringLiteral("tileName"));
    m_name->setFrame(false);
    m_name->setToolTip(tr("The robot's name on its tile, the pad and the title: click to edit"));
    m_name->setMaxLength(40);
    // A title until clicked: the field's box shows only while the name is being edited.
    m_name->setStyleSheet(QStringLiteral("QLineEdit:!focus { background: transparent; }"));
    QFont bold = m_name->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.25);
    m_name->setFont(bold);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (!m_name->text().trimmed().isEmpty()) emit renamed(m_name->text().trimmed());
    });
    m_state = new robodash::widgets::StatusLamp(QString(), this);
    m_state->setObjectName(QStringLiteral("tileState"));
    top->addWidget(m_name, 1);
    top->addWidget(m_state);
    layout->addLayout(top);
    m_familyAndPort = addLine(QStringLiteral("tileConnection"));
    m_familyAndPort->setText(familyAndPort);
    m_battery = addLine(QStringLiteral("tileBattery"));
    m_batteryBar = new robodash::widgets::LevelBar(0, 100, this);
    m_batteryBar->setObjectName(QStringLiteral("tileBatteryBar"));
    layout->addWidget(m_batteryBar);
    m_speed = addLine(QStringLiteral("tileSpeed"));
    m_safety = addLine(QStringLiteral("tileSafety"));
    m_lastEvent = addLine(QStringLiteral("tileLastEvent"));
    m_linkQuality = addLine(QStringLiteral("tileLink"));
    m_drive = new QPushButton(tr("Drive this robot"), this);
    m_drive->setObjectName(QStringLiteral("tileDrive"));
    connect(m_drive, &QPushButton::clicked, this, &RobotTile::openRequested);
    layout->addWidget(m_drive);
    setMinimumWidth(250);
    connect(events, &EventLog::entryAdded, this, [this](const QString &text, EventLog::Severity severity) {
        m_event = QStringLiteral("%1  %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), text);
        m_eventSeverity = severity;
        scheduleRefresh();
    });
    connectLink();
    refreshNow();
}

QLabel *RobotTile::addLine(const QString &objectName)
{
    auto *label = new QLabel(this);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    // A long event or port is cut with an ellipsis by its width, not by the tile's growth.
    label->setMinimumWidth(1);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout()->addWidget(label);
    return label;
}

void RobotTile::connectLink()
{
    connect(m_link, &RobotLink::telemetry, this, [this](const robodash::core::TelemetrySample &sample) {
        if (sample.core.battery) {
            m_batteryPercent = sample.core.battery->percent;
            m_batteryVolts = sample.core.battery->volts;
            m_batteryLevel = int(sample.core.battery->level);
        }
        if (sample.core.odometry) {
            m_linearMps = sample.core.odometry->velocity.linearMps;
            m_angularRadps = sample.core.odometry->velocity.angularRadps;
        }
        scheduleRefresh();
    });
    connect(m_link, &RobotLink::safetyChanged, this, [this](const robodash::core::SafetyStatus &status) {
        m_safetyReason = QString::fromStdString(status.reason);
        scheduleRefresh();
    });
    connect(m_link, &RobotLink::statistics, this, [this](const robodash::link::LinkStatistics &statistics) {
        m_framesPerSecond = statistics.framesPerSecond;
        m_errors = statistics.checksumErrors + statistics.malformedSubPayloads;
        scheduleRefresh();
    });
    connect(m_link, &RobotLink::connectionFailed, this, [this](const QString &message) {
        m_failure = message;
        refreshNow();
    });
    for (auto signal : {&RobotLink::connected, &RobotLink::disconnected})
        connect(m_link, signal, this, [this] {
            if (m_link->isConnected()) m_failure.clear();
            refreshNow();
        });
    connect(m_link, &RobotLink::onlineChanged, this, &RobotTile::refreshNow);
    connect(m_link, &RobotLink::replayOpened, this, &RobotTile::refreshNow);
}

void RobotTile::scheduleRefresh()
{
    m_refresh.requestRefresh();
}

QString RobotTile::name() const { return m_name->text(); }

void RobotTile::setName(const QString &name) { m_name->setText(name); }

void RobotTile::setFront(bool front)
{
    m_front = front;
    setLineWidth(front ? 3 : 1);
    setStyleSheet(front ? QStringLiteral("QFrame#robotTile { border: 3px solid %1; border-radius: 6px; }")
                              .arg(style::signal().name())
                        : QString());
    m_drive->setText(front ? tr("Driving: open its dashboard") : tr("Drive this robot"));
}

void RobotTile::setLargePrint(bool large)
{
    QFont font = QWidget::font();
    font.setPointSizeF(QFont().pointSizeF() * (large ? 1.4 : 1.0));
    for (QLabel *label : {m_familyAndPort, m_battery, m_speed, m_safety, m_lastEvent, m_linkQuality})
        label->setFont(font);
    m_drive->setFont(font);
    m_state->setFont(font);
    QFont title = m_name->font();
    title.setPointSizeF(font.pointSizeF() * 1.25);
    m_name->setFont(title);
}

void RobotTile::showState()
{
    if (!m_failure.isEmpty()) {
        m_state->setColour(style::critical());
        m_state->setCaption(tr("Failed"));
        m_state->setToolTip(m_failure);
    } else if (m_link->isReplaying()) {
        m_state->setColour(style::signal());
        m_state->setCaption(tr("Replay"));
    } else if (!m_link->isConnected()) {
        m_state->setColour(style::idle());
        m_state->setCaption(tr("Not connected"));
    } else if (m_link->isOnline()) {
        m_state->setColour(style::ok());
        m_state->setCaption(tr("Online"));
    } else {
        m_state->setColour(style::warning());
        m_state->setCaption(tr("Offline"));
    }
}

QString RobotTile::stateText() const { return m_state->caption(); }
QString RobotTile::batteryText() const { return m_battery->text(); }
QString RobotTile::safetyText() const { return m_safety->text(); }
QString RobotTile::lastEventText() const { return m_lastEvent->text(); }
QString RobotTile::linkText() const { return m_linkQuality->text(); }

void RobotTile::refreshNow()
{
    showState();
    const bool live = m_link->isOnline() || m_link->isReplaying();
    m_battery->setText(m_batteryPercent < 0 || !live
                           ? tr("Battery —")
                           : tr("Battery %1 % (%2 V)").arg(qRound(m_batteryPercent)).arg(m_batteryVolts, 0, 'f', 1));
    m_batteryBar->setValue(live ? std::max(0.0, m_batteryPercent) : 0);
    using robodash::core::BatteryLevel;
    const auto level = BatteryLevel(m_batteryLevel);
    m_batteryBar->setColour(level == BatteryLevel::Healthy ? style::ok()
                            : level == BatteryLevel::Low   ? style::warning()
                                                           : style::critical());
    // Turn rates in °/s, as the pad, the gyro and the map say them.
    m_speed->setText(live ? tr("Speed %1 m/s, %2 °/s")
                                .arg(style::fixed(m_linearMps, 2), style::fixed(m_angularRadps * robodash::core::kDegreesPerRadian, 0))
                          : tr("Speed —"));
    m_safety->setText(m_safetyReason.isEmpty() ? tr("Safety: no stop") : tr("Safety stop: %1").arg(m_safetyReason));
    m_safety->setStyleSheet(m_safetyReason.isEmpty() ? QString()
                                                     : QStringLiteral("color: %1").arg(style::critical().name()));
    const QString failure = m_failure.isEmpty() ? QString() : tr("Failed: %1").arg(m_failure);
    m_lastEvent->setText(!failure.isEmpty() ? failure : m_event.isEmpty() ? tr("No events yet") : m_event);
    m_lastEvent->setToolTip(m_lastEvent->text());
    const bool problem = !failure.isEmpty() || m_eventSeverity != EventLog::Severity::Info;
    m_lastEvent->setStyleSheet(problem ? QStringLiteral("color: %1").arg(style::readableText(style::warning()).name())
                                       : QString());
    m_linkQuality->setText(m_link->isConnected()
                               ? tr("Link %1 frames/s, %2 errors").arg(qRound(m_framesPerSecond)).arg(m_errors)
                               : tr("Link —"));
}

void RobotTile::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint())) emit openRequested();
    QFrame::mouseReleaseEvent(event);
}

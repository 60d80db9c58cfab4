#include "RobotTile.h"

#include "CameraImageDecoder.h"
#include "DashStyle.h"
#include "LevelBar.h"
#include "StatusLamp.h"
#include "core/Angles.h"
#include "link/LinkStatistics.h"
#include "link/RobotLink.h"
#include "RobotStoreFeed.h"
#include "store/CoreTelemetryDescription.h"

#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QTime>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>

using robodash::link::RobotLink;
namespace style = robodash::widgets::style;

RobotTile::RobotTile(RobotLink *link, robodash::app::RobotStoreFeed *store, EventLog *events, const QString &name,
                     const QString &familyAndPort, QWidget *parent)
    : QFrame(parent), m_link(link), m_store(store), m_refresh([this] { refreshNow(); }, this, 250)
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
    m_picture = new QLabel(this);
    m_picture->setObjectName(QStringLiteral("tilePicture"));
    m_picture->setAlignment(Qt::AlignCenter);
    m_picture->hide();
    layout->addWidget(m_picture);
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
    connect(link, &RobotLink::cameraImage, this, &RobotTile::showPicture);
    connect(link, &RobotLink::connectionRequested, this, [this] {
        m_picture->clear();  // another robot: not its picture
        m_picture->hide();
        m_pictureShownMs = -1;
    });
    refreshNow();
}

void RobotTile::showPicture(const robodash::core::CameraImage &image)
{
    // A tile is a glance at the fleet: one picture a second, decoded only then.
    if (m_pictureShownMs >= 0 && image.receivedMs - m_pictureShownMs < kPictureEveryMs
        && image.receivedMs >= m_pictureShownMs)
        return;
    m_pictureShownMs = image.receivedMs;  // a stream that never decodes is tried once a second
    m_pictureArrived.start();
    const QImage decoded = robodash::widgets::CameraImageDecoder::decode(image);
    if (decoded.isNull())
        return;
    m_picture->setPixmap(QPixmap::fromImage(decoded.scaledToHeight(kPictureHeight, Qt::SmoothTransformation)));
    m_picture->show();
}

QPixmap RobotTile::picture() const
{
    return m_picture->pixmap();
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
    using robodash::app::RobotStoreFeed;
    connect(m_store, &RobotStoreFeed::readingsChanged, this, &RobotTile::scheduleRefresh);
    connect(m_store, &RobotStoreFeed::linkStateChanged, this, &RobotTile::refreshNow);
    connect(m_link, &RobotLink::safetyChanged, this, [this](const robodash::core::SafetyStatus &status) {
        m_safetyReason = QString::fromStdString(status.reason);
        scheduleRefresh();
    });
    connect(m_link, &RobotLink::statistics, this, [this](const robodash::link::LinkStatistics &statistics) {
        m_framesPerSecond = statistics.framesPerSecond;
        m_errors = statistics.checksumErrors + statistics.malformedSubPayloads;
        m_messages = statistics.messages;
        scheduleRefresh();
    });
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
    using robodash::store::LinkPhase;
    const robodash::store::RobotLinkState &state = m_store->linkState();
    struct Look {
        QColor colour;
        QString caption;
    };
    const Look look = [&]() -> Look {
        switch (state.phase) {
        case LinkPhase::Failed: return {style::critical(), tr("Failed")};
        case LinkPhase::Replaying: return {style::signal(), tr("Replay")};
        case LinkPhase::ReplayPaused: return {style::signal(), tr("Replay paused")};
        case LinkPhase::ReplayEnded: return {style::idle(), tr("Replay ended")};
        case LinkPhase::Online: return {style::ok(), tr("Online")};
        case LinkPhase::Offline: return {style::warning(), tr("Offline")};
        case LinkPhase::NotConnected: break;
        }
        return {style::idle(), tr("Not connected")};
    }();
    m_state->setColour(look.colour);
    m_state->setCaption(look.caption);
    m_state->setToolTip(QString::fromStdString(state.failure));
}

QString RobotTile::stateText() const { return m_state->caption(); }
QString RobotTile::batteryText() const { return m_battery->text(); }
QString RobotTile::safetyText() const { return m_safety->text(); }
QString RobotTile::lastEventText() const { return m_lastEvent->text(); }
QString RobotTile::linkText() const { return m_linkQuality->text(); }

// A reading not read yet, or read as "not known" (NaN).
static std::optional<double> known(const std::optional<double> &value)
{
    return value && !std::isnan(*value) ? value : std::nullopt;
}

void RobotTile::refreshNow()
{
    showState();
    namespace paths = robodash::store::paths;
    const robodash::store::RobotStore &store = m_store->store();
    const bool live = m_store->linkState().showsReadings();
    // An old picture is greyed (a disabled label's pixmap) like every reading that stopped.
    m_picture->setEnabled(live && m_pictureArrived.isValid() && m_pictureArrived.elapsed() <= kPictureStaleMs);
    const auto percent = known(store.latest(paths::kBatteryPercent));
    const auto volts = known(store.latest(paths::kBatteryVoltage));
    m_battery->setText(!percent || !live ? tr("Battery —")
                                         : tr("Battery %1 % (%2 V)").arg(qRound(*percent)).arg(volts.value_or(0), 0, 'f', 1));
    m_batteryBar->setValue(live && percent ? std::max(0.0, *percent) : 0);
    using robodash::core::BatteryLevel;
    const auto level = BatteryLevel(int(store.latest(paths::kBatteryLevel).value_or(0)));
    m_batteryBar->setColour(level == BatteryLevel::Healthy ? style::ok()
                            : level == BatteryLevel::Low   ? style::warning()
                                                           : style::critical());
    // Turn rates in °/s, as the pad, the gyro and the map say them.
    const double linear = store.latest(paths::kLinearVelocity).value_or(0);
    const double angular = store.latest(paths::kAngularVelocity).value_or(0);
    m_speed->setText(live ? tr("Speed %1 m/s, %2 °/s")
                                .arg(style::fixed(linear, 2), style::fixed(angular * robodash::core::kDegreesPerRadian, 0))
                          : tr("Speed —"));
    m_safety->setText(m_safetyReason.isEmpty() ? tr("Safety: no stop") : tr("Safety stop: %1").arg(m_safetyReason));
    m_safety->setStyleSheet(m_safetyReason.isEmpty() ? QString()
                                                     : QStringLiteral("color: %1").arg(style::critical().name()));
    const QString failureText = QString::fromStdString(m_store->linkState().failure);
    const bool failed = m_store->linkState().phase == robodash::store::LinkPhase::Failed;
    const QString failure = failed ? tr("Failed: %1").arg(failureText) : QString();
    m_lastEvent->setText(!failure.isEmpty() ? failure : m_event.isEmpty() ? tr("No events yet") : m_event);
    m_lastEvent->setToolTip(m_lastEvent->text());
    const bool problem = !failure.isEmpty() || m_eventSeverity != EventLog::Severity::Info;
    m_lastEvent->setStyleSheet(problem ? QStringLiteral("color: %1").arg(style::readableText(style::warning()).name())
                                       : QString());
    m_linkQuality->setText(!m_link->isConnected() ? tr("Link —")
                           : m_messages ? tr("Link %1 messages/s").arg(qRound(m_framesPerSecond))
                                        : tr("Link %1 frames/s, %2 errors").arg(qRound(m_framesPerSecond)).arg(m_errors));
}

void RobotTile::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint())) emit openRequested();
    QFrame::mouseReleaseEvent(event);
}

#include "LinkNotices.h"

#include "ConnectionBar.h"
#include "DashStyle.h"
#include "EventLog.h"
#include "LinkStatusLabel.h"
#include "link/LinkStatistics.h"
#include "link/PortAddress.h"
#include "link/RobotLink.h"

#include <QLabel>
#include <QMainWindow>
#include <QStyle>
#include <QStatusBar>

#include <utility>

using robodash::link::RobotLink;

LinkNotices::LinkNotices(QMainWindow *window, RobotLink *link, QString familyName, Views views)
    : QObject(window), m_window(window), m_link(link), m_familyName(std::move(familyName)), m_views(views)
{
    showSourceInTitle(QString());
    connectEvents();
    connectLinkState();
}

QLabel *LinkNotices::makeBanner(QWidget *parent)
{
    auto *banner = new QLabel(parent);
    banner->setWordWrap(true);
    banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A problem or a stop in red (light: dark red on pale red; dark: pale red on dim red); a
    // notice, which is no alarm (what a network robot lacks, watch only, back on the network),
    // in amber.
    robodash::widgets::style::setThemedStyleSheet(banner, [] {
        const bool dark = robodash::widgets::DashTheme::isDark();
        return QStringLiteral("QLabel { background: %1; color: %2; border: 1px solid #e57373;"
                              " border-radius: 4px; padding: 6px 10px; font-weight: bold; }"
                              "QLabel[notice=\"true\"] { background: %3; color: %4; border-color: #e0a030; }")
            .arg(dark ? QStringLiteral("#4a1f1f") : QStringLiteral("#fdecea"),
                 dark ? QStringLiteral("#ffc9c9") : QStringLiteral("#8e0000"),
                 dark ? QStringLiteral("#3d3215") : QStringLiteral("#fff4d6"),
                 dark ? QStringLiteral("#ffe2a0") : QStringLiteral("#5c3d00"));
    });
    banner->hide();
    return banner;
}

QString LinkNotices::bannerText() const
{
    return m_views.banner->isVisible() ? m_views.banner->text() : QString();
}

void LinkNotices::showStandingNotice(const QString &text)
{
    m_standingNotice = text;
    showBanner(text, BannerKind::Notice);
}

void LinkNotices::showBanner(const QString &text, BannerKind kind)
{
    const bool notice = kind == BannerKind::Notice;
    // A stop or a link problem on the banner stays in front of a notice; a standing one
    // comes back when it ends (hideBanner).
    if (notice && !m_views.banner->isHidden() && m_bannerKind != BannerKind::Notice) return;
    m_bannerKind = kind;
    if (m_views.banner->property("notice").toBool() != notice) {
        m_views.banner->setProperty("notice", notice);
        m_views.banner->style()->unpolish(m_views.banner);
        m_views.banner->style()->polish(m_views.banner);
    }
    m_views.banner->setText(text);
    m_views.banner->show();
    // A notice stays on the banner; a flash over the status bar's link text would only hide it.
    if (kind != BannerKind::Notice)
        m_window->statusBar()->showMessage(text, 10000);
}

void LinkNotices::hideBanner()
{
    // What was over shows no longer in the status bar either ("Link lost" beside "Online").
    QStatusBar *bar = m_window->statusBar();
    if (!m_views.banner->isHidden() && bar->currentMessage() == m_views.banner->text()) bar->clearMessage();
    const bool overNotice = m_bannerKind != BannerKind::Notice;
    m_views.banner->hide();
    if (overNotice && !m_standingNotice.isEmpty()) showBanner(m_standingNotice, BannerKind::Notice);
}

void LinkNotices::withdrawNotice(const QString &text)
{
    if (m_standingNotice != text) return;
    m_standingNotice.clear();
    if (m_bannerKind == BannerKind::Notice) m_views.banner->hide();
}

void LinkNotices::showSourceInTitle(const QString &replayName, const QString &port)
{
    if (!replayName.isEmpty()) {
        m_window->setWindowTitle(tr("RoboDash — replay of %1").arg(replayName));
        return;
    }
    // A robot on the network is named, so that a window of a class's ten TurtleBots says which.
    const auto address = robodash::link::PortAddress::parse(port);
    if (address && address->kind == robodash::link::PortAddress::Kind::Network) {
        m_window->setWindowTitle(tr("RoboDash — %1 %2 on ROS 2 domain %3")
                                     .arg(m_familyName, address->rosNamespace)
                                     .arg(address->effectiveDomain()));
        return;
    }
    m_window->setWindowTitle(tr("RoboDash — %1").arg(m_familyName));
}

// The event log reads the telemetry core's events: the same words for every family.
void LinkNotices::connectEvents()
{
    connect(m_link, &RobotLink::telemetry, this, [this](const robodash::core::TelemetrySample &sample) {
        for (const robodash::core::RobotEvent &event : sample.core.events)
            m_views.events->addEntry(QString::fromStdString(event.text),
                                     event.warning ? EventLog::Severity::Warning : EventLog::Severity::Info);
    });
}

void LinkNotices::connectLinkState()
{
    EventLog *events = m_views.events;
    ConnectionBar *bar = m_views.connectionBar;
    LinkStatusLabel *status = m_views.statusLabel;
    connect(m_link, &RobotLink::connected, this, [this, events, bar, status](const QString &port) {
        m_standingNotice.clear();  // what the last robot lacked is not this one's
        const auto address = robodash::link::PortAddress::parse(port);
        m_networkRobot = address && address->kind == robodash::link::PortAddress::Kind::Network;
        hideBanner();
        m_answeredSinceConnect = false;
        bar->showConnected(port);
        const QString replayName = robodash::link::PortAddress::replayFileName(port);
        if (replayName.isEmpty()) status->showConnected();
        else status->showReplay(replayName);
        showSourceInTitle(replayName, port);
        events->addEntry(replayName.isEmpty() ? tr("Connected to %1").arg(port) : tr("Replaying %1").arg(replayName));
        emit linkChanged();
    });
    connect(m_link, &RobotLink::connectionFailed, this, [this, events, bar](const QString &message) {
        emit stopDriving();
        m_answeredSinceConnect = false;
        bar->showDisconnected();
        showBanner(tr("Could not connect: %1").arg(message));
        events->addEntry(tr("Could not connect: %1").arg(message), EventLog::Severity::Error);
    });
    // Not a connection failure: the live link, if any, goes on untouched.
    connect(m_link, &RobotLink::replayFailed, this, [this, events](const QString &message) {
        showBanner(tr("Could not replay: %1").arg(message), BannerKind::Notice);  // the link is fine
        events->addEntry(tr("Could not replay: %1").arg(message), EventLog::Severity::Error);
    });
    connect(m_link, &RobotLink::disconnected, this, [this, events, bar, status](const QString &reason) {
        emit stopDriving();  // the link already sent zero; the pad must not keep asking
        bar->showDisconnected();
        status->showDisconnected();
        emit readingsLive(false);
        showSourceInTitle(QString());
        emit linkChanged();
        const bool answered = std::exchange(m_answeredSinceConnect, false);  // the next link starts afresh
        if (reason == QLatin1String(robodash::link::kClosedOnRequestReason)) {
            events->addEntry(tr("Disconnected"));  // the user asked: nothing was lost
            return;
        }
        // "Link lost" only for a robot that was there: one never heard (a network robot not
        // found, a secured one seen from outside its keystore) was a connection that failed.
        const QString text = answered ? tr("Link lost: %1").arg(reason) : tr("Could not connect: %1").arg(reason);
        events->addEntry(text, EventLog::Severity::Error);
        showBanner(text);
    });
    connect(m_link, &RobotLink::onlineChanged, this, [this, events, bar, status](bool online) {
        bar->showOnline(online);
        status->setOnline(online);
        if (online) m_answeredSinceConnect = true;
        emit readingsLive(online);
        // A replay standing still (paused, at its end) is no robot gone offline.
        if (m_link->isReplaying())
            events->addEntry(online ? tr("Replay playing") : tr("Replay standing still: no data"));
        else
            events->addEntry(online ? tr("Robot online") : tr("Robot offline: no data"),
                             online ? EventLog::Severity::Info : EventLog::Severity::Warning);
        if (!online) emit stopDriving();
        // Back online: a link problem is over; a notice of what the robot lacks is not (it
        // came while connecting, before the robot went online, and must not just flash).
        else if (m_bannerKind == BannerKind::LinkProblem) hideBanner();
        emit linkChanged();  // the pad drives only a robot that answers
    });
    connect(m_link, &RobotLink::warning, this, [this, events](const QString &message) {
        // A network robot's notice said before it first answered is about the robot (what
        // it does not publish) and stands; other ones are news of the moment.
        if (m_networkRobot && !m_answeredSinceConnect) showStandingNotice(message);
        else showBanner(message, BannerKind::Notice);
        events->addEntry(message, EventLog::Severity::Warning);
    });
}

void LinkNotices::announceSafety(const robodash::core::SafetyStatus &status)
{
    if (status.enforced.bits() == m_announcedSafetyStops) return;  // the same stop, no news
    m_announcedSafetyStops = status.enforced.bits();
    const QString reason = QString::fromStdString(status.reason);
    if (!status.enforced.empty()) {
        showBanner(tr("Safety stop: %1").arg(reason), BannerKind::Safety);
        m_views.events->addEntry(tr("Safety stop: %1").arg(reason), EventLog::Severity::Warning);
        return;
    }
    if (m_bannerKind == BannerKind::Safety) hideBanner();
    m_views.events->addEntry(tr("Safety: clear, driving allowed"));
}

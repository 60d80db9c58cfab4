#pragma once
// What the link says, shown where the user looks, in the same words for every family: the
// connection bar, the status label, the window title, the banner over the robot and the
// event log (state changes, warnings, the telemetry core's events, the safety layer's stops).
// What the window must do about a change it asks through signals, emitted where the user
// would see it happen: stop the pad, fade or unfade the readings, switch controls on or off.

#include <QObject>
#include <QString>

class ConnectionBar;
class EventLog;
class LinkStatusLabel;
class QLabel;
class QMainWindow;

namespace robodash::core {
struct SafetyStatus;
}
namespace robodash::link {
class RobotLink;
}

class LinkNotices : public QObject {
    Q_OBJECT
public:
    struct Views {
        QLabel *banner;  // made by makeBanner()
        ConnectionBar *connectionBar;
        LinkStatusLabel *statusLabel;
        EventLog *events;
    };

    // Shows "RoboDash — <familyName>" as the title until a log plays.
    LinkNotices(QMainWindow *window, robodash::link::RobotLink *link, QString familyName, Views views);

    // The red banner over the central area, hidden until something goes wrong.
    static QLabel *makeBanner(QWidget *parent);
    QString bannerText() const;  // empty while hidden
    // What a banner is about: a link problem goes when the robot answers again; a notice (what
    // a network robot does not publish) and a safety stop stay until their own end or the next
    // connection.
    enum class BannerKind { LinkProblem, Notice, Safety };
    void showBanner(const QString &text, BannerKind kind = BannerKind::LinkProblem);
    // A notice that holds until the next connection (watch only, what the robot lacks): a
    // stop or a link problem shown over it gives the banner back to it when it ends.
    void showStandingNotice(const QString &text);
    // Hides the banner, or gives it back to the notice that stands.
    void hideBanner();
    // The notice `text` no longer holds (watch only lifted): off the banner if it is there.
    void withdrawNotice(const QString &text);
    // A safety stop starting or ending: the banner and the log, once per change.
    void announceSafety(const robodash::core::SafetyStatus &status);

signals:
    void stopDriving();
    void readingsLive(bool live);
    void linkChanged();  // connected, disconnected, online or not: the controls follow

private:
    void connectEvents();
    void connectLinkState();
    // "RoboDash — Kobuki", or "RoboDash — replay of x.rdlog" while that log plays.
    // The family, and a replay's file or a network robot's namespace and domain.
    void showSourceInTitle(const QString &replayName, const QString &port = QString());

    QMainWindow *m_window;
    robodash::link::RobotLink *m_link;
    QString m_familyName;
    Views m_views;
    BannerKind m_bannerKind = BannerKind::LinkProblem;
    QString m_standingNotice;  // the notice that holds since the connection, shown again after a stop
    bool m_networkRobot = false;  // the connection is to a robot on a ROS 2 network
    bool m_answeredSinceConnect = false;  // a link whose robot never answered was never made
    quint8 m_announcedSafetyStops = 0;  // the hazards last announced (core::HazardSet bits)
};

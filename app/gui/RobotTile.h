#pragma once
// One robot of a fleet at a glance: its name (editable), family and connection, whether it
// is online, its battery and speed, the safety stop holding it, the last thing that happened
// and how well its link carries frames. A click (or Drive) brings its dashboard to the front.
// It reads the robot's store (its readings and link state, kept once), its link's statistics
// and safety, and its event log, and repaints a few times a second however fast the robot
// reports: eight robots at 50 Hz cost eight tiles at 4 Hz.

#include "EventLog.h"

#include "RefreshGate.h"

#include "core/CameraImage.h"

#include <QElapsedTimer>
#include <QFrame>

class QLabel;
class QLineEdit;
class QPushButton;

namespace robodash::app {
class RobotStoreFeed;
}
namespace robodash::link {
class RobotLink;
struct LinkStatistics;
}
namespace robodash::widgets {
class LevelBar;
class StatusLamp;
}

class RobotTile : public QFrame {
    Q_OBJECT
public:
    static constexpr qint64 kPictureEveryMs = 1000;
    static constexpr int kPictureHeight = 120;  // pixels: a glance, not a camera view
    static constexpr qint64 kPictureStaleMs = 3000;  // greyed after this long without one

    RobotTile(robodash::link::RobotLink *link, robodash::app::RobotStoreFeed *store, EventLog *events, const QString &name,
              const QString &familyAndPort, QWidget *parent = nullptr);

    QString name() const;
    void setName(const QString &name);
    // The robot the pad drives: framed so that it is plain which one it is.
    void setFront(bool front);
    bool isFront() const { return m_front; }
    // Large print for a room (the fleet's presentation view).
    void setLargePrint(bool large);
    // What the tile says now, flushed (for tests and screenshots).
    QString stateText() const;
    QString batteryText() const;
    QString safetyText() const;
    QString lastEventText() const;
    QString linkText() const;
    // Its robot's latest camera picture (a network robot with a camera), at most one a second
    // (kPictureEveryMs): null before the first.
    QPixmap picture() const;
    void refreshNow();

signals:
    void openRequested();
    void renamed(const QString &name);

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void connectLink();
    void showPicture(const robodash::core::CameraImage &image);
    void scheduleRefresh();
    void showState();
    QLabel *addLine(const QString &objectName);

    robodash::link::RobotLink *m_link;
    robodash::app::RobotStoreFeed *m_store;
    QLineEdit *m_name;
    QLabel *m_familyAndPort;
    robodash::widgets::StatusLamp *m_state;
    QLabel *m_battery, *m_speed, *m_safety, *m_lastEvent, *m_linkQuality;
    robodash::widgets::LevelBar *m_batteryBar;  // the charge at a glance, in its level's colour
    QPushButton *m_drive;
    QLabel *m_picture;  // hidden until the robot's camera sends one
    qint64 m_pictureShownMs = -1;  // the shown picture's receive time
    QElapsedTimer m_pictureArrived;  // since the shown picture came
    robodash::widgets::RefreshGate m_refresh;  // the labels follow the readings at most 4 times a second
    bool m_front = false;
    // The newest readings, shown on the next refresh.
    QString m_safetyReason, m_event;
    EventLog::Severity m_eventSeverity = EventLog::Severity::Info;
    double m_framesPerSecond = 0;
    quint64 m_errors = 0;
    bool m_messages = false;  // a network robot's link counts messages
};

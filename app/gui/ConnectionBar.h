#pragma once
// The strip along the top of the window: which robot, connect/disconnect, auto-reconnect,
// motors on/off, and the big emergency stop. It only emits intents; RobotDashboard wires them
// to RobotLink.

#include "link/PortDiscovery.h"

#include <QColor>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QToolButton;

class ConnectionBar : public QWidget {
    Q_OBJECT
public:
    explicit ConnectionBar(QWidget *parent = nullptr);

    QString selectedPort() const;  // what the user picked or typed, as RobotLink takes it
    // `ports` as a scan found them; the robots on the network (setNetworkRobots) follow them.
    void setPorts(const QList<robodash::link::PortInfo> &ports, const QString &preferred);
    // The robots found on the ROS 2 network, listed after the serial ports.
    void setNetworkRobots(const QList<robodash::link::PortInfo> &robots);
    // The family `sim:` starts a twin of ("Rover Pro"): the port list names it (default Kobuki).
    void setVirtualRobotName(const QString &name) { m_virtualRobotName = name; }
    // This window's family ("kobuki"): a robot of another on the network is listed as opening
    // in a window of its own (otherFamilyChosen), since this one's panels cannot show it.
    void setFamily(const QString &family) { m_family = family; }
    bool autoReconnect() const;
    bool motorsEnabled() const;
    QPushButton *emergencyStopButton() const { return m_stop; }
    // The state beside the buttons ("Robot online"), as rich text, and its colour.
    QString stateText() const;
    QColor stateColour() const;

public slots:
    void setAutoReconnect(bool enabled);
    void showConnected(const QString &port);
    void showDisconnected();
    void showOnline(bool online);
    // Shows the motors' state without emitting motorsEnabledChanged() (a family's motors
    // that changed by themselves, such as an rFLEX's at connect).
    void showMotorsEnabled(bool enabled);
    void setMotorsToolTip(const QString &text);
    // A link that may watch but not drive (DDS Security, a shared /cmd_vel): Motors off and
    // greyed with `reason` as its tip, the state saying "watch only" for as long as it holds;
    // an empty reason ends it.
    void showWatchOnly(const QString &reason);
    void refreshPorts();

signals:
    void connectRequested(const QString &port);
    // Connect pressed on a network robot of another family than this window's.
    void otherFamilyChosen(const QString &port, const QString &family);
    void disconnectRequested();
    void autoReconnectChanged(bool enabled);
    void motorsEnabledChanged(bool enabled);
    void emergencyStopRequested();

private:
    void onConnectClicked();
    QString otherFamilyOf(const QString &port) const;  // empty: this window's family
    bool isOtherFamily(const robodash::link::PortInfo &port) const;
    QPushButton *makeStopButton();
    // The state in the theme's colours, made again when the theme changes.
    void showState();
    void widenListToFit();
    void showPortInBox(const QString &port);  // its entry when listed, else as typed

    enum class State { Disconnected, Connecting, Online, Silent };

    QComboBox *m_ports;
    QToolButton *m_refresh;
    QPushButton *m_connect;
    QCheckBox *m_autoReconnect;
    QCheckBox *m_motors;
    QLabel *m_state;
    QPushButton *m_stop;
    bool m_connected = false;
    bool m_virtualRobot = false;  // the built-in twin (sim:): it keeps Motors enabled
    State m_stateShown = State::Disconnected;
    QString m_connectingText;
    QList<robodash::link::PortInfo> m_serialPorts, m_networkRobots;
    QString m_replayName;  // the log's file name while one plays, else empty
    QString m_portBeforeReplay;  // what the box showed before a replay took it over
    QString m_watchOnly;   // why this link may not drive, else empty
    QString m_motorsToolTip;
    QString m_virtualRobotName = QStringLiteral("Kobuki");
    QString m_family;  // empty: every robot is this window's
};

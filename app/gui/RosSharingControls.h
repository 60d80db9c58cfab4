#pragma once
// The window's side of the ROS 2 bridge (bridge/README.md), kept out of RobotDashboard: a
// checkable "Share on ROS 2 network…" in the Robot menu, its options dialog (RosShareDialog),
// and a status bar indicator "Sharing on ROS 2: domain 0, /robot1", which says "network
// driving" while network commands move the robot.
//
// Off at every start: the options are remembered, never the switch, so nothing is sent on a
// network without a fresh action of the user's. The operator's STOP and driving win over the
// network's commands (the link arbitrates: link/DriveArbiter.h).

#include "bridge/BridgeOptions.h"

#include <QObject>
#include <QString>

#include <memory>
#include <string>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace robodash::link {
class RobotLink;
}
namespace robodash::bridge {
class RosBridge;
}

class RosSharingControls : public QObject {
    Q_OBJECT
public:
    // `family` names the node the robot is announced as ("kobuki" -> kobuki_ros_node).
    RosSharingControls(QMainWindow *window, robodash::link::RobotLink *link, const std::string &family);
    ~RosSharingControls() override;

    void addMenuActions(QMenu *robotMenu);
    QAction *shareAction() const { return m_share; }
    QLabel *statusLabel() const { return m_status; }
    robodash::bridge::RosBridge *bridge() const { return m_bridge.get(); }
    bool isSharing() const { return m_bridge != nullptr; }

    // Shares the robot with `options` (the dialog's OK ends here): false and a sentence in
    // `error` when the options or the network do not allow it. The options are remembered.
    bool startSharing(robodash::bridge::BridgeOptions options, QString *error);
    void stopSharing();  // leaves the network; a robot the network drove is stopped first
    // The session's rFLEX base (--robot-description): its sonar poses go on /tf_static.
    void setRflexDescription(const robodash::rflex::RobotDescription &description)
    {
        m_rflexDescription = description;
    }

    // The remembered options (none chosen yet: /robot1, the domain of ROS_DOMAIN_ID, else 0,
    // and the interface of ROBODASH_ROS_INTERFACE, else none).
    static robodash::bridge::BridgeOptions savedOptions();

signals:
    // For the event log: sharing started or stopped, a diagnostic of the bridge.
    void message(const QString &text, bool problem);

private:
    void shareToggled(bool on);
    bool askAndStart();
    void updateStatus();
    static void saveOptions(const robodash::bridge::BridgeOptions &options);

    QMainWindow *m_window;
    robodash::link::RobotLink *m_link;
    std::string m_family;
    robodash::rflex::RobotDescription m_rflexDescription = robodash::rflex::RobotDescription::atrvJr();
    QAction *m_share;
    QLabel *m_status;
    std::unique_ptr<robodash::bridge::RosBridge> m_bridge;
};

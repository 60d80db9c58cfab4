#pragma once
// The robots on the ROS 2 network, for the connection bar's list beside the serial ports:
// a NetworkRobotFinder polled once a second, each robot as a port (`ros2:/tb1?domain=7`).
// The domain is ROS 2's ROS_DOMAIN_ID (else 0) and the interface ROBODASH_ROS_INTERFACE (else
// DDS's choice), as for a ROS 2 node. Nothing goes on the network until start(): the tests'
// windows (ROBODASH_NETWORK_DISCOVERY=0) never start it, so they send nothing beyond loopback.
// A program uses a DDS domain on one interface only (DdsParticipant), so when the user opens a
// robot on the list's domain by a port naming another interface (or a keystore: Cyclone DDS
// loads DDS Security per domain too), the list follows the port: the robot asked for wins
// (followPort()).

#include "link/PortDiscovery.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

class ConnectionBar;

namespace robodash::bridge {
class NetworkRobotFinder;
}

class NetworkRobotList : public QObject {
    Q_OBJECT
public:
    explicit NetworkRobotList(QObject *parent = nullptr);
    ~NetworkRobotList() override;

    // False when ROBODASH_NETWORK_DISCOVERY is 0: the user (or a test) asked for none.
    static bool wanted();
    // Starts listening; false (and `error` says why) when DDS cannot start on that interface.
    bool start(QString *error);
    // The list that feeds `bar` (made and started when wanted(), once: a fleet's bars share
    // it, owned by the first one's `parent`); null when not wanted or when it could not
    // start, and then `error` says why (for the status bar).
    static NetworkRobotList *startFor(ConnectionBar *bar, QObject *parent, QString *error);
    const QList<robodash::link::PortInfo> &robots() const { return m_robots; }
    QString interfaceName() const { return m_interface; }
    // Before `port` opens: a network port on this list's domain that names another interface
    // than the list's moves the list to that interface, so that the port's participant gets
    // the domain on its interface. Other ports change nothing.
    void followPort(const QString &port);
    // The same for a participant of this program about to join `domain` on `interfaceName`
    // (empty: any) with DDS Security's `keystore` and `enclave` (empty: ROS 2's variables
    // decide): Cyclone DDS loads security per domain too, so the list joins as the port does.
    void follow(int domain, const QString &interfaceName, const QString &keystore = {},
                const QString &enclave = {});
    // The list the connection bars share, or null (not wanted, not started, or gone).
    static NetworkRobotList *current();

signals:
    void robotsChanged(const QList<robodash::link::PortInfo> &robots);

private:
    static QPointer<NetworkRobotList> &sharedList();
    void poll();
    bool makeFinder(QString *error);

    std::unique_ptr<robodash::bridge::NetworkRobotFinder> m_finder;
    QTimer m_poll;
    int m_domain = 0;
    QString m_interface;
    QString m_keystore, m_enclave;  // a port's, once the list followed one; else the variables
    QList<robodash::link::PortInfo> m_robots;
};

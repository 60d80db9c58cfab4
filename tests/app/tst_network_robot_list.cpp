// The dashboard's list of robots on the ROS 2 network holds a DDS participant on ROS_DOMAIN_ID,
// on DDS's choice of interface. Issue 38: opening `ros2:/ns?domain=D&interface=lo` while the
// list held domain D said "no Kobuki found", because a program uses a domain on one interface
// only and the port's participant silently got the list's. The list now follows a port on its
// domain that names another interface, before the port opens, and the robot opens.
#include "BridgeProcess.h"
#include "NetworkRobotList.h"
#include "RobotSession.h"
#include "bridge/DdsParticipant.h"
#include "link/RobotLink.h"
#include "DdsTestDomain.h"

#include <QSignalSpy>
#include <QtTest>

#include <unistd.h>

namespace tst_network_robot_list {  // this file's names, apart in a unity batch

using robodash::app::RobotSession;
using robodash::bridge::DdsParticipant;
using robodash::link::RobotLink;

namespace {

constexpr int kStartUpMs = 30000;  // a sanitized bridge starting its twin, and DDS discovery

bool listHas(const NetworkRobotList &list, const QString &port)
{
    for (const auto &robot : list.robots()) {
        if (robot.portString == port)
            return true;
    }
    return false;
}

}  // namespace

class TestNetworkRobotList : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aPortNamingAnotherInterfaceMovesTheListAndOpens();
    void otherPortsLeaveTheListWhereItIs();

private:
    QString port() const
    {
        return QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(m_namespace).arg(m_domain);
    }

    int m_domain = 0;
    QString m_namespace;
    BridgeProcess m_bridge;
};

void TestNetworkRobotList::initTestCase()
{
    m_domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/list%1").arg(getpid());
    qputenv("ROS_DOMAIN_ID", QByteArray::number(m_domain));
    qunsetenv("ROBODASH_ROS_INTERFACE");
    QVERIFY(m_bridge.start(m_domain, m_namespace));
}

void TestNetworkRobotList::aPortNamingAnotherInterfaceMovesTheListAndOpens()
{
    NetworkRobotList list;
    QString error;
    QVERIFY2(list.start(&error), qPrintable(error));
    QCOMPARE(list.interfaceName(), QString());
    bool inUse = false;
    QCOMPARE(DdsParticipant::interfaceInUse(m_domain, &inUse), std::string());
    QVERIFY(inUse);

    RobotSession session("kobuki");
    connect(&session.link(), &RobotLink::connectionRequested, &list, &NetworkRobotList::followPort);
    QSignalSpy failed(&session.link(), &RobotLink::connectionFailed);
    QSignalSpy identity(&session.link(), &RobotLink::identityComplete);
    session.link().connectTo(port());
    QCOMPARE(list.interfaceName(), QStringLiteral("lo"));  // at once: before the port opens
    QCOMPARE(DdsParticipant::interfaceInUse(m_domain, &inUse), std::string("lo"));

    QTRY_VERIFY_WITH_TIMEOUT(identity.count() > 0 || !failed.isEmpty(), kStartUpMs);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
    QVERIFY(session.link().isOnline());
    QTRY_VERIFY_WITH_TIMEOUT(listHas(list, port()), kStartUpMs);  // listed as the port it opened by
}

void TestNetworkRobotList::otherPortsLeaveTheListWhereItIs()
{
    NetworkRobotList list;
    QString error;
    QVERIFY2(list.start(&error), qPrintable(error));
    list.followPort(QStringLiteral("sim:"));
    list.followPort(QStringLiteral("ros2:%1").arg(m_namespace));  // no interface: the list's
    list.followPort(QStringLiteral("ros2:/other?domain=%1&interface=lo").arg(m_domain + 1));
    list.followPort(QStringLiteral("ros2:/x?domain=999&interface=lo"));  // not a port at all
    QCOMPARE(list.interfaceName(), QString());
    bool inUse = false;
    QCOMPARE(DdsParticipant::interfaceInUse(m_domain, &inUse), std::string());
    QVERIFY(inUse);
}

QTEST_MAIN(TestNetworkRobotList)

}  // namespace tst_network_robot_list
#include "tst_network_robot_list.moc"

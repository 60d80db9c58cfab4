#include "NetworkRobotList.h"

#include "ConnectionBar.h"
#include "NetworkRobotFinder.h"

#include "link/PortAddress.h"


namespace {

constexpr int kPollMs = 1000;

bool samePorts(const QList<robodash::link::PortInfo> &a, const QList<robodash::link::PortInfo> &b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i) {
        if (a[i].portString != b[i].portString || a[i].description != b[i].description)
            return false;
    }
    return true;
}

}  // namespace

NetworkRobotList::NetworkRobotList(QObject *parent) : QObject(parent)
{
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &NetworkRobotList::poll);
}

NetworkRobotList::~NetworkRobotList() = default;

bool NetworkRobotList::wanted()
{
    return qEnvironmentVariable("ROBODASH_NETWORK_DISCOVERY") != QLatin1String("0");
}

bool NetworkRobotList::start(QString *error)
{
    robodash::link::PortAddress any;
    m_domain = any.effectiveDomain();
    m_interface = qEnvironmentVariable("ROBODASH_ROS_INTERFACE");
    if (!makeFinder(error))
        return false;
    m_poll.start();
    return true;
}

bool NetworkRobotList::makeFinder(QString *error)
{
    std::string reason;
    m_finder = robodash::bridge::NetworkRobotFinder::create(m_domain, m_interface.toStdString(), &reason,
                                                            m_keystore.toStdString(), m_enclave.toStdString());
    if (!m_finder)
        *error = tr("robots on the ROS 2 network are not listed: %1").arg(QString::fromStdString(reason));
    return m_finder != nullptr;
}

void NetworkRobotList::followPort(const QString &port)
{
    const auto address = robodash::link::PortAddress::parse(port);
    if (address && address->kind == robodash::link::PortAddress::Kind::Network)
        follow(address->effectiveDomain(), address->interfaceName, address->keystore, address->enclave);
}

void NetworkRobotList::follow(int domain, const QString &interfaceName, const QString &keystore,
                              const QString &enclave)
{
    if (domain != m_domain)
        return;
    const bool otherInterface = !interfaceName.isEmpty() && interfaceName != m_interface;
    const bool otherSecurity = keystore != m_keystore || enclave != m_enclave;
    if (!otherInterface && !otherSecurity)
        return;
    m_finder.reset();  // first: its participant may be the only one in the domain
    if (otherInterface)
        m_interface = interfaceName;
    m_keystore = keystore;
    m_enclave = enclave;
    QString error;
    if (!makeFinder(&error))
        qWarning("robodash: %s", qPrintable(error));  // the port's own message says more
    poll();
}

QPointer<NetworkRobotList> &NetworkRobotList::sharedList()
{
    static QPointer<NetworkRobotList> shared;
    return shared;
}

NetworkRobotList *NetworkRobotList::current() { return sharedList().data(); }

NetworkRobotList *NetworkRobotList::startFor(ConnectionBar *bar, QObject *parent, QString *error)
{
    if (!wanted())
        return nullptr;
    // One list, one DDS participant, for every connection bar of a fleet's window.
    QPointer<NetworkRobotList> &shared = sharedList();
    if (!shared) {
        auto *list = new NetworkRobotList(parent);
        if (!list->start(error)) {
            delete list;
            return nullptr;
        }
        shared = list;
    }
    connect(shared, &NetworkRobotList::robotsChanged, bar, &ConnectionBar::setNetworkRobots);
    if (!shared->robots().isEmpty()) bar->setNetworkRobots(shared->robots());
    return shared;
}

void NetworkRobotList::poll()
{
    QList<robodash::link::PortInfo> found;
    const auto robots = m_finder ? m_finder->robots() : std::vector<robodash::bridge::NetworkRobot>{};
    for (const auto &robot : robots) {
        robodash::link::PortInfo port;
        port.portString = QString::fromStdString(robot.port(m_domain, m_interface.toStdString()));
        port.description = tr("%1 on the ROS 2 network").arg(QString::fromStdString(robot.familyTitle()));
        port.family = QString::fromStdString(robot.family);
        if (!robot.nodeName.empty())
            port.description += QStringLiteral(" (%1)").arg(QString::fromStdString(robot.nodeName));
        if (!robot.problem.empty())
            port.description += QStringLiteral(": ") + QString::fromStdString(robot.problem);
        found.append(port);
    }
    if (samePorts(found, m_robots))
        return;
    m_robots = found;
    emit robotsChanged(m_robots);
}

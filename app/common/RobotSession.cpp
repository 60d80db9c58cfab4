#include "RobotSession.h"

#include "FamilyCatalog.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rflex/VirtualAtrvJr.h"
#include "sim/rover/VirtualRover.h"

namespace robodash::app {

RobotSession::RobotSession(const std::string &family, link::TransportFactory transports,
                           QObject *parent)
    : RobotSession(family, rflex::RobotDescription::atrvJr(), std::move(transports), parent)
{
}

RobotSession::RobotSession(const std::string &family, const rflex::RobotDescription &rflexDescription,
                           link::TransportFactory transports, QObject *parent)
    : QObject(parent),
      m_twins(robotFamilies().twinMaker(family)),
      m_rflexDescription(rflexDescription),
      m_link(new link::RobotLink(robotFamilies().registryDescribedBy(m_rflexDescription),
                                 family,
                                 transports ? std::move(transports)
                                            : link::defaultTransportFactory(m_twins.transports(),
                                                                            robotFamilies().networkTransports(family)),
                                 this)),
      m_store(new RobotStoreFeed(*m_link, this)),
      m_feed(m_link),
      m_control(new KobukiControl(m_link, this)),
      m_rflexFeed(m_link),
      m_rflexControl(new RflexControl(m_link, this)),
      m_roverFeed(m_link),
      m_roverControl(new RoverControl(m_link, this))
{
}

RobotSession *RobotSession::owning(link::RobotLink *link)
{
    return link ? qobject_cast<RobotSession *>(link->parent()) : nullptr;
}

std::shared_ptr<sim::VirtualKobuki> RobotSession::virtualKobuki() const
{
    return std::dynamic_pointer_cast<sim::VirtualKobuki>(m_twins.current());
}

std::shared_ptr<sim::VirtualAtrvJr> RobotSession::virtualAtrvJr() const
{
    return std::dynamic_pointer_cast<sim::VirtualAtrvJr>(m_twins.current());
}

std::shared_ptr<sim::VirtualRover> RobotSession::virtualRover() const
{
    return std::dynamic_pointer_cast<sim::VirtualRover>(m_twins.current());
}

RobotSession::~RobotSession()
{
    // The link stops the robot and its thread before the launcher it calls goes away.
    delete m_link;
    m_link = nullptr;
}

}  // namespace robodash::app

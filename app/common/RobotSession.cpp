#include "RobotSession.h"

#include "FamilyCatalog.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rover/VirtualRover.h"

namespace robodash::app {

RobotSession::RobotSession(const std::string &family, link::TransportFactory transports,
                           QObject *parent)
    : QObject(parent),
      m_twins(robotFamilies().twinMaker(family)),
      m_link(new link::RobotLink(robotFamilies().registry(), family,
                                 transports ? std::move(transports)
                                            : link::defaultTransportFactory(m_twins.transports()),
                                 this)),
      m_feed(m_link),
      m_control(new KobukiControl(m_link, this)),
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

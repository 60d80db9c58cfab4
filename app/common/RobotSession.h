#pragma once
// One robot as both programs use it: the link hosting the chosen family's driver, the
// launcher of that family's virtual robot for `sim:`, and each family's feed and controls
// (the Kobuki's, the rFLEX's, the Rover Pro's); a feed ignores samples of another family.
// Tests build one too, with a fake transport factory when they want no real port.

#include "KobukiControl.h"
#include "KobukiFeed.h"
#include "RflexControl.h"
#include "RflexFeed.h"
#include "RoverControl.h"
#include "RoverFeed.h"
#include "RobotStoreFeed.h"
#include "TwinLauncher.h"
#include "link/RobotLink.h"
#include "rflex/RobotDescription.h"

#include <QObject>

#include <memory>
#include <string>

namespace robodash::sim {
class VirtualAtrvJr;
class VirtualKobuki;
class VirtualRover;
}

namespace robodash::app {

class RobotSession : public QObject {
    Q_OBJECT
public:
    // `family` must be registered (robotFamilies()); an unknown one falls back to the
    // default. `transports` replaces the ports a link can open (tests); empty: serial, TCP,
    // the family's virtual robot and the family's robots on a ROS 2 network (`ros2:`).
    explicit RobotSession(const std::string &family = "kobuki",
                          link::TransportFactory transports = {}, QObject *parent = nullptr);
    // An rFLEX session's base is described by `rflexDescription` (sonar ring, odometry
    // units, bump panels...; the ATRV-Jr's by default). Other families ignore it.
    RobotSession(const std::string &family, const rflex::RobotDescription &rflexDescription,
                 link::TransportFactory transports = {}, QObject *parent = nullptr);
    ~RobotSession() override;

    // The session a link belongs to (its parent), or null for a link made on its own.
    static RobotSession *owning(link::RobotLink *link);

    link::RobotLink &link() { return *m_link; }
    // The robot's readings and link state, kept once for every view.
    RobotStoreFeed &store() { return *m_store; }
    KobukiFeed &kobuki() { return m_feed; }
    KobukiControl &kobukiControl() { return *m_control; }
    RflexFeed &rflex() { return m_rflexFeed; }
    RflexControl &rflexControl() { return *m_rflexControl; }
    const rflex::RobotDescription &rflexDescription() const { return m_rflexDescription; }
    RoverFeed &roverFeed() { return m_roverFeed; }
    RoverControl &roverControl() { return *m_roverControl; }
    TwinLauncher &twins() { return m_twins; }
    TwinTransport::Twin virtualRobot() const { return m_twins.current(); }
    // The running twin when it is a virtual Kobuki (tests and the Kobuki harness), else null.
    std::shared_ptr<sim::VirtualKobuki> virtualKobuki() const;
    // The running twin when it is a virtual ATRV-Jr, else null.
    std::shared_ptr<sim::VirtualAtrvJr> virtualAtrvJr() const;
    // The running twin when it is a virtual Rover Pro, else null.
    std::shared_ptr<sim::VirtualRover> virtualRover() const;

private:
    TwinLauncher m_twins;
    rflex::RobotDescription m_rflexDescription;
    link::RobotLink *m_link;
    RobotStoreFeed *m_store;
    KobukiFeed m_feed;
    KobukiControl *m_control;
    RflexFeed m_rflexFeed;
    RflexControl *m_rflexControl;
    RoverFeed m_roverFeed;
    RoverControl *m_roverControl;
};

}  // namespace robodash::app

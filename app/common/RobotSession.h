#pragma once
// One robot as both programs use it: the link hosting the chosen family's driver, the
// launcher of that family's virtual robot for `sim:`, and each family's feed and controls
// (the Kobuki's, the Rover Pro's); a feed ignores samples of another family.
// Tests build one too, with a fake transport factory when they want no real port.

#include "KobukiControl.h"
#include "KobukiFeed.h"
#include "RoverControl.h"
#include "RoverFeed.h"
#include "TwinLauncher.h"
#include "link/RobotLink.h"

#include <QObject>

#include <memory>
#include <string>

namespace robodash::sim {
class VirtualKobuki;
class VirtualRover;
}

namespace robodash::app {

class RobotSession : public QObject {
    Q_OBJECT
public:
    // `family` must be registered (robotFamilies()); an unknown one falls back to the
    // default. `transports` replaces the ports a link can open (tests); empty: serial, TCP
    // and the family's virtual robot.
    explicit RobotSession(const std::string &family = "kobuki",
                          link::TransportFactory transports = {}, QObject *parent = nullptr);
    ~RobotSession() override;

    // The session a link belongs to (its parent), or null for a link made on its own.
    static RobotSession *owning(link::RobotLink *link);

    link::RobotLink &link() { return *m_link; }
    KobukiFeed &kobuki() { return m_feed; }
    KobukiControl &kobukiControl() { return *m_control; }
    RoverFeed &roverFeed() { return m_roverFeed; }
    RoverControl &roverControl() { return *m_roverControl; }
    TwinLauncher &twins() { return m_twins; }
    TwinTransport::Twin virtualRobot() const { return m_twins.current(); }
    // The running twin when it is a virtual Kobuki (tests and the Kobuki harness), else null.
    std::shared_ptr<sim::VirtualKobuki> virtualKobuki() const;
    // The running twin when it is a virtual Rover Pro, else null.
    std::shared_ptr<sim::VirtualRover> virtualRover() const;

private:
    TwinLauncher m_twins;
    link::RobotLink *m_link;
    KobukiFeed m_feed;
    KobukiControl *m_control;
    RoverFeed m_roverFeed;
    RoverControl *m_roverControl;
};

}  // namespace robodash::app

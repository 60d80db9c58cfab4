#pragma once
// The Rover Pro's own commands from the reader's thread, as KobukiControl is the Kobuki's:
// the flipper (hold-to-move: a held control resends within RoverDriver::kFlipperHoldMs), the
// side fan, low-speed mode, clearing a motor fault, and the confirmation that lets an
// unknown firmware drive. Each goes to the link as one typed family command
// (rover/RoverCommands.h); the link drops it while no robot is connected, and the driver
// says (a warning) when the firmware line lacks it or the connection is read-only.

#include <QObject>

namespace robodash::link {
class RobotLink;
}

namespace robodash::app {

class RoverControl : public QObject {
    Q_OBJECT
public:
    explicit RoverControl(link::RobotLink *link, QObject *parent = nullptr);

public slots:
    void setFlipperEffort(double effort);  // -1 (down) .. 1 (up); 0 stops it
    void setFanSpeed(double fraction);     // 0 (off) .. 1 (full)
    void setLowSpeedMode(bool on);         // older line (1.0.x)
    void clearFault();                     // newer line (1.x)
    void confirmUnknownFirmware();         // drive an unknown register 40 value anyway

private:
    template <class Command>
    void send(Command command);

    link::RobotLink *m_link;
};

}  // namespace robodash::app

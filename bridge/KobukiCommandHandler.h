#pragma once
// kobuki_ros's command topics turned into the calls the dashboard's controls make on the link
// (the Kobuki's family commands, setMotorsEnabled), so the driver's checks and the safety
// layer apply: LEDs, digital outputs, external power, sounds, motor power, controller gains.
// A command the robot cannot take (LED colour 7, gain 20000) is refused and named on
// diagnostic(). KobukiTopics subscribes the topics and hands each sample here.

#include "kobuki_ros_interfaces.h"

#include <QObject>
#include <QString>

namespace robodash::link {
class RobotLink;
}

namespace robodash::bridge {

class TopicContext;

class KobukiCommandHandler : public QObject {
    Q_OBJECT
public:
    KobukiCommandHandler(const TopicContext &context, link::RobotLink &link,
                         QObject *parent = nullptr);

    // `led` 0 is commands/led1, 1 commands/led2.
    void setLed(int led, const kobuki_ros_interfaces_msg_dds__Led_ &command);
    void setDigitalOutputs(const kobuki_ros_interfaces_msg_dds__DigitalOutput_ &command);
    void setExternalPower(const kobuki_ros_interfaces_msg_dds__ExternalPower_ &command);
    void playSound(const kobuki_ros_interfaces_msg_dds__Sound_ &command);
    void setMotorPower(const kobuki_ros_interfaces_msg_dds__MotorPower_ &command);
    void setControllerGains(const kobuki_ros_interfaces_msg_dds__ControllerInfo_ &command);

signals:
    void diagnostic(const QString &message);

private:
    void refuse(const char *rosName, const QString &why);

    const TopicContext &m_context;
    link::RobotLink &m_link;
};

}  // namespace robodash::bridge

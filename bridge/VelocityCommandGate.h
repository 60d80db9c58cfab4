#pragma once
// Between the velocity reader and the relay: what Rover Robotics' driver (librover) does to
// a Twist before it reaches the motors. A software e-stop (the trigger and reset topics, or
// the estop_state parameter) stops the robot at once and drops every command until it is
// released; a trim, added up from the trim topic, is the turn rate given to a command that
// asks for none while moving (its sign the direction of travel), so a base that pulls to
// one side drives straight. With neither, commands pass unchanged (the other profiles).

#include <QObject>

namespace robodash::bridge {

class VelocityCommandRelay;

class VelocityCommandGate : public QObject {
    Q_OBJECT
public:
    explicit VelocityCommandGate(VelocityCommandRelay &relay, QObject *parent = nullptr);

    bool isEstopped() const { return m_estopped; }
    double trim() const { return m_trim; }

public slots:
    void command(double linearMps, double angularRadps);
    // Engaged: the robot stops now (the relay lets go) and commands are dropped.
    void setEstopped(bool engaged);
    void addTrim(double radps);  // librover: trimvalue += value

private:
    VelocityCommandRelay &m_relay;
    bool m_estopped = false;
    double m_trim = 0;
};

}  // namespace robodash::bridge

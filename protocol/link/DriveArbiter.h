#pragma once
// Who may move the robot when two sources command it: the operator at this dashboard (pad,
// keys, gamepad, STOP) and a remote one (velocity commands from a ROS 2 network, through the
// bridge). The operator always wins:
//
// - Operator drive: passed on at once. While the operator drives, and for kOperatorHoldMs
//   after their last non-zero command, remote commands are refused.
// - Operator STOP, or an operator drive, while a remote command is moving the robot (or is
//   refused meanwhile): the remote source is latched out. It may move the robot again only
//   after it has let go itself: it sent zero, or its command expired (remoteRelease(), the
//   bridge's 0.6 s timeout). So a teleop node that keeps sending the same command never
//   resumes by itself after the operator stopped the robot.
// - Remote release (its command expired): zero is sent only when the motion in effect is
//   the remote's; an operator's drive is never cancelled by the network's timeout.
//
// Pure logic on the caller's thread; RobotLink owns one and sends what it allows. The clock is
// injected so the rules can be tested without waiting.

#include <QtGlobal>

#include <functional>

namespace robodash::link {

class DriveArbiter {
public:
    enum class Verdict {
        Accepted,           // pass it on to the robot
        OperatorDriving,    // refused: the operator is driving (or just was)
        StoppedByOperator,  // refused: latched out until the remote sends zero or times out
    };
    static constexpr qint64 kOperatorHoldMs = 1000;

    explicit DriveArbiter(std::function<qint64()> clockMs);

    // The operator's commands always pass; these only update who is in control.
    void operatorDrive(double linearMps, double angularRadps);
    void operatorStop();
    Verdict remoteDrive(double linearMps, double angularRadps);
    // The remote source let go (its command expired, or it left the network). True when the
    // robot must be sent zero: the motion in effect was the remote's.
    bool remoteRelease();

    bool isRemoteDriving() const { return m_inEffect == Source::Remote && m_moving; }
    bool isRemoteLatchedOut() const { return m_remoteLatched; }

private:
    enum class Source { None, Operator, Remote };

    bool operatorHasControl() const;
    void latchOutRemoteIfActive();

    std::function<qint64()> m_clockMs;
    Source m_inEffect = Source::None;
    bool m_moving = false;           // the command in effect is not zero
    bool m_remoteLatched = false;
    bool m_remoteCommanding = false; // the remote's latest command, accepted or not, moves
    bool m_operatorEverMoved = false;
    qint64 m_operatorLastMoveMs = 0;
};

const char *describe(DriveArbiter::Verdict verdict);

}  // namespace robodash::link

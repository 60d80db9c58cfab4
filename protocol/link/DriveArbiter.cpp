#include "DriveArbiter.h"

namespace robodash::link {

namespace {

bool isZero(double linearMps, double angularRadps)
{
    return linearMps == 0 && angularRadps == 0;
}

}  // namespace

DriveArbiter::DriveArbiter(std::function<qint64()> clockMs) : m_clockMs(std::move(clockMs)) {}

void DriveArbiter::operatorDrive(double linearMps, double angularRadps)
{
    const bool moving = !isZero(linearMps, angularRadps);
    if (moving) {
        latchOutRemoteIfActive();
        m_operatorEverMoved = true;
        m_operatorLastMoveMs = m_clockMs();
    }
    m_inEffect = Source::Operator;
    m_moving = moving;
}

void DriveArbiter::operatorStop()
{
    latchOutRemoteIfActive();
    m_inEffect = Source::Operator;
    m_moving = false;
}

DriveArbiter::Verdict DriveArbiter::remoteDrive(double linearMps, double angularRadps)
{
    const bool moving = !isZero(linearMps, angularRadps);
    m_remoteCommanding = moving;
    if (!moving)
        m_remoteLatched = false;  // the remote let go: its next command may move the robot
    if (operatorHasControl()) {
        if (moving)
            m_remoteLatched = true;  // it must let go before it drives after the operator
        return Verdict::OperatorDriving;
    }
    if (moving && m_remoteLatched)
        return Verdict::StoppedByOperator;
    m_inEffect = Source::Remote;
    m_moving = moving;
    return Verdict::Accepted;
}

bool DriveArbiter::remoteRelease()
{
    m_remoteLatched = false;
    m_remoteCommanding = false;
    if (!isRemoteDriving())
        return false;
    m_inEffect = Source::None;
    m_moving = false;
    return true;
}

// The operator renews a held command at 10 Hz or more, so "moved within the hold" covers
// "is holding the stick" without trusting a release that may never come.
bool DriveArbiter::operatorHasControl() const
{
    return m_operatorEverMoved && m_clockMs() - m_operatorLastMoveMs < kOperatorHoldMs;
}

void DriveArbiter::latchOutRemoteIfActive()
{
    if (isRemoteDriving() || m_remoteCommanding)
        m_remoteLatched = true;
}

const char *describe(DriveArbiter::Verdict verdict)
{
    switch (verdict) {
    case DriveArbiter::Verdict::Accepted:
        return "the network drives";
    case DriveArbiter::Verdict::OperatorDriving:
        return "the operator has control: network commands are ignored while the dashboard drives";
    case DriveArbiter::Verdict::StoppedByOperator:
        return "stopped by the operator: network commands are ignored until the network sends "
               "zero or stays silent for 0.6 s";
    }
    return "";
}

}  // namespace robodash::link

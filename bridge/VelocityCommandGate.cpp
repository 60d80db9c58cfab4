#include "VelocityCommandGate.h"

#include "VelocityCommandRelay.h"

#include <cmath>

namespace robodash::bridge {

VelocityCommandGate::VelocityCommandGate(VelocityCommandRelay &relay, QObject *parent)
    : QObject(parent), m_relay(relay)
{
}

void VelocityCommandGate::command(double linearMps, double angularRadps)
{
    if (m_estopped)
        return;
    // librover trims only a straight command: a turn asked for is the caller's own.
    if (angularRadps == 0 && linearMps != 0)
        angularRadps = linearMps > 0 ? m_trim : -m_trim;
    m_relay.command(linearMps, angularRadps);
}

void VelocityCommandGate::setEstopped(bool engaged)
{
    if (engaged && !m_estopped)
        m_relay.release();
    m_estopped = engaged;
}

void VelocityCommandGate::addTrim(double radps)
{
    if (std::isfinite(radps))
        m_trim += radps;
}

}  // namespace robodash::bridge

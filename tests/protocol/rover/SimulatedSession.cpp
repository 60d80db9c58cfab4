#include "SimulatedSession.h"

#include <algorithm>

namespace robodash::rover::testing {

SimulatedSession::SimulatedSession(ScriptedRover &robot, const RoverDriverSettings &settings)
    : m_robot(robot), m_driver(settings)
{
}

void SimulatedSession::start(bool live)
{
    core::DriverOutput out;
    m_driver.start(m_nowMs, live, out);
    apply(out);
    m_nextTickMs = m_nowMs + m_driver.timing().tickPeriodMs;
}

void SimulatedSession::runFor(std::int64_t ms)
{
    const std::int64_t end = m_nowMs + ms;
    while (m_nowMs < end) {
        ++m_nowMs;
        step();
    }
}

void SimulatedSession::step()
{
    const std::vector<std::uint8_t> replies = m_robot.takeRepliesDue(m_nowMs);
    if (!replies.empty())
        receiveNow(replies);
    if (m_driving && m_nowMs >= m_nextDriveMs) {
        core::DriverOutput out;
        m_driver.drive(m_driving->first, m_driving->second, out);
        apply(out);
        m_nextDriveMs = m_nowMs + m_driver.timing().driveResendPeriodMs;
    }
    if (m_nowMs >= m_nextTickMs) {
        core::DriverOutput out;
        m_driver.tick(m_nowMs, out);
        apply(out);
        m_nextTickMs = m_nowMs + m_driver.timing().tickPeriodMs;
    }
}

void SimulatedSession::receiveNow(const std::vector<std::uint8_t> &bytes)
{
    core::DriverOutput out;
    m_driver.receive(bytes.data(), bytes.size(), m_nowMs, out);
    apply(out);
}

void SimulatedSession::drive(double linearMps, double angularRadps)
{
    core::DriverOutput out;
    m_driver.drive(linearMps, angularRadps, out);
    apply(out);
    if (linearMps == 0.0 && angularRadps == 0.0)
        m_driving.reset();
    else
        m_driving = std::make_pair(linearMps, angularRadps);
    m_nextDriveMs = m_nowMs + m_driver.timing().driveResendPeriodMs;
}

void SimulatedSession::command(const core::FamilyCommand &command)
{
    core::DriverOutput out;
    m_driver.command(command, out);
    apply(out);
}

void SimulatedSession::apply(core::DriverOutput &out)
{
    for (const std::vector<std::uint8_t> &bytes : out.writes) {
        m_writes.push_back({m_nowMs, bytes});
        m_robot.read(bytes, m_nowMs);
    }
    m_warnings.insert(m_warnings.end(), out.warnings.begin(), out.warnings.end());
    m_samples.insert(m_samples.end(), out.samples.begin(), out.samples.end());
    m_identityCompletions += out.identityComplete;
}

const RoverFrame *SimulatedSession::lastFrame() const
{
    return m_samples.empty() ? nullptr : m_samples.back().frameAs<RoverFrame>();
}

std::optional<core::OdometryState> SimulatedSession::lastOdometry() const
{
    for (auto it = m_samples.rbegin(); it != m_samples.rend(); ++it) {
        if (it->core.odometry)
            return it->core.odometry;
    }
    return std::nullopt;
}

std::int64_t SimulatedSession::longestWriteGapMs(std::int64_t fromMs) const
{
    std::int64_t previous = fromMs;
    std::int64_t longest = 0;
    for (const Write &write : m_writes) {
        if (write.timeMs < fromMs)
            continue;
        longest = std::max(longest, write.timeMs - previous);
        previous = write.timeMs;
    }
    return std::max(longest, m_nowMs - previous);
}

}  // namespace robodash::rover::testing

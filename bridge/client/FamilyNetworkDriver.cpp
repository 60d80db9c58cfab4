#include "FamilyNetworkDriver.h"

#include <utility>

namespace robodash::bridge {

void FamilyNetworkDriver::start(std::int64_t nowMs, bool live, core::DriverOutput &out)
{
    m_finder = core::NetworkMessageFinder();
    m_sentFinder = core::NetworkMessageFinder();
    m_sensors = NetworkSensorReader();
    m_bytesIn = m_unread = 0;  // a new connection's statistics start at zero, as its finder's
    restart();
    core::DriverOutput inner;
    family().start(nowMs, live, inner);
    pass(inner, out);
}

void FamilyNetworkDriver::receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                                  core::DriverOutput &out)
{
    m_bytesIn += size;
    m_finder.feed(data, size, [&](const core::NetworkMessage &message, std::size_t) {
        if (m_sensors.read(message, timeMs, out))
            return;  // the camera, the scanner and where they sit: the same on every family
        if (!onMessage(message, timeMs, out))
            ++m_unread;
    });
}

void FamilyNetworkDriver::replaySent(const std::uint8_t *data, std::size_t size, std::int64_t)
{
    m_sentFinder.feed(data, size, [this](const core::NetworkMessage &message, std::size_t) { onSentMessage(message); });
}

void FamilyNetworkDriver::tick(std::int64_t nowMs, core::DriverOutput &out)
{
    core::DriverOutput inner;
    family().tick(nowMs, inner);
    pass(inner, out);
}

void FamilyNetworkDriver::drive(double linearMps, double angularRadps, core::DriverOutput &out)
{
    core::DriverOutput inner;
    family().drive(linearMps, angularRadps, inner);
    pass(inner, out);
}

void FamilyNetworkDriver::shutdown(core::DriverOutput &out)
{
    core::DriverOutput inner;
    family().shutdown(inner);
    pass(inner, out);
    out.write(core::envelopeOf(stopMessage()));
}

bool FamilyNetworkDriver::command(const core::FamilyCommand &command, core::DriverOutput &out)
{
    core::DriverOutput inner;
    const bool known = family().command(command, inner);
    pass(inner, out);
    return known;
}

void FamilyNetworkDriver::pass(core::DriverOutput &inner, core::DriverOutput &out)
{
    std::vector<core::NetworkMessage> messages;
    for (const std::vector<std::uint8_t> &frame : inner.writes)
        translate(frame, messages);
    for (const core::NetworkMessage &message : messages)
        out.write(core::envelopeOf(message));
    for (std::string &warning : inner.warnings)
        out.warn(std::move(warning));
    for (core::FamilyReport &report : inner.reports)
        out.report(std::move(report));
    for (core::TelemetrySample &sample : inner.samples)
        out.samples.push_back(std::move(sample));
    out.identityComplete = out.identityComplete || inner.identityComplete;
    afterPass(out);
}

// Messages are this link's frames; the family driver's own finder counts only what came
// inside them (a Kobuki's relayed bytes).
core::DriverCounters FamilyNetworkDriver::counters() const
{
    const core::DriverCounters inner = family().counters();
    core::DriverCounters counters;
    counters.bytesIn = m_bytesIn;
    counters.goodFrames = m_finder.messages();
    counters.checksumErrors = m_finder.badEnvelopes() + inner.checksumErrors;
    counters.discardedBytes = m_finder.discardedBytes() + inner.discardedBytes;
    counters.malformed = m_unread + m_sensors.malformed() + inner.malformed;
    return counters;
}

}  // namespace robodash::bridge

#include "McapSessionEncoder.h"

#include "BridgeFamilies.h"
#include "FamilyTopics.h"
#include "RosMessages.h"
#include "RosNames.h"
#include "SensorMessages.h"

#include "link/LinkSessionLogs.h"
#include "link/WireBatch.h"

namespace robodash::bridge {

bool McapSessionEncoder::exportOptions(const std::string &family, const std::string &rosNamespace,
                                       BridgeOptions *options, std::string *why)
{
    if (!RosNames::normalizeNamespace(rosNamespace.empty() ? "/" : rosNamespace,
                                      &options->rosNamespace, why))
        return false;
    // As RosBridge::start sets them: the profile's parameters, and kobuki_ros's shipped
    // frames (`base` for the families without a driver of their own to follow).
    options->parameterSet = RosProfile(family, options->roverProfile).parameterSet();
    const BridgeFamily *known = BridgeFamilies::find(family);
    options->parameters.baseFrame = known ? known->baseFrame : "base";
    return true;
}

std::uint64_t McapSessionEncoder::unixNs(const link::SessionLogHeader &header, qint64 timeMs)
{
    const qint64 startMs = header.startUtc.isValid() ? header.startUtc.toMSecsSinceEpoch() : 0;
    return std::uint64_t(startMs + timeMs) * 1000000ull;
}

McapSessionEncoder::McapSessionEncoder(const core::FamilyRegistry &families,
                                       const core::FamilyDescriptor &family,
                                       const link::SessionLogHeader &header, BridgeOptions options,
                                       mcap::McapWriter &writer)
    : m_header(header),
      m_options(std::move(options)),
      m_recorder(writer),
      m_context(m_recorder, m_options),
      m_profile(family.name, m_options.roverProfile),
      m_link(families, header.family(), link::TransportFactory()),
      m_common(m_context, m_profile),
      m_driver(family.makeDriverFor(header.protocol.toStdString())),
      m_wire(family.annotatorFor(header.protocol.toStdString()))
{
    m_recorder.setTime(unixNs(header, 0));
    // A recording context makes no readers: the topics' commands are not subscribed.
    if (const BridgeFamily *known = BridgeFamilies::find(family.name)) {
        m_family = known->makeTopics(m_context, m_link, m_profile, m_options);
        m_rawData = known->relaysRawData;
    }
    link::LinkSessionLogs::startOnLog(*m_driver, header, 0, m_out);
}

void McapSessionEncoder::received(const char *bytes, std::size_t size, qint64 timeMs)
{
    m_recorder.setTime(unixNs(m_header, timeMs));
    wire(bytes, size, timeMs, true);
    m_out.samples.clear();
    m_out.images.clear();
    m_out.scans.clear();
    m_out.mounts.clear();
    m_driver->receive(reinterpret_cast<const std::uint8_t *>(bytes), size, timeMs, m_out);
    for (const core::TelemetrySample &sample : m_out.samples) {
        m_common.publish(sample, m_family.get());
        if (m_family)
            m_family->publish(sample);
    }
    publishSensors();
}

// A network robot's camera, scan and mounts as its own drivers published them, on the topics
// and with the stamps they came with (Foxglove shows them in its Image and 3D panels).
void McapSessionEncoder::publishSensors()
{
    const auto writeOn = [this](const std::string &topic) {
        const std::string resolved = RosNames::resolve(m_options.rosNamespace, topic);
        return [this, resolved](const dds_topic_descriptor_t *type, const void *message) {
            return m_recorder.record(resolved, type, message);
        };
    };
    const auto stampOf = [this](std::int64_t stampNs) {
        return stampNs > 0 ? RosMessages::time(stampNs) : m_context.stamp();
    };
    if (!m_out.mounts.empty())
        SensorMessages::mounts(m_out.mounts, m_context.stamp(), writeOn("/tf_static"));
    for (const core::LaserScan &scan : m_out.scans)
        SensorMessages::scan(scan, stampOf(scan.stampNs), writeOn(scan.topic));
    for (const core::CameraImage &image : m_out.images)
        SensorMessages::picture(image, stampOf(image.stampNs), writeOn(image.topic));
}

void McapSessionEncoder::sent(const char *bytes, std::size_t size, qint64 timeMs)
{
    wire(bytes, size, timeMs, false);
}

void McapSessionEncoder::wire(const char *bytes, std::size_t size, qint64 timeMs, bool received)
{
    if (!m_rawData)
        return;
    m_recorder.setTime(unixNs(m_header, timeMs));
    link::WireBatch batch;
    const auto *data = reinterpret_cast<const std::uint8_t *>(bytes);
    if (received)
        m_wire.received(data, size, timeMs, batch.frames);
    else
        m_wire.sent(data, size, timeMs, batch.frames);
    if (!batch.frames.empty())
        emit m_link.wireFrames(batch);
}

}  // namespace robodash::bridge

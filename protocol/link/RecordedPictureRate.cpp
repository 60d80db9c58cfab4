#include "link/RecordedPictureRate.h"

#include "core/NetworkMessageFinder.h"

#include <cmath>

namespace robodash::link {

void RecordedPictureRate::setPicturesPerSecond(double perSecond)
{
    m_perSecond = std::isfinite(perSecond) && perSecond > 0 ? perSecond : 0.0;
    m_lastKeptMs.clear();
}

std::string RecordedPictureRate::pictureTopic(const QByteArray &bytes)
{
    const auto head = core::NetworkMessageFinder::headOf(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                                                         std::size_t(bytes.size()));
    const bool picture = head && (head->type == "sensor_msgs/msg/CompressedImage"
                                  || head->type == "sensor_msgs/msg/Image");
    return picture ? head->topic : std::string();
}

bool RecordedPictureRate::isStaticTransform(const QByteArray &bytes)
{
    const auto head = core::NetworkMessageFinder::headOf(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                                                         std::size_t(bytes.size()));
    return head && head->topic == "/tf_static";
}

bool RecordedPictureRate::keep(const QByteArray &bytes, qint64 timeMs)
{
    if (m_perSecond <= 0)
        return true;
    const std::string topic = pictureTopic(bytes);
    if (topic.empty())
        return true;
    const qint64 gapMs = qint64(std::llround(1000.0 / m_perSecond));
    const auto last = m_lastKeptMs.find(topic);
    if (last != m_lastKeptMs.end() && timeMs - last->second < gapMs && timeMs >= last->second)
        return false;
    m_lastKeptMs[topic] = timeMs;
    return true;
}

}  // namespace robodash::link

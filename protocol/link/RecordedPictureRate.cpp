#include "link/RecordedPictureRate.h"

#include "core/NetworkMessageFinder.h"

#include <cmath>

namespace robodash::link {

namespace {

// The text of `length` bytes at `offset`, or empty when they are not all there.
std::string textAt(const QByteArray &bytes, int offset, int length)
{
    if (offset < 0 || length <= 0 || offset + length > bytes.size())
        return {};
    return std::string(bytes.constData() + offset, std::size_t(length));
}

}  // namespace

void RecordedPictureRate::setPicturesPerSecond(double perSecond)
{
    m_perSecond = std::isfinite(perSecond) && perSecond > 0 ? perSecond : 0.0;
    m_lastKeptMs.clear();
}

std::string RecordedPictureRate::pictureTopic(const QByteArray &bytes)
{
    if (bytes.size() < 4 || quint8(bytes[0]) != core::NetworkMessageFinder::kMagic0
        || quint8(bytes[1]) != core::NetworkMessageFinder::kMagic1)
        return {};
    const int topicLength = quint8(bytes[2]);
    const std::string topic = textAt(bytes, 3, topicLength);
    if (topic.empty() || bytes.size() <= 3 + topicLength)
        return {};
    const std::string type = textAt(bytes, 4 + topicLength, quint8(bytes[3 + topicLength]));
    const bool picture = type == "sensor_msgs/msg/CompressedImage" || type == "sensor_msgs/msg/Image";
    return picture ? topic : std::string();
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

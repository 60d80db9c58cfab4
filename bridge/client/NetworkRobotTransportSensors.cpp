// NetworkRobotTransport's readers of the sensors beyond the base, the same for every family:
// the laser scan, where the sensors sit (/tf_static) and one camera topic, found by
// discovery (NetworkCameraTopics) or chosen by the user. Only one picture topic is read at
// a time: a reader makes the robot's machine send, and pictures are the network's heaviest load.
#include "NetworkRobotTransport.h"

#include "NetworkCameraTopics.h"
#include "NetworkRobotFinder.h"
#include "RosNames.h"
#include "ServiceReader.h"

#include "sensor_msgs.h"
#include "tf2_msgs.h"

#include <algorithm>
#include <optional>

namespace robodash::bridge {

void NetworkRobotTransport::addSensorRelays()
{
    // Optional on every robot: a base without a scanner is no fault, so never named silent.
    addRelay(&sensor_msgs_msg_dds__LaserScan__desc, "scan", Silence::Ignored);
    addRelay(&tf2_msgs_msg_dds__TFMessage__desc, "/tf_static", Silence::Ignored, Delivery::Static);
}

void NetworkRobotTransport::chooseCameraTopic(const QString &topic)
{
    if (!m_participant)
        return;  // closed: the choice goes with the connection it was made for
    m_cameraChoice = topic;
    showCamera(topic);
    emit cameraTopicsFound(m_cameraTopics, m_cameraShown);
}

void NetworkRobotTransport::findCameraTopics()
{
    if (!m_finder)
        return;
    std::vector<NetworkCameraTopics::Writer> writers;
    for (const NetworkRobotFinder::Publication &publication : m_finder->publications())
        writers.push_back({publication.topic, publication.type});
    QStringList topics;
    for (const std::string &topic : NetworkCameraTopics::inNamespace(writers, rosNamespace()))
        topics.append(QString::fromStdString(topic));
    const QString wanted = !m_cameraChoice.isEmpty() ? m_cameraChoice : topics.value(0);
    if (topics == m_cameraTopics && wanted == m_cameraShown)
        return;
    m_cameraTopics = topics;
    showCamera(wanted);
    emit cameraTopicsFound(m_cameraTopics, m_cameraShown);
}

void NetworkRobotTransport::showCamera(const QString &topic)
{
    if (topic == m_cameraShown || !m_participant)
        return;
    removeCameraReader();
    if (topic.isEmpty())
        return;
    // The type discovery found there; a topic chosen before discovery saw it: compressed
    // when its name says so, as image_transport names it.
    const std::string rosName = topic.toStdString();
    const std::string types = typesPublishedOn(topic).toStdString();
    if (!types.empty() && !NetworkCameraTopics::isCompressedType(types)
        && !NetworkCameraTopics::isRawType(types)) {
        // A reader of the wrong type would never hear a sample: say why the view stays empty.
        emit notice(QStringLiteral("%1: %2 is published as %3, not as a picture "
                                   "(sensor_msgs/msg/CompressedImage or sensor_msgs/msg/Image)")
                        .arg(m_address.text, topic, QString::fromStdString(types)));
        return;
    }
    const bool compressed = types.empty() ? topic.endsWith(QLatin1String("compressed"))
                                          : NetworkCameraTopics::isCompressedType(types);
    const std::optional<QString> baseType = m_typeNames.contains(topic)
                                                ? std::optional<QString>(m_typeNames.value(topic))
                                                : std::nullopt;
    addRelay(compressed ? &sensor_msgs_msg_dds__CompressedImage__desc : &sensor_msgs_msg_dds__Image__desc,
             rosName, Silence::Ignored);
    ServiceReader *made = m_readers.back().get();
    if (!made->isValid()) {
        if (baseType)
            m_typeNames.insert(topic, *baseType);  // the base reader's, as before
        // A name the robot uses for another type already read here, say: no picture there.
        emit notice(QStringLiteral("%1: cannot read pictures on %2: %3")
                        .arg(m_address.text, topic, QString::fromStdString(made->error())));
        m_readers.pop_back();
        return;
    }
    m_cameraReader = made;
    m_cameraShown = topic;
}

// Only the camera's own reader goes: a base topic of the same name (chosen by mistake) keeps
// its reader and its type.
void NetworkRobotTransport::removeCameraReader()
{
    if (m_cameraReader) {
        const std::string ddsTopic = m_cameraReader->ddsTopic();  // before the reader goes
        m_readers.erase(std::find_if(m_readers.begin(), m_readers.end(),
                                     [this](const auto &reader) { return reader.get() == m_cameraReader; }));
        m_cameraReader = nullptr;
        const bool stillRead = std::any_of(m_readers.begin(), m_readers.end(),
                                           [&](const auto &reader) { return reader->ddsTopic() == ddsTopic; });
        if (!stillRead)
            m_typeNames.remove(m_cameraShown);
    }
    m_cameraShown.clear();
}

}  // namespace robodash::bridge

#include "RosMessageJson.h"

#include "CdrCursor.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <functional>
#include <map>

namespace {


QJsonObject header(CdrCursor &in)
{
    const auto sec = in.number<std::int32_t>();
    const auto nanosec = in.number<std::uint32_t>();
    return {{"stamp", QJsonObject{{"sec", sec}, {"nanosec", double(nanosec)}}},
            {"frame_id", QString::fromStdString(in.string())}};
}

QJsonObject xyz(CdrCursor &in)
{
    const double x = in.number<double>(), y = in.number<double>(), z = in.number<double>();
    return {{"x", x}, {"y", y}, {"z", z}};
}

QJsonObject quaternion(CdrCursor &in)
{
    QJsonObject q = xyz(in);
    q["w"] = in.number<double>();
    return q;
}

template <class T>
QJsonArray array(const std::vector<T> &values)
{
    QJsonArray out;
    for (const T &value : values)
        out.append(double(value));
    return out;
}

template <class T>
QJsonArray fixed(CdrCursor &in, int count)
{
    std::vector<T> values;
    for (int i = 0; i < count; ++i)
        values.push_back(in.number<T>());
    return array(values);
}

QJsonObject odometry(CdrCursor &in)
{
    QJsonObject message{{"header", header(in)}, {"child_frame_id", QString::fromStdString(in.string())}};
    const QJsonObject position = xyz(in);
    const QJsonObject orientation = quaternion(in);
    const QJsonArray poseCovariance = fixed<double>(in, 36);
    const QJsonObject linear = xyz(in);
    const QJsonObject angular = xyz(in);
    message["pose"] = QJsonObject{{"pose", QJsonObject{{"position", position}, {"orientation", orientation}}},
                                  {"covariance", poseCovariance}};
    message["twist"] = QJsonObject{{"twist", QJsonObject{{"linear", linear}, {"angular", angular}}},
                                   {"covariance", fixed<double>(in, 36)}};
    return message;
}

QJsonObject sensorState(CdrCursor &in)
{
    QJsonObject m{{"header", header(in)}};
    m["time_stamp"] = in.number<std::uint16_t>();
    for (const char *field : {"bumper", "wheel_drop", "cliff"})
        m[field] = in.number<std::uint8_t>();
    m["left_encoder"] = in.number<std::uint16_t>();
    m["right_encoder"] = in.number<std::uint16_t>();
    m["left_pwm"] = in.number<std::int8_t>();
    m["right_pwm"] = in.number<std::int8_t>();
    for (const char *field : {"buttons", "charger", "battery"})
        m[field] = in.number<std::uint8_t>();
    m["bottom"] = array(in.sequence<std::uint16_t>());
    m["current"] = array(in.sequence<std::uint8_t>());
    m["over_current"] = in.number<std::uint8_t>();
    m["digital_input"] = in.number<std::uint16_t>();
    m["analog_input"] = array(in.sequence<std::uint16_t>());
    return m;
}

QJsonObject batteryState(CdrCursor &in)
{
    QJsonObject m{{"header", header(in)}};
    for (const char *field : {"voltage", "temperature", "current", "charge", "capacity",
                              "design_capacity", "percentage"}) {
        const float value = in.number<float>();
        m[field] = std::isnan(value) ? QJsonValue() : QJsonValue(double(value));  // JSON's null
    }
    for (const char *field : {"power_supply_status", "power_supply_health", "power_supply_technology"})
        m[field] = in.number<std::uint8_t>();
    m["present"] = in.number<std::uint8_t>() != 0;
    m["cell_voltage"] = array(in.sequence<float>());
    m["cell_temperature"] = array(in.sequence<float>());
    m["location"] = QString::fromStdString(in.string());
    m["serial_number"] = QString::fromStdString(in.string());
    return m;
}

QJsonObject transforms(CdrCursor &in)
{
    QJsonArray list;
    for (std::uint32_t i = 0, n = in.number<std::uint32_t>(); i < n && !in.failed(); ++i) {
        QJsonObject t{{"header", header(in)}, {"child_frame_id", QString::fromStdString(in.string())}};
        const QJsonObject translation = xyz(in);
        t["transform"] = QJsonObject{{"translation", translation}, {"rotation", quaternion(in)}};
        list.append(t);
    }
    return {{"transforms", list}};
}

QJsonObject versionInfo(CdrCursor &in)
{
    QJsonObject m;
    for (const char *field : {"hardware", "firmware", "software"})
        m[field] = QString::fromStdString(in.string());
    m["udid"] = array(in.sequence<std::uint32_t>());
    m["features"] = QString::number(in.number<std::uint64_t>());
    return m;
}

QJsonObject jointState(CdrCursor &in)
{
    QJsonObject m{{"header", header(in)}};
    QJsonArray names;
    for (std::uint32_t i = 0, n = in.number<std::uint32_t>(); i < n && !in.failed(); ++i)
        names.append(QString::fromStdString(in.string()));
    m["name"] = names;
    for (const char *field : {"position", "velocity", "effort"})
        m[field] = array(in.sequence<double>());
    return m;
}

using Decoder = std::function<QJsonObject(CdrCursor &)>;

const std::map<QString, Decoder> &decoders()
{
    static const std::map<QString, Decoder> table = {
        {"nav_msgs/msg/Odometry", odometry},
        {"kobuki_ros_interfaces/msg/SensorState", sensorState},
        {"sensor_msgs/msg/BatteryState", batteryState},
        {"sensor_msgs/msg/JointState", jointState},
        {"tf2_msgs/msg/TFMessage", transforms},
        {"kobuki_ros_interfaces/msg/VersionInfo", versionInfo},
        {"std_msgs/msg/String", [](CdrCursor &in) { return QJsonObject{{"data", QString::fromStdString(in.string())}}; }},
        {"std_msgs/msg/UInt32", [](CdrCursor &in) { return QJsonObject{{"data", double(in.number<std::uint32_t>())}}; }},
        {"std_msgs/msg/Float32", [](CdrCursor &in) { return QJsonObject{{"data", double(in.number<float>())}}; }},
    };
    return table;
}

}  // namespace

bool RosMessageJson::canDecode(const QString &type)
{
    return decoders().count(type) != 0;
}

QJsonObject RosMessageJson::decode(const QString &type, const std::uint8_t *data, std::size_t size)
{
    const auto decoder = decoders().find(type);
    if (decoder == decoders().end())
        return {};
    CdrCursor in(data, size);
    QJsonObject message = decoder->second(in);
    if (in.failed())
        message["cut"] = true;
    return message;
}

// Equal, numbers to the 9 significant digits the node output keeps.
bool RosMessageJson::same(const QJsonValue &ours, const QJsonValue &theirs, QString &where)
{
    if (ours.isDouble() && theirs.isDouble()) {
        const double a = ours.toDouble(), b = theirs.toDouble();
        if (std::abs(a - b) <= 1e-8 * std::max(1.0, std::max(std::abs(a), std::abs(b))))
            return true;
    } else if (ours.isObject() && theirs.isObject()) {
        const QJsonObject a = ours.toObject(), b = theirs.toObject();
        for (auto it = a.begin(); it != a.end(); ++it) {
            if (!b.contains(it.key()) || !RosMessageJson::same(it.value(), b.value(it.key()), where)) {
                where.prepend('.' + it.key());
                return false;
            }
        }
        return a.size() == b.size();
    } else if (ours.isArray() && theirs.isArray()) {
        const QJsonArray a = ours.toArray(), b = theirs.toArray();
        for (int i = 0; i < a.size() && a.size() == b.size(); ++i) {
            if (!RosMessageJson::same(a[i], b[i], where)) {
                where.prepend(QStringLiteral("[%1]").arg(i));
                return false;
            }
        }
        return a.size() == b.size();
    } else if (ours == theirs) {
        return true;
    }
    where = QStringLiteral(" ours %1, theirs %2")
                .arg(QString::fromUtf8(QJsonDocument(QJsonArray{ours}).toJson(QJsonDocument::Compact)),
                     QString::fromUtf8(QJsonDocument(QJsonArray{theirs}).toJson(QJsonDocument::Compact)));
    return false;
}

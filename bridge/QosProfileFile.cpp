#include "QosProfileFile.h"

#include "RosTopicCatalog.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace robodash::bridge {

namespace {

constexpr int kMaxDepth = 10000;

bool fail(std::string *error, const std::string &message)
{
    *error = message;
    return false;
}

// A JSON value as a message quotes it: "fast", 3, true, an array.
std::string describe(const QJsonValue &value)
{
    if (value.isString())
        return "\"" + value.toString().toStdString() + "\"";
    if (value.isDouble())
        return QString::number(value.toDouble()).toStdString();
    if (value.isBool())
        return value.toBool() ? "true" : "false";
    return value.isArray() ? "an array" : value.isObject() ? "an object" : "null";
}

bool readChoice(const QJsonValue &value, const char *first, const char *second,
                std::optional<bool> *firstChosen, const std::string &where, std::string *error)
{
    const QString text = value.toString();
    if (text == QLatin1String(first) || text == QLatin1String(second)) {
        *firstChosen = text == QLatin1String(first);
        return true;
    }
    return fail(error, where + " must be \"" + first + "\" or \"" + second + "\", not "
                           + describe(value));
}

bool readDepth(const QJsonValue &value, std::optional<int> *depth, const std::string &where,
               std::string *error)
{
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number != double(int(number)) || number < 1 || number > kMaxDepth)
        return fail(error, where + " must be a whole number 1.." + std::to_string(kMaxDepth)
                               + ", not " + describe(value));
    *depth = int(number);
    return true;
}

bool readTopic(const std::string &topic, const QJsonValue &value, TopicQos *qos,
               std::string *error)
{
    if (!value.isObject())
        return fail(error, "\"" + topic + "\" must be an object of QoS policies");
    const QJsonObject policies = value.toObject();
    for (auto it = policies.begin(); it != policies.end(); ++it) {
        const std::string key = it.key().toStdString();
        const std::string where = "\"" + topic + "\": " + key;
        bool ok = false;
        if (key == "reliability")
            ok = readChoice(*it, "reliable", "best_effort", &qos->reliable, where, error);
        else if (key == "durability")
            ok = readChoice(*it, "transient_local", "volatile", &qos->transientLocal, where, error);
        else if (key == "depth")
            ok = readDepth(*it, &qos->depth, where, error);
        else
            ok = fail(error, where + " is not a policy (reliability, durability, depth)");
        if (!ok)
            return false;
    }
    return true;
}

}  // namespace

bool QosProfileFile::parse(const QByteArray &text, Profile *profile, std::string *error)
{
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const int line = int(text.left(parseError.offset).count('\n')) + 1;
        return fail(error, "not JSON at line " + std::to_string(line) + ": "
                               + parseError.errorString().toStdString());
    }
    if (!document.isObject())
        return fail(error, "must be a JSON object keyed by topic name");
    Profile parsed;
    const QJsonObject topics = document.object();
    for (auto it = topics.begin(); it != topics.end(); ++it) {
        const std::string topic = it.key().toStdString();
        if (!RosTopicCatalog::isKnown(topic))
            return fail(error, "no topic \"" + topic + "\" (the bridge's are "
                                   + RosTopicCatalog::namesText() + ")");
        if (!readTopic(topic, *it, &parsed[topic], error))
            return false;
    }
    *profile = std::move(parsed);
    return true;
}

bool QosProfileFile::read(const QString &path, Profile *profile, std::string *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(error, path.toStdString() + ": " + file.errorString().toStdString());
    if (parse(file.readAll(), profile, error))
        return true;
    *error = path.toStdString() + ": " + *error;
    return false;
}

}  // namespace robodash::bridge

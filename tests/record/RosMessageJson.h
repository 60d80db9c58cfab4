#pragma once
// A few ROS 2 messages (CDR) as JSON with the field names ROS and the independent reader's
// output (tests/data/mcap/*.node.txt) use, so a test can compare what our MCAP reader finds
// with what @foxglove/rosmsg2-serialization decoded. Only the types the check compares.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cstddef>
#include <cstdint>

class RosMessageJson {
public:
    static bool canDecode(const QString &type);  // "nav_msgs/msg/Odometry"
    // The message's fields; a "cut" member when the bytes end before the fields do.
    static QJsonObject decode(const QString &type, const std::uint8_t *data, std::size_t size);
    // Equal, numbers to the 9 significant digits the node output keeps; `where` names the
    // first difference.
    static bool same(const QJsonValue &ours, const QJsonValue &theirs, QString &where);
};

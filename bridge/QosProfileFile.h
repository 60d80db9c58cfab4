#pragma once
// `--qos-profile FILE`: the QoS of chosen topics, as a JSON object keyed by ROS topic name
// (relative to the namespace, as the bridge's table names them), each naming only the
// policies it changes (bridge/README.md "QoS profile file"):
//
//   { "odom":         { "reliability": "best_effort", "depth": 5 },
//     "version_info": { "durability": "transient_local" } }
//
// reliability: "reliable" | "best_effort"; durability: "volatile" | "transient_local";
// depth: keep last 1..10000. Anything else is refused with a sentence naming it.

#include "TopicQos.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <string>

namespace robodash::bridge {

class QosProfileFile {
public:
    using Profile = std::map<std::string, TopicQos>;

    // False and a sentence in `error` (naming the file) when it cannot be read or is wrong.
    static bool read(const QString &path, Profile *profile, std::string *error);
    static bool parse(const QByteArray &text, Profile *profile, std::string *error);
};

}  // namespace robodash::bridge

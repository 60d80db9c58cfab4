#pragma once
// A ROS 2 bag (MCAP, as `ros2 bag record` writes it) of kobuki_ros's topics, opened as a
// session log: its messages become the Kobuki frames a robot on a cable would have sent
// (KobukiMessageFeedback), each at its message's log time, in a .rdlog written as the bag is read
// (to a temporary file for a replay, to memory for an export). Replay, seek, speed and CSV
// export then work on it as on a recorded .rdlog, through the same path.
//
// A bag may hold several robots (/tb1/sensors/core, /tb2/sensors/core): one is chosen by its
// namespace. Memory: the bag is read chunk by chunk (McapReader); a replay's frames go to a
// temporary .rdlog on disk (about 115 MB an hour), paged like any other (PagedSessionLog).

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <optional>

namespace robodash::bridge {

class KobukiBag {
public:
    struct Contents {
        QStringList namespaces;  // "/tb1", or "" for topics at the root; sorted
        QStringList topics;      // every topic of the bag, sorted
        bool robodash = false;   // RoboDash wrote it: its own session log replays, not the topics
    };
    // What the bag holds; nothing and a sentence when it cannot be read.
    static std::optional<Contents> inspect(const QString &path, QString *error);
    // kobuki_ros's topics that `rosNamespace` lacks in the bag ("sensors/dock_ir", ...).
    static QStringList missingTopics(const Contents &contents, const QString &rosNamespace);

    // The robot at `rosNamespace` (any when the bag holds one; "" = the root namespace
    // when it is given) as a session log's bytes. Nothing and a sentence when the bag holds
    // no Kobuki, several and none was chosen, or the chosen one is not in it.
    static std::optional<QByteArray> sessionLog(const QString &path, const std::optional<QString> &rosNamespace,
                                                QString *error);
    // The same log written to `out` as the bag is read; false and a sentence when it cannot be.
    static bool writeSessionLog(const QString &path, const std::optional<QString> &rosNamespace, QIODevice &out,
                                QString *error);

    // Makes McapSessionLog open bags through writeSessionLog() for the whole program, for the
    // robot chosen by setNamespace() (none: the bag's only one).
    static void install();
    static void setNamespace(const std::optional<QString> &rosNamespace);

private:
    static std::optional<QString> chooseNamespace(const Contents &contents,
                                                  const std::optional<QString> &wanted, QString *error);
};

}  // namespace robodash::bridge

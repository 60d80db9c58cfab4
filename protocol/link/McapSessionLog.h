#pragma once
// A RoboDash MCAP export carries the session log it was made from, whole, as an attachment
// (kAttachmentName): the ROS 2 topics are for other tools, the exact bytes are for RoboDash.
// Opening such a file as a session log (replay, CSV export, decode) reads that attachment
// through our MCAP reader, so an export replays exactly as its .rdlog did.

#include <QByteArray>
#include <QString>

#include <optional>

namespace robodash::link {

class McapSessionLog {
public:
    static constexpr const char *kAttachmentName = "session.rdlog";
    static constexpr const char *kMediaType = "application/x-robodash-session-log";

    // The file begins with MCAP's magic.
    static bool isMcap(const QByteArray &start);
    // The session log inside the MCAP file at `path`; nothing, and a sentence, when the file
    // is damaged or holds none (a bag that RoboDash did not write).
    static std::optional<QByteArray> embeddedLog(const QString &path, QString *error);
};

}  // namespace robodash::link

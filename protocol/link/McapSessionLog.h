#pragma once
// A RoboDash MCAP export carries the session log it was made from, whole, as an attachment
// (kAttachmentName): the ROS 2 topics are for other tools, the exact bytes are for RoboDash.
// Opening such a file as a session log (replay, CSV export, decode) reads that attachment
// through our MCAP reader, so an export replays exactly as its .rdlog did.
//
// A recording made straight to MCAP cannot attach its log at the end (a crash would lose it
// all), so it carries the same bytes as messages on kSessionLogTopic instead: the .rdlog's
// header, then its records, a batch per message, in order; their concatenation is the
// .rdlog. Those are read by scanning when the file has no summary (a killed recording), so
// every complete chunk of it replays.

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

namespace robodash::mcap {
class McapReader;
}

namespace robodash::link {

class McapSessionLog {
public:
    static constexpr const char *kAttachmentName = "session.rdlog";
    static constexpr const char *kMediaType = "application/x-robodash-session-log";
    static constexpr const char *kSessionLogTopic = "/robodash/session_log";

    // The file begins with MCAP's magic.
    static bool isMcap(const QByteArray &start);
    // The session log inside the MCAP file at `path` (its attachment, else its
    // kSessionLogTopic messages up to any damage: the log reader then says where it was
    // cut); nothing, and a sentence, when the file is not MCAP, its summary is damaged, or it
    // holds no log (a bag that RoboDash did not write).
    static std::optional<QByteArray> embeddedLog(const QString &path, QString *error);

    // Reads an MCAP file RoboDash did not write (a ROS 2 bag) as a session log's bytes, or
    // says why it cannot. Set by the layer that decodes ROS 2 messages (the bridge's
    // KobukiBag::install()), which this session layer must not depend on; until then such a
    // file is refused. Thread-safe: replay reads on the link's thread.
    using BagReader = std::function<std::optional<QByteArray>(const QString &path, QString *error)>;
    static void setBagReader(BagReader reader);

private:
    // `notOurs` is set when the file holds no RoboDash log at all (rather than a damaged one).
    static std::optional<QByteArray> loggedMessages(mcap::McapReader &reader, QString *error, bool *notOurs);
    static std::optional<QByteArray> readBag(const QString &path, QString *error);
};

}  // namespace robodash::link

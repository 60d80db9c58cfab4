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

#include "link/SessionLogFileRange.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

class QIODevice;

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
    // The same log, left on disk for a replay of any size (PagedSessionLog): an export's
    // attachment is a range of the MCAP file itself (its CRC checked a block at a time); a
    // recording's messages and a bag's frames are written to a temporary .rdlog, one MCAP
    // chunk in memory at a time.
    static std::optional<SessionLogFileRange> logOnDisk(const QString &path, QString *error);
    // The first `bytes` (or fewer) of the session log inside: enough for its header (which
    // family, which robot) without reading a recording of any size. Nothing, and a sentence,
    // when the file holds no log of ours (a ROS 2 bag's log exists only once it is read).
    static std::optional<QByteArray> logStart(const QString &path, qsizetype bytes, QString *error);

    // Writes an MCAP file RoboDash did not write (a ROS 2 bag) to `out` as a session log's
    // bytes, as it reads them (so a bag of any size never needs its frames in memory), or says
    // why it cannot (false). Set by the layer that decodes ROS 2 messages (the bridge's
    // KobukiBag::install()), which this session layer must not depend on; until then such a
    // file is refused. Thread-safe: replay reads on the link's thread.
    using BagReader = std::function<bool(const QString &path, QIODevice &out, QString *error)>;
    static void setBagReader(BagReader reader);

private:
    // The log inside the file at `path` (attachment aside) written to `out`: the recording's
    // kSessionLogTopic messages, else the bag reader's frames.
    static bool writeLog(const QString &path, mcap::McapReader &reader, QIODevice &out, QString *error);
    // `notOurs` is set when the file holds no RoboDash log at all (rather than a damaged one).
    static bool loggedMessages(mcap::McapReader &reader, QIODevice &out, QString *error, bool *notOurs);
    static bool readBag(const QString &path, QIODevice &out, QString *error);
};

}  // namespace robodash::link

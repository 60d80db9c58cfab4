#pragma once
// The link's side of session logs (docs/LOG_FORMAT.md), apart from the bytes: the header a
// recording gets from the robot the link hosts, and the check a log passes before a replay
// may touch the live link. SessionRecorder writes, ReplayTransport plays.

#include "core/DeviceInfo.h"
#include "core/FamilyRegistry.h"
#include "core/RobotDriver.h"
#include "link/DeviceIdentity.h"
#include "link/PagedSessionLog.h"
#include "link/SessionLogFormat.h"
#include "link/SessionLogReader.h"

#include <QString>

#include <functional>
#include <optional>
#include <string>

namespace robodash::link {

class LinkSessionLogs {
public:
    // `family` is the hosted driver's; `device` is what the robot said about itself so far.
    static SessionLogHeader recordingHeader(const core::FamilyRegistry &families,
                                            const std::string &family,
                                            const core::DeviceInfo &device,
                                            const DeviceIdentity &identity);

    // The whole log, or nothing and a sentence in `error` when the file is not a log or is
    // one of a family `families` does not know (so it could not be decoded).
    // Starts `driver` on a log (live false: nothing is asked or sent) and tells it who the
    // header says the robot was (core::RecordedIdentityCommand).
    static void startOnLog(core::RobotDriver &driver, const SessionLogHeader &header, std::int64_t nowMs,
                           core::DriverOutput &out);
    // What the log gives through `driver` (started on it here), in order, at the log's own
    // times (ms since the recording started): what an export reads. Each received chunk's
    // whole output (samples, and a network robot's scans and pictures), what was sent up to
    // it fed to the driver first (RobotDriver::replaySent), as a replay delivers them.
    static void decodeOutputs(const SessionLog &log, core::RobotDriver &driver,
                              const std::function<void(const core::DriverOutput &)> &sink);
    // Every sample of decodeOutputs, one by one.
    static void decodeSamples(const SessionLog &log, core::RobotDriver &driver,
                              const std::function<void(const core::TelemetrySample &)> &sink);
    // The inverse of recordingHeader() for the driver's part.
    static core::DeviceInfo recordedDevice(const SessionLogHeader &header);
    static std::optional<SessionLog> readForReplay(const QString &path,
                                                   const core::FamilyRegistry &families,
                                                   QString *error);
    // The same check, the log left on disk and paged (what a replay uses: its memory does
    // not grow with the log's length).
    static std::optional<PagedSessionLog> openForReplay(const QString &path,
                                                        const core::FamilyRegistry &families,
                                                        QString *error);

private:
    // The header names a family `families` can decode; else a sentence in `error`.
    static bool decodable(const QString &path, const SessionLogHeader &header,
                          const core::FamilyRegistry &families, QString *error);
};

}  // namespace robodash::link

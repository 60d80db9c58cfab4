#pragma once
// Health of the link, published once a second by the worker.

#include <QMetaType>
#include <QString>
#include <QtGlobal>

namespace robodash::link {

// RobotLink::disconnected()'s reason when the port was closed on request (Disconnect, another
// port, a replay, quitting): the user did it, the link was not lost.
inline constexpr char kClosedOnRequestReason[] = "closed";

struct LinkStatistics {
    bool connected = false;            // the port is open
    bool online = false;               // good frames are arriving
    double framesPerSecond = 0;        // good frames in the last period
    double bytesPerSecond = 0;         // all bytes in the last period
    // What a recording keeps of them (a network robot's pictures thinned: RecordedPictureRate),
    // whether or not one runs: what an hour of recording would take, before it starts.
    double recordedBytesPerSecond = 0;
    quint64 goodFrames = 0;            // totals since the port was opened
    quint64 checksumErrors = 0;
    quint64 discardedBytes = 0;
    quint64 malformedSubPayloads = 0;
    qint64 lastFrameAgeMs = -1;        // -1: no good frame yet
    QString transportNote;             // the transport's own (Transport::healthNote); often empty
    bool messages = false;             // frames are a network robot's messages (Transport::carriesMessages)
};

}  // namespace robodash::link

Q_DECLARE_METATYPE(robodash::link::LinkStatistics)

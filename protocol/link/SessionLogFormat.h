#pragma once
// The RoboDash session log (.rdlog): raw bytes as they were received, each chunk with its
// receive time. The layout is documented in docs/LOG_FORMAT.md; this header holds the
// numbers both the writer and the reader use, so the two cannot drift apart.

#include <QDateTime>
#include <QString>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <string>

namespace robodash::link {

namespace logformat {

// 0x89 first (not ASCII, not UTF-8 text), then a name, then CR LF: a text-mode copy or a
// 7-bit channel damages the magic and the file is refused at once rather than misread.
constexpr char kMagic[8] = {'\x89', 'R', 'D', 'L', 'O', 'G', '\r', '\n'};
constexpr std::size_t kMagicSize = sizeof(kMagic);
// Version 2 added sent-bytes records (an old reader would stop at them); version 1 logs
// are still read.
constexpr quint16 kFormatVersion = 2;
constexpr quint16 kOldestFormatVersion = 1;
constexpr quint32 kMaxHeaderBytes = 64 * 1024;

enum RecordType : quint8 {
    kReceivedBytes = 1,  // a chunk of bytes as the transport delivered it
    kEnd = 2,            // written by a clean stop; its absence means the recording was cut
    kSentBytes = 3,      // bytes the host wrote to the robot (version 2): shown, never decoded as received
};

// type (1) + time (4) + length (2) before the data, CRC-32 (4) after it.
constexpr std::size_t kRecordPrefixBytes = 7;
constexpr std::size_t kRecordCrcBytes = 4;
constexpr std::size_t kMaxRecordData = 0xFFFF;

// CRC-32 (IEEE 802.3, the one zlib and PNG use), so a record can be checked with any tool.
quint32 crc32(const char *data, std::size_t size, quint32 crc = 0);

}  // namespace logformat

// What the header says about the session.
struct SessionLogHeader {
    int formatVersion = logformat::kFormatVersion;
    QString robot = QStringLiteral("kobuki");
    QString port;                       // as the user named it: /dev/kobuki, tcp://..., sim:
    QString program = QStringLiteral("RoboDash");
    QString programVersion;
    QString protocol = QStringLiteral("kobuki-serial-1");
    QDateTime startUtc;                 // wall clock when the recording started
    // The robot, as far as it had answered when recording started ("" = not known then; its
    // answers are in the recorded bytes either way): versions, UDID, USB serial number.
    QString hardware;                   // "1.0.4"
    QString firmware;                   // "1.2.0"
    QString udid;                       // "05d2ff30-32363135-ffffffff"
    QString firmwareCode;               // a Rover Pro's register 40, "10300" (DeviceInfo)
    QString serialNumber;               // the USB adapter's, e.g. "kobuki_A601D8LY"

    // The robot family whose driver decodes this log: logs from before the family seam
    // name none (or "kobuki"), and they are all Kobuki logs.
    std::string family() const
    {
        return robot.isEmpty() ? std::string("kobuki") : robot.toStdString();
    }
};

}  // namespace robodash::link

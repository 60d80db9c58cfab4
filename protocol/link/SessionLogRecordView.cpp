#include "link/SessionLogRecordView.h"

#include <QtEndian>

namespace robodash::link {

using namespace logformat;

SessionLogRecordView::Result SessionLogRecordView::parse(const char *bytes, qsizetype available,
                                                         SessionLogRecordView &out, QString *reason)
{
    // The same checks, in the same order, with the same sentences as SessionLogReader's.
    if (available == 0) {
        *reason = QStringLiteral("the log ends without its end record (the recording was cut off)");
        return Result::Damaged;
    }
    if (available < qsizetype(kRecordPrefixBytes + kRecordCrcBytes)) {
        *reason = QStringLiteral("the log is truncated inside a record");
        return Result::Damaged;
    }
    out.type = static_cast<quint8>(bytes[0]);
    out.timeMs = qint64(qFromLittleEndian<quint32>(bytes + 1));
    out.size = qsizetype(qFromLittleEndian<quint16>(bytes + 5));
    out.data = bytes + kRecordPrefixBytes;
    out.totalBytes = qsizetype(kRecordPrefixBytes) + out.size + qsizetype(kRecordCrcBytes);
    if (out.type != kReceivedBytes && out.type != kSentBytes && out.type != kEnd) {
        *reason = QStringLiteral("the log is damaged (unknown record type %1)").arg(out.type);
        return Result::Damaged;
    }
    if (available < out.totalBytes) {
        *reason = QStringLiteral("the log is truncated inside a record");
        return Result::Damaged;
    }
    const qsizetype covered = out.totalBytes - qsizetype(kRecordCrcBytes);
    if (qFromLittleEndian<quint32>(bytes + covered) != crc32(bytes, std::size_t(covered))) {
        *reason = QStringLiteral("the log is damaged (a record fails its checksum)");
        return Result::Damaged;
    }
    return Result::Good;
}

}  // namespace robodash::link

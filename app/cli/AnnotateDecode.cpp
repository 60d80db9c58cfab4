// decode --annotate: every frame and every run of discarded bytes as the GUI's wire
// inspector shows it (core/WireText.h), from a raw capture of the robot's bytes or from a
// session log, which holds both directions (format version 2) and names its own family.
#include "FamilyDecoders.h"

#include "FamilyCatalog.h"
#include "core/WireStreams.h"
#include "core/WireText.h"
#include "link/SessionLogReader.h"

#include <QString>

#include <cstring>

namespace {

using robodash::core::WireFrame;

const robodash::core::FamilyDescriptor *familyNamed(const std::string &family)
{
    return robodash::app::robotFamilies().registry().find(family);
}

void printRows(const std::vector<WireFrame> &rows, const robodash::core::WireStreams &streams,
               std::int64_t &originMs, std::FILE *out)
{
    for (const WireFrame &row : rows) {
        if (originMs < 0)
            originMs = row.timeMs;
        const auto annotation = streams.annotator() ? streams.annotator()->annotateRow(row)
                                                    : robodash::core::FrameAnnotation{};
        std::fputs(robodash::core::wireRowText(row, annotation, originMs).c_str(), out);
    }
}

void printCoverage(const robodash::core::WireStreams &streams, std::FILE *out)
{
    if (!streams.annotator())
        std::fputs("# this family has no annotator yet: raw chunks only\n", out);
    else if (!streams.annotator()->coverage().empty())
        std::fprintf(out, "# %s\n", streams.annotator()->coverage().c_str());
}

// The log's received and sent chunks in time order, received first at the same time (the
// host answered what it had read).
bool annotateLog(const char *path, std::FILE *out)
{
    QString error;
    const auto log = robodash::link::SessionLogReader::read(QString::fromLocal8Bit(path), &error);
    if (!log) {
        std::fprintf(stderr, "robodash-cli decode: %s\n", qPrintable(error));
        return false;
    }
    const auto *family = familyNamed(log->header.family());
    // A network robot's log holds its messages: annotated as messages, not as serial frames.
    robodash::core::WireStreams streams(family ? family->annotatorFor(log->header.protocol.toStdString()) : nullptr);
    printCoverage(streams, out);
    std::int64_t originMs = -1;
    std::size_t r = 0, s = 0;
    std::vector<WireFrame> rows;
    while (r < log->chunks.size() || s < log->sent.size()) {
        const bool takeSent = s < log->sent.size()
            && (r >= log->chunks.size() || log->sent[s].timeMs < log->chunks[r].timeMs);
        const auto &chunk = takeSent ? log->sent[s++] : log->chunks[r++];
        const auto *bytes = reinterpret_cast<const std::uint8_t *>(log->bytes(chunk));
        rows.clear();
        if (takeSent)
            streams.sent(bytes, std::size_t(chunk.size), chunk.timeMs, rows);
        else
            streams.received(bytes, std::size_t(chunk.size), chunk.timeMs, rows);
        printRows(rows, streams, originMs, out);
    }
    if (!log->stop.clean)
        std::fprintf(out, "# %s\n", qPrintable(log->stop.describe()));
    return true;
}

bool isSessionLog(std::FILE *in)
{
    char magic[8] = {};
    const std::size_t got = std::fread(magic, 1, sizeof magic, in);
    std::rewind(in);
    return got == sizeof magic && std::memcmp(magic, robodash::link::logformat::kMagic, sizeof magic) == 0;
}

}  // namespace

bool annotateStream(const std::string &family, std::FILE *in, const char *name, const char *path,
                    std::FILE *out)
{
    if (path && in != stdin && isSessionLog(in))
        return annotateLog(path, out);
    const auto *descriptor = familyNamed(family);
    robodash::core::WireStreams streams(descriptor ? descriptor->annotator : nullptr);
    printCoverage(streams, out);
    std::int64_t originMs = -1;
    std::vector<WireFrame> rows;
    return readStream(in, name, [&](const std::uint8_t *data, std::size_t size) {
        rows.clear();
        streams.received(data, size, 0, rows);  // a raw capture has no times
        printRows(rows, streams, originMs, out);
    });
}

#pragma once
// Where an attachment's data lies in an MCAP file, found without reading the data into
// memory: MCAP stores attachments uncompressed, so a large one (a RoboDash export's session
// log, McapSessionLog) can be read straight from the file, a page at a time. The attachment's
// CRC is checked on the way, over blocks of a MiB, as McapReader::readAttachment checks it
// over the whole data.

#include "McapFileInput.h"
#include "McapFormat.h"

#include <cstdint>
#include <string>

namespace robodash::mcap {

class McapAttachmentSpan {
public:
    std::uint64_t dataOffset = 0;  // of the data's first byte in the file
    std::uint64_t dataSize = 0;

    // The span of the attachment `index` names in `file`; false and a sentence when the
    // record is not an attachment, runs past the file or fails its CRC.
    static bool locate(McapFileInput &file, const AttachmentIndex &index, McapAttachmentSpan &span,
                       std::string *error);
    // The same span without reading the data for its CRC: for a look at its first bytes.
    static bool find(McapFileInput &file, const AttachmentIndex &index, McapAttachmentSpan &span,
                     std::string *error);

private:
    // The record's fields up to the data, read into `head` and checked against the index.
    static bool readFields(McapFileInput &file, const AttachmentIndex &index, McapAttachmentSpan &span,
                           std::string &head, std::string *error);
};

}  // namespace robodash::mcap

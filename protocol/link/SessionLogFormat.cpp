#include "link/SessionLogFormat.h"

#include "link/mcap/Crc32.h"

namespace robodash::link::logformat {

// The same CRC-32 as MCAP's: one implementation (sliced by 8) for both formats.
quint32 crc32(const char *data, std::size_t size, quint32 crc)
{
    mcap::Crc32 sum(crc);
    sum.update(data, size);
    return sum.value();
}

}  // namespace robodash::link::logformat

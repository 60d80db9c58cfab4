#include "ZstdCodec.h"

#include <zstd.h>

namespace robodash::mcap {

std::string ZstdCodec::compress(const std::string &input, int level)
{
    std::string output(ZSTD_compressBound(input.size()), '\0');
    const std::size_t written = ZSTD_compress(output.data(), output.size(), input.data(),
                                              input.size(), level);
    if (ZSTD_isError(written))
        return {};  // cannot happen with a bound-sized buffer; the caller stores it raw then
    output.resize(written);
    return output;
}

bool ZstdCodec::decompress(const std::uint8_t *input, std::size_t size, std::size_t expectedSize,
                           std::string &output, std::string *error)
{
    // A frame that says its size (every zstd writer of MCAP does) is checked before anything
    // is allocated: a damaged size field then costs nothing.
    const unsigned long long declared = ZSTD_getFrameContentSize(input, size);
    if (declared == ZSTD_CONTENTSIZE_ERROR) {
        *error = "the chunk is not zstd data";
        return false;
    }
    if (declared != ZSTD_CONTENTSIZE_UNKNOWN && declared != expectedSize) {
        *error = "the chunk's zstd frame holds " + std::to_string(declared) + " bytes, not the "
                 + std::to_string(expectedSize) + " the chunk declares";
        return false;
    }
    output.assign(expectedSize, '\0');
    const std::size_t written = ZSTD_decompress(output.data(), output.size(), input, size);
    if (ZSTD_isError(written)) {
        *error = std::string("zstd cannot decompress the chunk: ") + ZSTD_getErrorName(written);
        return false;
    }
    if (written != expectedSize) {
        *error = "the chunk decompresses to " + std::to_string(written) + " bytes, not the "
                 + std::to_string(expectedSize) + " it declares";
        return false;
    }
    return true;
}

}  // namespace robodash::mcap

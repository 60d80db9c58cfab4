#include "McapFileInput.h"

#include <cerrno>
#include <cstring>

namespace robodash::mcap {

McapFileInput::~McapFileInput()
{
    if (m_file)
        std::fclose(m_file);
}

bool McapFileInput::open(const std::string &path, std::string *error)
{
    errno = 0;
    m_file = std::fopen(path.c_str(), "rb");
    if (!m_file || fseeko(m_file, 0, SEEK_END) != 0) {
        *error = "cannot read " + path + ": " + std::strerror(errno);
        return false;
    }
    m_size = std::uint64_t(ftello(m_file));
    return true;
}

void McapFileInput::openMemory(std::string bytes)
{
    m_memory = std::move(bytes);
    m_size = m_memory.size();
}

bool McapFileInput::read(std::uint64_t offset, std::uint64_t count, std::string &out)
{
    if (offset > m_size || count > m_size - offset) {
        m_error = "the file ends at byte " + std::to_string(m_size) + ", before the "
                  + std::to_string(count) + " bytes at byte " + std::to_string(offset);
        return false;
    }
    out.resize(count);
    if (count == 0)
        return true;
    if (!m_file) {
        out.assign(m_memory, std::size_t(offset), std::size_t(count));
        return true;
    }
    if (fseeko(m_file, off_t(offset), SEEK_SET) != 0
        || std::fread(out.data(), 1, count, m_file) != count) {
        m_error = std::string("cannot read the file: ") + std::strerror(errno);
        return false;
    }
    return true;
}

}  // namespace robodash::mcap

#pragma once
// Appends MCAP's little-endian fields to a byte string: the writer builds every record's
// content here before it knows the content's length.

#include <cstdint>
#include <cstring>
#include <map>
#include <string>

namespace robodash::mcap {

class ByteWriter {
public:
    void u8(std::uint8_t value) { m_bytes.push_back(char(value)); }
    void u16(std::uint16_t value) { little(value, 2); }
    void u32(std::uint32_t value) { little(value, 4); }
    void u64(std::uint64_t value) { little(value, 8); }
    void raw(const void *data, std::size_t size) { m_bytes.append(static_cast<const char *>(data), size); }
    // u32 length, then the bytes.
    void string(const std::string &text)
    {
        u32(std::uint32_t(text.size()));
        m_bytes += text;
    }
    void stringMap(const std::map<std::string, std::string> &map)
    {
        ByteWriter entries;
        for (const auto &[key, value] : map) {
            entries.string(key);
            entries.string(value);
        }
        string(entries.bytes());  // a map is its byte length, then its entries
    }
    // A record: opcode, content length (u64), content.
    void record(std::uint8_t opcode, const std::string &content)
    {
        u8(opcode);
        u64(content.size());
        m_bytes += content;
    }

    const std::string &bytes() const { return m_bytes; }
    std::size_t size() const { return m_bytes.size(); }
    void clear() { m_bytes.clear(); }

private:
    void little(std::uint64_t value, int bytes)
    {
        for (int i = 0; i < bytes; ++i)
            m_bytes.push_back(char((value >> (8 * i)) & 0xFFu));
    }

    std::string m_bytes;
};

}  // namespace robodash::mcap

#pragma once
// Reads the fields of one CDR message (XCDR1, little-endian, after its 4-byte encapsulation
// header) in order, for tests that check what an MCAP export holds. Alignment counts from the
// first byte after the header, as CDR's does. Reading past the end gives zeros and sets
// failed(): a test then fails on the values, never reads out of bounds.

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

class CdrCursor {
public:
    CdrCursor(const std::uint8_t *data, std::size_t size)
        : m_data(data + 4), m_size(size >= 4 ? size - 4 : 0), m_failed(size < 4)
    {
    }

    template <class T>
    T number()
    {
        align(sizeof(T));
        T value{};
        if (take(sizeof(T)))
            std::memcpy(&value, m_data + m_position - sizeof(T), sizeof(T));
        return value;
    }
    std::string string()
    {
        const auto size = number<std::uint32_t>();  // with the closing NUL
        if (size == 0 || !take(size))
            return {};
        return std::string(reinterpret_cast<const char *>(m_data + m_position - size), size - 1);
    }
    template <class T>
    std::vector<T> sequence()
    {
        const auto count = number<std::uint32_t>();
        std::vector<T> values;
        for (std::uint32_t i = 0; i < count && !m_failed; ++i)
            values.push_back(number<T>());
        return values;
    }
    bool failed() const { return m_failed; }

private:
    void align(std::size_t size)
    {
        m_position = (m_position + size - 1) / size * size;
    }
    bool take(std::size_t size)
    {
        if (m_failed || m_position > m_size || size > m_size - m_position) {
            m_failed = true;
            return false;
        }
        m_position += size;
        return true;
    }

    const std::uint8_t *m_data;
    std::size_t m_size;
    std::size_t m_position = 0;
    bool m_failed;
};

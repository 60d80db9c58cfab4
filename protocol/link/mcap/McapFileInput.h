#pragma once
// Random access to the bytes of a file that may be larger than memory: the reader asks for
// one record (or one block) at a time at an offset, and is told plainly when the file ends
// before it.

#include <cstdint>
#include <cstdio>
#include <string>

namespace robodash::mcap {

class McapFileInput {
public:
    McapFileInput() = default;
    ~McapFileInput();
    McapFileInput(const McapFileInput &) = delete;
    McapFileInput &operator=(const McapFileInput &) = delete;

    bool open(const std::string &path, std::string *error);
    // The bytes in memory instead of a file (the fuzz target, tests).
    void openMemory(std::string bytes);
    std::uint64_t size() const { return m_size; }
    // Exactly `count` bytes at `offset` into `out`; false when the file is shorter or
    // unreadable (error() then says which).
    bool read(std::uint64_t offset, std::uint64_t count, std::string &out);
    const std::string &error() const { return m_error; }

private:
    std::FILE *m_file = nullptr;
    std::string m_memory;  // when no file is open
    std::uint64_t m_size = 0;
    std::string m_error;
};

}  // namespace robodash::mcap

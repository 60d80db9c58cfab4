#pragma once
// An independent Rover Pro host for the tests: it speaks only bytes, with none of
// RoboDash's Rover codec. Packets are built by hand (`253, left, right, flipper, param1,
// param2, 255 - sum % 255`) and replies are checked by hand, so a shared misreading of the
// protocol in the codec cannot hide in both ends.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

class RoverByteHost {
public:
    RoverByteHost() = default;
    ~RoverByteHost();
    RoverByteHost(const RoverByteHost &) = delete;
    RoverByteHost &operator=(const RoverByteHost &) = delete;

    bool open(const std::string &path);  // raw mode, like a serial port at 57600 8N1
    void close();

    static std::uint8_t checksum(const std::vector<std::uint8_t> &body);
    static std::vector<std::uint8_t> packet(std::uint8_t left, std::uint8_t right,
                                            std::uint8_t param1, std::uint8_t param2,
                                            std::uint8_t flipper = 125);
    bool write(const std::vector<std::uint8_t> &bytes);

    struct Reply {
        std::uint8_t registerNumber = 0;
        std::uint16_t value = 0;
    };
    // Reads until a well-formed reply (start byte, checksum) arrives or `timeoutMs` passed;
    // bytes that form none are counted in strayBytes.
    std::optional<Reply> readReply(int timeoutMs);
    // Asks for a register (motors as given) and waits for the reply naming it.
    std::optional<std::uint16_t> request(std::uint8_t number, int timeoutMs = 2000,
                                         std::uint8_t motors = 125);

    std::size_t strayBytes = 0;

private:
    bool fill(int timeoutMs);

    int m_fd = -1;
    std::vector<std::uint8_t> m_buffer;
};

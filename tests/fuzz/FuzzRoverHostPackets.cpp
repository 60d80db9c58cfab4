// Fuzz target: any bytes a host might send, through the virtual Rover Pro's firmware (its
// packet finder and what it keeps), for both firmware lines. Beyond "no crash, no sanitizer
// report" it checks what must hold for every input:
// - fed whole or in the two chunks the first byte chooses, the firmware ends in the same
//   state: same counters, motor bytes and pending requests (a serial port chunks at will);
// - every byte is in a packet or discarded, at most a packet's worth still pending;
// - the pending requests stay bounded (one on the older line), and each is a register the
//   line answers, whose reply parses back to itself;
// - the motors are asked for finite speeds within the byte range.
#include "sim/rover/RegisterValues.h"
#include "sim/rover/RoverFirmware.h"

#include "rover/Checksum.h"
#include "rover/Reply.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using robodash::sim::RoverFirmware;

void require(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

bool sameState(const RoverFirmware &a, const RoverFirmware &b)
{
    const auto ca = a.counters(), cb = b.counters();
    return ca.packets == cb.packets && ca.badChecksums == cb.badChecksums
        && ca.discardedBytes == cb.discardedBytes && ca.requests == cb.requests
        && ca.flashWrites == cb.flashWrites && a.lastMotorBytes() == b.lastMotorBytes()
        && a.fanSpeed() == b.fanSpeed() && a.faultWord() == b.faultWord();
}

void checkRequests(RoverFirmware &firmware, std::size_t total)
{
    const auto counters = firmware.counters();
    require(counters.packets * robodash::rover::kHostPacketLength + counters.discardedBytes <= total,
            "more bytes accounted for than were fed");
    require(total - counters.packets * robodash::rover::kHostPacketLength - counters.discardedBytes
                <= 2 * robodash::rover::kHostPacketLength,
            "more than two packets' worth of bytes left pending");
    const std::vector<std::uint8_t> requests = firmware.takeRequests();
    const bool older = firmware.line() == robodash::rover::FirmwareLine::Older;
    require(requests.size() <= (older ? 1 : RoverFirmware::kMaxQueuedRequests),
            "pending requests unbounded");
    for (const std::uint8_t number : requests) {
        const auto value = robodash::sim::registerValue(number, {}, firmware);
        require(value.has_value(), "a queued request has no answer");
        const auto bytes = robodash::rover::encodeReply({number, *value});
        const auto parsed = robodash::rover::parseReply(bytes.data());
        require(parsed && parsed->registerNumber == number && parsed->value == *value,
                "a reply does not parse back");
    }
    const auto command = firmware.motorCommand(0);
    for (const double speed : {command.leftMps, command.rightMps, command.flipperEffort})
        require(std::isfinite(speed) && std::fabs(speed) <= 2.5, "motor command out of range");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    for (const std::uint16_t register40 : {std::uint16_t{10009}, std::uint16_t{10300}}) {
        RoverFirmware whole(register40), chunked(register40);
        whole.receive(data, size, 0);
        const std::size_t cut = size > 0 ? std::size_t{data[0]} % size : 0;
        chunked.receive(data, cut, 0);
        chunked.receive(data + cut, size - cut, 0);
        require(sameState(whole, chunked), "chunking changed what the firmware did");
        checkRequests(whole, size);
        whole.tick(400000, 0, 0);  // long silence: the watchdog holds the motors
        require(whole.motorCommand(400000).leftMps == 0, "motors run after 333 ms of silence");
    }
    return 0;
}

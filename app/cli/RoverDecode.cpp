// decode --robot rover: Rover Pro replies (`253, register, high, low, checksum`) found by
// the same ReplyFinder the driver uses, each as raw value and SI value with the register
// table's key and unit. SI values that depend on the firmware line (RPM, encoder interval)
// use the line of the latest register 40 reply read before them; until one is read the
// line is unknown, and the line says so.
#include "FamilyDecoders.h"
#include "JsonLine.h"

#include "rover/Firmware.h"
#include "rover/RegisterTable.h"
#include "rover/ReplyFinder.h"

#include <cinttypes>

using namespace robodash::rover;

namespace {

void printReply(std::FILE *out, std::uint64_t index, const Reply &reply, const FirmwareIdentity &firmware)
{
    const RegisterInfo *info = findRegister(reply.registerNumber);
    if (!info) {  // 72-82: the firmware has them, nobody documents them
        JsonLine("reply", index, "undocumented").integer("register", reply.registerNumber)
            .integer("raw", reply.value).write(out);
        return;
    }
    JsonLine line("reply", index, "register");
    line.integer("register", reply.registerNumber).text("name", info->key).integer("raw", reply.value)
        .real("value", info->toSi(reply.value, firmware)).text("unit", unitSymbol(info->unit));
    if (info->approximate)
        line.integer("approximate", 1);
    if (info->id == Register::BuildNumber)
        line.text("firmware", firmware.describe()).text("line", lineName(firmware.line));
    else
        line.text("firmware_line", lineName(firmware.line));
    line.write(out);
}

}  // namespace

bool decodeRoverStream(std::FILE *in, const char *name, std::FILE *out)
{
    ReplyFinder finder;
    FirmwareIdentity firmware;
    std::uint64_t index = 0;
    const ReplyFinder::ReplyHandler onReply = [&](const Reply &reply) {
        if (reply.registerNumber == numberOf(Register::BuildNumber))
            firmware = identifyFirmware(reply.value);
        printReply(out, index++, reply, firmware);
    };
    if (!readStream(in, name, [&](const std::uint8_t *data, std::size_t size) { finder.feed(data, size, onReply); }))
        return false;
    const FinderStats &stats = finder.stats();
    std::fprintf(out,
                 "{\"type\":\"summary\",\"replies\":%" PRIu64 ",\"checksum_errors\":%" PRIu64
                 ",\"implausible_replies\":%" PRIu64 ",\"overruled_replies\":%" PRIu64
                 ",\"discarded_bytes\":%" PRIu64 "}\n",
                 stats.goodFrames, stats.checksumErrors, stats.implausibleFrames, stats.overruledFrames,
                 stats.discardedBytes);
    return true;
}

// robodash-cli decode [--robot NAME] [FILE|-]: raw bytes a robot sent in, one JSON object
// per decoded unit out (a Kobuki sub-payload, a Rover Pro reply, an rFLEX report), then a
// summary line. Kobuki values are the raw protocol integers; the other families print SI
// values next to the raw ones (FamilyDecoders.h).
#include "CliFamilies.h"
#include "core/FamilyRegistry.h"
#include "CliCommand.h"
#include "CliCommands.h"
#include "FamilyDecoders.h"

#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

using namespace robodash::kobuki;

constexpr const char *kUsage =
    "usage: robodash-cli decode [--robot NAME] [--annotate] [FILE|-]\n"
    "\n"
    "Reads raw bytes from FILE (standard input when FILE is '-' or missing), finds every good\n"
    "Kobuki frame and prints one JSON object per decoded feedback sub-payload, one per line,\n"
    "with \"frame\" (0-based index of the good frame) and \"type\". Values are raw protocol\n"
    "integers. The last line has \"type\":\"summary\" with the finder's and decoder's counts.\n"
    "\n"
    "  --robot NAME   the family whose bytes these are: kobuki (default), rover, rflex.\n"
    "                 rover: one line per register reply (\"reply\", register, name, raw,\n"
    "                 SI value and unit; RPM and interval scales follow the latest register 40\n"
    "                 reply). rflex: one line per report frame (\"frame\", port, opcode, raw\n"
    "                 values and SI values; ATRV-Jr odometry units).\n"
    "  --annotate     the wire inspector's view as text instead: one line per frame (time, rx/tx,\n"
    "                 kind, ok/bad/discarded, length, hex), then one line per field (group,\n"
    "                 field, raw, value, unit). FILE may be a session log (.rdlog): then both\n"
    "                 directions are shown, in time order, and the log names the family.\n"
    "                 A raw capture has no times: its time column reads 0.\n";

// Builds one JSON line per sub-payload. Only integers and fixed strings are written, so no
// escaping is needed.
class JsonLinePrinter : public FeedbackHandler {
public:
    explicit JsonLinePrinter(std::FILE *out) : m_out(out) {}

    void setFrame(std::uint64_t index) { m_frame = index; }

    void onBasicSensors(const BasicSensors &v) override
    {
        begin("basic_sensors");
        field("time_stamp", v.timeStamp);
        field("bumper", v.bumper);
        field("wheel_drop", v.wheelDrop);
        field("cliff", v.cliff);
        field("left_encoder", v.leftEncoder);
        field("right_encoder", v.rightEncoder);
        field("left_pwm", v.leftPwm);
        field("right_pwm", v.rightPwm);
        field("buttons", v.buttons);
        field("charger", v.charger);
        field("battery", v.battery);
        field("over_current", v.overCurrent);
        end();
    }

    void onDockIr(const DockIr &v) override
    {
        begin("dock_ir");
        field("right", v.right);
        field("central", v.central);
        field("left", v.left);
        end();
    }

    void onInertia(const Inertia &v) override
    {
        begin("inertia");
        field("angle", v.angle);
        field("angle_rate", v.angleRate);
        end();
    }

    void onCliff(const Cliff &v) override
    {
        begin("cliff");
        array("bottom", v.bottom.data(), v.bottom.size());
        end();
    }

    void onCurrent(const Current &v) override
    {
        begin("current");
        array("current", v.current.data(), v.current.size());
        end();
    }

    void onHardwareVersion(const Version &v) override { version("hardware_version", v); }
    void onFirmwareVersion(const Version &v) override { version("firmware_version", v); }

    void onRawGyro(const RawGyro &v) override
    {
        begin("gyro_raw");
        field("frame_id", v.frameId);
        m_line += ",\"samples\":[";
        for (std::size_t s = 0; s < v.sampleCount; ++s) {
            if (s)
                m_line += ',';
            appendArray(v.samples[s].data(), v.samples[s].size());
        }
        m_line += ']';
        end();
    }

    void onGeneralPurposeInput(const GeneralPurposeInput &v) override
    {
        begin("gp_input");
        field("digital_input", v.digitalInput);
        array("analog_input", v.analogInput.data(), v.analogInput.size());
        end();
    }

    void onUdid(const Udid &v) override
    {
        begin("udid");
        array("udid", v.udid.data(), v.udid.size());
        end();
    }

    void onControllerInfo(const ControllerInfo &v) override
    {
        begin("controller_info");
        field("gain_type", v.type);
        field("p_gain", v.pGain);
        field("i_gain", v.iGain);
        field("d_gain", v.dGain);
        end();
    }

private:
    void begin(const char *type)
    {
        m_line = "{\"frame\":" + std::to_string(m_frame) + ",\"type\":\"" + type + '"';
    }

    template <typename Integer>
    void field(const char *name, Integer value)
    {
        m_line += ",\"";
        m_line += name;
        m_line += "\":";
        m_line += std::to_string(static_cast<long long>(value));
    }

    template <typename Integer>
    void appendArray(const Integer *values, std::size_t count)
    {
        m_line += '[';
        for (std::size_t i = 0; i < count; ++i) {
            if (i)
                m_line += ',';
            m_line += std::to_string(static_cast<long long>(values[i]));
        }
        m_line += ']';
    }

    template <typename Integer>
    void array(const char *name, const Integer *values, std::size_t count)
    {
        m_line += ",\"";
        m_line += name;
        m_line += "\":";
        appendArray(values, count);
    }

    void version(const char *type, const Version &v)
    {
        begin(type);
        m_line += ",\"version\":\"" + v.toString() + '"';
        end();
    }

    void end()
    {
        m_line += "}\n";
        std::fwrite(m_line.data(), 1, m_line.size(), m_out);
    }

    std::FILE *m_out;
    std::uint64_t m_frame = 0;
    std::string m_line;
};

struct DecodeTotals {
    std::uint64_t unknown = 0, malformed = 0;
};

void printSummary(std::FILE *out, const FrameFinderStats &stats, const DecodeTotals &totals)
{
    std::fprintf(out,
                 "{\"type\":\"summary\",\"frames\":%" PRIu64 ",\"checksum_errors\":%" PRIu64
                 ",\"discarded_bytes\":%" PRIu64 ",\"unknown_subpayloads\":%" PRIu64
                 ",\"malformed_subpayloads\":%" PRIu64 "}\n",
                 stats.goodFrames, stats.checksumErrors, stats.discardedBytes, totals.unknown,
                 totals.malformed);
}

// Returns false (after saying why on stderr) when the input could not be read to the end.
bool decodeStream(std::FILE *in, const char *name, std::FILE *out)
{
    FrameFinder finder;
    JsonLinePrinter printer(out);
    DecodeTotals totals;
    std::uint64_t frameIndex = 0;
    const FrameFinder::FrameHandler onFrame = [&](const std::uint8_t *payload,
                                                  std::size_t length) {
        printer.setFrame(frameIndex++);
        const FeedbackParseCounts counts = parseFeedback(payload, length, printer);
        totals.unknown += counts.unknown;
        totals.malformed += counts.malformed;
    };
    std::vector<std::uint8_t> chunk(64 * 1024);
    std::size_t got = 0;
    while ((got = std::fread(chunk.data(), 1, chunk.size(), in)) > 0)
        finder.feed(chunk.data(), got, onFrame);
    if (std::ferror(in)) {
        std::fprintf(stderr, "robodash-cli decode: cannot read '%s': %s\n", name,
                     std::strerror(errno));
        return false;
    }
    printSummary(out, finder.stats(), totals);
    return true;
}

bool decodeFamilyStream(const std::string &family, std::FILE *in, const char *name, std::FILE *out)
{
    const CliFamily *cli = CliFamilies::find(family);
    if (!cli || !cli->decodeStream) {
        std::fprintf(stderr, "robodash-cli decode: the %s family's bytes have no decoder here\n", family.c_str());
        return false;
    }
    return cli->decodeStream(in, name, out);
}

}  // namespace

bool decodeKobukiStream(std::FILE *in, const char *name, std::FILE *out)
{
    return decodeStream(in, name, out);
}

bool readStream(std::FILE *in, const char *name, const ByteSink &sink)
{
    std::vector<std::uint8_t> chunk(64 * 1024);
    std::size_t got = 0;
    while ((got = std::fread(chunk.data(), 1, chunk.size(), in)) > 0)
        sink(chunk.data(), got);
    if (std::ferror(in)) {
        std::fprintf(stderr, "robodash-cli decode: cannot read '%s': %s\n", name, std::strerror(errno));
        return false;
    }
    return true;
}

int runDecodeCommand(int argc, char **argv)
{
    const char *path = "-";
    bool havePath = false;
    std::string family = robodash::core::FamilyRegistry::kDefaultFamily;
    bool annotate = false;
    const CliCommand command("decode");
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--help" || argument == "-h") {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (argument == "--annotate") {
            annotate = true;
            continue;
        }
        if (argument == "--robot") {
            if (!command.readRobot(argc, argv, &i, &family))
                return 2;
            continue;
        }
        if (argument.size() > 1 && argument[0] == '-') {
            std::fprintf(stderr, "robodash-cli decode: unknown option '%s' (try --help)\n",
                         argv[i]);
            return 2;
        }
        if (havePath) {
            std::fprintf(stderr, "robodash-cli decode: only one input file, got '%s' too\n",
                         argv[i]);
            return 2;
        }
        path = argv[i];
        havePath = true;
    }
    const bool fromStdin = std::strcmp(path, "-") == 0;
    std::FILE *in = fromStdin ? stdin : std::fopen(path, "rb");
    if (!in) {
        std::fprintf(stderr, "robodash-cli decode: cannot open '%s': %s\n", path,
                     std::strerror(errno));
        return 1;
    }
    const char *name = fromStdin ? "standard input" : path;
    const bool ok = annotate ? annotateStream(family, in, name, fromStdin ? nullptr : path, stdout)
                             : decodeFamilyStream(family, in, name, stdout);
    if (!fromStdin)
        std::fclose(in);
    return ok ? 0 : 1;
}

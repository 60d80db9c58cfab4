#include "KobukiWireAnnotator.h"

#include "CommandParser.h"
#include "Conversions.h"
#include "FeedbackParser.h"
#include "FrameFinder.h"
#include "core/AnnotationBuilder.h"

#include <iterator>

namespace robodash::kobuki {

using core::AnnotationBuilder;

namespace {

constexpr std::size_t kFrameOverhead = 4;  // AA 55, LEN, CS

class KobukiScanner : public core::FrameScanner {
public:
    KobukiScanner()
        : m_onFrame([this](const std::uint8_t *, std::size_t length) {
              m_frames->push_back(length + kFrameOverhead);
          })
    {
    }
    void feed(const std::uint8_t *data, std::size_t size, std::vector<std::size_t> &frameSizes) override
    {
        m_frames = &frameSizes;
        m_finder.feed(data, size, m_onFrame);
    }
    std::size_t heldBytes() const override { return m_finder.pendingBytes(); }
    std::uint64_t badFrames() const override { return m_finder.stats().checksumErrors; }

private:
    FrameFinder m_finder;
    std::vector<std::size_t> *m_frames = nullptr;
    FrameFinder::FrameHandler m_onFrame;  // built once: the finder is fed a byte at a time
};

std::string namedBits(std::uint32_t raw, std::initializer_list<std::pair<std::uint32_t, const char *>> names)
{
    std::string text;
    for (const auto &[mask, name] : names) {
        if (!(raw & mask))
            continue;
        if (!text.empty())
            text += ", ";
        text += name;
    }
    return text.empty() ? "none" : text;
}

std::string chargerText(std::uint8_t raw)
{
    const char *source = (raw & bits::kChargerAdapterBit) ? "adapter" : "dock";
    switch (raw & bits::kChargerStateMask) {
    case 0:
        return "discharging";
    case 2:
        return std::string("charged (") + source + ")";
    case 6:
        return std::string("charging (") + source + ")";
    default:
        return "unknown state";
    }
}

std::string dockIrText(std::uint8_t raw)
{
    return namedBits(raw, {{bits::kNearLeft, "near left"}, {bits::kNearCenter, "near centre"},
                           {bits::kNearRight, "near right"}, {bits::kFarLeft, "far left"},
                           {bits::kFarCenter, "far centre"}, {bits::kFarRight, "far right"}});
}

void gains(AnnotationBuilder &b, std::uint8_t type, std::uint32_t p, std::uint32_t i, std::uint32_t d)
{
    b.text("type", type, type == 0 ? "factory default" : "user configured");
    b.value("P", p, gainFromWire(p), 3, "");
    b.value("I", i, gainFromWire(i), 3, "");
    b.value("D", d, gainFromWire(d), 3, "");
}

class FeedbackAnnotator : public FeedbackHandler {
public:
    explicit FeedbackAnnotator(AnnotationBuilder &builder) : b(builder) {}

    void onBasicSensors(const BasicSensors &s) override
    {
        b.group("basic sensors");
        b.value("time stamp", s.timeStamp, s.timeStamp / 1000.0, 3, "s");
        b.bits("bumper", s.bumper, 2, namedBits(s.bumper, {{bits::kRight, "right"}, {bits::kCentre, "centre"}, {bits::kLeft, "left"}}));
        b.bits("wheel drop", s.wheelDrop, 2, namedBits(s.wheelDrop, {{bits::kWheelRight, "right"}, {bits::kWheelLeft, "left"}}));
        b.bits("cliff", s.cliff, 2, namedBits(s.cliff, {{bits::kRight, "right"}, {bits::kCentre, "centre"}, {bits::kLeft, "left"}}));
        b.value("left encoder", s.leftEncoder, ticksToMetres(s.leftEncoder), 3, "m (mod 2^16 ticks)");
        b.value("right encoder", s.rightEncoder, ticksToMetres(s.rightEncoder), 3, "m (mod 2^16 ticks)");
        b.raw("left PWM", s.leftPwm);
        b.raw("right PWM", s.rightPwm);
        b.bits("buttons", s.buttons, 2, namedBits(s.buttons, {{bits::kButton0, "B0"}, {bits::kButton1, "B1"}, {bits::kButton2, "B2"}}));
        b.field("charger", AnnotationBuilder::hex(s.charger, 2), chargerText(s.charger), "");
        b.value("battery", s.battery, batteryVolts(s.battery), 1, "V");
        b.bits("over current", s.overCurrent, 2, namedBits(s.overCurrent, {{bits::kOverCurrentLeft, "left"}, {bits::kOverCurrentRight, "right"}}));
    }
    void onDockIr(const DockIr &s) override
    {
        b.group("dock IR");
        b.bits("right", s.right, 2, dockIrText(s.right));
        b.bits("central", s.central, 2, dockIrText(s.central));
        b.bits("left", s.left, 2, dockIrText(s.left));
    }
    void onInertia(const Inertia &s) override
    {
        b.group("inertia");
        b.value("angle", s.angle, inertiaAngleToRadians(s.angle), 4, "rad");
        b.value("angle rate", s.angleRate, inertiaRateToRadiansPerSecond(s.angleRate), 4, "rad/s");
    }
    void onCliff(const Cliff &s) override
    {
        b.group("cliff PSD");
        b.raw("right", s.bottom[0]);
        b.raw("central", s.bottom[1]);
        b.raw("left", s.bottom[2]);
    }
    void onCurrent(const Current &s) override
    {
        b.group("current");
        b.value("left", s.current[0], motorCurrentAmperes(s.current[0]), 2, "A");
        b.value("right", s.current[1], motorCurrentAmperes(s.current[1]), 2, "A");
    }
    void onHardwareVersion(const Version &v) override { version("hardware version", v); }
    void onFirmwareVersion(const Version &v) override { version("firmware version", v); }
    void onRawGyro(const RawGyro &g) override
    {
        b.group("raw gyro");
        b.raw("frame id", g.frameId);
        for (std::size_t s = 0; s < g.sampleCount; ++s) {
            const auto robot = rawGyroToRobotRadiansPerSecond(g.samples[s]);
            const char *axes[] = {"x", "y", "z"};
            for (std::size_t axis = 0; axis < 3; ++axis)
                b.value("sample " + std::to_string(s) + " " + axes[axis], g.samples[s][axis],
                        robot[axis], 4, std::string("rad/s (robot ") + axes[axis] + ")");
        }
    }
    void onGeneralPurposeInput(const GeneralPurposeInput &s) override
    {
        b.group("general purpose input");
        b.bits("digital", s.digitalInput, 4, "");
        for (std::size_t i = 0; i < 4; ++i)
            b.value("analog " + std::to_string(i), s.analogInput[i], analogInputVolts(s.analogInput[i]), 3, "V");
    }
    void onUdid(const Udid &u) override
    {
        b.group("UDID");
        for (std::size_t i = 0; i < 3; ++i)
            b.field("word " + std::to_string(i), AnnotationBuilder::hex(u.udid[i], 8), "", "");
        b.field("UDID", "", u.toString(), "");
    }
    void onControllerInfo(const ControllerInfo &c) override
    {
        b.group("controller info");
        gains(b, c.type, c.pGain, c.iGain, c.dGain);
    }
    void onUnknown(std::uint8_t id, std::size_t length) override { unknown(b, id, length); }
    void onMalformed(std::uint8_t id, std::size_t length) override { malformed(b, id, length); }

    static void unknown(AnnotationBuilder &b, std::uint8_t id, std::size_t length)
    {
        b.group("id " + std::to_string(id));
        b.text("unknown sub-payload", static_cast<std::int64_t>(length), "skipped by its length");
    }
    static void malformed(AnnotationBuilder &b, std::uint8_t id, std::size_t length)
    {
        b.group("id " + std::to_string(id));
        b.text("malformed sub-payload", static_cast<std::int64_t>(length), "length does not fit the id");
    }

private:
    void version(const char *group, const Version &v)
    {
        b.group(group);
        b.field("version", std::to_string(v.patch) + " " + std::to_string(v.minor) + " " + std::to_string(v.major),
                v.toString(), "");
    }
    AnnotationBuilder &b;
};

class CommandAnnotator : public CommandHandler {
public:
    explicit CommandAnnotator(AnnotationBuilder &builder) : b(builder) {}

    void onBaseControl(const BaseControl &c) override
    {
        b.group("base control");
        b.value("speed", c.speed, c.speed / 1000.0, 3, "m/s");
        const char *radius = c.radius == 0 ? "straight" : c.radius == 1 ? "spin in place" : "";
        if (*radius)
            b.text("radius", c.radius, radius);
        else
            b.value("radius", c.radius, c.radius / 1000.0, 3, "m");
    }
    void onSound(const Sound &s) override
    {
        b.group("sound");
        b.value("note", s.note, frequencyFromNote(s.note), 1, "Hz");
        b.value("duration", s.durationMs, s.durationMs / 1000.0, 3, "s");
    }
    void onSoundSequence(SoundSequence s) override
    {
        static const char *names[] = {"on", "off", "recharge", "button", "error", "cleaning start", "cleaning end"};
        const auto index = static_cast<std::size_t>(s);
        b.group("sound sequence");
        b.text("sequence", static_cast<std::int64_t>(index), index < std::size(names) ? names[index] : "unknown");
    }
    void onRequestExtra(const RequestExtra &r) override
    {
        b.group("request extra");
        b.bits("flags", r.flags, 4, namedBits(r.flags, {{RequestExtra::kHardwareVersion, "hardware version"},
                                                        {RequestExtra::kFirmwareVersion, "firmware version"},
                                                        {RequestExtra::kUdid, "UDID"}}));
    }
    void onGeneralPurposeOutput(const GeneralPurposeOutput &o) override
    {
        b.group("general purpose output");
        b.bits("word", o.word, 4, "");
        b.bits("digital outputs", o.word & GeneralPurposeOutput::kDigitalOutputMask, 1, "");
        b.bits("power rails", (o.word & GeneralPurposeOutput::kPowerRailMask) >> 4, 1, "");
        b.bits("LEDs", (o.word & GeneralPurposeOutput::kLedMask) >> 8, 1, "");
    }
    void onSetControllerGain(const SetControllerGain &g) override
    {
        b.group("set controller gain");
        gains(b, g.type, g.pGain, g.iGain, g.dGain);
    }
    void onGetControllerGain(const GetControllerGain &) override
    {
        b.group("get controller gain");
        b.field("request", "", "gains asked for", "");
    }
    void onUnknown(std::uint8_t id, std::size_t length) override { FeedbackAnnotator::unknown(b, id, length); }
    void onMalformed(std::uint8_t id, std::size_t length) override { FeedbackAnnotator::malformed(b, id, length); }

private:
    AnnotationBuilder &b;
};

// A frame's payload, or nothing when the bytes are not one whole Kobuki frame.
bool payloadOf(const std::uint8_t *bytes, std::size_t size, const std::uint8_t *&payload,
               std::size_t &length)
{
    if (!bytes || size < kFrameOverhead || bytes[0] != 0xAA || bytes[1] != 0x55
        || bytes[2] + kFrameOverhead != size)
        return false;
    payload = bytes + 3;
    length = bytes[2];
    return true;
}

}  // namespace

std::unique_ptr<core::FrameScanner> KobukiWireAnnotator::makeScanner(core::WireDirection) const
{
    return std::make_unique<KobukiScanner>();  // feedback and commands share the framing
}

std::string KobukiWireAnnotator::kindOf(const std::uint8_t *bytes, std::size_t size,
                                        core::WireDirection direction) const
{
    const std::uint8_t *payload = nullptr;
    std::size_t length = 0;
    if (!payloadOf(bytes, size, payload, length))
        return "not a frame";
    if (direction == core::WireDirection::Received)
        return payload[0] == kBasicSensorsId ? "feedback" : annotate(bytes, size, direction).kind;
    return annotate(bytes, size, direction).kind;
}

core::FrameAnnotation KobukiWireAnnotator::annotate(const std::uint8_t *bytes, std::size_t size,
                                                    core::WireDirection direction) const
{
    core::FrameAnnotation annotation;
    const std::uint8_t *payload = nullptr;
    std::size_t length = 0;
    if (!payloadOf(bytes, size, payload, length)) {
        annotation.kind = "not a frame";
        annotation.note = "not one whole AA 55 LEN payload CS frame";
        return annotation;
    }
    AnnotationBuilder builder(annotation);
    builder.group("frame");
    builder.raw("length", static_cast<std::int64_t>(length));
    builder.field("checksum", AnnotationBuilder::hex(bytes[size - 1], 2), "XOR of LEN..CS is 0", "");
    if (direction == core::WireDirection::Received) {
        FeedbackAnnotator handler(builder);
        parseFeedback(payload, length, handler);
    } else {
        CommandAnnotator handler(builder);
        parseCommands(payload, length, handler);
    }
    // The kind is the first sub-payload's group: "basic sensors" streams, the rest answer.
    annotation.kind = annotation.fields.size() > 2 ? annotation.fields[2].group : "empty";
    if (direction == core::WireDirection::Received && annotation.kind == "basic sensors")
        annotation.kind = "feedback";
    return annotation;
}

}  // namespace robodash::kobuki

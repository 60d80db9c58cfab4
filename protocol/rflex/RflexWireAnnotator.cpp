#include "rflex/RflexWireAnnotator.h"

#include "core/AnnotationBuilder.h"
#include "core/WireText.h"
#include "rflex/FrameFinder.h"
#include "rflex/Opcodes.h"

namespace robodash::rflex {

using core::AnnotationBuilder;

namespace {

class RflexScanner : public core::FrameScanner {
public:
    RflexScanner() : m_onFrame([this](const FrameView &) { m_ended = true; }) {}

    // A frame's raw size (stuffing and delimiters included) is what the finder's count of
    // good-frame bytes grew by while the byte that ended it was fed.
    void feed(const std::uint8_t *data, std::size_t size, std::vector<std::size_t> &frameSizes) override
    {
        for (std::size_t i = 0; i < size; ++i) {
            const std::uint64_t before = m_finder.stats().goodFrameBytes;
            m_ended = false;
            m_finder.feed(data + i, 1, m_onFrame);
            if (m_ended)
                frameSizes.push_back(std::size_t(m_finder.stats().goodFrameBytes - before));
        }
    }
    std::size_t heldBytes() const override { return m_finder.pendingBytes(); }
    std::uint64_t badFrames() const override { return m_finder.stats().badFrames; }

private:
    FrameFinder m_finder;
    bool m_ended = false;
    FrameFinder::FrameHandler m_onFrame;
};

const char *portName(std::uint8_t port)
{
    switch (Port(port)) {
    case Port::System: return "system";
    case Port::Motion: return "motion";
    case Port::Joystick: return "joystick";
    case Port::Sonar: return "sonar";
    case Port::DigitalIo: return "digital io";
    case Port::InfraRed: return "infrared";
    }
    return "port";
}

std::string opcodeName(std::uint8_t port, std::uint8_t opcode, bool received)
{
    switch (Port(port)) {
    case Port::System:
        if (opcode == sys::kStatus) return received ? "status" : "status request";
        if (opcode == sys::kLcdDump) return "lcd dump";
        break;
    case Port::Motion:
        switch (opcode) {
        case motion::kSystemReport: return "axis report";
        case motion::kSystemReportRequest: return "report request";
        case motion::kBrakeSet: return "brake set";
        case motion::kBrakeRelease: return "brake release";
        case motion::kSetDefaults: return "set defaults";
        case motion::kAxisSetDirection: return "axis set direction";
        case motion::kAxisSetPosition: return "axis set position";
        case motion::kAxisGetSystem: return "axis get system";
        }
        break;
    case Port::Sonar:
        if (opcode == sonar::kReport) return "sonar report";
        if (opcode == sonar::kRun) return "sonar run";
        if (opcode == sonar::kGetUpdate) return "sonar get update";
        break;
    case Port::Joystick:
        return "joystick";
    case Port::DigitalIo:
        if (opcode == dio::kReport || opcode == dio::kUpdate) return "bump report";
        if (opcode == dio::kReportsRequest) return received ? "dio reports ack" : "dio reports request";
        if (opcode == dio::kSet) return "dio set";
        return "digital io";
    case Port::InfraRed:
        break;
    }
    return std::string(portName(port)) + " opcode " + std::to_string(opcode);
}

// The frame's body, unstuffed by the same finder, or false when `bytes` are not one frame.
bool viewOf(const std::uint8_t *bytes, std::size_t size, FrameView &view, std::vector<std::uint8_t> &data)
{
    FrameFinder finder;
    int frames = 0;
    finder.feed(bytes, size, [&](const FrameView &found) {
        view = found;
        data.assign(found.data, found.data + found.length);
        ++frames;
    });
    view.data = data.data();
    return frames == 1 && finder.stats().discardedBytes == 0;
}

}  // namespace

std::unique_ptr<core::FrameScanner> RflexWireAnnotator::makeScanner(core::WireDirection) const
{
    return std::make_unique<RflexScanner>();  // both directions share the framing
}

core::FrameAnnotation RflexWireAnnotator::annotate(const std::uint8_t *bytes, std::size_t size,
                                                   core::WireDirection direction) const
{
    core::FrameAnnotation annotation;
    FrameView view;
    std::vector<std::uint8_t> data;
    if (!bytes || !viewOf(bytes, size, view, data)) {
        annotation.kind = "not a frame";
        annotation.note = "not one whole 1B 02 ... 1B 03 frame";
        return annotation;
    }
    annotation.kind = opcodeName(view.port, view.opcode, direction == core::WireDirection::Received);
    AnnotationBuilder b(annotation);
    b.group("frame");
    b.text("port", view.port, portName(view.port));
    b.raw("id", view.id);
    b.text("opcode", view.opcode, annotation.kind);
    b.raw("length", static_cast<std::int64_t>(view.length));
    b.field("data", core::wireHex(data.data(), data.size()), "", "");
    return annotation;
}

std::string RflexWireAnnotator::coverage() const
{
    return "rFLEX: port, opcode, id and data bytes only; the report's fields in SI are in the "
           "rFLEX panels and `robodash-cli decode --robot rflex`";
}

}  // namespace robodash::rflex

#pragma once
// Splits a feedback frame's payload into sub-payloads and decodes each into its struct.
// Unknown ids are skipped by their length byte; a sub-payload whose length does not fit
// its id, or that runs past the frame, is reported as malformed and the rest is still used
// where the length byte lets us continue.

#include "Feedback.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace robodash::kobuki {

class FeedbackHandler {
public:
    virtual ~FeedbackHandler() = default;
    virtual void onBasicSensors(const BasicSensors &) {}
    virtual void onDockIr(const DockIr &) {}
    virtual void onInertia(const Inertia &) {}
    virtual void onCliff(const Cliff &) {}
    virtual void onCurrent(const Current &) {}
    virtual void onHardwareVersion(const Version &) {}
    virtual void onFirmwareVersion(const Version &) {}
    virtual void onRawGyro(const RawGyro &) {}
    virtual void onGeneralPurposeInput(const GeneralPurposeInput &) {}
    virtual void onUdid(const Udid &) {}
    virtual void onControllerInfo(const ControllerInfo &) {}
    virtual void onUnknown(std::uint8_t /*id*/, std::size_t /*length*/) {}
    virtual void onMalformed(std::uint8_t /*id*/, std::size_t /*length*/) {}
};

struct FeedbackParseCounts {
    std::uint32_t decoded = 0, unknown = 0, malformed = 0;
};

FeedbackParseCounts parseFeedback(const std::uint8_t *payload, std::size_t length,
                                  FeedbackHandler &handler);

// Everything one frame carried, for callers that want a value rather than callbacks.
struct FeedbackFrame {
    std::optional<BasicSensors> basicSensors;
    std::optional<DockIr> dockIr;
    std::optional<Inertia> inertia;
    std::optional<Cliff> cliff;
    std::optional<Current> current;
    std::optional<Version> hardwareVersion;
    std::optional<Version> firmwareVersion;
    std::optional<RawGyro> rawGyro;
    std::optional<GeneralPurposeInput> generalPurposeInput;
    std::optional<Udid> udid;
    std::optional<ControllerInfo> controllerInfo;
    FeedbackParseCounts counts;
};

FeedbackFrame decodeFeedbackFrame(const std::uint8_t *payload, std::size_t length);

// Single sub-payload decoders: `data` is the data field only (after id and length).
// They return nothing when `length` does not fit the id.
std::optional<BasicSensors> decodeBasicSensors(const std::uint8_t *data, std::size_t length);
std::optional<DockIr> decodeDockIr(const std::uint8_t *data, std::size_t length);
std::optional<Inertia> decodeInertia(const std::uint8_t *data, std::size_t length);
std::optional<Cliff> decodeCliff(const std::uint8_t *data, std::size_t length);
std::optional<Current> decodeCurrent(const std::uint8_t *data, std::size_t length);
std::optional<Version> decodeVersion(const std::uint8_t *data, std::size_t length);
std::optional<RawGyro> decodeRawGyro(const std::uint8_t *data, std::size_t length);
std::optional<GeneralPurposeInput> decodeGeneralPurposeInput(const std::uint8_t *data,
                                                             std::size_t length);
std::optional<Udid> decodeUdid(const std::uint8_t *data, std::size_t length);
std::optional<ControllerInfo> decodeControllerInfo(const std::uint8_t *data, std::size_t length);

}  // namespace robodash::kobuki

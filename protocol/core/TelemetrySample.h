#pragma once
// One decoded frame as it crosses from the link's worker thread to its readers: the core
// every common widget and exporter reads, plus the family's own typed frame. It is one
// value, so it crosses threads in one queued signal; the frame is shared, never copied.

#include "core/FamilyFrame.h"
#include "core/TelemetryCore.h"

#include <cstdint>
#include <memory>

namespace robodash::core {

struct TelemetrySample {
    std::int64_t receivedMs = 0;  // link clock (monotonic ms) or the log's own time in a replay
    TelemetryCore core;
    std::shared_ptr<const FamilyFrame> frame;

    template <class Frame>
    const Frame *frameAs() const
    {
        return dynamic_cast<const Frame *>(frame.get());
    }
};

}  // namespace robodash::core

#pragma once
// The family's own typed telemetry, carried next to the core so that a family's widgets
// get every field its protocol has. Each family derives one frame type; its feed on the GUI
// side casts it back (TelemetrySample::frameAs).

namespace robodash::core {

class FamilyFrame {
public:
    virtual ~FamilyFrame() = default;
};

}  // namespace robodash::core

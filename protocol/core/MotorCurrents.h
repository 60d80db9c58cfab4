#pragma once
// The drive motors' currents in amperes, as the telemetry core carries them for every
// family (the Kobuki reports them in 10 mA steps, other bases in their own units).

namespace robodash::core {

struct MotorCurrents {
    double leftAmperes = 0;
    double rightAmperes = 0;

    double highest() const { return leftAmperes > rightAmperes ? leftAmperes : rightAmperes; }
};

}  // namespace robodash::core

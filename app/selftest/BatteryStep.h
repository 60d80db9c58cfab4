#pragma once
// Battery: the voltage and charge at rest (the family's own low and critical levels), the
// charging source, and how far the voltage sags while the robot spins on the spot: a worn
// pack's internal resistance shows there first.

#include "MotionStep.h"

namespace robodash::selftest {

class BatteryStep : public MotionStep {
public:
    std::string id() const override { return "battery"; }
    std::string title() const override { return "Battery"; }

protected:
    void start() override;
    void measure(const core::TelemetrySample &sample, std::size_t phase, double seconds) override;
    void finish() override;

private:
    enum Phase { Rest, Load, Settle };
    void record(Phase phase, double seconds, const core::BatteryReading &battery);

    double m_restSum = 0, m_loadSum = 0;
    int m_restCount = 0, m_loadCount = 0;
    std::optional<core::BatteryReading> m_restReading;
    std::size_t m_volts = 0;  // series
    double m_loadRampSeconds = 0;  // the spin's start, not measured: the motors speed up
};

}  // namespace robodash::selftest

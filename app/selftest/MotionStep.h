#pragma once
// A step that runs a MotionSchedule (rest, move, settle...): it sends the schedule's motion,
// hands each sample to measure() with the phase it fell in, and calls finish() once the
// schedule is over. A motion the robot cannot make because its drive is held (a brake)
// skips the step, saying how to release it. Battery, drive straight, turn on the spot and
// motor current are these.

#include "MotionSchedule.h"
#include "SelfTestStep.h"

namespace robodash::selftest {

class MotionStep : public SelfTestStep {
public:
    DriveCommand command() const override { return m_schedule.commandAt(m_now); }

protected:
    MotionSchedule &schedule() { return m_schedule; }
    const MotionSchedule &schedule() const { return m_schedule; }
    // `seconds`, stretched to hold at least one reading the driver refreshes every
    // `refreshSeconds` (0: in every frame) fresh from within the window.
    double windowHoldingFresh(double seconds, double refreshSeconds) const;
    virtual void measure(const core::TelemetrySample &sample, std::size_t phase, double seconds) = 0;
    virtual void finish() = 0;

private:
    void onSample(const core::TelemetrySample &sample) final;
    // The sample says the drive is held while this step wants the robot to move.
    bool isHeld(const core::TelemetrySample &sample) const;

    MotionSchedule m_schedule;
    double m_now = 0;
};

}  // namespace robodash::selftest

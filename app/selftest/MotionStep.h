#pragma once
// A step that runs a MotionSchedule (rest, move, settle...): it sends the schedule's motion,
// hands each sample to measure() with the phase it fell in, and calls finish() once the
// schedule is over. Battery, drive straight, turn on the spot and motor current are these.

#include "MotionSchedule.h"
#include "SelfTestStep.h"

namespace robodash::selftest {

class MotionStep : public SelfTestStep {
public:
    DriveCommand command() const override { return m_schedule.commandAt(m_now); }

protected:
    MotionSchedule &schedule() { return m_schedule; }
    const MotionSchedule &schedule() const { return m_schedule; }
    virtual void measure(const core::TelemetrySample &sample, std::size_t phase, double seconds) = 0;
    virtual void finish() = 0;

private:
    void onSample(const core::TelemetrySample &sample) final;

    MotionSchedule m_schedule;
    double m_now = 0;
};

}  // namespace robodash::selftest

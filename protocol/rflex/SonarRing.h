#pragma once
// The newest range of every sonar the robot description places, from SONAR_REPORTs that
// carry up to six echoes each. "No echo" stays apart from a range (no value), and a sonar
// not heard since connect stays apart from both.

#include "RflexTelemetry.h"
#include "RobotDescription.h"

namespace robodash::rflex {

class SonarRing {
public:
    explicit SonarRing(const RobotDescription &description);

    SonarTelemetry update(const SonarReport &report);
    void reset();  // nothing heard
    const std::vector<SonarSlot> &ring() const { return m_slots; }  // not slots(): a Qt macro

private:
    RobotDescription m_description;
    std::vector<SonarSlot> m_slots;
};

}  // namespace robodash::rflex

#pragma once
// A finished (or cancelled) self-test as the report files keep it: who the robot is, when
// and with which program it was tested, and every step's result.

#include "StepResult.h"
#include "core/DeviceInfo.h"

#include <string>
#include <vector>

namespace robodash::selftest {

struct SelfTestReport {
    struct Step {
        std::string id;
        std::string title;
        StepResult result;
    };

    std::string family;          // "kobuki"
    std::string familyName;      // "Kobuki"
    std::string port;            // as connected: "/dev/kobuki", "sim:"
    core::DeviceInfo device;
    std::string startedUtc;      // ISO 8601, "2026-11-24T18:52:37Z"
    std::string program;         // "robodash 0.9.0 (abc1234)"
    bool cancelled = false;
    std::string cancelReason;
    std::vector<Step> steps;

    int count(StepStatus status) const;
    bool anyFailed() const { return count(StepStatus::Failed) > 0; }
    // What the report is titled: the family and, where the robot reports one, its serial
    // number or UDID ("Kobuki 05d2ff30-...", "Rover Pro").
    std::string title() const;
};

// An identity field of `device` as a report shows it: the robot's answer; that it gives none
// (a Rover reports no serial number, an rFLEX no versions at all) once it has said who it is;
// "not received" while it has not.
std::string identityField(const core::DeviceInfo &device, const std::string &value);

}  // namespace robodash::selftest

#include "sim/rover/OlderLineRegisters.h"

namespace robodash::sim {

namespace {

constexpr std::uint8_t kFirstMissing = 52;  // smart-battery registers: the newer line's
constexpr std::uint8_t kAliasModulus = 60;  // the firmware's `switch (DataNO % 60)`

}  // namespace

OlderLineAnswer olderLineAnswer(std::uint8_t registerNumber)
{
    if (registerNumber < kFirstMissing)
        return OlderLineAnswer::Own;
    return registerNumber < kAliasModulus ? OlderLineAnswer::PreviousReply : OlderLineAnswer::Alias;
}

std::uint8_t aliasOnOlderLine(std::uint8_t registerNumber)
{
    return static_cast<std::uint8_t>(registerNumber % kAliasModulus);
}

}  // namespace robodash::sim

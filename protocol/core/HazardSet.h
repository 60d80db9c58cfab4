#pragma once
// The hazards the safety layer knows, and a small set of them (bits, so it crosses threads
// and compares cheaply).

#include <array>
#include <cstdint>

namespace robodash::core {

enum class Hazard : std::uint8_t {
    Bumper = 0x01,       // a bumper is pressed
    Cliff = 0x02,        // a cliff sensor sees no floor
    WheelDrop = 0x04,    // a wheel hangs in the air
    OverCurrent = 0x08,  // a motor drew too much current for too long
};

constexpr std::array<Hazard, 4> kAllHazards{Hazard::Bumper, Hazard::Cliff, Hazard::WheelDrop,
                                            Hazard::OverCurrent};

// Lower case, for sentences: "bumper", "cliff", "wheel drop", "over-current".
const char *hazardName(Hazard hazard);

class HazardSet {
public:
    constexpr HazardSet() = default;
    constexpr HazardSet(Hazard hazard) : m_bits(static_cast<std::uint8_t>(hazard)) {}
    static constexpr HazardSet fromBits(std::uint8_t bits)
    {
        HazardSet set;
        set.m_bits = bits & kAllBits;
        return set;
    }

    constexpr std::uint8_t bits() const { return m_bits; }
    constexpr bool empty() const { return m_bits == 0; }
    constexpr bool has(Hazard hazard) const { return (m_bits & static_cast<std::uint8_t>(hazard)) != 0; }
    void set(Hazard hazard, bool on)
    {
        const auto bit = static_cast<std::uint8_t>(hazard);
        m_bits = static_cast<std::uint8_t>(on ? (m_bits | bit) : (m_bits & ~bit));
    }
    constexpr HazardSet operator|(HazardSet other) const { return fromBits(m_bits | other.m_bits); }
    constexpr HazardSet operator&(HazardSet other) const { return fromBits(m_bits & other.m_bits); }
    constexpr HazardSet without(HazardSet other) const
    {
        return fromBits(static_cast<std::uint8_t>(m_bits & ~other.m_bits));
    }
    constexpr bool operator==(HazardSet other) const { return m_bits == other.m_bits; }
    constexpr bool operator!=(HazardSet other) const { return m_bits != other.m_bits; }

private:
    static constexpr std::uint8_t kAllBits = 0x0F;
    std::uint8_t m_bits = 0;
};

}  // namespace robodash::core

#pragma once
// Builds command frames; several sub-payloads may share one frame.

#include "Commands.h"

#include <cstdint>
#include <vector>

namespace robodash::kobuki {

class CommandEncoder {
public:
    CommandEncoder &add(const BaseControl &);
    CommandEncoder &add(const Sound &);
    CommandEncoder &add(SoundSequence);
    CommandEncoder &add(const RequestExtra &);
    CommandEncoder &add(const GeneralPurposeOutput &);
    CommandEncoder &add(const SetControllerGain &);
    CommandEncoder &add(const GetControllerGain &);
    std::vector<std::uint8_t> frame() const;  // AA 55 LEN payload CS
    void clear() { m_payload.clear(); }
    bool empty() const { return m_payload.empty(); }

private:
    std::vector<std::uint8_t> m_payload;
};

// Convenience for the common one-command frame.
template <typename Command>
std::vector<std::uint8_t> encodeCommand(const Command &command)
{
    return CommandEncoder().add(command).frame();
}

}  // namespace robodash::kobuki

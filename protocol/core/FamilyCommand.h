#pragma once
// A command only one family understands (Kobuki LEDs and sounds, a Rover's fan, an rFLEX
// brake), on its way to the driver through the one path the link has for all of them.
// Typed at both ends: the sender wraps its family's struct, the driver asks for the types
// it knows (as<T>()) and reports anything else as not understood.

#include <any>
#include <utility>

namespace robodash::core {

class FamilyCommand {
public:
    FamilyCommand() = default;
    template <class Command>
    explicit FamilyCommand(Command command) : m_command(std::move(command))
    {
    }

    template <class Command>
    const Command *as() const
    {
        return std::any_cast<Command>(&m_command);
    }
    bool empty() const { return !m_command.has_value(); }

private:
    std::any m_command;
};

}  // namespace robodash::core

#include "RoverFrame.h"

#include <algorithm>

namespace robodash::rover {

const char *odometrySourceName(OdometrySource source)
{
    switch (source) {
    case OdometrySource::Encoders: return "encoders";
    case OdometrySource::Rpm: return "RPM";
    case OdometrySource::Topic: return "odometry topic";
    case OdometrySource::None: break;
    }
    return "none";
}

// The register table is in register order, two apart (RegisterTable.cpp): index = number / 2.
const RegisterReading &RoverFrame::reading(Register which) const
{
    return registers[numberOf(which) / 2u];
}

RegisterReading &RoverFrame::reading(Register which)
{
    return registers[numberOf(which) / 2u];
}

std::optional<double> RoverFrame::value(Register which) const
{
    const RegisterReading &r = reading(which);
    if (!r.onFirmware || !r.received)
        return std::nullopt;
    return r.value;
}

std::optional<std::uint16_t> RoverFrame::raw(Register which) const
{
    if (overNetwork)
        return std::nullopt;  // no register was read: the value came in a message
    const RegisterReading &r = reading(which);
    if (!r.onFirmware || !r.received)
        return std::nullopt;
    return r.raw;
}

bool RoverFrame::brings(Register which) const
{
    if (reply)
        return reply->registerNumber == numberOf(which);
    return std::find(brought.begin(), brought.end(), which) != brought.end();
}

}  // namespace robodash::rover

#include "Reports.h"

#include <algorithm>

namespace robodash::rflex {

bool SystemStatus::operator==(const SystemStatus &o) const
{
    return timestamp == o.timestamp && batteryRaw == o.batteryRaw && brake == o.brake;
}

bool LcdDump::operator==(const LcdDump &o) const
{
    return timestamp == o.timestamp && row == o.row && bytes == o.bytes;
}

bool MotionReport::operator==(const MotionReport &o) const
{
    return retval == o.retval && timestamp == o.timestamp && axis == o.axis
           && position == o.position && velocity == o.velocity
           && acceleration == o.acceleration && torque == o.torque;
}

bool JoystickState::operator==(const JoystickState &o) const
{
    return timestamp == o.timestamp && x == o.x && y == o.y && buttons == o.buttons;
}

bool SonarEcho::operator==(const SonarEcho &o) const { return id == o.id && range == o.range; }

bool SonarReport::operator==(const SonarReport &o) const
{
    const auto used = std::min<std::size_t>(count, kMaxEchoes);
    return retval == o.retval && timestamp == o.timestamp && count == o.count
           && std::equal(echoes.begin(), echoes.begin() + static_cast<std::ptrdiff_t>(used),
                         o.echoes.begin());
}

bool DioState::operator==(const DioState &o) const
{
    return timestamp == o.timestamp && address == o.address && offset == o.offset
           && state == o.state;
}

bool DioAck::operator==(const DioAck &o) const
{
    return retval == o.retval && timestamp == o.timestamp;
}

bool DioUpdateAck::operator==(const DioUpdateAck &o) const
{
    return retval == o.retval && timestamp == o.timestamp && count == o.count;
}

}  // namespace robodash::rflex

#include "FastCdrKobukiSensorMessages.h"

#include <fastcdr/Cdr.h>

namespace {

using eprosima::fastcdr::Cdr;

template <std::size_t N>
void writeArray(Cdr &cdr, const std::array<double, N> &values)
{
    for (double value : values)
        cdr << value;
}

template <std::size_t N>
void readArray(Cdr &cdr, std::array<double, N> &values)
{
    for (double &value : values)
        cdr >> value;
}

}  // namespace

void SensorStateMessage::write(Cdr &cdr, const SensorStateMessage &m)
{
    cdr << m.header.sec << m.header.nanosec << m.header.frameId;
    cdr << m.timeStamp << m.bumper << m.wheelDrop << m.cliff << m.leftEncoder << m.rightEncoder
        << m.leftPwm << m.rightPwm << m.buttons << m.charger << m.battery << m.bottom << m.current
        << m.overCurrent << m.digitalInput << m.analogInput;
}

void SensorStateMessage::read(Cdr &cdr, SensorStateMessage &m)
{
    cdr >> m.header.sec >> m.header.nanosec >> m.header.frameId;
    cdr >> m.timeStamp >> m.bumper >> m.wheelDrop >> m.cliff >> m.leftEncoder >> m.rightEncoder
        >> m.leftPwm >> m.rightPwm >> m.buttons >> m.charger >> m.battery >> m.bottom >> m.current
        >> m.overCurrent >> m.digitalInput >> m.analogInput;
}

void ImuMessage::write(Cdr &cdr, const ImuMessage &m)
{
    cdr << m.header.sec << m.header.nanosec << m.header.frameId;
    writeArray(cdr, m.orientation);
    writeArray(cdr, m.orientationCovariance);
    writeArray(cdr, m.angularVelocity);
    writeArray(cdr, m.angularVelocityCovariance);
    writeArray(cdr, m.linearAcceleration);
    writeArray(cdr, m.linearAccelerationCovariance);
}

void ImuMessage::read(Cdr &cdr, ImuMessage &m)
{
    cdr >> m.header.sec >> m.header.nanosec >> m.header.frameId;
    readArray(cdr, m.orientation);
    readArray(cdr, m.orientationCovariance);
    readArray(cdr, m.angularVelocity);
    readArray(cdr, m.angularVelocityCovariance);
    readArray(cdr, m.linearAcceleration);
    readArray(cdr, m.linearAccelerationCovariance);
}

void ControllerInfoMessage::write(Cdr &cdr, const ControllerInfoMessage &m)
{
    cdr << m.type << m.pGain << m.iGain << m.dGain;
}

void ControllerInfoMessage::read(Cdr &cdr, ControllerInfoMessage &m)
{
    cdr >> m.type >> m.pGain >> m.iGain >> m.dGain;
}

void VersionInfoMessage::write(Cdr &cdr, const VersionInfoMessage &m)
{
    cdr << m.hardware << m.firmware << m.software << m.udid << m.features;
}

void VersionInfoMessage::read(Cdr &cdr, VersionInfoMessage &m)
{
    cdr >> m.hardware >> m.firmware >> m.software >> m.udid >> m.features;
}

#include "FastCdrSensorMessages.h"

#include <fastcdr/Cdr.h>

using eprosima::fastcdr::Cdr;

void ImageMessage::write(Cdr &cdr, const ImageMessage &m)
{
    cdr << m.sec << m.nanosec << m.frameId << m.height << m.width << m.encoding << m.isBigendian
        << m.step << m.data;
}

void ImageMessage::read(Cdr &cdr, ImageMessage &m)
{
    cdr >> m.sec >> m.nanosec >> m.frameId >> m.height >> m.width >> m.encoding >> m.isBigendian
        >> m.step >> m.data;
}

void LaserScanMessage::write(Cdr &cdr, const LaserScanMessage &m)
{
    cdr << m.sec << m.nanosec << m.frameId << m.angleMin << m.angleMax << m.angleIncrement
        << m.timeIncrement << m.scanTime << m.rangeMin << m.rangeMax << m.ranges << m.intensities;
}

void LaserScanMessage::read(Cdr &cdr, LaserScanMessage &m)
{
    cdr >> m.sec >> m.nanosec >> m.frameId >> m.angleMin >> m.angleMax >> m.angleIncrement
        >> m.timeIncrement >> m.scanTime >> m.rangeMin >> m.rangeMax >> m.ranges >> m.intensities;
}

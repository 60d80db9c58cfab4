#include "FastCdrStdMessages.h"

#include "FastCdrSequence.h"

#include <fastcdr/Cdr.h>

using eprosima::fastcdr::Cdr;

void BoolMessage::write(Cdr &cdr, const BoolMessage &m)
{
    cdr << m.data;
}

void BoolMessage::read(Cdr &cdr, BoolMessage &m)
{
    cdr >> m.data;
}

void Float32Message::write(Cdr &cdr, const Float32Message &m)
{
    cdr << m.data;
}

void Float32Message::read(Cdr &cdr, Float32Message &m)
{
    cdr >> m.data;
}

void TfMessage::write(Cdr &cdr, const TfMessage &m)
{
    writeSequence(cdr, m.transforms, [&cdr](const Transform &t) {
        cdr << t.sec << t.nanosec << t.frameId << t.childFrameId << t.translation << t.rotation;
    });
}

void TfMessage::read(Cdr &cdr, TfMessage &m)
{
    readSequence(cdr, m.transforms, [&cdr](Transform &t) {
        cdr >> t.sec >> t.nanosec >> t.frameId >> t.childFrameId >> t.translation >> t.rotation;
    });
}

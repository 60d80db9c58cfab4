#include "FastCdrStdMessages.h"

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

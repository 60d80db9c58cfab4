#pragma once
// A CDR sequence of structs, for the Fast DDS peer's hand-written messages: its length, then
// each element by `field` (which reads or writes one element's fields).

#include <fastcdr/Cdr.h>

#include <cstdint>
#include <vector>

template <class Element, class Field>
void writeSequence(eprosima::fastcdr::Cdr &cdr, const std::vector<Element> &elements, Field field)
{
    cdr << static_cast<std::uint32_t>(elements.size());
    for (const Element &element : elements)
        field(element);
}

template <class Element, class Field>
void readSequence(eprosima::fastcdr::Cdr &cdr, std::vector<Element> &elements, Field field)
{
    std::uint32_t length = 0;
    cdr >> length;
    elements.clear();
    for (std::uint32_t i = 0; i < length; ++i) {
        Element element;
        field(element);
        elements.push_back(element);
    }
}

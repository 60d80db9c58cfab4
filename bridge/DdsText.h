#pragma once
// A std::string for a char* field of a generated message. The generated C structs serve
// reading and writing alike, so the field is not const; dds_write only reads it. One helper for
// every writer (a unity build compiles several of them as one source).

#include <string>

namespace robodash::bridge {

inline char *ddsText(const std::string &value)
{
    return const_cast<char *>(value.c_str());
}

}  // namespace robodash::bridge

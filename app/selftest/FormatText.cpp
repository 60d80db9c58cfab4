#include "FormatText.h"

#include <cstdarg>
#include <cstdio>

namespace robodash::selftest {

std::string formatText(const char *format, ...)
{
    char text[512];
    va_list arguments;
    va_start(arguments, format);
    std::vsnprintf(text, sizeof text, format, arguments);
    va_end(arguments);
    return text;
}

}  // namespace robodash::selftest

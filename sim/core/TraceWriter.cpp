#include "sim/core/TraceWriter.h"

#include <cerrno>
#include <cstdarg>
#include <cstring>

namespace robodash::sim {

TraceWriter::~TraceWriter()
{
    close();
}

std::string TraceWriter::format(const char *pattern, ...)
{
    char buffer[256];
    va_list args;
    va_start(args, pattern);
    const int length = std::vsnprintf(buffer, sizeof buffer, pattern, args);
    va_end(args);
    if (length < 0)
        return {};
    return std::string(buffer, static_cast<std::size_t>(length) < sizeof buffer
                                   ? static_cast<std::size_t>(length)
                                   : sizeof buffer - 1);
}

bool TraceWriter::open(const std::string &path, std::string *error)
{
    close();
    m_file = std::fopen(path.c_str(), "w");
    if (!m_file) {
        if (error)
            *error = "cannot write trace file " + path + ": " + std::strerror(errno);
        return false;
    }
    // Line buffered: a reader following the file sees whole lines as they happen.
    std::setvbuf(m_file, nullptr, _IOLBF, 0);
    return true;
}

void TraceWriter::close()
{
    if (m_file)
        std::fclose(m_file);
    m_file = nullptr;
}

std::string TraceWriter::poseLine(double t, const Pose &pose)
{
    return format("{\"type\":\"pose\",\"t\":%.4f,\"x\":%.5f,\"y\":%.5f,\"theta\":%.5f}", t,
                  pose.x, pose.y, pose.theta);
}

void TraceWriter::writePose(double t, const Pose &pose)
{
    writeLine(poseLine(t, pose));
}

void TraceWriter::writeLine(const std::string &line)
{
    if (!m_file)
        return;
    std::fputs(line.c_str(), m_file);
    std::fputc('\n', m_file);
}

}  // namespace robodash::sim

#pragma once
// Writes a virtual robot's JSON lines trace: the true pose, and whatever lines the family
// adds (the Kobuki: every command received, sim/kobuki/CommandTrace.h).
//   {"type":"command","t":1.234,"id":1,"name":"base_control","speed":100,"radius":0}
//   {"type":"pose","t":1.300,"x":0.1234,"y":0.0000,"theta":0.0000}

#include "sim/core/Pose.h"

#include <cstdio>
#include <string>

namespace robodash::sim {

class TraceWriter {
public:
    TraceWriter() = default;
    ~TraceWriter();
    TraceWriter(const TraceWriter &) = delete;
    TraceWriter &operator=(const TraceWriter &) = delete;

    bool open(const std::string &path, std::string *error);
    bool isOpen() const { return m_file != nullptr; }
    void close();

    void writeLine(const std::string &line);  // one JSON object, without the newline
    void writePose(double t, const Pose &pose);

    static std::string poseLine(double t, const Pose &pose);
    // printf into a string, for the families' own lines; cut at 255 characters.
    static std::string format(const char *pattern, ...) __attribute__((format(printf, 1, 2)));

private:
    std::FILE *m_file = nullptr;
};

}  // namespace robodash::sim

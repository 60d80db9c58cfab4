#pragma once
// Writes the simulator's JSON lines trace: every command received and the true pose.
//   {"type":"command","t":1.234,"id":1,"name":"base_control","speed":100,"radius":0}
//   {"type":"pose","t":1.300,"x":0.1234,"y":0.0000,"theta":0.0000}

#include "sim/core/Pose.h"
#include "sim/kobuki/ReceivedCommand.h"

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

    void writeCommand(const ReceivedCommand &command);
    void writePose(double t, const Pose &pose);

    static std::string commandLine(const ReceivedCommand &command);
    static std::string poseLine(double t, const Pose &pose);

private:
    void writeLine(const std::string &line);
    std::FILE *m_file = nullptr;
};

}  // namespace robodash::sim

#include "sim/core/TraceWriter.h"

#include <cerrno>
#include <cstdarg>
#include <cstring>

namespace robodash::sim {

namespace {

std::string format(const char *pattern, ...) __attribute__((format(printf, 1, 2)));

std::string format(const char *pattern, ...)
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

std::string commandFields(const ReceivedCommand &c)
{
    switch (c.id) {
    case kobuki::kBaseControlId:
        return format("\"name\":\"base_control\",\"speed\":%d,\"radius\":%d",
                      c.baseControl.speed, c.baseControl.radius);
    case kobuki::kSoundId:
        return format("\"name\":\"sound\",\"note\":%u,\"duration_ms\":%u", c.sound.note,
                      c.sound.durationMs);
    case kobuki::kSoundSequenceId:
        return format("\"name\":\"sound_sequence\",\"sequence\":%u",
                      static_cast<unsigned>(c.soundSequence));
    case kobuki::kRequestExtraId:
        return format("\"name\":\"request_extra\",\"flags\":%u", c.requestExtra.flags);
    case kobuki::kGeneralPurposeOutputId:
        return format("\"name\":\"general_purpose_output\",\"word\":%u", c.output.word);
    case kobuki::kSetControllerGainId:
        return format("\"name\":\"set_controller_gain\",\"gain_type\":%u,\"p\":%u,\"i\":%u,"
                      "\"d\":%u",
                      c.gain.type, c.gain.pGain, c.gain.iGain, c.gain.dGain);
    case kobuki::kGetControllerGainId:
        return "\"name\":\"get_controller_gain\"";
    default:
        return "\"name\":\"unknown\"";
    }
}

}  // namespace

TraceWriter::~TraceWriter()
{
    close();
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

std::string TraceWriter::commandLine(const ReceivedCommand &command)
{
    return format("{\"type\":\"command\",\"t\":%.4f,\"id\":%u,", command.t, command.id)
        + commandFields(command) + "}";
}

std::string TraceWriter::poseLine(double t, const Pose &pose)
{
    return format("{\"type\":\"pose\",\"t\":%.4f,\"x\":%.5f,\"y\":%.5f,\"theta\":%.5f}", t,
                  pose.x, pose.y, pose.theta);
}

void TraceWriter::writeCommand(const ReceivedCommand &command)
{
    writeLine(commandLine(command));
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

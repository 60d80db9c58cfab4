#include "sim/kobuki/CommandTrace.h"

#include "sim/core/TraceWriter.h"

namespace robodash::sim {

namespace {

std::string commandFields(const ReceivedCommand &c)
{
    switch (c.id) {
    case kobuki::kBaseControlId:
        return TraceWriter::format("\"name\":\"base_control\",\"speed\":%d,\"radius\":%d",
                                   c.baseControl.speed, c.baseControl.radius);
    case kobuki::kSoundId:
        return TraceWriter::format("\"name\":\"sound\",\"note\":%u,\"duration_ms\":%u",
                                   c.sound.note, c.sound.durationMs);
    case kobuki::kSoundSequenceId:
        return TraceWriter::format("\"name\":\"sound_sequence\",\"sequence\":%u",
                                   static_cast<unsigned>(c.soundSequence));
    case kobuki::kRequestExtraId:
        return TraceWriter::format("\"name\":\"request_extra\",\"flags\":%u", c.requestExtra.flags);
    case kobuki::kGeneralPurposeOutputId:
        return TraceWriter::format("\"name\":\"general_purpose_output\",\"word\":%u",
                                   c.output.word);
    case kobuki::kSetControllerGainId:
        return TraceWriter::format("\"name\":\"set_controller_gain\",\"gain_type\":%u,"
                                   "\"p\":%u,\"i\":%u,\"d\":%u",
                                   c.gain.type, c.gain.pGain, c.gain.iGain, c.gain.dGain);
    case kobuki::kGetControllerGainId:
        return "\"name\":\"get_controller_gain\"";
    default:
        return "\"name\":\"unknown\"";
    }
}

}  // namespace

std::string CommandTrace::line(const ReceivedCommand &command)
{
    return TraceWriter::format("{\"type\":\"command\",\"t\":%.4f,\"id\":%u,", command.t,
                               command.id)
        + commandFields(command) + "}";
}

}  // namespace robodash::sim

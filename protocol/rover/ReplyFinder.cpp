#include "ReplyFinder.h"

#include "Checksum.h"
#include "Register.h"

namespace robodash::rover {

namespace {

FrameRules::Verdict judgeReply(const std::uint8_t *frame)
{
    if (!hasValidChecksum(frame, kReplyLength))
        return FrameRules::Verdict::BadChecksum;
    if (!isRegisterNumber(frame[1]))
        return FrameRules::Verdict::Implausible;
    return FrameRules::Verdict::Good;
}

bool couldBeReply(const std::uint8_t *bytes, std::size_t available)
{
    return available < 2 || isRegisterNumber(bytes[1]);
}

const FrameRules kReplyRules{kReplyLength, judgeReply, couldBeReply};

}  // namespace

ReplyFinder::ReplyFinder() : m_finder(kReplyRules) {}

const FrameRules &ReplyFinder::rules() { return kReplyRules; }

void ReplyFinder::feed(const std::uint8_t *data, std::size_t size, const ReplyHandler &onReply)
{
    m_finder.feed(data, size, [&onReply](const std::uint8_t *frame) {
        onReply(Reply{frame[1], static_cast<std::uint16_t>(frame[2] << 8 | frame[3])});
    });
}

}  // namespace robodash::rover

#pragma once
// What a family's own driver produced, as its network driver passes it on: the command frames
// it wrote for a cable become the network's messages (`translate` appends them) and leave as
// envelopes (core/NetworkMessage.h); warnings, reports, samples and the identity go on as
// they are.

#include "core/DriverOutput.h"
#include "core/NetworkMessage.h"

#include <utility>
#include <vector>

namespace robodash::bridge {

template <class Translate>
void passOn(core::DriverOutput &inner, core::DriverOutput &out, Translate translate)
{
    std::vector<core::NetworkMessage> messages;
    for (const std::vector<std::uint8_t> &frame : inner.writes)
        translate(frame, messages);
    for (const core::NetworkMessage &message : messages)
        out.write(core::envelopeOf(message));
    for (std::string &warning : inner.warnings)
        out.warn(std::move(warning));
    for (core::FamilyReport &report : inner.reports)
        out.report(std::move(report));
    for (core::TelemetrySample &sample : inner.samples)
        out.samples.push_back(std::move(sample));
    out.identityComplete = out.identityComplete || inner.identityComplete;
}

}  // namespace robodash::bridge

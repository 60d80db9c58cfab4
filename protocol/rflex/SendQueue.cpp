#include "SendQueue.h"

#include <utility>

namespace robodash::rflex {

void SendQueue::push(wire::Bytes frame, Slot slot)
{
    if (frame.empty())
        return;
    if (slot != Slot::None) {
        for (Entry &entry : m_frames) {
            if (entry.slot == slot) {
                entry.bytes = std::move(frame);
                return;
            }
        }
    }
    m_frames.push_back({std::move(frame), slot});
}

void SendQueue::releaseOne(core::DriverOutput &out)
{
    if (m_frames.empty())
        return;
    out.write(std::move(m_frames.front().bytes));
    m_frames.pop_front();
}

void SendQueue::releaseAll(core::DriverOutput &out)
{
    while (!m_frames.empty())
        releaseOne(out);
}

}  // namespace robodash::rflex

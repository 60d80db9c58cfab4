#include "link/FamilyRecogniser.h"

#include "core/RobotDriver.h"

namespace robodash::link {

const core::FamilyDescriptor *FamilyRecogniser::recognise(const core::FamilyRegistry &families,
                                                          const QByteArray &bytes, const std::string &except)
{
    const core::FamilyDescriptor *best = nullptr;
    std::uint64_t bestFrames = 0;
    for (const core::FamilyDescriptor &family : families.families()) {
        if (family.name == except || !family.makeDriver) continue;
        const std::unique_ptr<core::RobotDriver> driver = family.makeDriver();
        core::DriverOutput out;
        driver->start(0, false, out);
        driver->receive(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()), 0, out);
        const core::DriverCounters counters = driver->counters();
        const bool explained = counters.discardedBytes * 4 <= counters.bytesIn;
        if (counters.goodFrames >= kMinFrames && explained && counters.goodFrames > bestFrames) {
            best = &family;
            bestFrames = counters.goodFrames;
        }
    }
    return best;
}

}  // namespace robodash::link

#pragma once
// Inspector rows as they cross from the link's worker thread to the GUI: one queued value
// per batch (every 50 ms or so), with the annotator that can explain them.

#include "core/WireAnnotator.h"
#include "core/WireFrame.h"

#include <QMetaType>

#include <memory>
#include <vector>

namespace robodash::link {

struct WireBatch {
    std::shared_ptr<const core::WireAnnotator> annotator;  // null: the family has none
    std::vector<core::WireFrame> frames;
};

}  // namespace robodash::link

Q_DECLARE_METATYPE(robodash::link::WireBatch)

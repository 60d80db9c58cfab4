#include "core/WireAnnotator.h"

namespace robodash::core {

FrameAnnotation WireAnnotator::annotateRow(const WireFrame &row) const
{
    if (row.status == WireStatus::Good)
        return annotate(row.bytes.data(), row.bytes.size(), row.direction);
    FrameAnnotation annotation;
    annotation.kind = row.kind;
    annotation.note = row.status == WireStatus::Bad
        ? "a frame start whose checksum or length failed: the driver dropped these bytes"
        : "bytes that belong to no frame: the driver skipped them";
    return annotation;
}

}  // namespace robodash::core

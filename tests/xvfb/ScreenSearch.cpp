#include "ScreenSearch.h"

#include <QVector>

#include <vector>

namespace robodash::xtest {
namespace {

bool isColour(const QImage &image, int x, int y, QRgb colour)
{
    return (image.pixel(x, y) & 0xffffff) == (colour & 0xffffff);
}

// Fills the patch that starts at (x, y), marking it seen; returns its size and bounds.
int fillPatch(const QImage &image, QRgb colour, QPoint start, std::vector<bool> &seen, QRect *bounds)
{
    const int width = image.width();
    QVector<QPoint> stack{start};
    seen[size_t(start.y() * width + start.x())] = true;
    int size = 0;
    *bounds = QRect(start, start);
    while (!stack.isEmpty()) {
        const QPoint p = stack.takeLast();
        ++size;
        *bounds |= QRect(p, p);
        for (const QPoint step : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
            const QPoint q = p + step;
            if (!image.rect().contains(q) || seen[size_t(q.y() * width + q.x())] || !isColour(image, q.x(), q.y(), colour))
                continue;
            seen[size_t(q.y() * width + q.x())] = true;
            stack.append(q);
        }
    }
    return size;
}

}  // namespace

std::optional<QRect> largestPatchOf(const QImage &image, QRgb colour)
{
    std::vector<bool> seen(size_t(image.width()) * size_t(image.height()), false);
    std::optional<QRect> best;
    int bestSize = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            if (seen[size_t(y * image.width() + x)] || !isColour(image, x, y, colour))
                continue;
            QRect bounds;
            const int size = fillPatch(image, colour, QPoint(x, y), seen, &bounds);
            if (size > bestSize) {
                bestSize = size;
                best = bounds;
            }
        }
    return best;
}

int countPixels(const QImage &image, QRgb colour, const QRect &area)
{
    int count = 0;
    const QRect inside = area & image.rect();
    for (int y = inside.top(); y <= inside.bottom(); ++y)
        for (int x = inside.left(); x <= inside.right(); ++x)
            count += isColour(image, x, y, colour) ? 1 : 0;
    return count;
}

}  // namespace robodash::xtest

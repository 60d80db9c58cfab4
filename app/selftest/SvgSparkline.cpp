#include "SvgSparkline.h"

#include <algorithm>

namespace robodash::selftest {

QString svgSparkline(const SelfTestSeries &series, int width, int height)
{
    const auto &points = series.points;
    if (points.size() < 2)
        return QString();
    // The range of every value the step saw, not only of the points kept for the line.
    double minValue = series.low, maxValue = series.high;
    for (const auto &point : points) {
        minValue = std::min(minValue, point.second);
        maxValue = std::max(maxValue, point.second);
    }
    const double firstTime = points.front().first;
    const double span = std::max(points.back().first - firstTime, 1e-9);
    const double range = std::max(maxValue - minValue, 1e-9);
    const double margin = 2;
    QString path;
    for (const auto &[seconds, value] : points) {
        const double x = margin + (seconds - firstTime) / span * (width - 2 * margin);
        const double y = height - margin - (value - minValue) / range * (height - 2 * margin);
        path += QStringLiteral("%1,%2 ").arg(x, 0, 'f', 1).arg(y, 0, 'f', 1);
    }
    const QString unit = QString::fromStdString(series.unit).toHtmlEscaped();
    return QStringLiteral("<figure class=\"plot\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" "
                          "height=\"%2\" viewBox=\"0 0 %1 %2\" role=\"img\"><rect width=\"%1\" height=\"%2\" "
                          "fill=\"#f6f6f6\"/><polyline fill=\"none\" stroke=\"#1f5fa8\" stroke-width=\"1.5\" "
                          "points=\"%3\"/></svg><figcaption>%4: %5 to %6 %7 over %8 s</figcaption></figure>")
        .arg(width)
        .arg(height)
        .arg(path.trimmed())
        .arg(QString::fromStdString(series.name).toHtmlEscaped())
        .arg(minValue, 0, 'g', 4)
        .arg(maxValue, 0, 'g', 4)
        .arg(unit)
        .arg(span, 0, 'f', 1);
}

}  // namespace robodash::selftest

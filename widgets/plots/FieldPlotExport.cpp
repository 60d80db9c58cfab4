// FieldPlot's visible range as CSV: what a user takes to a spreadsheet or a report.
#include "FieldPlot.h"

#include "store/FieldSeries.h"
#include "SeriesColumns.h"

#include <QFile>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

namespace {

QString csvQuoted(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')))
        return text;
    return QLatin1Char('"') + QString(text).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

// Every time one of the curves changes within [start, end), and the start itself.
std::vector<std::int64_t> changeTimes(const std::vector<FieldPlot::Curve> &curves, std::int64_t start,
                                      std::int64_t end)
{
    std::vector<std::int64_t> times{start};
    for (const FieldPlot::Curve &curve : curves) {
        if (!curve.series)
            continue;
        for (std::size_t i = firstPointAtOrAfter(*curve.series, start);
             i < curve.series->size() && curve.series->point(i).timeMs < end; ++i)
            times.push_back(curve.series->point(i).timeMs);
    }
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    return times;
}

}  // namespace

bool FieldPlot::writeVisibleCsv(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    QTextStream out(&file);
    const auto [start, end] = visibleTimeRange();
    const std::int64_t origin = m_store.timeOriginMs().value_or(0);
    out << "time_s";
    for (const Curve &curve : m_curves)
        out << ',' << csvQuoted(curve.path);
    out << '\n';
    for (std::int64_t time : changeTimes(m_curves, start, end)) {
        out << QString::number(double(time - origin) / 1000.0, 'f', 3);
        for (const Curve &curve : m_curves) {
            out << ',';
            if (!curve.series)
                continue;  // not in the store: empty
            // While the field was read, not past its last reading (as the plot draws it).
            const std::optional<double> value = curve.series->empty() || time > *curve.series->lastReadMs()
                                                    ? std::nullopt
                                                    : curve.series->valueAt(time);
            if (value && !std::isnan(*value))
                out << QString::number(*value, 'g', 10);  // empty: not read then
        }
        out << '\n';
    }
    if (!file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

}  // namespace robodash::widgets

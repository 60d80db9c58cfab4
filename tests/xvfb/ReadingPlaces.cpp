#include "ReadingPlaces.h"

#include <QRegularExpression>

namespace robodash::xtest {
namespace {

QString marker(bool faded)
{
    return faded ? QStringLiteral("robodash: readings faded:") : QStringLiteral("robodash: readings live:");
}

}  // namespace

int ReadingPlaces::count(const QString &output, bool faded)
{
    return int(output.count(marker(faded)));
}

QList<QRect> ReadingPlaces::last(const QString &output, bool faded)
{
    const qsizetype start = output.lastIndexOf(marker(faded));
    if (start < 0)
        return {};
    const qsizetype end = output.indexOf(QLatin1Char('\n'), start);
    const QString line = output.mid(start + marker(faded).size(), end < 0 ? -1 : end - start - marker(faded).size());
    QList<QRect> places;
    for (const QString &place : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList numbers = place.split(QLatin1Char(','));
        if (numbers.size() == 4)
            places.append(QRect(numbers[0].toInt(), numbers[1].toInt(), numbers[2].toInt(), numbers[3].toInt()));
    }
    return places;
}

}  // namespace robodash::xtest

#pragma once
// Where the dashboard's readings are in its window, as it says with --log-events whenever
// they fade or come back ("robodash: readings faded: x,y,w,h x,y,w,h ..."): the test
// cannot ask the program's widgets, it reads the program's output.

#include <QList>
#include <QRect>
#include <QString>

namespace robodash::xtest {

class ReadingPlaces {
public:
    // How many times the output says the readings went `faded` (or live).
    static int count(const QString &output, bool faded);
    // The places of the last such line, in window coordinates; empty when there is none.
    static QList<QRect> last(const QString &output, bool faded);
};

}  // namespace robodash::xtest

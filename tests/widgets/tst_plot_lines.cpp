// PlotLines: a TimePlot's lines as one polyline each, without points no one could see.
#include "PlotLines.h"

#include <QtTest>


#include <cmath>
#include <limits>

using robodash::widgets::PlotLines;

namespace {
constexpr double kTolerance = 0.25;

// Vertical distance from `point` to the kept polyline at the point's x.
double distanceToPolyline(const QPolygonF &kept, const QPointF &point)
{
    for (int i = 1; i < kept.size(); ++i) {
        const QPointF a = kept[i - 1], b = kept[i];
        if (point.x() < a.x() || point.x() > b.x() || b.x() == a.x())
            continue;
        const double y = a.y() + (b.y() - a.y()) * (point.x() - a.x()) / (b.x() - a.x());
        return std::abs(point.y() - y);
    }
    return kept.contains(point) ? 0.0 : std::numeric_limits<double>::infinity();
}
}  // namespace

class PlotLinesTest : public QObject {
    Q_OBJECT
private slots:
    void aStraightRunKeepsItsEnds();
    void everyDroppedPointIsWithinTheTolerance();
    void stepsAndVerticalRunsAreKept();
    void keepsThePointsItWasGiven();
};

void PlotLinesTest::aStraightRunKeepsItsEnds()
{
    QPolygonF line;
    for (int i = 0; i <= 300; ++i)
        line.append(QPointF(i * 0.7, 50 + i * 0.3));
    const QPolygonF kept = PlotLines::withoutInvisiblePoints(line, kTolerance);
    QCOMPARE(kept.size(), 2);
    QCOMPARE(kept.first(), line.first());
    QCOMPARE(kept.last(), line.last());
}

void PlotLinesTest::everyDroppedPointIsWithinTheTolerance()
{
    QPolygonF wave;
    for (int i = 0; i <= 2000; ++i)
        wave.append(QPointF(i * 0.15, 100 + 80 * std::sin(i * 0.01) + 0.1 * std::sin(i * 1.7)));
    const QPolygonF kept = PlotLines::withoutInvisiblePoints(wave, kTolerance);
    QVERIFY2(kept.size() < wave.size() / 2, qPrintable(QString::number(kept.size())));
    QCOMPARE(kept.first(), wave.first());
    QCOMPARE(kept.last(), wave.last());
    for (const QPointF &point : wave)
        QVERIFY2(distanceToPolyline(kept, point) <= kTolerance + 1e-9,
                 qPrintable(QStringLiteral("%1, %2").arg(point.x()).arg(point.y())));
}

void PlotLinesTest::stepsAndVerticalRunsAreKept()
{
    // A flat line, a jump within one pixel column (min and max of a dense column), flat again.
    const QPolygonF step{{0, 10}, {1, 10}, {2, 10}, {3, 10}, {3, 40}, {4, 40}, {5, 40}};
    const QPolygonF kept = PlotLines::withoutInvisiblePoints(step, kTolerance);
    QCOMPARE(kept, (QPolygonF{{0, 10}, {3, 10}, {3, 40}, {5, 40}}));
}

void PlotLinesTest::keepsThePointsItWasGiven()
{
    PlotLines lines(nullptr);
    const int line = lines.addLine(QPen(Qt::blue, 1.6));
    const QList<QPointF> points{{-2, 1}, {-1, 1}, {0, 1}};
    lines.setPoints(line, points);
    QCOMPARE(lines.points(line), points);  // dropped points are only left out of the drawing
}

QTEST_MAIN(PlotLinesTest)
#include "tst_plot_lines.moc"

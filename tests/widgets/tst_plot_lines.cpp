// PlotLines: a TimePlot's lines as one polyline each, without points no one could see.
#include "PlotLines.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <algorithm>

#include <cmath>
#include <limits>

namespace tst_plot_lines {  // this file's names, apart in a unity batch

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
    void aDenseLineLooksAsTheZigZagItReplaces();
    void aThinLineLooksAsTheWidePenItStandsFor();
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

namespace {
// `polyline` drawn antialiased on white, by PlotLines::drawLine() or by QPainter with `pen`.
QImage drawnLine(const QPen &pen, const QPolygonF &polyline, bool byPlotLines)
{
    QImage image(320, 260, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    if (byPlotLines) {
        PlotLines::drawLine(painter, pen, polyline);
    } else {
        painter.setPen(pen);
        painter.drawPolyline(polyline);
    }
    return image;
}

struct InkComparison {
    int ink = 0;        // pixels the reference inks
    int differing = 0;  // pixels more than half way to another colour
};

InkComparison compareInk(const QImage &drawn, const QImage &reference)
{
    InkComparison result;
    for (int y = 0; y < drawn.height(); ++y)
        for (int x = 0; x < drawn.width(); ++x) {
            const QColor a = drawn.pixelColor(x, y), b = reference.pixelColor(x, y);
            result.ink += b != QColor(Qt::white);
            const int difference = std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                                             std::abs(a.blue() - b.blue())});
            result.differing += difference > 128;
        }
    return result;
}
}  // namespace

// A noisy signal decimated to a minimum and a maximum per pixel column, as TimePlot does:
// drawn by columns instead of as a zig-zag, it must give the same picture.
void PlotLinesTest::aDenseLineLooksAsTheZigZagItReplaces()
{
    QPolygonF zigzag;
    for (int column = 0; column < 300; ++column) {
        const double middle = 100 + 60 * std::sin(column * 0.05) + (column > 150 ? 40 : 0);
        const double spread = 2 + 25 * std::abs(std::sin(column * 0.31));
        zigzag.append(QPointF(column + 0.2, middle - spread));
        zigzag.append(QPointF(column + 0.7, middle + spread * 0.6));
    }
    const QPen pen(QColor(0x1c, 0x6d, 0xd0), 1.6);
    const InkComparison compared = compareInk(drawnLine(pen, zigzag, true), drawnLine(pen, zigzag, false));
    // The same ink; only the anti-aliased fringe of the band's edges differs, by less than
    // half a pixel's shade (the columns' tops are flat where the zig-zag turns).
    QVERIFY(compared.ink > 5000);
    QVERIFY2(compared.differing < compared.ink / 50,
             qPrintable(QStringLiteral("%1 of %2 pixels").arg(compared.differing).arg(compared.ink)));
}

// A sparse line (fewer points than columns) is drawn as two one-pixel strokes for speed:
// it must cover the pixels the 1.6 px pen it stands for covers.
void PlotLinesTest::aThinLineLooksAsTheWidePenItStandsFor()
{
    QPolygonF wave;
    for (int i = 0; i < 150; ++i)
        wave.append(QPointF(i * 2.0 + 0.3, 120 + 80 * std::sin(i * 0.06) + (i % 7) * 0.6));
    const QPen pen(QColor(0x1c, 0x6d, 0xd0), 1.6);
    const QImage drawn = drawnLine(pen, wave, true), reference = drawnLine(pen, wave, false);
    const InkComparison compared = compareInk(drawn, reference);
    QVERIFY(compared.ink > 300);
    QVERIFY2(compared.differing < compared.ink / 20,
             qPrintable(QStringLiteral("%1 of %2 pixels").arg(compared.differing).arg(compared.ink)));
}

QTEST_MAIN(PlotLinesTest)

}  // namespace tst_plot_lines
#include "tst_plot_lines.moc"

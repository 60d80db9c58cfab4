// A plot's line breaks where no data came (the link was down, the robot said nothing): a
// straight line across the gap would show readings that never arrived.
#include "PlotLines.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

namespace tst_plot_gaps {  // this file's names, apart in a unity batch

using robodash::widgets::PlotLines;

namespace {

// `points` (seconds, value) drawn by PlotLines on a 300 x 100 plot area of the last 10 s and
// values 0..2, on white.
QImage drawn(const QList<QPointF> &points)
{
    PlotLines lines(nullptr);
    const int line = lines.addLine(QPen(Qt::blue, 1.6));
    lines.setPlotArea(QRectF(0, 0, 300, 100));
    lines.setRanges(QPointF(-10, 0), QPointF(0, 2));
    lines.setPoints(line, points);
    QImage image(300, 100, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    lines.paint(&painter, nullptr, nullptr);
    return image;
}

bool inkedAround(const QImage &image, int x, int y)
{
    for (int dy = -2; dy <= 2; ++dy)
        if (image.pixelColor(x, y + dy) != QColor(Qt::white)) return true;
    return false;
}

// Every 20 ms (50 Hz, a Kobuki's pace) from `from` to `to` seconds, at 1.
QList<QPointF> steady(double from, double to)
{
    QList<QPointF> points;
    for (double t = from; t <= to + 1e-9; t += 0.02) points.append(QPointF(t, 1.0));
    return points;
}

}  // namespace

class TestPlotGaps : public QObject {
    Q_OBJECT
private slots:
    void aGapWithoutDataIsNotBridged()
    {
        // Data from -10 s to -7 s and from -2 s to now; nothing in between.
        const QImage image = drawn(steady(-10, -7) + steady(-2, 0));
        QVERIFY(inkedAround(image, 30, 50));    // -9 s
        QVERIFY(inkedAround(image, 270, 50));   // -1 s
        QVERIFY(!inkedAround(image, 150, 50));  // -5 s: no line there
        QVERIFY(!inkedAround(image, 100, 50));
    }

    void steadyDataIsOneLine()
    {
        const QImage image = drawn(steady(-10, 0));
        for (int x = 5; x < 295; x += 10) QVERIFY2(inkedAround(image, x, 50), qPrintable(QString::number(x)));
        QCOMPARE(PlotLines::runsBetweenGaps(steady(-10, 0), 0.1).size(), std::size_t(1));
    }

    // Samples that come in bursts (several per frame, then a pause) are not gaps.
    void burstsAreNotGaps()
    {
        QList<QPointF> bursts;
        for (int frame = 0; frame < 200; ++frame)
            for (int sample = 0; sample < 3; ++sample) bursts.append(QPointF(-10 + frame * 0.05 + sample * 0.001, 1.0));
        QCOMPARE(PlotLines::runsBetweenGaps(bursts, 0.1).size(), std::size_t(1));
    }

    void aLoneReadingBetweenGapsIsStillShown()
    {
        const QImage image = drawn(steady(-10, -8) + QList<QPointF>{{-5, 1.0}} + steady(-2, 0));
        QVERIFY(inkedAround(image, 150, 50));
        QVERIFY(!inkedAround(image, 120, 50));
    }
};

QTEST_MAIN(TestPlotGaps)

}  // namespace tst_plot_gaps
#include "tst_plot_gaps.moc"

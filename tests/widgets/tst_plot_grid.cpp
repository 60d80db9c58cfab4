// PlotGrid: a TimePlot's grid, drawn at the positions where the chart writes its tick labels.
#include "DashStyle.h"
#include "PlotGrid.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

namespace tst_plot_grid {  // this file's names, apart in a unity batch

using robodash::widgets::PlotGrid;
namespace style = robodash::widgets::style;

class PlotGridTest : public QObject {
    Q_OBJECT
private slots:
    void aFixedTickCountSpreadsTicksEvenly();
    void anIntervalGivesEveryMultipleInTheRange();
    void anEmptyRangeHasNoTicks();
    void drawsOnePixelLinesAtTheTicks();
};

void PlotGridTest::aFixedTickCountSpreadsTicksEvenly()
{
    QCOMPARE(PlotGrid::ticks(-10, 0, 6), (QList<double>{-10, -8, -6, -4, -2, 0}));
    QCOMPARE(PlotGrid::ticks(15, 17, 5), (QList<double>{15, 15.5, 16, 16.5, 17}));
}

void PlotGridTest::anIntervalGivesEveryMultipleInTheRange()
{
    // The cliff plot: 0..4095 ADC counts, a line every 1000.
    QCOMPARE(PlotGrid::ticks(0, 4095, 5, 1000, 0), (QList<double>{0, 1000, 2000, 3000, 4000}));
    QCOMPARE(PlotGrid::ticks(-25, 25, 5, 10, 0), (QList<double>{-20, -10, 0, 10, 20}));
    // The anchor shifts the multiples.
    QCOMPARE(PlotGrid::ticks(0, 10, 5, 4, 1), (QList<double>{1, 5, 9}));
}

void PlotGridTest::anEmptyRangeHasNoTicks()
{
    QVERIFY(PlotGrid::ticks(1, 1, 5).isEmpty());
    QVERIFY(PlotGrid::ticks(2, 1, 5, 0.5).isEmpty());
}

void PlotGridTest::drawsOnePixelLinesAtTheTicks()
{
    PlotGrid grid(nullptr);
    grid.setPlotArea(QRectF(0, 0, 100, 50));
    grid.setRanges(QPointF(-10, 0), QPointF(0, 50));
    grid.setTicks({-5}, {25});
    QImage image(101, 51, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        grid.paint(&painter, nullptr, nullptr);
    }
    // t = -5 halfway across, value 25 halfway up: one pixel wide, in the grid's colour.
    QCOMPARE(QColor(image.pixel(50, 10)), style::idle());
    QCOMPARE(QColor(image.pixel(49, 10)), QColor(Qt::white));
    QCOMPARE(QColor(image.pixel(51, 10)), QColor(Qt::white));
    QCOMPARE(QColor(image.pixel(20, 25)), style::idle());
    QCOMPARE(QColor(image.pixel(20, 24)), QColor(Qt::white));
    // The axis lines on the left and at the bottom, in the outline colour.
    QCOMPARE(QColor(image.pixel(0, 10)), style::outline());
    QCOMPARE(QColor(image.pixel(70, 50)), style::outline());
}

QTEST_MAIN(PlotGridTest)

}  // namespace tst_plot_grid
#include "tst_plot_grid.moc"

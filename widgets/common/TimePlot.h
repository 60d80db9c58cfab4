#pragma once
// A small plot of a few named series over a sliding time window. The only file of ours that
// knows about Qt Charts (deprecated upstream after 6.10): everything else uses this class.
//
// addSample() only stores into a fixed-size ring per series; a refresh tick (20 Hz by
// default, through a RefreshGate: on the same tick as the other readouts, and only while new
// samples wait) hands each chart series its visible points once, decimated to a minimum and
// a maximum per pixel column, so plotting cost does not grow with the sample rate.

#include "SampleRing.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

class QChart;
class QChartView;
class QLabel;
class QToolButton;
class QValueAxis;
class QXYSeries;

namespace robodash::widgets {

class PlotGrid;
class PlotLines;
class RefreshGate;

class TimePlot : public QWidget {
    Q_OBJECT
public:
    explicit TimePlot(const QString &title = {}, QWidget *parent = nullptr);
    ~TimePlot() override;

    // Series are identified by the index these return, in creation order.
    int addSeries(const QString &name, const QColor &colour);
    // Markers (e.g. cliff flags) are drawn as dots over the lines, never joined.
    int addMarkerSeries(const QString &name, const QColor &colour);
    int seriesCount() const;
    int markerSeriesCount() const;

    void addSample(int series, double tSeconds, double value);
    void addMarker(int markerSeries, double tSeconds, double value);
    void clear();

    void setTimeWindow(double seconds);
    double timeWindow() const { return timeWindow_; }
    // Samples kept per line series (existing ones keep their newest samples).
    void setRingCapacity(int samples);
    int ringCapacity() const { return ringCapacity_; }
    void setFixedValueRange(double minimum, double maximum);
    void setAutoValueRange(double minimumSpan);
    void setAxisTitles(const QString &timeTitle, const QString &valueTitle);
    // Grid lines at multiples of `interval` (e.g. 1000 ADC counts) instead of nice numbers.
    void setValueTickInterval(double interval);
    void setLegendVisible(bool visible);
    void setRefreshRate(double hertz);
    double refreshRate() const;

    bool isPaused() const { return paused_; }
    QPair<double, double> valueRange() const;  // what the value axis shows
    int storedSampleCount(int series) const;
    // What the chart currently shows (x is seconds relative to the newest sample).
    QList<QPointF> displayedPoints(int series) const;
    QList<QPointF> displayedMarkers(int markerSeries) const;

    // Writes the plot as it is shown; the format follows the file suffix (png, jpg, bmp).
    // Returns false and a sentence for the user in `error` when it cannot.
    bool saveImage(const QString &path, QString *error = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void pause();
    void resume();
    void setPaused(bool paused);
    // One refresh tick: redraws from the rings unless paused. Called by the refresh gate.
    void refresh();

signals:
    void pausedChanged(bool paused);

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Channel {
        SampleRing ring;
        QXYSeries *series = nullptr;  // for a line: empty, the legend's entry (PlotLines draws)
    };

    void attach(QXYSeries *series, const QColor &colour);
    void markDirty();
    void refreshIfShown();
    double newestTime() const;
    int pixelColumns() const;
    QList<QPointF> visiblePoints(const SampleRing &ring, double newest) const;
    void updateValueAxis(const std::vector<QList<QPointF>> &shown);
    void showRanges();
    void applyThemeColours();

    QChart *chart_ = nullptr;
    QChartView *view_ = nullptr;
    QValueAxis *timeAxis_ = nullptr;
    QValueAxis *valueAxis_ = nullptr;
    QToolButton *pauseButton_ = nullptr;
    PlotGrid *plotGrid_ = nullptr;    // a child item of chart_, drawn instead of its grid
    PlotLines *plotLines_ = nullptr;  // a child item of chart_
    RefreshGate *refreshGate_ = nullptr;
    std::vector<std::unique_ptr<Channel>> lines_;
    std::vector<std::unique_ptr<Channel>> markers_;
    double timeWindow_ = 10.0;
    int ringCapacity_ = 2048;
    bool autoRange_ = true;
    bool autoRangeApplied_ = false;  // false while the axis shows its initial 0..1
    double autoMinimumSpan_ = 1.0;
    bool paused_ = false;
    bool dirty_ = false;
};

}  // namespace robodash::widgets

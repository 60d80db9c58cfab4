#include "TimePlot.h"

#include "DashStyle.h"
#include "PlotGrid.h"
#include "PlotLines.h"
#include "RefreshGate.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QImageWriter>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace robodash::widgets {

namespace {
constexpr int kMarkerRingCapacity = 512;
constexpr double kDefaultRefreshHz = 1000.0 / RefreshGate::kDefaultPeriodMs;  // the readouts' tick

QFont smallFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.85);
    return font;
}
}  // namespace

TimePlot::TimePlot(const QString &title, QWidget *parent)
    : QWidget(parent), chart_(new QChart), timeAxis_(new QValueAxis(this)),
      valueAxis_(new QValueAxis(this)),
      refreshGate_(new RefreshGate([this] { refreshIfShown(); }, this))
{
    chart_->setBackgroundRoundness(0);
    chart_->setMargins(QMargins(2, 2, 2, 2));
    chart_->layout()->setContentsMargins(0, 0, 0, 0);
    chart_->legend()->setAlignment(Qt::AlignTop);
    chart_->legend()->setFont(smallFont(font()));
    chart_->setAnimationOptions(QChart::NoAnimation);

    for (QValueAxis *axis : {timeAxis_, valueAxis_}) {
        axis->setLabelsFont(smallFont(font()));
        axis->setTitleFont(smallFont(font()));
        // PlotGrid draws the grid, the axis lines and nothing else: no tick marks.
        axis->setGridLineVisible(false);
        axis->setLineVisible(false);
    }
    timeAxis_->setRange(-timeWindow_, 0);
    timeAxis_->setTickCount(6);
    timeAxis_->setLabelFormat(QStringLiteral("%.0f"));
    timeAxis_->setTitleText(tr("time (s)"));
    valueAxis_->setRange(0, 1);
    valueAxis_->setLabelFormat(QStringLiteral("%g"));
    chart_->addAxis(timeAxis_, Qt::AlignBottom);
    chart_->addAxis(valueAxis_, Qt::AlignLeft);
    plotGrid_ = new PlotGrid(chart_);
    plotLines_ = new PlotLines(chart_);
    connect(chart_, &QChart::plotAreaChanged, this, [this](const QRectF &area) {
        plotGrid_->setPlotArea(area);
        plotLines_->setPlotArea(area);
    });
    for (QValueAxis *axis : {timeAxis_, valueAxis_})
        connect(axis, &QValueAxis::rangeChanged, this, &TimePlot::showRanges);
    showRanges();

    view_ = new QChartView(chart_, this);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setFrameShape(QFrame::NoFrame);

    auto *titleLabel = new QLabel(title, this);
    QFont titleFont = font();
    titleFont.setBold(true);
    titleLabel->setFont(titleFont);
    pauseButton_ = new QToolButton(this);
    pauseButton_->setObjectName(QStringLiteral("pauseButton"));
    pauseButton_->setCheckable(true);
    pauseButton_->setAutoRaise(true);
    pauseButton_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    pauseButton_->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
    pauseButton_->setText(tr("Pause"));
    pauseButton_->setToolTip(tr("Freeze the plot; data keeps being recorded"));
    connect(pauseButton_, &QToolButton::toggled, this, &TimePlot::setPaused);

    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    header->addWidget(titleLabel);
    header->addStretch();
    header->addWidget(pauseButton_);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(header);
    layout->addWidget(view_, 1);

    setRefreshRate(kDefaultRefreshHz);
    applyThemeColours();
    connect(&DashTheme::instance(), &DashTheme::changed, this, &TimePlot::applyThemeColours);
}

// Qt Charts keeps the brushes it was given: set them again for a new theme.
void TimePlot::applyThemeColours()
{
    chart_->setBackgroundBrush(DashTheme::isDark() ? style::surface() : QColor(Qt::white));
    chart_->setBackgroundPen(Qt::NoPen);
    chart_->legend()->setLabelColor(style::text());
    for (QValueAxis *axis : {timeAxis_, valueAxis_}) {
        axis->setLabelsColor(style::text());
        axis->setTitleBrush(style::text());
    }
    view_->setBackgroundBrush(palette().window());
    plotGrid_->update();
}

// The chart view owns the chart, and the chart owns its series.
TimePlot::~TimePlot() = default;

// New data to show: one refresh on the next tick, however many samples come before it.
void TimePlot::markDirty()
{
    dirty_ = true;
    refreshGate_->requestRefresh();
}

// Plots in hidden dock tabs cost nothing; showEvent() catches up.
void TimePlot::refreshIfShown()
{
    if (dirty_ && isVisible())
        refresh();
}

void TimePlot::attach(QXYSeries *series, const QColor &colour)
{
    chart_->addSeries(series);
    series->attachAxis(timeAxis_);
    series->attachAxis(valueAxis_);
    series->setColor(colour);
}

int TimePlot::addSeries(const QString &name, const QColor &colour)
{
    auto channel = std::make_unique<Channel>();
    channel->ring = SampleRing(static_cast<std::size_t>(ringCapacity_));
    auto *line = new QLineSeries;
    line->setName(name);
    attach(line, colour);
    const QPen pen(colour, 1.6);
    line->setPen(pen);  // the legend shows it
    channel->series = line;
    lines_.push_back(std::move(channel));
    return plotLines_->addLine(pen);
}

int TimePlot::addMarkerSeries(const QString &name, const QColor &colour)
{
    auto channel = std::make_unique<Channel>();
    channel->ring = SampleRing(kMarkerRingCapacity);
    auto *dots = new QScatterSeries;
    dots->setName(name);
    dots->setMarkerSize(7);
    attach(dots, colour);
    dots->setBorderColor(Qt::transparent);
    channel->series = dots;
    markers_.push_back(std::move(channel));
    return static_cast<int>(markers_.size()) - 1;
}

int TimePlot::seriesCount() const { return static_cast<int>(lines_.size()); }
int TimePlot::markerSeriesCount() const { return static_cast<int>(markers_.size()); }

void TimePlot::addSample(int series, double tSeconds, double value)
{
    if (series < 0 || series >= seriesCount() || !std::isfinite(tSeconds) || !std::isfinite(value))
        return;
    lines_[static_cast<std::size_t>(series)]->ring.push(QPointF(tSeconds, value));
    markDirty();
}

void TimePlot::addMarker(int markerSeries, double tSeconds, double value)
{
    if (markerSeries < 0 || markerSeries >= markerSeriesCount() || !std::isfinite(tSeconds) ||
        !std::isfinite(value))
        return;
    markers_[static_cast<std::size_t>(markerSeries)]->ring.push(QPointF(tSeconds, value));
    markDirty();
}

void TimePlot::clear()
{
    for (auto *channels : {&lines_, &markers_})
        for (auto &channel : *channels)
            channel->ring.clear();
    markDirty();
}

void TimePlot::setTimeWindow(double seconds)
{
    if (!(seconds > 0))
        return;
    timeWindow_ = seconds;
    timeAxis_->setRange(-timeWindow_, 0);
    markDirty();
}

void TimePlot::setRingCapacity(int samples)
{
    ringCapacity_ = std::max(1, samples);
    // Existing series keep their newest samples.
    for (auto &channel : lines_) {
        SampleRing resized(static_cast<std::size_t>(ringCapacity_));
        const SampleRing &old = channel->ring;
        const std::size_t keep = std::min(old.size(), resized.capacity());
        for (std::size_t i = old.size() - keep; i < old.size(); ++i)
            resized.push(old.at(i));
        channel->ring = std::move(resized);
    }
    markDirty();
}

void TimePlot::setFixedValueRange(double minimum, double maximum)
{
    autoRange_ = false;
    valueAxis_->setRange(minimum, maximum);
}

void TimePlot::setAutoValueRange(double minimumSpan)
{
    autoRange_ = true;
    autoRangeApplied_ = false;
    autoMinimumSpan_ = minimumSpan > 0 ? minimumSpan : 1.0;
    markDirty();
}

void TimePlot::setAxisTitles(const QString &timeTitle, const QString &valueTitle)
{
    timeAxis_->setTitleText(timeTitle);
    valueAxis_->setTitleText(valueTitle);
}

void TimePlot::setValueTickInterval(double interval)
{
    if (!(interval > 0))
        return;
    valueAxis_->setTickType(QValueAxis::TicksDynamic);
    valueAxis_->setTickAnchor(0);
    valueAxis_->setTickInterval(interval);
    showRanges();
}

void TimePlot::setLegendVisible(bool visible) { chart_->legend()->setVisible(visible); }

void TimePlot::setRefreshRate(double hertz)
{
    if (!(hertz > 0))
        return;
    refreshGate_->setPeriodMs(std::max(1, static_cast<int>(std::lround(1000.0 / hertz))));
}

double TimePlot::refreshRate() const { return 1000.0 / refreshGate_->periodMs(); }

QPair<double, double> TimePlot::valueRange() const
{
    return {valueAxis_->min(), valueAxis_->max()};
}

int TimePlot::storedSampleCount(int series) const
{
    if (series < 0 || series >= seriesCount())
        return 0;
    return static_cast<int>(lines_[static_cast<std::size_t>(series)]->ring.size());
}

QList<QPointF> TimePlot::displayedPoints(int series) const
{
    if (series < 0 || series >= seriesCount())
        return {};
    return plotLines_->points(series);
}

QList<QPointF> TimePlot::displayedMarkers(int markerSeries) const
{
    if (markerSeries < 0 || markerSeries >= markerSeriesCount())
        return {};
    return markers_[static_cast<std::size_t>(markerSeries)]->series->points();
}

void TimePlot::pause() { setPaused(true); }
void TimePlot::resume() { setPaused(false); }

void TimePlot::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    {
        const QSignalBlocker blocker(pauseButton_);
        pauseButton_->setChecked(paused);
    }
    pauseButton_->setIcon(style()->standardIcon(paused ? QStyle::SP_MediaPlay
                                                       : QStyle::SP_MediaPause));
    pauseButton_->setText(paused ? tr("Resume") : tr("Pause"));
    if (!paused)
        markDirty();
    emit pausedChanged(paused);
}

double TimePlot::newestTime() const
{
    double newest = -std::numeric_limits<double>::infinity();
    for (const auto *channels : {&lines_, &markers_})
        for (const auto &channel : *channels)
            if (!channel->ring.empty())
                newest = std::max(newest, channel->ring.newest().x());
    return newest;
}

int TimePlot::pixelColumns() const
{
    const double width = chart_->plotArea().width();
    return width >= 10 ? static_cast<int>(width) : 300;
}

QList<QPointF> TimePlot::visiblePoints(const SampleRing &ring, double newest) const
{
    const double start = newest - timeWindow_;
    // Keep one sample before the window so the line enters from the left edge instead of
    // starting in mid-air.
    std::size_t first = ring.firstAtOrAfter(start);
    if (first > 0)
        --first;
    const std::size_t count = ring.size() - first;
    const int columns = pixelColumns();
    const auto shifted = [newest](const QPointF &sample) { return QPointF(sample.x() - newest, sample.y()); };

    QList<QPointF> points;
    if (count <= static_cast<std::size_t>(2 * columns)) {
        points.reserve(static_cast<int>(count));
        ring.forEachFrom(first, [&](const QPointF &sample) { points.append(shifted(sample)); });
        return points;
    }

    // Minimum and maximum per pixel column, in time order: the drawn envelope is the same as
    // with every sample, at a cost bounded by the plot's width.
    points.reserve(2 * columns + 2);
    const double columnsPerSecond = columns / timeWindow_;
    int column = std::numeric_limits<int>::min();
    QPointF lowest, highest;
    bool lowestFirst = true;  // the column's minimum came before its maximum
    const auto closeColumn = [&] {
        if (column == std::numeric_limits<int>::min())
            return;
        if (lowest == highest) {
            points.append(shifted(lowest));
            return;
        }
        points.append(shifted(lowestFirst ? lowest : highest));
        points.append(shifted(lowestFirst ? highest : lowest));
    };
    ring.forEachFrom(first, [&](const QPointF &sample) {
        const int sampleColumn =
            std::clamp(static_cast<int>((sample.x() - start) * columnsPerSecond), -1, columns);
        if (sampleColumn != column) {
            closeColumn();
            column = sampleColumn;
            lowest = highest = sample;
            lowestFirst = true;
            return;
        }
        // The first of equal extremes stays, as a scan from the left would keep it.
        if (sample.y() < lowest.y()) {
            lowest = sample;
            lowestFirst = false;
        }
        if (sample.y() > highest.y()) {
            highest = sample;
            lowestFirst = true;
        }
    });
    closeColumn();
    return points;
}

void TimePlot::refresh()
{
    if (paused_)
        return;
    dirty_ = false;
    const double newest = newestTime();
    std::vector<QList<QPointF>> shown;
    shown.reserve(lines_.size() + markers_.size());
    for (const auto *channels : {&lines_, &markers_})
        for (const auto &channel : *channels)
            shown.push_back(std::isfinite(newest) ? visiblePoints(channel->ring, newest)
                                                  : QList<QPointF>());
    // The axis first: changing it after replace() would lay every series out twice.
    updateValueAxis(shown);
    std::size_t index = lines_.size();
    for (const auto &channel : markers_)
        channel->series->replace(shown[index++]);
    shown.resize(lines_.size());
    plotLines_->setAllPoints(shown);
}

void TimePlot::showRanges()
{
    const QPointF time(timeAxis_->min(), timeAxis_->max()), value(valueAxis_->min(), valueAxis_->max());
    plotLines_->setRanges(time, value);
    plotGrid_->setRanges(time, value);
    // Where the chart puts its tick labels.
    const bool dynamic = valueAxis_->tickType() == QValueAxis::TicksDynamic;
    plotGrid_->setTicks(PlotGrid::ticks(time.x(), time.y(), timeAxis_->tickCount()),
                        PlotGrid::ticks(value.x(), value.y(), valueAxis_->tickCount(),
                                        dynamic ? valueAxis_->tickInterval() : 0, valueAxis_->tickAnchor()));
}

namespace {
// A round step (1, 2 or 5 times a power of ten) giving about `ticks` intervals over `span`.
double niceStep(double span, int ticks)
{
    const double rough = span / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    for (double factor : {1.0, 2.0, 5.0})
        if (rough <= factor * magnitude)
            return factor * magnitude;
    return 10 * magnitude;
}
}  // namespace

void TimePlot::updateValueAxis(const std::vector<QList<QPointF>> &shown)
{
    if (!autoRange_)
        return;
    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    for (const QList<QPointF> &points : shown)
        for (const QPointF &point : points)
            if (point.x() >= -timeWindow_) {
                low = std::min(low, point.y());
                high = std::max(high, point.y());
            }
    if (!std::isfinite(low))
        return;
    // Keep the current range while the data fits and fills a fair part of it: a calm axis,
    // and no relayout of every series on each tick.
    const double currentLow = valueAxis_->min(), currentHigh = valueAxis_->max();
    const double currentSpan = currentHigh - currentLow;
    const bool fits = low >= currentLow && high <= currentHigh;
    const bool fillsEnough = (high - low) >= 0.4 * currentSpan || currentSpan <= 1.5 * autoMinimumSpan_;
    if (autoRangeApplied_ && fits && fillsEnough)
        return;
    if (high - low < autoMinimumSpan_) {
        const double middle = (high + low) / 2;
        low = middle - autoMinimumSpan_ / 2;
        high = middle + autoMinimumSpan_ / 2;
    }
    const double padding = (high - low) * 0.05;
    const double step = niceStep(high - low + 2 * padding, 4);
    const double niceLow = std::floor((low - padding) / step) * step;
    const double niceHigh = std::ceil((high + padding) / step) * step;
    valueAxis_->setRange(niceLow, niceHigh);
    valueAxis_->setTickCount(static_cast<int>(std::lround((niceHigh - niceLow) / step)) + 1);
    autoRangeApplied_ = true;
    showRanges();  // the new tick count
}

bool TimePlot::saveImage(const QString &path, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (path.trimmed().isEmpty())
        return fail(tr("Cannot save the plot: no file name was given."));
    const QFileInfo info(path);
    const QByteArray format = info.suffix().toLower().toLatin1();
    if (format.isEmpty() || !QImageWriter::supportedImageFormats().contains(format))
        return fail(tr("Cannot save the plot as \"%1\": unknown image type \"%2\"; use a "
                       "file name ending in .png, .jpg or .bmp.")
                        .arg(info.fileName(), QString::fromLatin1(format)));
    if (!info.absoluteDir().exists())
        return fail(tr("Cannot save the plot: the folder \"%1\" does not exist.")
                        .arg(info.absolutePath()));
    QImageWriter writer(path, format);
    if (!writer.write(grab().toImage()))
        return fail(tr("Cannot save the plot to \"%1\": %2.").arg(path, writer.errorString()));
    if (error)
        error->clear();
    return true;
}

void TimePlot::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (dirty_)
        refresh();
}

QSize TimePlot::sizeHint() const { return {360, 220}; }
// Tall enough for the title row, four value labels and the time axis: lower, the chart elides
// its value labels to "…" (the battery trend did in a fleet's short dock). A dock shorter than
// its panel scrolls instead (PanelScroller).
QSize TimePlot::minimumSizeHint() const { return {200, 170}; }

}  // namespace robodash::widgets

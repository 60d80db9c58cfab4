#include "FieldPlot.h"

#include "DashStyle.h"
#include "FieldPlotPainter.h"
#include "RefreshGate.h"
#include "store/LogOverview.h"
#include "store/RobotStore.h"
#include "SeriesColumns.h"

#include <QJsonArray>
#include <QPainter>

#include <cmath>

namespace robodash::widgets {

QString FieldPlot::fieldMimeType()
{
    return QStringLiteral("application/x-robodash-field-paths");
}

namespace {

// Ten redraws a second as readings come (on every other tick of the dashboard's 20 Hz
// readouts): twelve plots of four fields at 20 Hz cost the GUI thread about 8 % of a core, at
// 10 Hz about half (robodash-bench-plots). What the user does (zoom, pan, a field) is drawn
// at once.
constexpr int kRefreshPeriodMs = 2 * RefreshGate::kDefaultPeriodMs;

}  // namespace

FieldPlot::FieldPlot(const store::RobotStore &store, QWidget *parent)
    : QWidget(parent), m_store(store), m_gate(new RefreshGate([this] { update(); }, this, kRefreshPeriodMs))
{
    setAcceptDrops(true);
    setFocusPolicy(Qt::ClickFocus);
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setToolTip(tr("Wheel: zoom time; Ctrl+wheel: zoom values; drag: pan; click: time cursor; "
                  "double-click: follow the newest again. Right-click for more."));
    // The series colours are the theme's: a switch to dark gives each line its dark twin.
    connect(&DashTheme::instance(), &DashTheme::changed, this, [this] {
        for (std::size_t i = 0; i < m_curves.size(); ++i)
            m_curves[i].colour = colourFor(i);
        update();
    });
}

bool FieldPlot::addField(const QString &path)
{
    for (const Curve &curve : m_curves) {
        if (curve.path == path)
            return false;
    }
    m_curves.push_back({path, colourFor(m_curves.size()), nullptr, nullptr, nullptr});
    refreshFields();
    emit fieldsChanged();
    return true;
}

void FieldPlot::removeField(const QString &path)
{
    const auto gone = std::remove_if(m_curves.begin(), m_curves.end(),
                                     [&path](const Curve &curve) { return curve.path == path; });
    if (gone == m_curves.end())
        return;
    m_curves.erase(gone, m_curves.end());
    for (std::size_t i = 0; i < m_curves.size(); ++i)
        m_curves[i].colour = colourFor(i);
    update();
    emit fieldsChanged();
}

void FieldPlot::clearFields()
{
    m_curves.clear();
    update();
    emit fieldsChanged();
}

QStringList FieldPlot::fields() const
{
    QStringList paths;
    for (const Curve &curve : m_curves)
        paths << curve.path;
    return paths;
}

QColor FieldPlot::colourFor(std::size_t position)
{
    const int count = int(std::size(style::colours::kSeries));
    const int index = int(position);
    QColor colour = style::themed(style::colours::kSeries[index % count]);
    // Past the table's colours, the same hues again, lighter or darker.
    return index < count ? colour : (index / count % 2 ? colour.darker(140) : colour.lighter(140));
}

// An XY curve's point at the time cursor (a replay's position), if both values are known there.
std::optional<QPointF> FieldPlot::xyMarker(std::size_t curve) const
{
    if (!m_cursorMs)
        return std::nullopt;
    const std::vector<std::optional<double>> values = cursorValues();
    if (!values.front() || !values[curve])
        return std::nullopt;
    return QPointF(*values.front(), *values[curve]);
}

bool FieldPlot::Curve::reported() const
{
    return (series && !series->empty()) || overview;
}

void FieldPlot::refreshFields()
{
    for (Curve &curve : m_curves) {
        const std::string path = curve.path.toStdString();
        const auto index = m_store.indexOf(path);
        curve.series = index ? &m_store.series(*index) : nullptr;
        curve.field = index ? &m_store.fields()[*index] : nullptr;
        if (curve.field && curve.field->text)
            curve.series = nullptr;  // a text (a version) has no series to draw
        curve.overview = m_overview ? m_overview->find(path) : nullptr;
    }
    update();
}

void FieldPlot::setOverview(const store::LogOverview *overview)
{
    m_overview = overview;
    refreshFields();
}

double FieldPlot::overviewTime(std::int64_t timeMs) const
{
    return double(timeMs - m_store.timeOriginMs().value_or(0));
}

void FieldPlot::readingsChanged()
{
    if (m_following || m_cursorMs)
        m_gate->requestRefresh();
}

void FieldPlot::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    m_valueRange.reset();
    m_xRange.reset();
    update();
    emit fieldsChanged();
}

void FieldPlot::setFollowing(bool following)
{
    if (following == m_following)
        return;
    if (!following)
        holdViewEndAt(visibleTimeRange().second);  // still following: where the view is now
    m_following = following;
    if (following)
        m_valueRange.reset(), m_xRange.reset();
    update();
    emit followingChanged(following);
}

void FieldPlot::setTimeWindowMs(std::int64_t windowMs)
{
    m_windowMs = std::clamp<std::int64_t>(windowMs, 20, 7 * 24 * 3'600'000LL);
    update();
}

void FieldPlot::setCursorTime(std::optional<std::int64_t> timeMs)
{
    if (timeMs == m_cursorMs)
        return;
    m_cursorMs = timeMs;
    m_gate->requestRefresh();  // a replay moves it with every sample: drawn at the screen's pace
    emit cursorChanged();
}

std::vector<std::optional<double>> FieldPlot::cursorValues() const
{
    std::vector<std::optional<double>> values;
    for (const Curve &curve : m_curves) {
        std::optional<double> value;
        // The store's value while the field was being read (not past its last reading).
        if (curve.series && !curve.series->empty() && (!m_cursorMs || *m_cursorMs <= *curve.series->lastReadMs()))
            value = m_cursorMs ? curve.series->valueAt(*m_cursorMs) : curve.series->newest()->value;
        if (!value && m_cursorMs && curve.overview) {  // before the store's points: the log's, coarse
            const auto bucket = std::size_t(std::max(0.0, overviewTime(*m_cursorMs) / m_overview->bucketMs()));
            if (bucket < curve.overview->read.size() && curve.overview->read[bucket])
                value = curve.overview->buckets[bucket].last;
        }
        if (value && std::isnan(*value))
            value.reset();
        values.push_back(value);
    }
    return values;
}

bool FieldPlot::isReported(const QString &path) const
{
    for (const Curve &curve : m_curves) {
        if (curve.path == path)
            return curve.reported();
    }
    return false;
}

void FieldPlot::setCurrent(bool current)
{
    if (current != m_current) {
        m_current = current;
        update();
    }
}

QJsonObject FieldPlot::layout() const
{
    return {{QStringLiteral("mode"), m_mode == Mode::XY ? QStringLiteral("xy") : QStringLiteral("time")},
            {QStringLiteral("fields"), QJsonArray::fromStringList(fields())},
            {QStringLiteral("window_s"), double(m_windowMs) / 1000.0}};
}

void FieldPlot::applyLayout(const QJsonObject &layout)
{
    m_curves.clear();
    m_valueRange.reset();
    m_xRange.reset();
    setMode(layout.value(QStringLiteral("mode")).toString() == QStringLiteral("xy") ? Mode::XY : Mode::Time);
    const double window = layout.value(QStringLiteral("window_s")).toDouble(30.0);
    setTimeWindowMs(std::int64_t(std::llround(window * 1000.0)));
    for (const QJsonValue &path : layout.value(QStringLiteral("fields")).toArray()) {
        if (path.isString())
            addField(path.toString());
    }
    emit fieldsChanged();
}

QRect FieldPlot::plotArea() const
{
    const QFontMetrics metrics(style::captionFont(font()));
    const int left = metrics.horizontalAdvance(QStringLiteral("-00000.00")) + 8;
    return rect().adjusted(left, 6, -10, -(metrics.height() + 8));
}

void FieldPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect area = plotArea();  // the painter fills it; around it, the window's colour
    for (const QRect &margin : {QRect(0, 0, width(), area.top()), QRect(0, area.top(), area.left(), area.height()),
                                QRect(area.right() + 1, area.top(), width() - area.right() - 1, area.height()),
                                QRect(0, area.bottom() + 1, width(), height() - area.bottom() - 1)})
        painter.fillRect(margin, palette().window());
    PlotFrame frame;
    frame.area = area;
    std::tie(frame.startMs, frame.endMs) = visibleTimeRange();
    frame.originMs = m_store.timeOriginMs().value_or(0);
    if (m_mode == Mode::XY || m_valueRange)
        std::tie(frame.low, frame.high) = visibleValueRange();
    frame.mode = m_mode;
    frame.cursorMs = m_cursorMs;
    frame.current = m_current;
    frame.following = m_following;
    frame.overview = m_overview;
    if (m_mode == Mode::XY) {
        std::tie(frame.xLow, frame.xHigh) = visibleXRange();
        if (!m_xRange && !m_valueRange && sameUnitAcross())
            keepAspect(frame);
    }
    // Each curve's extents once: they are drawn, and the value axis fits them.
    std::vector<std::vector<ColumnExtent>> columns;
    if (m_mode == Mode::Time) {
        for (const Curve &curve : m_curves)
            columns.push_back(columnsOf(curve, frame.startMs, frame.endMs, frame.area.width()));
        if (!m_valueRange)
            std::tie(frame.low, frame.high) = fittedRange(columns);
    }
    FieldPlotPainter plot(painter, frame, palette(), m_texts);
    plot.paintGrid();
    painter.setClipRect(frame.area);
    painter.setRenderHint(QPainter::Antialiasing, true);
    if (m_mode == Mode::Time) {
        for (std::size_t i = 0; i < m_curves.size(); ++i)
            plot.paintColumns(columns[i], m_curves[i].colour);
    } else {
        for (std::size_t i = 1; i < m_curves.size(); ++i)
            plot.paintXyCurve(m_curves.front(), m_curves[i], xyMarker(i));
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
    plot.paintCursor();
    if (m_curves.empty())
        plot.paintHint(tr("Drag a field here from the list, or double-click one"));
    else if (m_mode == Mode::XY && m_curves.size() < 2)
        plot.paintHint(tr("XY: the first field is across, add one to draw against it"));
    if (!m_curves.empty())
        plot.paintLegend(m_curves, cursorValues());
}

}  // namespace robodash::widgets

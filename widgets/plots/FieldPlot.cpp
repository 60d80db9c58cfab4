#include "FieldPlot.h"

#include "DashStyle.h"
#include "FieldPlotPainter.h"
#include "RefreshGate.h"
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

std::pair<double, double> withMargin(const std::optional<std::pair<double, double>> &fitted)
{
    if (!fitted)
        return {0, 1};
    const double span = fitted->second - fitted->first;
    const double margin = span > 0 ? span * 0.08 : std::max(std::abs(fitted->first) * 0.1, 0.5);
    return {fitted->first - margin, fitted->second + margin};
}

}  // namespace

FieldPlot::FieldPlot(const store::RobotStore &store, QWidget *parent)
    : QWidget(parent), m_store(store), m_gate(new RefreshGate([this] { update(); }, this))
{
    setAcceptDrops(true);
    setFocusPolicy(Qt::ClickFocus);
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setToolTip(tr("Wheel: zoom time; Ctrl+wheel: zoom values; drag: pan; click: time cursor; "
                  "double-click: follow the newest again. Right-click for more."));
}

bool FieldPlot::addField(const QString &path)
{
    for (const Curve &curve : m_curves) {
        if (curve.path == path)
            return false;
    }
    m_curves.push_back({path, nextColour(), nullptr, nullptr});
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

QColor FieldPlot::nextColour() const
{
    const int count = int(std::size(style::colours::kSeries));
    const int index = int(m_curves.size());
    QColor colour = style::themed(style::colours::kSeries[index % count]);
    // Past the table's colours, the same hues again, lighter or darker.
    return index < count ? colour : (index / count % 2 ? colour.darker(140) : colour.lighter(140));
}

void FieldPlot::refreshFields()
{
    for (Curve &curve : m_curves) {
        const auto index = m_store.indexOf(curve.path.toStdString());
        curve.series = index ? &m_store.series(*index) : nullptr;
        curve.field = index ? &m_store.fields()[*index] : nullptr;
        if (curve.field && curve.field->text)
            curve.series = nullptr;  // a text (a version) has no series to draw
    }
    update();
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
        m_endMs = newestMs();
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

std::int64_t FieldPlot::newestMs() const
{
    return m_store.lastSampleMs().value_or(0);
}

std::pair<std::int64_t, std::int64_t> FieldPlot::visibleTimeRange() const
{
    const std::int64_t end = m_following ? newestMs() : m_endMs;
    return {end - m_windowMs, end};
}

void FieldPlot::setVisibleTimeRange(std::int64_t startMs, std::int64_t endMs)
{
    setFollowing(false);
    m_endMs = endMs;
    setTimeWindowMs(std::max<std::int64_t>(endMs - startMs, 1));
}

std::pair<double, double> FieldPlot::visibleValueRange() const
{
    if (m_valueRange)
        return *m_valueRange;
    const auto [start, end] = visibleTimeRange();
    std::optional<std::pair<double, double>> fitted;
    for (std::size_t i = m_mode == Mode::XY ? 1 : 0; i < m_curves.size(); ++i) {
        if (!m_curves[i].series)
            continue;
        const auto range = seriesRange(*m_curves[i].series, start, end);
        if (!range)
            continue;
        if (!fitted)
            fitted = range;
        fitted->first = std::min(fitted->first, range->first);
        fitted->second = std::max(fitted->second, range->second);
    }
    return withMargin(fitted);
}

std::pair<double, double> FieldPlot::visibleXRange() const
{
    if (m_xRange)
        return *m_xRange;
    if (m_curves.empty() || !m_curves.front().series)
        return {0, 1};
    const auto [start, end] = visibleTimeRange();
    return withMargin(seriesRange(*m_curves.front().series, start, end));
}

void FieldPlot::setCursorTime(std::optional<std::int64_t> timeMs)
{
    if (timeMs == m_cursorMs)
        return;
    m_cursorMs = timeMs;
    update();
    emit cursorChanged();
}

std::vector<std::optional<double>> FieldPlot::cursorValues() const
{
    std::vector<std::optional<double>> values;
    for (const Curve &curve : m_curves) {
        std::optional<double> value;
        if (curve.series && !curve.series->empty())
            value = m_cursorMs ? curve.series->valueAt(*m_cursorMs) : curve.series->newest()->value;
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
            return curve.series && !curve.series->empty();
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
    painter.fillRect(rect(), palette().window());
    PlotFrame frame;
    frame.area = plotArea();
    std::tie(frame.startMs, frame.endMs) = visibleTimeRange();
    frame.originMs = m_store.firstSampleMs().value_or(0);
    std::tie(frame.low, frame.high) = visibleValueRange();
    frame.mode = m_mode;
    frame.cursorMs = m_cursorMs;
    frame.current = m_current;
    frame.following = m_following;
    if (m_mode == Mode::XY)
        std::tie(frame.xLow, frame.xHigh) = visibleXRange();
    FieldPlotPainter plot(painter, frame, palette());
    plot.paintGrid();
    painter.setClipRect(frame.area);
    painter.setRenderHint(QPainter::Antialiasing, true);
    if (m_mode == Mode::Time) {
        for (const Curve &curve : m_curves)
            plot.paintTimeCurve(curve);
    } else {
        for (std::size_t i = 1; i < m_curves.size(); ++i)
            plot.paintXyCurve(m_curves.front(), m_curves[i]);
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

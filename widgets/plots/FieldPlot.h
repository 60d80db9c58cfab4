#pragma once
// One plot of any fields of a robot's store (store/RobotStore.h), by path: over time, or one
// field against another (XY: odometry y against x, current against PWM). It draws from the
// store's series at paint time, one extent per pixel column (SeriesColumns), so a plot costs
// its width however many points it spans, and nothing is copied out of the store.
//
// The view follows the newest reading (the default) or holds still (paused, panned, zoomed).
// Wheel: zoom time around the pointer (following, the newest stays at the right edge);
// Ctrl+wheel: zoom values; drag: pan; click: put the time cursor there (the legend shows every
// field's value at it; in a replay, go there); double-click: follow again.
// A field the robot does not report stays in the legend as "not reported", never drawn as 0.

#include "PlotTextCache.h"
#include "store/StoreField.h"

#include <QColor>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::store {
class FieldSeries;
class LogOverview;
class RobotStore;
struct OverviewField;
}  // namespace robodash::store

namespace robodash::widgets {

class RefreshGate;
struct ColumnExtent;
struct PlotFrame;

class FieldPlot : public QWidget {
    Q_OBJECT
public:
    enum class Mode { Time, XY };
    // The MIME type of a field dragged from the field tree: its paths, one per line.
    static QString fieldMimeType();

    explicit FieldPlot(const store::RobotStore &store, QWidget *parent = nullptr);

    // False when it is there already. A path the store does not have (yet) is kept: it is
    // shown as not reported until the robot reports it.
    bool addField(const QString &path);
    void removeField(const QString &path);
    void clearFields();
    QStringList fields() const;

    void setMode(Mode mode);
    Mode mode() const { return m_mode; }

    // Following: the view ends at the newest reading. Not following: it stays where it is.
    void setFollowing(bool following);
    // Following again, the values fitted again, no cursor: what a double-click does.
    void followNewest();
    bool isFollowing() const { return m_following; }
    void setTimeWindowMs(std::int64_t windowMs);
    std::int64_t timeWindowMs() const { return m_windowMs; }
    // What is shown, on the store's clock (the samples' receivedMs).
    std::pair<std::int64_t, std::int64_t> visibleTimeRange() const;
    void setVisibleTimeRange(std::int64_t startMs, std::int64_t endMs);  // stops following
    // The value axis: fitted to what is shown unless set.
    std::pair<double, double> visibleValueRange() const;
    // An XY plot's x axis (its first field's values): fitted unless panned.
    std::pair<double, double> visibleXRange() const;

    void setCursorTime(std::optional<std::int64_t> timeMs);
    std::optional<std::int64_t> cursorTime() const { return m_cursorMs; }
    // Each field's value at the cursor (the newest without one), in fields() order; empty: not
    // reported (yet), or not read at that time.
    std::vector<std::optional<double>> cursorValues() const;
    bool isReported(const QString &path) const;

    // What a saved layout keeps of this plot: its fields, mode and time window.
    QJsonObject layout() const;
    void applyLayout(const QJsonObject &layout);

    // The visible range as CSV: a time column (s) and a column per field, a row per change
    // of any of them. False, with a sentence for the user, when the file cannot be written.
    bool writeVisibleCsv(const QString &path, QString *error) const;

    void setCurrent(bool current);  // the panel's plot that a double-clicked field goes to
    // Where the lines are drawn, in the widget (the rest: tick labels).
    QRect plotArea() const;

    // A replay's whole log, coarse: drawn where the store has no points (before a seek's
    // place, ahead of the replay's position), so the whole log shows zoomed out. Null: none.
    void setOverview(const store::LogOverview *overview);
    // In a replay a click asks to go there (seekRequested) instead of placing the cursor,
    // which then shows the replay's position.
    void setClickSeeks(bool seeks) { m_clickSeeks = seeks; }

    QSize sizeHint() const override { return {480, 220}; }
    QSize minimumSizeHint() const override { return {200, 90}; }

public slots:
    // The store's fields changed (another family, a new key): find each path again.
    void refreshFields();
    // New readings: repaint within a refresh period.
    void readingsChanged();

signals:
    void activated();  // clicked or dropped on: becomes the panel's current plot
    void followingChanged(bool following);
    void fieldsChanged();
    void cursorChanged();  // put, moved or hidden
    void seekRequested(qint64 timeMs);  // a click in a replay (setClickSeeks), on the store's clock
    void saveImageRequested();          // its menu's "Save plot as PNG…" (the panel asks where)
    void exportCsvRequested();          // its menu's "Export visible range as CSV…"

protected:
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

public:
    struct Curve {
        QString path;
        QColor colour;
        const store::FieldSeries *series = nullptr;  // null: not in the store (yet)
        const store::StoreField *field = nullptr;
        const store::OverviewField *overview = nullptr;  // the replay's whole log, when there is one
        bool reported() const;
    };

private:
    std::int64_t newestMs() const;
    void holdViewEndAt(std::int64_t endMs);
    // What a curve draws in each pixel column of [startMs, endMs): the store's points, and the
    // replay's whole log where the store has none.
    std::vector<ColumnExtent> columnsOf(const Curve &curve, std::int64_t startMs, std::int64_t endMs,
                                               int width) const;
    std::optional<std::int64_t> timeAt(int x) const;
    void zoomTime(double factor, int x);
    void zoomValues(double factor, int y);
    void pan(const QPoint &delta);
    static QColor colourFor(std::size_t position);  // the n-th field's, in the theme's colours
    bool sameUnitAcross() const;
    std::optional<QPointF> xyMarker(std::size_t curve) const;
    std::optional<std::pair<double, double>> rangeOf(const Curve &curve, std::int64_t startMs, std::int64_t endMs) const;
    static void keepAspect(PlotFrame &frame);
    static std::pair<double, double> fittedRange(const std::vector<std::vector<ColumnExtent>> &curves);
    // The overview's time for a time on the store's clock (the replay's origin is its start).
    double overviewTime(std::int64_t timeMs) const;

    const store::RobotStore &m_store;
    std::vector<Curve> m_curves;
    Mode m_mode = Mode::Time;
    bool m_following = true;
    std::int64_t m_windowMs = 30'000;
    std::int64_t m_endSinceOriginMs = 0;  // when not following: the view's end from the session's start
    std::optional<std::pair<double, double>> m_valueRange;  // set by zoom or pan
    std::optional<std::pair<double, double>> m_xRange;      // an XY plot's x axis, when set
    std::optional<std::int64_t> m_cursorMs;
    QPoint m_pressedAt;
    QPoint m_lastDragAt;
    bool m_dragging = false;
    bool m_swallowRelease = false;
    bool m_current = false;
    bool m_clickSeeks = false;
    const store::LogOverview *m_overview = nullptr;
    RefreshGate *m_gate = nullptr;
    PlotTextCache m_texts;
};

}  // namespace robodash::widgets

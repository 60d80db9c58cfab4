#pragma once
// Readings faded, not hidden, while no data arrives (offline, disconnected, a paused replay):
// the last values stay readable but cannot pass for live ones.
//
// Each widget of a faded reading paints as usual, then a veil of the colour behind the
// reading over what it painted, in the same paint event. So a faded widget paints exactly what a
// repaint of the whole window would: every partial update (a value changing, a panel moving
// under a new tool bar) gives the same pixels, and the widgets that paint their whole
// rectangle themselves (WA_OpaquePaintEvent) stay correct. A QGraphicsOpacityEffect did
// not: Qt paints such a widget inside a faded panel directly, unfaded, and the panel's
// faded picture was blended over pixels no one had cleared (doubled titles, greying boxes).

#include <QColor>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QRegion>

class QWidget;

class ReadingFade : public QObject {
    Q_OBJECT
public:
    // How much of a faded reading shows through its veil.
    static constexpr double kStaleOpacity = 0.35;

    explicit ReadingFade(QObject *parent = nullptr);

    // Faded (live false) or plain; widgets added to a faded reading later fade too.
    void show(const QList<QWidget *> &readings, bool live);
    bool looksLive() const { return m_live; }
    // With --log-events: each show() also says on standard error where the readings are.
    void setEcho(bool echo) { m_echo = echo; }
    // Where `reading` and everything in it show in its window.
    static QRegion shownRegion(const QWidget *reading);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void veil(QWidget *widget);
    QColor behindReading(const QWidget *widget) const;
    void echoPlaces() const;
    void echoLater();
    static void repaint(QWidget *reading);
    void watch(QWidget *widget);  // it and everything in it
    void unwatch(QWidget *widget);

    QList<QPointer<QWidget>> m_readings;
    QObject *m_painting = nullptr;  // the widget whose paint event is passed on, unveiled
    bool m_live = true;
    bool m_echo = false;
    bool m_echoPending = false;
};

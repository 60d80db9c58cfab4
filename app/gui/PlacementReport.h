#pragma once
// With --log-events, where the window and the parts a user must always see are on the screen,
// printed on standard error each time the window settles after a move or a resize:
//   robodash: placed: window 0,0 1216x760; STOP 1090,42 180x44; pad ...; status bar ...
// in screen coordinates, "hidden" for a part not shown. A test on a real X server compares
// them with the screen it made (tests/xvfb/tst_xvfb_fit.cpp).

#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QTimer>

class QWidget;

class PlacementReport : public QObject {
public:
    using Part = QPair<QString, QPointer<QWidget>>;

    PlacementReport(QWidget *window, QList<Part> parts, QObject *parent);

    QString text() const;
    // Said once the window has settled, also when nothing of it moved.
    void reportSoon() { m_settled.start(); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_window;
    QList<Part> m_parts;
    QTimer m_settled;
};

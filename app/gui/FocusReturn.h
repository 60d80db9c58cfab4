#pragma once
// Gives a widget the keyboard focus back when it is enabled again, if being disabled took it
// away and the user has not put it anywhere else meanwhile. Qt hands the focus of a widget
// being disabled on to the next one in the focus chain, often a text field: the drive pad,
// disabled while the robot is offline or a log replays, would otherwise leave the arrow keys
// moving a text cursor (and a caret blinking in a gain field) once the robot is back.

#include <QObject>
#include <QPointer>

class QWidget;

class FocusReturn : public QObject {
    Q_OBJECT
public:
    explicit FocusReturn(QWidget *widget);  // watches `widget`, a child of it

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void enabledChanged();

    QWidget *m_widget;
    bool m_owed = false;           // the focus was taken by a disable
    QPointer<QWidget> m_handedTo;  // where Qt put it then (null: nowhere)
};

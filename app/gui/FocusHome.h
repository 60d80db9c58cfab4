#pragma once
// Keeps the keyboard focus where the arrow keys drive, unless the user puts it elsewhere.
//
// Qt hands the focus of a widget that is disabled or hidden on to the next one in the focus
// chain (the drive pad is off while the robot is offline or a log replays; a panel layout
// switch hides docks), and gives a window that is active again with no focus widget its
// first one. Often that is a text field (a gain), where a caret then blinks that the user
// never chose, and where the arrow keys move a text cursor instead of driving. So:
// - a text field gets the focus only from the user (a click, Tab, a mnemonic, or back to the
//   field last typed into); otherwise the focus goes to the home widget (the pad) if it is
//   enabled, else to no widget (the window: Space and Esc still stop);
// - the home widget takes the focus back when it is enabled again, if being disabled (or not
//   yet being enabled at the start) kept it from having it, unless the user has clicked or
//   typed into another place meanwhile.

#include <QEvent>
#include <QObject>
#include <QPointer>

class QFocusEvent;
class QWidget;

class FocusHome : public QObject {
    Q_OBJECT
public:
    // Watches `home` and the application's events for `home`'s window; a child of `home`.
    explicit FocusHome(QWidget *home);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void watchHome(QEvent::Type type);
    void noteInput(QWidget *target);
    void focusEntered(QWidget *widget, const QFocusEvent &event);
    bool isLastInput(const QWidget *widget) const;
    bool userChoseFocus() const;

    QWidget *m_home;
    bool m_owed = true;             // the home should have the focus once it is enabled
    bool m_tabKeyDown = false;      // a Tab from the user moves the focus now
    QPointer<QWidget> m_lastInput;  // what the user last clicked or typed into
};

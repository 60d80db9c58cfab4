#pragma once
// Arrow keys drive whenever the dashboard's window is active, not only while the drive pad
// has focus: after a click on any button the keys still drive. Presses are handed to the pad
// unless focus is in a text field (a gain, a port name, a note), where arrows move the cursor.
// Releases are always handed over, so an arrow held while focus moves into a field still
// stops the robot when it is let go. Installed on the application (key events go to the
// focus widget, not to the window).

#include <QObject>

class QKeyEvent;
class QWidget;

namespace robodash::widgets {
class JoystickPad;
}

class KeyboardDriveFilter : public QObject {
    Q_OBJECT
public:
    KeyboardDriveFilter(QWidget *window, robodash::widgets::JoystickPad *pad, QObject *parent = nullptr);

    static bool isDriveKey(int key);
    static bool takesArrowKeys(const QWidget *focus);  // text fields and editable combos

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool shouldForward(QObject *watched, const QKeyEvent &event) const;

    QWidget *m_window;
    robodash::widgets::JoystickPad *m_pad;
};

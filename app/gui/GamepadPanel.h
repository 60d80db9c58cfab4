#pragma once
// Shows the gamepad in use (or why there is none), whether the dead-man is held and what
// the sticks ask for, and edits the mapping: axes, inversion, dead-man button, dead zone
// and expo. Edits apply to the Gamepad at once; mappingChanged lets the window save them.

#include "GamepadMapping.h"

#include <QWidget>

class Gamepad;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

class GamepadPanel : public QWidget {
    Q_OBJECT
public:
    explicit GamepadPanel(Gamepad *gamepad, QWidget *parent = nullptr);

    GamepadMapping mappingFromFields() const;
    QString statusText() const;
    QString commandText() const;

public slots:
    void showMapping(const GamepadMapping &mapping);  // fields follow without re-emitting
    void refresh();

signals:
    void mappingChanged(const GamepadMapping &mapping);

private:
    void buildFields();
    void applyFields();

    Gamepad *m_gamepad;
    QLabel *m_status = nullptr;
    QLabel *m_deadman = nullptr;
    QLabel *m_command = nullptr;
    QComboBox *m_linearAxis = nullptr;
    QCheckBox *m_invertLinear = nullptr;
    QComboBox *m_angularAxis = nullptr;
    QCheckBox *m_invertAngular = nullptr;
    QComboBox *m_deadmanButton = nullptr;
    QDoubleSpinBox *m_deadZone = nullptr;
    QDoubleSpinBox *m_expo = nullptr;
    bool m_updating = false;
};

#pragma once
// One line of text for each derived robot event, as the event log shows it.

#include "kobuki/Events.h"

#include <QString>

class RobotEventText {
public:
    static QString bumper(const robodash::kobuki::BumperEvent &event);
    static QString cliff(const robodash::kobuki::CliffEvent &event);
    static QString wheelDrop(const robodash::kobuki::WheelDropEvent &event);
    static QString button(const robodash::kobuki::ButtonEvent &event);
    static QString digitalInput(const robodash::kobuki::DigitalInputEvent &event);
    static QString power(robodash::kobuki::PowerEvent event);
    static bool isWarning(robodash::kobuki::PowerEvent event);

private:
    static QString sideName(robodash::kobuki::Side side);
};

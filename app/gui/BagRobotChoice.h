#pragma once
// Before a ROS 2 bag replays: a bag of several Kobukis (/tb1/sensors/core, /tb2/...) asks
// which one in a small list dialog; a bag lacking some of kobuki_ros's topics gets a note
// saying which, as its panels for them stay empty. Other files pass through untouched.

#include <QString>

class QWidget;

class BagRobotChoice {
public:
    // Sets the robot the bag reader takes (bridge::KobukiBag::setNamespace); false when the
    // user cancelled the choice. `note` says what the chosen robot's bag lacks, or "".
    static bool choose(QWidget *parent, const QString &path, QString *note);
};

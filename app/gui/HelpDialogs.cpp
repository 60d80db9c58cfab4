#include "HelpDialogs.h"

#include <QMessageBox>
#include <QObject>

QString keyboardShortcutsHtml()
{
    return QObject::tr(
        "<table cellpadding=3>"
        "<tr><td><b>Space</b>, <b>Esc</b></td><td>STOP: the robot stops and stays stopped until you drive again (Esc also leaves the presentation view). A software stop, not the robot's own emergency stop</td></tr>"
        "<tr><td><b>Shift+Esc</b></td><td>STOP ALL: every robot of the fleet (also the strip's red button)</td></tr>"
        "<tr><td><b>Arrow keys</b></td><td>Drive while held; release stops (not while typing in a field); in a fleet, "
        "only the robot in front</td></tr>"
        "<tr><td><b>Ctrl+0</b>, <b>Ctrl+PgDown</b></td><td>Fleet overview; next robot (the one left is stopped first)</td></tr>"
        "<tr><td><b>F11</b></td><td>Presentation view on / off: full screen, large readouts, a large STOP</td></tr>"
        "<tr><td><b>Ctrl+P</b></td><td>Pause / resume plots</td></tr>"
        "<tr><td><b>Ctrl+Shift+P</b></td><td>The Plots panel: any field over time or XY</td></tr>"
        "<tr><td><b>Ctrl+R</b>, <b>Ctrl+Shift+R</b></td><td>Start / stop recording</td></tr>"
        "<tr><td><b>Ctrl+O</b></td><td>Open a log for replay</td></tr>"
        "<tr><td><b>Ctrl+E</b></td><td>Export a log to CSV</td></tr>"
        "<tr><td><b>Ctrl+Shift+E</b></td><td>Export a log as MCAP (ROS 2 messages)</td></tr>"
        "<tr><td><b>Ctrl+Shift+S</b></td><td>Save a screenshot</td></tr>"
        "<tr><td><b>F1</b></td><td>This help</td></tr>"
        "<tr><td><b>Ctrl+Q</b></td><td>Quit</td></tr></table>"
        "<p>The robot also stops when the window loses focus and when the link drops. "
        "<i>Help &gt; User manual</i> explains every panel.</p>");
}

void showKeyboardShortcuts(QWidget *parent)
{
    QMessageBox::information(parent, QObject::tr("Keyboard shortcuts"), keyboardShortcutsHtml());
}

void showAboutRoboDash(QWidget *parent)
{
    QMessageBox::about(parent, QObject::tr("About RoboDash"), QObject::tr(
        "<h3>RoboDash %1</h3><p>Drive a serial robot base (Kobuki, Rover Pro, rFLEX) and watch every sensor it reports, live, "
        "without ROS.</p><p>Start with no robot: the built-in virtual robot (<tt>sim:</tt>) "
        "speaks the real serial protocol over a pseudo-terminal.</p>").arg(QStringLiteral(ROBODASH_VERSION)));
}

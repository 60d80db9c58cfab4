#include "HelpDialogs.h"

#include <QMessageBox>
#include <QObject>

void showKeyboardShortcuts(QWidget *parent)
{
    QMessageBox::information(parent, QObject::tr("Keyboard shortcuts"), QObject::tr(
        "<table cellpadding=3>"
        "<tr><td><b>Space</b>, <b>Esc</b></td><td>Emergency stop</td></tr>"
        "<tr><td><b>Arrow keys</b></td><td>Drive while held; release stops (not while typing in a field)</td></tr>"
        "<tr><td><b>Ctrl+P</b></td><td>Pause / resume plots</td></tr>"
        "<tr><td><b>Ctrl+Shift+S</b></td><td>Save a screenshot</td></tr>"
        "<tr><td><b>F1</b></td><td>This help</td></tr>"
        "<tr><td><b>Ctrl+Q</b></td><td>Quit</td></tr></table>"
        "<p>The robot also stops when the window loses focus and when the link drops.</p>"));
}

void showAboutRoboDash(QWidget *parent)
{
    QMessageBox::about(parent, QObject::tr("About RoboDash"), QObject::tr(
        "<h3>RoboDash %1</h3><p>Drive a Kobuki base and watch every sensor it reports, live, "
        "without ROS.</p><p>Start with no robot: the built-in virtual Kobuki (<tt>sim:</tt>) "
        "speaks the real serial protocol over a pseudo-terminal.</p>").arg(QStringLiteral(ROBODASH_VERSION)));
}

#pragma once
// How a Rover Pro register reads on the dashboard: "not on this firmware" when the robot's
// firmware line lacks it (never a stale or aliased number), "—" until it is first answered,
// otherwise the value in its unit, with "~" in front when the spec's scale is only
// theoretical (RegisterInfo::approximate). Shared by the widgets in widgets/rover.

#include "rover/Register.h"
#include "rover/RoverFrame.h"

#include <QString>

#include <functional>

class QGridLayout;
class QLabel;
class QWidget;

namespace robodash::widgets {

class ReadoutLabel;

namespace roverText {

QString notOnFirmware();  // "not on this firmware"
QString notOnNetwork();   // "not on the network": a Rover read from its bridge's topics
QString notYet();         // "—"

// The register's SI value formatted by `format`, or one of the two texts above.
QString reading(const rover::RoverFrame &frame, rover::Register which,
                const std::function<QString(double)> &format);
// Whether `text` says the firmware lacks the register (its label is drawn muted).
bool isMissing(const QString &text);

QString volts(double v);          // "24.31 V"
QString amperes(double a);        // "1.25 A"
QString celsius(double c);        // "31.5 °C"
QString percent(double p);        // "87 %"
QString metresPerSecond(double v);

// A muted caption for the first column of a grid of readings.
QLabel *caption(const QString &text, QWidget *parent);
// "~ an estimate: …": the mark explained on the panel itself, not only in a tooltip.
QLabel *estimateLegend(QWidget *parent);
// Sets `label` to `text`, muted when the firmware lacks the register.
void show(ReadoutLabel *label, const QString &text);
// The panel's estimateLegend() shown only where readings are estimates (not over the network).
void showEstimateLegend(QWidget *panel, const rover::RoverFrame &frame);
// The same for a reading in large type: a missing one is a dash, with the reason as its tip.
void showLarge(ReadoutLabel *label, const QString &text);

}  // namespace roverText
}  // namespace robodash::widgets

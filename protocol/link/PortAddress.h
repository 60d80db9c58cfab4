#pragma once
// What the user typed to name a robot: a serial device path, `tcp://host:port` (a serial
// bridge such as ser2net) or `sim:` (the chosen family's built-in virtual robot), optionally
// with broken parts: `sim:gyro-drift=0.5,bumper-dead=left` (comma-separated faults in
// `robodash-cli sim --fault` syntax; the twin checks them when it starts).

#include <QString>

#include <optional>

namespace robodash::link {

struct PortAddress {
    enum class Kind { Serial, Tcp, Virtual };
    Kind kind = Kind::Virtual;
    QString device;      // Serial: path or name as QSerialPort takes it
    QString host;        // Tcp
    quint16 port = 0;    // Tcp
    QString twinFaults;  // Virtual: what follows `sim:`, e.g. "weak-motor=left"; empty: healthy
    QString text;        // as given, for messages
    int baudRate = 115200;  // Serial: the robot family's (RobotInfo), set by the link

    // Nothing (and a message saying what is wrong) for an unusable string.
    static std::optional<PortAddress> parse(const QString &text, QString *error = nullptr);
    QString toString() const { return text; }
    // RobotLink::connected() names a playing log "replay:<path>": its file name, or "" for a
    // live port.
    static QString replayFileName(const QString &connectedPort);
};

}  // namespace robodash::link

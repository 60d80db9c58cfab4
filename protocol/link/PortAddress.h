#pragma once
// What the user typed to name a robot: a serial device path, `tcp://host:port` (a serial
// bridge such as ser2net) or `sim:` (the chosen family's built-in virtual robot), optionally
// with broken parts: `sim:gyro-drift=0.5,bumper-dead=left` (comma-separated faults in
// `robodash-cli sim --fault` syntax; the twin checks them when it starts), or a robot on a
// ROS 2 network, `ros2:/tb1` (the robot in namespace /tb1; `ros2:/` the root namespace),
// optionally `ros2:/tb1?domain=7&interface=eth0` (else ROS_DOMAIN_ID, else 0; else the
// interface DDS picks) and `&keystore=DIR&enclave=/lab/desk` (DDS Security; else ROS 2's
// ROS_SECURITY_* variables decide).

#include <QString>

#include <optional>

namespace robodash::link {

struct PortAddress {
    enum class Kind { Serial, Tcp, Virtual, Network };
    Kind kind = Kind::Virtual;
    QString device;      // Serial: path or name as QSerialPort takes it
    QString host;        // Tcp
    quint16 port = 0;    // Tcp
    QString twinFaults;  // Virtual: what follows `sim:`, e.g. "weak-motor=left"; empty: healthy
    QString rosNamespace;   // Network: "/tb1", or "/" for the root namespace
    int domain = -1;        // Network: the DDS domain given in the address; -1: not given
    QString interfaceName;  // Network: the network interface given in the address; empty: any
    QString keystore;       // Network: an SROS 2 keystore to join secured with; empty: none given
    QString enclave;        // Network: the enclave in it; empty: the variables' or "/"
    QString text;        // as given, for messages
    int baudRate = 115200;  // Serial: the robot family's (RobotInfo), set by the link

    // Nothing (and a message saying what is wrong) for an unusable string.
    static std::optional<PortAddress> parse(const QString &text, QString *error = nullptr);
    // ROS 2 allows domain ids 0..232 (higher ones collide with other ports on Linux).
    static constexpr int kMaxDomain = 232;
    // Network: the domain given, else ROS_DOMAIN_ID (when a valid number), else 0.
    int effectiveDomain() const;
    QString toString() const { return text; }
    // RobotLink::connected() names a playing log "replay:<path>": its file name, or "" for a
    // live port.
    static QString replayFileName(const QString &connectedPort);
};

}  // namespace robodash::link

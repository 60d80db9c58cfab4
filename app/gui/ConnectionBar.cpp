#include "ConnectionBar.h"

#include "DashStyle.h"
#include "link/PortAddress.h"

#include <algorithm>

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QToolButton>

#include <utility>

using robodash::link::PortDiscovery;
using robodash::link::PortInfo;

ConnectionBar::ConnectionBar(QWidget *parent)
    : QWidget(parent),
      m_ports(new QComboBox(this)),
      m_refresh(new QToolButton(this)),
      m_connect(new QPushButton(tr("Connect"), this)),
      m_autoReconnect(new QCheckBox(tr("Auto-reconnect"), this)),
      m_motors(new QCheckBox(tr("&Motors enabled"), this)),  // Alt+M
      m_state(new QLabel(this)),
      m_stop(makeStopButton())
{
    // Editable: a user can type tcp://host:port or a path the scan does not show.
    m_ports->setEditable(true);
    m_ports->setInsertPolicy(QComboBox::NoInsert);
    // Wide enough for "/dev/ttyUSB0" and "tcp://robot:4001"; the whole label is in the list.
    m_ports->setMinimumContentsLength(16);
    m_ports->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_ports->setToolTip(tr("Serial device, tcp://host:port (ser2net), sim: (virtual robot) or "
                           "ros2:/namespace (a robot on the ROS 2 network, listed here when found)"));
    m_refresh->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_refresh->setToolTip(tr("Look for serial ports again"));
    m_motors->setObjectName(QStringLiteral("motorsEnabled"));
    m_motors->setChecked(true);
    setMotorsToolTip(tr("When off, only zero velocity is ever sent to the robot"));
    m_connect->setMinimumWidth(100);
    // The state may be long ("Connected to tcp://lab-robot-3:4001, waiting for data"): it
    // wraps onto a second line rather than pushing STOP off a small screen.
    m_state->setWordWrap(true);
    m_state->setMinimumWidth(m_state->fontMetrics().horizontalAdvance(QStringLiteral("No data from robot")) + 20);
    m_state->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(new QLabel(tr("Robot:"), this));
    layout->addWidget(m_ports, 1);
    layout->addWidget(m_refresh);
    layout->addWidget(m_connect);
    layout->addWidget(m_autoReconnect);
    layout->addSpacing(8);
    layout->addWidget(m_state, 2);
    layout->addWidget(m_motors);
    layout->addSpacing(8);
    layout->addWidget(m_stop);

    connect(m_refresh, &QToolButton::clicked, this, &ConnectionBar::refreshPorts);
    connect(m_connect, &QPushButton::clicked, this, &ConnectionBar::onConnectClicked);
    connect(m_autoReconnect, &QCheckBox::toggled, this, &ConnectionBar::autoReconnectChanged);
    connect(m_motors, &QCheckBox::toggled, this, &ConnectionBar::motorsEnabledChanged);
    connect(m_stop, &QPushButton::clicked, this, &ConnectionBar::emergencyStopRequested);
    // The state's colour is the theme's: a light green on a dark bar reads at 2.6:1.
    connect(&robodash::widgets::DashTheme::instance(), &robodash::widgets::DashTheme::changed, this,
            &ConnectionBar::showState);
    showDisconnected();
}

QPushButton *ConnectionBar::makeStopButton()
{
    auto *button = new QPushButton(tr("STOP"), this);
    button->setObjectName(QStringLiteral("emergencyStop"));
    button->setToolTip(tr("Stop the robot now (Space or Esc)"));
    button->setFocusPolicy(Qt::NoFocus);  // never steal the keyboard from the drive pad
    button->setMinimumSize(120, 44);
    button->setStyleSheet(QStringLiteral(
        "QPushButton#emergencyStop { background: #c62828; color: white; font-weight: bold;"
        " font-size: 18px; border: 2px solid #8e0000; border-radius: 8px; padding: 4px 16px; }"
        "QPushButton#emergencyStop:pressed { background: #8e0000; }"));
    return button;
}

QString ConnectionBar::selectedPort() const
{
    const int index = m_ports->currentIndex();
    const QString typed = m_ports->currentText().trimmed();
    // The list shows labels; the port string travels in the item data.
    if (index >= 0 && m_ports->itemText(index) == typed)
        return m_ports->itemData(index).toString();
    return typed;
}

void ConnectionBar::setPorts(const QList<PortInfo> &ports, const QString &preferred)
{
    m_serialPorts = ports;
    m_ports->clear();
    int preferredIndex = -1;
    for (PortInfo port : ports + m_networkRobots) {
        if (port.portString == QLatin1String("sim:"))
            port.description = tr("Virtual %1 (built in)").arg(m_virtualRobotName);
        if (isOtherFamily(port))
            port.description += tr(" (opens in a window of its own)");
        m_ports->addItem(port.label(), port.portString);
        if (port.portString == preferred) preferredIndex = m_ports->count() - 1;
    }
    widenListToFit();
    if (preferredIndex >= 0)
        m_ports->setCurrentIndex(preferredIndex);
    else if (!preferred.isEmpty())
        m_ports->setEditText(preferred);
    // Its start ("sim: — Virtual Kobuki…") in view in a narrow box, not its end.
    if (m_ports->lineEdit()) m_ports->lineEdit()->setCursorPosition(0);
}

// The box is narrow on a small screen; its list opens as wide as its longest entry (a network
// robot's port, family and node), within reason, so that no entry is cut in the middle.
void ConnectionBar::widenListToFit()
{
    constexpr int kMaxListWidth = 900;
    int widest = 0;
    for (int i = 0; i < m_ports->count(); ++i)
        widest = std::max(widest, m_ports->fontMetrics().horizontalAdvance(m_ports->itemText(i)));
    m_ports->view()->setMinimumWidth(std::min(widest + 32, kMaxListWidth));
}

void ConnectionBar::setNetworkRobots(const QList<PortInfo> &robots)
{
    m_networkRobots = robots;
    setPorts(m_serialPorts, selectedPort());
}

void ConnectionBar::refreshPorts()
{
    const QString current = selectedPort();
    setPorts(PortDiscovery::availablePorts(), current);
}

bool ConnectionBar::autoReconnect() const { return m_autoReconnect->isChecked(); }
bool ConnectionBar::motorsEnabled() const { return m_motors->isChecked(); }
void ConnectionBar::setAutoReconnect(bool enabled) { m_autoReconnect->setChecked(enabled); }

void ConnectionBar::showMotorsEnabled(bool enabled)
{
    const QSignalBlocker quiet(m_motors);
    m_motors->setChecked(enabled && m_watchOnly.isEmpty());  // watch only: never ticked
}

void ConnectionBar::setMotorsToolTip(const QString &text)
{
    m_motorsToolTip = text;
    if (m_watchOnly.isEmpty()) m_motors->setToolTip(text);
}

void ConnectionBar::showWatchOnly(const QString &reason)
{
    if (reason == m_watchOnly) return;
    m_watchOnly = reason;
    if (!reason.isEmpty()) m_motors->setChecked(false);  // the link's gate closes too
    m_motors->setEnabled(reason.isEmpty() && m_replayName.isEmpty());
    m_motors->setToolTip(reason.isEmpty() ? m_motorsToolTip : reason);
    showState();
}

void ConnectionBar::onConnectClicked()
{
    const QString port = selectedPort();
    if (m_connected)
        emit disconnectRequested();
    else if (const QString other = otherFamilyOf(port); !other.isEmpty())
        emit otherFamilyChosen(port, other);
    else
        emit connectRequested(port);
}

QString ConnectionBar::otherFamilyOf(const QString &port) const
{
    for (const PortInfo &robot : m_networkRobots) {
        if (robot.portString == port && isOtherFamily(robot))
            return robot.family;
    }
    return {};
}

bool ConnectionBar::isOtherFamily(const PortInfo &port) const
{
    return !m_family.isEmpty() && !port.family.isEmpty() && port.family != m_family;
}

void ConnectionBar::showConnected(const QString &port)
{
    m_connected = true;
    m_ports->setEnabled(false);
    m_refresh->setEnabled(false);
    m_replayName = robodash::link::PortAddress::replayFileName(port);
    // A replay drives nothing: the bar offers to end it, not to disconnect a robot, and no
    // motors to enable. STOP stays: it is never wrong to press.
    const bool replay = !m_replayName.isEmpty();
    // The box shows what is open (a log, a network robot), not what was picked before it;
    // once a replay ends it offers the robot again.
    if (replay && m_portBeforeReplay.isEmpty()) m_portBeforeReplay = selectedPort();
    showPortInBox(port);
    m_connect->setText(replay ? tr("End replay") : tr("Disconnect"));
    m_motors->setEnabled(!replay && m_watchOnly.isEmpty());
    // A real robot never drives off at once: its motors are off at every connect until the
    // user ticks Motors enabled. The built-in virtual robot keeps the switch as it was.
    const auto address = robodash::link::PortAddress::parse(port);
    m_virtualRobot = address && address->kind == robodash::link::PortAddress::Kind::Virtual;
    if (m_replayName.isEmpty() && !m_virtualRobot) m_motors->setChecked(false);
    m_connectingText = m_replayName.isEmpty() ? tr("Connected to %1, waiting for data").arg(port)
                                              : tr("Opening the replay of %1").arg(m_replayName);
    m_stateShown = State::Connecting;
    showState();
}


void ConnectionBar::showPortInBox(const QString &port)
{
    if (selectedPort() == port) return;
    const int index = m_ports->findData(port);
    if (index >= 0) m_ports->setCurrentIndex(index);
    m_ports->setEditText(index >= 0 ? m_ports->itemText(index) : port);  // the same index keeps old text
    if (m_ports->lineEdit()) m_ports->lineEdit()->setCursorPosition(0);
}

void ConnectionBar::showDisconnected()
{
    m_connected = false;
    m_replayName.clear();
    if (!m_portBeforeReplay.isEmpty()) showPortInBox(std::exchange(m_portBeforeReplay, QString()));
    m_watchOnly.clear();
    m_motors->setToolTip(m_motorsToolTip);
    m_connect->setText(tr("Connect"));
    m_motors->setEnabled(true);
    m_ports->setEnabled(true);
    m_refresh->setEnabled(true);
    m_stateShown = State::Disconnected;
    showState();
}

void ConnectionBar::showOnline(bool online)
{
    if (!m_connected) return;
    // A real robot that went silent and comes back (a bridge restarted, a cable replugged)
    // is not driven at once: Motors enabled goes off, as at every connect. Somebody may be
    // standing at it now.
    if (!online && m_replayName.isEmpty() && !m_virtualRobot) m_motors->setChecked(false);
    m_stateShown = online ? State::Online : State::Silent;
    showState();
}

QColor ConnectionBar::stateColour() const
{
    using namespace robodash::widgets;
    switch (m_stateShown) {
    case State::Disconnected: return style::mutedText();
    case State::Connecting: return style::text();
    case State::Online: return style::readableText(style::ok());
    case State::Silent: return style::readableText(style::critical());
    }
    return style::text();
}

QString ConnectionBar::stateText() const { return m_state->text(); }

void ConnectionBar::showState()
{
    const QString colour = stateColour().name();
    switch (m_stateShown) {
    case State::Disconnected:
        m_state->setText(QStringLiteral("<span style='color:%1'>%2</span>").arg(colour, tr("Not connected")));
        return;
    case State::Connecting:
        m_state->setText(QStringLiteral("<span style='color:%1'>%2</span>").arg(colour, m_connectingText.toHtmlEscaped()));
        return;
    case State::Online:
    case State::Silent: break;
    }
    const bool online = m_stateShown == State::Online;
    const QString live = !m_replayName.isEmpty() ? tr("Replay of %1").arg(m_replayName.toHtmlEscaped())
                         : !m_watchOnly.isEmpty() ? tr("Robot online · watch only")
                                                  : tr("Robot online");
    const QString silent = m_replayName.isEmpty() ? tr("No data from robot")
                                                  : tr("Replay of %1: no data").arg(m_replayName.toHtmlEscaped());
    m_state->setText(QStringLiteral("<b style='color:%1'>&#9679; %2</b>").arg(colour, online ? live : silent));
}

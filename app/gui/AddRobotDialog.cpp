#include "AddRobotDialog.h"

#include "DashStyle.h"
#include "FamilyCatalog.h"
#include "NetworkRobotList.h"
#include "link/PortAddress.h"
#include "link/PortDiscovery.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

AddRobotDialog::AddRobotDialog(TryAdd add, std::function<QString(const QString &)> nameFor, QWidget *parent)
    : QDialog(parent), m_add(std::move(add)), m_nameFor(std::move(nameFor))
{
    setWindowTitle(tr("Add robot"));
    setObjectName(QStringLiteral("addRobotDialog"));
    m_family = new QComboBox(this);
    for (const robodash::core::FamilyDescriptor &family : robodash::app::robotFamilies().registry().families())
        m_family->addItem(QString::fromStdString(family.displayName), QString::fromStdString(family.name));
    m_port = new QComboBox(this);
    m_port->setEditable(true);
    m_port->addItem(QStringLiteral("sim:"));
    for (const robodash::link::PortInfo &port : robodash::link::PortDiscovery::availablePorts())
        if (!port.isVirtual) m_port->addItem(port.portString);
    // The robots the connection bars have found on the ROS 2 network (ros2:/tb1?domain=…).
    if (const NetworkRobotList *network = NetworkRobotList::current())
        for (const robodash::link::PortInfo &robot : network->robots()) {
            m_port->addItem(robot.portString);
            m_port->setItemData(m_port->count() - 1, robot.description, Qt::ToolTipRole);
        }
    m_port->setToolTip(tr("sim: for a twin of this family; /dev/ttyUSB0; tcp://host:port; ros2:/tb1 for a robot on "
                          "the ROS 2 network"));
    m_name = new QLineEdit(this);
    m_name->setMaxLength(40);
    connect(m_name, &QLineEdit::textEdited, this, [this] { m_nameTyped = true; });
    connect(m_family, &QComboBox::currentIndexChanged, this, &AddRobotDialog::suggestName);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("addRobotProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: %1").arg(robodash::widgets::style::critical().name()));
    m_problem->hide();
    auto *form = new QFormLayout;
    form->addRow(tr("&Family"), m_family);
    form->addRow(tr("&Port"), m_port);
    form->addRow(tr("&Name"), m_name);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    connect(buttons, &QDialogButtonBox::accepted, this, &AddRobotDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    suggestName();
}

void AddRobotDialog::suggestName()
{
    if (!m_nameTyped) m_name->setText(m_nameFor(m_family->currentText()));
}

QString AddRobotDialog::problem() const { return m_problem->isVisible() ? m_problem->text() : QString(); }

void AddRobotDialog::accept()
{
    FleetMember member{m_name->text().trimmed(), m_family->currentData().toString(), m_port->currentText().trimmed(), {}};
    QString why;
    if (!robodash::link::PortAddress::parse(member.port, &why)) why = tr("%1: %2").arg(member.port, why);
    else why = m_add(member);
    if (why.isEmpty()) {
        QDialog::accept();
        return;
    }
    m_problem->setText(why);  // the dialog stays, with what was typed
    m_problem->show();
}

#include "RosShareDialog.h"

#include "DashStyle.h"
#include "RosSecurityFields.h"
#include "bridge/RosBridge.h"
#include "bridge/RosNames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using robodash::bridge::BridgeOptions;
using robodash::bridge::RosDistro;

namespace {

constexpr int kMaxDomain = 232;  // ROS 2's highest domain id on Linux

// "eth0 (192.168.1.20)": the name the configuration needs, the address people recognise.
QString interfaceLabel(const QNetworkInterface &candidate)
{
    QStringList addresses;
    for (const QNetworkAddressEntry &entry : candidate.addressEntries())
        if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
            addresses << entry.ip().toString();
    if (addresses.isEmpty())
        return candidate.name();
    return QStringLiteral("%1 (%2)").arg(candidate.name(), addresses.join(QStringLiteral(", ")));
}

}  // namespace

RosShareDialog::RosShareDialog(QWidget *parent)
    : QDialog(parent),
      m_namespace(new QLineEdit(QStringLiteral("/robot1"), this)),
      m_domain(new QSpinBox(this)),
      m_interface(new QComboBox(this)),
      m_distro(new QComboBox(this)),
      m_security(new RosSecurityFields(this)),
      m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Share on ROS 2 network"));
    m_domain->setRange(0, kMaxDomain);
    m_domain->setToolTip(tr("ROS_DOMAIN_ID of the other machines"));
    m_namespace->setToolTip(tr("A namespace per robot lets a fleet share one domain: "
                               "/robot1/odom, /robot1/commands/velocity"));
    fillInterfaces();
    m_distro->addItem(tr("Jazzy, Kilted, Iron or Rolling"), int(RosDistro::JazzyOrLater));
    m_distro->addItem(tr("Humble"), int(RosDistro::Humble));

    auto *form = new QFormLayout;
    form->addRow(tr("&Namespace:"), m_namespace);
    form->addRow(tr("&Domain:"), m_domain);
    form->addRow(tr("Network &interface:"), m_interface);
    form->addRow(tr("Other machines run &ROS 2:"), m_distro);
    auto *sensorBox = new QVBoxLayout;
    for (const std::string &topic : robodash::bridge::RosBridge::rosTopics()) {
        auto *check = new QCheckBox(QString::fromStdString(topic), this);
        m_sensorTopics.emplace_back(topic, check);
        sensorBox->addWidget(check);
    }
    form->addRow(tr("Best effort (sensor QoS):"), sensorBox);
    m_security->addRows(form);

    auto *note = new QLabel(tr("Nothing is sent on the network until you press OK, and only on "
                               "the interface chosen. Commands from the network drive through "
                               "the same safety layer; your STOP and your driving always win."),
                            this);
    note->setWordWrap(true);
    robodash::widgets::style::setThemedStyleSheet(m_problem, [] {
        return robodash::widgets::style::messageStyleSheet(robodash::widgets::style::critical());
    });
    m_problem->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_namespace, &QLineEdit::textChanged, this, &RosShareDialog::updateProblem);
    connect(m_interface, &QComboBox::currentIndexChanged, this, &RosShareDialog::updateProblem);
    connect(m_security, &RosSecurityFields::changed, this, &RosShareDialog::updateProblem);
    updateProblem();
}

void RosShareDialog::fillInterfaces()
{
    m_interface->addItem(tr("Choose one…"), QString());
    for (const QNetworkInterface &candidate : QNetworkInterface::allInterfaces())
        if (candidate.flags().testFlag(QNetworkInterface::IsUp))
            m_interface->addItem(interfaceLabel(candidate), candidate.name());
}

void RosShareDialog::setOptions(const BridgeOptions &options)
{
    m_namespace->setText(QString::fromStdString(options.rosNamespace));
    m_domain->setValue(options.domain);
    const int interfaceIndex = m_interface->findData(QString::fromStdString(options.interfaceName));
    m_interface->setCurrentIndex(std::max(interfaceIndex, 0));
    m_distro->setCurrentIndex(std::max(m_distro->findData(int(options.distro)), 0));
    for (const auto &[topic, check] : m_sensorTopics)
        check->setChecked(options.sensorDataTopics.count(topic) > 0);
    m_security->setKeystore(QString::fromStdString(options.securityOptions.keystore),
                            QString::fromStdString(options.securityOptions.enclave));
    updateProblem();
}

BridgeOptions RosShareDialog::options() const
{
    BridgeOptions options;
    std::string normalized, error;
    options.rosNamespace = robodash::bridge::RosNames::normalizeNamespace(
                               m_namespace->text().trimmed().toStdString(), &normalized, &error)
                               ? normalized
                               : m_namespace->text().trimmed().toStdString();
    options.domain = m_domain->value();
    options.interfaceName = m_interface->currentData().toString().toStdString();
    options.distro = RosDistro(m_distro->currentData().toInt());
    for (const auto &[topic, check] : m_sensorTopics)
        if (check->isChecked())
            options.sensorDataTopics.insert(topic);
    options.securityOptions = {m_security->keystore().toStdString(), m_security->enclave().toStdString()};
    options.security = m_security->decision();
    return options;
}

QString RosShareDialog::problem() const
{
    std::string normalized, error;
    if (!robodash::bridge::RosNames::normalizeNamespace(
            m_namespace->text().trimmed().toStdString(), &normalized, &error))
        return QString::fromStdString(error);
    if (m_interface->currentData().toString().isEmpty())
        return tr("Choose the network interface the robot is shared on.");
    return m_security->problem();
}

void RosShareDialog::updateProblem()
{
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

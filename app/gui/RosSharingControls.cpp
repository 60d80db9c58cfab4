#include "RosSharingControls.h"

#include "DashStyle.h"
#include "RosShareDialog.h"
#include "NetworkRobotList.h"
#include "bridge/RosBridge.h"
#include "bridge/RosNames.h"
#include "link/PortAddress.h"
#include "link/RobotLink.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>

using robodash::bridge::BridgeOptions;
using robodash::bridge::RosBridge;

namespace {

// Only the options: whether sharing was on is deliberately not kept.
const QString kNamespaceKey = QStringLiteral("ros/namespace");
const QString kDomainKey = QStringLiteral("ros/domain");
const QString kInterfaceKey = QStringLiteral("ros/interface");
const QString kDistroKey = QStringLiteral("ros/distro");
const QString kSensorTopicsKey = QStringLiteral("ros/sensorQosTopics");
const QString kKeystoreKey = QStringLiteral("ros/keystore");
const QString kEnclaveKey = QStringLiteral("ros/enclave");

}  // namespace

RosSharingControls::RosSharingControls(QMainWindow *window, robodash::link::RobotLink *link,
                                       const std::string &family)
    : QObject(window),
      m_window(window),
      m_link(link),
      m_family(family),
      m_share(new QAction(tr("Share on &ROS 2 network…"), this)),
      m_status(new QLabel(window))
{
    m_share->setCheckable(true);
    m_share->setToolTip(tr("Publish this robot's odometry and battery to ROS 2 machines and "
                           "take velocity commands from them"));
    connect(m_share, &QAction::toggled, this, &RosSharingControls::shareToggled);
    connect(m_link, &robodash::link::RobotLink::remoteDrivingChanged, this,
            &RosSharingControls::updateStatus);
    m_status->setObjectName(QStringLiteral("rosSharingStatus"));
    window->statusBar()->addPermanentWidget(m_status);
    updateStatus();
}

RosSharingControls::~RosSharingControls()
{
    stopSharing();
}

void RosSharingControls::addMenuActions(QMenu *robotMenu)
{
    robotMenu->addSeparator();
    robotMenu->addAction(m_share);
}

void RosSharingControls::shareToggled(bool on)
{
    if (!on) {
        stopSharing();
        return;
    }
    if (isSharing())
        return;
    if (!askAndStart()) {
        const QSignalBlocker quiet(m_share);
        m_share->setChecked(false);
    }
}

bool RosSharingControls::askAndStart()
{
    RosShareDialog dialog(m_window);
    dialog.setOptions(savedOptions());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QString error;
    if (startSharing(dialog.options(), &error))
        return true;
    QMessageBox::warning(m_window, tr("Share on ROS 2 network"),
                         tr("The robot cannot be shared: %1").arg(error));
    return false;
}

bool RosSharingControls::startSharing(BridgeOptions options, QString *error)
{
    stopSharing();
    options.nodeName = robodash::bridge::RosNames::nodeNameForFamily(m_family);
    saveOptions(options);
    options.rflexDescription = m_rflexDescription;  // the session's, never a saved one
    if (NetworkRobotList *networkRobots = NetworkRobotList::current())
        networkRobots->follow(options.domain, QString::fromStdString(options.interfaceName),
                              QString::fromStdString(options.securityOptions.keystore),
                              QString::fromStdString(options.securityOptions.enclave));
    auto bridge = std::make_unique<RosBridge>(*m_link, options);
    std::string why;
    if (!bridge->start(&why)) {
        *error = QString::fromStdString(why);
        emit message(tr("ROS 2 sharing failed: %1").arg(*error), true);
        return false;
    }
    connect(bridge.get(), &RosBridge::diagnostic, this,
            [this](const QString &text) { emit message(tr("ROS 2: %1").arg(text), true); });
    m_bridge = std::move(bridge);
    {
        const QSignalBlocker quiet(m_share);
        m_share->setChecked(true);
    }
    updateStatus();
    emit message(m_status->text(), false);
    return true;
}

void RosSharingControls::stopSharing()
{
    if (!m_bridge)
        return;
    m_bridge.reset();  // RosBridge::stop(): the network lets go, a robot it drove stops
    {
        const QSignalBlocker quiet(m_share);
        m_share->setChecked(false);
    }
    updateStatus();
    emit message(tr("No longer shared on ROS 2"), false);
}

void RosSharingControls::updateStatus()
{
    if (!m_bridge) {
        m_status->clear();
        m_status->setVisible(false);
        return;
    }
    const BridgeOptions &options = m_bridge->options();
    QString text = tr("Sharing on ROS 2: domain %1, %2 (%3)")
                       .arg(options.domain)
                       .arg(QString::fromStdString(options.rosNamespace),
                            QString::fromStdString(options.interfaceName));
    const bool driving = m_link->isRemoteDriving();
    text += options.security.secured()
                ? tr(" — secured as %1").arg(QString::fromStdString(options.security.enclave))
                : tr(" — UNSECURED");
    if (driving)
        text += tr(" — network driving");
    m_status->setText(text);
    m_status->setStyleSheet(driving ? QStringLiteral("QLabel { color: white; background: #c05000; "
                                                     "padding: 0 6px; font-weight: bold; }")
                                    : QStringLiteral("QLabel { color: %1; padding: 0 6px; }")
                                          .arg(robodash::widgets::style::readableText(robodash::widgets::style::ok()).name()));
    m_status->setVisible(true);
}

BridgeOptions RosSharingControls::savedOptions()
{
    QSettings settings;
    BridgeOptions options;
    options.rosNamespace = settings.value(kNamespaceKey, QStringLiteral("/robot1")).toString().toStdString();
    // Nothing chosen yet: the domain and interface the rest of the program takes from the
    // environment (ROS_DOMAIN_ID, ROBODASH_ROS_INTERFACE), so sharing finds the same network.
    options.domain = settings.value(kDomainKey, robodash::link::PortAddress{}.effectiveDomain()).toInt();
    options.interfaceName = settings.value(kInterfaceKey, qEnvironmentVariable("ROBODASH_ROS_INTERFACE"))
                                .toString()
                                .toStdString();
    options.distro = settings.value(kDistroKey).toString() == QLatin1String("humble")
                         ? robodash::bridge::RosDistro::Humble
                         : robodash::bridge::RosDistro::JazzyOrLater;
    for (const QString &topic : settings.value(kSensorTopicsKey).toStringList())
        options.sensorDataTopics.insert(topic.toStdString());
    options.securityOptions.keystore = settings.value(kKeystoreKey).toString().toStdString();
    options.securityOptions.enclave = settings.value(kEnclaveKey, QStringLiteral("/")).toString().toStdString();
    return options;
}

void RosSharingControls::saveOptions(const BridgeOptions &options)
{
    QSettings settings;
    settings.setValue(kNamespaceKey, QString::fromStdString(options.rosNamespace));
    settings.setValue(kDomainKey, options.domain);
    settings.setValue(kInterfaceKey, QString::fromStdString(options.interfaceName));
    settings.setValue(kDistroKey, options.distro == robodash::bridge::RosDistro::Humble
                                      ? QStringLiteral("humble")
                                      : QStringLiteral("jazzy"));
    QStringList topics;
    for (const std::string &topic : options.sensorDataTopics)
        topics << QString::fromStdString(topic);
    settings.setValue(kSensorTopicsKey, topics);
    settings.setValue(kKeystoreKey, QString::fromStdString(options.securityOptions.keystore));
    settings.setValue(kEnclaveKey, QString::fromStdString(options.securityOptions.enclave));
}
